// The register read as an inspector reads it: home by home, and within a home area by area, the statutory
// notifications first; within an area the API's order (soonest due first).
import type { HomeType } from '../types.ts';
import type { DutyRegister, DutyRow } from './types.ts';
import { AREA_LABELS, areaLabel } from './wording.ts';

/** Areas in the register's order (notifications first, expiry dates last); an unknown one after them. */
const AREA_ORDER = new Map(Object.keys(AREA_LABELS).map((a, i) => [a, i]));
const areaRank = (area: string) => AREA_ORDER.get(area) ?? AREA_ORDER.size;

export interface RowGroup {
  key: string;
  homeName: string;
  homeType: HomeType;
  area: string;
  /** "Notifications", or "Oak House: Notifications" when several homes are shown. */
  heading: string;
  rows: DutyRow[];
}

export function groupRows(answer: DutyRegister, rows: DutyRow[]): RowGroup[] {
  const several = answer.homes.length > 1;
  const typeOf = new Map(answer.homes.map((h) => [h.id, h.type]));
  const groups: RowGroup[] = [];
  const ordered = [...rows].sort(
    (a, b) =>
      a.homeName.localeCompare(b.homeName) || a.homeId.localeCompare(b.homeId) || areaRank(a.area) - areaRank(b.area),
  );
  for (const r of ordered) {
    const key = `${r.homeId}|${r.area}`;
    let g = groups.at(-1);
    if (g?.key !== key) {
      g = {
        key,
        homeName: r.homeName,
        homeType: typeOf.get(r.homeId) ?? 'children_home',
        area: r.area,
        heading: several ? `${r.homeName}: ${areaLabel(r.area)}` : areaLabel(r.area),
        rows: [],
      };
      groups.push(g);
    }
    g.rows.push(r);
  }
  return groups;
}
