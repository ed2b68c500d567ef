// /trainings — the training matrix (DOMAIN §14): staff × courses, each cell in date, due soon (within 60
// days), expired or missing; filter by home and role. From 768 px a grid with a sticky header row and
// first column, scrolling inside itself; on a phone one card per person listing what needs doing first.
import { Link, useSearchParams } from 'react-router';
import { query } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { HrNav } from '../staff/HrNav.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { type Cell, type Matrix, ROLE_TEXT, STATUS_TEXT, STATUS_TONE, type TrainingStatus } from './api.ts';
import { cellDetail, StatusPill } from './StatusPill.tsx';

const ORDER: Record<TrainingStatus, number> = { expired: 0, missing: 1, due_soon: 2, in_date: 3 };
const coursePath = (id: string) => `/trainings/training${query({ course: id })}`;

function GridCell({ cell, person, course }: { cell: Cell; person: string; course: string }) {
  const label = `${person}, ${course}: ${STATUS_TEXT[cell.status]}${cell.required ? '' : ' (optional)'}, ${cellDetail(cell)}`;
  if (!cell.required && cell.status === 'missing')
    return (
      <td className="border-b border-line px-1 py-1 text-center text-muted" aria-label={label}>
        –
      </td>
    );
  const short =
    cell.status === 'missing'
      ? cell.enrolled
        ? 'Enrolled'
        : 'Missing'
      : cell.expiresOn
        ? formatDate(cell.expiresOn)
        : 'Held';
  return (
    <td className="border-b border-line px-1 py-1">
      <span
        className={`block rounded px-1.5 py-1 text-center text-xs whitespace-nowrap ${STATUS_TONE[cell.status]} ${cell.required ? '' : 'opacity-70'}`}
        title={label}
        aria-label={label}
      >
        {short}
      </span>
    </td>
  );
}

export default function MatrixPage() {
  const [params, setParams] = useSearchParams();
  const home = params.get('home') ?? '';
  const role = params.get('role') ?? '';
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const { data, error, loading, reload } = useApi<Matrix>(
    `/api/training/matrix${query({ homeId: home || undefined, role: role || undefined })}`,
  );

  return (
    <Page
      title="Training Matrix"
      subtitle="Who holds each course: in date, due soon (within 60 days), expired or missing. Mandatory courses depend on role and home type."
      actions={
        data?.canRecord ? (
          <Link to="/trainings/edit" className="btn btn-primary">
            Record training
          </Link>
        ) : null
      }
    >
      <HrNav />
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="m-home" className="field-label">
            Home
          </label>
          <select id="m-home" className="field-input" value={home} onChange={(e) => set('home', e.target.value)}>
            <option value="">All my homes</option>
            {data?.homes.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="m-role" className="field-label">
            Role
          </label>
          <select id="m-role" className="field-input" value={role} onChange={(e) => set('role', e.target.value)}>
            <option value="">Any role</option>
            {['staff', 'manager', 'hr_manager', 'director'].map((r) => (
              <option key={r} value={r}>
                {ROLE_TEXT[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loading && !data ? (
        <Loading />
      ) : error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? null : !data.courses.length ? (
        <EmptyState title="No courses in the catalogue yet.">
          {data.canRecord ? (
            <Link className="link" to="/trainings/edit">
              Add the standard mandatory courses
            </Link>
          ) : (
            'A manager or training coordinator sets up the course catalogue.'
          )}
        </EmptyState>
      ) : !data.staff.length ? (
        <EmptyState title="No staff match.">Try another home or role.</EmptyState>
      ) : (
        <>
          <section aria-label="Summary" className="flex flex-wrap gap-2 text-sm">
            <span className="rounded-full border border-line px-3 py-1">
              <strong>{data.summary.compliance ?? '–'}%</strong> of mandatory training in date
            </span>
            {(['expired', 'missing', 'due_soon', 'in_date'] as const).map((s) => (
              <span key={s} className={`rounded-full border border-line px-3 py-1 ${STATUS_TONE[s]}`}>
                {STATUS_TEXT[s]}:{' '}
                {s === 'in_date'
                  ? data.summary.inDate
                  : s === 'due_soon'
                    ? data.summary.dueSoon
                    : s === 'expired'
                      ? data.summary.expired
                      : data.summary.missing}
              </span>
            ))}
          </section>

          {/* tablet and desktop: the grid, scrolling inside itself */}
          <div
            className="hidden max-h-[70vh] overflow-auto rounded-lg border border-line md:block"
            tabIndex={0}
            aria-label="Training matrix (scrolls both ways)"
          >
            <table className="min-w-full border-separate border-spacing-0 text-sm">
              <caption className="sr-only">
                Staff and courses; each cell says whether the course is in date, due soon, expired or missing.
              </caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky left-0 top-0 z-20 min-w-[11rem] border-b border-line bg-surface px-3 py-2 text-left"
                  >
                    Staff
                  </th>
                  {data.courses.map((c) => (
                    <th
                      key={c.id}
                      scope="col"
                      className="sticky top-0 z-10 min-w-[7rem] max-w-[9rem] border-b border-line bg-surface px-2 py-2 text-left align-bottom font-medium"
                    >
                      <Link to={coursePath(c.id)} className="link text-xs leading-tight">
                        {c.name}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.staff.map((p) => (
                  <tr key={p.id}>
                    <th
                      scope="row"
                      className="sticky left-0 z-10 border-b border-line bg-surface px-3 py-2 text-left font-normal"
                    >
                      <Link to={`/profile/${p.id}/training/log`} className="link font-medium">
                        {p.name}
                      </Link>
                      <span className="block text-xs text-muted">
                        {p.jobTitle ?? ROLE_TEXT[p.role] ?? p.role}
                        {p.compliance !== null ? ` · ${p.compliance}%` : ''}
                      </span>
                    </th>
                    {data.courses.map((c) => (
                      <GridCell key={c.id} cell={p.cells[c.id]} person={p.name} course={c.name} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* phone: one card per person, what needs doing first */}
          <ul className="space-y-3 md:hidden" aria-label="Training by person">
            {data.staff.map((p) => {
              const rows = data.courses
                .map((c) => ({ course: c, cell: p.cells[c.id] }))
                .filter((r) => r.cell.required || r.cell.status !== 'missing')
                .sort((a, b) => ORDER[a.cell.status] - ORDER[b.cell.status]);
              const attention = rows.filter((r) => r.cell.status !== 'in_date');
              const fine = rows.filter((r) => r.cell.status === 'in_date');
              return (
                <li key={p.id} className="card space-y-2">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link to={`/profile/${p.id}/training/log`} className="link font-medium">
                      {p.name}
                    </Link>
                    <span className="text-sm text-muted">
                      {p.compliance !== null ? `${p.compliance}% in date` : 'Nothing mandatory'}
                    </span>
                  </div>
                  {attention.length ? (
                    <ul className="space-y-1">
                      {attention.map(({ course, cell }) => (
                        <li key={course.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                          <Link to={coursePath(course.id)} className="link min-w-0 break-words">
                            {course.name}
                          </Link>
                          <StatusPill cell={cell} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm">Everything mandatory is in date.</p>
                  )}
                  {fine.length ? (
                    <details>
                      <summary className="cursor-pointer text-sm text-muted">{fine.length} in date</summary>
                      <ul className="mt-1 space-y-1">
                        {fine.map(({ course, cell }) => (
                          <li key={course.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                            <span className="min-w-0 break-words">{course.name}</span>
                            <StatusPill cell={cell} />
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Page>
  );
}
