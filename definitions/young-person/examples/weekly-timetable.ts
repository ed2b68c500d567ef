// A filled weekly timetable, and the same record made invalid in one field.

export const example = {
  effectiveFrom: '2025-04-22',
  label: 'Summer term 2025',
  monday: 'School 08:40–15:10 (walks). 16:00 maths tutor at home. 18:00 phone call with Kai.',
  tuesday: 'School 08:40–15:10. Football training 17:30–19:00 at the leisure centre (staff drive).',
  wednesday: 'School 08:40–15:10. 18:00–18:30 phone call with Mum. Cooking night: Jay makes tea with staff.',
  thursday: 'School 08:40–15:10. Football training 17:30–19:00. Key worker session after tea.',
  friday: 'School 08:40–15:10. Youth club 19:00–21:00.',
  saturday:
    'Family time with Mum 10:00–12:00 at the contact centre (every other week). Match day (kick-off times vary).',
  sunday: 'Free day. Room tidy and laundry. Bed by 22:30 for school.',
  notes: 'Bedtime 22:30 on school nights, 23:30 Friday and Saturday.',
};

/** A weekday that is not a field (the keys are full weekday names). */
export const wrong = {
  data: { ...example, mon: 'School' },
  path: '/mon',
};
