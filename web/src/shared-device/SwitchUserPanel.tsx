// The switch screen of a home's shared device, above its sign-in form: the staff who signed in fully here this shift,
// each coming back to their own session by their staff PIN. Anyone else signs in below with email and password.
import { type FormEvent, useEffect, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { type DeviceHere, deviceHere, freshPage, switchTo } from './shared-device.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });

export function SwitchUserPanel({ next }: { next: string }) {
  const [here, setHere] = useState<DeviceHere | null>(null);
  const [chosen, setChosen] = useState<DeviceHere['signedIn'][number] | null>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void deviceHere(true).then(setHere);
  }, []);
  useEffect(() => {
    if (chosen) document.getElementById('switch-pin')?.focus();
  }, [chosen]);

  if (!here?.device) return null;
  const device = here.device;

  const unlock = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    if (!/^[0-9]{4,6}$/.test(pin)) {
      setError('Enter your PIN: 4 to 6 digits.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await switchTo(chosen.id, pin);
      freshPage(next);
    } catch (err) {
      setPin('');
      setBusy(false);
      setError(err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.');
      // a session ended by wrong PINs is no longer on the list
      if (err instanceof ApiProblem && (err.status === 403 || /has ended/.test(err.detail ?? ''))) {
        setChosen(null);
        setHere({ ...here, signedIn: here.signedIn.filter((p) => p.id !== chosen.id) });
      }
    }
  };

  return (
    <section aria-labelledby="switch-title" className="card w-full max-w-md p-6 sm:p-8">
      <h2 id="switch-title" className="text-xl font-semibold">
        Switch user
      </h2>
      <p className="mt-1 text-sm text-muted">
        {device.name} is a shared device of {device.homeName}. It locks after {device.idleMinutes} minutes without use.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger bg-danger-soft p-3">
          {error}
        </p>
      ) : null}
      {here.signedIn.length === 0 ? (
        <p className="mt-4">
          No one has signed in here this shift. Sign in below with your email and password; after that your PIN brings
          you back until the shift ends.
        </p>
      ) : chosen ? (
        <form className="mt-4 space-y-3" onSubmit={unlock} noValidate>
          <p className="flex items-center gap-2 font-medium">
            <Avatar name={chosen.name} /> {chosen.name}
          </p>
          <div>
            <label htmlFor="switch-pin" className="field-label">
              Your PIN
            </label>
            <input
              id="switch-pin"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              className="field-input"
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={busy}>
              Unlock
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setChosen(null);
                setPin('');
                setError(null);
              }}
            >
              Someone else
            </button>
          </div>
        </form>
      ) : (
        <ul className="mt-4 space-y-2" aria-label="Signed in on this device this shift">
          {here.signedIn.map((p) => (
            <li key={p.id}>
              <button type="button" className="btn-secondary w-full justify-start gap-3" onClick={() => setChosen(p)}>
                <Avatar name={p.name} />
                <span className="flex-1 text-left">{p.name}</span>
                <span className="text-sm text-muted">since {time(p.signedInAt)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
