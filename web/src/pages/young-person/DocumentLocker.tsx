// The document locker of a young person or of one record: the files (title, file name, type, size, who
// uploaded them and when, download), upload (title, category, file) and archive / restore for managers.
import { type FormEvent, useId, useRef, useState } from 'react';
import { ACCEPTED_TYPES, DEFAULT_DOCUMENT_MAX_MB } from '../../../../engine/documents/accepted-types.ts';
import { apiPost, ApiProblem, query } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useMe } from '../../session.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { isManagerOf } from '../young-people/permissions.ts';

export interface DocumentInfo {
  id: string;
  youngPersonId: string | null;
  recordId: string | null;
  staffId?: string | null;
  homeId: string | null;
  title: string;
  category: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: string;
  uploadedByName: string;
  uploadedAt: string;
  archivedAt: string | null;
  downloadUrl: string;
}

/** The server's limit and accepted types (engine/documents); it checks the file's first bytes as well. */
const MAX_MB = DEFAULT_DOCUMENT_MAX_MB;
const TYPES = ACCEPTED_TYPES;
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.odt,.txt,.csv';

const CATEGORIES = [
  'Care plan',
  'Placement or support plan',
  'Health',
  'Education',
  'Legal or court',
  'Local authority',
  'Identity (birth certificate, passport)',
  'Finance',
  'Photos',
  'Other',
];

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / 1024 / 102.4) / 10} MB`;
}

/** What went wrong with an upload, in words for care staff. */
function uploadMessage(p: ApiProblem): { title: string; detail: string } {
  if (p.status === 413)
    return {
      title: 'The file is too big',
      detail: `Files can be up to ${MAX_MB} MB. Make it smaller (for example, scan at a lower resolution or split it) and try again.`,
    };
  if (p.status === 415) {
    return {
      title: 'This kind of file cannot be kept here',
      detail: `${p.detail ?? ''} Save it as a PDF, an image, a Word, Excel or OpenDocument file, or text / CSV.`.trim(),
    };
  }
  if (p.status === 403) return { title: 'Not allowed', detail: p.detail ?? 'You cannot add documents here.' };
  return { title: p.title, detail: p.detail ?? '' };
}

/** multipart/form-data POST (api.ts sends JSON only); problem+json answers become ApiProblem. */
async function upload(form: FormData): Promise<DocumentInfo> {
  let res: Response;
  try {
    res = await fetch('/api/documents', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json, application/problem+json' },
    });
  } catch {
    throw new ApiProblem({
      status: 0,
      title: 'Network error',
      detail: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const body = (await res.json().catch(() => ({}))) as Partial<DocumentInfo> & {
    title?: string;
    detail?: string;
    errors?: { path: string; message: string }[];
  };
  if (!res.ok)
    throw new ApiProblem({
      status: res.status,
      title: body.title ?? res.statusText,
      detail: body.detail,
      errors: body.errors,
    });
  return body as DocumentInfo;
}

export interface DocumentLockerProps {
  youngPersonId?: string;
  recordId?: string;
  /** A member of staff's locker (staff profile document-locker) instead of a young person's. */
  staffId?: string;
  /** The home the documents belong to: its managers may archive them. */
  homeId?: string;
  /** The categories offered (a staff locker has its own); the young person's by default. */
  categories?: readonly string[];
  /** Who may archive and see archived files, when not the home's managers (a staff locker: HR). */
  canArchive?: boolean;
  title?: string;
  /** The heading's level: 2 on a tab or under a record view; 1 where the locker is the page (a staff profile's). */
  level?: 1 | 2;
  canUpload?: boolean;
}

export function DocumentLocker({
  youngPersonId,
  recordId,
  staffId,
  homeId,
  title = 'Documents',
  canUpload = true,
  categories = CATEGORIES,
  canArchive,
  level = 2,
}: DocumentLockerProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const me = useMe();
  const id = useId();
  const [showArchived, setShowArchived] = useState(false);
  const listPath = `/api/documents${query({ youngPerson: recordId ? undefined : youngPersonId, record: recordId, staff: staffId, archived: showArchived ? true : undefined })}`;
  const { data, error, loading, reload } = useApi<DocumentInfo[]>(listPath);
  const manager = canArchive ?? (homeId ? isManagerOf(me, homeId) : false);

  const [docTitle, setDocTitle] = useState('');
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; detail: string }>();
  const [message, setMessage] = useState('');
  const problemRef = useRef<HTMLDivElement>(null);

  const showProblem = (p: { title: string; detail: string }) => {
    setProblem(p);
    requestAnimationFrame(() => problemRef.current?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    if (!file) {
      showProblem({ title: 'Choose a file', detail: 'Choose the file to upload.' });
      return;
    }
    if (file.size > MAX_MB * 1024 * 1024) {
      showProblem(uploadMessage(new ApiProblem({ status: 413, title: 'Payload too large' })));
      return;
    }
    const form = new FormData();
    if (staffId) form.set('staffId', staffId);
    else if (recordId) form.set('recordId', recordId);
    else if (youngPersonId) form.set('youngPersonId', youngPersonId);
    if (docTitle.trim()) form.set('title', docTitle.trim());
    if (category) form.set('category', category);
    form.set('file', file, file.name); // the file last: the server reads the fields before it
    setBusy(true);
    setProblem(undefined);
    try {
      const doc = await upload(form);
      setMessage(`Uploaded “${doc.title}”.`);
      setDocTitle('');
      setCategory('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      reload();
    } catch (err) {
      showProblem(
        uploadMessage(
          err instanceof ApiProblem
            ? err
            : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  const [rowProblem, setRowProblem] = useState<ApiProblem>();
  const setArchived = async (doc: DocumentInfo, archive: boolean) => {
    setRowProblem(undefined);
    try {
      await apiPost(`/api/documents/${encodeURIComponent(doc.id)}/${archive ? 'archive' : 'unarchive'}`);
      setMessage(archive ? `Archived “${doc.title}”.` : `Restored “${doc.title}”.`);
      reload();
    } catch (err) {
      setRowProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  };

  const docs = data ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <Heading id={`${id}-heading`} className={level === 1 ? 'page-title' : 'text-xl font-semibold'}>
        {title}
      </Heading>
      <p role="status" className="font-medium">
        {message}
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading documents…" />
      ) : (
        <div className="card overflow-x-auto p-0">
          {docs.length === 0 ? (
            <p className="p-4 text-muted">{showArchived ? 'No archived documents.' : 'No documents yet.'}</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{showArchived ? 'Archived documents' : 'Documents'}</caption>
              <thead className="border-b border-line bg-sunken">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Title
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    File
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Type
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Size
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Uploaded
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {docs.map((d) => (
                  <tr key={d.id} className="border-b border-line align-top last:border-0">
                    <td className="px-3 py-2">
                      <span className="font-medium">{d.title}</span>
                      {d.category ? <span className="block text-muted">{d.category}</span> : null}
                    </td>
                    <td className="break-all px-3 py-2">{d.fileName}</td>
                    <td className="px-3 py-2">{TYPES[d.contentType] ?? d.contentType}</td>
                    <td className="whitespace-nowrap px-3 py-2">{fileSize(d.sizeBytes)}</td>
                    <td className="px-3 py-2">
                      {d.uploadedByName}
                      <span className="block text-muted">{formatDateTime(d.uploadedAt)}</span>
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-2">
                        <a className="btn-secondary" href={d.downloadUrl} download={d.fileName}>
                          Download<span className="sr-only"> {d.title}</span>
                        </a>
                        {manager ? (
                          <button
                            type="button"
                            className="btn-ghost"
                            onClick={() => void setArchived(d, !d.archivedAt)}
                          >
                            {d.archivedAt ? 'Restore' : 'Archive'}
                            <span className="sr-only"> {d.title}</span>
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
      {rowProblem ? <ErrorNotice error={rowProblem} /> : null}
      {manager ? (
        <label className="inline-flex min-h-[44px] items-center gap-2 font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={showArchived}
            onChange={(e) => setShowArchived(e.target.checked)}
          />
          Show archived documents
        </label>
      ) : null}

      {canUpload ? (
        <form noValidate onSubmit={(e) => void submit(e)} className="card space-y-4" aria-labelledby={`${id}-upload`}>
          <h3 id={`${id}-upload`} className="text-lg font-semibold">
            Upload a document
          </h3>
          {problem ? (
            <div
              ref={problemRef}
              role="alert"
              tabIndex={-1}
              className="rounded-xl border-2 border-danger bg-danger-soft p-4 text-ink"
            >
              <p className="font-semibold">{problem.title}</p>
              {problem.detail ? <p className="mt-1">{problem.detail}</p> : null}
            </div>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-title`} className="field-label">
                Title
              </label>
              <p id={`${id}-title-hint`} className="mb-1 text-sm text-muted">
                Leave empty to use the file name
              </p>
              <input
                id={`${id}-title`}
                aria-describedby={`${id}-title-hint`}
                className="field-input"
                maxLength={200}
                value={docTitle}
                onChange={(e) => setDocTitle(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={`${id}-category`} className="field-label">
                Category
              </label>
              <select
                id={`${id}-category`}
                className="field-input"
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              >
                <option value="">No category</option>
                {categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div>
            <label htmlFor={`${id}-file`} className="field-label">
              File
            </label>
            <p id={`${id}-file-hint`} className="mb-1 text-sm text-muted">
              Up to {MAX_MB} MB: PDF, image, Word, Excel, OpenDocument, text or CSV.
            </p>
            <input
              id={`${id}-file`}
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              aria-describedby={`${id}-file-hint`}
              className="block w-full text-sm file:mr-3 file:min-h-[44px] file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:font-medium file:text-ink"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Uploading…' : 'Upload'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
