// The allowances a placing authority's agreement sets for a 14-year-old.
export const example = {
  agreedFrom: '2025-09-01',
  agreedIn: 'Placement agreement of 1 September 2025',
  weeklyPocketMoney: '10.00',
  clothingAllowance: '45.00',
  clothingPeriod: 'month',
  birthdayAllowance: '75.00',
  festivalAllowance: '100.00',
  festival: 'Christmas',
  weeklySavings: '2.00',
};

export const wrong = { data: { ...example, weeklyPocketMoney: '10.005' }, path: '/weeklyPocketMoney' };
