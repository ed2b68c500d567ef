// The home's shift patterns (SPEC §2 /home/shift/patterns, /patterns/edit): times, break, and the home's minimum
// staffing while each runs (number on shift; a driver, someone medication-trained, a first-aider). A manager edits.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { RotaNav } from './RotaNav.tsx';
import { type Pattern, rotaWrite, SHIFT_TYPE_LABELS } from './shared.ts';

interface Patterns {
  patterns: Pattern[];
  canManage: boolean;
}
const needs = (p: Pattern) =>
  [p.needsDriver && 'a driver', p.needsMedication && 'medication-trained', p.needsFirstAid && 'a first-aider']
    .filter(Boolean)
    .join(', ');

function usePatterns() {
  const { currentHome } = useSession();
  return { currentHome, ...useApi<Patterns>(currentHome ? `/api/homes/${currentHome.id}/shift-patterns` : null) };
}

export function PatternsPage() {
  const { currentHome, data, error, loading, reload } = usePatterns();
  if (!currentHome)
    return (
      <Page title="Shift patterns">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <Page
      title="Shift patterns"
      subtitle={currentHome.name}
      actions={
        data?.canManage ? (
          <Link className="btn-primary" to="/home/shift/patterns/edit">
            Add pattern
          </Link>
        ) : null
      }
    >
      <RotaNav />
      {loading && !data ? <Loading /> : null}
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {data && !data.patterns.length ? <EmptyState title="No shift patterns yet." /> : null}
      {data?.patterns.length ? (
        <table className="stack-table w-full text-left">
          <thead>
            <tr>
              <th scope="col">Pattern</th>
              <th scope="col">Times</th>
              <th scope="col">Break</th>
              <th scope="col">Minimum on shift</th>
              <th scope="col">Needs</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.patterns.map((p) => (
              <tr key={p.id} className="border-t border-line">
                <td data-label="Pattern" className="py-2 font-medium">
                  <span className="mr-2 inline-block h-3 w-3 rounded" style={{ background: p.colour ?? '#e5e7eb' }} />
                  {p.name} <span className="text-muted">({SHIFT_TYPE_LABELS[p.shiftType]})</span>
                </td>
                <td data-label="Times">
                  {p.startsAt}–{p.endsAt}
                </td>
                <td data-label="Break">{p.breakMinutes} min</td>
                <td data-label="Minimum on shift">{p.minStaff}</td>
                <td data-label="Needs">{needs(p) || '—'}</td>
                <td>
                  {data.canManage ? (
                    <Link className="link" to={`/home/shift/patterns/edit?id=${p.id}`}>
                      Edit<span className="sr-only"> {p.name}</span>
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Page>
  );
}

export function PatternEditPage() {
  const { currentHome, data, error } = usePatterns();
  const [params] = useSearchParams();
  const old = data?.patterns.find((p) => p.id === params.get('id'));
  if (error) return <ErrorNotice error={error} />;
  if (!currentHome || !data) return <Loading />;
  return (
    <Page title={old ? `Edit ${old.name}` : 'Add pattern'} subtitle={currentHome.name}>
      <RotaNav />
      <PatternForm key={old?.id ?? 'new'} homeId={currentHome.id} old={old} />
    </Page>
  );
}

function PatternForm({ homeId, old }: { homeId: string; old?: Pattern }) {
  const navigate = useNavigate();
  const [p, setP] = useState({
    name: old?.name ?? '',
    startsAt: old?.startsAt ?? '07:00',
    endsAt: old?.endsAt ?? '15:00',
    shiftType: old?.shiftType ?? 'early',
    breakMinutes: old?.breakMinutes ?? 30,
    minStaff: old?.minStaff ?? 1,
    needsDriver: old?.needsDriver ?? false,
    needsMedication: old?.needsMedication ?? false,
    needsFirstAid: old?.needsFirstAid ?? false,
    colour: old?.colour ?? '#bfdbfe',
    sort: old?.sort ?? 0,
  });
  const [message, setMessage] = useState<string | null>(null);
  const set = (k: keyof typeof p, v: unknown) => setP((x) => ({ ...x, [k]: v }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = old
      ? await rotaWrite(`/api/shift-patterns/${old.id}`, 'PUT', { ...p, version: old.version })
      : await rotaWrite(`/api/homes/${homeId}/shift-patterns`, 'POST', p);
    if (res.ok) void navigate('/home/shift/patterns');
    else
      setMessage(
        `${res.detail}${res.errors.length ? ` (${res.errors.map((x) => `${x.path} ${x.message}`).join('; ')})` : ''}`,
      );
  }
  async function archive() {
    if (!old) return;
    const res = await rotaWrite(`/api/shift-patterns/${old.id}/archive`, 'POST', { version: old.version });
    if (res.ok) void navigate('/home/shift/patterns');
    else setMessage(res.detail);
  }
  return (
    <form className="card grid gap-3 sm:grid-cols-2" onSubmit={submit}>
      <label>
        <span className="field-label">Name</span>
        <input
          className="field-input"
          value={p.name}
          onChange={(e) => set('name', e.target.value)}
          required
          maxLength={80}
        />
      </label>
      <label>
        <span className="field-label">Type</span>
        <select className="field-input" value={p.shiftType} onChange={(e) => set('shiftType', e.target.value)}>
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
          value={p.startsAt}
          onChange={(e) => set('startsAt', e.target.value)}
          required
        />
      </label>
      <label>
        <span className="field-label">Ends (earlier than the start: the next day)</span>
        <input
          className="field-input"
          type="time"
          value={p.endsAt}
          onChange={(e) => set('endsAt', e.target.value)}
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
          value={p.breakMinutes}
          onChange={(e) => set('breakMinutes', Number(e.target.value))}
        />
      </label>
      <label>
        <span className="field-label">Minimum staff on shift</span>
        <input
          className="field-input"
          type="number"
          min={0}
          max={50}
          value={p.minStaff}
          onChange={(e) => set('minStaff', Number(e.target.value))}
        />
      </label>
      <fieldset className="sm:col-span-2">
        <legend className="field-label">On every shift, at least one</legend>
        {(
          [
            ['needsDriver', 'Driver'],
            ['needsMedication', 'Medication-trained'],
            ['needsFirstAid', 'First-aider'],
          ] as const
        ).map(([k, l]) => (
          <label key={k} className="mr-4 inline-flex min-h-[44px] items-center gap-2">
            <input type="checkbox" checked={p[k]} onChange={(e) => set(k, e.target.checked)} />
            {l}
          </label>
        ))}
      </fieldset>
      <label>
        <span className="field-label">Colour on the rota</span>
        <input className="field-input" type="color" value={p.colour} onChange={(e) => set('colour', e.target.value)} />
      </label>
      {message ? (
        <p role="alert" className="sm:col-span-2">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button className="btn-primary" type="submit">
          Save pattern
        </button>
        {old ? (
          <button className="btn-secondary" type="button" onClick={archive}>
            Archive pattern
          </button>
        ) : null}
      </div>
    </form>
  );
}
