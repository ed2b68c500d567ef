// /quality-assurance and /ofsted-review: what an inspector would look at, across the homes the
// person manages (a director, the responsible individual among them: every home) — overdue statutory duties,
// sign-offs waiting more than a week, plans and assessments past review, notifications made late, Reg 44
// recommendations open. Each row opens its record. The quality assurance screen starts with the homes side by side;
// the Ofsted review goes through one home (or all) section by section, in an inspector's order.
import { Link, useSearchParams } from 'react-router';
import { type HomeType, resolveWording } from '../../../definitions/wording.ts';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { useMe } from '../session.tsx';
import type { Me } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { findingPath } from './links.ts';
import type { QaAnswer, QaRow, QaSection } from './types.ts';

const SECTIONS: {
  key: QaSection;
  title: string;
  short: string;
  empty: string;
  when: (r: QaRow, a: QaAnswer) => string;
}[] = [
  {
    key: 'overdueDuties',
    title: 'Statutory duties overdue',
    short: 'Duties overdue',
    empty: 'No statutory duty is overdue.',
    when: (r) => `Due ${formatDateTime(r.at)}`,
  },
  {
    key: 'awaitingSignoff',
    title: 'Awaiting sign-off for more than a week',
    short: 'Sign-off > 1 week',
    empty: 'Nothing has waited more than a week for sign-off.',
    when: (r) => `Asked ${formatDate(r.at)}${r.detail ? ` of ${r.detail}` : ''}`,
  },
  {
    key: 'pastReview',
    title: 'Plans and risk assessments past their review date',
    short: 'Past review',
    empty: 'Every plan and risk assessment is within its review date.',
    when: (r) => `Review was due ${formatDate(r.at)}`,
  },
  {
    key: 'lateNotifications',
    title: 'Notifications to Ofsted made late',
    short: 'Late notices',
    empty: 'No notification was made late in the last 12 months.',
    when: (r, a) => `Notified ${formatDateTime(r.at)}: ${r.detail} hours after the event (${a.notifyHours} allowed)`,
  },
  {
    key: 'openRecommendations',
    title: '{Reg 44 recommendations|Recommendations} still open',
    short: 'Open recommendations',
    empty: 'No recommendation is open.',
    when: (r) =>
      `Visit ${formatDate(r.visitDate)}${r.at ? `; due ${formatDate(r.at)}` : ''}; ${r.detail === 'in_progress' ? 'in progress' : 'open'}`,
  },
];

const mayUse = (me: Me) => me.abilities.organisation.quality.view;

function Findings({ data, homeType }: { data: QaAnswer; homeType: HomeType }) {
  return (
    <>
      {SECTIONS.map((s) => {
        const rows = data[s.key];
        return (
          <section key={s.key} className="card space-y-2" aria-labelledby={`qa-${s.key}`} data-testid={`qa-${s.key}`}>
            <h2 id={`qa-${s.key}`} className="text-lg font-semibold">
              {resolveWording(s.title, homeType)} <span className="text-muted">({rows.length})</span>
            </h2>
            {rows.length ? (
              <ul className="divide-y divide-line">
                {rows.map((r, i) => {
                  const to = findingPath(r);
                  const home = data.homes.find((h) => h.id === r.homeId);
                  const title = home ? resolveWording(r.title, home.type as HomeType) : r.title;
                  return (
                    <li
                      key={`${r.recordId ?? r.taskId}-${i}`}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                    >
                      <span className="min-w-0 break-words">
                        {to ? (
                          <Link className="link" to={to}>
                            {title}
                          </Link>
                        ) : (
                          title
                        )}
                        {r.youngPersonName ? <span className="text-muted"> · {r.youngPersonName}</span> : null}
                        {data.homes.length > 1 ? <span className="text-muted"> · {r.homeName}</span> : null}
                      </span>
                      <span className="text-sm text-muted">{s.when(r, data)}</span>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-muted">{s.empty}</p>
            )}
          </section>
        );
      })}
    </>
  );
}

export function QualityAssurancePage() {
  const me = useMe();
  const { data, error, reload } = useApi<QaAnswer>(mayUse(me) ? '/api/quality-assurance' : null);
  if (!mayUse(me)) return <AccessDenied />;
  const type = (data?.homes[0]?.type ?? 'children_home') as HomeType;
  return (
    <Page
      title="Quality assurance"
      subtitle={me.role === 'director' ? 'Every home, as the responsible individual sees them' : 'The homes you manage'}
    >
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <div className="card">
            <table className="stack-table w-full text-sm">
              <caption className="sr-only">Findings by home</caption>
              <thead>
                <tr className="text-left">
                  <th scope="col" className="py-1 pr-3">
                    Home
                  </th>
                  {SECTIONS.map((s) => (
                    <th key={s.key} scope="col" className="py-1 pr-3 font-medium" title={resolveWording(s.title, type)}>
                      {s.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.homes.map((h) => (
                  <tr key={h.id} className="border-t border-line">
                    <td className="py-1 pr-3 text-left font-semibold">
                      <Link className="link" to={`/ofsted-review?home=${h.id}`}>
                        {h.name}
                      </Link>
                    </td>
                    {SECTIONS.map((s) => (
                      <td
                        key={s.key}
                        data-label={s.short}
                        className={`py-1 pr-3 ${h.counts[s.key] ? 'font-semibold text-danger' : 'text-muted'}`}
                      >
                        {h.counts[s.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-xs text-muted">
              As of {formatDateTime(data.asOf)}. Open a home for its Ofsted review.
            </p>
          </div>
          <Findings data={data} homeType={type} />
        </>
      )}
    </Page>
  );
}

export function OfstedReviewPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const home = params.get('home') ?? '';
  const { data, error, reload } = useApi<QaAnswer>(
    mayUse(me) ? `/api/quality-assurance${home ? `?homeId=${encodeURIComponent(home)}` : ''}` : null,
  );
  if (!mayUse(me)) return <AccessDenied />;
  const homes = me.homes;
  const type = (
    data?.homes.length === 1 ? data.homes[0].type : (homes.find((h) => h.id === home)?.type ?? 'children_home')
  ) as HomeType;
  return (
    <Page title="Ofsted review" subtitle="What an inspector would look at first, from the records">
      <div className="card flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span>Home</span>
          <select
            className="field-input"
            value={home}
            onChange={(e) => setParams(e.target.value ? { home: e.target.value } : {})}
          >
            <option value="">All my homes</option>
            {homes.map((h) => (
              <option key={h.id} value={h.id}>
                {h.name}
              </option>
            ))}
          </select>
        </label>
        <Link className="link text-sm" to="/manager-review">
          {resolveWording('{Reg 45 review|Reg 32 review}', type)}
        </Link>
      </div>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <Findings data={data} homeType={type} />
      )}
    </Page>
  );
}
