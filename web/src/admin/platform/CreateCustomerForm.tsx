// A new organisation with its first director, who gets an invitation link.
import { type FormEvent, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { createCustomer } from '../api.ts';
import type { LoginLink } from '../types.ts';
import { Field } from '../ui/Field.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

export function CreateCustomerForm({ onCreated }: { onCreated: (name: string, link: LoginLink) => void }) {
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [director, setDirector] = useState({ name: '', email: '' });
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const shownSlug = slugTouched ? slug : slugOf(name);
  const slugError =
    shownSlug && !/^[a-z0-9-]{2,60}$/.test(shownSlug) ? 'Use 2 to 60 lowercase letters, numbers or hyphens' : undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (slugError) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const r = await createCustomer({
        name: name.trim(),
        slug: shownSlug,
        director: { name: director.name.trim(), email: director.email.trim() },
      });
      onCreated(name.trim(), r.invite);
      setName('');
      setSlug('');
      setSlugTouched(false);
      setDirector({ name: '', email: '' });
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  const ready = name.trim() && shownSlug && director.name.trim() && director.email.trim();
  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-customer-h">
      <h2 id="new-customer-h" className="text-lg font-semibold">
        Add an organisation
      </h2>
      {problem ? (
        <ProblemNotice problem={problem} labels={{ name: 'Name', slug: 'Short name', director: 'Director' }} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Organisation name">
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={name}
              maxLength={200}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Short name" hint="Lowercase letters, numbers and hyphens." error={slugError}>
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={shownSlug}
              maxLength={60}
              onChange={(e) => {
                setSlugTouched(true);
                setSlug(e.target.value);
              }}
            />
          )}
        </Field>
        <Field label="First director's name">
          {(ids) => (
            <input
              {...ids}
              className="field-input"
              value={director.name}
              onChange={(e) => setDirector({ ...director, name: e.target.value })}
            />
          )}
        </Field>
        <Field label="First director's email">
          {(ids) => (
            <input
              {...ids}
              type="email"
              className="field-input"
              value={director.email}
              onChange={(e) => setDirector({ ...director, email: e.target.value })}
            />
          )}
        </Field>
      </div>
      <button type="submit" className="btn-primary" disabled={busy || !ready}>
        {busy ? 'Creating…' : 'Create organisation'}
      </button>
    </form>
  );
}
