// A filled contact record (a parent with supervised contact), and the same record made invalid in one field.

export const example = {
  category: 'other',
  otherRole: 'Family',
  name: 'Sarah Walker',
  relationship: 'Mother',
  phone: '07700 900123',
  email: 'sarah.walker@example.com',
  address: 'Leeds LS9 (full address held by the social worker)',
  emergencyContact: false,
  parentalResponsibility: true,
  arrangements: {
    types: ['phone', 'face_to_face'],
    frequency: 'weekly',
    supervision: 'supervised_authority',
    venue: 'Harehills family contact centre',
    agreedBy: 'Care plan, reviewed at the looked-after review on 10 February 2025',
    details:
      'Phone call every Wednesday 18:00–18:30 from the office phone, unsupervised. Face-to-face every other Saturday 10:00–12:00 at the contact centre, supervised by the local authority; staff drive him there and back.',
  },
  restrictions: {
    hasRestrictions: true,
    types: ['care_plan_restriction', 'address_not_to_be_shared'],
    details:
      'Mum must not be told the address of the home. No contact when she is under the influence; the contact centre will cancel and staff should tell Jay calmly and offer a call the next day.',
    madeOn: '2025-02-10',
  },
  ypView: 'I want to see Mum more. Saturdays are the best bit of the week.',
  addedOn: '2024-09-02',
};

/** The contact category is not one of the SPEC categories. */
export const wrong = {
  data: { ...example, category: 'family' },
  path: '/category',
};
