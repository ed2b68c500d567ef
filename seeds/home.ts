// Demo home records for Oak House (children's home) and Willow Court (supported accommodation): their
// registration and statement of purpose, four weeks of checks with one failed fire alarm test whose issue is still
// open and a sharps count a knife short (found, put right), maintenance, Reg 44 visits (Oak) and a Reg 32 review
// (Willow), an inspection each, visitors and a home log entry. Written through the record service; each record's
// follow-up tasks are made as the worker would.
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { checkFailed } from '../engine/home/checks.ts';
import { isHomeFollowUpKind, syncHomeFollowUps } from '../engine/home/follow-ups.ts';
import { recordService } from '../engine/records/service.ts';
import type { Store } from '../engine/store/index.ts';

const DAY = 86_400_000;
const at = (daysAgo: number, hour = 10) => {
  const d = new Date(Date.now() - daysAgo * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const day = (daysAgo: number) => at(daysAgo).slice(0, 10);

export async function seedHome(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const records = recordService({ store, registry });
  const homes = await store.forOrg(orgId).people.homes();
  for (const home of homes) {
    const oak = home.name === 'Oak House';
    if (!oak && home.name !== 'Willow Court') continue;
    const staff = await caller(oak ? 'staff.oak@demo.care' : 'staff.willow@demo.care');
    const manager = await caller(oak ? 'manager.oak@demo.care' : 'manager.willow@demo.care');
    const add = async (who: Caller, kind: string, data: Record<string, unknown>) => {
      const r = await records.create(who, kind, { homeId: home.id, data });
      // only records that leave something to do need their tasks made (most checks pass)
      if (isHomeFollowUpKind(kind) && (kind !== 'home-check' || checkFailed(data)))
        await syncHomeFollowUps(store, orgId, r.id);
      return r;
    };

    await add(manager, 'home-details', {
      urn: oak ? 'SC482913' : '2790145',
      registeredOn: oak ? '2019-06-01' : '2024-04-28',
      registeredManager: manager.id,
      responsibleIndividual: 'Dana Whitfield',
      ageRange: oak ? '10–17' : '16–17',
      categories: oak
        ? 'Emotional and behavioural difficulties'
        : 'Care leavers and looked-after young people aged 16 and 17',
      phone: oak ? '0113 496 0101' : '0113 496 0202',
      email: oak ? 'oak.house@demo.care' : 'willow.court@demo.care',
      contacts: [
        { role: 'Local authority designated officer (LADO)', name: 'Leeds LADO team', phone: '0113 378 9687' },
        { role: 'GP surgery', name: 'Park Lane Medical Practice', phone: '0113 496 0300' },
      ],
    });
    const sop = await add(manager, 'statement-of-purpose', {
      version: '3',
      changedOn: day(400),
      statement: oak
        ? 'Oak House is a home for up to four children aged 10 to 17 with emotional and behavioural difficulties. We offer a therapeutic, relationship-based approach…'
        : 'Willow Court offers supported accommodation for up to six young people aged 16 and 17, helping them towards independence…',
      ageRange: oak ? '10–17' : '16–17',
      sentToOfstedOn: day(390),
    });
    // a new version this month: Willow's is still to go to Ofsted (a task), Oak's has been sent
    await records.update(manager, 'statement-of-purpose', sop.id, {
      version: sop.version,
      data: {
        ...(sop.data as Record<string, unknown>),
        version: '4',
        changedOn: day(12),
        changeSummary: 'Staffing structure and the education support section updated.',
        sentToOfstedOn: oak ? day(5) : undefined,
        // where the statement covers Schedule 1's matters; the rest show as gaps on the policies page
        ...(oak
          ? {
              coverage: [
                { matter: 'range_of_needs', where: 'Section 1, page 2' },
                { matter: 'ethos_outcomes', where: 'Section 2, pages 3–4' },
                { matter: 'accommodation', where: 'Section 3, page 5' },
                { matter: 'location', where: 'Section 3, page 6' },
                { matter: 'complaints', where: 'Section 9, page 14' },
                { matter: 'behaviour_support', where: 'Section 7, pages 11–12' },
                { matter: 'staff_experience', where: 'Appendix B' },
              ],
            }
          : {}),
      },
    });
    await syncHomeFollowUps(store, orgId, sop.id);

    // four weeks of checks
    for (let week = 0; week < 4; week++) {
      const d = week * 7 + 1;
      await add(staff, 'home-check', {
        checkType: 'fire_alarm',
        checkedAt: at(d, 9),
        checkedBy: staff.id,
        done: true,
        result: week === 0 && oak ? 'fail' : 'pass',
        findings:
          week === 0 && oak
            ? 'Call point 3 (first-floor landing) did not sound. Engineer called.'
            : 'All call points sounded.',
      });
      await add(staff, 'home-check', {
        checkType: 'water_temperatures',
        checkedAt: at(d + 1, 11),
        checkedBy: staff.id,
        done: true,
        result: 'pass',
        readings: [
          { place: 'Bathroom 1 bath', outlet: 'tmv_bath', celsius: 42 },
          { place: 'Bathroom 2 shower', outlet: 'tmv_other', celsius: 41 },
          { place: 'Kitchen hot tap', outlet: 'hot', celsius: 55, seconds: 25 },
          { place: 'Kitchen cold tap', outlet: 'cold', celsius: 14, seconds: 40 },
        ],
      });
      if (oak)
        await add(staff, 'home-check', {
          checkType: 'vehicle_walkaround',
          checkedAt: at(d + 2, 8),
          checkedBy: staff.id,
          done: true,
          result: 'pass',
          vehicle: 'YK21 ABC',
        });
    }
    for (const d of [3, 33]) {
      await add(manager, 'home-check', {
        checkType: 'emergency_lighting',
        checkedAt: at(d, 14),
        checkedBy: manager.id,
        done: true,
        result: 'pass',
      });
      await add(manager, 'home-check', {
        checkType: 'first_aid_box',
        checkedAt: at(d, 15),
        checkedBy: manager.id,
        done: true,
        result: 'pass',
      });
    }
    await add(staff, 'home-check', {
      checkType: 'fire_drill',
      checkedAt: at(40, 18),
      checkedBy: staff.id,
      done: true,
      result: 'pass',
      evacuationMinutes: 2.5,
    });
    await add(staff, 'home-check', {
      checkType: 'fire_drill_night',
      checkedAt: at(70, 22),
      checkedBy: staff.id,
      done: true,
      result: 'pass',
      evacuationMinutes: 3.5,
    });
    for (let d = 0; d < 3; d++) {
      await add(staff, 'home-check', {
        checkType: 'fridge_freezer',
        checkedAt: at(d, 7),
        checkedBy: staff.id,
        done: true,
        result: 'pass',
        readings: [
          { place: 'Kitchen fridge', celsius: 4 },
          { place: 'Chest freezer', celsius: -20 },
        ],
      });
    }
    if (oak) {
      const knives = [
        { item: 'Kitchen knives (locked drawer)', expected: 6 },
        { item: 'Scissors (office)', expected: 2 },
        { item: 'Razors (locked cabinet)', expected: 4 },
      ];
      for (let d = 0; d < 2; d++) {
        for (const [shift, hour] of [
          ['morning', 7],
          ['afternoon', 14],
          ['night', 22],
        ] as const) {
          const short = d === 1 && shift === 'night';
          const r = await add(staff, 'home-check', {
            checkType: 'sharps_count',
            checkedAt: at(d, hour),
            shift,
            checkedBy: staff.id,
            done: true,
            result: 'pass',
            sharps: knives.map((k, i) => ({
              item: k.item,
              expected: k.expected,
              found: short && i === 0 ? k.expected - 1 : k.expected,
            })),
            findings: short ? 'One vegetable knife missing from the locked drawer.' : undefined,
          });
          if (short) {
            await records.update(staff, 'home-check', r.id, {
              version: r.version,
              data: {
                ...(r.data as Record<string, unknown>),
                remedy: {
                  action: 'Knife found in the dishwasher; drawer checked and locked again. Manager on call told.',
                  remediedAt: at(d, 23),
                  remediedBy: staff.id,
                },
              },
            });
            await syncHomeFollowUps(store, orgId, r.id);
          }
        }
      }
    }

    await add(staff, 'maintenance', {
      issue: 'Shower in bathroom 2 leaking through the lounge ceiling',
      location: 'First floor',
      reportedAt: at(16),
      reportedBy: staff.id,
      priority: 'high',
      contractor: { name: 'Northside Plumbing', phone: '0113 496 0000' },
      cost: '185.50',
      fixedAt: at(14),
      fixNotes: 'Tray resealed, waste pipe replaced.',
    });
    await add(staff, 'maintenance', {
      issue: 'Garden gate latch broken',
      location: 'Back garden',
      reportedAt: at(4),
      reportedBy: staff.id,
      priority: 'medium',
    });

    if (oak) {
      for (const [ago, rec] of [
        [48, 'done'],
        [18, 'in_progress'],
      ] as const) {
        await add(manager, 'reg44-visit', {
          visitDate: day(ago),
          announced: false,
          visitor: 'Margaret Hollis (independent person)',
          childrenSpokenTo: 2,
          spokeWith: [
            { role: 'Young person', private: true },
            { role: 'Senior residential support worker', private: false },
          ],
          recordsChecked: 'Incident and restraint records, missing episodes, complaints log, the fire log.',
          findings: [
            { standard: 'r12', text: 'Return home interviews are offered after every missing episode.' },
            { standard: 'r9', text: 'Weekend activities are limited.' },
          ],
          safeguarded: 'yes',
          wellbeing: 'partly',
          opinion: 'Children are safe and well cared for; weekends could offer more.',
          recommendations: [
            {
              text: "Plan weekend activities with the children at the residents' meeting.",
              timescale: 'One month',
              response: "Residents' meeting set for Sunday.",
              dueOn: day(ago - 30),
              status: rec,
            },
          ],
          independence: { declared: true, declaredOn: day(ago) },
          conflict: { arose: false },
          reportReceivedOn: day(ago - 6),
          // the recent visit's copy to the placing authority is not yet recorded: the manager's check is open
          copies: (ago === 48
            ? ['ofsted', 'placing_authority', 'provider', 'responsible_individual']
            : ['ofsted', 'provider', 'responsible_individual']
          ).map((recipient) => ({
            recipient,
            ...(recipient === 'placing_authority' ? { name: 'Leeds City Council' } : {}),
            sentOn: day(ago - 8),
            sentBy: 'Margaret Hollis (independent person)',
          })),
        });
      }
      await add(manager, 'ofsted-inspection', {
        inspectionType: 'full',
        startedOn: day(240),
        endedOn: day(239),
        announced: false,
        inspectors: 'J. Patel',
        overall: 'good',
        judgements: [
          { area: 'overall', judgement: 'good' },
          { area: 'protected', judgement: 'good' },
          { area: 'leadership_ch', judgement: 'requires_improvement' },
        ],
        points: [
          {
            kind: 'requirement',
            text: 'Supervision records must show reflective discussion of each child.',
            regulation: 'Reg 33(4)(b)',
            action: 'New supervision template in use',
            dueOn: day(200),
            status: 'done',
          },
        ],
        reportPublishedOn: day(215),
      });
    } else {
      await add(manager, 'quality-review', {
        periodFrom: day(200),
        periodTo: day(17),
        completedOn: day(10),
        reviewer: manager.id,
        standards: [
          {
            standard: 'leadership',
            evidence: 'Supervision up to date; two new staff inducted.',
            strengths: 'Stable team',
            improvements: 'Audit key work records monthly',
          },
          { standard: 'protection', evidence: 'One missing episode; return interview held.' },
          { standard: 'accommodation', evidence: 'Location assessment done in April.' },
          {
            standard: 'support',
            evidence: 'Every young person has a current support plan.',
            improvements: 'More help with budgeting',
          },
        ],
        incidents: 4,
        missing: 1,
        complaints: 0,
        feedback: [{ group: 'Young people', summary: 'Feel safe; want more help with budgeting.' }],
        actionPlan: [
          { action: 'Budgeting sessions every fortnight', dueOn: day(-20), owner: manager.id, status: 'open' },
        ],
      });
      await add(manager, 'ofsted-inspection', {
        inspectionType: 'full',
        startedOn: day(300),
        endedOn: day(299),
        announced: true,
        inspectors: 'S. Okafor',
        overall: 'outcome_1',
        judgements: [
          { area: 'leadership', judgement: 'outcome_1' },
          { area: 'support', judgement: 'outcome_1' },
        ],
      });
    }

    await add(staff, 'visitor', {
      name: 'Rachel Green',
      organisation: 'Leeds City Council',
      purpose: 'Statutory social worker visit',
      saw: 'A young person and the manager',
      idChecked: true,
      arrivedAt: at(6, 15),
      leftAt: at(6, 16),
      signedInBy: staff.id,
    });
    await add(staff, 'visitor', {
      name: 'Tom Hughes',
      organisation: 'Northside Plumbing',
      purpose: 'Repair the shower',
      saw: 'Staff on shift',
      idChecked: true,
      arrivedAt: at(14, 9),
      leftAt: at(14, 11),
      signedInBy: staff.id,
    });
    await add(staff, 'home-log', {
      at: at(2, 21),
      logType: 'complaint',
      title: 'Neighbour complained about noise from the garden',
      details: 'Mr Jones at number 14 called at 9pm.',
      recordedBy: staff.id,
      actionTaken: 'Everyone brought inside; apologised to Mr Jones.',
    });
    await add(staff, 'home-log', {
      at: at(9, 13),
      logType: 'general',
      title: 'Power cut for 40 minutes',
      details: 'Northern Powergrid fault; freezer checked afterwards.',
      recordedBy: staff.id,
    });
  }
}
