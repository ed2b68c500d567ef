// Comments on a record (GET / POST /api/records/:kind/:id/comments): a young person's view of their plan,
// and staff replies. Anyone who may read the record may read and add them.
import { type FormEvent, useId, useState } from 'react';
import { apiPost, ApiProblem } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';

export interface Comment {
  id: string;
  authorId: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface RecordCommentsProps {
  kind: string;
  id: string;
  title?: string;
  label?: string;
  submitLabel?: string;
  /** Wording for an empty list. */
  empty?: string;
}

export function RecordComments({
  kind,
  id,
  title = 'Comments',
  label = 'Add a comment',
  submitLabel = 'Add comment',
  empty = 'No comments yet.',
}: RecordCommentsProps) {
  const uid = useId();
  const path = `/api/records/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/comments`;
  const { data, error, loading, reload } = useApi<Comment[]>(path);
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem>();
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage('');
    if (!body.trim()) {
      setInvalid(true);
      document.getElementById(`${uid}-body`)?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    setProblem(undefined);
    try {
      await apiPost(path, { body: body.trim() });
      setBody('');
      setMessage('Your comment has been added.');
      reload();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    } finally {
      setBusy(false);
    }
  };

  const comments = data ?? [];
  return (
    <section aria-labelledby={`${uid}-heading`} className="space-y-3">
      <h2 id={`${uid}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : loading && !data ? (
        <Loading label="Loading comments…" />
      ) : comments.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <ol className="space-y-3" aria-label={title}>
          {comments.map((c) => (
            <li key={c.id} className="rounded-lg border border-line bg-sunken p-3">
              <p className="text-sm text-muted">
                <span className="font-semibold text-ink">{c.authorName}</span> · {formatDateTime(c.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-2">
        <label htmlFor={`${uid}-body`} className="field-label">
          {label}
        </label>
        {invalid ? (
          <p id={`${uid}-error`} className="font-medium text-danger">
            Write your comment first.
          </p>
        ) : null}
        <textarea
          id={`${uid}-body`}
          className="field-input min-h-[6rem]"
          maxLength={5000}
          value={body}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${uid}-error` : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            if (invalid && e.target.value.trim()) setInvalid(false);
          }}
        />
        {problem ? <ErrorNotice error={problem} /> : null}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : submitLabel}
        </button>
        <p role="status" className="font-medium">
          {message}
        </p>
      </form>
    </section>
  );
}
