export const example = {
  item: 'Paracetamol 500 mg tablets (16)',
  itemKind: 'homely_remedy',
  quantity: 2,
  location: 'Medicines cabinet, office',
  expiry: '2027-08-31',
  agreedBy: 'Dr A. Khan, Oakfield Surgery (homely remedies protocol, March 2026)',
  lastCheckedOn: '2026-11-02',
  checks: [
    { checkedOn: '2026-10-05', quantityFound: 3, inDate: true, findings: 'All present and in date.' },
    {
      checkedOn: '2026-11-02',
      quantityFound: 2,
      inDate: true,
      findings: 'One packet used (recorded on the MAR as a homely remedy); reorder requested.',
    },
  ],
};

export const wrong = { data: { ...example, itemKind: 'prescription' }, path: '/itemKind' };
