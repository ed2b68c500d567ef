// The record service: every kind's create, read, update, list, archive and workflow actions.
// It asks engine/access what the caller may do, engine/workflow what comes next, the registry
// whether the data is valid, and writes through engine/store in one transaction per change.
import { statusesOfFilter } from '../../definitions/list-statuses.ts';
import { kindStatusLabel } from '../../definitions/status-wording.ts';
import type { HomeType } from '../../definitions/wording.ts';
import {
  type Caller,
  decideBulk,
  decideRecord,
  decideRecordRead,
  isManagerFor,
  isSocialWorker,
  isYoungPersonLogin,
  kindLevel,
  mayReadRecord,
  recordListScope,
  socialWorkerComments,
} from '../access/index.ts';
import { kindAccessOf } from '../access/kinds.ts';
import { tellSignedOff } from '../alerts/signed-off.ts';
import { isStorableInstant, isUuid } from '../definitions/formats.ts';
import { isHomeType, keptOtherTypeErrors, withKeptOtherTypeFields } from '../definitions/home-types.ts';
import type { DefinitionRegistry, ResolvedDefinition } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import { fieldsToggledOff, toggledOffErrors } from '../definitions/section-toggles.ts';
import type { RecordDefinition } from '../definitions/types.ts';
import { datedAlerts, wantedDatedItems } from '../obligations/dated-items.ts';
import { type ApprovalAction, approvalFacts, approvalVerdict, isApprovalAction } from '../pipeline/approval.ts';
import { hookRun } from '../pipeline/hooks.ts';
import type { HookContext } from '../pipeline/types.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import { KIND_FEATURES, requireKindFeature } from '../staff/features.ts';
import { isUniqueViolation } from '../store/errors.ts';
import type { HomeRow, OrganisationRow, OrgStore, PlacementRow, RecordRow, SignoffRow, Store } from '../store/index.ts';
import type { SignoffWrites } from '../store/records.ts';
import {
  allowedActionsFor,
  APPROVAL_REASON_REQUIRED,
  decide,
  initialStatus,
  isEditableStatus,
  type RecordStatus,
  STATUS_LABELS,
  type WorkflowAction,
  type WorkflowActor,
  type WorkflowContext,
} from '../workflow/index.ts';
import { diff } from './diff.ts';
import { containmentsFor } from './filters.ts';
import { type Once, ukDateTime } from './idempotency.ts';
import { kindHasToggle, kindToggledOff } from './kind-toggles.ts';
import {
  idsNamed,
  type Reference,
  referencesIn,
  type RefKind,
  unknownReferences,
  unseenRecordLinks,
} from './references.ts';
import { managerSigners, otherSigners } from './signers.ts';

export interface NewRecordInput {
  youngPersonId?: string;
  homeId?: string;
  staffId?: string;
  /** the client's own id for the new record: a create sent again with it returns the record it made */
  id?: string;
  data: Record<string, unknown>;
}
export interface ListQuery {
  youngPersonId?: string;
  homeId?: string;
  staffId?: string;
  status?: string;
  from?: Date;
  to?: Date;
  archived?: boolean;
  limit?: number;
  cursor?: string;
  /** `path=value` on the record's choice or yes/no fields (engine/records/filters.ts) */
  where?: string[];
}
/** Where a young person lives, from the API process's memory when it has one (http/remembered.ts). */
type PlacementLookup = (orgId: string, id: string) => Promise<PlacementRow | null>;
/** People a form names, once found to be of the organisation (http/remembered.ts). */
interface NamedPeople {
  mark(): number;
  known(orgId: string, kind: RefKind, id: string): boolean;
  learn(orgId: string, kind: RefKind, ids: Iterable<string>, mark: number): void;
}
/** An organisation's row and its homes', from the API process's memory when it has one (http/remembered.ts). */
interface KeptRows {
  home(orgId: string, id: string): Promise<HomeRow | null>;
  organisation(orgId: string): Promise<OrganisationRow | null>;
}
export type Deps = {
  store: Store;
  registry: DefinitionRegistry;
  /** the time rules read (a request that has started); the real clock unless a test gives one */
  now?: () => Date;
  remembered?: { placement: PlacementLookup; named?: NamedPeople } & Partial<KeptRows>;
};

/** A record with no workflow is complete from the start, and a request is asked for whole: no partial drafts. */
const wholeFromTheStart = (def: RecordDefinition) => def.workflow === 'none' || def.workflow === 'approval';

const placeOf = (r: Pick<RecordRow, 'homeId' | 'youngPersonId' | 'staffId'>) => ({
  homeId: r.homeId,
  youngPersonId: r.youngPersonId,
  staffId: r.staffId,
});

function recordDateOf(def: RecordDefinition, data: Record<string, unknown>, fallback: Date): Date {
  const v = valueAt(data, def.dateField);
  const d = typeof v === 'string' ? new Date(v) : null;
  return d && !Number.isNaN(d.getTime()) ? d : fallback;
}

/** Record data without the given dotted-path fields (to compare everything else). */
function withoutFields(data: Record<string, unknown>, paths: string[] = []): unknown {
  const copy = structuredClone(data);
  for (const p of paths) {
    const parts = p.split('.');
    let node: Record<string, unknown> | undefined = copy;
    for (const part of parts.slice(0, -1)) node = node?.[part] as Record<string, unknown> | undefined;
    if (node && typeof node === 'object') delete node[parts[parts.length - 1]];
  }
  return copy;
}

/** A keyset cursor: the last row's time as the database wrote it (to the microsecond) and its id. */
const encodeKey = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');
/** The inbox counts what awaits up to here, then says "1,000 or more". */
export const INBOX_COUNT_UP_TO = 1000;
function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    if (!isStorableInstant(at) || !isUuid(id)) throw new Error();
    return { at, id };
  } catch {
    throw new Problem(400, 'Bad request', 'The cursor is not one this API gave out.', [
      { path: '/cursor', message: 'is not valid' },
    ]);
  }
}

/** Workflow context from a record's stored sign-offs of its current submission. */
function contextFrom(row: RecordRow, signoffs: SignoffRow[]): WorkflowContext {
  const live = signoffs.filter((s) => s.signedAt || !s.closedAt);
  return {
    mode: row.signoffRule?.mode ?? 'default',
    managerSigners: live.filter((s) => s.step === 'manager').map((s) => s.signerId),
    managerSigned: live.some((s) => s.step === 'manager' && s.signedAt),
    otherSigners: live.filter((s) => s.step === 'other' && !s.signedAt).map((s) => s.signerId),
  };
}

export function recordService({ store, registry, remembered, now = () => new Date() }: Deps) {
  const placementOf: PlacementLookup =
    remembered?.placement ?? ((orgId, id) => store.forOrg(orgId).people.placement(id));
  const named = remembered?.named;
  // read on every save: the home's type (its fields and wording) and the organisation's toggles
  const homeOf: KeptRows['home'] = remembered?.home ?? ((orgId, id) => store.forOrg(orgId).people.home(id));
  const organisationOf: KeptRows['organisation'] =
    remembered?.organisation ?? ((orgId) => store.forOrg(orgId).people.organisation());
  const notYetKnown = (orgId: string, kind: RefKind, ids: string[]) =>
    named ? ids.filter((id) => !named.known(orgId, kind, id)) : ids;
  /** Of `ids`, those of the organisation: found by the database among those asked, or not asked (remembered). */
  const ofOrganisationAmong = (ids: string[], asked: string[], found: Set<string>) =>
    new Set(ids.filter((id) => found.has(id) || !asked.includes(id)));

  /** Which of these ids are people of the caller's organisation: those remembered, and the rest looked up. */
  async function ofOrganisation(orgId: string, kind: RefKind, ids: string[]): Promise<Set<string>> {
    const rest = notYetKnown(orgId, kind, ids);
    const mark = named?.mark() ?? 0;
    const found = rest.length ? await store.forOrg(orgId).people.existing(kind, rest) : new Set<string>();
    named?.learn(orgId, kind, found, mark);
    return ofOrganisationAmong(ids, rest, found);
  }

  /**
   * Record links the caller may not follow (x-ref: record, or a kind): another organisation's, hidden
   * from them by the read rule, or not there, all get one answer. Links the stored data already holds
   * (`kept`) are not checked again: keeping a link someone else made is not naming it. Most forms link
   * nothing: then no query.
   */
  async function unseenLinks(caller: Caller, s: OrgStore, refs: Reference[], kept: () => Reference[] = () => []) {
    if (!refs.some((r) => r.kind === 'record')) return [];
    const keptIds = new Set(
      kept()
        .filter((r) => r.kind === 'record')
        .map((r) => r.id),
    );
    return unseenRecordLinks(
      refs.filter((r) => !keptIds.has(r.id)),
      async (ids) => {
        const readable = new Map<string, string>();
        for (const row of await Promise.all(ids.map((id) => s.records.get(id)))) {
          if (row && mayReadRecord(caller, (await registry.byId(row.definitionVersionId)).def, row))
            readable.set(row.id, row.kind);
        }
        return readable;
      },
    );
  }

  async function definition(caller: Caller, kind: string): Promise<ResolvedDefinition> {
    const resolved = registry.has(kind) ? await registry.latest(kind, caller.orgId) : null;
    if (!resolved) throw notFound(`Record kind "${kind}"`);
    if (KIND_FEATURES[kind]) requireKindFeature(resolved.def, (await organisationOf(caller.orgId))?.features);
    return resolved;
  }

  function actorFor(caller: Caller, def: RecordDefinition, row: RecordRow): WorkflowActor {
    return {
      id: caller.id,
      isManager: isManagerFor(caller, row.homeId),
      canEdit: decideRecord(caller, def, placeOf(row), 'edit').ok,
      // approval kinds: is it theirs, may they decide it, may they cancel it now (the kind's access)
      ...(def.workflow === 'approval' ? approvalFacts(caller, def, row, now()) : {}),
    };
  }

  /** Load a record the caller may read; 404 for another organisation's id or another kind. */
  async function load(caller: Caller, kind: string, id: string) {
    const s = store.forOrg(caller.orgId);
    return checkRead(caller, kind, s, await s.records.get(id));
  }

  /** The same, with its sign-offs, in one round trip (what a workflow step decides on and answers with). */
  async function loadWithSignoffs(caller: Caller, kind: string, id: string) {
    const s = store.forOrg(caller.orgId);
    const found = await s.records.getWithSignoffs(id);
    return { ...(await checkRead(caller, kind, s, found?.row ?? null)), signoffs: found!.signoffs };
  }

  async function checkRead(caller: Caller, kind: string, s: OrgStore, row: RecordRow | null) {
    if (!row || row.kind !== kind) throw notFound('The record');
    const resolved = await registry.byId(row.definitionVersionId);
    // the one read rule (engine/access/read-rule.ts), as every path that shows record data
    const verdict = decideRecordRead(caller, resolved.def, row);
    if (!verdict.ok) throw verdict.status === 404 ? notFound('The record') : forbidden(verdict.reason);
    return { row, resolved, def: resolved.def, s };
  }

  function checkManagerFields(
    caller: Caller,
    def: RecordDefinition,
    row: Pick<RecordRow, 'homeId'>,
    before: unknown,
    after: unknown,
  ) {
    if (isManagerFor(caller, row.homeId)) return;
    const changed = (def.managerOnlyFields ?? []).filter(
      (f) => JSON.stringify(valueAt(before, f)) !== JSON.stringify(valueAt(after, f)),
    );
    if (changed.length) {
      throw new Problem(
        403,
        'Forbidden',
        'Only a manager can change these fields.',
        changed.map((f) => ({ path: `/${f.replaceAll('.', '/')}`, message: 'only a manager can change this' })),
      );
    }
  }

  /**
   * What the organisation's toggles turn off: a whole kind (meal intake…, definitions/kind-toggles.ts) is refused,
   * and data in a step they turn off (e.g. the shift plan's handover) is refused at the field.
   */
  async function checkToggledSections(def: RecordDefinition, orgId: string, before: unknown, after: unknown) {
    if (!def.sectionToggles && !kindHasToggle(def.kind)) return;
    const toggles =
      ((await organisationOf(orgId))?.settings as { toggles?: Record<string, unknown> } | undefined)?.toggles ?? {};
    const kindOff = kindToggledOff(def.kind, toggles);
    if (kindOff) throw kindOff;
    const errors = toggledOffErrors(fieldsToggledOff(def, toggles), before, after);
    if (errors.length) throw invalid('Some fields are not used in your organisation.', errors);
  }

  /**
   * Drafts may be partial; a record with no workflow is complete from the start, and a request is asked for whole, so
   * both are held to the whole schema.
   */
  /** With `before` (the stored data), the other home type's values already stored are kept (home-types.ts). */
  const draftErrors = (resolved: ResolvedDefinition, data: unknown, homeType?: HomeType, before?: unknown) =>
    keptOtherTypeErrors(
      registry.validate(resolved, data, wholeFromTheStart(resolved.def) ? 'full' : 'draft', homeType),
      resolved.def.schema,
      homeType,
      data,
      before,
    );

  /** The type of the record's home: its fields and choices follow it (SPEC §1, definitions/home-types.ts). */
  async function homeTypeOf(orgId: string, homeId: string | null): Promise<HomeType | undefined> {
    const type = homeId ? (await homeOf(orgId, homeId))?.type : undefined;
    return isHomeType(type) ? type : undefined;
  }

  /** A draft's fields, the people it names, who must be of this organisation, and the records it newly links. */
  async function validateDraft(
    caller: Caller,
    resolved: ResolvedDefinition,
    data: unknown,
    s: OrgStore,
    before: unknown,
    homeType?: HomeType,
  ) {
    const errors = draftErrors(resolved, data, homeType, before);
    if (!errors.length) {
      const refs = referencesIn(resolved.def.schema, data);
      errors.push(...(await unknownReferences(refs, (kind, ids) => ofOrganisation(caller.orgId, kind, ids))));
      errors.push(...(await unseenLinks(caller, s, refs, () => referencesIn(resolved.def.schema, before))));
    }
    if (errors.length) throw invalid('Some fields are not valid.', errors);
  }

  async function view(
    caller: Caller,
    row: RecordRow,
    def: RecordDefinition,
    s: OrgStore,
    known?: Awaited<ReturnType<OrgStore['records']['signoffsAndSignatures']>>,
  ) {
    // A draft awaits no one; signatures of earlier submissions stay in the history.
    const both =
      known ??
      (row.submission > 0
        ? await s.records.signoffsAndSignatures(row.id, row.submission)
        : { current: [], signatures: [] });
    const signoffs = isEditableStatus(def.workflow, row.status) ? [] : both.current;
    const history = both.signatures;
    const context = contextFrom(row, signoffs);
    const actor = actorFor(caller, def, row);
    const actions: string[] = [];
    if (!row.archivedAt) {
      if (isEditableStatus(def.workflow, row.status) && actor.canEdit) actions.push('edit');
      actions.push(...allowedActionsFor(def.workflow, row.status as RecordStatus, context, actor));
    }
    // a request is cancelled, never archived: its balance and its history stay whole
    if (isManagerFor(caller, row.homeId) && def.workflow !== 'approval')
      actions.push(row.archivedAt ? 'unarchive' : 'archive');
    return {
      ...summaryOf(row, def),
      definitionVersion: row.definitionVersion,
      data: row.data,
      signoffRule: row.signoffRule,
      signoffs: signoffs.map((x) => ({
        userId: x.signerId,
        name: x.signerName,
        step: x.step,
        requestedAt: x.requestedAt,
        signedAt: x.signedAt,
      })),
      signoffHistory: history.map((x) => ({
        userId: x.signerId,
        name: x.signerName,
        step: x.step,
        submission: x.submission,
        signedAt: x.signedAt,
      })),
      actions,
    };
  }

  function summaryOf(row: RecordRow, def: RecordDefinition) {
    return {
      id: row.id,
      kind: row.kind,
      title: def.title,
      youngPersonId: row.youngPersonId,
      homeId: row.homeId,
      staffId: row.staffId,
      status: row.status,
      statusLabel: kindStatusLabel(row.kind, row.status) ?? STATUS_LABELS[row.status as RecordStatus] ?? row.status,
      version: row.version,
      authorId: row.authorId,
      authorName: row.authorName,
      recordDate: row.recordDate,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      archivedAt: row.archivedAt,
      summary: Object.fromEntries(def.list.columns.map((c) => [c, valueAt(row.data, c) ?? null])),
    };
  }

  /** Reopening or archiving says why (kept in the history); asked after the action is known to be allowed. */
  function reasonFor(action: 'reopen' | 'archive', reason: string | undefined) {
    const why = reason?.trim();
    if (!why)
      throw invalid(`Say why you ${action} this record: the reason is kept in its history.`, [
        { path: '/reason', message: 'is required' },
      ]);
    return why;
  }

  /**
   * Someone saved the record first: the version the caller had is no longer the record's. Says who and when (read on
   * `s`, the write's own connection when inside a transaction).
   */
  async function changedMeanwhile(s: OrgStore, id: string, version: number, by: string) {
    const last = await s.records.lastChange(id);
    if (!last) return notFound('The record');
    return new Problem(
      409,
      'Conflict',
      `This record was changed by ${last.byId === by ? 'you, in another tab or device,' : `someone else: ${last.by},`} at ${ukDateTime(last.at)} (you had version ${version}, it is now ${last.version}). Reload it to see the changes.`,
      undefined,
      { changedBy: last.by, changedAt: last.at.toISOString(), currentVersion: last.version },
    );
  }

  /**
   * A change sent again with the same key: the record as it now is (the first one's change kept), never done twice.
   * Null when the key is new. The same key for another change is refused at the header.
   */
  async function replayed(caller: Caller, kind: string, id: string, action: string, once: Once) {
    const used = await store.forOrg(caller.orgId).records.writeKey(caller.id, once.key);
    if (!used) return null;
    if (used.recordId !== id || used.action !== action || used.hash !== once.hash)
      throw invalid('This idempotency key was already used for a different change: send a new key.', [
        { path: '/headers/idempotency-key', message: 'was already used for a different request' },
      ]);
    const { row, def, s, signoffs } = await loadWithSignoffs(caller, kind, id);
    once.onReplay?.();
    return view(caller, row, def, s, signoffs);
  }

  /** Run a keyed change once: a replay (before, or a twin that won the race and made this one stale) is answered. */
  async function keyed<T>(
    caller: Caller,
    kind: string,
    id: string,
    action: string,
    once: Once | undefined,
    run: () => Promise<T>,
  ): Promise<T | Awaited<ReturnType<typeof view>>> {
    if (!once) return run();
    const before = await replayed(caller, kind, id, action, once);
    if (before) return before;
    try {
      return await run();
    } catch (err) {
      const after =
        err instanceof Problem && err.status === 409 ? await replayed(caller, kind, id, action, once) : null;
      if (after) return after;
      throw err;
    }
  }

  /**
   * A create sent again with its client id: the record it made (its author, its kind), or null when the id is new.
   * Another person's or kind's record with that id, or the same id with other content, is a 409 at `/id`.
   */
  async function replayedCreate(caller: Caller, kind: string, id: string, once: Once) {
    const s = store.forOrg(caller.orgId);
    const [row, used] = await Promise.all([s.records.get(id), s.records.writeKey(caller.id, id)]);
    if (!row) return null;
    const taken = (detail: string) => new Problem(409, 'Conflict', detail, [{ path: '/id', message: detail }]);
    if (row.authorId !== caller.id || row.kind !== kind) throw taken('A record with this id already exists.');
    if (used && used.hash !== once.hash)
      throw taken(
        'This record was already created with different content: send later changes as saves of it (its version).',
      );
    const found = await loadWithSignoffs(caller, kind, id);
    once.onReplay?.();
    return view(caller, found.row, found.def, found.s, found.signoffs);
  }

  /**
   * Write a change at the expected version (the store writes its revision, audit entry and outbox
   * message with it); 409 when someone saved first. Further writes (sign-off rows) share a transaction.
   */
  async function commit(
    caller: Caller,
    row: RecordRow,
    version: number,
    action: string,
    change: Parameters<OrgStore['records']['change']>[2],
    extra?: (s: OrgStore, next: RecordRow) => Promise<void>,
  ) {
    if (!extra) {
      const s = store.forOrg(caller.orgId);
      const next = await s.records.change(row.id, version, change, caller.id, action);
      if (!next) throw await changedMeanwhile(s, row.id, version, caller.id);
      return next;
    }
    return store.transaction(caller.orgId, async (s) => {
      const next = await s.records.change(row.id, version, change, caller.id, action);
      if (!next) throw await changedMeanwhile(s, row.id, version, caller.id);
      await extra(s, next);
      return next;
    });
  }

  /**
   * A workflow step: the change and its sign-off writes in one statement (store/records.ts), with the
   * record's dated items in the same transaction where the kind has them; 409 when someone saved first.
   */
  async function commitStep(
    caller: Caller,
    def: RecordDefinition,
    row: RecordRow,
    version: number,
    action: WorkflowAction,
    change: Parameters<OrgStore['records']['change']>[2],
    writes: SignoffWrites,
  ) {
    // the sign-off that completes a record tells its author, in the same transaction
    const completes = action === 'sign-off' && change.status === 'complete';
    const write = async (s: OrgStore) => {
      const done = await s.records.changeWithSignoffs(row.id, version, change, caller.id, action, writes);
      if (!done) throw await changedMeanwhile(s, row.id, version, caller.id);
      if (datedAlerts(def).length) await s.datedItems.syncForRecord(done.row.id, wantedDatedItems(def, done.row));
      if (completes) await tellSignedOff(s, { def, row: done.row, by: caller, at: now() });
      return done;
    };
    return datedAlerts(def).length || completes
      ? store.transaction(caller.orgId, write)
      : write(store.forOrg(caller.orgId));
  }

  /** Everything a new record is checked against before it is written; returns how to write it. */
  async function prepareCreate(caller: Caller, kind: string, input: NewRecordInput, hash?: string) {
    const resolved = await definition(caller, kind);
    const { def } = resolved;
    const s = store.forOrg(caller.orgId);
    let place = { homeId: input.homeId ?? null, youngPersonId: null as string | null, staffId: null as string | null };
    let subjectHomeIds: string[] = [];
    // who or where the body names: another organisation's and none at all are one 422 at the field
    const notOurs = (path: string, what: string) =>
      invalid(`The ${what} named is not one of your organisation.`, [
        { path, message: `is not a ${what} of your organisation` },
      ]);
    if (input.homeId && def.subject !== 'young-person' && !(await homeOf(caller.orgId, input.homeId)))
      throw notOurs('/homeId', 'home');
    if (def.subject === 'young-person') {
      if (!input.youngPersonId)
        throw invalid('Say which young person this record is about.', [
          { path: '/youngPersonId', message: 'is required' },
        ]);
      const yp = await placementOf(caller.orgId, input.youngPersonId);
      if (!yp) throw notOurs('/youngPersonId', 'young person');
      if (yp.archivedAt) throw conflict('This young person is archived; restore them before adding records.');
      place = { homeId: yp.homeId, youngPersonId: yp.id, staffId: null };
    } else if (def.subject === 'staff') {
      if (!input.staffId)
        throw invalid('Say which member of staff this record is about.', [
          { path: '/staffId', message: 'is required' },
        ]);
      const u = await s.people.user(input.staffId);
      if (!u || u.role === 'young_person') throw notOurs('/staffId', 'member of staff');
      place = { homeId: input.homeId ?? u.homeIds[0] ?? null, youngPersonId: null, staffId: u.id };
      subjectHomeIds = u.homeIds;
    } else if (def.subject === 'home') {
      if (!input.homeId)
        throw invalid('Say which home this record is about.', [{ path: '/homeId', message: 'is required' }]);
    }
    // a request is decided by the managers of a home: it must have one
    if (def.workflow === 'approval' && !place.homeId)
      throw invalid('Say which home this is for.', [
        { path: '/homeId', message: 'is required (the person works in no home)' },
      ]);
    const own = kindAccessOf(def.kind);
    const verdict = own ? own.create(caller, place, subjectHomeIds) : decideRecord(caller, def, place, 'edit');
    if (!verdict.ok) throw forbidden(verdict.reason);
    const hooks = hookRun({ caller, def, action: 'create', place, store: s, db: store.db, now: now() });
    const shaped = await hooks.beforeValidate(input.data);
    const homeType = await homeTypeOf(caller.orgId, place.homeId);
    // a statutory return of one home type (the SA annual return, the CH pre-form) does not exist in the other
    if (def.homeTypes && (!homeType || !def.homeTypes.includes(homeType)))
      throw conflict(
        `This form is not kept in this type of home: it is for ${def.homeTypes.map((t) => (t === 'children_home' ? "children's homes" : 'supported accommodation')).join(' and ')} only.`,
      );
    checkManagerFields(caller, def, place, {}, shaped);
    await checkToggledSections(def, caller.orgId, {}, shaped);
    const errors = draftErrors(resolved, shaped, homeType);
    if (errors.length) throw invalid('Some fields are not valid.', errors);
    // The people the form names and this process does not yet know are checked by the insert itself:
    // it is written only if all are ours.
    const refs = referencesIn(def.schema, shaped);
    const unseen = await unseenLinks(caller, s, refs);
    if (unseen.length) throw invalid('Some fields are not valid.', unseen);
    const { data, then } = await hooks.beforeChange(shaped);
    const ids = idsNamed(refs);
    const asked = {
      staff: notYetKnown(caller.orgId, 'staff', ids.staff),
      'young-person': notYetKnown(caller.orgId, 'young-person', ids.youngPeople),
    };
    const mark = named?.mark() ?? 0;
    const insert = (tx: OrgStore) =>
      tx.records.insert(
        {
          kind,
          definitionVersionId: resolved.versionId,
          definitionVersion: resolved.version,
          ...place,
          authorId: caller.id,
          authorName: caller.name,
          status: initialStatus(def.workflow),
          recordDate: recordDateOf(def, data, new Date()),
          data,
          id: input.id,
          requestHash: hash,
        },
        { staff: asked.staff, youngPeople: asked['young-person'] },
      );
    /** Written in `tx`: the record, and its dated items where the kind has dated expiries. */
    const write = async (tx: OrgStore) => {
      const made = await insert(tx);
      if (made.row && datedAlerts(def).length)
        await tx.datedItems.syncForRecord(made.row.id, wantedDatedItems(def, made.row));
      return made;
    };
    /** After the write: remember who the insert found, and explain a refusal at the field. */
    const settle = async ({ row, known }: Awaited<ReturnType<typeof insert>>) => {
      for (const k of ['staff', 'young-person'] as const) named?.learn(caller.orgId, k, known[k], mark);
      if (!row) {
        const unknown = await unknownReferences(refs, async (k, xs) => ofOrganisationAmong(xs, asked[k], known[k]));
        if (!unknown.length) throw new Error('a new record was refused although everyone it names is known');
        throw invalid('Some fields are not valid.', unknown);
      }
      return row;
    };
    return { def, s, write, settle, hooks, then };
  }

  /**
   * An approval step (approve, reject, cancel) inside `tx`: the kind's access, the machine, one statement with the
   * version and why, then what follows from it. Also how a request booked for someone is decided as it is made.
   */
  async function approvalStepIn(
    tx: OrgStore,
    caller: Caller,
    def: RecordDefinition,
    row: RecordRow,
    action: ApprovalAction,
    reason?: string,
    once?: Once,
    data?: Record<string, unknown>,
  ) {
    const decision = decide(
      def.workflow,
      row.status as RecordStatus,
      contextFrom(row, []),
      action,
      actorFor(caller, def, row),
    );
    if (!decision.ok) throw decision.code === 403 ? forbidden(decision.reason) : conflict(decision.reason);
    const done = await tx.records.change(
      row.id,
      row.version,
      {
        status: decision.status,
        reason: reason?.trim() || undefined,
        writeKey: once,
        // what the decision names (a transfer's key worker, a settled date), in the same version
        ...(data ? { data, recordDate: recordDateOf(def, data, row.recordDate) } : {}),
      },
      caller.id,
      action,
    );
    if (!done) throw await changedMeanwhile(tx, row.id, row.version, caller.id);
    const hooks = stepHooks(caller, def, action, row, tx, reason);
    await hooks.afterChange(done, tx);
    return done;
  }

  /** The kind's hooks for a change to a stored record: its place and the row as it was, read through `s`. */
  const stepHooks = (
    caller: Caller,
    def: RecordDefinition,
    action: HookContext['action'],
    row: RecordRow,
    s: OrgStore,
    reason?: string,
  ) => hookRun({ caller, def, action, place: placeOf(row), before: row, reason, store: s, db: store.db, now: now() });

  /**
   * The fields sent with a workflow step (decision 1031): each must be valid by the kind's schema (422 at its path),
   * and one the kind's `stepFields` declare for this step (422 at the field); the hooks and the whole record's
   * checks follow where the step takes them.
   */
  async function refuseStepFields(
    caller: Caller,
    resolved: ResolvedDefinition,
    action: WorkflowAction,
    row: RecordRow,
    patch: Record<string, unknown> | undefined,
  ) {
    const sent = Object.keys(patch ?? {});
    if (!sent.length) return;
    const mine = (path: string) => sent.some((f) => path === `/${f}` || path.startsWith(`/${f}/`));
    const homeType = await homeTypeOf(caller.orgId, row.homeId);
    const wrong = draftErrors(resolved, { ...row.data, ...patch }, homeType, row.data).filter((e) => mine(e.path));
    if (wrong.length) throw invalid('Some fields are not valid.', wrong);
    const fills = new Set(isApprovalAction(action) ? (resolved.def.stepFields?.[action] ?? []) : []);
    const undeclared = sent.filter((f) => !fills.has(f));
    if (!undeclared.length) return;
    throw invalid(
      fills.size
        ? `Only ${[...fills].join(' and ')} can be filled in when a request is ${STEPPED[action as ApprovalAction]}.`
        : 'This step fills in no fields: it changes the status alone.',
      undeclared.map((f) => ({ path: `/${f}`, message: `is not filled in at the ${action} step` })),
    );
  }

  const STEPPED: Record<ApprovalAction, string> = { approve: 'approved', reject: 'rejected', cancel: 'cancelled' };

  /**
   * approve, reject or cancel a request: who may (403), why when it must say (422), then the step. `patch`: fields
   * the decision fills in (a transfer's key worker), checked by the kind's hooks and schema, written with the step.
   */
  async function approvalStep(
    caller: Caller,
    kind: string,
    id: string,
    action: ApprovalAction,
    version: number,
    reason?: string,
    once?: Once,
    patch?: Record<string, unknown>,
  ) {
    const { row, resolved, def, s } = await load(caller, kind, id);
    let data: Record<string, unknown> | undefined;
    if (row.archivedAt) throw conflict('This record is archived; a manager can restore it.');
    if (row.version !== version) throw await changedMeanwhile(s, row.id, version, caller.id);
    if (def.workflow === 'approval') {
      const verdict = approvalVerdict(caller, def, row, action, now());
      if (!verdict.ok) throw verdict.status === 404 ? notFound('The record') : forbidden(verdict.reason);
    }
    await refuseStepFields(caller, resolved, action, row, patch);
    if (patch && !Object.keys(patch).length) patch = undefined;
    if (def.workflow === 'approval') {
      if ((APPROVAL_REASON_REQUIRED as readonly string[]).includes(action) && !reason?.trim())
        throw invalid('Say why: the reason is given to the person and kept in the history.', [
          { path: '/reason', message: `is required to ${action}` },
        ]);
      const hooks = stepHooks(caller, def, action, row, s, reason);
      const shaped = await hooks.beforeChange(patch ? { ...row.data, ...patch } : row.data);
      if (patch) {
        await validateDraft(caller, resolved, shaped.data, s, row.data, await homeTypeOf(caller.orgId, row.homeId));
        data = shaped.data;
      }
    }
    const next = await store.transaction(caller.orgId, (tx) =>
      approvalStepIn(tx, caller, def, row, action, reason, once, data),
    );
    return view(caller, next, def, s);
  }

  /**
   * Kinds with dated expiries (`alerts`) keep the record's dated items in step in the same transaction; others pay
   * nothing.
   */
  const withDatedItems = (def: RecordDefinition, extra?: (s: OrgStore, next: RecordRow) => Promise<void>) =>
    !datedAlerts(def).length
      ? extra
      : async (tx: OrgStore, next: RecordRow) => {
          await extra?.(tx, next);
          await tx.datedItems.syncForRecord(next.id, wantedDatedItems(def, next));
        };

  /** A new record, checked and written (its client id, if sent, kept with the hash of the request). */
  async function createNew(caller: Caller, kind: string, input: NewRecordInput, hash?: string) {
    const { def, s: os, write, settle, hooks, then } = await prepareCreate(caller, kind, input, hash);
    if (!hooks.any) {
      // one statement needs no transaction; with dated items, both writes share one
      const made = !datedAlerts(def).length ? await write(os) : await store.transaction(caller.orgId, write);
      return view(caller, await settle(made), def, os);
    }
    // what follows from the write (and a decision taken as it is made) shares its transaction
    const row = await store.transaction(caller.orgId, async (tx) => {
      const made = await settle(await write(tx));
      await hooks.afterChange(made, tx);
      return then && isApprovalAction(then) ? approvalStepIn(tx, caller, def, made, then) : made;
    });
    return view(caller, row, def, os);
  }

  async function updateOnce(
    caller: Caller,
    kind: string,
    id: string,
    input: { data: Record<string, unknown>; version: number },
    once?: Once,
  ) {
    const { row, resolved, def, s, signoffs } = await loadWithSignoffs(caller, kind, id);
    const verdict = decideRecord(caller, def, placeOf(row), 'edit');
    if (!verdict.ok) throw forbidden(verdict.reason);
    if (row.archivedAt) throw conflict('This record is archived; a manager can restore it.');
    if (row.version !== input.version) throw await changedMeanwhile(s, row.id, input.version, caller.id);
    // Once submitted, a record is read-only, except that a manager may still complete the
    // manager-only fields (e.g. the incident manager review) while sign-offs are pending.
    const editable = isEditableStatus(def.workflow, row.status);
    const reviewing =
      !editable &&
      def.workflow === 'signoff' &&
      row.status !== 'complete' &&
      isManagerFor(caller, row.homeId) &&
      JSON.stringify(withoutFields(row.data, def.managerOnlyFields)) ===
        JSON.stringify(withoutFields(input.data, def.managerOnlyFields));
    if (!editable && !reviewing) {
      throw conflict(
        `A record with status "${STATUS_LABELS[row.status as RecordStatus]}" cannot be edited; a manager can reopen it.`,
      );
    }
    const hooks = stepHooks(caller, def, 'update', row, s);
    const asked = await hooks.beforeValidate(input.data);
    checkManagerFields(caller, def, row, row.data, asked);
    await checkToggledSections(def, caller.orgId, row.data, asked);
    const homeType = await homeTypeOf(caller.orgId, row.homeId);
    const shaped = withKeptOtherTypeFields(def.schema, homeType, asked, row.data);
    await validateDraft(caller, resolved, shaped, s, row.data, homeType);
    const { data } = await hooks.beforeChange(shaped);
    const next = await commit(
      caller,
      row,
      input.version,
      'update',
      { data, recordDate: recordDateOf(def, data, row.recordDate), writeKey: once },
      withDatedItems(def, hooks.any ? (tx, written) => hooks.afterChange(written, tx) : undefined),
    );
    return view(caller, next, def, s, signoffs); // a save changes no sign-off
  }

  async function actOnce(
    caller: Caller,
    kind: string,
    id: string,
    action: WorkflowAction,
    version: number,
    reason?: string,
    once?: Once,
    patch?: Record<string, unknown>,
  ) {
    if (isApprovalAction(action)) return approvalStep(caller, kind, id, action, version, reason, once, patch);
    const { row, resolved, def, s, signoffs } = await loadWithSignoffs(caller, kind, id);
    // only an approval step fills in fields; submit, sign-off and reopen change the record's status alone
    await refuseStepFields(caller, resolved, action, row, patch);
    if (row.archivedAt) throw conflict('This record is archived; a manager can restore it.');
    if (row.version !== version) throw await changedMeanwhile(s, row.id, version, caller.id);
    const actor = actorFor(caller, def, row);
    let context = contextFrom(row, signoffs.current);
    let rule = row.signoffRule;
    if (action === 'submit') {
      if (isEditableStatus(def.workflow, row.status)) {
        const homeType = await homeTypeOf(caller.orgId, row.homeId);
        const errors = keptOtherTypeErrors(
          registry.validate(resolved, row.data, 'full', homeType),
          def.schema,
          homeType,
          row.data,
          row.data,
        );
        if (errors.length)
          throw invalid('The record is not complete: fill in the fields below before submitting.', errors);
      }
      // the stored rule of the kind's sign-off option and who could sign, in one round trip
      const facts = def.workflow === 'signoff' ? await s.records.signoffFacts(def.signoff ?? null, row.homeId) : null;
      rule = facts
        ? {
            option: def.signoff ?? null,
            mode: facts.rule?.mode ?? 'default',
            users: facts.rule?.mode === 'custom' ? facts.rule.users : [],
          }
        : { option: null, mode: 'none', users: [] };
      // a supervision or appraisal is signed by the member of staff it is about as well (DOMAIN §14: both sign)
      if (def.signedBySubject && row.staffId && rule.mode !== 'none')
        rule = { ...rule, mode: 'custom', users: [...new Set([...rule.users, row.staffId])] };
      // never the author (records/signers.ts)
      const managers = rule.mode === 'none' || !facts ? [] : managerSigners(row.authorId, facts);
      context = {
        mode: rule.mode,
        managerSigners: managers,
        managerSigned: false,
        otherSigners: otherSigners(row.authorId, rule.users),
      };
    }
    const decision = decide(def.workflow, row.status as RecordStatus, context, action, actor);
    if (!decision.ok) throw decision.code === 403 ? forbidden(decision.reason) : conflict(decision.reason);
    if (action === 'submit' && decision.status !== 'complete' && !context.managerSigners.length) {
      throw conflict(
        'No one but the author can give this record its manager sign-off: the home needs another manager, or the organisation another director.',
      );
    }
    // the kind's own rule for who may take this step (the assessor completes a competency assessment)
    await stepHooks(caller, def, action, row, s, reason).beforeStep();
    let next: Awaited<ReturnType<typeof commitStep>>;
    if (action === 'submit') {
      next = await commitStep(
        caller,
        def,
        row,
        version,
        'submit',
        { status: decision.status, submission: row.submission + 1, signoffRule: rule, writeKey: once },
        {
          ask:
            decision.status === 'complete'
              ? []
              : [
                  ...context.managerSigners.map((userId) => ({ userId, step: 'manager' as const })),
                  ...context.otherSigners.map((userId) => ({ userId, step: 'other' as const })),
                ],
        },
      );
    } else if (action === 'sign-off') {
      const unfilled = (def.signoffNeeds ?? []).filter((f) =>
        [undefined, null, ''].includes(valueAt(row.data, f) as string),
      );
      if (unfilled.length) {
        throw invalid(
          'Fill these in before signing off.',
          unfilled.map((f) => ({ path: `/${f.replaceAll('.', '/')}`, message: 'is required before sign-off' })),
        );
      }
      const managerStepDone = decision.context.managerSigned && !context.managerSigned;
      next = await commitStep(
        caller,
        def,
        row,
        version,
        'sign-off',
        { status: decision.status, writeKey: once },
        { sign: { userId: caller.id, closeOtherManagers: managerStepDone } },
      );
    } else {
      next = await commitStep(
        caller,
        def,
        row,
        version,
        'reopen',
        { status: decision.status, reason: reasonFor('reopen', reason), writeKey: once },
        { closeAwaited: true },
      );
    }
    return view(caller, next.row, def, s, next.signoffs);
  }

  async function archiveOnce(
    caller: Caller,
    kind: string,
    id: string,
    version: number,
    archived: boolean,
    reason?: string,
    once?: Once,
  ) {
    const { row, def, s, signoffs } = await loadWithSignoffs(caller, kind, id);
    if (!isManagerFor(caller, row.homeId))
      throw forbidden('Only a manager of this home can archive or restore records.');
    if (def.workflow === 'approval') throw conflict('A request is not archived: cancel it instead.');
    if (!!row.archivedAt === archived)
      throw conflict(archived ? 'This record is already archived.' : 'This record is not archived.');
    const next = await commit(
      caller,
      row,
      version,
      archived ? 'archive' : 'unarchive',
      { archived, reason: archived ? reasonFor('archive', reason) : reason?.trim() || undefined, writeKey: once },
      withDatedItems(def),
    );
    return view(caller, next, def, s, signoffs); // archiving changes no sign-off
  }

  return {
    /** A create; with the client's `id` and `once` (the request's hash), a create sent again returns what it made. */
    async create(caller: Caller, kind: string, input: NewRecordInput, once?: Omit<Once, 'key'>) {
      if (!input.id) return createNew(caller, kind, input);
      const sent = { ...once, key: input.id, hash: once?.hash ?? '' };
      const before = await replayedCreate(caller, kind, input.id, sent);
      if (before) return before;
      try {
        return await createNew(caller, kind, input, sent.hash);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // a twin of this create won the race, or the id is another organisation's
        const after = await replayedCreate(caller, kind, input.id, sent);
        if (after) return after;
        throw new Problem(409, 'Conflict', 'A record with this id already exists.', [
          { path: '/id', message: 'A record with this id already exists.' },
        ]);
      }
    },

    /** The caller's write of this version was made with no connection at `writtenAt` (device time). */
    async noteWrittenOffline(caller: Caller, id: string, version: number, writtenAt: Date) {
      await store.forOrg(caller.orgId).records.noteWrittenOffline(id, version, caller.id, writtenAt);
    },

    async update(
      caller: Caller,
      kind: string,
      id: string,
      input: { data: Record<string, unknown>; version: number },
      once?: Once,
    ) {
      return keyed(caller, kind, id, 'update', once, () => updateOnce(caller, kind, id, input, once));
    },

    async act(
      caller: Caller,
      kind: string,
      id: string,
      action: WorkflowAction,
      version: number,
      reason?: string,
      once?: Once,
      /** fields an approval step fills in (a transfer's key worker on accepting) */
      patch?: Record<string, unknown>,
    ) {
      return keyed(caller, kind, id, action, once, () =>
        actOnce(caller, kind, id, action, version, reason, once, patch),
      );
    },

    async archive(
      caller: Caller,
      kind: string,
      id: string,
      version: number,
      archived: boolean,
      reason?: string,
      once?: Once,
    ) {
      return keyed(caller, kind, id, archived ? 'archive' : 'unarchive', once, () =>
        archiveOnce(caller, kind, id, version, archived, reason, once),
      );
    },

    /**
     * Several records of one kind, all or none: each checked as `create` checks it, then written in one transaction
     * with what follows from it (its afterChange hooks, a decision taken as it is made).
     */
    async createMany(caller: Caller, kind: string, inputs: NewRecordInput[]) {
      const prepared: Awaited<ReturnType<typeof prepareCreate>>[] = [];
      for (const input of inputs) prepared.push(await prepareCreate(caller, kind, input));
      const rows = await store.transaction(caller.orgId, async (tx) => {
        const out = [];
        // a refusal throws: nothing is kept; each record's hooks run as a single create's do, in the same transaction
        for (const p of prepared) {
          const made = await p.settle(await p.write(tx));
          await p.hooks.afterChange(made, tx);
          out.push(p.then && isApprovalAction(p.then) ? await approvalStepIn(tx, caller, p.def, made, p.then) : made);
        }
        return out;
      });
      return Promise.all(rows.map((row, i) => view(caller, row, prepared[i].def, prepared[i].s)));
    },

    async read(caller: Caller, kind: string, id: string) {
      // one round trip for the record and its sign-offs
      const { row, def, s, signoffs } = await loadWithSignoffs(caller, kind, id);
      // Every opening is kept (case records are sensitive personal data); queued, not awaited (store/audit.ts).
      store.recordViews.add({
        orgId: caller.orgId,
        recordId: row.id,
        kind: row.kind,
        youngPersonId: row.youngPersonId,
        homeId: row.homeId,
        userId: caller.id,
        viewedAt: new Date(),
      });
      const [viewed, offline] = await Promise.all([
        view(caller, row, def, s, signoffs),
        s.records.lastOfflineWrite(id),
      ]);
      // "written offline at (device time), received at (server time)" for the latest version written so
      const shown = offline
        ? {
            ...viewed,
            writtenOffline: {
              version: offline.version,
              writtenAt: offline.writtenAt.toISOString(),
              receivedAt: offline.receivedAt.toISOString(),
            },
          }
        : viewed;
      // A young person has no staff directory to look names up in: their plan comes with the names of
      // the staff it names (their key worker…). Other young people named stay unnamed to them.
      if (!isYoungPersonLogin(caller)) return shown;
      return { ...shown, staffNames: await s.people.staffNames(idsNamed(referencesIn(def.schema, row.data)).staff) };
    },

    async list(caller: Caller, kind: string, q: ListQuery) {
      const { def } = await definition(caller, kind);
      if (kindLevel(caller, def) === 'none') throw forbidden(`You need read access to the "${def.area}" area.`);
      const s = store.forOrg(caller.orgId);
      if (q.youngPersonId) {
        const yp = await placementOf(caller.orgId, q.youngPersonId);
        if (!yp) throw notFound('The young person');
        const verdict = decideRecord(caller, def, { homeId: yp.homeId, youngPersonId: yp.id, staffId: null }, 'read');
        if (!verdict.ok) throw forbidden(verdict.reason);
      }
      const limit = Math.min(Math.max(q.limit ?? 25, 1), 100);
      const rows = await s.records.list({
        kind,
        youngPersonId: q.youngPersonId,
        homeId: q.homeId,
        staffId: q.staffId,
        status: q.status ? statusesOfFilter(q.status) : undefined,
        from: q.from,
        to: q.to,
        archived: q.archived,
        contains: containmentsFor(def.schema, q.where),
        ...recordListScope(caller, def),
        cursor: q.cursor ? decodeCursor(q.cursor) : undefined,
        limit: limit + 1,
      });
      // the cursor is the page's last row read, whether or not it is shown
      const page = rows.slice(0, limit);
      return {
        items: page.filter((r) => mayReadRecord(caller, def, r)).map((r) => summaryOf(r, def)),
        nextCursor: rows.length > limit ? encodeKey(page[page.length - 1].cursorAt, page[page.length - 1].id) : null,
      };
    },

    async revisions(caller: Caller, kind: string, id: string) {
      const { row, def, s } = await load(caller, kind, id);
      // versions the read rule hides (a young person: staff's drafts before it was finished) are left out
      const revisions = (await s.records.revisions(row.id)).filter((r) =>
        mayReadRecord(caller, def, { ...placeOf(row), status: r.status, authorId: row.authorId }),
      );
      return revisions.map((r, i) => ({
        version: r.version,
        status: r.status,
        statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status,
        action: r.action,
        changedBy: r.changedBy,
        changedByName: r.changedByName,
        changedAt: r.changedAt,
        reason: r.reason ?? null,
        changes: diff(i === 0 ? {} : revisions[i - 1].data, r.data),
      }));
    },

    /** Comments on a record: anyone who may read it may read and add them (a young person on their plan). */
    async comments(caller: Caller, kind: string, id: string) {
      const { row, s } = await load(caller, kind, id);
      return s.comments.list(row.id);
    },

    async addComment(caller: Caller, kind: string, id: string, body: string) {
      const { row, def } = await load(caller, kind, id);
      if (isSocialWorker(caller) && !socialWorkerComments(def))
        throw forbidden("A social worker comments on the young person's plans and risk assessments only.");
      if (row.archivedAt) throw conflict('This record is archived.');
      return store.transaction(caller.orgId, async (s) => {
        const comment = await s.comments.add(row.id, caller.id, body);
        await s.audit.write({
          userId: caller.id,
          action: 'record.comment',
          entity: 'record',
          entityId: row.id,
          kind,
          detail: { commentId: comment.id },
        });
        await s.outbox.add('record.commented', { recordId: row.id, kind, commentId: comment.id });
        return comment;
      });
    },

    /**
     * Records awaiting the caller's sign-off, newest request first, a page at a time; `total` counts
     * up to INBOX_COUNT_UP_TO (`totalIsAtLeast` beyond it) so a long backlog costs no more to count.
     */
    async inbox(caller: Caller, limit = 50, cursor?: string, slice?: 'hr') {
      const s = store.forOrg(caller.orgId);
      const after = cursor ? decodeCursor(cursor) : undefined;
      const { rows, total } = await s.records.awaitingSignoff(
        caller.id,
        limit + 1,
        INBOX_COUNT_UP_TO + 1,
        after,
        slice === 'hr',
      );
      const page = rows.slice(0, limit);
      const items = [];
      for (const r of page) {
        const { def } = await registry.byId(r.definitionVersionId);
        if (mayReadRecord(caller, def, r)) items.push({ ...summaryOf(r, def), requestedAt: r.requestedAt });
      }
      const last = page[page.length - 1];
      // whether the inbox offers bulk sign-off (the organisation's toggle; each item is still re-checked)
      const bulk = decideBulk((await organisationOf(caller.orgId))?.settings ?? {}, 'bulkSignoff').ok;
      return {
        items,
        total: Math.min(total, INBOX_COUNT_UP_TO),
        totalIsAtLeast: total > INBOX_COUNT_UP_TO,
        bulkSignoff: bulk,
        nextCursor: rows.length > limit ? encodeKey(last.requestedAtKey, last.signoffId) : null,
      };
    },

    /** Recent records in the caller's homes, every kind they may read: the newest written first (not ordered by their
     *  last change: updated_at is kept out of the indexes so that status changes stay in place, migration 045). */
    async recent(caller: Caller, limit = 20) {
      const kinds: string[] = [];
      for (const k of registry.kinds()) {
        const r = await registry.latest(k, caller.orgId);
        if (r && kindLevel(caller, r.def) !== 'none') kinds.push(k);
      }
      const s = store.forOrg(caller.orgId);
      const rows = await s.records.list({
        kinds,
        homeIds: caller.role === 'director' ? 'all' : caller.homeIds,
        excludeYoungPeople: [],
        onlyYoungPeople: caller.youngPersonId ? [caller.youngPersonId] : undefined,
        orderBy: 'created_at',
        limit: limit * 2,
      });
      const items = [];
      for (const r of rows) {
        const { def } = await registry.byId(r.definitionVersionId);
        if (items.length < limit && mayReadRecord(caller, def, r)) items.push(summaryOf(r, def));
      }
      return { items };
    },
  };
}
export type RecordService = ReturnType<typeof recordService>;
