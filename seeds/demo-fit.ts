// The examples are written about one boy in Year 10 of a children's home; the demo's young people are
// 14 to 17, boys and girls, in a children's home and a supported accommodation. Fit each record to its
// young person: their age (school year or college), their home type's fields, and their pronouns.
import type { HomeType } from '../definitions/wording.ts';

export interface DemoYoungPerson {
  dateOfBirth?: string;
  birthYear?: number;
  gender: string;
  firstName: string;
}

type Data = Record<string, unknown>;

/** Age on a day, from the date of birth (or the middle of the birth year when only that is known). */
export function ageOn(yp: DemoYoungPerson, on: Date): number {
  const born = new Date(yp.dateOfBirth ?? `${yp.birthYear}-07-01`);
  let age = on.getUTCFullYear() - born.getUTCFullYear();
  if (
    on.getUTCMonth() < born.getUTCMonth() ||
    (on.getUTCMonth() === born.getUTCMonth() && on.getUTCDate() < born.getUTCDate())
  )
    age--;
  return age;
}

/** England's school year group: Year N holds children born 1 September to 31 August, N + 4 years before it starts. */
export function schoolYear(yp: DemoYoungPerson, on: Date): number {
  const born = new Date(yp.dateOfBirth ?? `${yp.birthYear}-07-01`);
  const startOfYear = on.getUTCMonth() >= 8 ? on.getUTCFullYear() : on.getUTCFullYear() - 1;
  const cohort = born.getUTCMonth() >= 8 ? born.getUTCFullYear() : born.getUTCFullYear() - 1;
  return startOfYear - cohort - 5;
}

/** he/his/him → she/her/her in every text of a record, for a girl. */
function pronouns<T>(data: T, gender: string): T {
  if (gender !== 'female') return data;
  const swap = (t: string) =>
    t.replace(
      /\b(he|his|him|He|His|himself)\b/g,
      (w) => ({ he: 'she', his: 'her', him: 'her', He: 'She', His: 'Her', himself: 'herself' })[w] ?? w,
    );
  return JSON.parse(JSON.stringify(data), (_k, v) => (typeof v === 'string' ? swap(v) : v)) as T;
}

/**
 * The incident example in the young person's home type: the Reg 27 question and the accommodating authority are
 * supported accommodation's.
 */
export function fitIncident<T>(incident: T, yp: DemoYoungPerson, homeType: HomeType): T {
  const out = structuredClone(incident) as Data & { general?: Data; notifications?: { authority?: string }[] };
  const supported = homeType === 'support_accomodation_for_older_children';
  if (!supported && out.general) delete out.general.reg27Accident;
  // the authority told is the placing one in a children's home, the accommodating one in supported accommodation
  for (const n of out.notifications ?? []) {
    if (n.authority === 'placing_authority' || n.authority === 'accommodating_authority')
      n.authority = supported ? 'accommodating_authority' : 'placing_authority';
  }
  return pronouns(out as T, yp.gender);
}

/**
 * The plan example for this young person: their school year (or college) and, in supported accommodation, moving on.
 */
export function fitPlan<T>(plan: T, yp: DemoYoungPerson, homeType: HomeType, on = new Date()): T {
  const out = structuredClone(plan) as {
    ypView?: string;
    aims?: Data;
    education?: Data;
    selfCare?: Data;
    enjoyment?: Data;
    behaviourManagement?: Data;
  } & Data;
  const year = schoolYear(yp, on);
  const age = ageOn(yp, on);
  if (homeType === 'support_accomodation_for_older_children') {
    out.ypView = 'I want my own flat, and to finish my college course.';
    out.aims = {
      ...out.aims,
      placementAims: `Ready to move on to his own tenancy by his 18th birthday, with regular contact with his mum and brother.`,
    };
    out.education = {
      ...out.education,
      school: 'Leeds City College (Level 2 Construction)',
      designatedTeacher: 'Ms K. Owen (course tutor)',
      ypView: 'College is going well; I want to do Level 3 next year.',
    };
    out.selfCare = {
      ...out.selfCare,
      independenceSummary: 'Cooks most of his evening meals and budgets his weekly allowance with his key worker.',
    };
    // supported accommodation's own areas, in place of behaviour management and enjoyment
    delete out.behaviourManagement;
    delete out.enjoyment;
    out.identity = {
      identitySummary: 'Five-a-side football with friends from college, gaming; proud of his Leeds roots.',
    };
    out.accommodationCategory = 'single_occupancy';
    out.accommodation = {
      address: 'Flat 2, Willow Court',
      viewOfAccommodation: 'I like having my own flat. The bus to college is easy.',
      safetyAndSecurity:
        'Has his own key and fob; visitors sign in at the office and leave by 22:00. Out-of-hours number on the fridge.',
      actions: [
        {
          need: 'Keeping the flat clean',
          outcome: 'Passes the weekly flat check without prompts',
          support: 'Cleaning rota agreed with his key worker',
          who: 'Key worker',
          progress: 'amber',
        },
      ],
    };
    out.money = {
      income: 'Weekly allowance from the accommodating authority; bursary from college.',
      bankAccount: true,
      budgeting: 'Pays for his own food and phone; budgets weekly with his key worker on Mondays.',
      actions: [
        {
          need: 'Budgeting',
          outcome: 'Has money left at the end of each week',
          support: 'Weekly budget session',
          who: 'Key worker',
          progress: 'green',
        },
      ],
    };
    out.moveOn = {
      moveOnPlan: 'His own council tenancy near college by his 18th birthday; the pathway plan agrees.',
      personalAdviser: 'To be named by the leaving care team at 17½',
      actions: [
        {
          need: 'Housing application',
          outcome: 'On the housing register before his 18th birthday',
          support: 'Key worker helps him apply online',
          who: 'Key worker',
          progress: 'amber',
        },
      ],
    };
    out.careLeaverStatus = 'eligible';
    out.needs = (out.needs as { area?: string }[] | undefined)?.map((n) =>
      n.area === 'behaviour_management' ? { ...n, area: 'risk_management' } : n,
    );
  } else {
    const stage = year >= 12 ? `Year ${year} at sixth form` : `Year ${year}`;
    out.aims = {
      ...out.aims,
      placementAims: `A stable home while he is in ${stage}, with regular contact with his mum and brother.`,
    };
    out.enjoyment = {
      ...out.enjoyment,
      interests: `Football (plays for the local under-${age < 16 ? 16 : 18}s), gaming.`,
    };
  }
  return pronouns(out as T, yp.gender);
}
