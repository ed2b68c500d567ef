// What a kind may declare beside its definition (DESIGN §4a): its access, its hooks, and — for a
// table-backed kind — its storage. The definition stays data (it is versioned in the database and
// edited at run time); these are code, found by kind in engine/pipeline/kinds.ts.
import type { Caller, RecordPlace, Verdict } from '../access/index.ts';
import type { RecordDefinition } from '../definitions/types.ts';
import type { Sql } from '../store/db.ts';
import type { OrgStore, RecordRow, Store } from '../store/index.ts';
import type { WorkflowAction } from '../workflow/index.ts';

/** A record as access sees it: where it is, whose it is, what it holds. */
export type KindRow = Pick<RecordRow, 'homeId' | 'youngPersonId' | 'staffId' | 'status' | 'authorId' | 'data'>;

/** The list filter a kind's access gives (records' own, plus the caller's own rows wherever they are). */
export interface KindListScope {
  homeIds: string[] | 'all';
  excludeYoungPeople: string[];
  onlyYoungPeople?: string[];
  /** rows about this member of staff, in any home (one's own leave) */
  orStaffId?: string;
  /** rows whose data names one of these homes in this field (a transfer's receiving home) */
  orDataIn?: { field: string; values: string[] };
}

/**
 * Access functions beside the kind (Payload's shape), built from the engine/access predicates. Each
 * answers one question with a verdict (403 with the reason, or 404 to hide that it exists) or a filter.
 * A kind without them is decided as every record is (engine/access decideRecord).
 */
export interface KindAccess {
  /** The kind as a whole, before a row is known (lists, menus). */
  level(c: Caller): 'none' | 'read' | 'edit';
  /** Read or change a record of the kind here (`data` when the caller has the row: a transfer's receiving home). */
  record(c: Caller, place: RecordPlace & { data?: Record<string, unknown> }, want: 'read' | 'edit'): Verdict;
  /** Start one for this place; `subjectHomeIds` are the homes the person it is about works in. */
  create(c: Caller, place: RecordPlace, subjectHomeIds: string[]): Verdict;
  /** The list filter. */
  list(c: Caller): KindListScope;
  /** Approval kinds: the person the request is for (never its decider). */
  requester?(row: KindRow): string;
  /** Approval kinds: approve or reject. */
  decide?(c: Caller, row: KindRow): Verdict;
  /** Approval kinds: cancel now (`now` for rules such as "until it starts"). */
  cancel?(c: Caller, row: KindRow, now: Date): Verdict;
}

/** What a hook is given: who, which change, the data as it stands and (on a change) the stored row. */
export interface HookContext {
  caller: Caller;
  def: RecordDefinition;
  /** create, update, or the workflow action */
  action: 'create' | 'update' | WorkflowAction;
  place: RecordPlace;
  data: Record<string, unknown>;
  before?: RecordRow;
  /** why, for a workflow action that says */
  reason?: string;
  now: Date;
  /** reads for the rules (another row overlapping, a person's settings); writes belong in afterChange */
  store: OrgStore;
  /** the database, for an area's own reads (never inside afterChange: PGlite has one connection) */
  db: Store['db'];
}

/**
 * Hooks run in this order around the one write: beforeValidate (shape the data: derived fields),
 * beforeChange (the domain rules that need more than the schema; may refuse with 422), afterChange (in the
 * write's transaction: what follows from it, such as telling people). The rules they call are pure.
 */
export interface KindHooks {
  beforeValidate?(ctx: HookContext): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** The data to write, and optionally a workflow action taken in the same transaction (a request decided as made). */
  beforeChange?(
    ctx: HookContext,
  ):
    | Promise<{ data: Record<string, unknown>; then?: WorkflowAction }>
    | { data: Record<string, unknown>; then?: WorkflowAction };
  afterChange?(ctx: HookContext & { row: RecordRow; tx: OrgStore }): Promise<void>;
  /** A workflow step (submit, sign-off, reopen) on the stored data: may refuse it (403, 422); it changes nothing. */
  beforeStep?(ctx: HookContext): Promise<void> | void;
}

/** A row of a table-backed kind as the pipeline sees it: a record's place, status and version over typed columns. */
export interface TableRow extends KindRow {
  id: string;
  version: number;
}

/**
 * A table-backed kind's rows, scoped to one organisation: typed columns and SQL constraints (one dose per slot, a
 * balance never below nought) in a table of its own. Each write is one statement that also writes its history (a
 * version kept, or an append-only entry), its audit entry and its outbox message, as the records' statements do;
 * `change` is held to the version read (null: someone changed it first, 409).
 */
export interface TableRows<Row extends TableRow = TableRow> {
  insert(row: Omit<Row, 'id' | 'version'>, by: string): Promise<Row>;
  change(id: string, version: number, patch: Partial<Row>, by: string, action: string): Promise<Row | null>;
  get(id: string): Promise<Row | null>;
  /** A page by keyset, newest first, within the caller's scope. */
  list(scope: KindListScope, page: { limit: number; after?: { at: string; id: string } }): Promise<Row[]>;
}

/** A table-backed kind's storage: its table, and its rows for an organisation (a module of engine/store). */
export interface TableStorage<Row extends TableRow = TableRow> {
  table: string;
  rows(sql: Sql, orgId: string): TableRows<Row>;
}

export interface KindBehaviour {
  access?: KindAccess;
  hooks?: KindHooks;
  /** Only for `storage: 'table'` kinds. */
  table?: TableStorage;
}
