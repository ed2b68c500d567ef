// /trainings/training?course=… — one course: who needs it, when they did it, when it expires (most urgent
// first). Without a course chosen, the catalogue to choose from. A table from 768 px; stacked cards below.
import { Link, useSearchParams } from 'react-router';
import { query } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { HrNav } from '../staff/HrNav.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { type Course, type CoursePage as CourseData, HOME_TYPE_TEXT, renewalText, ROLE_TEXT } from './api.ts';
import { StatusPill } from './StatusPill.tsx';

const who = (c: Course) =>
  (c.mandatoryRoles.length
    ? `Mandatory for ${c.mandatoryRoles
        .map((r) => ROLE_TEXT[r] ?? r)
        .join(', ')
        .toLowerCase()}`
    : 'Optional') +
  (c.homeTypes.length
    ? ` in ${c.homeTypes
        .map((t) => HOME_TYPE_TEXT[t] ?? t)
        .join(' and ')
        .toLowerCase()}`
    : '');

function Catalogue() {
  const { data, error, reload } = useApi<{ items: Course[] }>('/api/training/courses');
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading />;
  if (!data.items.length) return <EmptyState title="No courses yet." />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {data.items.map((c) => (
        <li key={c.id} className="card space-y-1">
          <Link to={`/trainings/training${query({ course: c.id })}`} className="link font-medium">
            {c.name}
          </Link>
          <p className="text-sm text-muted">
            {who(c)} · {renewalText(c.renewalMonths)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function CoursePage() {
  const [params] = useSearchParams();
  const id = params.get('course');
  const { data, error, reload } = useApi<CourseData>(id ? `/api/training/courses/${encodeURIComponent(id)}` : null);
  if (!id) {
    return (
      <Page title="Training" subtitle="Choose a course to see who holds it and when it expires.">
        <HrNav />
        <Catalogue />
      </Page>
    );
  }
  return (
    <Page
      title={data?.course.name ?? 'Training'}
      subtitle={data ? `${who(data.course)} · ${renewalText(data.course.renewalMonths)}` : undefined}
      actions={
        data?.canRecord && !data.course.qualificationLevel ? (
          <Link className="btn btn-primary" to={`/trainings/edit${query({ course: id })}`}>
            Record this course
          </Link>
        ) : null
      }
    >
      <HrNav />
      <p>
        <Link to="/trainings" className="link">
          ← Training matrix
        </Link>
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <table className="stack-table w-full text-sm">
          <caption className="sr-only">Who holds {data.course.name}</caption>
          <thead>
            <tr className="text-left">
              <th className="py-2">Person</th>
              <th>Needs it</th>
              <th>Status</th>
              <th>Done</th>
              <th>Expires</th>
            </tr>
          </thead>
          <tbody>
            {data.people.map((p) => (
              <tr key={p.id} className="border-t border-line">
                <td data-label="Person" className="py-2">
                  <Link className="link" to={`/profile/${p.id}/training/log`}>
                    {p.name}
                  </Link>
                  <span className="block text-xs text-muted">{p.jobTitle ?? ROLE_TEXT[p.role] ?? p.role}</span>
                </td>
                <td data-label="Needs it">{p.required ? 'Mandatory' : 'Optional'}</td>
                <td data-label="Status">
                  <StatusPill cell={p} />
                </td>
                <td data-label="Done">{p.completedOn ? formatDate(p.completedOn) : '–'}</td>
                <td data-label="Expires">{p.expiresOn ? formatDate(p.expiresOn) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
