// Next of kin.
export const example = {
  recordedOn: '2025-03-03',
  name: 'Rachel Taylor',
  relationship: 'Partner',
  nextOfKin: true,
  emergencyContact: true,
  phone: '07700 900456',
  address: '14 Beech Road, Leeds LS6 2AB',
};

export const wrong = { data: { ...example, nextOfKin: 'yes' }, path: '/nextOfKin' };
