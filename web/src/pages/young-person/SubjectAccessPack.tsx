// Below a subject access request: the pack of everything held, as JSON (decision 0650). For review: everything,
// with other people's names found, to mark the words to take out on the request. Released: once someone other than
// the preparer approved it, with the marked words taken out. The engine decides who may and says why not.
import { useState } from 'react';
import { ApiProblem } from '../../api.ts';

async function download(youngPersonId: string, requestId: string, stage: 'review' | 'release') {
  const res = await fetch(
    `/api/young-people/${encodeURIComponent(youngPersonId)}/subject-access/${encodeURIComponent(requestId)}/pack?stage=${stage}`,
    { credentials: 'include' },
  );
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { title?: string; detail?: string };
    throw new ApiProblem({ status: res.status, title: body.title ?? res.statusText, detail: body.detail });
  }
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: `subject-access-${stage === 'review' ? 'for-review' : 'released'}-${requestId}.json`,
  });
  a.click();
  URL.revokeObjectURL(url);
}

export function SubjectAccessPack({ youngPersonId, requestId }: { youngPersonId: string; requestId: string }) {
  const [busy, setBusy] = useState<'review' | 'release' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const get = (stage: 'review' | 'release') => async () => {
    setBusy(stage);
    setError(null);
    try {
      await download(youngPersonId, requestId, stage);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The pack could not be made.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="sar-pack">
      <h2 id="sar-pack" className="text-lg font-semibold">
        The copy of their records
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Everything held about them as one file (each record with its history, comments and sign-offs, their files, who
        opened their records, and what is held outside the records). Each copy made is recorded in the audit.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={get('review')} disabled={busy !== null}>
          {busy === 'review' ? 'Preparing…' : 'Download for review'}
        </button>
        <button type="button" className="btn-primary" onClick={get('release')} disabled={busy !== null}>
          {busy === 'release' ? 'Preparing…' : 'Download the released copy'}
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        The copy for review lists other people&apos;s names found in each record: add the words to take out under
        &ldquo;Other people&apos;s information&rdquo;. The released copy is made once someone other than the person who
        prepared it has approved it.
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
