// A filled medication entry (a regular controlled drug), and the same record made invalid in one field.

export const example = {
  name: 'Methylphenidate 18 mg prolonged-release tablets (Concerta XL)',
  form: 'tablet',
  strength: '18 mg',
  dose: '1 tablet',
  doseQuantity: 1,
  route: 'oral',
  reason: 'ADHD',
  prescribed: true,
  regularity: 'regular',
  times: ['07:30'],
  start: '2024-10-14',
  reviewDate: '2025-04-14',
  prescriber: 'Dr L. Green, Leeds community paediatrics',
  pharmacy: 'Boots, Roundhay Road',
  instructions:
    'Swallow whole with water, with or after breakfast. Do not crush or chew. Not after 09:00 (affects sleep).',
  sideEffects: 'Reduced appetite, trouble sleeping, headaches. Check weight every 3 months.',
  controlled: true,
  cdSchedule: '2',
  stockUnit: 'tablet',
  storage: 'CD cupboard in the office',
  selfAdministering: false,
  addedBy: '00000000-0000-4000-8000-000000000003',
  prescriptionCopy: [{ documentId: '00000000-0000-4000-8000-000000000304', fileName: 'concerta-label.jpg' }],
};

/** The form is not one of the SPEC's medication forms. */
export const wrong = {
  data: { ...example, form: 'pill' },
  path: '/form',
};
