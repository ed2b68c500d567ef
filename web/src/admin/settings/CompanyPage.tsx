// /company — the organisation's details: its name, the company's registered details (registered name, number,
// address, Ofsted provider URN, responsible individual, data protection contact), its reference, and how big it is.
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { canEditSettings } from '../access.ts';
import { paths, saveOrganisation } from '../api.ts';
import type { AdminHome, CompanyDetails, Organisation, OrgUser } from '../types.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { toProblem } from '../ui/problem.ts';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';
import { CompanyLogoForm } from './CompanyLogoForm.tsx';

/** The company's details: key, label, hint, and whether it is several lines. */
const COMPANY_FIELDS: [keyof CompanyDetails, string, string | undefined, boolean][] = [
  ['registeredName', 'Registered name', 'As registered at Companies House', false],
  ['companyNumber', 'Company number', 'Eight digits, or two letters and six digits', false],
  ['address', 'Registered address', undefined, true],
  ['providerUrn', 'Ofsted provider URN', 'The provider reference on your Ofsted registration, e.g. RP123456', false],
  [
    'responsibleIndividual',
    'Responsible individual',
    'Name, phone and email of the person Ofsted knows as responsible for your homes',
    false,
  ],
  [
    'dataProtectionContact',
    'Data protection contact',
    'Who people write to about their information (your data protection officer, if you have one)',
    false,
  ],
];

export default function CompanyPage() {
  const org = useApi<Organisation>(paths.organisation);
  return (
    <Loaded state={org} title="Company">
      {(o) => <Company org={o} />}
    </Loaded>
  );
}

function Company({ org }: { org: Organisation }) {
  const me = useMe();
  const editable = canEditSettings(me);
  const homes = useApi<AdminHome[]>(paths.homes);
  const users = useApi<OrgUser[]>(paths.users);
  const [name, setName] = useState(org.name);
  const [company, setCompany] = useState<CompanyDetails>(org.settings.company ?? {});
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(undefined);
    setStatus(null);
    try {
      const details = Object.fromEntries(
        COMPANY_FIELDS.map(([k]) => [k, company[k]?.trim() || null]),
      ) as CompanyDetails;
      await saveOrganisation({ name: name.trim(), company: details });
      setStatus('Saved.');
    } catch (err) {
      setProblem(toProblem(err));
    }
  }

  const liveHomes = homes.data?.filter((h) => !h.archivedAt) ?? [];
  const count = (n: number | undefined) => (n === undefined ? '…' : String(n));
  return (
    <Page title="Company" subtitle="Your organisation's details.">
      <SettingsNav />
      {problem ? <ProblemNotice problem={problem} /> : null}
      <form className="card space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Organisation name" error={!name.trim() ? 'Enter the organisation name' : undefined}>
          {(ids) => (
            <input
              {...ids}
              className="field-input max-w-xl"
              value={name}
              maxLength={200}
              disabled={!editable}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        {COMPANY_FIELDS.map(([key, label, hint, long]) => (
          <Field key={key} label={label} hint={hint}>
            {(ids) =>
              long ? (
                <textarea
                  {...ids}
                  className="field-input max-w-xl"
                  rows={3}
                  maxLength={500}
                  value={company[key] ?? ''}
                  disabled={!editable}
                  onChange={(e) => setCompany((c) => ({ ...c, [key]: e.target.value }))}
                />
              ) : (
                <input
                  {...ids}
                  className="field-input max-w-xl"
                  maxLength={300}
                  value={company[key] ?? ''}
                  disabled={!editable}
                  onChange={(e) => setCompany((c) => ({ ...c, [key]: e.target.value }))}
                />
              )
            }
          </Field>
        ))}
        {editable ? (
          <div className="flex items-center gap-3">
            <button type="submit" className="btn-primary" disabled={!name.trim()}>
              Save
            </button>
            <StatusLine message={status} />
          </div>
        ) : null}
      </form>
      <CompanyLogoForm editable={editable} />
      <section className="card" aria-labelledby="company-facts">
        <h2 id="company-facts" className="mb-3 text-lg font-semibold">
          At a glance
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Homes in use</dt>
            <dd className="text-xl font-semibold">
              {count(homes.data ? liveHomes.filter((h) => !h.nonOperational).length : undefined)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Non-operational homes</dt>
            <dd className="text-xl font-semibold">
              {count(homes.data ? liveHomes.filter((h) => h.nonOperational).length : undefined)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Active users</dt>
            <dd className="text-xl font-semibold">{count(users.data?.filter((u) => u.active).length)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">
          Reference: <span className="font-mono">{org.id}</span>
        </p>
        <p className="mt-2 flex gap-4">
          <Link className="link" to="/homes">
            Manage homes
          </Link>
          <Link className="link" to="/users">
            Manage users
          </Link>
        </p>
      </section>
    </Page>
  );
}
