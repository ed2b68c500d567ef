// The field types the editor offers, how a schema node is recognised as one, and how one is built.
// Built nodes match engine/definitions/fields.ts and lists.ts (choiceOf / choicesOf), so an edited field
// looks exactly like one written in code.
import type { RefList } from '../types.ts';

export type Json = Record<string, unknown>;
export type FieldType = 'text' | 'longText' | 'date' | 'dateTime' | 'time' | 'number' | 'yesNo' | 'choice' | 'other';

export const FIELD_TYPES: { value: Exclude<FieldType, 'other'>; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'longText', label: 'Long text' },
  { value: 'date', label: 'Date' },
  { value: 'dateTime', label: 'Date and time' },
  { value: 'time', label: 'Time' },
  { value: 'number', label: 'Number' },
  { value: 'yesNo', label: 'Yes / no' },
  { value: 'choice', label: 'Choice from a list' },
];

const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$';

export interface Shape {
  type: FieldType;
  list: string;
  multiple: boolean;
}

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const hasChoices = (n: Json) => Array.isArray(n.oneOf) || Array.isArray(n.enum);

/**
 * What the editor calls a schema node. Anything it cannot build (groups, rows, people) is 'other' and kept as it is.
 */
export function detectShape(n: Json | null | undefined): Shape {
  const none = { list: '', multiple: false };
  if (!n) return { type: 'other', ...none };
  if (n.type === 'boolean') return { type: 'yesNo', ...none };
  if (n.type === 'number' || n.type === 'integer') return { type: 'number', ...none };
  if (n.type === 'string') {
    if (n['x-ref'] || n.format === 'uuid') return { type: 'other', ...none };
    if (hasChoices(n)) return { type: 'choice', list: String(n['x-list'] ?? ''), multiple: false };
    if (n.format === 'date') return { type: 'date', ...none };
    if (n.format === 'date-time') return { type: 'dateTime', ...none };
    if (n['x-widget'] === 'time') return { type: 'time', ...none };
    if (n['x-widget'] === 'textarea') return { type: 'longText', ...none };
    return { type: 'text', ...none };
  }
  if (n.type === 'array' && isObj(n.items) && hasChoices(n.items) && !n.items['x-ref']) {
    return { type: 'choice', list: String(n['x-list'] ?? n.items['x-list'] ?? ''), multiple: true };
  }
  return { type: 'other', ...none };
}

/** Words for a kept-as-is field, e.g. "Repeating rows". */
export function describeOther(n: Json | null | undefined): string {
  if (!n) return 'Other';
  const items = isObj(n.items) ? n.items : undefined;
  if (n['x-ref'] === 'staff' || items?.['x-ref'] === 'staff')
    return n.type === 'array' ? 'Members of staff' : 'Member of staff';
  if (n['x-ref'] === 'young-person' || items?.['x-ref'] === 'young-person') return 'Young person';
  if (n.type === 'object') return 'Group of fields';
  if (n.type === 'array' && items?.type === 'object') return 'Repeating rows';
  if (n.type === 'array') return 'List';
  return 'Other';
}

export function typeLabel(shape: Shape, node?: Json | null): string {
  if (shape.type === 'other') return describeOther(node);
  const base = FIELD_TYPES.find((t) => t.value === shape.type)?.label ?? shape.type;
  return shape.type === 'choice' && shape.multiple ? 'Choices from a list (several)' : base;
}

const choiceItems = (list: RefList | undefined) => (list?.items ?? []).map((i) => ({ const: i.value, title: i.label }));

/** A fresh schema node for a field type. */
export function buildNode(shape: Shape, title: string, lists: Record<string, RefList>): Json {
  switch (shape.type) {
    case 'text':
      return { type: 'string', title, maxLength: 500 };
    case 'longText':
      return { type: 'string', title, maxLength: 20000, 'x-widget': 'textarea' };
    case 'date':
      return { type: 'string', title, format: 'date' };
    case 'dateTime':
      return { type: 'string', title, format: 'date-time' };
    case 'time':
      return { type: 'string', title, pattern: TIME_PATTERN, 'x-widget': 'time' };
    case 'number':
      return { type: 'number', title };
    case 'yesNo':
      return { type: 'boolean', title, 'x-widget': 'yesNo' };
    case 'choice': {
      const single = { type: 'string', oneOf: choiceItems(lists[shape.list]), 'x-list': shape.list };
      return shape.multiple
        ? { type: 'array', uniqueItems: true, items: single, 'x-list': shape.list, title }
        : { ...single, title };
    }
    default:
      throw new Error(`A "${shape.type}" field cannot be built; it is kept as loaded.`);
  }
}

export const sameShape = (a: Shape, b: Shape) =>
  a.type === b.type && (a.type !== 'choice' || (a.list === b.list && a.multiple === b.multiple));
