// Row shapes the store hands out (camelCase), so no caller sees SQL column names.
export interface UserRow {
  id: string;
  orgId: string;
  email: string;
  name: string;
  passwordHash: string | null;
  role: string;
  isManager: boolean;
  jobTitle: string | null;
  areas: Record<string, 'read' | 'edit'>;
  ypPermissions: Record<string, 'read' | 'edit' | 'none'>;
  ypOverrides: Record<string, Record<string, 'read' | 'edit' | 'none'>>;
  homeIds: string[];
  active: boolean;
  dateOfBirth: string | null;
  youngPersonId: string | null;
  orgSuspended: boolean;
  /** The organisation's short name: the product administrator is of the platform organisation only. */
  orgSlug: string;
  /** A social worker's open grants: the young people a manager named, each until a date (decision 0671). */
  placedYoungPeople?: { youngPersonId: string; endsOn: string }[];
}

export interface OrganisationRow {
  id: string;
  name: string;
  slug: string;
  settings: Record<string, unknown>;
  features: Record<string, boolean>;
  suspendedAt: Date | null;
}

export interface HomeRow {
  id: string;
  orgId: string;
  name: string;
  type: string;
  address: string | null;
  /** The number staff phone for the on-call manager (shown offline from the shift pack); null where none is kept. */
  onCallPhone: string | null;
  archivedAt: Date | null;
}

/** Where a young person lives: what access to their records turns on. */
export interface PlacementRow {
  id: string;
  orgId: string;
  homeId: string;
  archivedAt: Date | null;
}

export interface YoungPersonRow {
  id: string;
  orgId: string;
  homeId: string;
  homeName: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  dateOfBirth: string | null;
  birthYear: number | null;
  gender: string | null;
  keyWorkerId: string | null;
  keyWorkerName: string | null;
  moveInDate: string | null;
  archivedAt: Date | null;
  /** A manager kept their own login on when they moved out: who, and when. */
  ownLoginKept: { byName: string; at: string } | null;
}

export interface RecordRow {
  id: string;
  orgId: string;
  kind: string;
  definitionVersionId: number;
  definitionVersion: number;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  status: string;
  version: number;
  submission: number;
  signoffRule: SignoffRuleSnapshot | null;
  authorId: string;
  authorName: string;
  recordDate: Date;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  data: Record<string, unknown>;
}

export interface SignoffRuleSnapshot {
  option: string | null;
  mode: 'none' | 'default' | 'custom';
  users: string[];
}

export interface SignoffRow {
  id: string;
  recordId: string;
  submission: number;
  signerId: string;
  signerName: string;
  step: 'manager' | 'other';
  requestedAt: Date;
  signedAt: Date | null;
  closedAt: Date | null;
}

export interface RevisionRow {
  recordId: string;
  version: number;
  action: string;
  status: string;
  data: Record<string, unknown>;
  changedBy: string;
  changedByName: string;
  changedAt: Date;
  reason: string | null; // why it was reopened or archived
}

export interface DefinitionVersionRow {
  id: number;
  orgId: string | null;
  kind: string;
  version: number;
  definition: unknown;
  hash: string;
  source: 'code' | 'edit' | 'rollback';
  note: string | null;
  createdBy: string | null;
  createdByName?: string | null;
  createdAt: Date;
}

type TaskStatus = 'not_complete' | 'completed' | 'cancelled' | 'rejected_by_yp';

export interface TaskRow {
  id: string;
  orgId: string;
  type: string;
  title: string;
  description: string | null;
  priority: string;
  status: TaskStatus;
  dueAt: Date;
  assignedTo: string[];
  assignees: { id: string; name: string }[];
  recordCategory: string;
  recordId: string | null;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  recurrence: Record<string, unknown> | null;
  seriesId: string | null;
  occurrence: string | null;
  occurrenceNo: number | null;
  succeededAt: Date | null;
  naturalKey: string | null;
  version: number;
  createdBy: string | null;
  createdByName: string | null;
  homeName: string | null;
  youngPersonName: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  completedBy: string | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
}

export interface AlertRow {
  id: string;
  orgId: string;
  kind: string;
  recordCategory: string;
  title: string;
  body: string | null;
  recordId: string | null;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  taskId: string | null;
  datedItemId: string | null;
  dueOn: string | null;
  naturalKey: string;
  version: number;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  recipients: { id: string; name: string; readAt: string | null }[];
  readAt: Date | null; // the asking person's read time (list and get for one person)
}

export interface DatedItemRow {
  id: string;
  orgId: string;
  subjectKind: 'user' | 'home' | 'young_person';
  subjectId: string;
  kind: string;
  label: string | null;
  expiresOn: string;
  sourceRecordId: string | null;
  archivedAt: Date | null;
}
