// /dashboard/tasks/edit (?id= to edit): set a task for me or, as a manager, for staff of my home;
// type, priority and record category from the SPEC lists; an optional repeat.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiProblem } from '../api.ts';
import { useSession } from '../session.tsx';
import type { HomeRef, StaffMember } from '../types.ts';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { describe, errorsByField, Field, FormErrors, fromLocalInput, toLocalInput } from './form.tsx';
import { useList } from './lists.ts';
import { saveTask, taskPaths } from './requests.ts';
import type { Task } from './types.ts';

const LABELS: Record<string, string> = {
  title: 'Title',
  type: 'Type',
  priority: 'Priority',
  dueAt: 'Due',
  description: 'Details',
  homeId: 'Home',
  assignedTo: 'Assigned to',
  recordCategory: 'Record category',
  'recurrence.freq': 'Repeats',
  'recurrence.interval': 'Every',
  'recurrence.unit': 'Unit',
  'recurrence.until': 'Until',
};

interface Form {
  title: string;
  type: string;
  priority: string;
  dueAt: string;
  description: string;
  homeId: string;
  assignedTo: string[];
  recordCategory: string;
  freq: string;
  interval: string;
  unit: string;
  until: string;
}

function formFrom(t: Task | undefined, me: string, home: string): Form {
  return {
    title: t?.title ?? '',
    type: t?.type ?? '',
    priority: t?.priority ?? 'medium',
    dueAt: toLocalInput(t?.dueAt),
    description: t?.description ?? '',
    homeId: t?.homeId ?? home,
    assignedTo: t?.assignedTo ?? [me],
    recordCategory: t?.recordCategory ?? 'task',
    freq: t?.recurrence?.freq ?? '',
    interval: String(t?.recurrence?.interval ?? 1),
    unit: t?.recurrence?.unit ?? 'days',
    until: t?.recurrence?.until ?? '',
  };
}

export default function TaskEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { me, currentHome } = useSession();
  const existing = useApi<Task>(id ? `/api/tasks/${id}` : null);
  const homes = useApi<HomeRef[]>('/api/homes');
  const types = useList('eventTaskTypes');
  const priorities = useList('priorities');
  const categories = useList('recordCategories');
  const recurrences = useList('recurrences');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const staff = useApi<StaffMember[]>(form?.homeId ? `/api/staff?home=${form.homeId}` : null);

  useEffect(() => {
    if (!me || form) return;
    if (id && !existing.data) return;
    setForm(formFrom(existing.data, me.id, currentHome?.id ?? ''));
  }, [me, id, existing.data, currentHome, form]);
  useEffect(() => {
    if (problem) summary.current?.focus();
  }, [problem]);

  if (!me || (id && existing.loading && !existing.data))
    return (
      <Page title={id ? 'Edit task' : 'New task'}>
        <Loading />
      </Page>
    );
  if (existing.error)
    return (
      <Page title="Edit task">
        <ErrorNotice error={existing.error} onRetry={existing.reload} />
      </Page>
    );
  if (!form)
    return (
      <Page title="New task">
        <Loading />
      </Page>
    );

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm({ ...form, [k]: v });
  const errors = errorsByField(problem);
  const toggleAssignee = (uid: string) =>
    set(
      'assignedTo',
      form.assignedTo.includes(uid) ? form.assignedTo.filter((x) => x !== uid) : [...form.assignedTo, uid],
    );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setSaving(true);
    setProblem(undefined);
    const recurrence = form.freq
      ? {
          freq: form.freq,
          interval: Number(form.interval) || 1,
          ...(form.freq === 'custom' ? { unit: form.unit } : {}),
          until: form.until || null,
        }
      : null;
    const body: Record<string, unknown> = {
      title: form.title,
      type: form.type,
      priority: form.priority,
      dueAt: fromLocalInput(form.dueAt),
      description: form.description || null,
      assignedTo: form.assignedTo,
      recordCategory: form.recordCategory,
      recurrence,
    };
    if (id) body.version = existing.data!.version;
    else body.homeId = form.homeId || null;
    try {
      const saved = await saveTask(id, body);
      void navigate(taskPaths.view(saved.id));
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    } finally {
      setSaving(false);
    }
  }

  const people = staff.data ?? [];
  return (
    <Page
      title={id ? 'Edit task' : 'New task'}
      subtitle={
        <Link className="link" to={id ? taskPaths.view(id) : taskPaths.list}>
          Back
        </Link>
      }
    >
      {problem ? <FormErrors ref={summary} problem={problem} labels={LABELS} /> : null}
      <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <Field name="title" label="Title" error={errors.title}>
          <input
            {...describe('title', false, errors.title)}
            className="field-input"
            value={form.title}
            required
            maxLength={300}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="type" label="Type" error={errors.type}>
            <select
              {...describe('type', false, errors.type)}
              className="field-input"
              value={form.type}
              required
              onChange={(e) => set('type', e.target.value)}
            >
              <option value="">Choose a type</option>
              {types
                .filter((t) => {
                  const only = (t as { homeTypes?: string[] }).homeTypes;
                  const type = homes.data?.find((h) => h.id === form.homeId)?.type;
                  return !only || !type || only.includes(type);
                })
                .map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
            </select>
          </Field>
          <Field name="priority" label="Priority" error={errors.priority}>
            <select
              {...describe('priority', false, errors.priority)}
              className="field-input"
              value={form.priority}
              onChange={(e) => set('priority', e.target.value)}
            >
              {priorities.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </Field>
          <Field name="dueAt" label="Due" hint="Date and time" error={errors.dueAt}>
            <DateField
              {...describe('dueAt', true, errors.dueAt)}
              withTime
              className="field-input"
              value={form.dueAt}
              required
              onChange={(e) => set('dueAt', e.target.value)}
            />
          </Field>
          <Field name="recordCategory" label="Record category" error={errors.recordCategory}>
            <select
              {...describe('recordCategory', false, errors.recordCategory)}
              className="field-input"
              value={form.recordCategory}
              onChange={(e) => set('recordCategory', e.target.value)}
            >
              {categories.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </Field>
          {!id ? (
            <Field name="homeId" label="Home" error={errors.homeId}>
              <select
                {...describe('homeId', false, errors.homeId)}
                className="field-input"
                value={form.homeId}
                onChange={(e) => setForm({ ...form, homeId: e.target.value, assignedTo: [me.id] })}
              >
                <option value="">Not linked to a home</option>
                {(homes.data ?? []).map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
        </div>
        <Field name="description" label="Details" error={errors.description}>
          <textarea
            {...describe('description', false, errors.description)}
            className="field-input min-h-[6rem]"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <fieldset>
          <legend className="field-label" id="f-assignedTo">
            Assigned to
          </legend>
          {errors.assignedTo ? <p className="mb-1 font-medium text-danger">{errors.assignedTo}</p> : null}
          <p className="mb-2 text-sm text-muted">
            Managers can give tasks to the staff of their home; anyone can set a task for themselves.
          </p>
          <div className="grid gap-1 sm:grid-cols-2">
            {(people.some((p) => p.id === me.id)
              ? people
              : [{ id: me.id, name: `${me.name} (me)` } as StaffMember, ...people]
            ).map((p) => (
              <label key={p.id} className="flex min-h-[44px] items-center gap-2">
                <input type="checkbox" checked={form.assignedTo.includes(p.id)} onChange={() => toggleAssignee(p.id)} />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="field-label">Repeat</legend>
          <div className="grid gap-4 sm:grid-cols-4">
            <Field name="recurrence.freq" label="Repeats" error={errors['recurrence.freq']}>
              <select
                {...describe('recurrence.freq', false, errors['recurrence.freq'])}
                className="field-input"
                value={form.freq}
                onChange={(e) => set('freq', e.target.value)}
              >
                <option value="">Does not repeat</option>
                {recurrences.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
            </Field>
            {form.freq ? (
              <>
                <Field name="recurrence.interval" label="Every" error={errors['recurrence.interval']}>
                  <input
                    {...describe('recurrence.interval', false, errors['recurrence.interval'])}
                    type="number"
                    min={1}
                    max={366}
                    className="field-input"
                    value={form.interval}
                    onChange={(e) => set('interval', e.target.value)}
                  />
                </Field>
                {form.freq === 'custom' ? (
                  <Field name="recurrence.unit" label="Unit" error={errors['recurrence.unit']}>
                    <select
                      {...describe('recurrence.unit', false, errors['recurrence.unit'])}
                      className="field-input"
                      value={form.unit}
                      onChange={(e) => set('unit', e.target.value)}
                    >
                      <option value="days">Days</option>
                      <option value="weeks">Weeks</option>
                    </select>
                  </Field>
                ) : null}
                <Field name="recurrence.until" label="Until (optional)" error={errors['recurrence.until']}>
                  <DateField
                    {...describe('recurrence.until', false, errors['recurrence.until'])}
                    className="field-input"
                    value={form.until}
                    onChange={(e) => set('until', e.target.value)}
                  />
                </Field>
              </>
            ) : null}
          </div>
          {id && existing.data?.recurrence ? (
            <p className="text-sm text-muted">A changed repeat applies from the latest occurrence of the series.</p>
          ) : null}
        </fieldset>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving…' : id ? 'Save changes' : 'Create task'}
          </button>
          <Link className="btn-ghost" to={id ? taskPaths.view(id) : taskPaths.list}>
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}
