// The definition registry: loads every definition file under definitions/, checks each, and keeps
// the run-time versions in the database. Records name the version they were filled against.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import type { HomeType } from '../../definitions/wording.ts';
import { COMPILED } from '../paths.ts';
import type { Listener, Store } from '../store/index.ts';
import { createAjv, type FieldError, toFieldErrors } from './ajv.ts';
import { checkDefinition } from './check.ts';
import { schemaForHomeType } from './home-types.ts';
import { draftSchema } from './schema-walk.ts';
import type { RecordDefinition } from './types.ts';

const DEFINITIONS_DIR = fileURLToPath(new URL('../../definitions/', import.meta.url));
/** Definition files are TypeScript, or JavaScript in the compiled server. */
const CODE = COMPILED ? '.js' : '.ts';
/** Folders of record kinds, by area (DESIGN §2). lists/ and wording.ts are reference data, not kinds. */
const KIND_FOLDERS = ['young-person', 'home', 'staff', 'org', 'statutory', 'accounts'];

export class DefinitionError extends Error {}

export interface ResolvedDefinition {
  versionId: number;
  version: number;
  def: RecordDefinition;
}

function filesUnder(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(filesUnder(full));
    else if (name.endsWith(CODE) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Stable JSON (sorted keys) so a definition's hash changes only when its content does. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
export const hashDefinition = (def: unknown) => createHash('sha256').update(stableJson(def)).digest('hex');

// The product's files are loaded and checked once per process (test processes start many servers); each caller
// gets its own copy.
let productFiles: Promise<Map<string, RecordDefinition>> | null = null;

/** Load and check every definition file; throws naming each file and fault. */
export async function loadDefinitionFiles(root = DEFINITIONS_DIR): Promise<Map<string, RecordDefinition>> {
  if (root !== DEFINITIONS_DIR) return loadAndCheck(root);
  productFiles ??= loadAndCheck(root);
  productFiles.catch(() => {
    productFiles = null;
  });
  const defs = await productFiles;
  return new Map([...defs].map(([kind, def]) => [kind, structuredClone(def)]));
}

async function loadAndCheck(root: string): Promise<Map<string, RecordDefinition>> {
  const defs = new Map<string, RecordDefinition>();
  const faults: string[] = [];
  for (const folder of KIND_FOLDERS) {
    let files: string[];
    try {
      files = filesUnder(join(root, folder));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const mod = await import(pathToFileURL(file).href);
      const def = mod.default as RecordDefinition | undefined;
      if (!def) continue; // helper modules (e.g. examples) export no definition
      const name = relative(join(root, '..'), file);
      const fileFaults = checkDefinition(def);
      if (defs.has(def.kind)) fileFaults.push(`kind "${def.kind}" is defined twice`);
      for (const f of fileFaults) faults.push(`${name}: ${f}`);
      defs.set(def.kind, JSON.parse(JSON.stringify(def)) as RecordDefinition);
    }
  }
  if (faults.length)
    throw new DefinitionError(`Refusing to start: ${faults.length} fault(s) in definitions\n  ${faults.join('\n  ')}`);
  return defs;
}

// A record schema compiles to the same validator in every registry of a process (test processes open one per server),
// so validators are also kept by the schema's text: a schema is compiled once per process, not once per registry.
let sharedAjv: ReturnType<typeof createAjv> | null = null;
const compiledSchemas = new Map<string, ValidateFunction>();
function compileSchema(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiledSchemas.get(text);
  if (!validate) {
    sharedAjv ??= createAjv();
    validate = sharedAjv.compile(schema);
    compiledSchemas.set(text, validate);
  }
  return validate;
}

export class DefinitionRegistry {
  private validators = new Map<string, ValidateFunction>();
  private latestCache = new Map<string, { at: number; value: ResolvedDefinition }>();
  private byIdCache = new Map<number, ResolvedDefinition>();
  // Another process's edit is heard through the database (migration 039) and empties latestCache; while
  // that channel is down, nothing is kept. A load that overlapped a change is not kept either.
  private listener: Listener | null = null;
  private heard = 0;

  private constructor(
    private store: Store,
    readonly defaults: Map<string, RecordDefinition>,
  ) {}

  /** Load files, check them, and record any changed product default as a new version. */
  static async open(store: Store, root?: string): Promise<DefinitionRegistry> {
    const defaults = await loadDefinitionFiles(root);
    const registry = new DefinitionRegistry(store, defaults);
    // one statement for every kind; a kind another process published at the same moment is settled one by one
    const raced = await store.definitions.publishFromCode(
      [...defaults.values()].map((def) => ({ kind: def.kind, hash: hashDefinition(def), definition: def })),
    );
    for (const kind of raced) await registry.publishDefault(defaults.get(kind)!);
    return registry;
  }

  /**
   * A definition file whose content changed since it was last published becomes the newest product
   * version. Only a change in the file counts: a product administrator's run-time edit is not undone
   * by the next start.
   */
  private async publishDefault(def: RecordDefinition) {
    const hash = hashDefinition(def);
    for (;;) {
      const fromCode = await this.store.definitions.latestFromCode(def.kind);
      if (fromCode?.hash === hash) {
        if (JSON.stringify(fromCode.definition) !== JSON.stringify(def))
          await this.store.definitions.rewrite(fromCode.id, def);
        return;
      }
      const latest = await this.store.definitions.latest(def.kind, null);
      if (await this.store.definitions.insert(def.kind, null, (latest?.version ?? 0) + 1, def, hash, null, 'code'))
        return;
    }
  }

  kinds(): string[] {
    return [...this.defaults.keys()];
  }
  has(kind: string) {
    return this.defaults.has(kind);
  }

  /** The newest version for this organisation (cached briefly; run-time edits invalidate it here). */
  async latest(kind: string, orgId: string): Promise<ResolvedDefinition | null> {
    if (!this.defaults.has(kind)) return null;
    const key = `${orgId}:${kind}`;
    // not following (workers, scripts): kept 10 s as before; following: until a change is heard
    const live = this.listener ? this.listener.live() : true;
    const keep = this.listener ? 10 * 60_000 : 10_000;
    const hit = this.latestCache.get(key);
    if (live && hit && Date.now() - hit.at < keep) return hit.value;
    const before = this.heard;
    const row = await this.store.definitions.latest(kind, orgId);
    if (!row) return null;
    const value = { versionId: row.id, version: row.version, def: row.definition as RecordDefinition };
    if (live && this.heard === before) this.latestCache.set(key, { at: Date.now(), value });
    this.byIdCache.set(row.id, value);
    return value;
  }

  /** The exact version a record was filled against. */
  async byId(versionId: number): Promise<ResolvedDefinition> {
    const hit = this.byIdCache.get(versionId);
    if (hit) return hit;
    const row = await this.store.definitions.byId(versionId);
    if (!row) throw new Error(`definition version ${versionId} is missing`);
    const value = { versionId: row.id, version: row.version, def: row.definition as RecordDefinition };
    this.byIdCache.set(versionId, value);
    return value;
  }

  async byVersion(kind: string, orgId: string, version: number): Promise<ResolvedDefinition | null> {
    const row = await this.store.definitions.byVersion(kind, orgId, version);
    return row ? this.byId(row.id) : null;
  }

  invalidate() {
    this.heard++;
    this.latestCache.clear();
  }

  /** Hear definition changes made by any process (API_PROCESSES, several machines, plain SQL). */
  async follow() {
    this.listener = await this.store.db.listen('definitions_changed', {
      message: () => this.invalidate(),
      down: () => this.invalidate(),
    });
  }
  /** Resolves once every change committed before the call has been heard (tests). */
  settled() {
    return this.listener?.settled() ?? Promise.resolve();
  }
  async close() {
    await this.listener?.close();
  }

  /**
   * Validate record data against a version: drafts may be partial; submission needs the whole schema.
   * With a home type, fields and choices meant only for the other type are refused (home-types.ts).
   */
  validate(resolved: ResolvedDefinition, data: unknown, mode: 'draft' | 'full', homeType?: HomeType): FieldError[] {
    const key = `${resolved.versionId}:${mode}:${homeType ?? ''}`;
    let validate = this.validators.get(key);
    if (!validate) {
      const schema = homeType ? schemaForHomeType(resolved.def.schema, homeType) : resolved.def.schema;
      validate = compileSchema(mode === 'draft' ? draftSchema(schema) : schema);
      this.validators.set(key, validate);
    }
    return validate(data) ? [] : toFieldErrors(validate.errors);
  }
}
