// /cyp/risk-management (SPEC §2 Young person lists): every young person's current risk assessments in the homes
// I work in, by type (SPEC's risk-management types), with when each is due for review. The lists come from the
// record API, scoped by the server; the newest assessment of each type per young person is the current one.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { apiGet, ApiProblem } from '../../api.ts';
import { todayIso } from '../../lib/dates.ts';
import { displayName, formatDate } from '../../lib/format.ts';
import type { RecordPage } from '../../records/types.ts';
import { useWording } from '../../session.tsx';
import type { DefinitionSummary, RecordSummary, YoungPerson } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';

/** SPEC §2 plans › risk-management edit pages, in its order. */
const RISK_KINDS = [
  'self-harm-suicide',
  'cce',
  'cse',
  'others-harm',
  'vulnerability',
  'missing-from-care',
  'other',
].map((t) => `risk-assessment-${t}`);

function reviewText(day: string | null, today: string): { text: string; tone: string } {
  if (!day) return { text: 'No review date', tone: 'text-muted' };
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  if (days < 0)
    return {
      text: `${formatDate(day)} — overdue by ${-days} day${days === -1 ? '' : 's'}`,
      tone: 'font-semibold text-danger',
    };
  if (days <= 14)
    return {
      text: `${formatDate(day)} — due in ${days} day${days === 1 ? '' : 's'}`,
      tone: 'font-semibold text-warning',
    };
  return { text: formatDate(day), tone: '' };
}

export default function RiskManagementPage() {
  const definitions = useApi<DefinitionSummary[]>('/api/definitions');
  const youngPeople = useApi<YoungPerson[]>('/api/young-people');
  const [byKind, setByKind] = useState<Record<string, RecordSummary[]>>();
  const [error, setError] = useState<ApiProblem>();
  const today = todayIso();
  const w = useWording();

  useEffect(() => {
    const ctl = new AbortController();
    Promise.all(
      RISK_KINDS.map((k) =>
        apiGet<RecordPage>(`/api/records/${k}?limit=100`, { signal: ctl.signal }).then((p) => [k, p.items] as const),
      ),
    )
      .then((pairs) => setByKind(Object.fromEntries(pairs)))
      .catch((e) => {
        if (!ctl.signal.aborted)
          setError(e instanceof ApiProblem ? e : new ApiProblem({ status: 0, title: String(e) }));
      });
    return () => ctl.abort();
  }, []);

  const titles = useMemo(() => new Map((definitions.data ?? []).map((d) => [d.kind, d.title])), [definitions.data]);
  // the current assessment: the newest of each type per young person (lists come newest first)
  const rows = useMemo(
    () =>
      (youngPeople.data ?? []).map((y) => ({
        youngPerson: y,
        current: Object.fromEntries(RISK_KINDS.map((k) => [k, byKind?.[k]?.find((r) => r.youngPersonId === y.id)])),
      })),
    [youngPeople.data, byKind],
  );

  const failed = error ?? youngPeople.error;
  return (
    <Page
      title="Risk management"
      subtitle={w("Each {child}'s current risk assessments by type, and when each is due for review.")}
    >
      {failed && <ErrorNotice error={failed} />}
      {!failed && (!byKind || !youngPeople.data) && <Loading label="Loading risk assessments…" />}
      {byKind && youngPeople.data?.length === 0 && (
        <EmptyState title={w('No {children}')}>There is nobody living in your homes.</EmptyState>
      )}
      {byKind &&
        rows.map(({ youngPerson: y, current }) => (
          <section key={y.id} className="card space-y-2" aria-labelledby={`risk-${y.id}`} data-testid="risk-person">
            <h2 id={`risk-${y.id}`} className="text-lg font-semibold">
              <Link className="link" to={`/cyp/resident/${encodeURIComponent(y.id)}/profile/overview`}>
                {displayName(y)}
              </Link>
              <span className="ml-2 text-sm font-normal text-muted">{y.homeName}</span>
            </h2>
            <table className="stack-table w-full text-left text-sm">
              <caption className="sr-only">Risk assessments of {displayName(y)}</caption>
              <thead className="border-b border-line bg-sunken">
                <tr>
                  {['Type', 'Assessed', 'Review due', ''].map((h, i) => (
                    <th key={i} scope="col" className="px-3 py-2 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {RISK_KINDS.map((k) => {
                  const r = current[k];
                  const review = reviewText((r?.summary.reviewDate as string | null) ?? null, today);
                  const base = `/cyp/resident/${encodeURIComponent(y.id)}/records/${k}`;
                  return (
                    <tr key={k} className="border-b border-line last:border-0">
                      <td className="px-3 py-2 font-medium">{titles.get(k) ?? k}</td>
                      <td className="px-3 py-2" data-label="Assessed">
                        {r
                          ? formatDate((r.summary.assessmentDate as string | null) ?? r.recordDate?.slice(0, 10))
                          : 'Not assessed'}
                      </td>
                      <td className={`px-3 py-2 ${r ? review.tone : 'text-muted'}`} data-label="Review due">
                        {r ? review.text : '—'}
                      </td>
                      <td className="px-3 py-2">
                        <Link className="link" to={r ? `${base}/${encodeURIComponent(r.id)}` : `${base}/new`}>
                          {r ? 'Open' : 'Assess'}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))}
    </Page>
  );
}
