// An enhanced check with the barred list, on the Update Service.
export const example = {
  certificateNumber: '001234567890',
  level: 'enhanced_barred',
  workforce: 'child',
  barredListChecked: true,
  issuedOn: '2025-02-14',
  seenBy: '00000000-0000-4000-8000-000000000001',
  seenOn: '2025-02-20',
  informationDisclosed: false,
  updateService: true,
  subscriptionId: 'C0012345678',
  updateChecks: [{ checkedOn: '2026-02-16', result: 'no_change', checkedBy: '00000000-0000-4000-8000-000000000001' }],
  nextCheckDue: '2027-02-16',
};

export const wrong = { data: { ...example, certificateNumber: '12345' }, path: '/certificateNumber' };
