// Dated expiries from definitions: a definition's `alerts: [{ field, alert, leadDays }]` whose alert is a
// dated-item kind (engine/alerts/catalogue.ts) makes each saved record carry one dated item per alert,
// in step with its current data; the expiry worker raises the alerts from them. Pure: what the items
// of a record should be now. (Other alert families, e.g. next_key_worker_session, are scanned elsewhere.)
import { DATED_ITEM_KINDS } from '../alerts/catalogue.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import type { ExpiryAlert, RecordDefinition } from '../definitions/types.ts';
import { londonDate } from '../time/london.ts';

export type DatedSubjectKind = 'user' | 'home' | 'young_person';
/** `leadDays`: the definition's own days-before list for this alert (null: the worker's default). */
export interface WantedDatedItem {
  subjectKind: DatedSubjectKind;
  subjectId: string;
  kind: string;
  expiresOn: string;
  leadDays: number[] | null;
}
export interface DatedSource {
  youngPersonId: string | null;
  staffId: string | null;
  homeId: string | null;
  archivedAt: Date | string | null;
  data: Record<string, unknown>;
}

/** The alerts of a definition that feed dated items (none: saving it costs nothing extra). */
export const datedAlerts = (def: Pick<RecordDefinition, 'alerts'>): ExpiryAlert[] =>
  (def.alerts ?? []).filter((a) => Object.hasOwn(DATED_ITEM_KINDS, a.alert));

/** A date or date-time value as a London calendar date; anything else (empty, malformed) as null. */
export function dateOf(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const t = new Date(v);
  return Number.isNaN(t.getTime()) ? null : londonDate(t);
}

/** Whom the record is about: a young person, else the member of staff, else the home. */
export function subjectOf(r: DatedSource): { subjectKind: DatedSubjectKind; subjectId: string } | null {
  if (r.youngPersonId) return { subjectKind: 'young_person', subjectId: r.youngPersonId };
  if (r.staffId) return { subjectKind: 'user', subjectId: r.staffId };
  if (r.homeId) return { subjectKind: 'home', subjectId: r.homeId };
  return null;
}

/** The dated items the record should have now: none when archived; one per alert with a date filled in. */
export function wantedDatedItems(def: Pick<RecordDefinition, 'alerts'>, r: DatedSource): WantedDatedItem[] {
  const subject = subjectOf(r);
  if (r.archivedAt || !subject) return [];
  const out: WantedDatedItem[] = [];
  for (const a of datedAlerts(def)) {
    const expiresOn = dateOf(valueAt(r.data, a.field));
    if (expiresOn)
      out.push({ ...subject, kind: a.alert, expiresOn, leadDays: a.leadDays?.length ? [...a.leadDays] : null });
  }
  return out;
}
