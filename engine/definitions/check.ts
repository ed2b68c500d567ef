// Checks a definition before the engine will use it: the faults, in words a definition author can act on.
import { organisationToggles } from '../../definitions/lists/organisation-settings.ts';
import { alertKinds } from '../../definitions/lists/tasks-alerts.ts';
import { DATED_ITEM_KINDS } from '../alerts/catalogue.ts';
import { tableStorageOf } from '../pipeline/kinds.ts';
import { machineFor } from '../workflow/index.ts';
import { createAjv } from './ajv.ts';
import type { JSONSchema7 } from './json-schema.ts';
import { fieldAt, objectNodes } from './schema-walk.ts';
import { ACCESS_AREAS, type RecordDefinition, SIGNOFF_OPTIONS, YP_PERMISSION_AREAS } from './types.ts';

const ajv = createAjv();
/** Alerts a worker raises from the record itself rather than from dated items (workers/start.ts). */
const SCANNED_ALERTS = new Set(['next_key_worker_session']);
const ALERT_KINDS = new Set<string>(alertKinds.items.map((i) => i.value));
const ORGANISATION_TOGGLES = new Set<string>(organisationToggles.items.map((i) => i.value));

function uiFaults(ui: unknown, schema: JSONSchema7 | undefined, path: string): string[] {
  if (!ui || typeof ui !== 'object' || !schema) return [];
  const faults: string[] = [];
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) continue;
    if (key === 'items' && schema.type === 'array') {
      faults.push(...uiFaults(value, schema.items, `${path}items.`));
      continue;
    }
    const child = schema.properties?.[key];
    if (!child) faults.push(`its UI schema names "${path}${key}", which is not a field of the schema`);
    else faults.push(...uiFaults(value, child, `${path}${key}.`));
  }
  return faults;
}

export function checkDefinition(def: RecordDefinition): string[] {
  const faults: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(def.kind ?? ''))
    faults.push(`kind "${def.kind}" must be lowercase words joined by hyphens`);
  if (!def.title) faults.push('it has no title');
  try {
    ajv.compile(def.schema);
  } catch (err) {
    faults.push(`its JSON Schema does not compile: ${(err as Error).message}`);
  }
  if (def.schema?.type !== 'object') faults.push('its schema must be an object');
  for (const [path, node] of objectNodes(def.schema ?? {})) {
    if (node.additionalProperties !== false) faults.push(`"${path}" must set additionalProperties: false`);
  }
  faults.push(...uiFaults(def.ui, def.schema, ''));
  if (!(ACCESS_AREAS as readonly string[]).includes(def.area))
    faults.push(`permission area "${def.area}" is not an access area of SPEC §6`);
  if (def.ypPermission && !(YP_PERMISSION_AREAS as readonly string[]).includes(def.ypPermission)) {
    faults.push(`young-person permission area "${def.ypPermission}" is not one of SPEC §6`);
  }
  try {
    machineFor(def.workflow);
  } catch {
    faults.push(`workflow "${def.workflow}" is not a workflow kind`);
  }
  if (def.workflow === 'signoff' && !def.signoff) faults.push('a sign-off workflow must name its sign-off option');
  // a request is decided by a home's managers about someone: it names its events and is kept as a record
  if (def.workflow === 'approval' && !def.events) faults.push('an approval workflow must name its events');
  if (def.workflow === 'approval' && def.subject === 'organisation')
    faults.push('an approval workflow needs a home to decide it: its subject cannot be the organisation');
  for (const [step, fields] of Object.entries(def.stepFields ?? {})) {
    if (def.workflow !== 'approval') faults.push(`stepFields: "${step}" is a step of approval kinds only`);
    for (const f of fields ?? [])
      if (!def.schema?.properties?.[f]) faults.push(`stepFields: "${step}" fills "${f}", which the schema lacks`);
  }
  if (def.storage && !['document', 'table'].includes(def.storage))
    faults.push(`storage "${def.storage}" is neither "document" nor "table"`);
  if (def.storage === 'table' && !tableStorageOf(def.kind))
    faults.push('a table-backed kind needs its TableStorage in engine/pipeline/kinds.ts');
  if (def.signoff && !(SIGNOFF_OPTIONS as readonly string[]).includes(def.signoff)) {
    faults.push(`sign-off option "${def.signoff}" is not one of SPEC §3`);
  }
  const props = Object.keys(def.schema?.properties ?? {});
  if (def.sections) {
    const seen = new Map<string, string>();
    for (const s of def.sections) {
      for (const f of s.fields) {
        if (!props.includes(f)) faults.push(`section "${s.key}" names "${f}", which is not a field of the schema`);
        if (seen.has(f)) faults.push(`"${f}" is in both sections "${seen.get(f)}" and "${s.key}"`);
        seen.set(f, s.key);
      }
    }
    for (const p of props) if (!seen.has(p)) faults.push(`field "${p}" is in no section`);
  }
  const date = fieldAt(def.schema ?? {}, def.dateField ?? '');
  if (!date || !['date', 'date-time'].includes(date.format ?? ''))
    faults.push(`dateField "${def.dateField}" must be a date or date-time field`);
  for (const c of def.list?.columns ?? [])
    if (!fieldAt(def.schema ?? {}, c)) faults.push(`list column "${c}" is not a field`);
  for (const f of def.managerOnlyFields ?? [])
    if (!fieldAt(def.schema ?? {}, f)) faults.push(`manager-only field "${f}" is not a field`);
  for (const f of def.signoffNeeds ?? [])
    if (!fieldAt(def.schema ?? {}, f)) faults.push(`sign-off field "${f}" is not a field`);
  for (const [key, t] of Object.entries(def.sectionToggles ?? {})) {
    if (!def.sections?.some((s) => s.key === key)) faults.push(`toggled section "${key}" is not a section`);
    if (!ORGANISATION_TOGGLES.has(t.toggle))
      faults.push(`section "${key}" names "${t.toggle}", which is not an organisation toggle`);
    for (const f of t.alsoFields ?? [])
      if (!fieldAt(def.schema ?? {}, f)) faults.push(`toggled field "${f}" is not a field`);
  }
  for (const t of def.homeTypes ?? [])
    if (!['children_home', 'support_accomodation_for_older_children'].includes(t))
      faults.push(`home type "${t}" is not a home type`);
  for (const a of def.alerts ?? []) {
    const f = fieldAt(def.schema ?? {}, a.field);
    if (!f || !['date', 'date-time'].includes(f.format ?? ''))
      faults.push(`alert field "${a.field}" must be a date field`);
    // dated-item kinds feed dated_items on save; the key worker session is scanned from the record; any other must
    // at least be a SPEC §3 alert kind (e.g. the plan reviews, which nothing raises yet)
    if (!Object.hasOwn(DATED_ITEM_KINDS, a.alert) && !SCANNED_ALERTS.has(a.alert) && !ALERT_KINDS.has(a.alert)) {
      faults.push(
        `alert "${a.alert}" is neither a dated-item kind (${Object.keys(DATED_ITEM_KINDS).join(', ')}), nor one a worker scans for (${[...SCANNED_ALERTS].join(', ')}), nor an alert kind of SPEC §3`,
      );
    }
  }
  return faults;
}
