// /customers — organisations: create one with its first director (→ invitation link), suspend or enable,
// and its feature flags (SPEC §9) as switches.
import { useState } from 'react';
import type { ApiProblem } from '../../api.ts';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { Customer, ListItem, LoginLink } from '../types.ts';
import { StatusLine } from '../ui/Field.tsx';
import { Loaded } from '../ui/Loaded.tsx';
import { OneTimeLink } from '../ui/OneTimeLink.tsx';
import { ProblemNotice } from '../ui/ProblemNotice.tsx';
import { CreateCustomerForm } from './CreateCustomerForm.tsx';
import { CustomerCard } from './CustomerCard.tsx';

export default function CustomersPage() {
  const state = useApi<{ customers: Customer[]; featureList: ListItem[] }>(paths.customers);
  const [invite, setInvite] = useState<{ name: string; link: LoginLink }>();
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<ApiProblem>();
  return (
    <Loaded state={state} title="Customers">
      {({ customers, featureList }) => (
        <Page title="Customers" subtitle="Organisations using Care Records.">
          {invite ? (
            <OneTimeLink title={`Invitation link for the first director of ${invite.name}`} login={invite.link} />
          ) : null}
          {problem ? <ProblemNotice problem={problem} /> : null}
          <StatusLine message={status} />
          <ul className="space-y-4" aria-label="Organisations">
            {customers.map((c) => (
              <li key={c.id}>
                <CustomerCard
                  customer={c}
                  featureList={featureList}
                  onChanged={(message) => {
                    setStatus(message);
                    setProblem(undefined);
                    state.reload();
                  }}
                  onProblem={setProblem}
                />
              </li>
            ))}
          </ul>
          <CreateCustomerForm
            onCreated={(name, link) => {
              setInvite({ name, link });
              setStatus(`${name} created.`);
              state.reload();
            }}
          />
        </Page>
      )}
    </Loaded>
  );
}
