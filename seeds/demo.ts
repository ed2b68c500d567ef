// Demo data for `npm start`: one organisation with a children's home and a supported
// accommodation, their people, and records in every status, written through the record
// service so that revisions, sign-offs and the audit are real. Safe to run twice.
import { examples } from '../definitions/young-person/examples.ts';
import { callerFrom, PLATFORM_ORG_SLUG } from '../engine/access/index.ts';
import { hashPassword } from '../engine/auth/password.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import type { Store } from '../engine/store/index.ts';
import { taskService } from '../engine/tasks/service.ts';
import { seedAccounts } from './accounts.ts';
import { fitIncident, fitPlan } from './demo-fit.ts';
import { seedHome } from './home.ts';
import { seedLeave } from './leave.ts';
import { seedMedication } from './medication.ts';
import { seedPayMonth } from './pay-month.ts';
import { seedPremises } from './premises.ts';
import { seedReturns } from './returns.ts';
import { seedRota } from './rota.ts';
import { seedStaff } from './staff.ts';
import { seedTraining } from './training.ts';

export const DEMO_PASSWORD = 'CareDemo2026!';
export const DEMO_ORG_SLUG = 'demo';

// rota read: care staff see their home's rota week (their own shifts and clocking in need no area)
const careAreas = {
  cyp: 'edit',
  cyp_daily_log: 'edit',
  home: 'read',
  home_logs: 'edit',
  facility: 'edit',
  accounts: 'edit',
  rota: 'read',
};
const managerAreas = {
  cyp: 'edit',
  cyp_daily_log: 'edit',
  home: 'edit',
  home_logs: 'edit',
  facility: 'edit',
  rota: 'edit',
  leave: 'edit',
  staff: 'read',
  sensitive_reports: 'read',
  accounts: 'edit',
};
const hrAreas = { hr: 'edit', hr_manager: 'edit', staff: 'edit', rota: 'edit', leave: 'edit' };

export const DEMO_LOGINS = [
  {
    email: 'director@demo.care',
    name: 'Dana Whitfield',
    role: 'director',
    jobTitle: 'Director / Responsible Individual',
    isManager: true,
    homes: ['oak', 'willow'],
    areas: {},
  },
  {
    email: 'manager.oak@demo.care',
    name: 'Marcus Oduya',
    role: 'manager',
    jobTitle: 'Registered Manager',
    isManager: true,
    homes: ['oak'],
    areas: managerAreas,
  },
  {
    email: 'manager.willow@demo.care',
    name: 'Priya Shah',
    role: 'manager',
    jobTitle: 'Registered Manager',
    isManager: true,
    homes: ['willow'],
    areas: managerAreas,
  },
  {
    email: 'hr@demo.care',
    name: 'Helen Brooks',
    role: 'hr_manager',
    jobTitle: 'HR Manager',
    isManager: false,
    homes: ['oak', 'willow'],
    areas: hrAreas,
  },
  {
    email: 'staff.oak@demo.care',
    name: 'Sam Taylor',
    role: 'staff',
    jobTitle: 'Residential Support Worker',
    isManager: false,
    homes: ['oak'],
    areas: careAreas,
  },
  {
    email: 'alex.oak@demo.care',
    name: 'Alex Morgan',
    role: 'staff',
    jobTitle: 'Senior Residential Support Worker',
    isManager: false,
    homes: ['oak'],
    areas: careAreas,
  },
  {
    email: 'staff.willow@demo.care',
    name: 'Jordan Lee',
    role: 'staff',
    jobTitle: 'Support Worker',
    isManager: false,
    homes: ['willow'],
    areas: careAreas,
  },
] as const;

const YOUNG_PEOPLE = {
  oak: [
    { firstName: 'Jayden', lastName: 'Carter', dateOfBirth: '2011-03-14', gender: 'male', moveInDate: '2025-09-01' },
    { firstName: 'Amelia', lastName: 'Hughes', dateOfBirth: '2012-07-02', gender: 'female', moveInDate: '2026-02-16' },
    { firstName: 'Tyler', lastName: 'Brooks', birthYear: 2010, gender: 'male', moveInDate: '2026-06-30' },
  ],
  willow: [
    { firstName: 'Kai', lastName: 'Robinson', dateOfBirth: '2009-05-20', gender: 'male', moveInDate: '2025-11-10' },
    { firstName: 'Leah', lastName: 'Patel', dateOfBirth: '2009-11-08', gender: 'female', moveInDate: '2026-04-01' },
    {
      firstName: 'Mohammed',
      lastName: 'Hassan',
      preferredName: 'Mo',
      birthYear: 2009,
      gender: 'male',
      moveInDate: '2026-08-12',
    },
  ],
};

/** Demo references in the examples point at placeholder ids; use real people of the home instead. */
export function withPeople<T>(example: T, staffIds: string[], otherYoungPersonId: string): T {
  const json = JSON.stringify(example)
    .replace(/00000000-0000-4000-8000-00000000000\d/g, (m) => staffIds[Number(m.slice(-1)) % staffIds.length])
    .replace(/00000000-0000-4000-8000-000000000101/g, otherYoungPersonId);
  return JSON.parse(json) as T;
}

/**
 * The product administrator's account (SPEC §6: one account, named by PRODUCT_ADMIN_EMAIL), in the platform
 * organisation.
 */
async function seedProductAdministrator(store: Store, email: string, passwordHash: string) {
  // an email names a login within one organisation: only the platform organisation's is asked
  const platform = await store.admin.organisationBySlug(PLATFORM_ORG_SLUG);
  if (platform && (await store.forOrg(platform.id).people.emailTaken(email))) return;
  await store.adminTransaction(async (a) => {
    const orgId =
      platform?.id ?? (await a.createOrganisation({ name: 'Care Records (platform)', slug: PLATFORM_ORG_SLUG }));
    await a.createUser(orgId, {
      email,
      name: 'Product administrator',
      passwordHash,
      role: 'director',
      isManager: false,
      jobTitle: 'Product administrator',
      homeIds: [],
    });
  });
}

export async function seedDemo(
  store: Store,
  registry: DefinitionRegistry,
  opts: { productAdminEmail?: string } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedProductAdministrator(store, opts.productAdminEmail ?? 'admin@care-records.app', passwordHash);
  if (await store.admin.organisationBySlug(DEMO_ORG_SLUG)) return false;
  const { orgId, users, youngPeople } = await store.adminTransaction(async (a) => {
    const orgId = await a.createOrganisation({
      name: 'Brightwater Care (demo)',
      slug: DEMO_ORG_SLUG,
      settings: {
        toggles: {
          bulkSignoff: true,
          bulkReadAlerts: true,
          signoffReminderDays: 3,
          recordNightStay: true,
          inOutStatus: true,
          inOutMissing: true,
          mealIntake: true,
          educationPlan: true,
          mar: true,
          medicationInventory: true,
          detailedYpDashboard: true,
        },
      },
    });
    const homes = {
      oak: await a.createHome(orgId, {
        name: 'Oak House',
        type: 'children_home',
        address: '12 Oak Lane, Leeds LS6 2AB',
      }),
      willow: await a.createHome(orgId, {
        name: 'Willow Court',
        type: 'support_accomodation_for_older_children',
        address: 'Flat 1-6 Willow Court, Leeds LS7 4QR',
      }),
    };
    const users: Record<string, string> = {};
    for (const u of DEMO_LOGINS) {
      users[u.email] = await a.createUser(orgId, {
        email: u.email,
        name: u.name,
        passwordHash,
        role: u.role,
        isManager: u.isManager,
        jobTitle: u.jobTitle,
        areas: u.areas,
        homeIds: u.homes.map((h) => homes[h]),
      });
    }
    const youngPeople: { id: string; home: 'oak' | 'willow' }[] = [];
    for (const home of ['oak', 'willow'] as const) {
      const keyWorkers =
        home === 'oak'
          ? [users['staff.oak@demo.care'], users['alex.oak@demo.care']]
          : [users['staff.willow@demo.care']];
      for (const [i, y] of YOUNG_PEOPLE[home].entries()) {
        youngPeople.push({
          home,
          id: await a.createYoungPerson(orgId, {
            homeId: homes[home],
            keyWorkerId: keyWorkers[i % keyWorkers.length],
            ...y,
          }),
        });
      }
    }
    return { orgId, users, youngPeople };
  });

  const records = recordService({ store, registry });
  const people = store.forOrg(orgId).people;
  const caller = async (email: string) => callerFrom((await people.user(users[email]))!);
  // Incidents also need the director's sign-off, so the demo shows "Manager Signed Off, Pending Other Sign-Offs".
  await store
    .forOrg(orgId)
    .records.setSignoffRule('incidents', 'custom', [users['director@demo.care']], users['director@demo.care']);

  for (const [n, yp] of youngPeople.entries()) {
    const staff = await caller(yp.home === 'oak' ? 'staff.oak@demo.care' : 'staff.willow@demo.care');
    const manager = await caller(yp.home === 'oak' ? 'manager.oak@demo.care' : 'manager.willow@demo.care');
    const staffIds = [staff.id, manager.id];
    const other = youngPeople.find((o) => o.home === yp.home && o.id !== yp.id)!.id;
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 20 - offset - n)).toISOString().slice(0, 10);
    const log = (offset: number) => ({ ...withPeople(examples['daily-log'], staffIds, other), date: day(offset) });

    // Draft (ongoing)
    await records.create(staff, 'daily-log', { youngPersonId: yp.id, data: log(0) });
    // Completed, Pending Sign-offs
    let r = await records.create(staff, 'daily-log', { youngPersonId: yp.id, data: log(1) });
    await records.act(staff, 'daily-log', r.id, 'submit', r.version);
    // Completed, All Signed Off
    r = await records.create(staff, 'daily-log', { youngPersonId: yp.id, data: log(2) });
    r = await records.act(staff, 'daily-log', r.id, 'submit', r.version);
    await records.act(manager, 'daily-log', r.id, 'sign-off', r.version);
    // Completed, Manager Signed Off, Pending Other Sign-Offs
    // (staff write the incident; the manager adds the review before signing it off)
    // each record fits its young person's age, home type and pronouns (demo-fit.ts)
    const who = [...YOUNG_PEOPLE.oak, ...YOUNG_PEOPLE.willow][n];
    const homeType = yp.home === 'oak' ? 'children_home' : 'support_accomodation_for_older_children';
    const incident = fitIncident(withPeople(examples.incident, staffIds, other), who, homeType) as {
      debrief?: { managerReview?: unknown };
    };
    const review = incident.debrief?.managerReview;
    if (incident.debrief) delete incident.debrief.managerReview;
    // the demo incident happened this week
    const general = (incident as { general?: { startedAt?: string; endedAt?: string } }).general;
    if (general) {
      general.startedAt = `${day(3)}T19:00:00.000Z`;
      if (general.endedAt) general.endedAt = `${day(3)}T19:25:00.000Z`;
    }
    for (const i of (incident as { intervention?: { from?: string; to?: string }[] }).intervention ?? []) {
      i.from = `${day(3)}T19:08:00.000Z`;
      i.to = `${day(3)}T19:10:00.000Z`;
    }
    r = await records.create(staff, 'incident', { youngPersonId: yp.id, data: incident });
    const incidentId = r.id;
    r = await records.act(staff, 'incident', r.id, 'submit', r.version);
    r = await records.update(manager, 'incident', r.id, {
      version: r.version,
      data: { ...r.data, debrief: { ...(r.data.debrief as object), managerReview: review } },
    });
    await records.act(manager, 'incident', r.id, 'sign-off', r.version);
    // A plan signed off (the manager wrote it, so another manager of the home signs it: the director), and a risk
    // assessment in draft
    r = await records.create(manager, 'placement-plan', {
      youngPersonId: yp.id,
      data: fitPlan(withPeople(examples['placement-plan'], staffIds, other), who, homeType),
    });
    r = await records.act(manager, 'placement-plan', r.id, 'submit', r.version);
    await records.act(await caller('director@demo.care'), 'placement-plan', r.id, 'sign-off', r.version);
    // its linked incident is the young person's own (a link must name a record the author can see)
    // dated from the incident it follows (the example's own dates are from 2025: it showed as long overdue)
    const example = withPeople(examples['risk-assessment-self-harm-suicide'], staffIds, other) as {
      selfHarm?: Record<string, unknown>;
    };
    const selfHarm = example.selfHarm && {
      ...example.selfHarm,
      lastEpisode: day(3),
      ideationDetail: String(example.selfHarm.ideationDetail ?? '').replace('on 9 March', 'the next morning'),
    };
    const assessment = {
      ...example,
      ...(selfHarm ? { selfHarm } : {}),
      assessmentDate: day(2),
      reviewDate: day(-26),
      linkedIncidents: [incidentId],
    };
    await records.create(staff, 'risk-assessment-self-harm-suicide', { youngPersonId: yp.id, data: assessment });
  }
  await seedTasksAndDatedItems(store, registry, orgId, users, caller);
  await seedAccounts(
    store,
    registry,
    orgId,
    async (home) =>
      home === 'Oak House'
        ? { staff: await caller('staff.oak@demo.care'), manager: await caller('manager.oak@demo.care') }
        : { staff: await caller('staff.willow@demo.care'), manager: await caller('manager.willow@demo.care') },
    DEMO_PASSWORD,
  );
  // training first: who may record a dose as given depends on their medication course (engine/medication/competency.ts)
  await seedTraining(store, registry, orgId, caller);
  await seedMedication(store, registry, orgId, DEMO_PASSWORD, async (home) =>
    home === 'Oak House'
      ? {
          staff: await caller('staff.oak@demo.care'),
          witness: await caller('alex.oak@demo.care'),
          manager: await caller('manager.oak@demo.care'),
          director: await caller('director@demo.care'),
          youngPersonId: youngPeople.find((y) => y.home === 'oak')!.id,
        }
      : {
          staff: await caller('manager.willow@demo.care'),
          witness: await caller('staff.willow@demo.care'),
          manager: await caller('manager.willow@demo.care'),
          director: await caller('director@demo.care'),
          youngPersonId: youngPeople.find((y) => y.home === 'willow')!.id,
        },
  );
  await seedRota(store, registry, orgId, caller);
  await seedHome(store, registry, orgId, caller);
  await seedLeave(store, registry, orgId, caller);
  await seedPayMonth(store, registry, orgId, caller); // on the rota and the leave above
  await seedStaff(store, registry, orgId, caller);
  await seedPremises(store, registry, orgId, async (home) =>
    home === 'Oak House'
      ? {
          manager: await caller('manager.oak@demo.care'),
          staff: [await caller('staff.oak@demo.care'), await caller('alex.oak@demo.care')],
          youngPersonId: youngPeople.find((y) => y.home === 'oak')!.id,
        }
      : {
          manager: await caller('manager.willow@demo.care'),
          staff: [await caller('staff.willow@demo.care')],
          youngPersonId: youngPeople.find((y) => y.home === 'willow')!.id,
        },
  );
  await seedReturns(store, registry, orgId, caller); // last: its figures read the records seeded above
  return true;
}

/**
 * Dated items no record feeds, and two recurring tasks, dated from today so the expiry alerts and the task
 * list show something on a fresh start. Staff checks (DBS, right to work, licences, training), insurance
 * and MOTs come from the records seeds/staff.ts, training.ts and premises.ts save (definitions' `alerts`).
 */
async function seedTasksAndDatedItems(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  users: Record<string, string>,
  caller: (email: string) => Promise<ReturnType<typeof callerFrom>>,
) {
  const s = store.forOrg(orgId);
  const homes = await s.people.homes();
  const oak = homes.find((h) => h.name === 'Oak House')!;
  const yp = (await s.people.youngPeople({ homeIds: 'all' }))[0];
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const items = [
    {
      subjectKind: 'home',
      subjectId: oak.id,
      kind: 'policy_review',
      label: 'Missing from care policy review',
      expiresOn: inDays(-2),
    },
  ] as const;
  for (const item of items) await s.datedItems.insert(item);
  if (yp)
    await s.datedItems.insert({
      subjectKind: 'young_person',
      subjectId: yp.id,
      kind: 'policy_review',
      label: 'Passport renewal',
      expiresOn: inDays(40),
    });

  const tasks = taskService({ store, registry });
  const manager = await caller('manager.oak@demo.care');
  const nextMonday9 = new Date(Date.now() + ((8 - new Date().getDay()) % 7 || 7) * 86_400_000);
  nextMonday9.setUTCHours(9, 0, 0, 0);
  await tasks.create(manager, {
    type: 'home maintenance',
    title: 'Weekly fire alarm test',
    priority: 'high',
    dueAt: nextMonday9.toISOString(),
    assignedTo: [users['staff.oak@demo.care']],
    homeId: oak.id,
    recordCategory: 'home chore',
    recurrence: { freq: 'weekly' },
  });
  await tasks.create(manager, {
    type: 'reg 44 visit',
    title: 'Arrange the Reg 44 independent visit',
    dueAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    assignedTo: [manager.id],
    homeId: oak.id,
    recordCategory: 'reg 44 visit',
    recurrence: { freq: 'monthly' },
  });
}
