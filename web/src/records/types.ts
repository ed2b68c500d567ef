// Shapes of the record API answers (docs/API.md "Records"), as the record screens use them.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { DefinitionSummary, RecordSummary } from '../types.ts';

export interface RecordDefinition extends DefinitionSummary {
  schema: RJSFSchema;
  ui: UiSchema;
  managerOnlyFields: string[];
}

export type RecordAction = 'edit' | 'submit' | 'sign-off' | 'reopen' | 'archive' | 'unarchive';

interface Signoff {
  userId: string;
  name: string;
  step: 'manager' | 'other';
  requestedAt?: string | null;
  signedAt: string | null;
}

export interface RecordDto extends RecordSummary {
  definitionVersion: number;
  data: Record<string, unknown>;
  signoffs: Signoff[];
  signoffRule: { option: string | null; mode: 'none' | 'default' | 'custom'; users: string[] } | null;
  actions: RecordAction[];
  /** The latest version written with no connection: the device's time, and the server's time it arrived. */
  writtenOffline?: { version: number; writtenAt: string; receivedAt: string };
  /** To a young person's own login only: the names of the staff the record names (they have no staff list). */
  staffNames?: Record<string, string>;
}

export interface Revision {
  version: number;
  status: string;
  action: string;
  changedBy: string;
  changedByName: string;
  changedAt: string;
  /** why it was reopened or archived */
  reason?: string | null;
  changes: { path: string; before: unknown; after: unknown }[];
}

export interface RecordPage {
  items: RecordSummary[];
  nextCursor: string | null;
}

/** What the frame's routes pass in: the young person or home the screen is inside, if any. */
export interface RecordPageProps {
  youngPersonId?: string;
  homeId?: string;
  /** The kind when the route has no :kind (e.g. /cyp/referrals). */
  kind?: string;
  /** Where this kind's screens live when not under …/records/:kind (e.g. '/cyp/referrals/referral'). */
  listBase?: string;
  /** A member of staff's records (the staff profile): listed with ?staff=, created about them. */
  staffId?: string;
  /**
   * Whether to offer "New": the staff profile knows from the server (a manager may add some kinds without the area).
   */
  canCreate?: boolean;
}
