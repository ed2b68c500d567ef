// The young person's own login on their Personal Details: when one exists, their manager sees
// it (email, permissions, last sign-in) and can change the permissions, set a new password or end it;
// otherwise the form to create one.
import { useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../account/PasswordRules.tsx';
import { api, apiPost, ApiProblem } from '../../api.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { YoungPerson } from '../../types.ts';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { YoungPersonLoginForm } from './YoungPersonLoginForm.tsx';

interface OwnLogin {
  userId: string;
  email: string;
  active: boolean;
  plans: boolean;
  viewsComplaints: boolean;
  createdAt: string;
  endedAt: string | null;
  lastSignIn: string | null;
}

export function YoungPersonLoginPanel({ yp }: { yp: YoungPerson }) {
  const path = `/api/young-people/${encodeURIComponent(yp.id)}/login`;
  const state = useApi<OwnLogin | null>(path);
  if (state.loading && !state.data) return <Loading />;
  if (state.error) return <ErrorNotice error={state.error} onRetry={state.reload} />;
  const login = state.data;
  if (!login?.active) return <YoungPersonLoginForm yp={yp} ended={login ?? null} onCreated={state.reload} />;
  return <ExistingLogin yp={yp} login={login} path={path} onChanged={state.reload} />;
}

function ExistingLogin({
  yp,
  login,
  path,
  onChanged,
}: {
  yp: YoungPerson;
  login: OwnLogin;
  path: string;
  onChanged: () => void;
}) {
  const id = useId();
  const name = yp.preferredName ?? yp.firstName;
  const [plans, setPlans] = useState(login.plans);
  const [viewsComplaints, setViewsComplaints] = useState(login.viewsComplaints);
  const [password, setPassword] = useState('');
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const run = async (what: () => Promise<unknown>, said: string) => {
    setProblem(undefined);
    setDone('');
    try {
      await what();
      setDone(said);
      onChanged();
    } catch (err) {
      setProblem(
        err instanceof ApiProblem
          ? err
          : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
      );
    }
  };
  return (
    <section aria-labelledby={`${id}-h`} className="card space-y-3">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        Their own login
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted">Email address</dt>
        <dd>{login.email}</dd>
        <dt className="text-muted">Last signed in</dt>
        <dd>{login.lastSignIn ? formatDateTime(login.lastSignIn) : 'Never'}</dd>
        <dt className="text-muted">Given on</dt>
        <dd>{formatDateTime(login.createdAt)}</dd>
      </dl>
      <p role="status" className="font-medium">
        {done}
      </p>
      {problem ? <ErrorNotice error={problem} /> : null}
      <fieldset>
        <legend className="field-label">{name} may</legend>
        <label className="flex min-h-[44px] items-center gap-2">
          <input type="checkbox" className="h-5 w-5" checked={plans} onChange={(e) => setPlans(e.target.checked)} />
          View and comment in Plans
        </label>
        <label className="flex min-h-[44px] items-center gap-2">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={viewsComplaints}
            onChange={(e) => setViewsComplaints(e.target.checked)}
          />
          Log Views, Complaints &amp; Feedback
        </label>
        <button
          type="button"
          className="btn-secondary"
          onClick={() =>
            void run(() => api(path, { method: 'PUT', body: { plans, viewsComplaints } }), 'Permissions saved.')
          }
        >
          Save permissions
        </button>
      </fieldset>
      <div className="flex flex-wrap items-end gap-2">
        <label className="field-label" htmlFor={`${id}-pw`}>
          New password <span className="text-muted">(at least {PASSWORD_MIN_LENGTH} characters)</span>
          <input
            id={`${id}-pw`}
            type="password"
            autoComplete="new-password"
            className="field-input"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button
          type="button"
          className="btn-secondary"
          disabled={password.length < PASSWORD_MIN_LENGTH}
          onClick={() =>
            void run(
              () => apiPost(`${path}/password`, { password }).then(() => setPassword('')),
              `New password set. Give it to ${name} in person.`,
            )
          }
        >
          Set new password
        </button>
      </div>
      <button
        type="button"
        className="btn-secondary text-danger"
        onClick={() =>
          void run(() => apiPost(`${path}/end`, {}), `${name}'s login has ended; they can no longer sign in.`)
        }
      >
        End login
      </button>
    </section>
  );
}
