// /hr/gross-pay/rates: the rates pay is checked and paid by, for directors (decision 0780) — the minimum wage bands,
// the night-premium hours and the bank holiday changes by proclamation, each with its source and whether it was
// checked here. A director adds a dated row or corrects one with a reason; the corrected row stays in the history.
// The engine refuses everyone else; this page only reads and sends.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiPost, ApiProblem } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { HrNav } from '../staff/HrNav.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

type Kind = 'minimum_wage' | 'premium' | 'bank_holiday';
type Band = '21_and_over' | '18_to_20' | 'under_18' | 'apprentice';
interface Row {
  id: string;
  kind: Kind;
  appliesFrom: string;
  figures: { pence?: Record<Band, number>; nightFrom?: string; nightTo?: string; holiday?: boolean; name?: string };
  source: string;
  checked: boolean;
  corrects: string | null;
  reason: string | null;
  createdByName: string | null;
  createdAt: string;
  inForce: boolean;
  correctedBy: string | null;
}
interface Table {
  items: Row[];
  minimumWage: { newestFrom: string | null; ageDays: number | null; stale: boolean };
}

const BANDS: [Band, string][] = [
  ['21_and_over', '21 and over'],
  ['18_to_20', '18 to 20'],
  ['under_18', 'Under 18'],
  ['apprentice', 'Apprentice'],
];
const PATHS: Record<Kind, string> = { minimum_wage: 'minimum-wage', premium: 'premium', bank_holiday: 'bank-holiday' };
const TITLES: Record<Kind, string> = {
  minimum_wage: 'Minimum wage',
  premium: 'Night premium hours',
  bank_holiday: 'Bank holiday changes',
};
const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;

/** What a row says, in words. */
function figuresText(r: Row): string {
  if (r.kind === 'minimum_wage') return BANDS.map(([b, l]) => `${l} ${pounds(r.figures.pence![b])}`).join(', ');
  if (r.kind === 'premium') return `Nights ${r.figures.nightFrom} to ${r.figures.nightTo}`;
  return `${r.figures.holiday ? 'A bank holiday' : 'Not a bank holiday'}: ${r.figures.name}`;
}

function Checked({ checked }: { checked: boolean }) {
  return checked ? (
    <span className="font-medium text-green-800">Checked here</span>
  ) : (
    <span className="font-medium text-amber-900">Not checked</span>
  );
}

/** The add or correct form of one kind; a correction starts from the row and asks why. */
function RowForm({ kind, row, onDone }: { kind: Kind; row?: Row; onDone: () => void }) {
  const [date, setDate] = useState(row?.appliesFrom ?? '');
  const [money, setMoney] = useState<Record<Band, string>>(
    () =>
      Object.fromEntries(
        BANDS.map(([b]) => [b, row?.figures.pence ? (row.figures.pence[b] / 100).toFixed(2) : '']),
      ) as Record<Band, string>,
  );
  const [nightFrom, setNightFrom] = useState(row?.figures.nightFrom ?? '22:00');
  const [nightTo, setNightTo] = useState(row?.figures.nightTo ?? '06:00');
  const [holiday, setHoliday] = useState(row?.figures.holiday ?? true);
  const [name, setName] = useState(row?.figures.name ?? '');
  const [source, setSource] = useState(row?.source ?? '');
  const [checked, setChecked] = useState(row?.checked ?? false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `${kind}-${row?.id ?? 'new'}`;
  const label = row
    ? `Correct ${TITLES[kind].toLowerCase()} from ${formatDate(row.appliesFrom)}`
    : `Add ${TITLES[kind].toLowerCase()}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const figures =
      kind === 'minimum_wage'
        ? { appliesFrom: date, pence: Object.fromEntries(BANDS.map(([b]) => [b, Math.round(Number(money[b]) * 100)])) }
        : kind === 'premium'
          ? { appliesFrom: date, nightFrom, nightTo }
          : { on: date, holiday, name };
    setBusy(true);
    try {
      await apiPost(`/api/pay/reference/${PATHS[kind]}${row ? `/${row.id}/correction` : ''}`, {
        ...figures,
        source,
        checked,
        ...(row ? { reason } : {}),
      });
      onDone();
    } catch (err) {
      setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: 'Not saved' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={submit} className="space-y-3 rounded-lg border border-line bg-sunken p-3">
      <p className="font-semibold">{label}</p>
      {error ? <ErrorNotice error={error} /> : null}
      <div>
        <label className="field-label" htmlFor={`${id}-date`}>
          {kind === 'bank_holiday' ? 'Date' : 'From'}
        </label>
        <DateField id={`${id}-date`} value={date} required onChange={(e) => setDate(e.target.value)} />
      </div>
      {kind === 'minimum_wage' ? (
        <fieldset className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <legend className="field-label">Hourly rate (£) by age band</legend>
          {BANDS.map(([b, l]) => (
            <div key={b}>
              <label className="field-label" htmlFor={`${id}-${b}`}>
                {l}
              </label>
              <input
                id={`${id}-${b}`}
                className="field-input"
                inputMode="decimal"
                required
                pattern="[0-9]{1,3}(\.[0-9]{1,2})?"
                value={money[b]}
                onChange={(e) => setMoney({ ...money, [b]: e.target.value })}
              />
            </div>
          ))}
        </fieldset>
      ) : kind === 'premium' ? (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label className="field-label" htmlFor={`${id}-from`}>
              Nights start
            </label>
            <input
              id={`${id}-from`}
              type="time"
              className="field-input"
              required
              value={nightFrom}
              onChange={(e) => setNightFrom(e.target.value)}
            />
          </div>
          <div>
            <label className="field-label" htmlFor={`${id}-to`}>
              Nights end
            </label>
            <input
              id={`${id}-to`}
              type="time"
              className="field-input"
              required
              value={nightTo}
              onChange={(e) => setNightTo(e.target.value)}
            />
          </div>
        </div>
      ) : (
        <>
          <label className="flex min-h-[44px] items-center gap-2">
            <input type="checkbox" checked={holiday} onChange={(e) => setHoliday(e.target.checked)} />A bank holiday
            (untick for a usual bank holiday moved away from this date)
          </label>
          <div>
            <label className="field-label" htmlFor={`${id}-name`}>
              Name
            </label>
            <input
              id={`${id}-name`}
              className="field-input"
              required
              minLength={3}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
        </>
      )}
      <div>
        <label className="field-label" htmlFor={`${id}-source`}>
          Source (where the figure was read)
        </label>
        <input
          id={`${id}-source`}
          className="field-input"
          required
          minLength={3}
          value={source}
          onChange={(e) => setSource(e.target.value)}
        />
      </div>
      <label className="flex min-h-[44px] items-center gap-2">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        Checked against the law or the official source
      </label>
      {row ? (
        <div>
          <label className="field-label" htmlFor={`${id}-reason`}>
            Why it is corrected
          </label>
          <input
            id={`${id}-reason`}
            className="field-input"
            required
            minLength={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {row ? 'Save correction' : 'Add'}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function KindSection({ kind, rows, reload }: { kind: Kind; rows: Row[]; reload: () => void }) {
  const [open, setOpen] = useState<string | null>(null);
  const done = () => {
    setOpen(null);
    reload();
  };
  const inForce = rows.filter((r) => r.kind === kind && r.inForce);
  return (
    <section className="card space-y-3" aria-labelledby={`${kind}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${kind}-title`} className="text-lg font-semibold">
          {TITLES[kind]}
        </h2>
        <button type="button" className="btn-secondary" onClick={() => setOpen('new')}>
          Add a row
        </button>
      </div>
      {open === 'new' ? <RowForm kind={kind} onDone={done} /> : null}
      <ul className="divide-y divide-line">
        {[...inForce].reverse().map((r) => (
          <li key={r.id} className="space-y-1 py-3">
            <p className="font-medium">
              {kind === 'bank_holiday' ? formatDate(r.appliesFrom) : `From ${formatDate(r.appliesFrom)}`}:{' '}
              {figuresText(r)}
            </p>
            <p className="text-sm text-muted break-words">Source: {r.source}</p>
            <p className="flex flex-wrap items-center gap-3 text-sm">
              <Checked checked={r.checked} />
              {r.corrects ? <span>Corrected: {r.reason}</span> : null}
              <button type="button" className="link" onClick={() => setOpen(r.id)}>
                Correct
              </button>
            </p>
            {open === r.id ? <RowForm kind={kind} row={r} onDone={done} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ rows }: { rows: Row[] }) {
  const corrected = rows.filter((r) => !r.inForce);
  if (!corrected.length) return null;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (
    <section className="card space-y-2" aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        Corrected rows (kept as history)
      </h2>
      <ul className="divide-y divide-line">
        {corrected.map((r) => {
          const by = r.correctedBy ? byId.get(r.correctedBy) : undefined;
          return (
            <li key={r.id} className="py-2 text-sm">
              <p>
                {TITLES[r.kind]}, {formatDate(r.appliesFrom)}: {figuresText(r)}
              </p>
              {by ? (
                <p className="text-muted">
                  Corrected on {formatDate(by.createdAt.slice(0, 10))}
                  {by.createdByName ? ` by ${by.createdByName}` : ''}: {by.reason}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function PayRatesPage() {
  const table = useApi<Table>('/api/pay/reference');
  return (
    <Page
      title="Pay rates and rules"
      subtitle="The minimum wage bands gross pay is checked against, the hours paid as nights, and bank holidays proclaimed beyond the usual rules. Directors correct them here; each correction keeps the old row."
      actions={
        <Link className="btn-secondary" to="/hr/gross-pay">
          Gross pay
        </Link>
      }
    >
      <HrNav />
      {table.error ? (
        <ErrorNotice error={table.error} onRetry={table.reload} />
      ) : !table.data ? (
        <Loading />
      ) : (
        <>
          {table.data.minimumWage.stale ? (
            <p role="alert" className="rounded border border-amber-500 bg-amber-50 p-3 text-amber-950">
              The newest minimum wage rates are from{' '}
              {table.data.minimumWage.newestFrom ? formatDate(table.data.minimumWage.newestFrom) : 'no date'}, a year or
              more ago: add this April&apos;s rates so pay is checked against them.
            </p>
          ) : null}
          {(['minimum_wage', 'premium', 'bank_holiday'] as Kind[]).map((k) => (
            <KindSection key={k} kind={k} rows={table.data!.items} reload={table.reload} />
          ))}
          <History rows={table.data.items} />
        </>
      )}
    </Page>
  );
}
