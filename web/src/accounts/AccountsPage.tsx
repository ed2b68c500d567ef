// /accounts: each home's petty cash balance and its last cash count, with the way into the ledger.
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AccountsNav } from './AccountsNav.tsx';
import { type AccountHome, formatPence } from './shared.ts';

export default function AccountsPage() {
  const homes = useApi<AccountHome[]>('/api/accounts/homes');
  return (
    <Page title="Accounts" subtitle="Petty cash, young people's money and the income tracker">
      <AccountsNav />
      {homes.error ? (
        <ErrorNotice error={homes.error} onRetry={homes.reload} />
      ) : !homes.data ? (
        <Loading />
      ) : homes.data.length === 0 ? (
        <EmptyState title="No accounts to show">You need access to the accounts area of a home.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {homes.data.map((h) => (
            <li key={h.id} className="card space-y-2 p-4">
              <h2 className="text-lg font-semibold">{h.name}</h2>
              <p>
                <span className="text-muted">Petty cash balance</span>{' '}
                <strong className="text-2xl" data-testid={`balance-${h.name}`}>
                  {formatPence(h.balancePence)}
                </strong>
              </p>
              <p className="text-sm text-muted">
                {h.lastCount
                  ? `Last counted ${formatDateTime(h.lastCount.countedAt)} by ${h.lastCount.countedByName}: ${h.lastCount.discrepancyPence === 0 ? 'matched the ledger' : `${formatPence(h.lastCount.discrepancyPence)} against the ledger`}`
                  : 'Not counted yet'}
              </p>
              <Link className="link" to={`/accounts/logs?home=${h.id}`}>
                Open the ledger
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
