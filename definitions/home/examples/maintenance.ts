// A leaking shower reported on a Saturday and fixed by the plumber on Monday.
export const example = {
  issue: 'Shower in bathroom 2 leaking through the ceiling',
  location: 'First floor bathroom',
  details: 'Water marks in the lounge ceiling below.',
  reportedAt: '2026-11-14T09:30:00Z',
  reportedBy: '00000000-0000-4000-8000-000000000001',
  priority: 'high',
  contractor: { name: 'Northside Plumbing', phone: '0113 496 0000', booked: '2026-11-16T08:00:00Z' },
  cost: '185.50',
  fixedAt: '2026-11-16T11:00:00Z',
  fixNotes: 'Shower tray resealed and waste pipe replaced.',
};

export const wrong = { data: { ...example, cost: '185.505' }, path: '/cost' };
