// Demo training: the standard course catalogue; training records for Oak House and
// Willow Court staff (most in date, some due soon, one expired, some missing); qualifications (Level 3
// enrolled and achieved, the manager's Level 5); supervisions signed by both people (one overdue), an
// appraisal, and one disciplinary case at Oak House with its investigation meeting. Face-to-face tracking
// is turned on for the demo organisation. Written through the record service, so revisions and
// expiry alerts are real. Dates count from today.
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import type { Store } from '../engine/store/index.ts';
import { trainingStore } from '../engine/store/training.ts';
import { addDays, addMonths, londonDate } from '../engine/time/london.ts';
import { STANDARD_COURSES } from '../engine/training/catalogue.ts';

export async function seedTraining(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const records = recordService({ store, registry });
  const t = trainingStore(store.db, orgId);
  const today = londonDate(new Date());
  const ago = (days: number) => addDays(today, -days);
  const hr = await caller('hr@demo.care');
  const director = await caller('director@demo.care');
  const oakManager = await caller('manager.oak@demo.care');
  const willowManager = await caller('manager.willow@demo.care');
  const who = {
    sam: await caller('staff.oak@demo.care'),
    alex: await caller('alex.oak@demo.care'),
    jordan: await caller('staff.willow@demo.care'),
    marcus: oakManager,
    priya: willowManager,
  };

  const have = new Set((await t.courses()).map((c) => c.name));
  for (const c of STANDARD_COURSES) if (!have.has(c.name)) await t.insertCourse(c, hr.id);
  const catalogue = await t.courses();
  const course = (start: string) => {
    const c = catalogue.find((x) => x.name.startsWith(start))!;
    return { id: c.id, name: c.name, renewalMonths: c.renewalMonths === null ? null : Number(c.renewalMonths) };
  };

  /** Attended `daysAgo` days ago; expiry from the catalogue's period. */
  const attended = async (person: Caller, start: string, daysAgo: number, provider: string) => {
    const c = course(start);
    const completedOn = ago(daysAgo);
    const expiresOn = c.renewalMonths ? addMonths(completedOn, c.renewalMonths) : undefined;
    await records.create(hr, 'training-record', {
      staffId: person.id,
      data: {
        course: c.name,
        courseId: c.id,
        completedOn,
        provider,
        delivery: 'classroom',
        ...(expiresOn ? { expiresOn } : {}),
      },
    });
  };
  // Sam: new in the last year, most courses in date; first aid expired (attended over 3 years ago at a previous job)
  for (const [name, days, by] of [
    ['Safeguarding', 120, 'Leeds Safeguarding Children Partnership'],
    ['Fire safety', 90, 'In house (fire marshal)'],
    ['Medication', 200, 'Pharmacy trainer, Boots'],
    ['De-escalation', 150, 'Team Teach accredited trainer'],
    ['GDPR', 100, 'E-learning (Skills for Care)'],
    ['First aid', 1200, 'St John Ambulance'],
    ['CSE', 60, 'NWG Network'],
  ] as const)
    await attended(who.sam, name, days, by);
  // Alex: experienced; Team Teach due for renewal in about three weeks, safeguarding in about six
  for (const [name, days, by] of [
    ['Safeguarding', 320, 'Leeds Safeguarding Children Partnership'],
    ['First aid', 400, 'St John Ambulance'],
    ['Fire safety', 200, 'In house (fire marshal)'],
    ['Medication', 250, 'Pharmacy trainer, Boots'],
    ['De-escalation', 345, 'Team Teach accredited trainer'],
    ['Food hygiene', 500, 'E-learning (Highfield)'],
    ['GDPR', 300, 'E-learning (Skills for Care)'],
    ['Health', 600, 'In house'],
    ['Prevent', 400, 'Home Office e-learning'],
    ['Equality', 700, 'E-learning (Skills for Care)'],
  ] as const)
    await attended(who.alex, name, days, by);
  // Willow Court: Jordan and Priya (supported accommodation)
  for (const [name, days, by] of [
    ['Safeguarding', 200, 'Leeds Safeguarding Children Partnership'],
    ['First aid', 300, 'British Red Cross'],
    ['Fire safety', 380, 'In house'],
    ['CSE', 150, 'NWG Network'],
  ] as const)
    await attended(who.jordan, name, days, by);
  for (const [name, days, by] of [
    ['Safeguarding', 100, 'Leeds Safeguarding Children Partnership'],
    ['First aid', 500, 'British Red Cross'],
    ['Fire safety', 40, 'In house'],
    ['Medication', 140, 'Pharmacy trainer'],
    ['GDPR', 200, 'E-learning'],
    ['Prevent', 300, 'Home Office e-learning'],
  ] as const)
    await attended(who.priya, name, days, by);
  for (const [name, days, by] of [
    ['Safeguarding', 30, 'Leeds Safeguarding Children Partnership'],
    ['First aid', 700, 'St John Ambulance'],
    ['Fire safety', 60, 'In house (fire marshal)'],
    ['Medication', 90, 'Pharmacy trainer, Boots'],
    ['De-escalation', 100, 'Team Teach accredited trainer'],
  ] as const)
    await attended(who.marcus, name, days, by);
  // the director: the medication course, as the second competent person who witnesses Willow Court's controlled drug
  await attended(director, 'Medication', 75, 'Pharmacy trainer, Boots');

  const qualification = (person: Caller, data: Record<string, unknown>) =>
    records.create(hr, 'qualification', { staffId: person.id, data });
  await qualification(who.sam, {
    level: 'level3',
    name: 'Level 3 Diploma for Residential Childcare (England)',
    awardingBody: 'NCFE CACHE',
    provider: 'Leeds City College',
    status: 'enrolled',
    enrolledOn: ago(150),
    expectedBy: addDays(today, 400),
  });
  await qualification(who.alex, {
    level: 'level3',
    name: 'Level 3 Diploma for Residential Childcare (England)',
    awardingBody: 'City & Guilds',
    status: 'achieved',
    enrolledOn: ago(1100),
    achievedOn: ago(500),
  });
  await qualification(who.marcus, {
    level: 'level5',
    name: 'Level 5 Diploma in Leadership and Management for Residential Childcare',
    awardingBody: 'Pearson',
    status: 'achieved',
    enrolledOn: ago(1500),
    achievedOn: ago(800),
  });

  // Supervisions: written by the manager, signed by the director (the manager step: the author never signs their own)
  // and the supervisee
  const supervise = async (person: Caller, daysAgo: number, focus: string) => {
    let r = await records.create(oakManager, 'supervision', {
      staffId: person.id,
      data: {
        date: ago(daysAgo),
        supervisor: oakManager.id,
        type: 'formal',
        durationMin: 60,
        location: 'Office, Oak House',
        recommendations: `Keep ${focus} under review at the next session.`,
        nextDate: addDays(ago(daysAgo), 42),
        previousActions: 'Actions from the last session reviewed: done.',
        workload: 'Manageable; protected time for recording on Thursdays.',
        wellbeing: 'Well; no concerns raised.',
        reflection: `Reflected on ${focus}.`,
        safeguarding: 'No new concerns.',
        trainingNeeds: 'None beyond the matrix.',
        actions: [
          {
            action: `Read the home's policy on ${focus}`,
            owner: person.id,
            due: addDays(ago(daysAgo), 21),
            status: 'done',
          },
        ],
      },
    });
    r = await records.act(oakManager, 'supervision', r.id, 'submit', r.version);
    r = await records.act(director, 'supervision', r.id, 'sign-off', r.version);
    await records.act(person, 'supervision', r.id, 'sign-off', r.version);
  };
  await supervise(who.sam, 21, 'recording after incidents');
  await supervise(who.alex, 58, 'de-escalation before physical intervention'); // over six weeks ago: overdue

  let a = await records.create(oakManager, 'appraisal', {
    staffId: who.alex.id,
    data: {
      date: ago(300),
      appraiser: oakManager.id,
      periodFrom: ago(665),
      periodTo: ago(301),
      objectivesReview: 'Led the house meetings; mentored two new staff; Level 3 achieved.',
      objectives: [
        {
          objective: 'Take the senior shift lead role twice a week',
          measure: 'Rota and handovers',
          due: addDays(today, 60),
          status: 'in_progress',
        },
      ],
      feedback: 'Young people and colleagues trust Alex; calm in a crisis.',
      strengths: 'De-escalation, mentoring.',
      developmentAreas: 'Delegation.',
      appraiseeComments: 'Agreed.',
      appraiserComments: 'An excellent year.',
      nextAppraisalDate: addDays(ago(300), 365),
    },
  });
  a = await records.act(oakManager, 'appraisal', a.id, 'submit', a.version);
  a = await records.act(director, 'appraisal', a.id, 'sign-off', a.version);
  await records.act(who.alex, 'appraisal', a.id, 'sign-off', a.version);

  // One disciplinary case at Oak House, under investigation (a draft: HR and the manager see it; Sam and Alex's
  // colleagues do not)
  const d = await records.create(hr, 'disciplinary-action', {
    staffId: who.sam.id,
    data: {
      openedOn: ago(10),
      ground: 'misconduct',
      caseManager: hr.id,
      stage: 'investigation',
      suspended: false,
      concern:
        "A physical intervention during the evening shift was not recorded until three days later, contrary to reg 35(3) and the home's policy.",
      informalDiscussion: {
        date: ago(9),
        heldBy: oakManager.id,
        notes: 'Second late record in two months; the informal route is not enough.',
      },
      investigation: {
        investigator: willowManager.id,
        startedOn: ago(8),
        findings: 'Statements taken from two colleagues; shift records requested.',
      },
    },
  });
  await records.create(hr, 'disciplinary-meeting', {
    staffId: who.sam.id,
    data: {
      disciplinaryAction: d.id,
      meetingType: 'investigation',
      date: ago(5),
      startTime: '14:00',
      invitationSentOn: ago(8),
      rightToBeAccompaniedGiven: true,
      chair: willowManager.id,
      noteTaker: hr.id,
      companionType: 'colleague',
      companion: 'A colleague from Willow Court',
      summary:
        'Went through the shift and the recording delay; Sam accepted the record was late and explained the workload that evening.',
      outcome: 'Investigator to report within a week.',
    },
  });

  await store.db.query(
    `update organisations set features = features || '{"enableFaceToFaceTracking": true}'::jsonb where id = $1`,
    [orgId],
  );
}
