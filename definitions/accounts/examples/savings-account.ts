// A Junior ISA the placing authority pays into.
export const example = {
  openedOn: '2024-03-12',
  heldIn: 'junior_isa',
  provider: 'Nationwide Building Society',
  accountEnding: '4471',
  registeredContact: 'Leeds City Council, looked-after children finance team',
  authorityPaysIn: true,
  authorityPays: '2.00',
};

export const wrong = { data: { ...example, accountEnding: '12345678' }, path: '/accountEnding' };
