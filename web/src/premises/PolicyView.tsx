// A policy: the record, then who has read and signed its current version and who has not, and my own
// "I have read and understood" when it waits for me. Every signature of earlier versions stays listed.
import { useParams } from 'react-router';
import { formatDateTime } from '../lib/format.ts';
import { useMe } from '../session.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { PolicyStanding } from './policies.ts';
import { SignPolicy } from './PoliciesPage.tsx';
import { KindView, POLICY } from './RecordPages.tsx';

function Signatures({ id }: { id: string }) {
  const me = useMe();
  const st = useApi<PolicyStanding>(`/api/policies/${encodeURIComponent(id)}/signatures`);
  if (st.error) return st.error.status === 404 ? null : <ErrorNotice error={st.error} onRetry={st.reload} />;
  if (!st.data) return <Loading />;
  const p = st.data;
  const waitingForMe = p.outstanding.some((o) => o.userId === me.id);
  const earlier = p.history.filter((h) => h.version !== p.version);
  return (
    <section aria-labelledby="signatures-heading" className="card mx-auto mt-6 w-full max-w-6xl space-y-3">
      <h2 id="signatures-heading" className="text-lg font-semibold">
        Read and signed: version {p.version}
      </h2>
      {!p.mustSign ? (
        <p className="text-muted">This policy is for information: staff are not asked to sign it.</p>
      ) : (
        <>
          {waitingForMe && (
            <div className="rounded-md border border-accent bg-accent-soft p-3">
              <p className="mb-2 font-semibold">This version is waiting for your signature.</p>
              <SignPolicy policy={p} onSigned={st.reload} />
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-semibold">Not yet read ({p.outstanding.length})</h3>
              {p.outstanding.length === 0 ? (
                <p className="text-sm text-muted">Everyone has signed this version.</p>
              ) : (
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {p.outstanding.map((o) => (
                    <li key={o.userId}>{o.name}</li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <h3 className="font-semibold">Signed ({p.signed.length})</h3>
              {p.signed.length === 0 ? (
                <p className="text-sm text-muted">No one has signed this version yet.</p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm">
                  {p.signed.map((s) => (
                    <li key={s.userId}>
                      {s.name} — {formatDateTime(s.signedAt)}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
      {earlier.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">
            Signatures of earlier versions ({earlier.length})
          </summary>
          <ul className="mt-2 space-y-1 text-sm">
            {earlier.map((h, i) => (
              <li key={i}>
                {h.name} signed version {h.version} — {formatDateTime(h.signedAt)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

export function PolicyView() {
  const { id = '' } = useParams();
  return (
    <KindView place={POLICY}>
      <Signatures id={id} />
    </KindView>
  );
}
