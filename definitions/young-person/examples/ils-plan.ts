// A filled ILS assessment for a 16-year-old, and the same record made invalid in one field.

export const example = {
  assessmentDate: '2025-03-10',
  assessor: '00000000-0000-4000-8000-000000000001',
  nextAssessment: '2025-09-10',
  previousAssessmentDate: '2024-09-12',
  ypContributed: true,
  moveOnPlan: 'Hoping to move to supported accommodation after his 17th birthday; staying at college.',

  foodManagement: {
    planMeals: {
      rating: 'beginner',
      evidence: 'Needs prompting to think beyond the next meal; planned two evening meals with staff on 2 March.',
    },
    shoppingList: {
      rating: 'intermediate',
      evidence: 'Wrote a list and shopped at Aldi with £20 on 8 March, £3 under budget.',
    },
    cookSimpleMeal: {
      rating: 'intermediate',
      evidence: 'Cooks pasta bake and stir fry with staff nearby; timing the parts of a meal is still hard.',
    },
    storeFoodSafely: {
      rating: 'beginner',
      evidence: 'Left cooked rice out overnight twice this month; talked through it with his key worker.',
    },
    comments: 'Enjoys cooking and is proud of his pasta bake.',
  },
  personalAppearanceAndHygiene: {
    dailyHygiene: { rating: 'advanced', evidence: 'Showers and cares for his hair daily without prompting.' },
    laundry: {
      rating: 'intermediate',
      evidence: 'Does his own washing weekly; still needs reminders to separate colours.',
    },
    dressForOccasion: { rating: 'advanced' },
  },
  housekeeping: {
    cleanKitchenBathroom: { rating: 'beginner', evidence: 'Cleans when asked, needs step-by-step support.' },
    changeBedding: { rating: 'intermediate' },
  },
  emergencyAndSafetySkills: {
    emergencyCalls: { rating: 'advanced', evidence: 'Explained clearly when he would call 999 and when 111.' },
    onlineSafety: {
      rating: 'intermediate',
      evidence: 'Knows how to block and report; shares his location on Snapchat.',
    },
  },
  health: {
    bookAppointments: { rating: 'beginner', evidence: 'Has not yet booked his own GP appointment; staff book.' },
    managePrescriptions: {
      rating: 'intermediate',
      evidence: 'Takes his hay fever tablets himself; staff order repeats.',
    },
  },
  moneyManagement: {
    countChange: { rating: 'advanced' },
    weeklyBudget: { rating: 'beginner', evidence: 'Pocket money usually gone by Tuesday.' },
    bankAccount: {
      rating: 'intermediate',
      evidence: 'Has a Monzo account and uses his card; checks his balance in the app.',
    },
  },
  educationalPlanning: {
    keepTimetable: {
      rating: 'intermediate',
      evidence: 'Attends college 92% this term; relies on staff wake-up calls.',
    },
  },
  transportation: {
    planRoute: {
      rating: 'advanced',
      evidence: 'Travels to college by bus and changed route himself when the 36 was diverted.',
    },
    buyTickets: { rating: 'advanced' },
  },

  goals: [
    {
      area: 'money_management',
      skill: 'weekly_budget',
      goal: 'Make my pocket money last the whole week',
      support: 'Weekly budget sheet with key worker every Sunday; split money into two envelopes.',
      who: 'Key worker',
      by: '2025-06-01',
      progress: 'amber',
    },
    {
      area: 'health',
      skill: 'book_appointments',
      goal: 'Book my own dentist appointment',
      support: 'Staff sit with him while he phones the surgery.',
      who: 'Key worker',
      by: '2025-04-30',
      progress: 'red',
    },
    {
      area: 'food_management',
      skill: 'store_food_safely',
      goal: 'Know how to store leftovers safely',
      who: 'Shift staff',
      by: '2025-05-01',
    },
  ],

  summary:
    'Good progress in travel and personal care since September. Priorities: budgeting, food safety and booking his own appointments before he moves on.',
  ypView: '"I can do more than people think. Money is the hard bit."',
  sharedWith: 'Social worker; personal adviser from 16+ team',
};

/** A skill rating that is not one of the four ratings. */
export const wrong = {
  data: { ...example, moneyManagement: { ...example.moneyManagement, weeklyBudget: { rating: 'expert' } } },
  path: '/moneyManagement/weeklyBudget/rating',
};
