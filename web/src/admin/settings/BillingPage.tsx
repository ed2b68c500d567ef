// /settings/billing (SPEC §2 Product settings, billing area): the plan, the homes and users it counts, and the
// invoices, kept as records (kind "invoice"). There is no payment provider in the product, and the page says so.
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import type { RecordPage } from '../../records/types.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { AdminHome, Organisation, OrgUser } from '../types.ts';
import { SettingsNav } from '../ui/SettingsNav.tsx';

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export default function BillingPage() {
  const org = useApi<Organisation>(paths.organisation);
  const homes = useApi<AdminHome[]>(paths.homes);
  const users = useApi<OrgUser[]>(paths.users);
  const invoices = useApi<RecordPage>('/api/records/invoice?limit=100');
  const counted = (n: number | undefined) => (n === undefined ? '…' : String(n));
  const billable = homes.data?.filter((h) => !h.archivedAt && !h.nonOperational).length;
  return (
    <Page title="Billing" subtitle="Your plan, what it counts, and your invoices.">
      <SettingsNav />
      <p className="card border-l-4 border-l-accent" role="note">
        Payments are not taken in Care Records: there is no payment provider. Invoices are sent to you and paid by bank
        transfer; they are kept here as records, marked paid when the payment arrives.
      </p>
      <section className="card" aria-labelledby="billing-plan">
        <h2 id="billing-plan" className="mb-3 text-lg font-semibold">
          Plan
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Plan</dt>
            <dd className="text-xl font-semibold">
              {org.data ? (org.data.settings.billing?.plan ?? 'Standard') : '…'}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Homes counted</dt>
            <dd className="text-xl font-semibold" data-testid="billable-homes">
              {counted(billable)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Users counted</dt>
            <dd className="text-xl font-semibold">{counted(users.data?.filter((u) => u.active).length)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-muted">
          Homes counted are those in use: archived and non-operational homes (Head Office, Test, Training) are not.
          Users counted are active logins.
        </p>
      </section>
      <section className="space-y-2" aria-labelledby="billing-invoices">
        <h2 id="billing-invoices" className="text-lg font-semibold">
          Invoices
        </h2>
        {invoices.error ? (
          <ErrorNotice error={invoices.error} onRetry={invoices.reload} />
        ) : !invoices.data ? (
          <Loading />
        ) : invoices.data.items.length === 0 ? (
          <EmptyState title="No invoices yet" />
        ) : (
          <div className="card overflow-x-auto p-0">
            <table className="stack-table w-full text-left text-sm">
              <caption className="sr-only">Invoices</caption>
              <thead className="border-b border-line bg-sunken">
                <tr>
                  {['Issued', 'Number', 'Amount', 'Paid'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {invoices.data.items.map((r) => (
                  <tr key={r.id} className="border-b border-line last:border-0">
                    <td className="px-3 py-2">
                      <Link className="link" to={`/records/invoice/${encodeURIComponent(r.id)}`}>
                        {formatDate(r.summary.issuedOn as string)}
                      </Link>
                    </td>
                    <td className="px-3 py-2" data-label="Number">
                      {String(r.summary.number ?? '')}
                    </td>
                    <td className="px-3 py-2" data-label="Amount">
                      {typeof r.summary.amount === 'number' ? money.format(r.summary.amount) : '—'}
                    </td>
                    <td className="px-3 py-2" data-label="Paid">
                      {r.summary.paid ? 'Paid' : 'Not yet'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Page>
  );
}
