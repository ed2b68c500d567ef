// List columns from the definition (`list.columns`, dotted paths like 'general.startedAt'): titles from the
// schema, values through the same formatting as the read-only view (choice labels, names, en-GB dates).
import type { RJSFSchema } from '@rjsf/utils';
import { dottedToPath, formatValue, humanise, type NameOf, schemaAt } from '../rjsf/index.ts';

export interface Column {
  key: string;
  title: string;
  schema: RJSFSchema | undefined;
}

export function columnsOf(schema: RJSFSchema, columns: string[]): Column[] {
  return columns.map((key) => {
    const path = dottedToPath(key);
    const s = schemaAt(schema, path);
    return { key, title: s?.title ?? humanise(path[path.length - 1]), schema: s };
  });
}

export function cellText(col: Column, summary: Record<string, unknown>, nameOf: NameOf): string {
  const v = summary[col.key];
  const text = formatValue(col.schema, v, nameOf);
  // Long free text would swamp a table row: a list shows its start only.
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
