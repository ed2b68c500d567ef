// /defaults/checklist — the Move-In Checklist (settings.moveInChecklist): add, change, reorder, remove; save.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { paths, saveOrganisation } from '../api.ts';
import type { Organisation } from '../types.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { useMoveFocus } from '../ui/useMoveFocus.ts';

export default function ChecklistPage() {
  const org = useApi<Organisation>(paths.organisation);
  return (
    <Loaded state={org} title="Move-In Checklist">
      {(o) => <Checklist initial={o.settings.moveInChecklist ?? []} />}
    </Loaded>
  );
}

function Checklist({ initial }: { initial: string[] }) {
  const me = useMe();
  const editable = canEditSettings(me);
  const [items, setItems] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const focusLater = useMoveFocus();
  const dirty = JSON.stringify(items) !== JSON.stringify(saved);

  const move = (i: number, d: -1 | 1) => {
    const next = [...items];
    [next[i], next[i + d]] = [next[i + d], next[i]];
    setItems(next);
    setStatus(`"${items[i]}" moved to position ${i + d + 1} of ${items.length}.`);
    focusLater(`check-${i + d}-${d < 0 ? 'up' : 'down'}`, `check-${i + d}-${d < 0 ? 'down' : 'up'}`);
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    const t = draft.trim();
    if (!t) return;
    setItems([...items, t]);
    setDraft('');
    setStatus(`"${t}" added.`);
  };
  const remove = (i: number) => {
    setStatus(`"${items[i]}" removed.`);
    setItems(items.filter((_, j) => j !== i));
    focusLater('checklist-new');
  };
  async function save() {
    setProblem(undefined);
    const clean = items.map((s) => s.trim()).filter(Boolean);
    try {
      await saveOrganisation({ moveInChecklist: clean });
      setItems(clean);
      setSaved(clean);
      setStatus('Checklist saved.');
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  return (
    <Page
      title="Move-In Checklist"
      subtitle={
        <Link className="link" to="/defaults">
          Back to defaults
        </Link>
      }
    >
      {problem ? <ProblemNotice problem={problem} /> : null}
      <StatusLine message={status} />
      <ol className="space-y-2">
        {items.map((item, i) => (
          <li key={i} className="card flex flex-wrap items-center gap-2 py-2">
            <span className="w-8 text-muted" aria-hidden="true">
              {i + 1}.
            </span>
            <label htmlFor={`check-${i}`} className="sr-only">
              Checklist item {i + 1}
            </label>
            <input
              id={`check-${i}`}
              className="field-input min-w-[12rem] flex-1"
              value={item}
              maxLength={300}
              disabled={!editable}
              onChange={(e) => setItems(items.map((x, j) => (j === i ? e.target.value : x)))}
            />
            {editable ? (
              <span className="flex gap-1">
                <button
                  id={`check-${i}-up`}
                  type="button"
                  className="btn-ghost"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`Move "${item}" up`}
                >
                  ↑
                </button>
                <button
                  id={`check-${i}-down`}
                  type="button"
                  className="btn-ghost"
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`Move "${item}" down`}
                >
                  ↓
                </button>
                <button type="button" className="btn-ghost" onClick={() => remove(i)} aria-label={`Remove "${item}"`}>
                  Remove
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {items.length === 0 ? <p className="text-muted">The checklist is empty.</p> : null}
      {editable ? (
        <>
          <form className="card flex flex-wrap items-end gap-2" onSubmit={add} noValidate>
            <Field label="New item" id="checklist-new" className="min-w-[14rem] flex-1">
              {(ids) => (
                <input
                  {...ids}
                  className="field-input"
                  value={draft}
                  maxLength={300}
                  onChange={(e) => setDraft(e.target.value)}
                />
              )}
            </Field>
            <button type="submit" className="btn-secondary" disabled={!draft.trim()}>
              Add item
            </button>
          </form>
          <button type="button" className="btn-primary" disabled={!dirty} onClick={() => void save()}>
            Save checklist
          </button>
        </>
      ) : null}
    </Page>
  );
}
