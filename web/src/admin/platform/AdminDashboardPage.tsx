// /admin-dashboard — the product administrator's overview: organisations and users.
import { Link } from 'react-router';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { Customer, ListItem } from '../types.ts';
import { Loaded } from '../ui/Loaded.tsx';

export default function AdminDashboardPage() {
  const state = useApi<{ customers: Customer[]; featureList: ListItem[] }>(paths.customers);
  return (
    <Loaded state={state} title="Admin dashboard">
      {({ customers }) => {
        const sum = (f: (c: Customer) => number) => customers.reduce((n, c) => n + f(c), 0);
        const facts = [
          { label: 'Organisations', value: customers.length },
          { label: 'Suspended organisations', value: customers.filter((c) => c.suspendedAt).length },
          { label: 'Active users', value: sum((c) => c.users) },
          { label: 'Homes', value: sum((c) => c.homes) },
          { label: 'Young people', value: sum((c) => c.youngPeople) },
        ];
        return (
          <Page title="Admin dashboard" subtitle="Across every organisation using Care Records.">
            <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
              {facts.map((f) => (
                <div key={f.label} className="card">
                  <dt className="text-sm text-muted">{f.label}</dt>
                  <dd className="text-3xl font-semibold">{f.value}</dd>
                </div>
              ))}
            </dl>
            <p className="flex flex-wrap gap-4">
              <Link className="link" to="/customers">
                Customers
              </Link>
              <Link className="link" to="/users">
                Users across organisations
              </Link>
              <Link className="link" to="/settings/forms">
                Form definitions
              </Link>
            </p>
          </Page>
        );
      }}
    </Loaded>
  );
}
