// A manager gives the young person their own login, with the two permissions of SPEC §2: to view and
// comment in their plans, and to log views, complaints and feedback. Nothing else is ever open to them.
import { type FormEvent, useId, useRef, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../account/PasswordRules.tsx';
import { apiPost, ApiProblem } from '../../api.ts';
import { describe, errorsByField, Field, FormErrors } from '../../tasks/form.tsx';
import type { YoungPerson } from '../../types.ts';

const LABELS: Record<string, string> = {
  email: 'Email address',
  password: 'Password',
  plans: 'Permissions',
  viewsComplaints: 'Permissions',
};

export function YoungPersonLoginForm({
  yp,
  ended = null,
  onCreated,
}: {
  yp: YoungPerson;
  ended?: { email: string; endedAt: string | null } | null;
  onCreated?: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [plans, setPlans] = useState(true);
  const [viewsComplaints, setViewsComplaints] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem>();
  const [done, setDone] = useState('');
  const summary = useRef<HTMLDivElement>(null);
  const errors = errorsByField(problem);

  const fail = (p: ApiProblem) => {
    setProblem(p);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const local: { path: string; message: string }[] = [];
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      local.push({ path: '/email', message: 'Enter an email address, like name@example.com' });
    if (password.length < PASSWORD_MIN_LENGTH)
      local.push({ path: '/password', message: `Use at least ${PASSWORD_MIN_LENGTH} characters` });
    if (!plans && !viewsComplaints) local.push({ path: '/plans', message: 'Choose at least one thing they may do' });
    if (local.length) {
      fail(new ApiProblem({ status: 422, title: 'There is a problem', errors: local }));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await apiPost(`/api/young-people/${encodeURIComponent(yp.id)}/login`, {
        email: email.trim(),
        password,
        plans,
        viewsComplaints,
      });
      setDone(
        `${yp.preferredName ?? yp.firstName} can now sign in with ${email.trim()}. Give them the password in person.`,
      );
      setEmail('');
      setPassword('');
      onCreated?.();
    } catch (err) {
      fail(
        err instanceof ApiProblem
          ? err
          : new ApiProblem({ status: 0, title: 'Something went wrong', detail: String(err) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="card space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Their own login
      </h2>
      <p className="text-muted">
        {yp.preferredName ?? yp.firstName} can sign in to see what you allow below, and nothing else.
      </p>
      {ended ? <p>Their last login ({ended.email}) has ended; create a new one if they need it again.</p> : null}
      <p role="status" className="font-medium">
        {done}
      </p>
      {problem ? <FormErrors ref={summary} problem={problem} labels={LABELS} /> : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
        <Field name="email" label="Email address" error={errors.email}>
          <input
            {...describe('email', false, errors.email)}
            type="email"
            autoComplete="off"
            className="field-input"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Field
          name="password"
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Three random words together are strong and easy to remember.`}
          error={errors.password}
        >
          <input
            {...describe('password', true, errors.password)}
            type="password"
            autoComplete="new-password"
            className="field-input"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <fieldset className="sm:col-span-2" aria-describedby={errors.plans ? `${id}-perm-error` : undefined}>
          <legend className="field-label">They may</legend>
          {errors.plans ? (
            <p id={`${id}-perm-error`} className="mb-1 font-medium text-danger">
              {errors.plans}
            </p>
          ) : null}
          <label className="flex min-h-[44px] items-center gap-2">
            <input
              id="f-plans"
              type="checkbox"
              className="h-5 w-5"
              checked={plans}
              onChange={(e) => setPlans(e.target.checked)}
            />
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
        </fieldset>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Creating login…' : 'Create login'}
          </button>
        </div>
      </form>
    </section>
  );
}
