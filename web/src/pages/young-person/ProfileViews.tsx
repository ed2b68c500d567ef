// The young person's health accidents and interventions (SPEC §2 profile health) and behaviour management
// (plans behaviour-management: assessment, archived-behaviours). The API draws each from the records and holds
// them to the read rule (engine/young-people/profile-views.ts); these screens only show what it answers.
import { Link, NavLink } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useWording } from '../../session.tsx';
import { labelIn, useList } from '../../tasks/lists.ts';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { useProfile } from './context.ts';
import { kindPath } from './spec-paths.ts';

interface Accident {
  id: string;
  occurredAt: string;
  type: string | null;
  location: string | null;
  injuries: string | null;
  hospital: boolean;
  riddorReportable: boolean;
}
interface Intervention {
  incidentId: string;
  row: number;
  incidentDate: string;
  level: string | null;
  technique: string | null;
  from: string | null;
  minutes: number | null;
  staff: { id: string; name: string }[];
}
interface Plan {
  id: string;
  statusLabel: string;
  planDate: string | null;
  reviewDate: string | null;
  targetBehaviors: string | null;
  function: string[];
  upsettingThings: string | null;
  copingIndicators: string | null;
}
interface BehaviourManagement {
  assessment: (Plan & { interventionsSince: number | null }) | null;
  archived: (Plan & { archivedAt: string })[];
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'btn-primary' : 'btn-secondary');
const base = (ypId: string) => `/cyp/resident/${encodeURIComponent(ypId)}`;
const minutes = (m: number | null) => (m === null ? 'Not recorded' : `${m} minute${m === 1 ? '' : 's'}`);

/** Links under the health tab to the views drawn from other records. */
export function HealthViewsNav({ ypId }: { ypId: string }) {
  return (
    <nav aria-label="Health views" className="flex flex-wrap gap-2">
      <NavLink className={navClass} to={`${base(ypId)}/profile/health/accidents`}>
        Accidents
      </NavLink>
      <NavLink className={navClass} to={`${base(ypId)}/profile/health/interventions`}>
        Interventions
      </NavLink>
    </nav>
  );
}

/** A table that becomes stacked cards on a phone (data-label per cell, as the other lists). */
function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
}) {
  return (
    <table className="stack-table w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" className="px-3 py-2">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-line">
            {r.cells.map((c, i) => (
              <td key={head[i]} data-label={head[i]} className="px-3 py-2 align-top">
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One health view: a heading, what it holds, and its rows from the API (loading, error, none). */
function HealthView<T>({
  view,
  title,
  intro,
  head,
  row,
}: {
  view: 'accidents' | 'interventions';
  title: string;
  intro: string;
  head: string[];
  row: (item: T) => { key: string; cells: React.ReactNode[] };
}) {
  const { yp } = useProfile();
  const res = useApi<{ items: T[] }>(`/api/young-people/${encodeURIComponent(yp.id)}/${view}`);
  usePageTitle(`${title} · ${yp.firstName} ${yp.lastName}`);
  return (
    <section aria-labelledby={`${view}-heading`} className="space-y-3">
      <h2 id={`${view}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="text-muted">{intro}</p>
      {res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading label={`Loading ${view}…`} />
      ) : res.data.items.length === 0 ? (
        <EmptyState title={`No ${view} recorded`} />
      ) : (
        <Table caption={`${title} of ${yp.firstName}`} head={head} rows={res.data.items.map(row)} />
      )}
    </section>
  );
}

export function AccidentsPage() {
  const { yp } = useProfile();
  const types = useList('accidentTypes');
  return (
    <HealthView<Accident>
      view="accidents"
      title="Accidents"
      intro={`Accidents and illnesses from the home's accident book that name ${yp.firstName}.`}
      head={['When', 'What', 'Where', 'Injuries', 'Hospital', 'RIDDOR']}
      row={(a) => ({
        key: a.id,
        cells: [
          <Link key="l" className="link" to={`/home/accidents/accident/${encodeURIComponent(a.id)}`}>
            {formatDateTime(a.occurredAt)}
          </Link>,
          labelIn(types, a.type),
          a.location ?? '—',
          a.injuries ?? '—',
          a.hospital ? 'Yes' : 'No',
          a.riddorReportable ? 'Reportable' : 'No',
        ],
      })}
    />
  );
}

export function InterventionsPage() {
  const { yp } = useProfile();
  const levels = useList('physicalInterventionTypes');
  return (
    <HealthView<Intervention>
      view="interventions"
      title="Interventions"
      intro={`Each physical intervention recorded in ${yp.firstName}'s incidents.`}
      head={['Date', 'Level', 'Duration', 'Staff']}
      row={(i) => ({
        key: `${i.incidentId}-${i.row}`,
        cells: [
          <Link
            key="l"
            className="link"
            to={`/cyp/incidents/incident/${encodeURIComponent(i.incidentId)}/intervention`}
          >
            {formatDateTime(i.from ?? i.incidentDate)}
          </Link>,
          `${labelIn(levels, i.level)}${i.technique ? ` (${i.technique})` : ''}`,
          minutes(i.minutes),
          i.staff.map((s) => s.name).join(', ') || '—',
        ],
      })}
    />
  );
}

/** plans/behaviour-management/:section — assessment (the current plan) or archived-behaviours. */
export function BehaviourManagementPage({ section }: { section: 'assessment' | 'archived-behaviours' }) {
  const { yp } = useProfile();
  const w = useWording();
  const functions = useList('behaviourFunctions');
  const res = useApi<BehaviourManagement>(`/api/young-people/${encodeURIComponent(yp.id)}/behaviour-management`);
  const title = section === 'assessment' ? 'Behaviour management assessment' : 'Archived behaviours';
  usePageTitle(`${title} · ${yp.firstName} ${yp.lastName}`);
  const planLink = (id: string) => `${base(yp.id)}/records/behaviour-support-plan/${encodeURIComponent(id)}`;
  const tab = (s: typeof section, label: string) => (
    <NavLink className={navClass} to={`${base(yp.id)}/plans/behaviour-management/${s}`}>
      {label}
    </NavLink>
  );
  const body = () => {
    if (res.error) return <ErrorNotice error={res.error} onRetry={res.reload} />;
    if (!res.data) return <Loading label="Loading behaviour management…" />;
    if (section === 'archived-behaviours') {
      return res.data.archived.length === 0 ? (
        <EmptyState title="No archived behaviour support plans" />
      ) : (
        <Table
          caption="Archived behaviour support plans"
          head={['Plan date', 'Behaviours', 'Status', 'Archived']}
          rows={res.data.archived.map((p) => ({
            key: p.id,
            cells: [
              <Link key="l" className="link" to={planLink(p.id)}>
                {formatDate(p.planDate)}
              </Link>,
              p.targetBehaviors ?? '—',
              p.statusLabel,
              formatDate(p.archivedAt),
            ],
          }))}
        />
      );
    }
    const a = res.data.assessment;
    if (!a)
      return (
        <EmptyState title="No behaviour support plan yet">
          {w("The assessment is the {child}'s current behaviour support plan.")}
        </EmptyState>
      );
    return (
      <div className="card space-y-2">
        <p>
          <Link className="link font-medium" to={planLink(a.id)}>
            Behaviour support plan of {formatDate(a.planDate)}
          </Link>{' '}
          · {a.statusLabel} · review by {formatDate(a.reviewDate)}
        </p>
        <dl className="space-y-2">
          <div>
            <dt className="font-semibold">Behaviours</dt>
            <dd className="whitespace-pre-wrap">{a.targetBehaviors ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-semibold">What the behaviour is for</dt>
            <dd>{a.function.map((f) => labelIn(functions, f)).join(', ') || '—'}</dd>
          </div>
          <div>
            <dt className="font-semibold">Triggers</dt>
            <dd className="whitespace-pre-wrap">{a.upsettingThings ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-semibold">Early warning signs</dt>
            <dd className="whitespace-pre-wrap">{a.copingIndicators ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-semibold">Physical interventions since this plan</dt>
            <dd>{a.interventionsSince ?? '—'}</dd>
          </div>
        </dl>
      </div>
    );
  };
  return (
    <section aria-labelledby="bm-heading" className="space-y-3">
      <h2 id="bm-heading" className="text-xl font-semibold">
        {title}
      </h2>
      <nav aria-label="Behaviour management" className="flex flex-wrap gap-2">
        {tab('assessment', 'Assessment')}
        <Link className="btn-secondary" to={`${base(yp.id)}/${kindPath('behaviour-support-plan')}`}>
          PBS plans
        </Link>
        {tab('archived-behaviours', 'Archived behaviours')}
      </nav>
      {body()}
    </section>
  );
}

interface DetailedDashboard {
  from: string;
  to: string;
  days: number;
  records: { kind: string; title: string; count: number }[];
  incidents: number;
  interventions: number | null;
  interventionMinutes: number | null;
  accidents: number | null;
}

/** The detailed young person dashboard (organisation toggle): the last four weeks in figures, from the API. */
export function DetailedYpDashboard({ ypId }: { ypId: string }) {
  const w = useWording();
  const res = useApi<DetailedDashboard>(`/api/young-people/${encodeURIComponent(ypId)}/dashboard`);
  if (res.error) return <ErrorNotice error={res.error} onRetry={res.reload} />;
  if (!res.data) return <Loading label="Loading the detailed dashboard…" />;
  const d = res.data;
  const figure = (label: string, value: number | null) =>
    value === null ? null : (
      <div className="card">
        <dt className="text-sm text-muted">{label}</dt>
        <dd className="text-2xl font-semibold">{value}</dd>
      </div>
    );
  return (
    <section aria-labelledby="yp-detailed-heading" className="space-y-3" data-testid="detailed-dashboard">
      <h3 id="yp-detailed-heading" className="text-lg font-semibold">
        The last {d.days} days ({formatDate(d.from)} to {formatDate(d.to)})
      </h3>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figure('Incidents', d.incidents)}
        {figure('Physical interventions', d.interventions)}
        {figure('Minutes of intervention', d.interventionMinutes)}
        {figure('Accidents', d.accidents)}
      </dl>
      {d.records.length === 0 ? (
        <EmptyState title="Nothing recorded in these four weeks" />
      ) : (
        <Table
          caption="Records by kind"
          head={['Record', 'Count']}
          rows={d.records.map((r) => ({ key: r.kind, cells: [w(r.title), r.count] }))}
        />
      )}
    </section>
  );
}
