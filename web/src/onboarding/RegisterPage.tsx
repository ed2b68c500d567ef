// /register: a care provider asks for an account. It waits for the product administrator; nothing can be
// used before then, and the answer is the same whoever asks.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Field } from '../admin/ui/Field.tsx';
import { toProblem } from '../admin/ui/problem.ts';
import { ProblemNotice } from '../admin/ui/ProblemNotice.tsx';
import { api, type ApiProblem } from '../api.ts';
import { HelpLayout } from '../help/HelpLayout.tsx';
import { emptyHome, HomesFields, homesPayload } from './HomesFields.tsx';

export default function RegisterPage() {
  const [form, setForm] = useState({
    organisationName: '',
    contactName: '',
    contactEmail: '',
    contactPhone: '',
    message: '',
  });
  const [homes, setHomes] = useState([emptyHome()]);
  const [problem, setProblem] = useState<ApiProblem>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const r = await api<{ message: string }>('/api/register', {
        method: 'POST',
        redirectOn401: false,
        body: {
          organisationName: form.organisationName.trim(),
          contactName: form.contactName.trim(),
          contactEmail: form.contactEmail.trim(),
          contactPhone: form.contactPhone.trim() || null,
          message: form.message.trim() || null,
          homes: homesPayload(homes).map(({ urn: _u, registeredPlaces: _r, ...h }) => h),
        },
      });
      setDone(r.message);
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <HelpLayout title="Request received">
        <div className="card space-y-2" role="status">
          <p>{done}</p>
        </div>
        <Link to="/about" className="link">
          About Care Records
        </Link>
      </HelpLayout>
    );
  }
  return (
    <HelpLayout title="Ask for an account">
      <p className="text-muted">
        For care providers in England running children&apos;s homes or supported accommodation. We check every request
        before an account is made; you will hear from us by email.
      </p>
      <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-label="Ask for an account">
        {problem ? (
          <ProblemNotice
            problem={problem}
            labels={{
              organisationName: 'Organisation',
              contactName: 'Your name',
              contactEmail: 'Email',
              contactPhone: 'Phone',
              homes: 'Homes',
              message: 'Anything else',
            }}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Organisation name" className="sm:col-span-2">
            {(ids) => (
              <input
                {...ids}
                className="field-input"
                value={form.organisationName}
                maxLength={200}
                onChange={set('organisationName')}
                autoComplete="organization"
              />
            )}
          </Field>
          <Field label="Your name">
            {(ids) => (
              <input
                {...ids}
                className="field-input"
                value={form.contactName}
                maxLength={200}
                onChange={set('contactName')}
                autoComplete="name"
              />
            )}
          </Field>
          <Field label="Email">
            {(ids) => (
              <input
                {...ids}
                type="email"
                className="field-input"
                value={form.contactEmail}
                maxLength={254}
                onChange={set('contactEmail')}
                autoComplete="email"
              />
            )}
          </Field>
          <Field label="Phone (optional)">
            {(ids) => (
              <input
                {...ids}
                type="tel"
                className="field-input"
                value={form.contactPhone}
                maxLength={30}
                onChange={set('contactPhone')}
                autoComplete="tel"
              />
            )}
          </Field>
        </div>
        <HomesFields homes={homes} onChange={setHomes} registration={false} />
        <Field label="Anything else we should know (optional)">
          {(ids) => (
            <textarea
              {...ids}
              className="field-input"
              rows={3}
              value={form.message}
              maxLength={2000}
              onChange={set('message')}
            />
          )}
        </Field>
        <p className="text-sm text-muted">
          By asking for an account you agree that we may contact you about it. Read the{' '}
          <Link to="/terms-of-service" className="link">
            terms of service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy-policy" className="link">
            privacy notice
          </Link>
          .
        </p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Sending…' : 'Send request'}
        </button>
      </form>
    </HelpLayout>
  );
}
