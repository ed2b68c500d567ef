export const example = {
  title: 'Safeguarding and child protection policy',
  category: 'safeguarding',
  version: '4.1',
  owner: '00000000-0000-4000-8000-000000000003',
  effectiveFrom: '2026-09-01',
  reviewDate: '2027-09-01',
  summary:
    'How staff recognise and report concerns, the designated safeguarding lead, LADO referrals within one working day.',
  changes: 'Updated for Working Together 2023: contextual safeguarding and the new LADO number.',
  mustSign: true,
};

export const wrong = { data: { ...example, reviewDate: '1 September 2027' }, path: '/reviewDate' };
