// Offline after a reload: what this device keeps for the person (their drafts, writes waiting to send, the shift pack)
// opens only with their password; someone who signs in only through their organisation reconnects instead. The
// password never leaves the device here: it derives the key that unwraps theirs (deviceKey.ts).
import { type FormEvent, useState } from 'react';
import { useSession } from '../session.tsx';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';

export function UnlockDevice() {
  usePageTitle('Unlock this device');
  const { locked, unlock, refresh } = useSession();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [wrong, setWrong] = useState(false);
  const byPassword = !!locked?.byPassword;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return;
    setBusy(true);
    setWrong(false);
    const opened = await unlock(password);
    setBusy(false);
    if (!opened) setWrong(true);
  };

  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mt-1">{byPassword ? 'Unlock this device' : 'Reconnect to carry on'}</h1>
        {byPassword ? (
          <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
            <p>You are offline. Enter your password to open what you wrote on this device.</p>
            {wrong && (
              <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
                That password did not unlock it. Use the password you last signed in with on this device.
              </p>
            )}
            <div>
              <label htmlFor="unlock-password" className="field-label">
                Password
              </label>
              <input
                id="unlock-password"
                type="password"
                autoComplete="current-password"
                className="field-input"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={wrong || undefined}
              />
            </div>
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? 'Unlocking…' : 'Unlock'}
            </button>
          </form>
        ) : (
          <>
            <p className="mt-4">
              You are offline, and you sign in through your organisation, so what you wrote on this device stays locked
              until you are back online. It is kept, and is sent once you reconnect and sign in.
            </p>
            <button type="button" className="btn-primary mt-4 w-full" onClick={() => void refresh()}>
              Try again
            </button>
          </>
        )}
      </div>
    </main>
  );
}
