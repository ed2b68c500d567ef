export const example = {
  weekStarting: '2026-11-23',
  days: [
    {
      day: 'monday',
      breakfast: 'Porridge or cereal, fruit',
      lunch: 'Packed lunch',
      dinner: 'Chicken fajitas (halal chicken)',
      snacks: 'Fruit, rice cakes',
    },
    {
      day: 'tuesday',
      breakfast: 'Toast and eggs',
      lunch: 'Packed lunch',
      dinner: 'Vegetable lasagne',
      snacks: 'Yoghurt (dairy-free for Kai)',
    },
    {
      day: 'sunday',
      breakfast: 'Pancakes',
      lunch: 'Roast dinner',
      dinner: 'Soup and sandwiches',
      snacks: 'Popcorn for film night',
    },
  ],
  notes: 'Young people chose Tuesday and Sunday at the house meeting.',
};

export const wrong = { data: { ...example, days: [{ day: 'funday', dinner: 'Pizza' }] }, path: '/days/0/day' };
