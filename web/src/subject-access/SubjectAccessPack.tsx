// Below a subject access request, a young person's or a member of staff's: the copy of everything held (decisions
// 0650, 0771, 0870), as a readable PDF and as the
// machine-readable archive (JSON, the files' bytes). For review: everything, with other people's names found, to mark
// the words to take out on the request. Released: once someone other than the preparer approved it, with the marked
// words taken out of the text itself. Every copy is written to the audit. The engine decides who may and says why not.
import { useId, useState } from 'react';
import { api } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { checkReason, downloadFile, withReason } from '../ui/ExportButton.tsx';

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

interface ExportJob {
  id: string;
  status: 'queued' | 'running' | 'ready' | 'failed' | 'removed';
  progress: number;
  fileName: string | null;
  expiresAt: string | null;
  error: string | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A copy is made in the background (it may take minutes for years of records): asked for with the reason, its
 * progress followed, then downloaded once, which takes it off the server.
 */
async function makeCopy(
  asked: { subject: 'young-person' | 'staff'; subjectId: string; requestId: string; stage: Stage; format: Format },
  reason: string,
  onProgress: (job: ExportJob) => void,
) {
  checkReason(reason);
  let job = await api<ExportJob>('/api/exports', {
    method: 'POST',
    body: { ...asked, format: asked.format === 'pdf' ? 'pdf' : 'json', reason: reason.trim() },
  });
  onProgress(job);
  while (job.status === 'queued' || job.status === 'running') {
    await pause(1000);
    job = await api<ExportJob>(`/api/exports/${encodeURIComponent(job.id)}`);
    onProgress(job);
  }
  if (job.status !== 'ready') throw new Error(job.error ?? 'The copy could not be made. Ask for it again.');
  await downloadFile(
    `/api/exports/${encodeURIComponent(job.id)}/file`,
    job.fileName ?? `subject-access-${asked.stage}-${asked.requestId}.${asked.format === 'pdf' ? 'pdf' : 'json'}`,
  );
}

export function SubjectAccessPack({
  base,
  subject,
  subjectId,
  requestId,
  titleOf,
}: {
  /** packBase(...) */
  base: string;
  /** A member of staff's copy: every young person named in it is a third party, and "other staff" are colleagues. */
  subject: 'young-person' | 'staff';
  /** The young person's or the member of staff's id. */
  subjectId: string;
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
  const [reason, setReason] = useState('');
  const [job, setJob] = useState<{ key: string; progress: number; done?: boolean } | null>(null);
  const reasonId = useId();
  const run = (key: string, work: () => Promise<void>) => async () => {
    setBusy(key);
    setError(null);
    setJob(null);
    try {
      await work();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The copy could not be made.');
    } finally {
      setBusy(null);
    }
  };
  const get = (stage: Stage, format: Format) =>
    run(`${stage}-${format}`, async () => {
      const key = `${stage}-${format}`;
      setJob({ key, progress: 0 });
      await makeCopy({ subject, subjectId, requestId, stage, format }, reason, (j) =>
        setJob({ key, progress: j.progress }),
      );
      setJob({ key, progress: 100, done: true });
    });
  const findNames = run('names', async () =>
    setFound(await api<ReviewPack>(withReason(`${base}/pack?stage=review`, 'Finding the names of others to redact'))),
  );
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
        copy made is recorded in the audit with the reason given.
      </p>
      <label className="block max-w-xl" htmlFor={reasonId}>
        <span className="field-label">Why you are taking a copy</span>
        <input
          id={reasonId}
          className="field-input"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          placeholder="e.g. Reviewing before release to the care leaver"
        />
      </label>
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
      {job && busy === job.key ? (
        <div role="status" className="space-y-1 text-sm">
          <label className="block">
            <span>Making the copy: {job.progress} %</span>
            <progress className="block w-full max-w-xl" max={100} value={job.progress} aria-label="Making the copy" />
          </label>
          <p className="text-muted">You can stay on this page; it downloads when it is ready.</p>
        </div>
      ) : job?.done ? (
        <p role="status" className="text-sm">
          Downloaded. The file is no longer kept on the server: ask for the copy again if you need it.
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
