// A share-code check for a time-limited visa.
export const example = {
  documentType: 'share_code',
  documentReference: 'W7K 2LP 9QX',
  checkedOn: '2025-02-20',
  checkedBy: '00000000-0000-4000-8000-000000000001',
  expiresOn: '2027-02-19',
  notes: 'Skilled Worker visa; follow-up check due before it ends.',
};

export const wrong = { data: { ...example, documentType: 'library_card' }, path: '/documentType' };
