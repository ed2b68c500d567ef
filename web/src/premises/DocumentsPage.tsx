// /home/documents and /locker: the home's documents, kept in the document locker (engine/documents: type
// sniffed from the first bytes, size limit, every download audited) and attached to the home's policies,
// insurance policies and assets, so each file sits with the record it belongs to and is read by its rule.
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiProblem, query } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import type { RecordSummary } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { ASSET, INSURANCE, type KindPlace, POLICY, WithNav } from './RecordPages.tsx';

interface Doc {
  id: string;
  fileName: string;
  title: string | null;
  contentType: string;
  size: number;
  uploadedAt?: string;
  createdAt?: string;
  recordId: string | null;
}
const PLACES: { place: KindPlace; label: string; name: (s: Record<string, unknown>) => string }[] = [
  {
    place: POLICY,
    label: 'Policies',
    name: (s) => `${String(s.title ?? 'Policy')} (version ${String(s.version ?? '')})`,
  },
  {
    place: INSURANCE,
    label: 'Insurance',
    name: (s) => `${String(s.insurer ?? 'Insurer')} — ${String(s.policyNumber ?? '')}`,
  },
  { place: ASSET, label: 'Assets', name: (s) => String(s.name ?? 'Asset') },
];

function RecordDocuments({
  kind,
  record,
  label,
  base,
}: {
  kind: string;
  record: RecordSummary;
  label: string;
  base: string;
}) {
  const docs = useApi<Doc[]>(`/api/documents${query({ record: record.id })}`);
  if (docs.error) return null;
  if (!docs.data?.length) return null;
  return (
    <li className="rounded-md border border-line p-3">
      <p className="font-semibold">
        <Link className="link" to={`${base}/${encodeURIComponent(record.id)}`}>
          {label}
        </Link>{' '}
        <span className="text-sm font-normal text-muted">{kind}</span>
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {docs.data.map((d) => (
          <li key={d.id}>
            <a className="link" href={`/api/documents/${encodeURIComponent(d.id)}/content`}>
              {d.title || d.fileName}
            </a>
            <span className="text-muted">
              {' '}
              — {d.fileName}
              {d.createdAt || d.uploadedAt ? `, ${formatDateTime(d.createdAt ?? d.uploadedAt)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Upload({ records, onDone }: { records: { id: string; label: string }[]; onDone: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // multipart, so not through api() (JSON); the locker checks type, size and what it is attached to
      const res = await fetch('/api/documents', {
        method: 'POST',
        body: new FormData(e.currentTarget),
        credentials: 'include',
        headers: { Accept: 'application/json, application/problem+json' },
      });
      const body = await res.json().catch(() => ({}));
      if (!res.ok)
        throw new ApiProblem({
          status: res.status,
          title: body.title ?? res.statusText,
          detail: body.detail,
          errors: body.errors,
        });
      form.current?.reset();
      onDone();
    } catch (err) {
      setError(
        err instanceof ApiProblem
          ? err.errors[0]?.message
            ? `${err.detail ?? ''} ${err.errors[0].message}`
            : (err.detail ?? err.message)
          : 'The file could not be uploaded.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={form} onSubmit={submit} className="card space-y-3" aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="text-lg font-semibold">
        Add a document
      </h2>
      <p className="text-sm text-muted">
        PDF, images, Word, Excel, OpenDocument or text, up to 10 MB. The file's contents must match its type.
      </p>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div>
        <label htmlFor="doc-record" className="mb-1 block font-medium">
          Attach to
        </label>
        <select
          id="doc-record"
          name="recordId"
          required
          className="w-full rounded-md border border-line bg-surface p-2"
        >
          {records.map((r) => (
            <option key={r.id} value={r.id}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="doc-title" className="mb-1 block font-medium">
          Title
        </label>
        <input
          id="doc-title"
          name="title"
          maxLength={200}
          className="w-full rounded-md border border-line bg-surface p-2"
        />
      </div>
      <div>
        <label htmlFor="doc-file" className="mb-1 block font-medium">
          File
        </label>
        <input id="doc-file" name="file" type="file" required className="w-full" />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Upload
      </button>
    </form>
  );
}

export function DocumentsPage() {
  const { currentHome } = useSession();
  const [tick, setTick] = useState(0);
  const pathOf = (kind: string) =>
    currentHome ? `/api/records/${kind}${query({ home: currentHome.id, limit: 100 })}` : null;
  const lists = [
    useApi<{ items: RecordSummary[] }>(pathOf(POLICY.kind)),
    useApi<{ items: RecordSummary[] }>(pathOf(INSURANCE.kind)),
    useApi<{ items: RecordSummary[] }>(pathOf(ASSET.kind)),
  ];
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  const failed = lists.find((l) => l.error && l.error.status !== 403);
  const loading = lists.some((l) => !l.data && !l.error);
  const records = PLACES.flatMap((p, i) =>
    (lists[i].data?.items ?? []).map((r) => ({ id: r.id, label: `${p.label}: ${p.name(r.summary)}`, record: r, p })),
  );
  return (
    <WithNav>
      <Page
        title="Home documents"
        subtitle="Policies, insurance certificates and vehicle papers, kept in the document locker."
      >
        {failed?.error ? (
          <ErrorNotice error={failed.error} onRetry={failed.reload} />
        ) : loading ? (
          <Loading />
        ) : (
          <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
            <section aria-labelledby="docs-heading" className="card">
              <h2 id="docs-heading" className="text-lg font-semibold">
                Documents
              </h2>
              {records.length === 0 ? (
                <p className="text-sm text-muted">
                  Add a policy, insurance policy or asset first; its documents are kept with it.
                </p>
              ) : (
                <ul className="mt-3 space-y-3" key={tick}>
                  {records.map((r) => (
                    <RecordDocuments
                      key={r.id}
                      kind={r.p.label}
                      record={r.record}
                      label={r.p.name(r.record.summary)}
                      base={r.p.place.base}
                    />
                  ))}
                </ul>
              )}
            </section>
            {records.length > 0 && <Upload records={records} onDone={() => setTick((t) => t + 1)} />}
          </div>
        )}
      </Page>
    </WithNav>
  );
}
