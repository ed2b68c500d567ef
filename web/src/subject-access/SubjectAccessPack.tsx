// Below a subject access request, a young person's or a member of staff's: the copy of everything held (decisions
// 0650, 0771, 0870), as a readable PDF and as the
// machine-readable archive (JSON, the files' bytes). For review: everything, with other people's names found, to mark
// the words to take out on the request. Released: once someone other than the preparer approved it, with the marked
// words taken out of the text itself. Every copy is written to the audit. The engine decides who may and says why not.
import { useState } from 'react';
import { api, ApiProblem } from '../api.ts';
import { formatDate } from '../lib/format.ts';

type Stage = 'review' | 'release';
type Format = 'pdf' | 'pack';

interface NameFound {
  personId: string;
  who: 'young-person' | 'staff';
  name: string;
  recordId: string;
  count: number;
}
interface ReviewPack {
  records: { id: string; kind: string; date: string }[];
  namesFound: NameFound[];
}

/** Where a subject's packs are made: the young person's or the member of staff's address for the request. */
export const packBase = (subject: 'young-people' | 'staff', subjectId: string, requestId: string) =>
  `/api/${subject}/${encodeURIComponent(subjectId)}/subject-access/${encodeURIComponent(requestId)}`;

async function download(base: string, requestId: string, stage: Stage, format: Format) {
  const res = await fetch(`${base}/${format}?stage=${stage}`, { credentials: 'include' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { title?: string; detail?: string };
    throw new ApiProblem({ status: res.status, title: body.title ?? res.statusText, detail: body.detail });
  }
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: `subject-access-${stage === 'review' ? 'for-review' : 'released'}-${requestId}.${format === 'pdf' ? 'pdf' : 'json'}`,
  });
  a.click();
  URL.revokeObjectURL(url);
}

export function SubjectAccessPack({
  base,
  subject,
  requestId,
  titleOf,
}: {
  /** packBase(...) */
  base: string;
  /** A member of staff's copy: every young person named in it is a third party, and "other staff" are colleagues. */
  subject: 'young-person' | 'staff';
  requestId: string;
  /** A kind's title as this home's type words it. */
  titleOf: (kind: string) => string;
}) {
  const WHO: Record<NameFound['who'], string> =
    subject === 'staff'
      ? { 'young-person': 'a young person', staff: 'a colleague' }
      : { 'young-person': 'another young person', staff: 'a member of staff' };
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<ReviewPack | null>(null);
  const run = (key: string, work: () => Promise<void>) => async () => {
    setBusy(key);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The copy could not be made.');
    } finally {
      setBusy(null);
    }
  };
  const get = (stage: Stage, format: Format) =>
    run(`${stage}-${format}`, () => download(base, requestId, stage, format));
  const findNames = run('names', async () => setFound(await api<ReviewPack>(`${base}/pack?stage=review`)));
  const label = (key: string, text: string) => (busy === key ? 'Preparing…' : text);
  const recordOf = (id: string) => found?.records.find((r) => r.id === id);
  return (
    <section aria-labelledby="sar-pack" className="space-y-3">
      <h2 id="sar-pack" className="text-lg font-semibold">
        The copy of their records
      </h2>
      <p className="text-sm text-muted">
        Everything held about them: each record with its history, comments and sign-offs, their files, who opened their
        records, and what is held outside the records{subject === 'staff' ? ' (their shifts, leave and overtime)' : ''}.
        A readable PDF with a contents page, and the same as an archive (a file per record and the original files). Each
        copy made is recorded in the audit.
      </p>
      <div className="space-y-1">
        <h3 className="font-medium">1. Review it</h3>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={findNames} disabled={busy !== null}>
            {label('names', "Find other people's names")}
          </button>
          <button type="button" className="btn-secondary" onClick={get('review', 'pdf')} disabled={busy !== null}>
            {label('review-pdf', 'Copy for review (PDF)')}
          </button>
          <button type="button" className="btn-secondary" onClick={get('review', 'pack')} disabled={busy !== null}>
            {label('review-pack', 'Copy for review (archive)')}
          </button>
        </div>
      </div>
      {found ? (
        found.namesFound.length === 0 ? (
          <p role="status" className="text-sm">
            No {subject === 'staff' ? 'young person' : 'other young person'}&apos;s or{' '}
            {subject === 'staff' ? 'colleague' : 'member of staff'}&apos;s name was found in their records. Read the
            copy for review all the same: family members and others are not found automatically.
          </p>
        ) : (
          <div role="status">
            <p className="text-sm">
              Names of other people found in their records. Add each one to take out under &ldquo;Other people&apos;s
              information&rdquo; (the words, and the record if only there), marked as redacted.
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" aria-label="Other people's names found">
              {found.namesFound.map((n) => {
                const r = recordOf(n.recordId);
                return (
                  <li key={`${n.personId}:${n.recordId}`}>
                    <strong>{n.name}</strong> ({WHO[n.who]}) in{' '}
                    {r ? `${titleOf(r.kind)} of ${formatDate(r.date)}` : 'a record'}
                    {n.count > 1 ? `, ${n.count} times` : ''}
                  </li>
                );
              })}
            </ul>
          </div>
        )
      ) : null}
      <div className="space-y-1">
        <h3 className="font-medium">2. Release it</h3>
        <p className="text-sm text-muted">
          Made once someone other than the person who prepared it has approved it on the request. The marked words are
          taken out of the text itself and the files kept out are left out.
        </p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-primary" onClick={get('release', 'pdf')} disabled={busy !== null}>
            {label('release-pdf', 'Released copy (PDF)')}
          </button>
          <button type="button" className="btn-secondary" onClick={get('release', 'pack')} disabled={busy !== null}>
            {label('release-pack', 'Released copy (archive)')}
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
