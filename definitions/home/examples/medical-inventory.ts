export const example = {
  item: 'Paracetamol 500 mg tablets',
  itemKind: 'homely_remedy',
  quantity: 32,
  stockUnit: 'tablet',
  strength: '500 mg',
  route: 'oral',
  location: 'Medicines cabinet, office',
  expiry: '2027-08-31',
  indication: 'Mild pain, or a temperature over 38 °C',
  activeIngredients: ['paracetamol'],
  doseBands: [
    { fromAge: 10, toAge: 15, doseQuantity: 1, dose: '1 tablet (500 mg)' },
    { fromAge: 16, toAge: 18, doseQuantity: 1, doseQuantityMax: 2, dose: '1 to 2 tablets (500 mg to 1 g)' },
  ],
  minIntervalHours: 4,
  maxDosesIn24h: 4,
  maxDays: 3,
  cautions: 'Not with any other medicine holding paracetamol. Not for a child with liver disease.',
  agreedBy: 'Dr A. Khan, Oakfield Surgery',
  agreedByRole: 'gp',
  agreedOn: '2026-03-12',
  lastCheckedOn: '2026-11-02',
  checks: [
    { checkedOn: '2026-10-05', quantityFound: 32, inDate: true, findings: 'All present and in date.' },
    {
      checkedOn: '2026-11-02',
      quantityFound: 32,
      inDate: true,
      findings: 'Two packets; none used since the last check.',
    },
  ],
};

/** A homely remedy needs its protocol: the dose by age is missing. */
export const wrong = {
  data: Object.fromEntries(Object.entries(example).filter(([k]) => k !== 'doseBands')),
  path: '/doseBands',
};
