// Who must sign in with a second factor: no one, leaders (directors, managers and HR) or everyone, and the days
// each person has to set one up (from when the policy starts, or when their login is made if later). After
// those days, signing in leads only to setting one up. Only a director changes it; others see it.
import { type FormEvent, useEffect, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { api, apiGet } from '../../api.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';

type Policy = 'off' | 'leaders' | 'everyone';
interface PolicyRow {
  policy: Policy;
  graceDays: number;
  since: string | null;
  /** The server's answer: a director may change it. */
  mayChange: boolean;
}
const CHOICES: { value: Policy; label: string; hint: string }[] = [
  { value: 'off', label: 'Not required', hint: 'Anyone may still set one up for themselves.' },
  { value: 'leaders', label: 'Directors, managers and HR', hint: 'Those who can see many children or staff.' },
  { value: 'everyone', label: 'Everyone', hint: "Every member of staff (young people's own logins are not asked)." },
];

export function SecondFactorPolicyCard() {
  const [row, setRow] = useState<PolicyRow | null>(null);
  const [policy, setPolicy] = useState<Policy>('off');
  const [days, setDays] = useState('14');
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    apiGet<PolicyRow>('/api/settings/second-factor-policy').then(
      (r) => {
        setRow(r);
        setPolicy(r.policy);
        setDays(String(r.graceDays));
      },
      (err: unknown) => setProblem(toProblem(err)),
    );
  }, []);
  const daysError =
    !/^\d{1,2}$/.test(days) || Number(days) > 90 ? 'Enter a whole number of days from 0 to 90' : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (daysError) return;
    setBusy(true);
    setProblem(undefined);
    setStatus(null);
    try {
      setRow(
        await api<PolicyRow>('/api/settings/second-factor-policy', {
          method: 'PUT',
          body: { policy, graceDays: Number(days) },
        }),
      );
      setStatus('Sign-in policy saved.');
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  if (!row) return problem ? <ProblemNotice problem={problem} /> : null;
  const editable = row.mayChange;
  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="mfa-policy-h">
      <h2 id="mfa-policy-h" className="text-lg font-semibold">
        Second factor at sign-in
      </h2>
      <p className="text-muted">
        A code from an authenticator app or a passkey, as well as the password. The Data Security and Protection Toolkit
        asks for this on systems holding care records. The product administrator always uses one.
      </p>
      {problem ? <ProblemNotice problem={problem} /> : null}
      {!editable ? <p className="text-muted">Only a director can change who must use a second factor.</p> : null}
      <fieldset disabled={!editable} className="space-y-4">
        <legend className="field-label">Who must use one</legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="flex items-start gap-3">
            <input
              type="radio"
              name="mfa-policy"
              className="mt-1"
              value={c.value}
              checked={policy === c.value}
              onChange={() => setPolicy(c.value)}
            />
            <span>
              <span className="font-medium">{c.label}</span>
              <span className="block text-sm text-muted">{c.hint}</span>
            </span>
          </label>
        ))}
        <Field
          label="Days to set one up"
          hint="From when this starts, or from when a person's login is made if later. After that, signing in only lets them set one up."
          error={daysError}
        >
          {(ids) => (
            <input
              {...ids}
              className="field-input w-32"
              inputMode="numeric"
              value={days}
              onChange={(e) => setDays(e.target.value.trim())}
            />
          )}
        </Field>
      </fieldset>
      {row.since && row.policy !== 'off' ? (
        <p className="text-sm text-muted">
          Required since {new Date(row.since).toLocaleDateString('en-GB', { dateStyle: 'long' })}.
        </p>
      ) : null}
      {editable ? (
        <div className="flex items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save sign-in policy'}
          </button>
          <StatusLine message={status} />
        </div>
      ) : null}
    </form>
  );
}
