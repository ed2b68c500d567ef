// A filled move-in record, and the same record made invalid in one field.

export const example = {
  arrivalDate: '2024-09-02',
  arrivalTime: '16:30',
  arrivedFrom: 'Foster placement, Horsforth, Leeds',
  broughtBy: 'Priya Shah (social worker) and his foster carer',
  receivedBy: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003'],
  keyWorker: '00000000-0000-4000-8000-000000000001',
  referralDate: '2024-08-12',
  placingAuthority: 'Leeds City Council',
  socialWorker: 'Priya Shah, 0113 000 0002, priya.shah@example.gov.uk',
  emergencyPlacement: false,
  introductoryVisits:
    'Visited for tea on 20 August and stayed for a day on 27 August; met both young people living here.',
  matchingSummary:
    'Needs a small home close to Roundhay School. The two current residents are older and settled; low risk of conflict. Shared interest in football with one of them.',
  matchingAssessmentDate: '2024-08-19',
  documentsReceived: [
    'care_plan',
    'placement_information_record',
    'delegated_authority',
    'medical_consent',
    'pep_ehcp',
  ],
  documentsOutstanding: 'Latest health assessment and birth certificate',
  checklist: [
    {
      item: 'Bedroom cleaned and bedding ready',
      done: true,
      doneBy: '00000000-0000-4000-8000-000000000002',
      doneOn: '2024-09-01',
    },
    {
      item: 'Welcome pack and toiletries',
      done: true,
      doneBy: '00000000-0000-4000-8000-000000000002',
      doneOn: '2024-09-01',
    },
    { item: 'Registered with local GP', done: false, notes: 'Appointment booked for 5 September' },
    {
      item: 'School transport arranged',
      done: true,
      doneBy: '00000000-0000-4000-8000-000000000003',
      doneOn: '2024-08-30',
    },
    {
      item: 'Photo taken for the missing-from-care profile',
      done: true,
      doneBy: '00000000-0000-4000-8000-000000000001',
      doneOn: '2024-09-02',
    },
  ],
  childrensGuideGiven: true,
  houseRulesExplained: true,
  advocacyOffered: true,
  belongings: [
    {
      item: 'Mobile phone',
      description: 'Samsung Galaxy A14, black, cracked case',
      quantity: 1,
      condition: 'worn',
      estimatedValue: 120,
    },
    { item: 'Football boots', description: 'Nike, size 8', quantity: 1, condition: 'good', estimatedValue: 40 },
    { item: 'Clothes', description: 'Two bin bags and a holdall of clothes', quantity: 3, condition: 'good' },
    { item: 'PlayStation 4', description: 'With two controllers', quantity: 1, condition: 'good', estimatedValue: 150 },
  ],
  money: {
    cashAmount: 25.5,
    bankCard: false,
    valuables: 'Gold chain from his nan',
    heldBy: '00000000-0000-4000-8000-000000000003',
    ypSigned: true,
  },
  belongingsPhotos: [{ documentId: '00000000-0000-4000-8000-000000000302', fileName: 'belongings-2024-09-02.jpg' }],
  firstImpressions: '"My room\'s bigger than my last one. Can I put my posters up?"',
  firstNightNotes:
    'Ate all his tea, played FIFA with staff, in bed by 22:30. Awake at 01:00 and chatted with night staff for 20 minutes, then slept.',
  concerns: 'Brought a blue inhaler (salbutamol) with him; added to the medication list. Needs a new school jumper.',
};

/** Arrival time is not a time of day. */
export const wrong = {
  data: { ...example, arrivalTime: 'half four' },
  path: '/arrivalTime',
};
