// /account/shared-devices: a manager registers this browser as a home's shared device (from the device itself),
// sees the homes' devices and revokes one; a director (settings) sets the minutes without use that lock them.
// What this person may do here is what the API answers (the homes they look after, whether they may set the minutes).
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api, apiGet, apiPost, ApiProblem } from '../api.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { freshPage } from './shared-device.ts';

interface Device {
  id: string;
  name: string;
  homeName: string;
  registeredByName: string;
  registeredAt: string;
  lastSeenAt: string | null;
  revokedAt: string | null;
  thisDevice: boolean;
}
interface Overview {
  homes: { id: string; name: string }[];
  devices: Device[];
  thisBrowser: { id: string; name: string; homeName: string } | null;
  idleMinutes: number;
  mayChangeIdle: boolean;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
const said = (err: unknown) => (err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong.');

export default function SharedDevicesPage() {
  const [data, setData] = useState<Overview | null>(null);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [homeId, setHomeId] = useState('');
  const [name, setName] = useState('Shared tablet');
  const [minutes, setMinutes] = useState('');
  const [revoking, setRevoking] = useState<Device | null>(null);

  const load = useCallback(() => {
    apiGet<Overview>('/api/shared-devices').then(
      (d) => {
        setData(d);
        setHomeId((h) => h || d.homes[0]?.id || '');
        setMinutes(String(d.idleMinutes));
      },
      (err: unknown) => setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) })),
    );
  }, []);
  useEffect(load, [load]);

  const say = (kind: 'error' | 'done', text: string) => {
    setMessage({ kind, text });
    requestAnimationFrame(() => document.getElementById('devices-message')?.focus());
  };

  const register = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await apiPost('/api/shared-devices', { homeId, name: name.trim() });
      // the page again: this browser now locks when idle and offers switching (useIdleLock reads it once a load)
      freshPage('/account/shared-devices');
    } catch (err) {
      say('error', said(err));
    }
  };
  const saveMinutes = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api('/api/settings/shared-device-idle', { method: 'PUT', body: { minutes: Number(minutes) } });
      say('done', `Shared devices now lock after ${minutes} minutes without use.`);
      load();
    } catch (err) {
      say('error', said(err));
    }
  };

  if (error) return <ErrorNotice error={error} onRetry={load} />;
  if (!data) return <Loading />;

  return (
    <Page
      title="Shared devices"
      subtitle="A home's tablet used by the staff on shift: it locks when idle, and staff switch by their PIN."
    >
      {message ? (
        <p
          id="devices-message"
          role={message.kind === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
          className={`rounded-lg border p-3 ${message.kind === 'error' ? 'border-danger bg-danger-soft' : 'border-line'}`}
        >
          {message.text}
        </p>
      ) : null}

      <section aria-labelledby="this-device-title" className="card space-y-3 p-4 sm:p-6">
        <h2 id="this-device-title" className="text-lg font-semibold">
          This device
        </h2>
        {data.thisBrowser ? (
          <p>
            This browser is {data.thisBrowser.name}, a shared device of {data.thisBrowser.homeName}.
          </p>
        ) : data.homes.length ? (
          <form className="space-y-3" onSubmit={register}>
            <p className="text-muted">
              Do this on the tablet itself. Staff then do the full sign-in once a shift and switch by their PIN; it
              locks after {data.idleMinutes} minutes without use.
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="device-home" className="field-label">
                  Home
                </label>
                <select
                  id="device-home"
                  className="field-input"
                  value={homeId}
                  onChange={(e) => setHomeId(e.target.value)}
                >
                  {data.homes.map((h) => (
                    <option key={h.id} value={h.id}>
                      {h.name}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="device-name" className="field-label">
                  Name of the device
                </label>
                <input
                  id="device-name"
                  className="field-input"
                  maxLength={80}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              </div>
            </div>
            <button type="submit" className="btn-primary" disabled={!homeId || !name.trim()}>
              Register this device as shared
            </button>
          </form>
        ) : (
          <p className="text-muted">A manager of a home registers its shared devices.</p>
        )}
      </section>

      {data.homes.length ? (
        <section aria-labelledby="devices-title" className="card space-y-2 p-4 sm:p-6">
          <h2 id="devices-title" className="text-lg font-semibold">
            Shared devices of your homes
          </h2>
          {data.devices.length ? (
            <ul className="divide-y divide-line" aria-label="Shared devices">
              {data.devices.map((d) => (
                <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {d.name} · {d.homeName}
                      {d.thisDevice ? (
                        <span className="ml-2 rounded bg-accent-soft px-2 py-0.5 text-sm">This device</span>
                      ) : null}
                    </p>
                    <p className="text-sm text-muted">
                      Registered by {d.registeredByName} on {day(d.registeredAt)}
                      {d.lastSeenAt ? ` · last used ${day(d.lastSeenAt)}` : ''}
                      {d.revokedAt ? ` · revoked ${day(d.revokedAt)}` : ''}
                    </p>
                  </div>
                  {d.revokedAt ? null : (
                    <button type="button" className="btn-secondary" onClick={() => setRevoking(d)}>
                      Revoke<span className="sr-only">: {d.name}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">No shared devices yet.</p>
          )}
        </section>
      ) : null}

      {data.mayChangeIdle ? (
        <section aria-labelledby="idle-title" className="card space-y-3 p-4 sm:p-6">
          <h2 id="idle-title" className="text-lg font-semibold">
            Lock when idle
          </h2>
          <form className="flex flex-wrap items-end gap-3" onSubmit={saveMinutes}>
            <div>
              <label htmlFor="idle-minutes" className="field-label">
                Minutes without use (2 to 60)
              </label>
              <input
                id="idle-minutes"
                type="number"
                min={2}
                max={60}
                className="field-input w-32"
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
              />
            </div>
            <button type="submit" className="btn-secondary">
              Save
            </button>
          </form>
        </section>
      ) : null}

      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this shared device?"
        confirmLabel="Revoke"
        danger
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          try {
            const r = await apiPost<{ sessionsEnded: number }>(`/api/shared-devices/${revoking.id}/revoke`);
            say('done', `${revoking.name} is revoked; ${r.sessionsEnded} session(s) on it ended.`);
          } catch (err) {
            say('error', said(err));
          }
          setRevoking(null);
          load();
        }}
      >
        <p>
          Everyone signed in on {revoking?.name} is signed out, and it stops being a shared device of{' '}
          {revoking?.homeName}.
        </p>
      </ConfirmDialog>
    </Page>
  );
}
