// On the dashboard: the policies waiting for my signature (their current version), linking to each; nothing
// when there are none or for a young person's own login. Signing is on /policies and the policy's page.
import { Link } from 'react-router';
import { useMe } from '../session.tsx';
import { type ApiState, useApi } from '../use-api.ts';
import { POLICY } from './places.ts';
import type { MyPolicies } from './policies.ts';

/** The policies waiting for me; null path for a login that has no policies to sign. */
export function useMyPolicies() {
  const me = useMe();
  return useApi<MyPolicies>(!me.abilities.organisation.policies ? null : '/api/policies/mine', {
    redirectOn401: false,
  });
}

export function PoliciesToSign({ mine }: { mine: ApiState<MyPolicies> }) {
  const waiting = mine.data?.outstanding ?? [];
  if (!waiting.length) return null;
  return (
    <section aria-labelledby="policies-to-sign" className="card border-l-4 border-accent">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="policies-to-sign" className="text-lg font-semibold">
          Policies for you to read and sign ({waiting.length})
        </h2>
        <Link to="/policies" className="link">
          All policies
        </Link>
      </div>
      <ul className="mt-2 space-y-1">
        {waiting.map((p) => (
          <li key={p.id}>
            <Link className="link" to={`${POLICY.base}/${encodeURIComponent(p.id)}`}>
              {p.title}
            </Link>
            <span className="text-sm text-muted"> — version {p.version}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
