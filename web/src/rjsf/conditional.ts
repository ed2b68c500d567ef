// Conditional visibility (shared by the record forms and the form editor's preview), "show this field only when <yes/no
// field> is yes", as JSON Schema `dependencies`
// with `oneOf` (the RJSF "dynamic" pattern):
//
//   dependencies: { hasPet: { oneOf: [
// { properties: { hasPet: { const: true }, petName: {…the field…} }, required: ['petName'] },  // required only if
// marked so
//     { properties: { hasPet: { const: false } } } ] } }
//
// The field also stays in the top-level `properties` (the engine wants every field there, in a section, with
// additionalProperties: false), so the stored schema validates on the server as it is. For rendering, the field
// is taken out of the section's `properties`; RJSF's dependency resolution then adds it back exactly when the
// yes/no answer is yes (see `sectionSchemaWithConditions`).
type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** Is this dependency one of ours (a yes/no controller with a yes branch and a bare no branch)? */
function isShowWhen(controller: string, dep: unknown): dep is { oneOf: [Json, Json] } {
  if (!isObj(dep) || !Array.isArray(dep.oneOf) || dep.oneOf.length !== 2 || Object.keys(dep).length !== 1) return false;
  const [yes, no] = dep.oneOf as unknown[];
  const constOf = (b: unknown) =>
    isObj(b) && isObj(b.properties) && isObj(b.properties[controller])
      ? (b.properties[controller] as Json).const
      : undefined;
  return constOf(yes) === true && constOf(no) === false && Object.keys((no as Json).properties as Json).length === 1;
}

export interface ParsedConditions {
  showWhen: Map<string, string>; // field → controller
  requiredWhenShown: Set<string>;
  other: Json; // dependencies that are not ours, kept as they are
}

export function parseConditions(schema: Json): ParsedConditions {
  const showWhen = new Map<string, string>();
  const requiredWhenShown = new Set<string>();
  const other: Json = {};
  for (const [controller, dep] of Object.entries(isObj(schema.dependencies) ? schema.dependencies : {})) {
    if (!isShowWhen(controller, dep)) {
      other[controller] = dep;
      continue;
    }
    const yes = dep.oneOf[0];
    for (const f of Object.keys(yes.properties as Json)) if (f !== controller) showWhen.set(f, controller);
    for (const f of (yes.required as string[] | undefined) ?? []) requiredWhenShown.add(f);
  }
  return { showWhen, requiredWhenShown, other };
}

/** The `dependencies` for a set of conditional fields (in field order), merged with the ones kept as they are. */
export function buildDependencies(
  fields: { key: string; node: Json; showWhen: string; required: boolean }[],
  other: Json,
): Json | undefined {
  const out: Json = { ...other };
  const controllers = [...new Set(fields.filter((f) => f.showWhen).map((f) => f.showWhen))];
  for (const c of controllers) {
    const shown = fields.filter((f) => f.showWhen === c);
    const required = shown.filter((f) => f.required).map((f) => f.key);
    out[c] = {
      oneOf: [
        {
          properties: { [c]: { const: true }, ...Object.fromEntries(shown.map((f) => [f.key, f.node])) },
          ...(required.length ? { required } : {}),
        },
        { properties: { [c]: { const: false } } },
      ],
    };
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * A section's schema for RJSF with its conditional fields taken out of `properties` and the dependencies of
 * its own yes/no fields kept, so RJSF shows each such field only while its yes/no answer is yes. `ui:order`
 * (see previewUi) puts it back in its place.
 */
export function sectionSchemaWithConditions(root: Json, fields: string[]): Json {
  const props = (isObj(root.properties) ? root.properties : {}) as Json;
  const inSection = new Set(fields);
  const properties: Json = {};
  for (const f of fields) if (props[f]) properties[f] = props[f];
  const required = ((root.required as string[] | undefined) ?? []).filter((r) => inSection.has(r));
  const dependencies: Json = {};
  for (const [c, dep] of Object.entries(isObj(root.dependencies) ? root.dependencies : {})) {
    if (!inSection.has(c) || !isShowWhen(c, dep)) continue;
    const [yes, no] = dep.oneOf;
    const shown = Object.keys(yes.properties as Json).filter((f) => f !== c && inSection.has(f));
    if (!shown.length) continue;
    for (const f of shown) delete properties[f];
    const req = ((yes.required as string[] | undefined) ?? []).filter((f) => shown.includes(f));
    dependencies[c] = {
      oneOf: [
        {
          properties: {
            [c]: { const: true },
            ...Object.fromEntries(shown.map((f) => [f, (yes.properties as Json)[f]])),
          },
          ...(req.length ? { required: req } : {}),
        },
        no,
      ],
    };
  }
  return {
    type: 'object',
    properties,
    required,
    additionalProperties: false,
    ...(Object.keys(dependencies).length ? { dependencies } : {}),
  };
}
