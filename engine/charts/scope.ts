// Who may see which chart, as a filter (DESIGN §5: access rules return filters). The same rules as
// the records: the homes the caller works in, young-person permissions, and the organisation view
// for directors and managers — without the non-operational homes of SPEC §9.
import type { ChartLevel, ChartMetric } from '../../definitions/charts.ts';
import type { HomeType } from '../../definitions/wording.ts';
import {
  areaLevel,
  type Caller,
  decideRecord,
  homeScope,
  isDirector,
  isYoungPersonLogin,
  kindLevel,
  recordCountScope,
  worksIn,
} from '../access/index.ts';
import { isNonOperationalHome } from '../administration/service.ts';
import { isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { isOccupancy, metricKinds } from './model.ts';

export interface ChartScope {
  /** Filter on the aggregates: homes (absent = all), young people, the staff member (staff level). */
  homeIds?: string[];
  /** Set when the homes are every home of the organisation but these (the aggregates filter on that instead). */
  allHomesBut?: string[];
  youngPersonId?: string;
  staffId?: string;
  excludeYoungPeople: string[];
  onlyYoungPeople?: string[];
  /** Statuses the caller may not see counted (the read rule as a filter: a young person's login, drafts). */
  hiddenStatuses: string[];
  homes: { id: string; name: string; type?: string; registeredPlaces: number | null }[];
  /** The home types the chart is about (its labels are worded for them): the young person's, else the homes'. */
  homeTypes?: HomeType[];
  leftOut: { id: string; name: string; reason: string }[];
  subject: { level: ChartLevel; id?: string; name?: string };
}

// whether a home's name marks it non-operational, worked out once per name (the list is code; it was
// a tenth of the API's time per org-level chart, every home's name normalised against every entry)
const nonOperational = new Map<string, boolean>();
function isNonOperational(name: string) {
  let v = nonOperational.get(name);
  if (v === undefined) {
    v = isNonOperationalHome(name);
    if (nonOperational.size < 10_000) nonOperational.set(name, v);
  }
  return v;
}

const required = (what: string, level: ChartLevel) =>
  new Problem(422, 'Validation failed', `Say which ${what} the ${level}-level chart is about.`, [
    {
      path: `/query/${what === 'member of staff' ? 'staff' : what === 'young person' ? 'youngPerson' : 'home'}`,
      message: `is required at ${level} level`,
    },
  ]);

export async function chartScope(
  { store, registry }: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  m: ChartMetric,
  q: { level: ChartLevel; home?: string; youngPerson?: string; staff?: string },
): Promise<ChartScope> {
  const s = store.forOrg(caller.orgId);
  const kinds = metricKinds(m);
  const def = kinds.length ? (await registry.latest(kinds[0], caller.orgId))?.def : undefined;
  if (def && kindLevel(caller, def) === 'none')
    throw forbidden(`You need read access to the "${def.area}" area to see ${m.label} charts.`);
  if (
    isOccupancy(m) &&
    !(
      isDirector(caller) ||
      caller.isManager ||
      areaLevel(caller, 'cyp') !== 'none' ||
      areaLevel(caller, 'home') !== 'none'
    )
  ) {
    throw forbidden('Occupancy charts need read access to the "cyp" or "home" area.');
  }
  if (isYoungPersonLogin(caller) && q.level !== 'yp') throw forbidden('You can only see charts about yourself.');
  // the one read rule as a filter (engine/access/read-rule.ts); the drill-down also asks it of each row
  const list = def
    ? recordCountScope(caller, def)
    : {
        homeIds: homeScope(caller),
        excludeYoungPeople: [] as string[],
        onlyYoungPeople: undefined,
        hiddenStatuses: [] as string[],
      };
  const { hiddenStatuses } = list;
  const people = { excludeYoungPeople: list.excludeYoungPeople, onlyYoungPeople: list.onlyYoungPeople, hiddenStatuses };
  const inScope = list.homeIds === 'all' ? undefined : list.homeIds;
  const all = await s.charts.homes();
  const mine = all.filter((h) => list.homeIds === 'all' || list.homeIds.includes(h.id));

  switch (q.level) {
    case 'org': {
      if (!(isDirector(caller) || caller.isManager))
        throw forbidden('The organisation charts are for directors and managers.');
      const leftOut = mine
        .filter((h) => isNonOperational(h.name))
        .map((h) => ({ id: h.id, name: h.name, reason: 'not operational' }));
      const homes = mine.filter((h) => !isNonOperational(h.name));
      const allHomesBut = list.homeIds === 'all' ? leftOut.map((h) => h.id) : undefined;
      return {
        homeIds: homes.map((h) => h.id),
        allHomesBut,
        ...people,
        homes,
        leftOut,
        subject: { level: 'org', name: 'All homes' },
      };
    }
    case 'home': {
      if (!q.home) throw required('home', 'home');
      const h = all.find((x) => x.id === q.home);
      if (!h) throw notFound('The home');
      if (!worksIn(caller, h.id)) throw forbidden('You do not work in this home.');
      return {
        homeIds: [h.id],
        ...people,
        homes: [h],
        leftOut: [],
        subject: { level: 'home', id: h.id, name: h.name },
      };
    }
    case 'yp': {
      if (!q.youngPerson) throw required('young person', 'yp');
      const yp = await s.people.youngPerson(q.youngPerson);
      if (!yp) throw notFound('The young person');
      if (def) {
        const v = decideRecord(caller, def, { homeId: yp.homeId, youngPersonId: yp.id, staffId: null }, 'read');
        if (!v.ok) throw forbidden(v.reason);
      }
      // records written in homes the caller does not work in (before a move) stay out, as in the record lists
      const ypType = all.find((h) => h.id === yp.homeId)?.type;
      return {
        homeIds: inScope,
        youngPersonId: yp.id,
        excludeYoungPeople: [],
        hiddenStatuses,
        homes: mine,
        homeTypes: isHomeType(ypType) ? [ypType] : undefined,
        leftOut: [],
        subject: { level: 'yp', id: yp.id, name: `${yp.preferredName ?? yp.firstName} ${yp.lastName}` },
      };
    }
    case 'staff': {
      if (!q.staff) throw required('member of staff', 'staff');
      const u = await s.people.user(q.staff);
      if (!u) throw notFound('The member of staff');
      const ok =
        u.id === caller.id ||
        isDirector(caller) ||
        areaLevel(caller, 'hr') !== 'none' ||
        (caller.isManager && u.homeIds.some((h) => caller.homeIds.includes(h)));
      if (!ok) throw forbidden("A colleague's charts are for their manager or those with HR access.");
      return {
        homeIds: inScope,
        staffId: u.id,
        ...people,
        homes: mine,
        leftOut: [],
        subject: { level: 'staff', id: u.id, name: u.name },
      };
    }
  }
}
