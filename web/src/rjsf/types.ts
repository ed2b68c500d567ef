// The slice of a record-kind definition (GET /api/definitions/:kind) that the form renderer needs.
// Kept here, not imported from the engine, because the web receives it as JSON over HTTP.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export interface FormSectionDef {
  key: string;
  title: string;
  fields: string[];
  description?: string;
  /** Offered once the record exists, not while it is being added. */
  onceSaved?: boolean;
}

export interface FormDefinition {
  kind: string;
  version: number;
  title: string;
  schema: RJSFSchema;
  ui?: UiSchema;
  sections?: FormSectionDef[];
  managerOnlyFields?: string[];
  /** Distinguishes copies of one version whose titles were re-worded (e.g. per home type), for caching. */
  variant?: string;
}

/** What every widget can read from the Form's formContext. */
export interface RecordFormContext {
  /** Home whose staff the person pickers offer first (staff of the whole organisation otherwise). */
  homeId?: string;
  /** The young person whose records the record-link pickers offer. */
  youngPersonId?: string;
  /** The record kind (the AI rewrite beta says which kind of record its text is for). */
  kind?: string;
}

export type JsonObject = Record<string, unknown>;
