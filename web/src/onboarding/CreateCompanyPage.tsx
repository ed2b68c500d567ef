// /create-company (product administrator): a new organisation with its first homes and director in one go,
// and the requests from /register waiting for approval (approve creates the organisation the same way).
import { type FormEvent, useState } from 'react';
import type { LoginLink } from '../admin/types.ts';
import { Field, StatusLine } from '../admin/ui/Field.tsx';
import { OneTimeLink } from '../admin/ui/OneTimeLink.tsx';
import { toProblem } from '../admin/ui/problem.ts';
import { ProblemNotice } from '../admin/ui/ProblemNotice.tsx';
import { api, type ApiProblem } from '../api.ts';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { emptyHome, HomesFields, homesPayload } from './HomesFields.tsx';

interface Created {
  id: string;
  slug: string;
  invite: LoginLink;
}
interface AccountRequest {
  id: string;
  organisationName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  homes: { name: string; type: string }[];
  message: string | null;
  createdAt: string;
}
const ukDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );
const TYPE_LABEL: Record<string, string> = {
  children_home: "Children's Home",
  support_accomodation_for_older_children: 'Supported Accommodation',
};

function Requests({ onCreated }: { onCreated: (name: string, c: Created) => void }) {
  const state = useApi<{ requests: AccountRequest[] }>('/api/admin/account-requests?status=pending');
  const [problem, setProblem] = useState<ApiProblem>();
  const [declining, setDeclining] = useState<{ id: string; note: string } | null>(null);
  const act = async (r: AccountRequest, how: 'approve' | 'decline', note?: string) => {
    setProblem(undefined);
    try {
      const res = await api<Created>(`/api/admin/account-requests/${r.id}/${how}`, {
        method: 'POST',
        body: how === 'decline' ? { note: note?.trim() || undefined } : {},
      });
      if (how === 'approve') onCreated(r.organisationName, res);
      setDeclining(null);
      state.reload();
    } catch (err) {
      setProblem(toProblem(err));
    }
  };
  return (
    <section className="card space-y-3" aria-labelledby="requests-h">
      <h2 id="requests-h" className="text-lg font-semibold">
        Requests waiting for approval
      </h2>
      {problem ? <ProblemNotice problem={problem} /> : null}
      {state.loading && !state.data ? (
        <Loading />
      ) : state.error ? (
        <ErrorNotice error={state.error} />
      ) : !state.data?.requests.length ? (
        <p className="text-muted">No requests are waiting.</p>
      ) : (
        <ul className="space-y-3" aria-label="Account requests">
          {state.data.requests.map((r) => (
            <li key={r.id} className="space-y-1 rounded border border-line p-3">
              <p className="font-semibold">{r.organisationName}</p>
              <p className="break-words text-sm">
                {r.contactName} · {r.contactEmail}
                {r.contactPhone ? ` · ${r.contactPhone}` : ''} · asked {ukDateTime(r.createdAt)}
              </p>
              <p className="text-sm">
                Homes: {r.homes.map((h) => `${h.name} (${TYPE_LABEL[h.type] ?? h.type})`).join(', ')}
              </p>
              {r.message ? <p className="whitespace-pre-wrap break-words text-sm text-muted">{r.message}</p> : null}
              {declining?.id === r.id ? (
                <div className="space-y-2 pt-1">
                  <Field label="Why is it declined? (kept with the request)">
                    {(ids) => (
                      <textarea
                        {...ids}
                        className="field-input"
                        rows={2}
                        maxLength={1000}
                        value={declining.note}
                        onChange={(e) => setDeclining({ id: r.id, note: e.target.value })}
                      />
                    )}
                  </Field>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() => void act(r, 'decline', declining.note)}
                    >
                      Decline request
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => setDeclining(null)}>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap gap-2 pt-1">
                  <button type="button" className="btn-primary" onClick={() => void act(r, 'approve')}>
                    Approve and create
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setDeclining({ id: r.id, note: '' })}>
                    Decline…
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function CreateCompanyPage() {
  const [name, setName] = useState('');
  const [director, setDirector] = useState({ name: '', email: '' });
  const [homes, setHomes] = useState([emptyHome()]);
  const [problem, setProblem] = useState<ApiProblem>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; c: Created }>();
  const [status, setStatus] = useState<string | null>(null);
  const onCreated = (n: string, c: Created) => {
    setCreated({ name: n, c });
    setStatus(`${n} created.`);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const c = await api<Created>('/api/admin/companies', {
        method: 'POST',
        body: {
          organisation: { name: name.trim() },
          homes: homesPayload(homes),
          director: { name: director.name.trim(), email: director.email.trim() },
        },
      });
      onCreated(name.trim(), c);
      setName('');
      setDirector({ name: '', email: '' });
      setHomes([emptyHome()]);
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page
      title="Create company"
      subtitle="A new organisation with its first homes and its director, who is sent an invitation to set a password."
    >
      <StatusLine message={status} />
      {created ? (
        <OneTimeLink title={`Invitation link for the director of ${created.name}`} login={created.c.invite} />
      ) : null}
      <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="create-h">
        <h2 id="create-h" className="text-lg font-semibold">
          New organisation
        </h2>
        {problem ? (
          <ProblemNotice
            problem={problem}
            labels={{ organisation: 'Organisation', homes: 'Homes', director: 'Director' }}
          />
        ) : null}
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
        <HomesFields homes={homes} onChange={setHomes} />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">Director</legend>
          <Field label="Director's name">
            {(ids) => (
              <input
                {...ids}
                className="field-input"
                value={director.name}
                maxLength={200}
                onChange={(e) => setDirector({ ...director, name: e.target.value })}
              />
            )}
          </Field>
          <Field label="Director's email">
            {(ids) => (
              <input
                {...ids}
                type="email"
                className="field-input"
                value={director.email}
                maxLength={254}
                onChange={(e) => setDirector({ ...director, email: e.target.value })}
              />
            )}
          </Field>
        </fieldset>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create organisation'}
        </button>
      </form>
      <Requests onCreated={onCreated} />
    </Page>
  );
}
