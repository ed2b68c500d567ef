// /update-alerts (the product administrator): announcements by role and dates, how many have read each,
// change, stop showing (archive) or show again.
import { type FormEvent, useState } from 'react';
import { Field, StatusLine } from '../admin/ui/Field.tsx';
import { Loaded } from '../admin/ui/Loaded.tsx';
import { toProblem } from '../admin/ui/problem.ts';
import { ProblemNotice } from '../admin/ui/ProblemNotice.tsx';
import type { ApiProblem } from '../api.ts';
import { formatDate, ROLE_LABELS } from '../lib/format.ts';
import { ChoiceChecks } from '../ui/ChoiceChecks.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { useApi } from '../use-api.ts';
import { ADMIN_PATH, type AlertInput, saveAlert, setArchived, type UpdateAlert } from './api.ts';

const roleLabel = (r: string) => (r === 'young_person' ? "Young people's own logins" : (ROLE_LABELS[r] ?? r));
const today = () => new Date().toISOString().slice(0, 10);
const blank = (): AlertInput => ({ title: '', body: '', roles: [], shownFrom: today(), shownTo: today() });

function AlertForm({
  roles,
  editing,
  onSaved,
  onCancel,
}: {
  roles: string[];
  editing: UpdateAlert | null;
  onSaved: (m: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState<AlertInput>(
    editing
      ? {
          title: editing.title,
          body: editing.body,
          roles: editing.roles,
          shownFrom: editing.shownFrom,
          shownTo: editing.shownTo,
        }
      : blank(),
  );
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AlertInput>) => setValue((v) => ({ ...v, ...patch }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await saveAlert(editing?.id ?? null, { ...value, title: value.title.trim(), body: value.body.trim() });
      onSaved(
        editing
          ? `"${value.title.trim()}" saved.`
          : `"${value.title.trim()}" will be shown from ${formatDate(value.shownFrom)}.`,
      );
      if (!editing) setValue(blank());
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="alert-form-h">
      <h2 id="alert-form-h" className="text-lg font-semibold">
        {editing ? `Change "${editing.title}"` : 'Write an update alert'}
      </h2>
      {problem ? (
        <ProblemNotice
          problem={problem}
          labels={{
            title: 'Title',
            body: 'Message',
            roles: 'Who sees it',
            shownFrom: 'First day',
            shownTo: 'Last day',
          }}
        />
      ) : null}
      <Field label="Title">
        {(ids) => (
          <input
            {...ids}
            className="field-input"
            value={value.title}
            maxLength={120}
            onChange={(e) => set({ title: e.target.value })}
          />
        )}
      </Field>
      <Field label="Message">
        {(ids) => (
          <textarea
            {...ids}
            className="field-input"
            rows={4}
            value={value.body}
            maxLength={4000}
            onChange={(e) => set({ body: e.target.value })}
          />
        )}
      </Field>
      <ChoiceChecks
        legend="Who sees it"
        choices={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
        value={value.roles}
        onChange={(roles) => set({ roles })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First day shown">
          {(ids) => (
            <>
              <DateField
                {...ids}
                className="field-input"
                value={value.shownFrom}
                onChange={(e) => set({ shownFrom: e.target.value })}
              />
            </>
          )}
        </Field>
        <Field label="Last day shown">
          {(ids) => (
            <>
              <DateField
                {...ids}
                className="field-input"
                value={value.shownTo}
                min={value.shownFrom}
                onChange={(e) => set({ shownTo: e.target.value })}
              />
            </>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn-primary"
          disabled={busy || !value.title.trim() || !value.body.trim() || !value.roles.length}
        >
          {busy ? 'Saving…' : editing ? 'Save changes' : 'Publish'}
        </button>
        {editing ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

export default function UpdateAlertsPage() {
  const state = useApi<{ alerts: UpdateAlert[]; roles: string[] }>(ADMIN_PATH);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<UpdateAlert | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  const done = (m: string) => {
    setStatus(m);
    setEditing(null);
    setProblem(undefined);
    state.reload();
  };
  return (
    <Loaded state={state} title="Update alerts">
      {({ alerts, roles }) => (
        <Page
          title="Update alerts"
          subtitle="Product announcements: each person of the roles chosen sees each once, between its dates."
        >
          <StatusLine message={status} />
          {problem ? <ProblemNotice problem={problem} /> : null}
          <AlertForm
            key={editing?.id ?? 'new'}
            roles={roles}
            editing={editing}
            onSaved={done}
            onCancel={() => setEditing(null)}
          />
          {alerts.length ? (
            <ul className="space-y-3" aria-label="Update alerts">
              {alerts.map((a) => (
                <li key={a.id} className="card space-y-1">
                  <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0 sm:flex-1">
                      <h3 className="font-semibold">
                        {a.title}
                        {a.archivedAt ? ' (not shown)' : ''}
                      </h3>
                      <p className="text-sm text-muted">
                        {formatDate(a.shownFrom)} to {formatDate(a.shownTo)} · {a.roles.map(roleLabel).join(', ')}
                      </p>
                      <p className="whitespace-pre-line break-words">{a.body}</p>
                      <p className="font-medium" data-read-count>
                        Read by {a.readCount} of {a.audience} {a.audience === 1 ? 'person' : 'people'}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className="btn-secondary" onClick={() => setEditing(a)}>
                        Change
                      </button>
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() =>
                          setArchived(a.id, !a.archivedAt).then(
                            () => done(a.archivedAt ? `"${a.title}" shown again.` : `"${a.title}" no longer shown.`),
                            (e) => setProblem(toProblem(e)),
                          )
                        }
                      >
                        {a.archivedAt ? 'Show again' : 'Stop showing'}
                      </button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p>No update alerts yet.</p>
          )}
        </Page>
      )}
    </Loaded>
  );
}
