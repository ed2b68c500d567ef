// What changed between two versions of a form, as a person reads it: the engine's field
// diff of the two definitions (engine/records/diff.ts, as the record history uses) turned into rows that
// name fields by their labels ("General › Location: label") and show values as words, never JSON. Fields
// the form hides from people (internal flags such as "section completed" markers) are left out.
import { humanise } from '../../rjsf/schema.ts';
import { describeOther, detectShape, type Json, typeLabel } from './fieldTypes.ts';
import type { DefinitionDoc } from './model.ts';

export interface DefinitionChange {
  path: string;
  before: unknown;
  after: unknown;
}
export interface ChangeRow {
  where: string;
  before: string;
  after: string;
}

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

const ATTRIBUTES: Record<string, string> = {
  title: 'label',
  description: 'help text',
  required: 'required fields',
  oneOf: 'choices',
  enum: 'choices',
  'x-home-types': 'home types',
  dependencies: 'shown only when',
  format: 'format',
  type: 'type',
  maxLength: 'longest answer',
  minimum: 'lowest value',
  maximum: 'highest value',
  default: 'starting value',
  'x-list': 'list',
  items: 'each entry',
};
const FORM_PARTS: Record<string, string> = {
  title: 'Form title',
  description: 'Form description',
  list: 'Columns in the list',
  dateField: 'Field that dates the record',
  managerOnlyFields: 'Fields only a manager fills in',
  alerts: 'Expiry alerts',
  signoff: 'Sign-off',
  workflow: 'Workflow',
};
const HOME_TYPE_WORDS: Record<string, string> = {
  children_home: "Children's homes",
  support_accomodation_for_older_children: 'Supported accommodation',
};

/** The schema node of a field path (property names) in a definition's schema. */
function nodeAt(schema: unknown, names: string[]): Json | undefined {
  let node = isObj(schema) ? schema : undefined;
  for (const n of names) {
    const holder = node && isObj(node.items) && !isObj(node.properties) ? node.items : node;
    node =
      holder && isObj(holder.properties) && isObj(holder.properties[n]) ? (holder.properties[n] as Json) : undefined;
  }
  return node;
}

/** A field is hidden from people when its uiSchema (at any depth) says so. */
function hidden(ui: unknown, names: string[]): boolean {
  let node = ui;
  for (const n of names) {
    node = isObj(node) ? node[n] : undefined;
    if (isObj(node) && node['ui:widget'] === 'hidden') return true;
  }
  return false;
}

/** A value in words: texts as they are, yes/no, a field by its label and type, a list of names by their labels. */
function words(
  value: unknown,
  label: (key: string) => string | undefined,
  skip: (key: string) => boolean = () => false,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return HOME_TYPE_WORDS[value] ?? label(value) ?? value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    const shown = value.filter((v) => typeof v !== 'string' || !skip(v));
    return shown.length ? shown.map((v) => words(v, label)).join(', ') : '—';
  }
  if (isObj(value)) {
    if ('const' in value) return String(value.title ?? value.const);
    if (typeof value.title === 'string') {
      const shape = detectShape(value);
      return `${value.title} (${shape.type === 'other' ? describeOther(value) : typeLabel(shape, value)})`;
    }
    if (Array.isArray(value.fields)) return words(value.fields, label, skip);
    return Object.keys(value)
      .map((k) => label(k) ?? humanise(k))
      .join(', ');
  }
  return String(value);
}

export function describeChanges(from: DefinitionDoc, to: DefinitionDoc, changes: DefinitionChange[]): ChangeRow[] {
  const rows: ChangeRow[] = [];
  const hiddenKey = (key: string) => hidden(from.ui, key.split('.')) || hidden(to.ui, key.split('.'));
  for (const c of changes) {
    const parts = c.path.split('/').filter(Boolean);
    if (parts[0] === 'ui' && hidden(from.ui, parts.slice(1)) && hidden(to.ui, parts.slice(1))) continue;
    if (parts[0] === 'schema') {
      // walk properties / items down to the field; what is left is the attribute that changed
      const names: string[] = [];
      let i = 1;
      while (i < parts.length) {
        if (parts[i] === 'properties' && parts[i + 1] !== undefined) {
          names.push(parts[i + 1]);
          i += 2;
        } else if (parts[i] === 'items') i += 1;
        else break;
      }
      if (hidden(from.ui, names) || hidden(to.ui, names)) continue;
      const titleOf = (k: number) =>
        String(
          nodeAt(to.schema, names.slice(0, k))?.title ??
            nodeAt(from.schema, names.slice(0, k))?.title ??
            humanise(names[k - 1]),
        );
      const where = names.map((_, k) => titleOf(k + 1)).join(' › ');
      const rest = parts.slice(i);
      const attr =
        rest[0] === undefined ? '' : rest[0] === 'properties' ? 'fields' : (ATTRIBUTES[rest[0]] ?? humanise(rest[0]));
      // field names inside (required, dependencies) read as the labels of this node's fields
      const label = (key: string) => {
        const n = nodeAt(to.schema, [...names, key]) ?? nodeAt(from.schema, [...names, key]);
        return typeof n?.title === 'string' ? n.title : undefined;
      };
      const what = !attr ? (c.before === null ? 'added' : c.after === null ? 'removed' : '') : attr;
      const skip = (key: string) => hiddenKey([...names, key].join('.'));
      rows.push({
        where: [where || 'The form', what].filter(Boolean).join(': '),
        before: words(c.before, label, skip),
        after: words(c.after, label, skip),
      });
      continue;
    }
    const fieldLabel = (key: string) => {
      const n = nodeAt(to.schema, key.split('.')) ?? nodeAt(from.schema, key.split('.'));
      return typeof n?.title === 'string' ? n.title : undefined;
    };
    if (parts[0] === 'sections') {
      const section = (to.sections ?? [])[Number(parts[1])] ?? (from.sections ?? [])[Number(parts[1])];
      const what =
        parts[2] === 'fields'
          ? 'fields in order'
          : parts[2] === 'title'
            ? 'title'
            : parts[2] === 'description'
              ? 'help text'
              : parts[2]
                ? humanise(parts[2])
                : '';
      const before =
        parts[2] === 'fields' && parts[3] !== undefined ? from.sections?.[Number(parts[1])]?.fields : c.before;
      const after = parts[2] === 'fields' && parts[3] !== undefined ? to.sections?.[Number(parts[1])]?.fields : c.after;
      const name = section ? `Section “${section.title}”` : 'Sections';
      const row = {
        where: [name, what].filter(Boolean).join(': '),
        before: words(before, fieldLabel, hiddenKey),
        after: words(after, fieldLabel, hiddenKey),
      };
      if (!rows.some((r) => r.where === row.where && r.before === row.before && r.after === row.after)) rows.push(row);
      continue;
    }
    if (parts[0] === 'ui') {
      rows.push({
        where: `${parts
          .slice(1)
          .map((p) => fieldLabel(p) ?? humanise(p.replace(/^ui:/, '')))
          .join(' › ')}: how it is shown`,
        before: words(c.before, fieldLabel),
        after: words(c.after, fieldLabel),
      });
      continue;
    }
    rows.push({
      where: FORM_PARTS[parts[0]] ?? humanise(parts[0] ?? 'form'),
      before: words(c.before, fieldLabel),
      after: words(c.after, fieldLabel),
    });
  }
  // a change only to hidden fields reads the same on both sides: nothing a person would see
  return rows.filter((r) => r.before !== r.after);
}
