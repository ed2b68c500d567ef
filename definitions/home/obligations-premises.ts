// Recurring duties of the home's premises records. Dated expiries (policy review, insurance
// renewal, MOT) are `alerts` on their definitions; the RIDDOR report is a one-off deadline per accident
// (workers/processors/accidents.ts). What recurs: the week's menu, planned with the young people.
import type { Obligation } from '../../engine/obligations/types.ts';

export const obligations: Obligation[] = [
  {
    key: 'meal-plan',
    title: "Plan next week's meals for {name}",
    description:
      "The week's menu is planned with the {children}, with their dietary needs and allergies beside it (CH reg 6: food that meets each {child}'s needs; SA reg 5).",
    subject: 'home',
    every: { weeks: 1 },
    anchor: 'start',
    metBy: { kinds: ['meal-plan'], status: 'any' },
    leadDays: 3,
    assignTo: 'home-managers',
    taskType: 'meal plan',
  },
];
