// The policies a home must have, as a compliance panel: for each, whether a policy of that category is present, in
// date (its review date not passed) and read and signed by everyone asked; and the statement of purpose against
// CH Schedule 1. Pure: the service hands it the home's policies with their signature counts and the latest
// statement of purpose. Sources: CH regs 34 (safeguarding, bullying, missing), 35 (behaviour), 39 (complaints), 2
// and 16 (children's guide, statement of purpose); SA regs 20–23 and 9 by their titles. The rest are practice.
import { statementOfPurposeMatters } from '../../definitions/lists/home.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';

export interface RequiredPolicy {
  key: string;
  label: string;
  /** Policy categories that meet it (behaviour management's category says "and restraint"). */
  categories: string[];
  homeTypes: string[];
  source: string;
}

export const REQUIRED_POLICIES: RequiredPolicy[] = [
  {
    key: 'safeguarding',
    label: 'Safeguarding',
    categories: ['safeguarding'],
    homeTypes: [CH, SA],
    source: '{CH reg 34(1)|SA reg 20}',
  },
  {
    key: 'anti_bullying',
    label: 'Preventing bullying',
    categories: ['anti_bullying'],
    homeTypes: [CH],
    source: 'CH reg 34(3)',
  },
  {
    key: 'missing',
    label: 'Missing child',
    categories: ['missing'],
    homeTypes: [CH, SA],
    source: '{CH reg 34(4)|SA reg 21}',
  },
  {
    key: 'behaviour',
    label: 'Behaviour management',
    categories: ['behaviour'],
    homeTypes: [CH, SA],
    source: '{CH reg 35(1)|SA reg 22}',
  },
  {
    key: 'complaints',
    label: 'Complaints',
    categories: ['complaints'],
    homeTypes: [CH, SA],
    source: '{CH reg 39|SA reg 31 (unverified)}',
  },
  {
    key: 'whistleblowing',
    label: 'Whistleblowing',
    categories: ['whistleblowing'],
    homeTypes: [CH, SA],
    source: 'practice',
  },
  {
    key: 'medication',
    label: 'Medication',
    categories: ['medication'],
    homeTypes: [CH, SA],
    source: '{CH reg 23|practice}',
  },
  {
    key: 'restraint',
    label: 'Restraint',
    categories: ['restraint', 'behaviour'],
    homeTypes: [CH, SA],
    source: '{CH reg 20 and 35|SA reg 22}',
  },
  {
    key: 'online_safety',
    label: 'Online safety',
    categories: ['online_safety'],
    homeTypes: [CH, SA],
    source: 'practice',
  },
  { key: 'searching', label: 'Searching', categories: ['searching'], homeTypes: [CH, SA], source: 'practice' },
  {
    key: 'childrens_guide',
    label: "Children's guide",
    categories: ['childrens_guide'],
    homeTypes: [CH],
    source: 'CH reg 2 and 16(4)',
  },
  { key: 'contingency', label: 'Contingency plan', categories: ['contingency'], homeTypes: [SA], source: 'SA reg 23' },
];

export interface PolicyForPanel {
  id: string;
  title: string;
  category: string | null;
  reviewDate: string | null;
  mustSign: boolean;
  required: number;
  signedCount: number;
}

export type PolicyState = 'missing' | 'review_overdue' | 'unread' | 'in_order';

export interface RequiredPolicyStanding {
  key: string;
  label: string;
  source: string;
  state: PolicyState;
  /** The policy that meets it: the one most in order, then the latest review date. */
  policy: { id: string; title: string; reviewDate: string | null; signedCount: number; required: number } | null;
}

const RANK: Record<PolicyState, number> = { in_order: 0, unread: 1, review_overdue: 2, missing: 3 };

const stateOf = (p: PolicyForPanel, today: string): PolicyState =>
  p.reviewDate && p.reviewDate < today
    ? 'review_overdue'
    : p.mustSign && p.signedCount < p.required
      ? 'unread'
      : 'in_order';

/** Each policy this home type must have, with its state on `today` (YYYY-MM-DD, London). */
export function requiredPolicyStanding(
  homeType: string,
  policies: PolicyForPanel[],
  today: string,
): RequiredPolicyStanding[] {
  return REQUIRED_POLICIES.filter((r) => r.homeTypes.includes(homeType)).map((r) => {
    const best = policies
      .filter((p) => p.category && r.categories.includes(p.category))
      .map((p) => ({ p, state: stateOf(p, today) }))
      .sort((a, b) => RANK[a.state] - RANK[b.state] || (b.p.reviewDate ?? '').localeCompare(a.p.reviewDate ?? ''))[0];
    return {
      key: r.key,
      label: r.label,
      source: r.source,
      state: best?.state ?? 'missing',
      policy: best
        ? {
            id: best.p.id,
            title: best.p.title,
            reviewDate: best.p.reviewDate,
            signedCount: best.p.signedCount,
            required: best.p.required,
          }
        : null,
    };
  });
}

export interface StatementCoverage {
  /** The statement's id, or null when the home has none. */
  id: string | null;
  version: string | null;
  covered: { matter: string; label: string; where: string }[];
  /** Schedule 1 matters the statement does not say where it covers. */
  gaps: { matter: string; label: string }[];
}

/** The latest statement of purpose against CH Schedule 1; supported accommodation has no list here (not read). */
export function statementCoverage(
  homeType: string,
  statement: { id: string; version: string | null; coverage: { matter?: string; where?: string }[] } | null,
): StatementCoverage | null {
  if (homeType !== CH) return null;
  const label = new Map<string, string>(statementOfPurposeMatters.items.map((i) => [i.value, i.label]));
  const rows = (statement?.coverage ?? []).filter((c) => c.matter && c.where?.trim() && label.has(c.matter));
  const done = new Set(rows.map((c) => c.matter!));
  return {
    id: statement?.id ?? null,
    version: statement?.version ?? null,
    covered: rows.map((c) => ({ matter: c.matter!, label: label.get(c.matter!)!, where: c.where!.trim() })),
    gaps: statementOfPurposeMatters.items
      .filter((i) => !done.has(i.value))
      .map((i) => ({ matter: i.value, label: i.label })),
  };
}
