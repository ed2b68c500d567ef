// The rota (SPEC §2 /calendar/rota, /calendar/shifts month, week, list): staff × days for the current home. With the
// new rota (feature enableNewRota) a grid, month or week, with copy-and-paste of weeks; without it, the list of shifts
// by day. On a phone, the grid becomes a day-by-day list per person. Unfilled shifts stand out; leave shows; the
// engine's warnings are listed as it gives them.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useMinWidth } from '../ui/use-min-width.ts';
import { useApi } from '../use-api.ts';
import { RotaNav } from './RotaNav.tsx';
import {
  addDays,
  clock,
  datesFrom,
  dayLabel,
  dayLong,
  isWeekend,
  mondayOf,
  monthLabel,
  onLeave,
  PASTE_MODES,
  type RotaView,
  type RotaWarning,
  rotaWrite,
  type Shift,
  todayLondon,
} from './shared.ts';
import { ShiftForm } from './ShiftForm.tsx';
import { CompensatoryRestFields, owesRest, restBody, type RestOwed, Warnings } from './Warnings.tsx';

type View = 'month' | 'week' | 'list';

export default function RotaPage({ view = 'month', adding = false }: { view?: View; adding?: boolean }) {
  const { currentHome } = useSession();
  const [params, setParams] = useSearchParams();
  const today = todayLondon();
  const month = params.get('month') ?? today.slice(0, 7);
  const week = mondayOf(params.get('week') ?? today);
  const query = view === 'week' ? `week=${week}` : `month=${month}`;
  const { data, error, loading, reload } = useApi<RotaView>(
    currentHome ? `/api/homes/${currentHome.id}/rota?${query}` : null,
  );
  const [showAdd, setShowAdd] = useState(adding);

  if (!currentHome)
    return (
      <Page title="Rota">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  const title = view === 'week' ? 'Rota: week' : view === 'list' ? 'Shifts' : 'Rota';
  const shiftMonth = (n: number) => {
    const d = new Date(`${month}-15T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + n);
    return d.toISOString().slice(0, 7);
  };
  const nav =
    view === 'week'
      ? {
          label: `Week of ${dayLong(week)}`,
          prev: () => setParams({ week: addDays(week, -7) }),
          next: () => setParams({ week: addDays(week, 7) }),
        }
      : {
          label: monthLabel(month),
          prev: () => setParams({ month: shiftMonth(-1) }),
          next: () => setParams({ month: shiftMonth(1) }),
        };

  return (
    <Page title={title} subtitle={currentHome.name}>
      <RotaNav />
      <div className="flex flex-wrap items-center gap-2">
        <button className="btn-secondary" type="button" onClick={nav.prev} aria-label="Previous">
          ‹
        </button>
        <p className="min-w-48 text-center font-semibold" aria-live="polite">
          {nav.label}
        </p>
        <button className="btn-secondary" type="button" onClick={nav.next} aria-label="Next">
          ›
        </button>
        {data?.canEdit ? (
          <button className="btn-primary" type="button" onClick={() => setShowAdd((s) => !s)}>
            Add shift
          </button>
        ) : null}
      </div>
      {loading && !data ? <Loading /> : null}
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {data ? (
        <>
          {showAdd && data.canEdit ? (
            <ShiftForm
              homeId={data.home.id}
              people={data.people}
              patterns={data.patterns}
              canManage={data.canManage}
              date={view === 'week' ? week : data.from <= today && today <= data.to ? today : data.from}
              onSaved={() => {
                setShowAdd(false);
                reload();
              }}
              onCancel={() => setShowAdd(false)}
            />
          ) : null}
          {data.unfilled ? (
            <p className="font-semibold text-red-700 dark:text-red-300">
              {data.unfilled} unfilled {data.unfilled === 1 ? 'shift' : 'shifts'}
            </p>
          ) : null}
          <Warnings warnings={data.warnings} title="Working time and staffing" />
          {view === 'week' && data.newRota && data.canEdit ? (
            <PastePanel homeId={data.home.id} week={week} canManage={data.canManage} onDone={reload} />
          ) : null}
          {data.newRota && view !== 'list' ? <Grid data={data} /> : <DayList data={data} />}
        </>
      ) : null}
    </Page>
  );
}

function ShiftChip({ s }: { s: Shift & { colour?: string | null; patternName?: string } }) {
  return (
    <Link
      to={`/calendar/shift?id=${s.id}`}
      className="block rounded px-1 py-0.5 text-xs text-black no-underline hover:ring-2"
      style={{ background: s.colour ?? '#e5e7eb' }}
      title={s.overrideReason ? `Saved despite warnings: ${s.overrideReason}` : undefined}
    >
      <span className="font-semibold">{s.patternName ?? s.shiftType}</span> {clock(s.startsAt)}–{clock(s.endsAt)}
      {s.overrideReason ? ' ⚠' : ''}
    </Link>
  );
}

function useDecorated(data: RotaView) {
  const byPattern = new Map(data.patterns.map((p) => [p.id, p]));
  return data.shifts.map((s) => ({
    ...s,
    colour: s.patternId ? byPattern.get(s.patternId)?.colour : null,
    patternName: s.patternId ? byPattern.get(s.patternId)?.name : undefined,
  }));
}

/** Staff × days (from 768 px); a day-by-day list per person below that. */
function Grid({ data }: { data: RotaView }) {
  const days = datesFrom(data.from, data.to);
  const shifts = useDecorated(data);
  const rows = [{ id: '', name: 'Unfilled' }, ...data.people];
  const wide = useMinWidth(768);
  return wide ? (
    <div className="overflow-x-auto rounded-lg border border-line" role="region" aria-label="Rota grid" tabIndex={0}>
      <table className="min-w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-surface p-2 text-left">
              Staff
            </th>
            {days.map((d) => (
              <th
                key={d}
                scope="col"
                className={`min-w-24 p-1 text-center font-medium ${isWeekend(d) ? 'bg-sunken' : ''}`}
              >
                {dayLabel(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.id || 'unfilled'} className="border-t border-line">
              <th
                scope="row"
                className={`sticky left-0 z-10 bg-surface p-2 text-left font-medium ${p.id ? '' : 'text-red-700 dark:text-red-300'}`}
              >
                {p.name}
              </th>
              {days.map((d) => {
                const mine = shifts.filter((s) => (s.staffId ?? '') === p.id && s.date === d);
                const leave = p.id ? onLeave(data.leave, p.id, d) : undefined;
                return (
                  <td
                    key={d}
                    className={`p-1 align-top ${isWeekend(d) ? 'bg-sunken' : ''} ${!p.id && mine.length ? 'bg-red-100 dark:bg-red-950' : ''}`}
                  >
                    {leave ? (
                      <span
                        className={`block rounded px-1 text-xs ${leave.status === 'approved' ? 'bg-emerald-200 text-black' : 'bg-gray-200 text-gray-600'}`}
                      >
                        {leave.status === 'approved' ? 'Leave' : 'Leave asked'}
                      </span>
                    ) : null}
                    {mine.map((s) => (
                      <ShiftChip key={s.id} s={s} />
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ) : (
    <div className="space-y-3">
      {rows.map((p) => {
        const mine = shifts.filter((s) => (s.staffId ?? '') === p.id);
        if (!p.id && !mine.length) return null;
        return (
          <section key={p.id || 'unfilled'} className={`card ${p.id ? '' : 'border-red-500'}`} aria-label={p.name}>
            <h2 className={`font-semibold ${p.id ? '' : 'text-red-700 dark:text-red-300'}`}>{p.name}</h2>
            {mine.length ? (
              <ul className="mt-2 space-y-1">
                {mine.map((s) => (
                  <li key={s.id} className="flex items-center gap-2">
                    <span className="w-24 shrink-0 text-muted">{dayLabel(s.date)}</span>
                    <ShiftChip s={s} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted">No shifts.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Every shift by day (the rota without the new grid). */
function DayList({ data }: { data: RotaView }) {
  const shifts = useDecorated(data);
  const days = datesFrom(data.from, data.to).filter((d) => shifts.some((s) => s.date === d));
  if (!days.length) return <EmptyState title="No shifts in this period." />;
  return (
    <div className="space-y-3">
      {days.map((d) => (
        <section key={d} className="card" aria-label={dayLong(d)}>
          <h2 className="font-semibold">{dayLong(d)}</h2>
          <ul className="mt-2 space-y-1">
            {shifts
              .filter((s) => s.date === d)
              .map((s) => (
                <li key={s.id} className="flex flex-wrap items-center gap-2">
                  <ShiftChip s={s} />
                  <span className={s.staffName ? '' : 'font-semibold text-red-700 dark:text-red-300'}>
                    {s.staffName ?? 'Unfilled'}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Copy a week onto another with one of the SPEC's three paste modes; warnings come back from the engine. */
function PastePanel({
  homeId,
  week,
  canManage,
  onDone,
}: {
  homeId: string;
  week: string;
  canManage: boolean;
  onDone: () => void;
}) {
  const [fromWeek, setFrom] = useState(addDays(week, -7));
  const [mode, setMode] = useState<string>('keep');
  const [reason, setReason] = useState('');
  const [rest, setRest] = useState<RestOwed>({ on: '', hours: '' });
  const [warnings, setWarnings] = useState<RotaWarning[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  async function paste() {
    const res = await rotaWrite<{ created: number; archived: number; skipped: number }>(
      `/api/homes/${homeId}/rota/paste`,
      'POST',
      {
        fromWeek,
        toWeek: week,
        mode,
        ...(warnings.length && reason ? { overrideReason: reason, ...restBody(warnings, rest) } : {}),
      },
    );
    if (res.ok) {
      setWarnings([]);
      setReason('');
      setMessage(
        `Pasted: ${res.data.created} added, ${res.data.archived} replaced, ${res.data.skipped} kept as they were.`,
      );
      onDone();
    } else {
      setWarnings(res.warnings);
      setMessage(res.warnings.length ? null : res.detail);
    }
  }
  return (
    <details className="card">
      <summary className="cursor-pointer font-semibold">Copy a week onto this week</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <label>
          <span className="field-label">Copy the week of</span>
          <DateField className="field-input" value={fromWeek} onChange={(e) => setFrom(mondayOf(e.target.value))} />
        </label>
        <fieldset>
          <legend className="field-label">Clashing shifts</legend>
          {PASTE_MODES.map((m) => (
            <label key={m.value} className="flex min-h-[44px] items-center gap-2">
              <input
                type="radio"
                name="paste-mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
              />
              {m.label}
            </label>
          ))}
        </fieldset>
      </div>
      <Warnings warnings={warnings} title="The pasted week would break these rules" />
      {warnings.length && canManage ? (
        <label className="mt-2 block">
          <span className="field-label">Reason to paste anyway</span>
          <textarea
            className="field-input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
          />
        </label>
      ) : null}
      {warnings.length && canManage && owesRest(warnings) ? (
        <CompensatoryRestFields rest={rest} onChange={setRest} />
      ) : null}
      {message ? (
        <p role="status" className="mt-2">
          {message}
        </p>
      ) : null}
      <button
        className="btn-primary mt-3"
        type="button"
        onClick={paste}
        disabled={warnings.length > 0 && (!canManage || !reason)}
      >
        {warnings.length ? 'Paste anyway' : 'Paste'}
      </button>
    </details>
  );
}
