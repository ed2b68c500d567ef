// A young person's fall on the garden steps: first aid, a hospital check, not RIDDOR reportable.
export const example = {
  occurredAt: '2026-10-14T16:40:00Z',
  type: 'accident',
  injuredPerson: { personType: 'young_person', youngPersonId: '00000000-0000-4000-8000-000000000101' },
  location: 'Garden steps by the back door',
  description: 'Slipped on wet leaves coming down the steps and put her hand out to stop the fall.',
  injuries: 'Graze to the left palm, swelling to the right knee.',
  bodyMap: [
    { side: 'front', x: 22, y: 98, note: 'Graze, left palm, about 3 cm' },
    { side: 'front', x: 58, y: 150, note: 'Swelling, right knee' },
  ],
  firstAid: {
    given: true,
    details: 'Cleaned and dressed the graze; ice pack on the knee for 15 minutes.',
    givenBy: '00000000-0000-4000-8000-000000000001',
  },
  hospital: {
    attended: true,
    name: "St James's Minor Injuries Unit",
    treatment: 'X-ray clear, soft tissue bruising.',
    admitted: false,
  },
  informed: {
    parents: true,
    parentsAt: '2026-10-14T18:00:00Z',
    socialWorker: true,
    socialWorkerAt: '2026-10-15T09:30:00Z',
    placingAuthority: true,
    placingAuthorityAt: '2026-10-15T09:30:00Z',
  },
  riddor: {
    reportable: false,
    decidedBy: '00000000-0000-4000-8000-000000000003',
    reason: 'Taken to hospital as a precaution; no treatment beyond examination and X-ray.',
  },
  actions: 'Leaves swept daily in autumn; anti-slip strips ordered for the steps.',
};

export const wrong = { data: { ...example, bodyMap: [{ side: 'front', x: 140, y: 98 }] }, path: '/bodyMap/0/x' };
