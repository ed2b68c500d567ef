export const example = {
  name: 'Ford Galaxy',
  assetType: 'vehicle',
  acquiredOn: '2023-05-12',
  vehicle: {
    registration: 'YK23 HMR',
    make: 'Ford Galaxy 2.0 Titanium',
    seats: 7,
    motDue: '2026-12-10',
    serviceDue: '2027-02-01',
    insuranceRenewal: '2027-01-01',
    taxDue: '2027-05-01',
    odometer: 41230,
  },
  maintenanceTasks: [
    { task: 'Replace wiper blades', priority: 'low', due: '2026-11-30', done: false },
    { task: 'Annual service', priority: 'medium', due: '2027-02-01', done: false },
  ],
};

export const wrong = {
  data: { ...example, vehicle: { ...example.vehicle, registration: 'yk23 hmr' } },
  path: '/vehicle/registration',
};
