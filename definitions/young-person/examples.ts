// One realistic, filled record per kind (the record's own data, without the envelope).
// Each is valid against its definition's full schema; tests use them.

const staff = {
  keyWorker: '00000000-0000-4000-8000-000000000001',
  shiftLead: '00000000-0000-4000-8000-000000000002',
  manager: '00000000-0000-4000-8000-000000000003',
  nightStaff: '00000000-0000-4000-8000-000000000004',
};
const otherYoungPerson = '00000000-0000-4000-8000-000000000101';
const linkedIncident = '00000000-0000-4000-8000-000000000201';
const document = '00000000-0000-4000-8000-000000000301';

export type ExampleKind = 'daily-log' | 'incident' | 'placement-plan' | 'risk-assessment-self-harm-suicide';

export const examples: Record<ExampleKind, Record<string, unknown>> = {
  'daily-log': {
    date: '2025-03-14',
    shift: 'long_day',
    staffOnShift: [staff.keyWorker, staff.shiftLead],
    presentation: 'mixed',
    education: 'attended',
    educationNotes: 'Collected from school at 15:20. Teacher said he settled well in maths.',
    meals: [
      { meal: 'breakfast', eaten: 'some', notes: 'Toast, left the cereal' },
      { meal: 'lunch', eaten: 'all', notes: 'School dinner' },
      { meal: 'dinner', eaten: 'all', notes: 'Spaghetti bolognese, had seconds' },
    ],
    health:
      'Complained of a headache at 17:00; drank water and it eased within the hour. Evening medication given, see MAR.',
    activities: 'Football training at the leisure centre 18:00–19:30. Played FIFA with staff after tea.',
    familyContact: [
      {
        who: 'Mum (Sarah)',
        type: 'phone',
        supervised: false,
        notes: '20 minutes, warm call, talked about his birthday plans',
      },
    ],
    inOut: [
      { outAt: '17:45', agreedReturn: '19:45', backAt: '19:40', whereWithWhom: 'Football training with staff member' },
    ],
    nightChecks: [
      { time: '22:30', obs: 'awake', notes: 'Reading in bed' },
      { time: '23:30', obs: 'asleep' },
    ],
    positives: 'Came home on time from training and told staff about his goal without being asked.',
    concerns: 'Short with staff after the phone call with Mum ended; calmed himself in his room within 15 minutes.',
    ypVoice: '"Football was good, I scored twice. I miss Mum."',
    handover: 'Ask him about the school trip letter in his bag; needs signing by Monday.',
    linked: [],
  },

  incident: {
    general: {
      types: ['aggression', 'damage'],
      startedAt: '2025-03-14T19:05:00Z',
      endedAt: '2025-03-14T19:25:00Z',
      location: 'home',
      locationDetail: 'Lounge',
      description:
        'Became angry when asked to hand back the games console at the agreed time; threw the controller at the TV and moved towards another young person with a raised fist.',
      staffPresent: [staff.keyWorker, staff.shiftLead],
      otherYoungPeople: [otherYoungPerson],
      othersInvolved: '',
      policeInvolved: false,
      medical: 'first_aid',
      injuries:
        'Small red mark on his right wrist from the controller strap; checked by the shift lead, cold compress offered and accepted. No injuries to staff or the other young person.',
      bodyHarmPoints: [
        {
          side: 'front',
          region: 'right_wrist_hand',
          kind: 'redness',
          description: '2 cm red mark, no swelling',
          x: 78,
          y: 52,
        },
      ],
      hasDisclosureConsent: true,
      riddorReportable: false,
      attachments: [{ documentId: document, fileName: 'tv-damage-photo.jpg' }],
      generalCompleted: true,
      detailsCompleted: true,
      interventionCompleted: true,
      debriefCompleted: false,
    },
    details: {
      before: {
        antecedent:
          'Console time had been agreed until 19:00. At 18:50 staff gave a ten-minute reminder, which he acknowledged. He had been quiet since a phone call with his mum at 17:00 ended early.',
      },
      incident: {
        behaviour:
          'At 19:00 staff asked for the controller. He shouted, threw the controller at the TV (screen cracked), then walked towards the other young person with his fist raised, shouting threats. Staff stepped between them and guided the other young person out of the lounge.',
        childWords: '"It\'s not fair, he always gets longer."',
      },
      after: {
        consequence:
          'After a brief guided hold he calmed, sat on the sofa and then went to his room with staff. By 19:40 he was calm, apologised and had a snack.',
      },
    },
    intervention: [
      {
        level: 'hold',
        technique: 'Two-person standing guide to the sofa, as trained',
        reason: 'prevent_injury',
        deEscalation: ['calm_talking', 'providing_space', 'alternatives_offered'],
        triedFirst:
          'Calm talking and a reminder of the agreement; offered the kitchen or his room; staff stepped between him and the other young person and gave him space. He kept moving towards the other young person, so two staff guided him to the sofa.',
        from: '2025-03-14T19:08:00Z',
        to: '2025-03-14T19:10:00Z',
        staff: [
          { person: staff.keyWorker, trainingValid: true },
          { person: staff.shiftLead, trainingValid: true },
        ],
        anyoneInjured: false,
        injuries: [],
        bodyMap: [],
        effectiveness:
          'Effective: the other young person was kept safe, the hold lasted under two minutes and he calmed soon after it ended.',
      },
    ],
    consequences: {
      rewards: [],
      others: [
        {
          kind: 'reparation',
          description: 'Contribute £2 a week from pocket money for four weeks towards the TV repair',
          from: '2025-03-17',
          to: '2025-04-11',
          ypView: 'Agreed it was fair',
        },
        { kind: 'loss_of_privilege', description: 'No console on Saturday', from: '2025-03-15', to: '2025-03-15' },
      ],
    },
    debrief: {
      cypDebrief: {
        at: '2025-03-15T10:30:00Z',
        by: staff.keyWorker,
        ypAccount:
          'He said he was upset after Mum had to end the call and felt the console rule was unfair. He said the hold "didn\'t hurt but I didn\'t like it".',
        injuriesChecked: true,
        offeredAdvocacy: true,
        declined: false,
      },
      staffDebrief: {
        at: '2025-03-14T21:00:00Z',
        by: staff.shiftLead,
        wellbeing: 'Both staff shaken but fine; offered time out.',
        learning: 'Give the reminder earlier on days when family contact has been difficult.',
        followedBsp: true,
      },
      managerReview: {
        reviewer: staff.manager,
        at: '2025-03-15T14:00:00Z',
        accurate: true,
        necessaryProportionate: true,
        userSpokenAt: '2025-03-15T13:30:00Z',
        signedAt: '2025-03-15T14:00:00Z',
        childSpokenAt: '2025-03-17T16:00:00Z',
        furtherActions: ['update_behaviour_management_plan', 'additional_key_worker_sessions'],
        furtherActionsDetail:
          'Add difficult family contact as a trigger in the BSP; key worker sessions on managing disappointment.',
        lessons: 'Early reminders and a planned activity after contact calls.',
      },
    },
    notifications: [
      {
        authority: 'placing_authority',
        at: '2025-03-14T20:15:00Z',
        method: 'email',
        reference: 'Email to social worker',
        by: staff.shiftLead,
      },
    ],
    timeline: [
      { at: '2025-03-14T19:05:00Z', event: 'Incident started in the lounge', by: staff.shiftLead },
      { at: '2025-03-14T20:15:00Z', event: 'Social worker emailed', by: staff.shiftLead },
      { at: '2025-03-15T10:30:00Z', event: 'Young person debrief held', by: staff.keyWorker },
    ],
  },

  'placement-plan': {
    planDate: '2025-03-01',
    nextReview: '2025-06-01',
    authority: 'Leeds City Council',
    socialWorker: 'Priya Shah, 0113 000 0000, priya.shah@example.gov.uk',
    keyWorker: staff.keyWorker,
    legalStatus: 'care_order',
    ypContributed: true,
    ypView: 'I want to stay at this school and see my mum more.',
    aims: {
      placementAims: 'A stable home while he finishes Year 10, with regular contact with his mum and brother.',
      actions: [
        {
          need: 'Stability',
          outcome: 'No unplanned moves this school year',
          support: 'Consistent staff team; key worker sessions every week',
          who: 'Key worker',
          by: '2025-07-18',
          progress: 'green',
        },
      ],
      ypView: 'I like it here.',
    },
    riskManagement: {
      riskSummary: 'Aggression when disappointed, usually after difficult family contact. See the risk assessments.',
      actions: [
        {
          need: 'Safety after family contact',
          outcome: 'Fewer incidents after contact calls',
          support: 'Planned activity after each call; staff check in within 30 minutes',
          who: 'Shift lead',
          progress: 'amber',
        },
      ],
    },
    behaviourManagement: {
      behaviourSummary: 'PACE approach; early reminders before transitions.',
      actions: [
        {
          need: 'Managing disappointment',
          outcome: 'Uses his calm-down plan without adult prompting',
          support: 'Key worker sessions using his calm-down plan',
          who: 'Key worker',
          by: '2025-05-01',
          progress: 'amber',
        },
      ],
    },
    education: {
      school: 'Roundhay School',
      designatedTeacher: 'Mr J. Patel',
      pepDate: '2025-02-10',
      hasEhcp: false,
      actions: [
        {
          need: 'Maths catch-up',
          outcome: 'Working at grade 4 by the summer',
          support: 'Tutor twice a week; homework support each evening',
          who: 'Virtual school tutor',
          by: '2025-07-18',
          progress: 'green',
        },
      ],
      ypView: 'Maths is getting easier.',
    },
    health: {
      gp: 'Oakwood Surgery',
      dentist: 'Smile Dental, Roundhay',
      healthAssessmentDate: '2024-11-20',
      camhs: 'Not currently open to CAMHS',
      allergies: 'Penicillin (rash)',
      actions: [
        {
          need: 'Dental check-up overdue',
          outcome: 'Seen by the dentist',
          support: 'Staff to book and go with him',
          who: 'Key worker',
          by: '2025-04-01',
          progress: 'red',
        },
      ],
    },
    selfCare: {
      independenceSummary: 'Makes his own breakfast and does his own laundry with prompts.',
      actions: [
        {
          need: 'Cooking',
          outcome: 'Cooks a simple evening meal once a week',
          support: 'Cook with staff on Sundays',
          who: 'Key worker',
          progress: 'green',
        },
      ],
    },
    enjoyment: {
      interests: 'Football (plays for the local under-16s), gaming.',
      actions: [
        {
          need: 'Keep up football',
          outcome: 'Attends training twice a week',
          support: 'Staff transport to training and matches',
          who: 'Shift lead',
          progress: 'green',
        },
      ],
    },
    familyTime: {
      arrangements:
        'Phone call with Mum every Tuesday and Thursday evening; family time with Mum and his brother every other Saturday at the family centre, staff drive him there and back.',
      supervision: 'supported',
      restrictions: 'No contact with his stepfather (care plan).',
      importantPeople: 'His friend Kieran from football; his grandad (phone calls).',
      actions: [
        {
          need: 'Keep in touch with his brother',
          outcome: 'Sees his brother every fortnight without missing a visit',
          support: 'Staff plan transport around football',
          who: 'Key worker',
          progress: 'green',
        },
      ],
      ypView: 'I want to see Mum more, and my brother on his birthday.',
    },
    delegatedAuthority: {
      decisions: [
        { decision: 'overnight_stays', whoDecides: 'home', notes: 'With Kieran, once staff have spoken to his mum' },
        { decision: 'haircuts', whoDecides: 'young_person' },
        { decision: 'school_trips', whoDecides: 'home' },
        { decision: 'holidays_abroad', whoDecides: 'social_worker' },
        { decision: 'routine_health', whoDecides: 'home' },
      ],
      agreedOn: '2025-02-20',
    },
    identity: {
      identitySummary: "White British; not religious. Proud of his family's Leeds roots and supports Leeds United.",
    },
    needs: [
      { need: 'Dental check-up', area: 'health', priority: 'high' },
      { need: 'Managing disappointment after contact', area: 'behaviour_management', priority: 'medium' },
    ],
  },

  'risk-assessment-self-harm-suicide': {
    assessmentDate: '2025-03-10',
    reviewDate: '2025-04-10',
    reason: 'after_incident',
    selfHarm: {
      history:
        'Has cut her forearm at times of stress since age 13; last episode after a missed family visit. Tells staff afterwards and accepts first aid.',
      lastEpisode: '2025-03-08',
      methods: ['cutting'],
      ideation: 'passive',
      ideationDetail: 'Said to her key worker on 9 March: "Sometimes I wish I wasn\'t here." No plan described.',
      accessToMeans: ['sharps', 'medication'],
      meansControls:
        'Kitchen knives locked away; sharps count each shift; all medication in the locked cabinet; pencil sharpener blades agreed to be kept in the office.',
      professionalsInvolved: 'CAMHS worker (weekly), GP',
    },
    risks: [
      {
        risk: 'Cutting after distressing family contact',
        indicators: 'Withdraws to her room, stops eating, wears long sleeves in warm weather',
        triggers: 'Cancelled or difficult family contact; anniversaries',
        protective: 'Good relationship with her key worker; enjoys art; talks to staff after contact',
        controls: [
          { measure: 'Staff check in within 15 minutes after any family contact', owner: 'Shift lead' },
          { measure: 'Art materials and a distraction box available in her room', owner: 'Key worker' },
        ],
        residual: 'She may still self-harm when very distressed; staff respond with first aid and calm support.',
      },
    ],
    observationLevel: 'hourly',
    observationReason: 'For 72 hours after the last episode, agreed with her and the manager.',
    safetyPlan: {
      warningSigns: 'I go quiet and stay in my room, I stop eating.',
      copingStrategies: 'Drawing, music, holding ice, a hot shower.',
      peopleToTalkTo: 'My key worker, Auntie Jo, my CAMHS worker.',
      staffResponse:
        'Stay calm, give first aid, call 111 for advice or 999 if serious; tell the manager on call and record it.',
      crisisContacts: 'CAMHS crisis line; Childline 0800 1111; Shout: text 85258.',
      safeEnvironment: 'Sharps locked away and counted; medication kept in the office.',
      reasonsForLiving: 'My little brother, art college next year.',
    },
    ypView: 'I helped write this. I want staff to check in but not hover.',
    ypContributed: true,
    sharedWith: 'Social worker and CAMHS worker',
    linkedIncidents: [linkedIncident],
  },
};
