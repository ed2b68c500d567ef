// A filled key worker session with an action plan, and the same record made invalid in one field.

export const example = {
  date: '2025-03-18',
  startTime: '16:30',
  durationMin: 45,
  keyWorker: '00000000-0000-4000-8000-000000000001',
  otherPresent: '',
  location: 'Walk to the park and a hot chocolate at the café',
  planned: true,
  engagement: 'fully_engaged',
  presentation: 'settled',
  topics: ['emotional', 'family', 'education'],
  purpose: "Follow-up after Friday's incident; work on his calm-down plan from the placement plan.",
  discussion:
    'Talked about Friday evening. He linked feeling angry to Mum ending the call early. We went through his calm-down plan and he chose two new things to try: going to his room with music, and asking staff for a kick-about. Also talked about his maths mock next week.',
  ypWishesFeelings:
    '"I want to see Mum more and I want a proper time for my calls so they don\'t just stop. I\'m a bit worried about maths."',
  worksheetsUsed: 'Anger iceberg worksheet',
  progressSinceLast: 'He has been reading with staff three evenings out of four, as agreed.',
  ypAgrees: true,
  ypComments: "That's what we said.",
  keyWorkerReflection:
    'Walking worked better than sitting in the office. Raise the contact arrangements with the manager.',
  actions: [
    {
      action: 'Ask the social worker about a set time for calls with Mum',
      ypPart: 'Write down what times suit him',
      owner: '00000000-0000-4000-8000-000000000001',
      due: '2025-03-25',
      status: 'in_progress',
      progress: 'Email sent 18/03',
    },
    {
      action: 'Maths revision sessions before the mock',
      ypPart: 'Do 20 minutes of revision after tea on Mon, Wed and Thu',
      owner: '00000000-0000-4000-8000-000000000002',
      due: '2025-03-27',
      status: 'not_started',
    },
  ],
  nextSessionAt: '2025-03-25',
  nextSessionFocus: 'Review the calm-down plan; how the mock went',
};

/** An action plan row has a status that is not one of the options. */
export const wrong = {
  data: {
    ...example,
    actions: [example.actions[0], { ...example.actions[1], status: 'started' }],
  },
  path: '/actions/1/status',
};
