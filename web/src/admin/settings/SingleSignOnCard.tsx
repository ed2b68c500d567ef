// Single sign-on by OpenID Connect: the organisation's provider (Microsoft Entra ID, Google Workspace or any other),
// the email domains its staff sign in with, whether it is required, and the directors who keep a password and a
// second factor for when the provider is down. The client secret is never shown again once saved. Only a
// director changes this (the server says so); others see it.
import { type FormEvent, useEffect, useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { api, apiGet } from '../../api.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';

interface SsoSettings {
  configured: boolean;
  issuer: string;
  clientId: string;
  hasClientSecret: boolean;
  emailDomains: string[];
  required: boolean;
  trustProviderMfa: boolean;
  breakGlassUserIds: string[];
  redirectUri: string;
  directors: { id: string; name: string }[];
  mayChange: boolean;
}
const PATH = '/api/settings/single-sign-on';

export function SingleSignOnCard() {
  const [row, setRow] = useState<SsoSettings | null>(null);
  const [issuer, setIssuer] = useState('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState('');
  const [required, setRequired] = useState(false);
  const [trustMfa, setTrustMfa] = useState(false);
  const [breakGlass, setBreakGlass] = useState<string[]>([]);
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = (r: SsoSettings) => {
    setRow(r);
    setIssuer(r.issuer);
    setClientId(r.clientId);
    setClientSecret('');
    setDomains(r.emailDomains.join(', '));
    setRequired(r.required);
    setTrustMfa(r.trustProviderMfa);
    setBreakGlass(r.breakGlassUserIds);
  };
  useEffect(() => {
    apiGet<SsoSettings>(PATH).then(show, (err: unknown) => setProblem(toProblem(err)));
  }, []);
  const errorAt = (path: string) => problem?.errors?.find((e) => e.path.startsWith(path))?.message;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    setStatus(null);
    try {
      const body = {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        // left empty: the secret held is kept
        ...(clientSecret ? { clientSecret } : {}),
        emailDomains: domains
          .split(/[\s,]+/)
          .map((d) => d.trim())
          .filter(Boolean),
        required,
        trustProviderMfa: trustMfa,
        breakGlassUserIds: breakGlass,
      };
      show(await api<SsoSettings>(PATH, { method: 'PUT', body }));
      setStatus('Single sign-on saved.');
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }
  async function remove() {
    setBusy(true);
    setProblem(undefined);
    try {
      await api(PATH, { method: 'DELETE' });
      show(await apiGet<SsoSettings>(PATH));
      setStatus('Single sign-on turned off. Everyone signs in with their password.');
    } catch (err) {
      setProblem(toProblem(err));
    } finally {
      setBusy(false);
    }
  }

  if (!row) return problem ? <ProblemNotice problem={problem} /> : null;
  const editable = row.mayChange;
  return (
    <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="sso-h">
      <h2 id="sso-h" className="text-lg font-semibold">
        Single sign-on
      </h2>
      <p className="text-muted">
        Staff sign in with their Microsoft 365, Google Workspace or other work account (OpenID Connect). Only people you
        have added here can sign in: signing in never creates a login.
      </p>
      {problem ? <ProblemNotice problem={problem} /> : null}
      {!editable ? <p className="text-muted">Only a director can change single sign-on.</p> : null}
      <div>
        <p className="field-label">Redirect URI to give your provider</p>
        <p className="break-all rounded border border-line p-2 font-mono text-sm">{row.redirectUri}</p>
      </div>
      <fieldset disabled={!editable} className="space-y-4">
        <legend className="sr-only">Provider</legend>
        <Field
          label="Issuer"
          hint="For Microsoft Entra ID: https://login.microsoftonline.com/<tenant id>/v2.0. For Google: https://accounts.google.com."
          error={errorAt('/issuer')}
        >
          {(ids) => (
            <input {...ids} className="field-input" value={issuer} onChange={(e) => setIssuer(e.target.value)} />
          )}
        </Field>
        <Field label="Client ID" error={errorAt('/clientId')}>
          {(ids) => (
            <input {...ids} className="field-input" value={clientId} onChange={(e) => setClientId(e.target.value)} />
          )}
        </Field>
        <Field
          label="Client secret"
          hint={row.hasClientSecret ? 'A secret is saved. Leave this empty to keep it.' : undefined}
          error={errorAt('/clientSecret')}
        >
          {(ids) => (
            <input
              {...ids}
              type="password"
              autoComplete="off"
              className="field-input"
              value={clientSecret}
              onChange={(e) => setClientSecret(e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Email domains"
          hint="Your staff's work email domains, separated by commas, for example brightfutures.org.uk."
          error={errorAt('/emailDomains')}
        >
          {(ids) => (
            <input {...ids} className="field-input" value={domains} onChange={(e) => setDomains(e.target.value)} />
          )}
        </Field>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1" checked={trustMfa} onChange={(e) => setTrustMfa(e.target.checked)} />
          <span>
            <span className="font-medium">Trust the provider’s multi-factor authentication</span>
            <span className="block text-sm text-muted">
              Only if your provider requires a second factor of everyone who signs in to this application. Otherwise
              staff also give their second factor here when the sign-in policy asks for one.
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1" checked={required} onChange={(e) => setRequired(e.target.checked)} />
          <span>
            <span className="font-medium">Require single sign-on</span>
            <span className="block text-sm text-muted">
              Passwords and passkeys alone stop working, except for the directors chosen below.
            </span>
          </span>
        </label>
        <fieldset className="space-y-2">
          <legend className="field-label">Directors who keep a password (break-glass)</legend>
          <p className="text-sm text-muted">For when the provider is down. They always give a second factor too.</p>
          {errorAt('/breakGlassUserIds') ? (
            <p className="font-medium text-danger">{errorAt('/breakGlassUserIds')}</p>
          ) : null}
          {row.directors.map((d) => (
            <label key={d.id} className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={breakGlass.includes(d.id)}
                onChange={(e) =>
                  setBreakGlass(e.target.checked ? [...breakGlass, d.id] : breakGlass.filter((id) => id !== d.id))
                }
              />
              <span>{d.name}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>
      {editable ? (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save single sign-on'}
          </button>
          {row.configured ? (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => void remove()}>
              Turn off single sign-on
            </button>
          ) : null}
          <StatusLine message={status} />
        </div>
      ) : null}
    </form>
  );
}
