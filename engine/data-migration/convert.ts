// One row of a file into the data a target takes: each mapped cell typed by its field (UK dates, London
// times, choices by their label, yes/no), people and homes found by email or name. A cell that cannot be
// typed is passed on as it is, so the definition's own validation says what is wrong with it.
import { fromLocal, ymd } from '../time/london.ts';
import type { TargetField } from './targets.ts';

export interface RowError {
  row: number;
  column: string | null;
  path: string;
  message: string;
}

/** Who and where a file can name, by lower-cased email or name: ids, or `null` when the name is not unique. */
export interface Directory {
  staff: Map<string, string | null>;
  youngPeople: Map<string, string | null>;
  homes: Map<string, string | null>;
}

export function directoryEntry(map: Map<string, string | null>, key: string, id: string) {
  const k = key.trim().toLowerCase();
  if (!k) return;
  map.set(k, map.has(k) && map.get(k) !== id ? null : id);
}

const UK_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** dd/mm/yyyy or yyyy-mm-dd → yyyy-mm-dd (null if neither). */
export function calendarDate(text: string): string | null {
  const uk = UK_DATE.exec(text);
  if (uk) return ymd(Number(uk[3]), Number(uk[2]), Number(uk[1]));
  return ISO_DATE.test(text) ? text : null;
}

/**
 * A date and time: with a zone as given; without one, a London wall-clock time (dd/mm/yyyy hh:mm or yyyy-mm-dd hh:mm).
 */
export function instant(text: string): string | null {
  if (/[zZ]$|[+-]\d{2}:?\d{2}$/.test(text) && /T/.test(text)) {
    const d = new Date(text);
    return Number.isNaN(d.getTime()) ? null : d.toISOString();
  }
  const [day, time = '00:00'] = text.replace('T', ' ').split(/\s+/);
  const date = calendarDate(day);
  const t = TIME.exec(time);
  if (!date || !t) return null;
  const [year, month, dayOf] = date.split('-').map(Number);
  const at = fromLocal({ year, month, day: dayOf, hour: Number(t[1]), minute: Number(t[2]) });
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const split = (text: string) =>
  text
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

function choice(field: TargetField, text: string): unknown {
  const t = text.toLowerCase();
  const hit = field.choices?.find((c) => String(c.value).toLowerCase() === t || c.title.toLowerCase() === t);
  return hit ? hit.value : text;
}

type Typed = { value: unknown } | { error: string };

/** A cell as its field's value; a person or home not found is an error of its own (not the schema's). */
export function typed(field: TargetField, text: string, dir: Directory): Typed {
  const find = (map: Map<string, string | null>, what: string, key: string): Typed => {
    const id = map.get(key.toLowerCase());
    if (id) return { value: id };
    return {
      error:
        id === null
          ? `"${key}" names more than one ${what}: use their email`
          : `no ${what} "${key}" in this organisation`,
    };
  };
  const many = (map: Map<string, string | null>, what: string): Typed => {
    const ids: string[] = [];
    for (const key of split(text)) {
      const one = find(map, what, key);
      if ('error' in one) return one;
      ids.push(one.value as string);
    }
    return { value: [...new Set(ids)] };
  };
  switch (field.type) {
    case 'date':
      return { value: calendarDate(text) ?? text };
    case 'date-time':
      return { value: instant(text) ?? text };
    case 'integer':
    case 'number': {
      const n = Number(text.replace(/,/g, ''));
      return { value: text.trim() !== '' && Number.isFinite(n) ? n : text };
    }
    case 'boolean': {
      const t = text.toLowerCase();
      return { value: YES.has(t) ? true : NO.has(t) ? false : text };
    }
    case 'choice':
      return { value: choice(field, text) };
    case 'choices':
      return { value: split(text).map((t) => choice(field, t)) };
    case 'list':
      return { value: split(text) };
    case 'staff':
      return find(dir.staff, 'member of staff', text);
    case 'staff-list':
      return many(dir.staff, 'member of staff');
    case 'young-person':
      return find(dir.youngPeople, 'young person', text);
    case 'home':
      return find(dir.homes, 'home', text);
    case 'homes':
      return many(dir.homes, 'home');
    default:
      return { value: text };
  }
}

function setPath(data: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let node = data;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/** A row's data (field path → value, nested) and the errors of cells that could not be read. */
export function rowData(
  row: number,
  cells: string[],
  columns: { index: number; header: string; field: TargetField }[],
  dir: Directory,
) {
  const data: Record<string, unknown> = {};
  const errors: RowError[] = [];
  for (const { index, header, field } of columns) {
    const text = (cells[index] ?? '').trim();
    if (!text) continue;
    const t = typed(field, text, dir);
    if ('error' in t) errors.push({ row, column: header, path: field.path, message: t.error });
    else setPath(data, field.path, t.value);
  }
  return { data, errors };
}

/** A JSON Pointer of a field error ("/general/startedAt") as the dotted path of a mapped column. */
export const pointerToPath = (pointer: string) => pointer.replace(/^\//, '').split('/').join('.');
