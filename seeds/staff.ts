// Demo staff records: for each demo member of staff, personal details, a next of kin, an
// enhanced DBS on the Update Service, a right to work check, two verified references and a contract;
// driving licences for those who drive; one agency worker at Oak House; one application in progress.
// Dates count from today, so some checks are due soon and the expiry alerts show. Written through the
// record service and the staff service (as HR), so the revisions, audit and dated items are real.
import type { Caller } from '../engine/access/index.ts';
import { hashPassword } from '../engine/auth/password.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import { INDUCTION_AREAS } from '../engine/staff/induction.ts';
import type { Store } from '../engine/store/index.ts';
import { addDays, londonDate } from '../engine/time/london.ts';

interface Person {
  email: string;
  legalName: string;
  dob: string;
  start: string;
  kin: [string, string];
  dbsDue: number;
  rtw?: number;
  licence?: number;
  driver?: boolean;
  cert: string;
  ni: string;
}

/** Days from today: negative in the past. */
const PEOPLE: Person[] = [
  {
    email: 'staff.oak@demo.care',
    legalName: 'Samuel James Taylor',
    dob: '1994-07-12',
    start: '2024-03-04',
    kin: ['Rachel Taylor', 'Partner'],
    dbsDue: 20,
    driver: true,
    licence: 900,
    cert: '001234567890',
    ni: 'AB123456C',
  },
  {
    email: 'alex.oak@demo.care',
    legalName: 'Alexandra Morgan',
    dob: '1989-02-03',
    start: '2021-09-13',
    kin: ['Peter Morgan', 'Father'],
    dbsDue: 210,
    cert: '001234567891',
    ni: 'CE234567D',
  },
  {
    email: 'staff.willow@demo.care',
    legalName: 'Jordan Lee',
    dob: '1998-11-20',
    start: '2025-06-02',
    kin: ['Mei Lee', 'Mother'],
    dbsDue: 140,
    rtw: 45,
    cert: '001234567892',
    ni: 'JK345678A',
  },
  {
    email: 'manager.oak@demo.care',
    legalName: 'Marcus Oduya',
    dob: '1982-05-30',
    start: '2019-01-07',
    kin: ['Grace Oduya', 'Wife'],
    dbsDue: 300,
    driver: true,
    licence: 6,
    cert: '001234567893',
    ni: 'LM456789B',
  },
  {
    email: 'manager.willow@demo.care',
    legalName: 'Priya Shah',
    dob: '1985-08-14',
    start: '2020-04-20',
    kin: ['Arjun Shah', 'Husband'],
    dbsDue: -3,
    cert: '001234567894',
    ni: 'PR567890C',
  },
  {
    email: 'hr@demo.care',
    legalName: 'Helen Brooks',
    dob: '1979-12-01',
    start: '2018-10-01',
    kin: ['Tom Brooks', 'Husband'],
    dbsDue: 400,
    cert: '001234567895',
    ni: 'ST678901D',
  },
];

export async function seedStaff(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const records = recordService({ store, registry });
  const hr = await caller('hr@demo.care');
  const today = londonDate(new Date());
  const s = store.forOrg(orgId);
  const add = (kind: string, staffId: string, data: Record<string, unknown>) =>
    records.create(hr, kind, { staffId, data });

  for (const p of PEOPLE) {
    const who = await caller(p.email);
    const first = p.legalName.split(' ')[0];
    await add('staff-personal-details', who.id, {
      recordedOn: p.start,
      legalName: p.legalName,
      preferredName: who.name.split(' ')[0],
      dateOfBirth: p.dob,
      niNumber: p.ni,
      phone: '07700 900' + p.cert.slice(-3),
      personalEmail: `${first.toLowerCase()}@example.org`,
      address: { line1: `${10 + Number(p.cert.slice(-1))} Harehills Lane`, town: 'Leeds', postcode: 'LS8 4HQ' },
    });
    await add('staff-contact', who.id, {
      recordedOn: p.start,
      name: p.kin[0],
      relationship: p.kin[1],
      nextOfKin: true,
      emergencyContact: true,
      phone: '07700 901' + p.cert.slice(-3),
    });
    const issued = addDays(today, p.dbsDue - 365 * 3);
    await add('dbs-check', who.id, {
      certificateNumber: p.cert,
      level: 'enhanced_barred',
      workforce: 'child',
      barredListChecked: true,
      issuedOn: issued,
      seenBy: hr.id,
      seenOn: addDays(issued, 5),
      informationDisclosed: false,
      updateService: true,
      subscriptionId: `C00${p.cert.slice(-8)}`,
      updateChecks: [{ checkedOn: addDays(today, p.dbsDue - 365), result: 'no_change', checkedBy: hr.id }],
      nextCheckDue: addDays(today, p.dbsDue),
    });
    await add(
      'work-eligibility',
      who.id,
      p.rtw
        ? {
            documentType: 'share_code',
            documentReference: 'W7K 2LP 9QX',
            checkedOn: p.start,
            checkedBy: hr.id,
            expiresOn: addDays(today, p.rtw),
            notes: 'Skilled Worker visa: a follow-up check is due before it ends.',
          }
        : {
            documentType: 'british_irish_passport',
            documentReference: `5${p.cert.slice(-8)}`,
            checkedOn: p.start,
            checkedBy: hr.id,
          },
    );
    if (p.driver) {
      await add('driving-licence', who.id, {
        licenceNumber:
          `${p.legalName.split(' ').pop()!.toUpperCase().padEnd(5, '9').slice(0, 5)}${p.dob.slice(2, 4)}1${p.dob.slice(8, 10)}SJ9AB`.slice(
            0,
            16,
          ),
        categories: 'B',
        expiresOn: addDays(today, p.licence ?? 900),
        dvlaCheckedOn: addDays(today, -120),
        checkedBy: hr.id,
        points: 0,
        businessInsurance: true,
      });
    }
    for (const [i, ref] of [
      ["Hillside Children's Services", 'Registered manager', true],
      ['Leeds City College', 'Course tutor', false],
    ].entries()) {
      await add('staff-reference', who.id, {
        refereeName: i === 0 ? 'Joan Mills' : 'Tom Reid',
        organisation: ref[0],
        relationship: ref[1],
        latestEmployer: ref[2],
        requestedOn: addDays(p.start, -40),
        receivedOn: addDays(p.start, -30 + i),
        source: 'requested',
        authenticity: i === 0 ? 'callback' : 'business_email',
        datesAndRoleConfirmed: true,
        reasonForLeaving: i === 0 ? 'Moved to the area' : 'Completed the course',
        concerns: 'none',
        suitableWithChildren: 'yes',
        wouldReemploy: 'yes',
        verifiedBy: hr.id,
        verifiedOn: addDays(p.start, -28 + i),
        outcome: 'satisfactory',
      });
    }
    await add('employment-contract', who.id, {
      contractType: 'permanent',
      jobTitle: who.name === 'Helen Brooks' ? 'HR Manager' : undefined,
      hoursPerWeek: 37.5,
      startDate: p.start,
      probationEndDate: addDays(p.start, 182),
      noticeWeeks: 4,
      signedOn: addDays(p.start, -10),
    });
    // their induction, every area signed off in the first ten weeks
    const manager = (
      await caller(p.email.endsWith('willow@demo.care') ? 'manager.willow@demo.care' : 'manager.oak@demo.care')
    ).id;
    const induction = await add('induction', who.id, {
      startedOn: p.start,
      mentor: manager,
      areas: INDUCTION_AREAS.map((area, i) => ({
        area,
        completedOn: addDays(p.start, 3 + i * 5),
        signedOffBy: manager,
      })),
      completedOn: addDays(p.start, 70),
      signedOffBy: manager,
    });
    await records.act(hr, 'induction', induction.id, 'submit', induction.version);
  }

  // one agency worker at Oak House, on a contract through the agency
  const oak = (await s.people.homes()).find((h) => h.name === 'Oak House')!;
  const agencyId = await store.adminTransaction((a) =>
    hashPassword('AgencyDemo2026!').then((passwordHash) =>
      a.createUser(orgId, {
        email: 'agency.oak@demo.care',
        name: 'Chris Evans',
        passwordHash,
        role: 'staff',
        jobTitle: 'Agency Support Worker',
        homeIds: [oak.id],
        areas: { cyp: 'edit', cyp_daily_log: 'edit', home: 'read', home_logs: 'edit' },
      }),
    ),
  );
  await add('employment-contract', agencyId, {
    contractType: 'agency',
    jobTitle: 'Agency Support Worker',
    startDate: addDays(today, -21),
    endDate: addDays(today, 63),
    agencyName: 'Northern Care Staffing',
    agencyProfileReceived: true,
    agencyProfileCheckedOn: addDays(today, -22),
    notes:
      'Agency profile confirms enhanced DBS (update service), right to work, two references and mandatory training.',
  });
  // three weeks in: the agency worker's induction under way, four areas signed off
  const oakManager = (await caller('manager.oak@demo.care')).id;
  await add('induction', agencyId, {
    startedOn: addDays(today, -21),
    mentor: oakManager,
    areas: INDUCTION_AREAS.slice(0, 4).map((area, i) => ({
      area,
      completedOn: addDays(today, -20 + i * 4),
      signedOffBy: oakManager,
    })),
  });
  await add('dbs-check', agencyId, {
    certificateNumber: '001234567899',
    level: 'enhanced_barred',
    workforce: 'child',
    barredListChecked: true,
    issuedOn: addDays(today, -400),
    seenBy: hr.id,
    seenOn: addDays(today, -22),
    updateService: true,
    nextCheckDue: addDays(today, 12),
  });

  // an application in progress at Oak House: the college reference, the DBS and the overseas answer still to come
  await records.create(hr, 'application', {
    homeId: oak.id,
    data: {
      appliedOn: addDays(today, -18),
      candidate: { name: 'Jamie Clarke', email: 'jamie.clarke@example.org', phone: '07700 900789' },
      post: 'Residential Support Worker',
      stage: 'checks',
      startsOn: addDays(today, 10),
      identity: {
        document: 'passport',
        documentReference: '123456789',
        verifiedBy: hr.id,
        verifiedOn: addDays(today, -7),
      },
      // from leaving sixth form; the summer of 2021 before the course is left unexplained (flagged)
      employmentHistory: {
        educationEndedOn: '2018-07-20',
        employers: [
          {
            employer: 'Brightways Nursery',
            type: 'job',
            role: 'Nursery practitioner',
            from: '2022-01-10',
            current: true,
            reasonForLeaving: 'Wants residential work',
            workedWithChildren: true,
          },
          {
            employer: 'Leeds City College: Level 3 Early Years Educator',
            type: 'education',
            from: '2021-09-06',
            to: '2022-01-09',
          },
          {
            employer: 'Tesco Stores',
            type: 'job',
            role: 'Customer assistant',
            from: '2018-09-01',
            to: '2021-06-30',
            reasonForLeaving: 'Started a childcare course',
            workedWithChildren: false,
          },
        ],
        gaps: [{ from: '2018-07-21', to: '2018-08-31', explanation: 'Summer after sixth form, looking for work' }],
        verifiedBy: hr.id,
        verifiedOn: addDays(today, -7),
      },
      references: [
        {
          refereeName: 'Amira Hussain',
          organisation: 'Brightways Nursery',
          relationship: 'Nursery manager',
          latestEmployer: true,
          receivedOn: addDays(today, -3),
          source: 'requested',
          authenticity: 'callback',
          datesAndRoleConfirmed: true,
          reasonForLeaving: 'Wants residential work',
          concerns: 'none',
          suitableWithChildren: 'yes',
          wouldReemploy: 'yes',
          verifiedBy: hr.id,
          verifiedOn: addDays(today, -2),
        },
      ],
      rightToWork: {
        documentType: 'british_irish_passport',
        documentReference: '123456789',
        verifiedBy: hr.id,
        verifiedOn: addDays(today, -7),
      },
      interview: { heldOn: addDays(today, -10), panel: 'Marcus Oduya, Helen Brooks', safeguardingQuestions: true },
    },
  });
}
