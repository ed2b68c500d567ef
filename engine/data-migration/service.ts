// Data migration (the product administrator only, enforced for every /api/admin route):
// a file is uploaded once, mapped column by column to a target's fields, checked row by row with the
// target's own validation (a dry run writes nothing), and imported all or nothing in one transaction.
// Every record keeps its first version with "Imported from file F, row N"; an import is undone by
// archiving what it made.
import { randomUUID } from 'node:crypto';
import { HOME_TYPES, type HomeType, resolveWordingForTypes } from '../../definitions/wording.ts';
import type { Caller } from '../access/index.ts';
import { placingAuthorityLogin } from '../administration/placing-authority-login.ts';
import { toCsv } from '../csv.ts';
import { createAjv, toFieldErrors } from '../definitions/ajv.ts';
import { isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry, ResolvedDefinition } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import { fieldsToggledOff, toggledOffErrors } from '../definitions/section-toggles.ts';
import { datedAlerts, wantedDatedItems } from '../obligations/dated-items.ts';
import { conflict, invalid, notFound, Problem } from '../problem.ts';
import { requireKindFeature } from '../staff/features.ts';
import type { ImportedRecord, ImportRow, Store } from '../store/index.ts';
import { initialStatus } from '../workflow/index.ts';
import { type Directory, directoryEntry, pointerToPath, rowData, type RowError } from './convert.ts';
import { isBlank, type SheetData } from './read-file.ts';
import { readSheetOffThread } from './read-off-thread.ts';
import {
  FIXED_TARGETS,
  guessMapping,
  homeField,
  PLACE_FIELDS,
  recordTarget,
  type Target,
  type TargetField,
} from './targets.ts';

/** Up to this many rows are imported while the request waits; more go to the workers with a progress bar. */
const inlineRows = () => Number(process.env.DATA_MIGRATION_INLINE_ROWS ?? 2000);
/** The failing rows kept with a refused run and sent in a report (the CSV report has them all). */
const REPORT_LIMIT = 1000;
const BATCH = 2500;
const byName = new Intl.Collator('en-GB', { numeric: true });

/** homeId: every row goes to this home (the file has no home column). */
export interface MappingInput {
  organisationId: string;
  fileId: string;
  target: string;
  columns: Record<string, string>;
  homeId?: string;
}
/** A run keeps its home choice with its columns, under a key no heading is (no migration for one optional value). */
const EVERY_ROW_HOME = '@every-row-home';
interface PreparedRow {
  rowNumber: number;
  data: Record<string, unknown>;
  place: { youngPersonId: string | null; homeId: string | null; staffId: string | null };
  authorId: string | null;
}
export interface Report {
  rows: number;
  valid: number;
  failedRows: number;
  errors: RowError[];
  errorCount: number;
}

const uuid = { type: 'string', format: 'uuid' };
/** The fixed targets' own checks: what their add routes (settings homes and users, young people) take. */
const FIXED_SCHEMAS: Record<string, object> = {
  homes: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'type'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      type: { enum: ['support_accomodation_for_older_children', 'children_home'] },
      address: { type: 'string', maxLength: 500 },
    },
  },
  staff: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'email'],
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200 },
      email: { type: 'string', format: 'email', maxLength: 320 },
      role: { enum: ['director', 'manager', 'hr_manager', 'staff', 'custom', 'social_worker'] },
      jobTitle: { type: 'string', maxLength: 200 },
      isManager: { type: 'boolean' },
      homeIds: { type: 'array', items: uuid },
      dateOfBirth: { type: 'string', format: 'date' },
    },
  },
  'young-people': {
    type: 'object',
    additionalProperties: false,
    required: ['firstName', 'lastName', 'homeId'],
    properties: {
      firstName: { type: 'string', minLength: 1, maxLength: 100 },
      lastName: { type: 'string', minLength: 1, maxLength: 100 },
      preferredName: { type: 'string', maxLength: 100 },
      homeId: uuid,
      dateOfBirth: { type: 'string', format: 'date' },
      birthYear: { type: 'integer', minimum: 1990, maximum: 2100 },
      gender: { type: 'string', maxLength: 50 },
      keyWorkerId: uuid,
      moveInDate: { type: 'string', format: 'date' },
    },
  },
};
const ajv = createAjv();
const fixedValidators = Object.fromEntries(Object.entries(FIXED_SCHEMAS).map(([k, s]) => [k, ajv.compile(s)]));

/**
 * Let other requests in (a progress poll) between a large run's steps: checking rows and PGlite's statements hold the
 * thread.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Progress of runs in this process, with the run as claimed: PGlite's one connection is held by the import's
 * transaction.
 */
const live = new Map<string, number>();
const running = new Map<string, ImportRow>();

export type DataMigrationService = ReturnType<typeof dataMigrationService>;

export function dataMigrationService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  const runs = store.dataMigration;

  async function organisation(orgId: string) {
    const org = await store.forOrg(orgId).people.organisation();
    if (!org)
      throw invalid('The organisation named is not a customer.', [
        { path: '/organisationId', message: 'is not an organisation' },
      ]);
    return org;
  }

  /** Titles in the organisation's home types' wording. */
  async function wordingOf(orgId: string) {
    const types = (await runs.directory(orgId)).homes.map((h) => h.type).filter(isHomeType) as HomeType[];
    return (t: string) => resolveWordingForTypes(t, types.length ? types : ['children_home']);
  }

  async function resolveTarget(orgId: string, id: string): Promise<{ target: Target; resolved?: ResolvedDefinition }> {
    const fixed = FIXED_TARGETS.find((t) => t.id === id);
    if (fixed) return { target: fixed };
    const kind = id.startsWith('record:') ? id.slice('record:'.length) : '';
    const resolved = kind ? await registry.latest(kind, orgId) : null;
    if (!resolved)
      throw invalid(`"${id}" is not something that can be imported.`, [
        { path: '/target', message: 'is not a target' },
      ]);
    requireKindFeature(resolved.def, (await organisation(orgId)).features);
    return { target: recordTarget(resolved.def, await wordingOf(orgId)), resolved };
  }

  async function directory(orgId: string): Promise<
    Directory & {
      homeType: Map<string, string>;
      archivedYp: Set<string>;
      ypHome: Map<string, string>;
      emails: Set<string>;
    }
  > {
    const d = await runs.directory(orgId);
    const dir = {
      staff: new Map(),
      youngPeople: new Map(),
      homes: new Map(),
      homeType: new Map(),
      archivedYp: new Set<string>(),
      ypHome: new Map(),
      emails: new Set<string>(),
    } as Directory & {
      homeType: Map<string, string>;
      archivedYp: Set<string>;
      ypHome: Map<string, string>;
      emails: Set<string>;
    };
    for (const s of d.staff) {
      dir.emails.add(s.email.toLowerCase());
      if (!s.active) continue;
      directoryEntry(dir.staff, s.email, s.id);
      directoryEntry(dir.staff, s.name, s.id);
    }
    for (const y of d.youngPeople) {
      directoryEntry(dir.youngPeople, `${y.firstName} ${y.lastName}`, y.id);
      if (y.preferredName) directoryEntry(dir.youngPeople, `${y.preferredName} ${y.lastName}`, y.id);
      if (y.archived) dir.archivedYp.add(y.id);
      dir.ypHome.set(y.id, y.homeId);
    }
    for (const h of d.homes) {
      dir.homeType.set(h.id, h.type);
      if (!h.archived) directoryEntry(dir.homes, h.name, h.id);
    }
    return dir;
  }

  async function loadFile(fileId: string) {
    const file = await runs.file(fileId);
    if (!file)
      throw invalid('No uploaded file has that id: upload it again.', [
        { path: '/fileId', message: 'is not an uploaded file' },
      ]);
    return file;
  }

  /** The mapping's columns are the file's and its fields the target's, each field once. */
  function mappedColumns(sheet: Pick<SheetData, 'headers'>, target: Target, columns: Record<string, string>) {
    const used = new Map<string, string>();
    const out: { index: number; header: string; field: TargetField }[] = [];
    for (const [header, path] of Object.entries(columns)) {
      if (!path) continue;
      const at = `/columns/${header.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      const index = sheet.headers.indexOf(header);
      if (index < 0)
        throw invalid(`The file has no column "${header}".`, [{ path: at, message: 'is not a column of the file' }]);
      const field = target.fields.find((f) => f.path === path);
      if (!field)
        throw invalid(`"${path}" is not a field of ${target.title}.`, [
          { path: at, message: 'is not a field of the target' },
        ]);
      if (used.has(path))
        throw invalid(`Two columns ("${used.get(path)}" and "${header}") fill ${field.title}.`, [
          { path: at, message: 'fills a field another column fills' },
        ]);
      used.set(path, header);
      out.push({ index, header, field });
    }
    if (!out.length)
      throw invalid('Map at least one column to a field.', [{ path: '/columns', message: 'maps no column' }]);
    return out;
  }

  /**
   * The "put every row in this home" choice: a current home of the organisation, for a target with a home field no
   * column fills.
   */
  async function homeForEveryRow(input: MappingInput, target: Target, columns: { field: TargetField }[]) {
    if (!input.homeId) return null;
    const field = homeField(target);
    const refuse = (message: string, detail: string) => invalid(detail, [{ path: '/homeId', message }]);
    if (!field)
      throw refuse(
        'is not needed for this target',
        `Rows of ${target.title} find their home another way: leave "every row in this home" unset.`,
      );
    if (columns.some((c) => c.field.path === field.path))
      throw refuse(
        "a column already gives each row's home",
        "A column already gives each row's home: choose one or the other.",
      );
    const home = (await runs.directory(input.organisationId)).homes.find((h) => h.id === input.homeId && !h.archived);
    if (!home)
      throw refuse(
        'is not a current home of this organisation',
        'The home chosen for every row is not a current home of this organisation.',
      );
    return { field: field.path, value: field.type === 'homes' ? [home.id] : home.id };
  }

  /** Every row typed, placed and validated; nothing is written. */
  async function prepare(input: MappingInput, onProgress: (share: number) => void | Promise<void> = () => undefined) {
    await organisation(input.organisationId);
    const { target, resolved } = await resolveTarget(input.organisationId, input.target);
    const file = await loadFile(input.fileId);
    const sheet = await readSheetOffThread(file.fileName, file.content);
    const columns = mappedColumns(sheet, target, input.columns);
    const headerOf = new Map(columns.map((c) => [c.field.path, c.header]));
    const dir = await directory(input.organisationId);
    const everyRow = await homeForEveryRow(input, target, columns);
    const org = await organisation(input.organisationId);
    const toggles = (org.settings as { toggles?: Record<string, unknown> } | undefined)?.toggles ?? {};
    const toggledOff = resolved ? fieldsToggledOff(resolved.def, toggles) : new Map<string, string>();
    const defaultAuthor = resolved ? await runs.firstDirector(input.organisationId) : null;
    const emailsInFile = new Map<string, number>();
    const prepared: PreparedRow[] = [];
    const errors: RowError[] = [];
    let failedRows = 0;
    let counted = 0;
    for (let i = 0; i < sheet.rows.length; i++) {
      if (i % 2000 === 0) {
        await onProgress(i / sheet.rows.length);
        await yieldToOthers();
      }
      const cells = sheet.rows[i];
      if (isBlank(cells)) continue;
      counted++;
      const rowNumber = sheet.firstRow + i;
      const { data, errors: cellErrors } = rowData(rowNumber, cells, columns, dir);
      if (everyRow) data[everyRow.field] = everyRow.value;
      const rowErrors = [...cellErrors];
      const schemaError = (pointer: string, message: string) => {
        const path = pointerToPath(pointer);
        rowErrors.push({ row: rowNumber, column: headerOf.get(path) ?? null, path, message });
      };
      const place = {
        youngPersonId: null as string | null,
        homeId: null as string | null,
        staffId: null as string | null,
      };
      let authorId: string | null = null;
      if (resolved) {
        const { def } = resolved;
        place.youngPersonId = (data[PLACE_FIELDS.youngPerson] as string | undefined) ?? null;
        place.staffId = (data[PLACE_FIELDS.staff] as string | undefined) ?? null;
        place.homeId = place.youngPersonId
          ? (dir.ypHome.get(place.youngPersonId) ?? null)
          : ((data[PLACE_FIELDS.home] as string | undefined) ?? null);
        authorId = (data[PLACE_FIELDS.author] as string | undefined) ?? defaultAuthor;
        for (const key of Object.values(PLACE_FIELDS)) delete data[key];
        const need =
          def.subject === 'young-person'
            ? PLACE_FIELDS.youngPerson
            : def.subject === 'staff'
              ? PLACE_FIELDS.staff
              : def.subject === 'home'
                ? PLACE_FIELDS.home
                : null;
        if (
          need &&
          !rowErrors.some((e) => e.path === need) &&
          !(need === PLACE_FIELDS.youngPerson
            ? place.youngPersonId
            : need === PLACE_FIELDS.staff
              ? place.staffId
              : place.homeId)
        ) {
          rowErrors.push({ row: rowNumber, column: headerOf.get(need) ?? null, path: need, message: 'is required' });
        }
        if (place.youngPersonId && dir.archivedYp.has(place.youngPersonId))
          rowErrors.push({
            row: rowNumber,
            column: headerOf.get(PLACE_FIELDS.youngPerson) ?? null,
            path: PLACE_FIELDS.youngPerson,
            message: 'has moved out (archived): restore them first',
          });
        if (!authorId)
          rowErrors.push({
            row: rowNumber,
            column: null,
            path: PLACE_FIELDS.author,
            message: 'the organisation has no director to name as the author: map a "Written by" column',
          });
        const type = place.homeId ? dir.homeType.get(place.homeId) : undefined;
        // the definition's own check, as a record saved on screen is held to (the whole form: nothing is left to fill
        // later)
        for (const e of registry.validate(resolved, data, 'full', isHomeType(type) ? type : undefined))
          schemaError(e.path, e.message);
        for (const e of toggledOffErrors(toggledOff, {}, data)) schemaError(e.path, e.message);
      } else {
        const validate = fixedValidators[target.id];
        if (!validate(data)) for (const e of toFieldErrors(validate.errors)) schemaError(e.path, e.message);
        if (target.id === 'staff' && typeof data.email === 'string') {
          const email = data.email.toLowerCase();
          if (dir.emails.has(email)) schemaError('/email', 'is already a login of this organisation');
          else if (emailsInFile.has(email)) schemaError('/email', `is also on row ${emailsInFile.get(email)}`);
          else emailsInFile.set(email, rowNumber);
        }
        if (
          target.id === 'young-people' &&
          typeof data.dateOfBirth === 'string' &&
          typeof data.birthYear === 'number' &&
          !data.dateOfBirth.startsWith(String(data.birthYear))
        ) {
          schemaError('/birthYear', 'does not agree with the date of birth');
        }
      }
      if (rowErrors.length) {
        failedRows++;
        errors.push(...rowErrors);
      } else prepared.push({ rowNumber, data, place, authorId });
    }
    await onProgress(1);
    const report: Report = { rows: counted, valid: prepared.length, failedRows, errors, errorCount: errors.length };
    return { target, resolved, file, prepared, report };
  }

  const shortReport = (r: Report): Report => ({ ...r, errors: r.errors.slice(0, REPORT_LIMIT) });

  /** Write every prepared row in one transaction; the run is marked done in it too (all or nothing). */
  async function write(
    run: ImportRow,
    p: Awaited<ReturnType<typeof prepare>>,
    progress: (share: number) => Promise<void>,
  ) {
    const reasonFor = (n: number) => `Imported from file ${run.fileName}, row ${n}`;
    await store.dataMigrationTransaction(run.orgId, async ({ runs: tx, org }) => {
      const rows = p.prepared;
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH);
        if (p.resolved) {
          const { def, versionId } = p.resolved;
          const status = initialStatus(def.workflow);
          const made: ImportedRecord[] = batch.map((r) => {
            const date = valueAt(r.data, def.dateField);
            const at =
              typeof date === 'string' && !Number.isNaN(new Date(date).getTime()) ? new Date(date) : new Date();
            return {
              id: randomUUID(),
              rowNumber: r.rowNumber,
              kind: def.kind,
              definitionVersionId: versionId,
              ...r.place,
              authorId: r.authorId!,
              status,
              recordDate: at.toISOString(),
              data: r.data,
              reason: reasonFor(r.rowNumber),
            };
          });
          await tx.insertRecords(run.orgId, run.id, made);
          if (datedAlerts(def).length) {
            for (const m of made)
              await org.datedItems.syncForRecord(m.id, wantedDatedItems(def, { ...m, archivedAt: null }));
          }
        } else {
          const items: { rowNumber: number; entity: string; entityId: string }[] = [];
          for (const r of batch) items.push({ rowNumber: r.rowNumber, ...(await addOne(org, p.target.id, r.data)) });
          await tx.addItems(run.id, items);
        }
        await progress(Math.min(1, (start + batch.length) / rows.length));
        await yieldToOthers();
      }
      await tx.finish(run.id, { status: 'done', written: rows.length, failed: 0 });
      await org.audit.write({
        userId: run.ranBy,
        action: 'data-import.run',
        entity: 'data-import',
        entityId: run.id,
        detail: { file: run.fileName, target: run.target, rows: rows.length },
      });
    });
  }

  /** A home, member of staff or young person through the organisation's own store (as their add routes write them). */
  async function addOne(
    org: ReturnType<Store['forOrg']>,
    target: string,
    d: Record<string, unknown>,
  ): Promise<{ entity: string; entityId: string }> {
    const text = (k: string) => (d[k] as string | undefined) ?? null;
    if (target === 'homes')
      return {
        entity: 'home',
        entityId: await org.administration.addHome({
          name: d.name as string,
          type: d.type as string,
          address: text('address'),
        }),
      };
    if (target === 'staff') {
      const entityId = await org.administration.addUser(
        placingAuthorityLogin({
          email: d.email as string,
          name: d.name as string,
          role: (d.role as never) ?? 'staff',
          isManager: d.isManager === true,
          jobTitle: text('jobTitle'),
          areas: {},
          ypPermissions: {},
          ypOverrides: {},
          homeIds: (d.homeIds as string[] | undefined) ?? [],
          showInRota: true,
          removeFromRota: false,
          removeFromRotaHomes: [],
          dateOfBirth: text('dateOfBirth'),
        }),
      );
      return { entity: 'user', entityId };
    }
    return {
      entity: 'young-person',
      entityId: await org.people.addYoungPerson({
        homeId: d.homeId as string,
        firstName: d.firstName as string,
        lastName: d.lastName as string,
        preferredName: text('preferredName'),
        dateOfBirth: text('dateOfBirth'),
        birthYear: (d.birthYear as number | undefined) ?? null,
        gender: text('gender'),
        keyWorkerId: text('keyWorkerId'),
        moveInDate: text('moveInDate'),
      }),
    };
  }

  /** Run a queued import (in the request, a worker, or the background): each run once, however often asked. */
  async function execute(id: string): Promise<ImportRow | null> {
    if (!(await runs.claim(id))) return runs.importRow(id);
    const run = (await runs.importRow(id))!;
    running.set(id, run);
    const onDb = store.db.driver === 'pg';
    const report = async (share: number) => {
      const pct = Math.round(share * 100);
      if (live.get(id) === pct) return;
      live.set(id, pct);
      if (onDb) await runs.setProgress(id, pct);
    };
    try {
      const { [EVERY_ROW_HOME]: homeId, ...columns } = run.columns;
      const p = await prepare(
        { organisationId: run.orgId, fileId: run.fileId, target: run.target, columns, homeId },
        (s) => report(0.4 * s),
      );
      if (p.report.failedRows) {
        await runs.finish(id, {
          status: 'refused',
          written: 0,
          failed: p.report.failedRows,
          report: shortReport(p.report),
        });
      } else {
        await write(run, p, (s) => report(0.4 + 0.6 * s));
      }
    } catch (err) {
      // a refusal (the file or mapping no longer fits) ends the run; anything else leaves it to be run again (a job
      // retry)
      if (!(err instanceof Problem)) throw err;
      await runs.finish(id, {
        status: 'refused',
        written: 0,
        failed: 0,
        report: { problem: { title: err.title, detail: err.detail, errors: err.errors } },
      });
    } finally {
      live.delete(id);
      running.delete(id);
    }
    return runs.importRow(id);
  }

  /** What a run imported into, by name: a fixed target's title or the record kind's (both home types' wording). */
  const targetTitle = (t: string) =>
    FIXED_TARGETS.find((x) => x.id === t)?.title ??
    resolveWordingForTypes(registry.defaults.get(t.slice('record:'.length))?.title ?? t, HOME_TYPES);
  const view = (r: ImportRow) => ({ ...r, targetTitle: targetTitle(r.target), progress: live.get(r.id) ?? r.progress });

  return {
    async targets(orgId: string) {
      await organisation(orgId);
      const kinds = await Promise.all(registry.kinds().map((k) => registry.latest(k, orgId)));
      const word = await wordingOf(orgId);
      return {
        targets: [
          ...FIXED_TARGETS.map((t) => ({ id: t.id, title: t.title, group: 'People and homes' })),
          ...kinds
            .filter((r): r is ResolvedDefinition => !!r)
            .map((r) => ({ id: `record:${r.def.kind}`, title: word(r.def.title), group: 'Records' }))
            .sort((a, b) => a.title.localeCompare(b.title)),
        ],
      };
    },

    async target(orgId: string, id: string, fileId?: string) {
      await organisation(orgId);
      const { target } = await resolveTarget(orgId, id);
      const file = fileId ? await loadFile(fileId) : null;
      const guess = file ? guessMapping(file.headers, target) : { columns: {}, loose: {} };
      // loose: headings matched by likeness, for the person to confirm or change; homeField: what "every row in this
      // home" fills
      const home = homeField(target);
      // by name, as a picker lists them (the store answers in no set order)
      const homes = home
        ? (await runs.directory(orgId)).homes
            .filter((h) => !h.archived)
            .map((h) => ({ id: h.id, name: h.name }))
            .sort((a, b) => byName.compare(a.name, b.name))
        : [];
      return {
        ...target,
        guess: guess.columns,
        loose: guess.loose,
        homeField: home?.path ?? null,
        homes,
        mappings: await runs.mappings(orgId, id),
      };
    },

    async upload(caller: Caller, fileName: string, content: Buffer) {
      const sheet = await readSheetOffThread(fileName, content);
      const rowCount = sheet.rows.filter((r) => !isBlank(r)).length;
      const id = await runs.addFile({
        uploadedBy: caller.id,
        fileName,
        format: sheet.format,
        headers: sheet.headers,
        rowCount,
        content,
      });
      return {
        id,
        fileName,
        format: sheet.format,
        headers: sheet.headers,
        rowCount,
        sample: sheet.rows.filter((r) => !isBlank(r)).slice(0, 5),
      };
    },

    async saveMapping(
      caller: Caller,
      m: { organisationId: string; target: string; name: string; columns: Record<string, string> },
    ) {
      await organisation(m.organisationId);
      const { target } = await resolveTarget(m.organisationId, m.target);
      for (const [header, path] of Object.entries(m.columns)) {
        if (path && !target.fields.some((f) => f.path === path))
          throw invalid(`"${path}" is not a field of ${target.title}.`, [
            { path: `/columns/${header}`, message: 'is not a field of the target' },
          ]);
      }
      return runs.saveMapping({
        orgId: m.organisationId,
        target: m.target,
        name: m.name.trim(),
        columns: m.columns,
        savedBy: caller.id,
      });
    },

    async dryRun(input: MappingInput) {
      return (await prepare(input)).report;
    },

    /** Queue a run; small files run before the answer (`ran`), larger ones by `enqueue` (a worker). */
    async start(caller: Caller, input: MappingInput, enqueue: (id: string) => Promise<void>) {
      await organisation(input.organisationId);
      const { target } = await resolveTarget(input.organisationId, input.target);
      const file = await loadFile(input.fileId);
      await homeForEveryRow(input, target, mappedColumns(file, target, input.columns));
      const columns = input.homeId ? { ...input.columns, [EVERY_ROW_HOME]: input.homeId } : input.columns;
      const id = await runs.createImport({
        orgId: input.organisationId,
        fileId: file.id,
        fileName: file.fileName,
        target: input.target,
        columns,
        rows: file.rowCount,
        ranBy: caller.id,
      });
      if (file.rowCount <= inlineRows()) {
        const run = (await execute(id))!;
        if (run.status === 'refused') {
          const r = run.report as Report & {
            problem?: { detail: string; errors?: { path: string; message: string }[] };
          };
          if (r.problem) throw new Problem(422, 'Unprocessable entity', r.problem.detail, r.problem.errors ?? []);
          throw new Problem(
            422,
            'Unprocessable entity',
            `${run.failed} of ${run.rows} rows would fail: nothing was imported.`,
            r.errors.slice(0, 100).map((e) => ({
              path: `/rows/${e.row}/${e.path}`,
              message: `${e.column ? `column "${e.column}": ` : ''}${e.message}`,
            })),
          );
        }
        return { ran: true, run: view(run) };
      }
      await enqueue(id);
      return { ran: false, run: view((await runs.importRow(id))!) };
    },

    execute,

    async one(id: string) {
      // a run of this process is answered from memory: on PGlite the database is busy with it until it ends
      const here = running.get(id);
      if (here) return view({ ...here, status: 'running' });
      const run = await runs.importRow(id);
      if (!run) throw notFound('The import');
      return view(run);
    },

    async history(limit: number, after?: { at: Date; id: string }) {
      return (await runs.history(limit, after)).map(view);
    },

    /** Archive what the import made (never delete). Asking again changes nothing and answers the same. */
    async undo(caller: Caller, id: string) {
      const run = await runs.importRow(id);
      if (!run) throw notFound('The import');
      if (run.status === 'undone') return { run: view(run), archived: null };
      if (run.status !== 'done') throw conflict('Only a finished import can be undone: this one wrote nothing.');
      const archived = await store.dataMigrationTransaction(run.orgId, async ({ runs: tx, org }) => {
        if (!(await tx.markUndone(id, caller.id))) return null;
        const counts = await tx.archiveImported(
          run.orgId,
          id,
          `Import of file ${run.fileName} undone by the product administrator`,
        );
        await org.audit.write({
          userId: caller.id,
          action: 'data-import.undo',
          entity: 'data-import',
          entityId: id,
          detail: { file: run.fileName, ...counts },
        });
        return counts;
      });
      return { run: view((await runs.importRow(id))!), archived };
    },

    /** Every failing row and field of a dry run as CSV (cells a spreadsheet would run are written as text). */
    reportCsv(report: Report) {
      return toCsv([
        ['Row', 'Column', 'Field', 'Message'],
        ...report.errors.map((e) => [e.row, e.column ?? '', e.path, e.message]),
      ]);
    },
  };
}
