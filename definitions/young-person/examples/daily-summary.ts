// A filled daily summary for a mixed day, and the same record made invalid in one field.

export const example = {
  date: '2025-03-14',
  shiftLead: '00000000-0000-4000-8000-000000000002',
  dayRag: 'amber',
  presentation: 'mixed',
  keyEvents:
    'Good day at school and football training. At 19:05 an incident in the lounge over console time (guided hold under two minutes, see the linked incident). Calm and apologetic by 19:40; settled to bed at 22:30.',
  education: 'attended',
  healthWellbeing: 'Headache at 17:00, eased with water. Ate well at lunch and tea. Slept from 23:30.',
  familyContact: 'Phone call with Mum at 17:00; she had to end it early and he was upset afterwards.',
  activities: 'Football training 18:00–19:30 (scored twice). FIFA with staff after tea.',
  concerns: 'Difficult family contact appears to be a trigger; second time this month.',
  ypVoice: '"I miss Mum. It\'s not fair he always gets longer on the console."',
  actions: [
    {
      action: 'Add difficult family contact as a trigger in the behaviour support plan',
      owner: '00000000-0000-4000-8000-000000000001',
      due: '2025-03-21',
      status: 'not_started',
    },
    {
      action: 'Email the social worker about the call ending early',
      owner: '00000000-0000-4000-8000-000000000002',
      due: '2025-03-15',
      status: 'done',
    },
  ],
  linked: [{ kind: 'incident', recordId: '00000000-0000-4000-8000-000000000201' }],
  managerComment:
    'Read the incident and logs. Hold was proportionate; debrief booked for tomorrow morning. Agree the BSP update.',
};

/** The day's RAG rating is not one of the options. */
export const wrong = {
  data: { ...example, dayRag: 'yellow' },
  path: '/dayRag',
};
