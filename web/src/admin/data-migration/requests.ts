// The data migration screens' calls (/api/admin/data-migration, the product administrator's) and their shapes.
import { apiGet, apiPost, ApiProblem, query } from '../../api.ts';
import { downloadFile, withReason } from '../../ui/ExportButton.tsx';

export interface UploadedFile {
  id: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  headers: string[];
  rowCount: number;
  sample: string[][];
}
export interface TargetSummary {
  id: string;
  title: string;
  group: string;
}
export interface TargetField {
  path: string;
  title: string;
  type: string;
  required: boolean;
  choices?: { value: string | number; title: string }[];
}
export interface SavedMapping {
  id: string;
  name: string;
  columns: Record<string, string>;
  savedAt: string;
}
export interface TargetDetail {
  id: string;
  title: string;
  fields: TargetField[];
  guess: Record<string, string>;
  mappings: SavedMapping[];
  /** headings matched by likeness, not by a field's own title: shown for the person to confirm or change */
  loose?: Record<string, { field: string; score: number }>;
  /** the field "put every row in this home" fills, and the homes to choose from */
  homeField?: string | null;
  homes?: { id: string; name: string }[];
}
interface RowError {
  row: number;
  column: string | null;
  path: string;
  message: string;
}
export interface Report {
  rows: number;
  valid: number;
  failedRows: number;
  errors: RowError[];
  errorCount: number;
}
export interface ImportRun {
  id: string;
  orgId: string;
  orgName: string;
  fileName: string;
  target: string;
  targetTitle: string;
  status: 'queued' | 'running' | 'done' | 'refused' | 'undone';
  rows: number;
  written: number;
  failed: number;
  progress: number;
  report: (Report & { problem?: { detail?: string } }) | null;
  ranByName: string;
  startedAt: string;
  finishedAt: string | null;
  undoneAt: string | null;
  undoneByName: string | null;
}
export interface MappingInput {
  organisationId: string;
  fileId: string;
  target: string;
  columns: Record<string, string>;
  homeId?: string;
}

const BASE = '/api/admin/data-migration';
const k = encodeURIComponent;

export const targetsPath = (organisationId: string) => `${BASE}/targets${query({ organisationId })}`;
export const targetPath = (organisationId: string, target: string, fileId?: string) =>
  `${BASE}/targets/${k(target)}${query({ organisationId, fileId })}`;
export const historyPath = `${BASE}/imports?limit=100`;

/** Multipart, so not through api() (JSON). */
export async function uploadFile(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  const res = await fetch(`${BASE}/files`, {
    method: 'POST',
    body,
    credentials: 'include',
    headers: { Accept: 'application/json, application/problem+json' },
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new ApiProblem({
      status: res.status,
      title: json.title ?? res.statusText,
      detail: json.detail,
      errors: json.errors,
    });
  return json as UploadedFile;
}

export const saveMapping = (body: {
  organisationId: string;
  target: string;
  name: string;
  columns: Record<string, string>;
}) => apiPost<SavedMapping>(`${BASE}/mappings`, body);
export const dryRun = (body: MappingInput) => apiPost<Report>(`${BASE}/dry-run`, body);
export const startImport = (body: MappingInput) => apiPost<ImportRun>(`${BASE}/imports`, body);
export const getImport = (id: string) => apiGet<ImportRun>(`${BASE}/imports/${k(id)}`);
export const undoImport = (id: string) =>
  apiPost<{ run: ImportRun; archived: Record<string, number> | null }>(`${BASE}/imports/${k(id)}/undo`);

/** The whole dry-run report as CSV (the server writes formula-like cells as text), saved as a download. */
export const downloadReport = (body: MappingInput, reason: string) =>
  downloadFile(withReason(`${BASE}/dry-run?format=csv`, reason), 'dry-run-report.csv', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
