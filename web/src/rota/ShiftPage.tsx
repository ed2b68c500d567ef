// One shift (SPEC §2 /calendar/shift): planned and actual times, clock in/out for the person on it, a manager's
// change of clock times with a reason, sleep-in wake-ups, the override reason if it was saved despite warnings, its
// versions, and links to change or remove it and to the shift plans.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAbilities } from '../lib/abilities.ts';
import { fromLondonInput, toLondonInput } from '../lib/london-time.ts';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { RotaNav } from './RotaNav.tsx';
import { clock, dayLong, rotaWrite, type Shift, SHIFT_TYPE_LABELS } from './shared.ts';

interface ShiftDetail extends Shift {
  wakes: { id: string; wokeAt: string; backAt: string | null; note: string | null; recordedByName: string }[];
  revisions: { version: number; action: string; reason: string | null; changedByName: string; changedAt: string }[];
  canClock: boolean;
  canChangeClock: boolean;
  staffTimeChangesOff: boolean;
}

export default function ShiftPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, error, loading, reload } = useApi<ShiftDetail>(id ? `/api/shifts/${id}` : null);
  const [message, setMessage] = useState<string | null>(null);
  const [clockIn, setClockIn] = useState('');
  const [clockOut, setClockOut] = useState('');
  const [reason, setReason] = useState('');
  const [woke, setWoke] = useState('');
  const [back, setBack] = useState('');
  const may = useAbilities();
  if (!id)
    return (
      <Page title="Shift">
        <p>Open a shift from the rota.</p>
      </Page>
    );
  if (loading && !data) return <Loading />;
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return null;
  const act = async (path: string, body: unknown) => {
    const res = await rotaWrite(path, 'POST', body);
    setMessage(res.ok ? 'Saved.' : res.detail);
    if (res.ok) reload();
  };
  return (
    <Page title={`${SHIFT_TYPE_LABELS[data.shiftType] ?? data.shiftType} shift`} subtitle={dayLong(data.date)}>
      {/* the rota's other screens refuse someone without rota read, who opens their own shift from the calendar */}
      {may.anyHome((h) => h.rota.read) ? <RotaNav /> : null}
      <section className="card space-y-1">
        <p>
          <strong>Who:</strong>{' '}
          {data.staffName ?? <span className="font-semibold text-red-700 dark:text-red-300">Unfilled</span>}
        </p>
        <p>
          <strong>Planned:</strong> {clock(data.startsAt)}–{clock(data.endsAt)}, break {data.breakMinutes} minutes
        </p>
        <p>
          <strong>Actual:</strong> {data.clockedInAt ? `in ${clock(data.clockedInAt)}` : 'not clocked in'}
          {data.clockedOutAt ? `, out ${clock(data.clockedOutAt)}` : ''}
        </p>
        {data.notes ? (
          <p>
            <strong>Notes:</strong> {data.notes}
          </p>
        ) : null}
        {data.overrideReason ? (
          <p className="rounded bg-amber-50 p-2 text-amber-950">
            <strong>Saved despite warnings by {data.overrideByName}:</strong> {data.overrideReason}
          </p>
        ) : null}
        {data.archivedAt ? <p className="font-semibold">Removed from the rota.</p> : null}
      </section>
      {message ? <p role="status">{message}</p> : null}
      {data.canClock && !data.archivedAt ? (
        <div className="flex flex-wrap gap-2">
          {!data.clockedInAt ? (
            <button
              className="btn-primary"
              type="button"
              onClick={() => act(`/api/shifts/${data.id}/clock`, { action: 'in', version: data.version })}
            >
              Clock in
            </button>
          ) : null}
          {data.clockedInAt && !data.clockedOutAt ? (
            <button
              className="btn-primary"
              type="button"
              onClick={() => act(`/api/shifts/${data.id}/clock`, { action: 'out', version: data.version })}
            >
              Clock out
            </button>
          ) : null}
        </div>
      ) : null}
      {data.canChangeClock && !data.archivedAt ? (
        <details className="card">
          <summary className="cursor-pointer font-semibold">Change clock times (manager)</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            <label>
              <span className="field-label">Clocked in</span>
              <DateField
                className="field-input"
                withTime
                value={clockIn || toLondonInput(data.clockedInAt)}
                onChange={(e) => setClockIn(e.target.value)}
              />
            </label>
            <label>
              <span className="field-label">Clocked out</span>
              <DateField
                className="field-input"
                withTime
                value={clockOut || toLondonInput(data.clockedOutAt)}
                onChange={(e) => setClockOut(e.target.value)}
              />
            </label>
            <label className="sm:col-span-2">
              <span className="field-label">Reason</span>
              <input
                className="field-input"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
              />
            </label>
          </div>
          <button
            className="btn-primary mt-2"
            type="button"
            disabled={!reason}
            onClick={() => {
              const i = clockIn || toLondonInput(data.clockedInAt);
              const o = clockOut || toLondonInput(data.clockedOutAt);
              void act(`/api/shifts/${data.id}/clock`, {
                action: 'set',
                clockedInAt: i ? (fromLondonInput(i) ?? null) : null,
                clockedOutAt: o ? (fromLondonInput(o) ?? null) : null,
                reason,
                version: data.version,
              });
            }}
          >
            Save clock times
          </button>
        </details>
      ) : null}
      {data.shiftType === 'sleep_in' || data.shiftType === 'on_call' ? (
        <section className="card space-y-2" aria-label="Wake-ups">
          <h2 className="font-semibold">Wake-ups</h2>
          {data.wakes.length ? (
            <ul>
              {data.wakes.map((w) => (
                <li key={w.id}>
                  {clock(w.wokeAt)}
                  {w.backAt ? `–${clock(w.backAt)}` : ''} {w.note}{' '}
                  <span className="text-muted">({w.recordedByName})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">None recorded.</p>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <label>
              <span className="field-label">Woken at</span>
              <DateField className="field-input" withTime value={woke} onChange={(e) => setWoke(e.target.value)} />
            </label>
            <label>
              <span className="field-label">Back to sleep</span>
              <DateField className="field-input" withTime value={back} onChange={(e) => setBack(e.target.value)} />
            </label>
          </div>
          <button
            className="btn-secondary"
            type="button"
            disabled={!woke}
            onClick={() =>
              act(`/api/shifts/${data.id}/wakes`, {
                wokeAt: fromLondonInput(woke),
                ...(back ? { backAt: fromLondonInput(back) } : {}),
              })
            }
          >
            Record wake-up
          </button>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link className="btn-secondary" to={`/calendar/rota/edit?shift=${data.id}`}>
          Change shift
        </Link>
        <Link className="btn-secondary" to={`/calendar/rota/delete?shift=${data.id}`}>
          Remove from rota
        </Link>
        <Link className="btn-secondary" to="/calendar/shifts/add">
          New shift plan
        </Link>
      </div>
      <section aria-label="Versions" className="card">
        <h2 className="font-semibold">Versions</h2>
        <ol className="mt-1 space-y-1">
          {data.revisions.map((r) => (
            <li key={r.version}>
              {r.version}. {r.action} by {r.changedByName},{' '}
              {new Date(r.changedAt).toLocaleString('en-GB', { timeZone: 'Europe/London' })}
              {r.reason ? ` — ${r.reason}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </Page>
  );
}
