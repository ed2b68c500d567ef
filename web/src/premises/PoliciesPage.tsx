// /policies: the home's policies with how many staff have read and signed each current version and who has
// not, and, first, the policies waiting for my own signature (a new version asks again).
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiProblem } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { type HomePolicies, type MyPolicies, type PolicySummary, signPolicy } from './policies.ts';
import { KindList, POLICY } from './RecordPages.tsx';
import { RequiredPolicies } from './RequiredPolicies.tsx';

/** "I have read and understood version 4.1" with the policy's summary and documents beside it. */
export function SignPolicy({ policy, onSigned }: { policy: PolicySummary; onSigned: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiProblem | null>(null);
  const sign = async () => {
    setBusy(true);
    setError(null);
    try {
      await signPolicy(policy.id, policy.version);
      onSigned();
    } catch (e) {
      setError(e instanceof ApiProblem ? e : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error.detail ?? error.message}
        </p>
      )}
      <button type="button" className="btn-primary" disabled={busy} onClick={sign}>
        I have read and understood version {policy.version}
        <span className="sr-only"> of {policy.title}</span>
      </button>
    </div>
  );
}

function MyUnread() {
  const mine = useApi<MyPolicies>('/api/policies/mine');
  if (mine.error) return <ErrorNotice error={mine.error} onRetry={mine.reload} />;
  if (!mine.data) return <Loading />;
  const waiting = mine.data.outstanding;
  return (
    <section aria-labelledby="my-policies" className="card mx-auto w-full max-w-6xl">
      <h2 id="my-policies" className="text-lg font-semibold">
        Policies for me to read and sign
      </h2>
      {waiting.length === 0 ? (
        <p className="mt-1 text-muted">You have read and signed the current version of every policy of your homes.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {waiting.map((p) => (
            <li key={p.id} className="rounded-md border border-line p-3">
              <p className="font-semibold">
                <Link className="link" to={`${POLICY.base}/${encodeURIComponent(p.id)}`}>
                  {p.title}
                </Link>
                <span className="ml-2 text-sm font-normal text-muted">version {p.version}</span>
              </p>
              {p.changes && (
                <p className="mt-1 text-sm">
                  <span className="font-semibold">What changed: </span>
                  {p.changes}
                </p>
              )}
              {p.summary && <p className="mt-1 text-sm text-muted">{p.summary}</p>}
              <div className="mt-2">
                <SignPolicy policy={p} onSigned={mine.reload} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HomeStanding({ homeId }: { homeId: string }) {
  const home = useApi<HomePolicies>(`/api/homes/${encodeURIComponent(homeId)}/policies`);
  if (home.error) return home.error.status === 403 ? null : <ErrorNotice error={home.error} onRetry={home.reload} />;
  if (!home.data) return <Loading />;
  const asked = home.data.items.filter((p) => p.mustSign);
  return (
    <>
      <RequiredPolicies home={home.data} />
      <section aria-labelledby="policy-standing" className="card mx-auto w-full max-w-6xl">
        <h2 id="policy-standing" className="text-lg font-semibold">
          Read and signed by staff
        </h2>
        <p className="mt-1 text-muted">
          {home.data.signedPercent === null
            ? 'No policy asks staff to sign it yet.'
            : `${home.data.signedPercent}% of signatures asked for the current versions are given.`}
        </p>
        {asked.length === 0 ? null : (
          <table className="stack-table mt-3 w-full text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col">Policy</th>
                <th scope="col">Version</th>
                <th scope="col">Review by</th>
                <th scope="col">Signed</th>
                <th scope="col">Not yet read</th>
              </tr>
            </thead>
            <tbody>
              {asked.map((p) => (
                <tr key={p.id} className="border-t border-line align-top">
                  <td data-label="Policy">
                    <Link className="link" to={`${POLICY.base}/${encodeURIComponent(p.id)}`}>
                      {p.title}
                    </Link>
                  </td>
                  <td data-label="Version">{p.version}</td>
                  <td data-label="Review by">{formatDate(p.reviewDate)}</td>
                  <td data-label="Signed">
                    {p.signedCount} of {p.required}
                  </td>
                  <td data-label="Not yet read">
                    {p.outstanding.length === 0 ? 'Everyone has signed' : p.outstanding.map((o) => o.name).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

export function PoliciesPage() {
  const { currentHome } = useSession();
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  return (
    <KindList place={POLICY}>
      <div className="mb-6 space-y-6">
        <MyUnread />
        <HomeStanding homeId={currentHome.id} />
      </div>
    </KindList>
  );
}
