// The shape of a record-kind definition (DESIGN.md §4). One typed object per kind,
// readable by a care-domain expert; the engine, the web renderer and the workers all read it.
import type { JSONSchema7 } from './json-schema.ts';
import type { SectionToggle } from './section-toggles.ts';

export type Subject = 'young-person' | 'home' | 'staff' | 'organisation';

/** Access areas that can be granted (SPEC §6). */
export const ACCESS_AREAS = [
  'hr',
  'hr_manager',
  'rota',
  'staff',
  'home',
  'leave',
  'settings',
  'developer',
  'facility',
  'cyp',
  'cyp_daily_log',
  'accounts',
  'sensitive_reports',
  'home_logs',
] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];

/** Per-young-person permission areas (SPEC §6), as keys. */
export const YP_PERMISSION_AREAS = [
  'accounts',
  'tasks',
  'plans',
  'documents',
  'educationAttendance',
  'inOut',
  'nightStay',
  'weeklyReports',
  'incident',
  'personal',
  'onePageProfile',
  'health',
  'education',
  'enjoyment',
  'achievements',
  'placementHistory',
  'chronology',
  'keyworkerSessions',
  'safeguarding',
  'consequences',
  'rewards',
  'viewsComplaints',
  'visits',
] as const;
export type YpPermissionArea = (typeof YP_PERMISSION_AREAS)[number];

/** Sign-off options (SPEC §3), spelled as the SPEC spells them. */
export const SIGNOFF_OPTIONS = [
  'dailySummary',
  'placementPlan',
  'ils',
  'riskAssessment',
  'behaviourManagementPlan',
  'theraupticPlan',
  'incidents',
  'safeguardings',
  'kws',
  'complaints',
  'supervisions',
  'appraisals',
  'disciplinary',
  'statutoryReturns',
] as const;
export type SignoffOption = (typeof SIGNOFF_OPTIONS)[number];

/** Workflow kinds; each is one file in engine/workflow/kinds. */
export type WorkflowKind = 'signoff' | 'simple' | 'none' | 'approval';

/**
 * Where a kind's rows live (DESIGN §4a): `document` — the records table, data as JSONB, every version in
 * record_revisions (the default); `table` — typed columns and SQL constraints in a table of its own, for
 * append-only or high-volume data, written through the kind's TableStorage (engine/pipeline/types.ts).
 */
export type KindStorage = 'document' | 'table';

/** A step or section of the form: a titled group of top-level properties. */
export interface FormSection {
  key: string; // URL-safe key, e.g. 'general', 'details', 'debrief'
  title: string; // may use wording tokens, e.g. '{cyp} debrief'
  fields: string[]; // top-level property names in schema order
  description?: string;
  /** Offered once the record exists, not while it is being added (e.g. the shift plan's reflection, after the
   *  shift). */
  onceSaved?: boolean;
}

export interface ExpiryAlert {
  field: string; // JSON pointer-ish dotted path to a date field
  alert: string; // alert kind (SPEC §3)
  leadDays: number[]; // raise this many days before (0 = on the day)
}

export interface RecordDefinition {
  kind: string; // stable key used in URLs and storage, e.g. 'daily-log'
  title: string; // may use wording tokens, e.g. '{planName}'
  description?: string;
  subject: Subject;
  area: AccessArea; // permission area (SPEC §6)
  ypPermission?: YpPermissionArea; // per-young-person permission area, where it applies
  profileTab?: string; // SPEC §2 profile tab key where it appears
  schema: JSONSchema7; // draft-07, additionalProperties:false throughout
  ui?: Record<string, unknown>; // RJSF uiSchema (per field)
  sections?: FormSection[]; // form steps; omitted = one section of every field
  /**
   * Steps an organisation toggle turns on (section key → toggle): off, hidden and refused
   * (definitions/section-toggles.ts).
   */
  sectionToggles?: Record<string, SectionToggle>;
  workflow: WorkflowKind;
  /** Where its rows live; absent = `document`. */
  storage?: KindStorage;
  /**
   * The name its webhook events carry, e.g. 'leave': an approval kind raises `leave.requested`, `leave.approved`,
   * `leave.rejected` and `leave.cancelled` besides the record events (engine/developer/events.ts).
   */
  events?: string;
  /**
   * Approval kinds: the top-level fields a step fills in as it is taken (accepting a transfer names the key worker
   * and may settle the date), sent with the step and validated by the kind's schema; any other field is refused.
   */
  stepFields?: Partial<Record<'approve' | 'reject' | 'cancel', string[]>>;
  signoff?: SignoffOption; // which sign-off option governs it (signoff workflow)
  /** The field that dates the record (a date or date-time property); lists sort and filter by it. */
  dateField: string;
  list: { columns: string[] }; // property names shown as list columns
  /** Fields only a manager may change (e.g. the incident manager review). */
  managerOnlyFields?: string[];
  /** Fields that must be filled before anyone signs the record off (e.g. a complaint's response). */
  signoffNeeds?: string[];
  alerts?: ExpiryAlert[];
  /**
   * A staff record the member of staff it is about signs too (supervisions, appraisals): added to the signers at
   * submit.
   */
  signedBySubject?: boolean;
  metric?: string; // chart metric it feeds (SPEC §9)
  /** The home types the kind exists for (absent = both): a statutory return of one type is refused in the other. */
  homeTypes?: ('children_home' | 'support_accomodation_for_older_children')[];
  /** The help article (help/<slug>.md) the form's "Help" link opens, e.g. 'notifications'. */
  help?: string;
}

export function defineRecord<const D extends RecordDefinition>(definition: D): D {
  return definition;
}
