// /help/training-videos: videos served from the app, each with its WebVTT captions; the product administrator
// uploads them here (captions required) and archives them.
import { type FormEvent, useState } from 'react';
import { useProductAdmin } from '../admin/access.ts';
import { Field, StatusLine } from '../admin/ui/Field.tsx';
import { ProblemNotice } from '../admin/ui/ProblemNotice.tsx';
import { ApiProblem } from '../api.ts';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HelpLayout } from './HelpLayout.tsx';
import type { Video } from './types.ts';

async function send(path: string, body?: FormData) {
  const res = await fetch(path, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json, application/problem+json' },
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new ApiProblem({
      status: res.status,
      title: json.title ?? 'Error',
      detail: json.detail,
      errors: json.errors,
    });
  return json;
}

function UploadForm({ onDone }: { onDone: (message: string) => void }) {
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const captions = data.get('captionsFile');
    data.delete('captionsFile');
    // the captions go as text beside the video (one file per upload)
    data.set('captions', captions instanceof File ? await captions.text() : '');
    const file = data.get('file');
    data.delete('file');
    if (file instanceof File && file.size) data.set('file', file);
    setBusy(true);
    setProblem(undefined);
    try {
      await send('/api/admin/training-videos', data);
      form.reset();
      onDone('Video added.');
    } catch (err) {
      setProblem(err as ApiProblem);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="card space-y-3" onSubmit={(e) => void submit(e)} aria-labelledby="upload-h">
      <h2 id="upload-h" className="text-lg font-semibold">
        Add a training video
      </h2>
      {problem ? (
        <ProblemNotice problem={problem} labels={{ file: 'Video', captions: 'Captions', title: 'Title' }} />
      ) : null}
      <Field label="Title">
        {(ids) => <input {...ids} name="title" className="field-input" maxLength={200} required />}
      </Field>
      <Field label="What it shows">
        {(ids) => <input {...ids} name="description" className="field-input" maxLength={500} />}
      </Field>
      <Field label="Video (MP4 or WebM)">
        {(ids) => <input {...ids} name="file" type="file" accept="video/mp4,video/webm" required />}
      </Field>
      <Field label="Captions (WebVTT .vtt file)" hint="Required: every video has captions.">
        {(ids) => <input {...ids} name="captionsFile" type="file" accept=".vtt,text/vtt" required />}
      </Field>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Uploading…' : 'Add video'}
      </button>
    </form>
  );
}

export default function TrainingVideosPage() {
  const state = useApi<{ videos: Video[] }>('/api/help/videos', { redirectOn401: false });
  const isAdmin = useProductAdmin();
  const [status, setStatus] = useState<string | null>(null);
  const done = (m: string) => {
    setStatus(m);
    state.reload();
  };
  return (
    <HelpLayout title="Training videos">
      <StatusLine message={status} />
      {state.loading && !state.data ? (
        <Loading />
      ) : state.error ? (
        <ErrorNotice error={state.error} />
      ) : state.data?.videos.length ? (
        <ul className="space-y-6" aria-label="Training videos">
          {state.data.videos.map((v) => (
            <li key={v.id} className="card space-y-2">
              <h2 className="text-lg font-semibold">{v.title}</h2>
              {v.description ? <p className="text-muted">{v.description}</p> : null}
              <video controls preload="metadata" className="w-full max-w-full rounded" aria-label={v.title}>
                <source src={`/api/help/videos/${v.id}/video`} type={v.contentType} />
                <track
                  kind="captions"
                  src={`/api/help/videos/${v.id}/captions.vtt`}
                  srcLang="en"
                  label="English"
                  default
                />
              </video>
              {isAdmin && !v.shipped ? (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() =>
                    void send(`/api/admin/training-videos/${v.id}/archive`).then(
                      () => done(`“${v.title}” archived.`),
                      (err) => setStatus((err as Error).message),
                    )
                  }
                >
                  Archive
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <div className="card space-y-2">
          <p className="font-semibold">There are no training videos yet.</p>
          <p className="text-muted">
            No video is shipped with this version of Care Records: none could be recorded where it was built. Until
            videos are added, the written{' '}
            <a href="/help" className="link">
              help guides
            </a>{' '}
            cover every area.
          </p>
        </div>
      )}
      {isAdmin ? <UploadForm onDone={done} /> : null}
    </HelpLayout>
  );
}
