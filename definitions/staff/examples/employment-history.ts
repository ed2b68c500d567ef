// Two employers and a gap explained.
export const example = {
  recordedOn: '2025-02-20',
  employers: [
    {
      employer: "Hillside Children's Services",
      role: 'Support worker',
      from: '2021-04-01',
      to: '2024-12-20',
      reasonForLeaving: 'Moving closer to family',
      workedWithChildren: true,
    },
    {
      employer: 'Tesco Stores',
      role: 'Customer assistant',
      from: '2016-09-01',
      to: '2020-10-31',
      reasonForLeaving: 'Career change',
      workedWithChildren: false,
    },
  ],
  gaps: [{ from: '2020-11-01', to: '2021-03-31', explanation: 'Full-time carer for a parent' }],
};

export const wrong = {
  data: { ...example, employers: [{ employer: 'Hillside', from: '1 April 2021' }] },
  path: '/employers/0/from',
};
