// Add a shift (from a pattern or by hand) or change one. A save the engine warns about comes back with its warnings;
// a manager of the home may give a reason and save anyway (the reason is stored and shown on the rota).
import { type FormEvent, useState } from 'react';
import { fromLondonInput } from '../lib/london-time.ts';
import { DateField } from '../ui/DateField.tsx';
import { type Pattern, type RotaPerson, type RotaWarning, rotaWrite, type Shift, SHIFT_TYPE_LABELS } from './shared.ts';
import { CompensatoryRestFields, owesRest, restBody, type RestOwed, Warnings } from './Warnings.tsx';

interface Props {
  homeId: string;
  people: RotaPerson[];
  patterns: Pattern[];
  canManage: boolean;
  date: string;
  shift?: Shift;
  onSaved: () => void;
  onCancel?: () => void;
}

const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

export function ShiftForm({ homeId, people, patterns, canManage, date: initialDate, shift, onSaved, onCancel }: Props) {
  const [date, setDate] = useState(shift?.date ?? initialDate);
  const [staffId, setStaffId] = useState(shift?.staffId ?? '');
  const [patternId, setPatternId] = useState(shift?.patternId ?? patterns[0]?.id ?? '');
  const [startsAt, setStartsAt] = useState(shift ? localTime(shift.startsAt) : '09:00');
  const [endsAt, setEndsAt] = useState(shift ? localTime(shift.endsAt) : '17:00');
  const [shiftType, setShiftType] = useState(shift?.shiftType ?? 'day');
  const [breakMinutes, setBreak] = useState(String(shift?.breakMinutes ?? 30));
  const [notes, setNotes] = useState(shift?.notes ?? '');
  const [reason, setReason] = useState('');
  const [rest, setRest] = useState<RestOwed>({ on: '', hours: '' });
  const [warnings, setWarnings] = useState<RotaWarning[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const byHand = patternId === '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    // hand times are London wall-clock times: the engine turns a pattern's into instants; by hand we send the date and
    // times
    const times = byHand ? await handTimes(date, startsAt, endsAt) : {};
    const body = {
      homeId,
      staffId: staffId || null,
      ...(byHand ? { ...times, shiftType, breakMinutes: Number(breakMinutes) } : { date, patternId }),
      notes: notes || null,
      ...(warnings.length && reason ? { overrideReason: reason, ...restBody(warnings, rest) } : {}),
      ...(shift ? { version: shift.version } : {}),
    };
    const res = await rotaWrite(shift ? `/api/shifts/${shift.id}` : '/api/shifts', shift ? 'PUT' : 'POST', body);
    setBusy(false);
    if (res.ok) {
      setWarnings([]);
      setReason('');
      onSaved();
      return;
    }
    setWarnings(res.warnings);
    setError(
      res.warnings.length
        ? null
        : `${res.detail}${res.errors.length ? ` (${res.errors.map((x) => `${x.path} ${x.message}`).join('; ')})` : ''}`,
    );
  }

  return (
    <form onSubmit={submit} className="card space-y-3" aria-label={shift ? 'Change shift' : 'Add a shift'}>
      <h2 className="text-lg font-semibold">{shift ? 'Change shift' : 'Add a shift'}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label>
          <span className="field-label">Date</span>
          <DateField className="field-input" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <label>
          <span className="field-label">Member of staff</span>
          <select className="field-input" value={staffId} onChange={(e) => setStaffId(e.target.value)}>
            <option value="">Unfilled</option>
            {people
              .filter((p) => !p.removed)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
        <label>
          <span className="field-label">Pattern</span>
          <select className="field-input" value={patternId} onChange={(e) => setPatternId(e.target.value)}>
            {patterns.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} {p.startsAt}–{p.endsAt}
              </option>
            ))}
            <option value="">By hand…</option>
          </select>
        </label>
        {byHand ? (
          <>
            <label>
              <span className="field-label">Type</span>
              <select className="field-input" value={shiftType} onChange={(e) => setShiftType(e.target.value)}>
                {Object.entries(SHIFT_TYPE_LABELS).map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span className="field-label">Starts</span>
              <input
                className="field-input"
                type="time"
                value={startsAt}
                onChange={(e) => setStartsAt(e.target.value)}
                required
              />
            </label>
            <label>
              <span className="field-label">Ends</span>
              <input
                className="field-input"
                type="time"
                value={endsAt}
                onChange={(e) => setEndsAt(e.target.value)}
                required
              />
            </label>
            <label>
              <span className="field-label">Break (minutes)</span>
              <input
                className="field-input"
                type="number"
                min={0}
                max={240}
                value={breakMinutes}
                onChange={(e) => setBreak(e.target.value)}
              />
            </label>
          </>
        ) : null}
        <label className="sm:col-span-2">
          <span className="field-label">Notes</span>
          <input className="field-input" value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={1000} />
        </label>
      </div>
      <Warnings warnings={warnings} title="The rota would break these rules" />
      {warnings.length ? (
        canManage ? (
          <>
            <label>
              <span className="field-label">Reason to save anyway (kept with the shift)</span>
              <textarea
                className="field-input"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                required
              />
            </label>
            {owesRest(warnings) ? <CompensatoryRestFields rest={rest} onChange={setRest} /> : null}
          </>
        ) : (
          <p>Only a manager of the home can save this despite the warnings.</p>
        )
      ) : null}
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          className="btn-primary"
          type="submit"
          disabled={
            busy ||
            (warnings.length > 0 && (!canManage || !reason)) ||
            (owesRest(warnings) && (!rest.on || !rest.hours))
          }
        >
          {warnings.length ? 'Save anyway' : shift ? 'Save changes' : 'Save shift'}
        </button>
        {onCancel ? (
          <button className="btn-secondary" type="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** London wall-clock times on a date as instants (an end at or before the start is the next morning). */
async function handTimes(date: string, start: string, end: string) {
  const instant = (d: string, t: string) => fromLondonInput(`${d}T${t}`) ?? new Date(`${d}T${t}:00Z`).toISOString();
  const endDate =
    end <= start ? new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : date;
  return { startsAt: instant(date, start), endsAt: instant(endDate, end) };
}
