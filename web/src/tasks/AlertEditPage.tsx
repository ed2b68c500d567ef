// /dashboard/alerts/edit: Create New Alert, or (?id=) Edit Alert Details of one written by hand.
// For myself, or as a manager for the staff of my home; recipients can be added, not removed.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiProblem } from '../api.ts';
import { useSession } from '../session.tsx';
import type { StaffMember } from '../types.ts';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { describe, errorsByField, Field, FormErrors } from './form.tsx';
import { useList } from './lists.ts';
import { alertPaths, saveAlert } from './requests.ts';
import type { Alert } from './types.ts';

const LABELS: Record<string, string> = {
  kind: 'Kind',
  recordCategory: 'Record category',
  title: 'Title',
  body: 'Details',
  dueOn: 'Date',
  forUsers: 'For',
};

interface Form {
  kind: string;
  recordCategory: string;
  title: string;
  body: string;
  dueOn: string;
  forUsers: string[];
}

export default function AlertEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { me, currentHome } = useSession();
  const existing = useApi<Alert>(id ? `/api/alerts/${id}` : null);
  const staff = useApi<StaffMember[]>(currentHome ? `/api/staff?home=${currentHome.id}` : '/api/staff');
  const kinds = useList('alertKinds');
  const categories = useList('recordCategories');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const [saving, setSaving] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const title = id ? 'Edit Alert Details' : 'Create New Alert';

  useEffect(() => {
    if (!me || form || (id && !existing.data)) return;
    const a = existing.data;
    setForm({
      kind: a?.kind ?? '',
      recordCategory: a?.recordCategory ?? 'other',
      title: a?.title ?? '',
      body: a?.body ?? '',
      dueOn: a?.dueOn ?? '',
      forUsers: a ? a.recipients.map((r) => r.id) : [me.id],
    });
  }, [me, id, existing.data, form]);
  useEffect(() => {
    if (problem) summary.current?.focus();
  }, [problem]);

  if (!me || (id && existing.loading && !existing.data))
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );
  if (existing.error)
    return (
      <Page title={title}>
        <ErrorNotice error={existing.error} onRetry={existing.reload} />
      </Page>
    );
  if (!form)
    return (
      <Page title={title}>
        <Loading />
      </Page>
    );

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm({ ...form, [k]: v });
  const errors = errorsByField(problem);
  const fixed = new Set(existing.data?.recipients.map((r) => r.id) ?? []);
  const people = staff.data ?? [];
  const choices = people.some((p) => p.id === me.id)
    ? people
    : [{ id: me.id, name: `${me.name} (me)` } as StaffMember, ...people];

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setSaving(true);
    setProblem(undefined);
    const body: Record<string, unknown> = {
      kind: form.kind,
      recordCategory: form.recordCategory,
      title: form.title,
      body: form.body || null,
      dueOn: form.dueOn || null,
      forUsers: form.forUsers,
    };
    if (id) body.version = existing.data!.version;
    try {
      const saved = await saveAlert(id, body);
      void navigate(alertPaths.view(saved.id));
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Page
      title={title}
      subtitle={
        <Link className="link" to={id ? alertPaths.view(id) : alertPaths.list}>
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
        <div className="grid gap-4 sm:grid-cols-3">
          <Field name="kind" label="Kind" error={errors.kind}>
            <select
              {...describe('kind', false, errors.kind)}
              className="field-input"
              value={form.kind}
              required
              onChange={(e) => set('kind', e.target.value)}
            >
              <option value="">Choose a kind</option>
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </select>
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
          <Field name="dueOn" label="Date (optional)" error={errors.dueOn}>
            <DateField
              {...describe('dueOn', false, errors.dueOn)}
              className="field-input"
              value={form.dueOn}
              onChange={(e) => set('dueOn', e.target.value)}
            />
          </Field>
        </div>
        <Field name="body" label="Details" error={errors.body}>
          <textarea
            {...describe('body', false, errors.body)}
            className="field-input min-h-[6rem]"
            value={form.body}
            onChange={(e) => set('body', e.target.value)}
          />
        </Field>
        <fieldset>
          <legend className="field-label" id="f-forUsers">
            For
          </legend>
          {errors.forUsers ? <p className="mb-1 font-medium text-danger">{errors.forUsers}</p> : null}
          <div className="grid gap-1 sm:grid-cols-2">
            {choices.map((p) => (
              <label key={p.id} className="flex min-h-[44px] items-center gap-2">
                <input
                  type="checkbox"
                  checked={form.forUsers.includes(p.id)}
                  disabled={fixed.has(p.id)}
                  onChange={() =>
                    set(
                      'forUsers',
                      form.forUsers.includes(p.id) ? form.forUsers.filter((x) => x !== p.id) : [...form.forUsers, p.id],
                    )
                  }
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving…' : id ? 'Save changes' : 'Create alert'}
          </button>
          <Link className="btn-ghost" to={id ? alertPaths.view(id) : alertPaths.list}>
            Cancel
          </Link>
        </div>
      </form>
    </Page>
  );
}
