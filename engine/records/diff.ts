// A field-level diff between two versions of record data: the paths that changed, before and after.
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export function diff(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => diff(before[k], after[k], `${path}/${k}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((b, i) => diff(b, after[i], `${path}/${i}`));
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ path: path || '/', before: before ?? null, after: after ?? null }];
}
