// /manager-review (SPEC: "Reg 45 Review"; in supported accommodation the Reg 32 review): the six-monthly review of the
// quality of care at one home. The period's figures are worked out from the records (each opens the records behind
// it), with the Reg 44 visits and their recommendations; "Start the review" makes the quality-review record with them
// filled in (editable: every save is a revision) and the views to gather; the reviews so far, when they went to
// Ofsted and the responsible individual, and each one printed as the report (?print=<id>).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type HomeType, resolveWording } from '../../../definitions/wording.ts';
import { api, ApiProblem } from '../api.ts';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { REVIEW } from '../home/places.ts';
import { formatDate } from '../lib/format.ts';
import { useMe, useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { findingPath } from './links.ts';
import { ReviewPrint } from './ReviewPrint.tsx';
import type { ReviewPeriod } from './types.ts';

const REVIEW_TITLE = '{Reg 45 review|Reg 32 review}';
const STATUS: Record<string, string> = { open: 'Open', in_progress: 'In progress', done: 'Done' };
const VIEWS_FROM = ['{Children}', 'Parents and families', '{Placing authorities|Accommodating authorities}', 'Staff'];

/** The new review's data: the period, its figures and the recommendations' progress, the views still to gather. */
function draftOf(p: ReviewPeriod, today: string, type: HomeType) {
  const value = (k: string) => p.figures.find((f) => f.key === k)?.value ?? 0;
  return {
    periodFrom: p.from,
    periodTo: p.to,
    completedOn: today,
    incidents: value('incidents'),
    restraints: value('restraints'),
    missing: value('missing'),
    safeguarding: value('safeguarding'),
    complaints: value('complaints'),
    notifications: value('notifications'),
    feedback: VIEWS_FROM.map((g) => ({ group: resolveWording(g, type) })),
    reg44Progress: p.reg44.flatMap((v) =>
      v.recommendations.map((r) => ({
        visitDate: v.visitDate,
        recommendation: r.text,
        status: r.status in STATUS ? r.status : 'open',
        ...(r.response ? { progress: r.response } : {}),
      })),
    ),
  };
}

export default function ManagerReviewPage() {
  const me = useMe();
  const { currentHome } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = me.abilities.organisation.quality.view;
  const homeId = params.get('home') ?? currentHome?.id ?? me.homes[0]?.id ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query = new URLSearchParams({ homeId, ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  const { data, error, reload } = useApi<ReviewPeriod>(allowed && homeId ? `/api/manager-review?${query}` : null);
  const printId = params.get('print');
  if (!allowed) return <AccessDenied />;
  if (printId) return <ReviewPrint id={printId} />;
  const type = (data?.home.type ?? me.homes.find((h) => h.id === homeId)?.type ?? 'children_home') as HomeType;
  const w = (t: string) => resolveWording(t, type);
  const set = (next: Record<string, string>) =>
    setParams({ home: homeId, ...(from ? { from } : {}), ...(to ? { to } : {}), ...next });

  async function start() {
    if (!data) return;
    setBusy(true);
    setProblem(null);
    try {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
      const created = await api<{ id: string }>('/api/records/quality-review', {
        method: 'POST',
        body: { homeId: data.home.id, data: draftOf(data, today, type) },
      });
      void navigate(`${REVIEW.base}/${created.id}/edit`);
    } catch (e) {
      setProblem(e instanceof ApiProblem ? e : new ApiProblem({ status: 0, title: String(e) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page
      title={w(REVIEW_TITLE)}
      subtitle={w(
        '{The quality of care review (reg 45)|The quality of support review (reg 32)}: every 6 months, the report to Ofsted and the responsible individual within 28 days',
      )}
    >
      <form className="card flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col text-sm">
          <span className="field-label">Home</span>
          <select className="field-input" value={homeId} onChange={(e) => setParams({ home: e.target.value })}>
            {me.homes.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          <span className="field-label">Period from</span>
          <DateField
            className="field-input"
            value={from || data?.from || ''}
            onChange={(e) => set({ from: e.target.value })}
          />
        </label>
        <label className="flex flex-col text-sm">
          <span className="field-label">Period to</span>
          <DateField
            className="field-input"
            value={to || data?.to || ''}
            onChange={(e) => set({ to: e.target.value })}
          />
        </label>
      </form>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <section className="card space-y-3" aria-labelledby="mr-figures">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="mr-figures" className="text-lg font-semibold">
                {data.home.name}: {formatDate(data.from)} to {formatDate(data.to)}
              </h2>
              <button type="button" className="btn-primary" disabled={busy} onClick={start}>
                Start the review for this period
              </button>
            </div>
            {problem ? <ErrorNotice error={problem} /> : null}
            <p className="text-sm text-muted">
              Worked out from the records
              {data.previous ? `, from the day after the last review (to ${formatDate(data.previous.periodTo)})` : ''}.
              Drafts count; archived records do not. Open a figure to see the records behind it.
            </p>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4" data-testid="mr-figures">
              {data.figures.map((f) => (
                <li key={f.key} className="rounded-lg border border-line p-3" data-testid={`figure-${f.key}`}>
                  <details>
                    <summary className="cursor-pointer">
                      <span className="text-2xl font-semibold" data-testid="figure-value">
                        {f.value}
                      </span>{' '}
                      <span className="text-sm">{w(f.label)}</span>
                    </summary>
                    {f.records.length ? (
                      <ul className="mt-2 space-y-1 text-sm">
                        {f.records.map((r) => {
                          const to = findingPath({
                            recordId: r.kind === 'young-person' ? r.id : r.id,
                            kind: r.kind,
                            youngPersonId: r.youngPersonId,
                          });
                          return (
                            <li key={r.id}>
                              {to ? (
                                <Link className="link" to={to}>
                                  {formatDate(r.on)}
                                </Link>
                              ) : (
                                formatDate(r.on)
                              )}
                              {r.youngPersonName ? ` · ${r.youngPersonName}` : ''}
                            </li>
                          );
                        })}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm text-muted">None in the period.</p>
                    )}
                  </details>
                </li>
              ))}
            </ul>
          </section>

          <section className="card space-y-2" aria-labelledby="mr-reg44">
            <h2 id="mr-reg44" className="text-lg font-semibold">
              {w('{Reg 44 visits and their recommendations|Independent visits and their recommendations}')}
            </h2>
            {data.reg44.length ? (
              data.reg44.map((v) => (
                <div key={v.id} className="space-y-1">
                  <p>
                    <Link
                      className="link"
                      to={findingPath({ recordId: v.id, kind: 'reg44-visit', youngPersonId: null })!}
                    >
                      Visit of {formatDate(v.visitDate)}
                    </Link>
                    {v.visitor ? ` by ${v.visitor}` : ''}
                  </p>
                  {v.recommendations.length ? (
                    <ul className="list-disc space-y-1 pl-5 text-sm">
                      {v.recommendations.map((r, i) => (
                        <li key={i} className="break-words">
                          {r.text}{' '}
                          <span className="text-muted">
                            — {STATUS[r.status] ?? r.status}
                            {r.dueOn ? `, due ${formatDate(r.dueOn)}` : ''}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-sm text-muted">No recommendations.</p>
                  )}
                </div>
              ))
            ) : (
              <p className="text-muted">
                {w('{No Reg 44 visit is recorded in the period.|No independent visit is recorded in the period.}')}
              </p>
            )}
          </section>

          <section className="card space-y-2" aria-labelledby="mr-reviews">
            <h2 id="mr-reviews" className="text-lg font-semibold">
              Reviews so far
            </h2>
            {data.reviews.length ? (
              <table className="stack-table w-full text-sm">
                <thead>
                  <tr className="text-left">
                    <th scope="col">Period</th>
                    <th scope="col">Completed</th>
                    <th scope="col">Sent to Ofsted</th>
                    <th scope="col">Sent to the responsible individual</th>
                    <th scope="col">
                      <span className="sr-only">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.reviews.map((r) => (
                    <tr key={r.id} className="border-t border-line">
                      <td data-label="Period">
                        {formatDate(r.periodFrom)} to {formatDate(r.periodTo)}
                      </td>
                      <td data-label="Completed">{formatDate(r.completedOn)}</td>
                      <td data-label="To Ofsted">
                        {r.sentToOfstedOn ? formatDate(r.sentToOfstedOn) : <span className="text-danger">Not yet</span>}
                      </td>
                      <td data-label="To the RI">
                        {r.sentToRiOn ? formatDate(r.sentToRiOn) : <span className="text-danger">Not yet</span>}
                      </td>
                      <td className="space-x-3 whitespace-nowrap">
                        <Link className="link" to={`${REVIEW.base}/${r.id}`}>
                          Open
                        </Link>
                        <Link className="link" to={`/manager-review?print=${r.id}`}>
                          Print
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <p className="text-muted">No review is recorded yet.</p>
            )}
          </section>
        </>
      )}
    </Page>
  );
}
