// /company — the organisation's details: its name, its reference, and how big it is.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiProblem } from '../../api.ts';
import { useMe } from '../../session.tsx';
import { useApi } from '../../use-api.ts';
import { Page } from '../../ui/Page.tsx';
import { canEditSettings } from '../access.ts';
import { paths, saveOrganisation } from '../api.ts';
import type { AdminHome, Organisation, OrgUser } from '../types.ts';
import { Field, StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { toProblem } from '../ui/problem.ts';
import { SettingsNav } from '../ui/SettingsNav.tsx';

export default function CompanyPage() {
  const org = useApi<Organisation>(paths.organisation);
  return <Loaded state={org} title="Company">{(o) => <Company org={o} />}</Loaded>;
}

function Company({ org }: { org: Organisation }) {
  const me = useMe();
  const editable = canEditSettings(me);
  const homes = useApi<AdminHome[]>(paths.homes);
  const users = useApi<OrgUser[]>(paths.users);
  const [name, setName] = useState(org.name);
  const [problem, setProblem] = useState<ApiProblem>();
  const [status, setStatus] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(undefined);
    setStatus(null);
    try {
      await saveOrganisation({ name: name.trim() });
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
          {(ids) => <input {...ids} className="field-input max-w-xl" value={name} maxLength={200} disabled={!editable} onChange={(e) => setName(e.target.value)} />}
        </Field>
        {editable ? (
          <div className="flex items-center gap-3">
            <button type="submit" className="btn-primary" disabled={!name.trim() || name.trim() === org.name}>Save</button>
            <StatusLine message={status} />
          </div>
        ) : null}
      </form>
      <section className="card" aria-labelledby="company-facts">
        <h2 id="company-facts" className="mb-3 text-lg font-semibold">At a glance</h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <div><dt className="text-sm text-muted">Homes in use</dt><dd className="text-xl font-semibold">{count(homes.data ? liveHomes.filter((h) => !h.nonOperational).length : undefined)}</dd></div>
          <div><dt className="text-sm text-muted">Non-operational homes</dt><dd className="text-xl font-semibold">{count(homes.data ? liveHomes.filter((h) => h.nonOperational).length : undefined)}</dd></div>
          <div><dt className="text-sm text-muted">Active users</dt><dd className="text-xl font-semibold">{count(users.data?.filter((u) => u.active).length)}</dd></div>
        </dl>
        <p className="mt-3 text-sm text-muted">Reference: <span className="font-mono">{org.id}</span></p>
        <p className="mt-2 flex gap-4"><Link className="link" to="/homes">Manage homes</Link><Link className="link" to="/users">Manage users</Link></p>
      </section>
    </Page>
  );
}
