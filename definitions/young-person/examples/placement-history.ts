// A filled placement-history record, and the same record made invalid in one field.

export const example = {
  asAt: '2024-09-02',
  source: 'Referral form and chronology from the social worker',
  ageFirstLookedAfter: 11,
  totalPlacements: 3,
  placements: [
    {
      provider: 'Emergency foster carers, Leeds City Council',
      type: 'la_foster_care',
      area: 'Leeds',
      from: '2021-10-04',
      to: '2021-11-15',
      reasonForEnding: 'planned_move',
      endingDetail: 'Short-term emergency placement',
    },
    {
      provider: 'Maternal grandmother (connected-person carer)',
      type: 'kinship_care',
      area: 'Leeds',
      from: '2021-11-15',
      to: '2023-02-20',
      reasonForEnding: 'placement_breakdown',
      endingDetail: "Nan's health declined; she could not manage his behaviour",
      whatWorked: 'Close family; he kept his school place',
    },
    {
      provider: 'Foster carers via Horizon Fostering (IFA)',
      type: 'ifa_foster_care',
      area: 'Horsforth, Leeds',
      from: '2023-02-20',
      to: '2024-09-02',
      reasonForEnding: 'provider_notice',
      endingDetail: 'Carers gave notice after repeated aggression towards their birth son',
      whatWorked: 'Structured evenings; football club',
    },
  ],
  ypView: "I didn't want to leave Nan's. The foster carers were alright.",
  notes: 'Moves have followed family contact breaking down; see the risk assessments.',
};

/** The number of placements is text, not a whole number. */
export const wrong = {
  data: { ...example, totalPlacements: 'three' },
  path: '/totalPlacements',
};
