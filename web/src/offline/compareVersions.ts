// A write that met a newer version, field by field: what the record held when the person wrote, the colleague's
// version, and theirs; which fields differ, which side each would keep by default, and the record a choice makes.
// Only fields the two versions hold differently are asked about: the rest are the same on both sides.
import type { JsonObject } from '../rjsf/index.ts';

export type Side = 'mine' | 'theirs';

export interface FieldComparison {
  field: string;
  was: unknown;
  theirs: unknown;
  mine: unknown;
  /** each side changed it from what it was */
  changedByThem: boolean;
  changedByMe: boolean;
}

/** Equal as stored data: key order inside objects does not matter, absent and undefined are the same. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, i) => same(v, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).filter((k) => (a as JsonObject)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as JsonObject)[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => same((a as JsonObject)[k], (b as JsonObject)[k]));
  }
  return false;
}

/** The fields the two versions differ on, in the form's order (then any the form no longer names). */
export function compareVersions(was: JsonObject, theirs: JsonObject, mine: JsonObject, order: string[]) {
  const fields = [...new Set([...order, ...Object.keys(theirs), ...Object.keys(mine)])];
  return fields
    .filter((f) => !same(theirs[f], mine[f]))
    .map<FieldComparison>((field) => ({
      field,
      was: was[field],
      theirs: theirs[field],
      mine: mine[field],
      changedByThem: !same(was[field], theirs[field]),
      changedByMe: !same(was[field], mine[field]),
    }));
}

/** What is kept of a field unless the person chooses otherwise: their own change, else the colleague's. */
export const defaultSide = (c: FieldComparison): Side => (c.changedByMe ? 'mine' : 'theirs');

/** The record the choices make: the colleague's version, with the person's value wherever they chose theirs. */
export function mergeChoices(theirs: JsonObject, mine: JsonObject, choices: Record<string, Side>): JsonObject {
  const merged: JsonObject = { ...theirs };
  for (const [field, side] of Object.entries(choices)) {
    if (side !== 'mine') continue;
    if (mine[field] === undefined) delete merged[field];
    else merged[field] = mine[field];
  }
  return merged;
}
