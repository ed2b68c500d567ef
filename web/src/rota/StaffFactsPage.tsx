// The rota facts of a home's staff (/calendar/shifts/staff): who may lead a shift, night workers, driver, first aid,
// the 48-hour opt-out with its signed agreement and withdrawal, and a young worker's restricted period, beside the
// week's warnings, so a manager can see "no one may lead this shift" and clear it here. The engine decides who may
// change them (canEditFacts, and again on every save).
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, ApiProblem } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { RotaNav } from './RotaNav.tsx';
import { addDays, mondayOf, type RotaWarning, todayLondon } from './shared.ts';
import { Warnings } from './Warnings.tsx';

interface Agreement {
  id: string;
  signedOn: string | null;
  noticeDays: number | null;
}
export interface FactsPerson {
  id: string;
  name: string;
  jobTitle: string | null;
  optedOut48: boolean;
  optedOutOn: string | null;
  optOutWithdrawnOn: string | null;
  optOutNoticeDays: number;
  restrictedFrom: 22 | 23;
  nightWorker: boolean;
  optOutAgreement: Agreement | null;
  optOut: { state: string; says: string };
  skills: { driver: boolean; medicationTrained: boolean; firstAider: boolean; shiftLeader: boolean };
}
interface FactsView {
  people: FactsPerson[];
  warnings: RotaWarning[];
  canEditFacts: boolean;
}

/** Warnings the facts on this screen answer: who may lead, and the staffing counts the skills feed. */
const FACT_RULES = new Set(['no_shift_leader', 'understaffed', 'no_driver', 'no_medication', 'no_first_aider']);
const recordsOf = (staffId: string, kind: string) => `/profile/${encodeURIComponent(staffId)}/records/${kind}`;
const yes = (v: boolean) => (v ? 'Yes' : 'No');

export default function StaffFactsPage() {
  const { currentHome } = useSession();
  const [params, setParams] = useSearchParams();
  const week = mondayOf(params.get('week') ?? todayLondon());
  const { data, error, loading, reload } = useApi<FactsView>(
    currentHome ? `/api/homes/${currentHome.id}/rota?week=${week}` : null,
  );
  const [editing, setEditing] = useState<string | null>(null);
  if (!currentHome)
    return (
      <Page title="Staff on the rota">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  const warnings = (data?.warnings ?? []).filter((w) => FACT_RULES.has(w.rule));
  return (
    <Page title="Staff on the rota" subtitle={`${currentHome.name} · week of ${formatDate(week)}`}>
      <RotaNav />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-ghost" onClick={() => setParams({ week: addDays(week, -7) })}>
          Previous week
        </button>
        <button type="button" className="btn-ghost" onClick={() => setParams({ week: addDays(week, 7) })}>
          Next week
        </button>
      </div>
      {loading && !data ? <Loading /> : null}
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {data ? (
        <>
          <Warnings warnings={warnings} title="This week's staffing warnings" />
          {!warnings.length ? <p className="text-muted">No staffing warnings this week.</p> : null}
          <ul className="space-y-3">
            {data.people.map((p) => (
              <li key={p.id} className="card space-y-2" aria-label={p.name}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">
                    {p.name}
                    {p.jobTitle ? <span className="font-normal text-muted"> · {p.jobTitle}</span> : null}
                  </h2>
                  {data.canEditFacts && editing !== p.id ? (
                    <button type="button" className="btn-secondary" onClick={() => setEditing(p.id)}>
                      Change <span className="sr-only">{p.name}&apos;s rota facts</span>
                    </button>
                  ) : null}
                </div>
                {editing === p.id ? (
                  <FactsForm
                    person={p}
                    onDone={(saved) => {
                      setEditing(null);
                      if (saved) reload();
                    }}
                  />
                ) : (
                  <Facts person={p} />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Page>
  );
}

function Facts({ person: p }: { person: FactsPerson }) {
  const a = p.optOutAgreement;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline font-medium">May lead a shift: </dt>
        <dd className="inline">{yes(p.skills.shiftLeader)}</dd>
      </div>
      <div>
        <dt className="inline font-medium">Night worker: </dt>
        <dd className="inline">{yes(p.nightWorker)}</dd>
      </div>
      <div>
        <dt className="inline font-medium">Driver: </dt>
        <dd className="inline">{yes(p.skills.driver)}</dd>
      </div>
      <div>
        <dt className="inline font-medium">First aider: </dt>
        <dd className="inline">{yes(p.skills.firstAider)}</dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="inline font-medium">48-hour opt-out: </dt>
        <dd className="inline">
          {p.optedOut48 ? `Opted out${p.optedOutOn ? ` from ${formatDate(p.optedOutOn)}` : ''}. ` : ''}
          <span className={p.optOut.state === 'no_agreement' ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
            {p.optOut.says}
          </span>
          {a ? (
            <>
              {' '}
              <Link className="underline" to={`${recordsOf(p.id, 'working-time-opt-out')}/${a.id}`}>
                Agreement signed {formatDate(a.signedOn)}
                {a.noticeDays ? `, ${a.noticeDays} days' notice` : ''}
              </Link>
            </>
          ) : p.optedOut48 ? (
            <>
              {' '}
              <Link className="underline" to={`${recordsOf(p.id, 'working-time-opt-out')}/new`}>
                Add the signed agreement
              </Link>
            </>
          ) : null}
          {p.optOutWithdrawnOn
            ? ` Withdrawn ${formatDate(p.optOutWithdrawnOn)}: ends after ${p.optOutNoticeDays} days' notice.`
            : ''}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="inline font-medium">If under 18, no work from: </dt>
        <dd className="inline">{p.restrictedFrom === 23 ? '23:00 to 07:00 (by contract)' : '22:00 to 06:00'}</dd>
      </div>
    </dl>
  );
}

function FactsForm({ person: p, onDone }: { person: FactsPerson; onDone: (saved: boolean) => void }) {
  const [f, setF] = useState({
    shiftLeader: p.skills.shiftLeader,
    nightWorker: p.nightWorker,
    driver: p.skills.driver,
    firstAider: p.skills.firstAider,
    optedOut48: p.optedOut48,
    optedOutOn: p.optedOutOn ?? '',
    optOutWithdrawnOn: p.optOutWithdrawnOn ?? '',
    optOutNoticeDays: String(p.optOutNoticeDays),
    restrictedFrom: p.restrictedFrom,
  });
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const tick = (key: 'shiftLeader' | 'nightWorker' | 'driver' | 'firstAider' | 'optedOut48', label: string) => (
    <label className="flex items-center gap-2">
      <input type="checkbox" checked={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.checked })} />
      {label}
    </label>
  );
  async function save(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      await api(`/api/staff/${encodeURIComponent(p.id)}/rota-facts`, {
        method: 'PUT',
        body: {
          shiftLeader: f.shiftLeader,
          nightWorker: f.nightWorker,
          driver: f.driver,
          firstAider: f.firstAider,
          // kept as history; the engine counts the medication competency, not this
          medicationTrained: p.skills.medicationTrained,
          optedOut48: f.optedOut48,
          optedOutOn: f.optedOut48 && f.optedOutOn ? f.optedOutOn : null,
          optOutWithdrawnOn: f.optOutWithdrawnOn || null,
          optOutNoticeDays: Number(f.optOutNoticeDays) || 7,
          restrictedFrom: f.restrictedFrom,
        },
      });
      onDone(true);
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: 'Could not save' }));
    } finally {
      setSaving(false);
    }
  }
  return (
    <form className="space-y-3" onSubmit={(e) => void save(e)} aria-label={`${p.name}'s rota facts`}>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="field-label">On shift</legend>
        {tick('shiftLeader', 'May lead a shift')}
        {tick('nightWorker', 'Night worker')}
        {tick('driver', 'Driver')}
        {tick('firstAider', 'First aider')}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="field-label">48-hour opt-out (Working Time Regulations reg 5)</legend>
        <div className="sm:col-span-2">{tick('optedOut48', 'Opted out of the 48-hour average')}</div>
        {f.optedOut48 ? (
          <label>
            <span className="field-label">Opted out from</span>
            <DateField
              className="field-input"
              value={f.optedOutOn}
              onChange={(e) => setF({ ...f, optedOutOn: e.target.value })}
            />
          </label>
        ) : null}
        <label>
          <span className="field-label">Notice of withdrawal given on</span>
          <DateField
            className="field-input"
            value={f.optOutWithdrawnOn}
            onChange={(e) => setF({ ...f, optOutWithdrawnOn: e.target.value })}
          />
        </label>
        <label>
          <span className="field-label">Notice to end it (days)</span>
          <input
            className="field-input"
            type="number"
            min={7}
            max={92}
            value={f.optOutNoticeDays}
            onChange={(e) => setF({ ...f, optOutNoticeDays: e.target.value })}
          />
        </label>
      </fieldset>
      <label className="block max-w-xs">
        <span className="field-label">If under 18, no work from</span>
        <select
          className="field-input"
          value={f.restrictedFrom}
          onChange={(e) => setF({ ...f, restrictedFrom: Number(e.target.value) === 23 ? 23 : 22 })}
        >
          <option value={22}>22:00 to 06:00</option>
          <option value={23}>23:00 to 07:00 (the contract provides for work after 22:00)</option>
        </select>
      </label>
      {problem ? <ErrorNotice error={problem} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          Save
        </button>
        <button type="button" className="btn-ghost" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
