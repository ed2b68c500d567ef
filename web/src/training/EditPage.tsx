// /trainings/edit — bulk recording (one course attended by several people on one date: one training record
// each) and the course catalogue (add, change, archive; add the standard mandatory set). For a manager, HR
// coordinator or training coordinator; the API refuses anyone else whatever this page shows.
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, apiPost, ApiProblem } from '../api.ts';
import { HrNav } from '../staff/HrNav.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { type Course, HOME_TYPE_TEXT, type Matrix, renewalText, ROLE_TEXT } from './api.ts';

const ROLES = ['staff', 'manager', 'hr_manager', 'director'];
const HOME_TYPES = ['children_home', 'support_accomodation_for_older_children'];
const LEVELS: [string, string][] = [
  ['', 'Not a qualification'],
  ['level3', 'Level 3 Diploma for Residential Childcare'],
  ['level5', 'Level 5 Diploma in Leadership and Management'],
];

function Problem({ error }: { error: ApiProblem | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-sm text-danger">
      <p className="font-medium">{error.detail ?? error.title}</p>
      {error.errors.length ? (
        <ul className="list-disc pl-5">
          {error.errors.map((e) => (
            <li key={e.path}>
              {e.path.replace(/^\/body/, '')}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function BulkRecording({ matrix, onDone }: { matrix: Matrix; onDone: () => void }) {
  const [params] = useSearchParams();
  const courses = matrix.courses.filter((c) => !c.qualificationLevel);
  const [courseId, setCourseId] = useState(params.get('course') ?? '');
  const [completedOn, setCompletedOn] = useState(matrix.today);
  const [provider, setProvider] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<ApiProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const res = await apiPost<{ created: unknown[] }>('/api/training/records/bulk', {
        courseId,
        completedOn,
        staffIds: chosen,
        ...(provider.trim() ? { provider: provider.trim() } : {}),
      });
      const name = courses.find((c) => c.id === courseId)?.name ?? 'the course';
      setDone(`Recorded ${name} for ${res.created.length} ${res.created.length === 1 ? 'person' : 'people'}.`);
      setChosen([]);
      onDone();
    } catch (err) {
      setError(
        err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: 'Could not record the training.' }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="card space-y-4" aria-labelledby="bulk-title">
      <h2 id="bulk-title" className="text-lg font-semibold">
        Record a course attended
      </h2>
      <p className="text-sm text-muted">
        One course, several people, one date: each person gets their own training record, expiring on the course's
        renewal period.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <label htmlFor="b-course" className="field-label">
            Course
          </label>
          <select
            id="b-course"
            className="field-input w-full"
            required
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
          >
            <option value="">Choose a course</option>
            {courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="b-date" className="field-label">
            Date attended
          </label>
          <DateField
            id="b-date"
            className="field-input w-full"
            required
            max={matrix.today}
            value={completedOn}
            onChange={(e) => setCompletedOn(e.target.value)}
          />
        </div>
        <div className="sm:col-span-3">
          <label htmlFor="b-provider" className="field-label">
            Provider (optional)
          </label>
          <input
            id="b-provider"
            className="field-input w-full"
            maxLength={500}
            value={provider}
            onChange={(e) => setProvider(e.target.value)}
            placeholder="e.g. St John Ambulance"
          />
        </div>
      </div>
      <fieldset>
        <legend className="field-label">Who attended ({chosen.length} chosen)</legend>
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {matrix.staff.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-[44px] items-center gap-2 rounded px-2 hover:bg-sunken">
                <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => toggle(p.id)} />
                <span>
                  {p.name}
                  <span className="block text-xs text-muted">{p.jobTitle ?? ROLE_TEXT[p.role] ?? p.role}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Problem error={error} />
      {done ? (
        <p
          role="status"
          className="rounded-lg border border-line bg-green-100 p-3 text-sm text-green-900 dark:bg-green-900/40 dark:text-green-100"
        >
          {done}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={busy || !courseId || !chosen.length}>
        {busy ? 'Recording…' : 'Record training'}
      </button>
    </form>
  );
}

interface Draft {
  name: string;
  description: string;
  mandatoryRoles: string[];
  homeTypes: string[];
  renewalMonths: string;
  qualificationLevel: string;
}
const draftOf = (c?: Course): Draft => ({
  name: c?.name ?? '',
  description: c?.description ?? '',
  mandatoryRoles: c?.mandatoryRoles ?? ['staff', 'manager'],
  homeTypes: c?.homeTypes ?? [],
  renewalMonths: c?.renewalMonths ? String(c.renewalMonths) : '',
  qualificationLevel: c?.qualificationLevel ?? '',
});

function CourseForm({ course, onSaved, onCancel }: { course?: Course; onSaved: () => void; onCancel: () => void }) {
  const [d, setD] = useState<Draft>(draftOf(course));
  const [error, setError] = useState<ApiProblem | null>(null);
  const flip = (key: 'mandatoryRoles' | 'homeTypes', v: string) =>
    setD((x) => ({ ...x, [key]: x[key].includes(v) ? x[key].filter((y) => y !== v) : [...x[key], v] }));
  async function save(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const body = {
      name: d.name,
      description: d.description.trim() || null,
      mandatoryRoles: d.mandatoryRoles,
      homeTypes: d.homeTypes,
      renewalMonths: d.renewalMonths ? Number(d.renewalMonths) : null,
      qualificationLevel: d.qualificationLevel || null,
    };
    try {
      if (course)
        await api(`/api/training/courses/${course.id}`, { method: 'PUT', body: { ...body, version: course.version } });
      else await apiPost('/api/training/courses', body);
      onSaved();
    } catch (err) {
      setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: 'Could not save the course.' }));
    }
  }
  const id = course?.id ?? 'new';
  return (
    <form
      onSubmit={save}
      className="space-y-3 rounded-lg border border-line p-3"
      aria-label={course ? `Change ${course.name}` : 'Add a course'}
    >
      <div>
        <label htmlFor={`c-name-${id}`} className="field-label">
          Course name
        </label>
        <input
          id={`c-name-${id}`}
          className="field-input w-full"
          required
          maxLength={200}
          value={d.name}
          onChange={(e) => setD({ ...d, name: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`c-desc-${id}`} className="field-label">
          What it covers (optional)
        </label>
        <input
          id={`c-desc-${id}`}
          className="field-input w-full"
          maxLength={2000}
          value={d.description}
          onChange={(e) => setD({ ...d, description: e.target.value })}
        />
      </div>
      <fieldset>
        <legend className="field-label">Mandatory for</legend>
        <div className="flex flex-wrap gap-3">
          {ROLES.map((r) => (
            <label key={r} className="flex min-h-[44px] items-center gap-2">
              <input
                type="checkbox"
                checked={d.mandatoryRoles.includes(r)}
                onChange={() => flip('mandatoryRoles', r)}
              />
              {ROLE_TEXT[r]}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="field-label">In (none ticked: every home type)</legend>
        <div className="flex flex-wrap gap-3">
          {HOME_TYPES.map((t) => (
            <label key={t} className="flex min-h-[44px] items-center gap-2">
              <input type="checkbox" checked={d.homeTypes.includes(t)} onChange={() => flip('homeTypes', t)} />
              {HOME_TYPE_TEXT[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`c-renew-${id}`} className="field-label">
            Renew every (months; empty: never)
          </label>
          <input
            id={`c-renew-${id}`}
            type="number"
            min={1}
            max={120}
            className="field-input w-full"
            value={d.renewalMonths}
            onChange={(e) => setD({ ...d, renewalMonths: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`c-level-${id}`} className="field-label">
            Qualification
          </label>
          <select
            id={`c-level-${id}`}
            className="field-input w-full"
            value={d.qualificationLevel}
            onChange={(e) => setD({ ...d, qualificationLevel: e.target.value })}
          >
            {LEVELS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Problem error={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          Save course
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function CatalogueEditor({ onChanged }: { onChanged: () => void }) {
  const { data, error, reload } = useApi<{ items: Course[] }>('/api/training/courses');
  const [editing, setEditing] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const changed = () => {
    setEditing(null);
    reload();
    onChanged();
  };
  const act = async (fn: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await fn();
      changed();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : null);
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="cat-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="cat-title" className="text-lg font-semibold">
          Course catalogue
        </h2>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => act(() => apiPost('/api/training/courses/standard', {}))}
          >
            Add the standard courses
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setEditing('new')}>
            Add a course
          </button>
        </div>
      </div>
      <Problem error={problem} />
      {editing === 'new' ? <CourseForm onSaved={changed} onCancel={() => setEditing(null)} /> : null}
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <ul className="divide-y divide-line">
          {data.items.map((c) => (
            <li key={c.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{c.name}</p>
                  <p className="text-sm text-muted">
                    {c.mandatoryRoles.length
                      ? `Mandatory: ${c.mandatoryRoles.map((r) => ROLE_TEXT[r] ?? r).join(', ')}`
                      : 'Optional'}
                    {c.homeTypes.length ? ` · ${c.homeTypes.map((t) => HOME_TYPE_TEXT[t] ?? t).join(', ')}` : ''} ·{' '}
                    {renewalText(c.renewalMonths)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <button type="button" className="btn btn-ghost" onClick={() => setEditing(c.id)}>
                    Change
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() =>
                      act(() =>
                        apiPost(`/api/training/courses/${c.id}/archive`, { version: c.version, archived: true }),
                      )
                    }
                  >
                    Archive
                  </button>
                </div>
              </div>
              {editing === c.id ? <CourseForm course={c} onSaved={changed} onCancel={() => setEditing(null)} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function EditPage() {
  const { data, error, reload } = useApi<Matrix>('/api/training/matrix');
  return (
    <Page
      title="Edit training"
      subtitle="Record a course several people attended, and keep the course catalogue: what is mandatory for whom, and how often it is renewed."
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
        <>
          {data.canRecord ? (
            <BulkRecording matrix={data} onDone={reload} />
          ) : (
            <p>Adding or editing training needs a manager, an HR coordinator or a training coordinator.</p>
          )}
          {data.canRecord ? <CatalogueEditor onChanged={reload} /> : null}
        </>
      )}
    </Page>
  );
}
