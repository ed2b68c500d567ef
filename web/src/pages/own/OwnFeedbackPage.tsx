// /me/feedback: "Tell us what you think" — a young person logs a view, complaint, compliment or feedback
// about themselves (a complaint-feedback record, SPEC §2), with the SPEC §3 statements to rate if they like.
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiProblem } from '../../api.ts';
import { actOnRecord, createRecord } from '../../records/requests.ts';
import { useMe } from '../../session.tsx';
import type { ReferenceList } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { FEEDBACK_KIND } from './OwnHomePage.tsx';

export default function OwnFeedbackPage() {
  const me = useMe();
  const id = useId();
  const types = useApi<ReferenceList>('/api/lists/feedbackTypes');
  const statements = useApi<ReferenceList>('/api/lists/ypFeedbackStatements');
  const ratings = useApi<ReferenceList>('/api/lists/feedbackRatings');
  const [type, setType] = useState('');
  const [summary, setSummary] = useState('');
  const [wanted, setWanted] = useState('');
  const [rated, setRated] = useState<Record<string, string>>({});
  const [more, setMore] = useState('');
  const [errors, setErrors] = useState<{ type?: string; summary?: string }>({});
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const summaryBox = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!type) next.type = 'Choose what you want to tell us';
    if (!summary.trim()) next.summary = 'Tell us what it is about';
    setErrors(next);
    if (next.type || next.summary) {
      requestAnimationFrame(() => summaryBox.current?.focus());
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      const data: Record<string, unknown> = {
        type,
        receivedAt: new Date().toISOString(),
        from: 'young_person',
        channel: 'self_logged',
        summary: summary.trim(),
      };
      if (wanted.trim()) data.wantedOutcome = wanted.trim();
      if (Object.keys(rated).length) data.statements = rated;
      if (more.trim()) data.statementsComment = more.trim();
      const rec = await createRecord(FEEDBACK_KIND, { youngPersonId: me.youngPersonId ?? undefined, data });
      // Sent to staff: submitted, not left as a draft only the young person can see.
      if (rec.actions.includes('submit')) await actOnRecord(FEEDBACK_KIND, rec.id, 'submit', rec.version);
      setSent(true);
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (err) {
      setProblem(
        err instanceof ApiProblem
          ? err
          : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
      );
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <Page title="Thank you">
        <div className="card space-y-3">
          <h2 ref={thanks} tabIndex={-1} className="text-xl font-semibold">
            We have got your message
          </h2>
          <p>
            Thank you for telling us. A member of staff will read it and talk to you about it. You will never be in
            trouble for making a complaint.
          </p>
          <p>
            If you want to talk to someone outside the home, you can ask for an advocate, or contact the Children’s
            Commissioner’s Help at Hand service.
          </p>
          <Link to="/me" className="btn-primary">
            Back to your page
          </Link>
        </div>
      </Page>
    );
  }
  if (types.error)
    return (
      <Page title="Tell us what you think">
        <ErrorNotice error={types.error} onRetry={types.reload} />
      </Page>
    );
  if (!types.data || !statements.data || !ratings.data) return <Loading />;

  const hasErrors = !!(errors.type || errors.summary);
  return (
    <Page title="Tell us what you think" subtitle="Only you and the staff who look after you will see this.">
      <p>
        <Link to="/me" className="link">
          Back to your page
        </Link>
      </p>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-6">
        {hasErrors ? (
          <div
            ref={summaryBox}
            role="alert"
            tabIndex={-1}
            className="rounded-xl border-2 border-danger bg-danger-soft p-4"
          >
            <h2 className="text-lg font-semibold">Please check your answers</h2>
            <ul className="mt-1 list-disc pl-5">
              {errors.type ? (
                <li>
                  <a className="font-medium text-danger underline" href={`#${id}-type-0`}>
                    {errors.type}
                  </a>
                </li>
              ) : null}
              {errors.summary ? (
                <li>
                  <a className="font-medium text-danger underline" href={`#${id}-summary`}>
                    {errors.summary}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {problem ? <ErrorNotice error={problem} /> : null}

        <fieldset className="card space-y-2" aria-describedby={errors.type ? `${id}-type-error` : undefined}>
          <legend className="text-lg font-semibold">What do you want to tell us?</legend>
          {errors.type ? (
            <p id={`${id}-type-error`} className="font-medium text-danger">
              {errors.type}
            </p>
          ) : null}
          {types.data.items.map((t, i) => (
            <label key={t.value} className="flex min-h-[44px] items-center gap-3">
              <input
                id={`${id}-type-${i}`}
                type="radio"
                name={`${id}-type`}
                className="h-5 w-5"
                value={t.value}
                checked={type === t.value}
                onChange={() => setType(t.value)}
              />
              {t.label}
            </label>
          ))}
        </fieldset>

        <div className="card space-y-4">
          <div>
            <label htmlFor={`${id}-summary`} className="field-label">
              What is it about?
            </label>
            <p id={`${id}-summary-hint`} className="mb-1 text-sm text-muted">
              In your own words
            </p>
            {errors.summary ? (
              <p id={`${id}-summary-error`} className="mb-1 font-medium text-danger">
                {errors.summary}
              </p>
            ) : null}
            <textarea
              id={`${id}-summary`}
              className="field-input min-h-[8rem]"
              maxLength={20000}
              value={summary}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={`${id}-summary-hint${errors.summary ? ` ${id}-summary-error` : ''}`}
              onChange={(e) => setSummary(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-wanted`} className="field-label">
              What would you like to happen? (optional)
            </label>
            <textarea
              id={`${id}-wanted`}
              className="field-input min-h-[5rem]"
              maxLength={20000}
              value={wanted}
              onChange={(e) => setWanted(e.target.value)}
            />
          </div>
        </div>

        <section aria-labelledby={`${id}-feel`} className="card space-y-4">
          <div>
            <h2 id={`${id}-feel`} className="text-lg font-semibold">
              How I feel about living here (optional)
            </h2>
            <p className="text-muted">Answer the ones you want to. Leave out any you don’t.</p>
          </div>
          {statements.data.items.map((s) => (
            <fieldset key={s.value} className="space-y-1">
              <legend className="font-medium">{s.label}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {ratings.data!.items.map((r) => (
                  <label key={r.value} className="inline-flex min-h-[44px] items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-${s.value}`}
                      className="h-5 w-5"
                      checked={rated[s.value] === r.value}
                      onChange={() => setRated((old) => ({ ...old, [s.value]: r.value }))}
                    />
                    {r.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <div>
            <label htmlFor={`${id}-more`} className="field-label">
              Anything else you want to say (optional)
            </label>
            <textarea
              id={`${id}-more`}
              className="field-input min-h-[5rem]"
              maxLength={20000}
              value={more}
              onChange={(e) => setMore(e.target.value)}
            />
          </div>
        </section>

        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Sending…' : 'Send'}
        </button>
      </form>
    </Page>
  );
}
