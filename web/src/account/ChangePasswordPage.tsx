// /account/password: a signed-in person chooses a new password. Their other sessions end; this one goes on.
import { type FormEvent, useState } from 'react';
import { apiPost, ApiProblem } from '../api.ts';
import { keyStore } from '../offline/deviceDb.ts';
import { keepWithPassword } from '../offline/deviceKey.ts';
import { useMe } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { PasswordRules } from './PasswordRules.tsx';

export default function ChangePasswordPage() {
  const me = useMe();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  function show(kind: 'error' | 'done', text: string) {
    setMessage({ kind, text });
    requestAnimationFrame(() => document.getElementById('change-password-message')?.focus());
  }
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (next !== again) return show('error', 'The two new passwords are not the same.');
    setBusy(true);
    try {
      const { otherSessionsEnded } = await apiPost<{ otherSessionsEnded: number }>('/api/auth/password', {
        currentPassword: current,
        newPassword: next,
      });
      // this device's offline keeping now opens with the new password, no longer the old one
      await keepWithPassword(keyStore, me.id, next).catch(() => undefined);
      setCurrent('');
      setNext('');
      setAgain('');
      show(
        'done',
        `Your password is changed.${otherSessionsEnded ? ` You were signed out on ${otherSessionsEnded} other device${otherSessionsEnded === 1 ? '' : 's'}.` : ''}`,
      );
    } catch (err) {
      show('error', err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="Change your password" subtitle="You stay signed in here; anywhere else you are signed in ends.">
      <form className="card max-w-lg space-y-4 p-6" onSubmit={(e) => void submit(e)} noValidate>
        {message ? (
          <p
            id="change-password-message"
            role={message.kind === 'error' ? 'alert' : 'status'}
            tabIndex={-1}
            className={`rounded-lg border p-3 ${message.kind === 'error' ? 'border-danger bg-danger-soft' : 'border-line'}`}
          >
            {message.text}
          </p>
        ) : null}
        <div>
          <label htmlFor="current-password" className="field-label">
            Current password
          </label>
          <input
            id="current-password"
            type="password"
            autoComplete="current-password"
            className="field-input"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="new-password" className="field-label">
            New password
          </label>
          <PasswordRules id="new-password-rules" />
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            className="field-input"
            value={next}
            aria-describedby="new-password-rules"
            onChange={(e) => setNext(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="new-password-again" className="field-label">
            New password again
          </label>
          <input
            id="new-password-again"
            type="password"
            autoComplete="new-password"
            className="field-input"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </Page>
  );
}
