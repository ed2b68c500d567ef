// Copying a week of the rota onto another week with SPEC §2's three paste modes. Pure: says which shifts
// to create and which to archive; the service does both in one transaction.
import { addDays, fromLocal, londonDate, parseYmd, toLocal } from '../time/london.ts';

export const PASTE_MODES = ['overwrite', 'keep', 'clear'] as const;
export type PasteMode = (typeof PASTE_MODES)[number];

export interface PasteShift {
  id: string;
  staffId: string | null;
  start: number;
  end: number;
  shiftType: string;
}

/**
 * Two shifts clash when they overlap in time and are the same person's (an unfilled shift clashes with an unfilled one
 * of its type).
 */
export function clashes(a: PasteShift, b: PasteShift): boolean {
  if (!(a.start < b.end && b.start < a.end)) return false;
  return a.staffId === null || b.staffId === null
    ? a.staffId === b.staffId && a.shiftType === b.shiftType
    : a.staffId === b.staffId;
}

/** The same London wall-clock times `days` later (a shift keeps 07:00–15:00 across the clocks changing). */
export function moveByDays(t: number, days: number): number {
  const l = toLocal(new Date(t));
  const date = parseYmd(addDays(londonDate(new Date(t)), days));
  return fromLocal({ ...date, hour: l.hour, minute: l.minute }).getTime();
}

export interface PastePlan<S extends PasteShift> {
  create: (Omit<S, 'id'> & { from: string })[];
  archive: string[];
  skipped: string[];
}

/**
 * Paste `source` shifts `days` later onto a target week whose current shifts are `target`.
 * overwrite: clashing target shifts are archived and the copy goes in; keep: a copy that clashes is skipped;
 * clear: every target shift is archived first, then all copies go in.
 */
export function planPaste<S extends PasteShift>(source: S[], target: S[], days: number, mode: PasteMode): PastePlan<S> {
  const plan: PastePlan<S> = { create: [], archive: [] as string[], skipped: [] };
  const archived = new Set<string>();
  if (mode === 'clear') for (const t of target) archived.add(t.id);
  for (const s of source) {
    const { id, ...rest } = s;
    const copy = { ...rest, start: moveByDays(s.start, days), end: moveByDays(s.end, days), from: id } as Omit<
      S,
      'id'
    > & { from: string };
    const clashing = target.filter((t) => !archived.has(t.id) && clashes({ ...copy, id: '' }, t));
    if (clashing.length && mode === 'keep') {
      plan.skipped.push(id);
      continue;
    }
    for (const t of clashing) archived.add(t.id);
    plan.create.push(copy);
  }
  plan.archive = target.filter((t) => archived.has(t.id)).map((t) => t.id);
  return plan;
}
