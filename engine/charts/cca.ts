// The Check, Chore & Audit chart (SPEC §9 `cca`; decision 0861): each home's recurring checks (the home-check duties
// of definitions/duties/home.ts: fire alarm weekly, drills, water temperatures, fridge and freezer daily…), each
// up to date or overdue on a day, worked out by the duties' own evaluator from the home-check records that met them.
// The figure is the share up to date: on the period's last day (count, status), each bucket's end (trends), the
// previous period's last day (comparison). Read as the duties register reads them, home by home under the
// home-check kind's read rule (home logs area).
import type { ChartMetric, GroupBy } from '../../definitions/charts.ts';
import { homeCheckTypes } from '../../definitions/lists/home.ts';
import { allObligations } from '../../definitions/obligations.ts';
import { type Caller, decideRecord, kindLevel } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { history } from '../duties/evaluate.ts';
import { periodOf } from '../obligations/rules.ts';
import { obligationStore } from '../obligations/store.ts';
import { forbidden } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { addDays, addMonths } from '../time/london.ts';
import type { ChartScope } from './scope.ts';
import { shareChart, shareDrill, type ShareItem, type ShareStatus } from './share.ts';

type Period = { from: string; to: string; end: string; days: number };
export const CCA_KIND = 'home-check';
const CCA_STATUSES: ShareStatus[] = [
  { key: 'done', label: 'Up to date', colour: 'green' },
  { key: 'notDone', label: 'Overdue', colour: 'red' },
];
const NOTES = [
  "Each home's recurring checks, chores and audits (fire alarm, drills, water and fridge temperatures, first aid, " +
    'medication audit…), up to date or overdue on the day, from the checks recorded as done; as a share of them. ' +
    'The duties register (/duties) shows each check with its source and when it is next due.',
];

/** The monthly medication audit is its own record kind (decision 0960), not a home check: it is counted too. */
const AUDIT_KIND = 'medication-audit';

/** The recurring duties a home check meets, with the check type each needs; and the monthly medication audit. */
const CHECK_DUTIES = allObligations.flatMap((ob) => {
  if (ob.metBy.kinds?.includes(AUDIT_KIND))
    return [{ ob, type: 'medication_audit', label: 'Medication audit', kind: AUDIT_KIND }];
  const type = ob.metBy.kinds?.includes(CCA_KIND) ? ob.metBy.match?.checkType?.[0] : undefined;
  if (!type) return [];
  const label = homeCheckTypes.items.find((i) => i.value === type)?.label ?? type;
  return [{ ob, type, label, kind: CCA_KIND }];
});

/** Up to date on the day before `end`: not overdue with the records dated before `end`. */
export function upToDateBefore(
  ob: (typeof CHECK_DUTIES)[number]['ob'],
  s: { anchorOn: string; before: string | null; recent: string[] },
  end: string,
): boolean {
  const met = [...(s.before ? [s.before] : []), ...s.recent].filter((d) => d < end);
  return (
    history(periodOf(ob), ob.leadDays, { anchorOn: s.anchorOn, metDates: met, today: addDays(end, -1) }).state !==
    'overdue'
  );
}

const lastDone = (s: { before: string | null; recent: string[] }) => s.recent.at(-1) ?? s.before;
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

async function ccaItems(
  deps: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  sc: ChartScope,
  p: Period,
): Promise<ShareItem[]> {
  const def = (await deps.registry.latest(CCA_KIND, caller.orgId))?.def;
  if (!def || kindLevel(caller, def) === 'none')
    throw forbidden(`You need read access to the "${def?.area ?? 'home_logs'}" area to see the checks chart.`);
  const homes = sc.homes.filter(
    (h) => decideRecord(caller, def, { homeId: h.id, youngPersonId: null, staffId: null }, 'read').ok,
  );
  if (sc.subject.level === 'home' && !homes.length) throw forbidden("You may not see this home's checks.");
  const inScope = new Set(homes.map((h) => h.id));
  if (!inScope.size) return [];
  // the audits are counted in the homes whose audits the caller may read
  const auditDef = (await deps.registry.latest(AUDIT_KIND, caller.orgId))?.def;
  const auditHomes = new Set(
    homes
      .filter(
        (h) =>
          auditDef && decideRecord(caller, auditDef, { homeId: h.id, youngPersonId: null, staffId: null }, 'read').ok,
      )
      .map((h) => h.id),
  );
  // far enough back that the last check before the previous period is known
  const since = addMonths(addDays(p.from, -p.days), -15);
  const os = obligationStore(deps.store.db);
  const items: ShareItem[] = [];
  for (const { ob, type, label, kind } of CHECK_DUTIES) {
    const readable = kind === AUDIT_KIND ? auditHomes : inScope;
    for (const s of await os.subjectsWithHistory(ob, caller.orgId, since)) {
      if (!s.homeId || !readable.has(s.homeId)) continue;
      items.push({
        staffId: `${ob.key}:${s.homeId}`,
        name: label,
        homeId: s.homeId,
        detail: lastDone(s) ? `Last done ${dmy(lastDone(s)!)}` : 'Never recorded',
        doneBefore: (end) => upToDateBefore(ob, s, end),
        type: { key: type, label },
        // the audit is a record of its own, not on the chores list: its own list, where a new one is started
        link:
          kind === AUDIT_KIND
            ? `/home/records/medication-audit?home=${s.homeId}`
            : `/home/chores/list?home=${s.homeId}`,
      });
    }
  }
  return items;
}

export async function ccaChart(
  deps: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  q: { type: string; level: string },
  m: ChartMetric,
  groupBy: GroupBy,
  sc: ChartScope,
  p: Period,
) {
  return shareChart(q, m, groupBy, sc, p, await ccaItems(deps, caller, sc, p), {
    notes: NOTES,
    statuses: CCA_STATUSES,
  });
}

export async function ccaDrill(
  deps: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  groupBy: GroupBy,
  key: string | undefined,
  sc: ChartScope,
  p: Period,
) {
  return shareDrill(await ccaItems(deps, caller, sc, p), sc, p, groupBy, key, CCA_STATUSES);
}
