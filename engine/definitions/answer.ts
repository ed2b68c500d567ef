// A record kind as the web is given it: the summary of GET /api/definitions, and the whole form of
// GET /api/definitions/:kind (the shift pack carries the same, so a form opened offline is the one online).
import type { RecordDefinition } from './types.ts';

export const summary = (def: RecordDefinition, version: number) => ({
  kind: def.kind,
  title: def.title,
  description: def.description ?? null,
  subject: def.subject,
  area: def.area,
  ypPermission: def.ypPermission ?? null,
  profileTab: def.profileTab ?? null,
  workflow: def.workflow,
  signoff: def.signoff ?? null,
  dateField: def.dateField,
  list: def.list,
  sections: def.sections ?? [{ key: 'record', title: def.title, fields: Object.keys(def.schema.properties ?? {}) }],
  sectionToggles: def.sectionToggles ?? {},
  version,
});

/** The whole form: schema, UI schema and the fields only a manager fills in. */
export const definitionAnswer = (def: RecordDefinition, version: number) => ({
  ...summary(def, version),
  schema: def.schema,
  ui: def.ui ?? {},
  managerOnlyFields: def.managerOnlyFields ?? [],
});
