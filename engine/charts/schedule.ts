// The schedule chart (SPEC §9): staff whose recruitment checks (Schedule 2 of the Children's Homes Regulations
// 2015; Schedule 1 of the Supported Accommodation Regulations 2023) are all recorded, as a share of active staff.
// Read straight from the staff compliance facts (engine/store/staff.ts `employees`, the one statement behind
// GET /api/hr/employees), not the record aggregates. HR compliance is for HR, managers and directors.
import type { ChartMetric, GroupBy } from '../../definitions/charts.ts';
import type { Caller } from '../access/index.ts';
import { decideHrList } from '../access/staff.ts';
import { forbidden } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { EmployeeRow } from '../store/staff.ts';
import { addDays } from './period.ts';
import type { ChartScope } from './scope.ts';
import { shareChart, shareDrill, type ShareItem, type ShareStatus } from './share.ts';

type Period = { from: string; to: string; end: string; days: number };
const SCHEDULE_STATUSES: ShareStatus[] = [
  { key: 'done', label: 'Checks complete', colour: 'green' },
  { key: 'notDone', label: 'Checks missing', colour: 'red' },
];
const NOTES = [
  'Active staff with an in-date enhanced DBS, right to work in place and two verified references, as a share of active staff; ' +
    "someone working in two homes counts in each. The previous period reads the same records on its last day. HR › Employees shows each person's checks.",
];

/** The checks still missing for one person on the day the facts were read (empty: all recorded). */
function missingScheduleChecks(e: Pick<EmployeeRow, 'dbs' | 'rightToWork' | 'references'>): string[] {
  const inPlace = (c: string) => c === 'ok' || c === 'due_soon';
  return [
    !inPlace(e.dbs) && 'DBS',
    !inPlace(e.rightToWork) && 'right to work',
    e.references !== 'ok' && 'references',
  ].filter(Boolean) as string[];
}

async function scheduleItems(store: Store, caller: Caller, sc: ChartScope, p: Period): Promise<ShareItem[]> {
  const v = decideHrList(caller);
  if (!v.ok) throw forbidden(v.reason);
  const homeIds = sc.homes.map((h) => h.id);
  if (!homeIds.length) return [];
  const s = store.forOrg(caller.orgId).staff;
  // the facts on the period's last day and on the previous period's last day (dated checks expire)
  const [now, before] = await Promise.all([
    s.employees({ homeIds, status: 'active', today: p.to }),
    s.employees({ homeIds, status: 'active', today: addDays(p.from, -1) }),
  ]);
  const completeBefore = new Set(before.filter((e) => !missingScheduleChecks(e).length).map((e) => e.id));
  const inScope = new Set(homeIds);
  return now.flatMap((e) => {
    const missing = missingScheduleChecks(e);
    return e.homeIds
      .filter((h) => inScope.has(h))
      .map((homeId) => ({
        staffId: e.id,
        name: e.name,
        homeId,
        detail: missing.length ? `Missing: ${missing.join(', ')}` : 'All checks recorded',
        doneBefore: (end: string) => (end > p.from ? !missing.length : completeBefore.has(e.id)),
      }));
  });
}

export async function scheduleChart(
  store: Store,
  caller: Caller,
  q: { type: string; level: string },
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
) {
  return shareChart(q, m, groupBy, sc, p, await scheduleItems(store, caller, sc, p), {
    notes: NOTES,
    statuses: SCHEDULE_STATUSES,
  });
}

export async function scheduleDrill(
  store: Store,
  caller: Caller,
  groupBy: GroupBy,
  key: string | undefined,
  sc: ChartScope,
  p: Period,
) {
  return shareDrill(await scheduleItems(store, caller, sc, p), sc, p, groupBy, key, SCHEDULE_STATUSES);
}
