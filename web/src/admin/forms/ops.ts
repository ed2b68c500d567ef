// Pure changes to the editor model: each returns a new model (never mutates), then tidies conditions that no
// longer make sense (a "show when" whose yes/no field moved to another section, was removed or changed type).
// Fields are found by their path ('key', or 'group.key' inside a group): a group's fields are edited,
// reordered and removed within it.
import { detectShape, type FieldType, type Json, sameShape } from './fieldTypes.ts';
import { allFields, type EditorModel, everyField, type FieldModel, type SectionModel } from './model.ts';

type Patch = Partial<Omit<FieldModel, 'key' | 'path' | 'original' | 'group'>>;

/** 'Pet's name' → 'petsName'; unique among `taken`. */
export function fieldKeyFrom(label: string, taken: Set<string>): string {
  const words = label
    .normalize('NFKD')
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let key = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .slice(0, 40);
  if (!key || /^\d/.test(key)) key = `field${key}`;
  return unique(key, taken);
}

/** 'Weather notes' → 'weather-notes'; unique among `taken`. */
export function sectionKeyFrom(title: string, taken: Set<string>): string {
  const key = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return unique(/^[a-z]/.test(key) ? key : `section-${key}`.replace(/-$/, ''), taken, '-');
}

function unique(key: string, taken: Set<string>, sep = ''): string {
  if (!taken.has(key)) return key;
  let n = 2;
  while (taken.has(`${key}${sep}${n}`)) n++;
  return `${key}${sep}${n}`;
}

/** Every list of sibling fields (a section's, each group's), changed by `fn`; groups inside are done first. */
type Siblings = (fields: FieldModel[], otherDependencies: Json) => FieldModel[];
function mapLists(m: EditorModel, fn: Siblings): EditorModel {
  const deep = (fields: FieldModel[], other: Json): FieldModel[] =>
    fn(
      fields.map((f) =>
        f.group ? { ...f, group: { ...f.group, fields: deep(f.group.fields, f.group.otherDependencies) } } : f,
      ),
      other,
    );
  return { ...m, sections: m.sections.map((s) => ({ ...s, fields: deep(s.fields, m.otherDependencies) })) };
}

const mapFields = (m: EditorModel, fn: (f: FieldModel) => FieldModel): EditorModel =>
  mapLists(m, (fields) => fields.map(fn));

/** Conditions must name a yes/no field among its siblings (same section or group) with no other dependency on it. */
export function tidy(m: EditorModel): EditorModel {
  return mapLists(m, (fields, other) =>
    fields.map((f) => {
      if (!f.showWhen) return f;
      const c = fields.find((x) => x.key === f.showWhen);
      const ok = c && c.key !== f.key && c.type === 'yesNo' && !c.showWhen && !(f.showWhen in other);
      return ok ? f : { ...f, showWhen: '' };
    }),
  );
}

export function updateField(m: EditorModel, path: string, patch: Patch): EditorModel {
  return tidy(mapFields(m, (f) => (f.path === path ? { ...f, ...patch } : f)));
}

/** The fields next to this one (its section's or its group's), with the dependencies kept as they are there. */
export function siblingsOf(
  m: EditorModel,
  path: string,
): { fields: FieldModel[]; otherDependencies: Json } | undefined {
  const find = (fields: FieldModel[], other: Json): ReturnType<typeof siblingsOf> => {
    if (fields.some((f) => f.path === path)) return { fields, otherDependencies: other };
    for (const f of fields) {
      const hit = f.group ? find(f.group.fields, f.group.otherDependencies) : undefined;
      if (hit) return hit;
    }
    return undefined;
  };
  for (const s of m.sections) {
    const hit = find(s.fields, m.otherDependencies);
    if (hit) return hit;
  }
  return undefined;
}

const nested = (path: string) => path.includes('.');

export function addField(
  m: EditorModel,
  sectionKey: string,
  spec: { title: string; type: Exclude<FieldType, 'other'>; list: string; multiple: boolean },
) {
  const key = fieldKeyFrom(spec.title, new Set(allFields(m).map((f) => f.key)));
  const field: FieldModel = {
    ...spec,
    key,
    path: key,
    title: spec.title.trim(),
    description: '',
    required: false,
    showWhen: '',
    original: null,
  };
  const model = {
    ...m,
    sections: m.sections.map((s) => (s.key === sectionKey ? { ...s, fields: [...s.fields, field] } : s)),
  };
  return { model, key };
}

/**
 * Hide a field from people (or show it again): the field, its type and what records hold stay, so the rules that read
 * it keep working; a hidden field cannot be required, as nobody could fill it in.
 */
export function setHidden(m: EditorModel, path: string, hidden: boolean): EditorModel {
  const parts = path.split('.');
  const put = (node: Json | undefined, i: number): Json => {
    const here: Json = { ...(node ?? {}) };
    if (i < parts.length) {
      here[parts[i]] = put(here[parts[i]] as Json | undefined, i + 1);
      if (!Object.keys(here[parts[i]] as Json).length) delete here[parts[i]];
    } else if (hidden) here['ui:widget'] = 'hidden';
    else delete here['ui:widget'];
    return here;
  };
  const ui = put(m.base.ui, 0);
  const base = { ...m.base, ...(Object.keys(ui).length || m.base.ui ? { ui } : {}) };
  const next = { ...m, base };
  return hidden ? updateField(next, path, { required: false }) : next;
}

export function removeField(m: EditorModel, path: string): EditorModel {
  return tidy(mapLists(m, (fields) => fields.filter((f) => f.path !== path)));
}

/**
 * One step up or down; past the top or bottom of a section it moves into the neighbouring section. A field
 * of a group moves within its group (its data lives inside the group).
 */
export function moveField(m: EditorModel, path: string, dir: -1 | 1): EditorModel {
  if (nested(path)) {
    return tidy(
      mapLists(m, (fields) => {
        const i = fields.findIndex((f) => f.path === path);
        const j = i + dir;
        if (i < 0 || j < 0 || j >= fields.length) return fields;
        const out = [...fields];
        [out[i], out[j]] = [out[j], out[i]];
        return out;
      }),
    );
  }
  const key = path;
  const si = m.sections.findIndex((s) => s.fields.some((f) => f.key === key));
  if (si < 0) return m;
  const sections = m.sections.map((s) => ({ ...s, fields: [...s.fields] }));
  const fields = sections[si].fields;
  const fi = fields.findIndex((f) => f.key === key);
  const target = fi + dir;
  if (target >= 0 && target < fields.length) {
    [fields[fi], fields[target]] = [fields[target], fields[fi]];
  } else {
    const next = sections[si + dir];
    if (!next) return m;
    const [field] = fields.splice(fi, 1);
    if (dir < 0) next.fields.push(field);
    else next.fields.unshift(field);
  }
  return tidy({ ...m, sections });
}

export function moveFieldToSection(m: EditorModel, key: string, sectionKey: string): EditorModel {
  const field = allFields(m).find((f) => f.key === key);
  if (!field) return m;
  const without = m.sections.map((s) => ({ ...s, fields: s.fields.filter((f) => f.key !== key) }));
  return tidy({
    ...m,
    sections: without.map((s) => (s.key === sectionKey ? { ...s, fields: [...s.fields, field] } : s)),
  });
}

export function addSection(m: EditorModel, title: string) {
  const key = sectionKeyFrom(title, new Set(m.sections.map((s) => s.key)));
  return { model: { ...m, sections: [...m.sections, { key, title: title.trim(), description: '', fields: [] }] }, key };
}

export function updateSection(
  m: EditorModel,
  key: string,
  patch: Partial<Pick<SectionModel, 'title' | 'description'>>,
): EditorModel {
  return { ...m, sections: m.sections.map((s) => (s.key === key ? { ...s, ...patch } : s)) };
}

export function removeSection(m: EditorModel, key: string): EditorModel {
  return { ...m, sections: m.sections.filter((s) => s.key !== key || s.fields.length > 0) };
}

export function moveSection(m: EditorModel, key: string, dir: -1 | 1): EditorModel {
  const i = m.sections.findIndex((s) => s.key === key);
  const j = i + dir;
  if (i < 0 || j < 0 || j >= m.sections.length) return m;
  const sections = [...m.sections];
  [sections[i], sections[j]] = [sections[j], sections[i]];
  return { ...m, sections };
}

/** What must be put right before saving (the server checks the rest). */
export function issues(m: EditorModel): string[] {
  const out: string[] = [];
  if (!m.sections.length) out.push('The form needs at least one section.');
  for (const s of m.sections) {
    if (!s.title.trim()) out.push(`A section (${s.key}) has no title.`);
    for (const f of everyField(s.fields)) {
      if (!f.title.trim()) out.push(`A field (${f.path}) has no label.`);
      if (f.type === 'choice' && !f.list && !(f.original && sameShape(detectShape(f.original), f)))
        out.push(`Choose the list for "${f.title || f.key}".`);
    }
  }
  return out;
}
