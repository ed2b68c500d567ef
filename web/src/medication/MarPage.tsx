// The MAR (SPEC §2 profile health/mar): a week of doses per medicine and time, one column a day, each cell
// coloured by its SPEC §4 status and carrying the giver's initials or the pharmacy letter code. A cell that
// may be recorded now opens the dose dialog. The grid scrolls inside itself on a phone (the medicine column
// stays put); PRN medicines are given from their own list, with the effect asked for afterwards; homely remedies
// (decision 0890) are given from theirs, below it.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiPost } from '../api.ts';
import { formatDate, formatDateTime, formatTime } from '../lib/format.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { downloadFile, ExportButton, withReason } from '../ui/ExportButton.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AllergyBanner } from './AllergyBanner.tsx';
import { DoseDialog, type DoseTarget } from './DoseDialog.tsx';
import { HomelyRemedies } from './HomelyRemedies.tsx';
import { MedicationNav } from './MedicationNav.tsx';
import {
  addDays,
  type Dose,
  type Entry,
  healthPath,
  londonDay,
  londonToday,
  type Mar,
  type Medicine,
  NOT_GIVEN_TONE,
  NOT_KNOWN,
  outcomeLabel,
  problemText,
  STATUS,
} from './shared.ts';
import { TranscriptionChecks } from './TranscriptionChecks.tsx';

const TWO_HOURS = 2 * 3_600_000;
/** May this dose be recorded now (the engine takes a regular dose up to two hours early, and late). */
const recordable = (d: Dose, now: number) =>
  !d.entry &&
  (d.status === 'unadministered' ||
    d.status === 'overdue' ||
    (d.status === 'plannedInNext24hrs' && new Date(d.scheduledAt).getTime() - now <= TWO_HOURS));

export default function MarPage() {
  const { yp } = useProfile();
  usePageTitle(`MAR · ${yp.firstName} ${yp.lastName}`);
  const [params, setParams] = useSearchParams();
  const today = londonToday();
  const from = params.get('from') ?? addDays(today, -6);
  const to = addDays(from, 6);
  const mar = useApi<Mar>(`/api/young-people/${encodeURIComponent(yp.id)}/mar?from=${from}&to=${to}`);
  const [target, setTarget] = useState<DoseTarget | null>(null);
  const [message, setMessage] = useState('');
  const name = `${yp.preferredName ?? yp.firstName} ${yp.lastName}`;
  const open = (medicine: Medicine, scheduledAt: string | null) =>
    setTarget({
      ypId: yp.id,
      ypName: name,
      homeId: yp.homeId,
      medicine,
      scheduledAt,
      allergiesRecorded: mar.data?.recorded === true,
      competency: mar.data?.competency ?? NOT_KNOWN,
    });
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <section aria-labelledby="mar-heading" className="space-y-3">
      <MedicationNav ypId={yp.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mar-heading" className="text-xl font-semibold">
          MAR
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <button type="button" className="btn-secondary" onClick={() => setParams({ from: addDays(from, -7) })}>
            Previous week
          </button>
          <button type="button" className="btn-secondary" onClick={() => setParams({})}>
            This week
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={to >= today}
            onClick={() => setParams({ from: addDays(from, 7) })}
          >
            Next week
          </button>
          <ExportButton
            label="Export month (CSV)"
            what={`the month's MAR chart of ${name}`}
            onExport={(reason) =>
              downloadFile(
                withReason(`/api/young-people/${encodeURIComponent(yp.id)}/mar/export?month=${to.slice(0, 7)}`, reason),
                'mar.csv',
              )
            }
          />
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      {message ? (
        <p role="status" className="rounded-lg bg-sunken p-3">
          {message}
        </p>
      ) : null}
      {mar.error ? (
        <ErrorNotice error={mar.error} onRetry={mar.reload} />
      ) : !mar.data ? (
        <Loading />
      ) : (
        <>
          <AllergyBanner a={mar.data} />
          <TranscriptionChecks
            ypId={yp.id}
            homeId={yp.homeId}
            medicines={mar.data.medicines}
            canRecord={mar.data.canRecord}
            onDone={(m) => {
              setMessage(m);
              mar.reload();
            }}
          />
          <p className="text-sm text-muted">
            {formatDate(from)} to {formatDate(to)}. A dose not recorded within its medicine&apos;s time window is
            overdue: {mar.data.windowMinutes} minutes, or 30 for a critical medicine, unless the prescription sets one.
          </p>
          <Grid mar={mar.data} days={days} onRecord={open} />
          <Key mar={mar.data} />
          <PrnList
            mar={mar.data}
            ypName={name}
            onGive={(m) => open(m, null)}
            onDone={(m) => {
              setMessage(m);
              mar.reload();
            }}
          />
          <HomelyRemedies
            mar={mar.data}
            ypName={name}
            onDone={(m) => {
              setMessage(m);
              mar.reload();
            }}
          />
        </>
      )}
      <DoseDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(m) => {
          setTarget(null);
          setMessage(m);
          mar.reload();
        }}
      />
    </section>
  );
}

function Grid({ mar, days, onRecord }: { mar: Mar; days: string[]; onRecord: (m: Medicine, at: string) => void }) {
  const now = Date.now();
  const byCell = new Map(
    mar.doses.map((d) => [`${d.medicationId}|${londonDay(d.scheduledAt)}|${formatTime(d.scheduledAt)}`, d]),
  );
  const rows = mar.medicines
    .filter((m) => m.regularity === 'regular' && m.transcription?.state !== 'new_awaiting_check')
    .flatMap((m) => {
      const times = new Set(mar.doses.filter((d) => d.medicationId === m.id).map((d) => formatTime(d.scheduledAt)));
      return [...(times.size ? times : new Set(m.data.times ?? []))].sort().map((time) => ({ m, time }));
    });
  // On a phone the week is wider than the screen: open it at its newest day (today's doses), not the oldest.
  const region = useRef<HTMLDivElement>(null);
  const firstDay = days[0];
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (region.current) region.current.scrollLeft = region.current.scrollWidth;
  }, [firstDay, hasRows]);
  if (!rows.length) return <p className="card">No regular medicines in these days.</p>;
  return (
    <div
      ref={region}
      className="overflow-x-auto rounded-xl border border-line"
      data-testid="mar-grid"
      tabIndex={0}
      role="region"
      aria-label="MAR chart, scrolls sideways"
    >
      <table className="min-w-full border-collapse text-sm">
        <thead>
          <tr className="bg-sunken">
            <th scope="col" className="sticky left-0 z-10 min-w-[10rem] sm:min-w-[16rem] bg-sunken p-2 text-left">
              Medicine and time
            </th>
            {days.map((d) => (
              <th key={d} scope="col" className="min-w-[4.5rem] p-2 text-center font-medium">
                <Link
                  className="link inline-flex min-h-6 min-w-6 items-center"
                  to={`${healthPath(mar.youngPerson.id, 'mar/details')}?date=${d}`}
                >
                  {formatDate(d).replace(/ \d{4}$/, '')}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ m, time }) => (
            <tr key={`${m.id}|${time}`} className="border-t border-line">
              <th scope="row" className="sticky left-0 z-10 bg-surface p-2 text-left font-normal">
                <span className="block font-medium">{m.name}</span>
                <span className="text-muted">
                  {time} · {m.data.dose}
                  {m.controlled ? ' · CD' : ''}
                </span>
              </th>
              {days.map((day) => {
                const d = byCell.get(`${m.id}|${day}|${time}`);
                return (
                  <td key={day} className="p-1 text-center">
                    {d ? (
                      <Cell d={d} m={m} canRecord={mar.canRecord && recordable(d, now)} onRecord={onRecord} />
                    ) : (
                      <span className="text-muted" aria-label="not due">
                        –
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({
  d,
  m,
  canRecord,
  onRecord,
}: {
  d: Dose;
  m: Medicine;
  canRecord: boolean;
  onRecord: (m: Medicine, at: string) => void;
}) {
  const e = d.entry;
  const tone =
    e && e.outcome !== 'given' && e.outcome !== 'self_administered'
      ? NOT_GIVEN_TONE
      : d.status
        ? STATUS[d.status].tone
        : 'border-line';
  const text = e ? e.code : d.status ? STATUS[d.status].label : '';
  const title = e
    ? `${outcomeLabel(e.outcome)} by ${e.recordedByName}${e.reason ? `: ${e.reason}` : ''}`
    : d.status
      ? STATUS[d.status].label
      : 'Not yet due';
  const cls = `inline-flex min-h-[44px] w-full min-w-[3.5rem] items-center justify-center rounded-md border px-1 font-semibold ${tone}`;
  if (canRecord) {
    // the accessible name starts with what the cell shows ("Overdue…"), so a voice user can say what they see
    const said = e ? `${text}, ${title}` : text || 'Not yet due';
    return (
      <button
        type="button"
        className={`${cls} underline`}
        aria-label={`${said}: record ${m.name} due ${formatDateTime(d.scheduledAt)}`}
        onClick={() => onRecord(m, d.scheduledAt)}
      >
        {text}
      </button>
    );
  }
  return (
    <span className={cls} title={title} data-status={e ? e.outcome : (d.status ?? '')}>
      <span className="sr-only">{title} </span>
      <span aria-hidden={e ? undefined : true}>{text}</span>
    </span>
  );
}

function Key({ mar }: { mar: Mar }) {
  return (
    <details className="card text-sm">
      <summary className="cursor-pointer py-1 font-medium">Key: colours and letter codes</summary>
      <ul className="mt-2 flex flex-wrap gap-2">
        {Object.values(STATUS).map((s) => (
          <li key={s.label} className={`rounded border px-2 py-1 ${s.tone}`}>
            {s.label}
          </li>
        ))}
        <li className={`rounded border px-2 py-1 ${NOT_GIVEN_TONE}`}>Not given (letter code)</li>
      </ul>
      <p className="mt-2">Initials: given by that member of staff.</p>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {Object.values(mar.codes).map((c) => (
          <li key={c.code}>
            <strong>{c.code}</strong> {c.label}
          </li>
        ))}
      </ul>
    </details>
  );
}

function PrnList({
  mar,
  ypName,
  onGive,
  onDone,
}: {
  mar: Mar;
  ypName: string;
  onGive: (m: Medicine) => void;
  onDone: (message: string) => void;
}) {
  const prns = mar.medicines.filter(
    (m) => m.regularity === 'prn' && m.current && m.transcription?.state !== 'new_awaiting_check',
  );
  if (!prns.length && !mar.prnDoses.length) return null;
  return (
    <section aria-labelledby="prn-heading" className="card space-y-3">
      <h3 id="prn-heading" className="text-lg font-semibold">
        When required (PRN)
      </h3>
      <ul className="space-y-2">
        {prns.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <strong>{m.name}</strong> · {m.data.dose} · {m.data.prn?.indication}
              {m.data.prn
                ? ` (at least ${m.data.prn.minIntervalHours} hours apart, at most ${m.data.prn.maxDosesIn24h} in 24 hours)`
                : ''}
            </span>
            {mar.canRecord ? (
              <button type="button" className="btn-secondary" onClick={() => onGive(m)}>
                Give {m.name}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {mar.prnDoses.length ? (
        <ul className="divide-y divide-line">
          {[...mar.prnDoses].reverse().map((e) => (
            <PrnDose
              key={e.id}
              e={e}
              m={mar.medicines.find((m) => m.id === e.medicationId)}
              canRecord={mar.canRecord}
              ypName={ypName}
              onDone={onDone}
            />
          ))}
        </ul>
      ) : (
        <p className="text-muted">No PRN doses in these days.</p>
      )}
    </section>
  );
}

const EFFECT_AFTER_MS = 60 * 60_000;

/** The time now, again each minute, so a prompt that falls due shows without a reload. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

function PrnDose({
  e,
  m,
  canRecord,
  ypName,
  onDone,
}: {
  e: Entry;
  m?: Medicine;
  canRecord: boolean;
  ypName: string;
  onDone: (message: string) => void;
}) {
  const [effect, setEffect] = useState('');
  const [problem, setProblem] = useState('');
  // the effect is asked for an hour after the dose (the engine's effectDue): until then the chart says when
  const effectDue = Date.parse(e.givenAt ?? e.scheduledAt) + EFFECT_AFTER_MS;
  const now = useMinuteClock();
  const save = async () => {
    try {
      await apiPost(`/api/mar/doses/${encodeURIComponent(e.id)}/effect`, { effect });
      onDone('Effect recorded.');
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <li className="space-y-1 py-2" data-testid="prn-dose">
      <p>
        <strong>{m?.name ?? 'PRN'}</strong> · {outcomeLabel(e.outcome)} {formatDateTime(e.givenAt ?? e.scheduledAt)} by{' '}
        {e.recordedByName}
      </p>
      {e.prnReason ? <p>Why: {e.prnReason}</p> : null}
      {e.reason ? <p>Reason: {e.reason}</p> : null}
      {e.effect ? (
        <p>Effect: {e.effect}</p>
      ) : e.outcome === 'given' && canRecord ? (
        <div className="flex flex-wrap items-end gap-2">
          <p
            data-testid="effect-due"
            className={`w-full text-sm ${now >= effectDue ? 'rounded border border-amber-500 bg-amber-100 p-2 font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100' : 'text-muted'}`}
          >
            {now >= effectDue
              ? `Effect due since ${formatTime(new Date(effectDue).toISOString())}: ask ${ypName} how it worked and record it.`
              : `Ask how it worked from ${formatTime(new Date(effectDue).toISOString())}.`}
          </p>
          <label className="block grow">
            <span className="field-label">How did it work?</span>
            <input className="field-input" value={effect} onChange={(x) => setEffect(x.target.value)} />
          </label>
          <button type="button" className="btn-secondary" disabled={!effect.trim()} onClick={save}>
            Record effect
          </button>
          {problem ? (
            <p role="alert" className="w-full text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
