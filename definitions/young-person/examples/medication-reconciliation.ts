// A reconciliation on arrival with one discrepancy resolved with the GP, checked by a second member of staff.
export const example = {
  reconciledAt: '2026-11-02T19:30:00Z',
  reconciledBy: '00000000-0000-4000-8000-000000000001',
  sources: ['discharge_letter', 'gp_record'],
  sourceNotes: 'Discharge letter from the previous placement; GP summary care record read by the surgery at 18:50.',
  medicines: [
    {
      name: 'Sertraline',
      strengthForm: '50 mg tablets',
      doseOnSource: 'One each morning',
      doseOnLabel: 'One each morning',
      arrived: true,
      quantity: 24,
      matches: true,
      onMar: true,
    },
    {
      name: 'Salbutamol inhaler',
      strengthForm: '100 micrograms per puff',
      doseOnSource: 'Two puffs when needed, up to four times a day',
      arrived: false,
      matches: false,
    },
  ],
  discrepancies: [
    {
      medicine: 'Salbutamol inhaler',
      type: 'not_arrived',
      detail: 'On the GP record; left at the previous placement.',
      resolution: 'Previous carer dropping it in tomorrow; GP issued an urgent prescription meanwhile.',
      resolvedWith: 'Dr Shah, Elm Road Surgery',
      resolvedBy: '00000000-0000-4000-8000-000000000001',
      resolvedAt: '2026-11-02T20:15:00Z',
    },
  ],
  allergies: { confirmed: true, notes: 'Penicillin (rash), on both sources' },
  checkedBy: '00000000-0000-4000-8000-000000000002',
  checkedAt: '2026-11-02T20:30:00Z',
};

/** A discrepancy type the list does not hold. */
export const wrong = {
  data: { ...example, discrepancies: [{ ...example.discrepancies[0], type: 'lost' }] },
  path: '/discrepancies/0/type',
};
