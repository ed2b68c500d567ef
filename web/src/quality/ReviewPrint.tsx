// A Reg 45 / Reg 32 review printed as its report: the shared print document (heading with the
// home and the period, who reviewed it and when, page numbers), then the figures, views, recommendations' progress,
// the standards, the action plan and where the report went. On screen it reads as a page with a Print button.
import { Link } from 'react-router';
import { chQualityStandards, homeActionStatuses, saStandards } from '../../../definitions/lists/home.ts';
import { type HomeType, resolveWording } from '../../../definitions/wording.ts';
import { PrintButton, printDate, PrintDocument } from '../print/PrintDocument.tsx';
import { useMe } from '../session.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

type Row = Record<string, string | undefined>;
interface ReviewRecord {
  id: string;
  homeId: string;
  authorName: string;
  updatedAt: string;
  data: Record<string, unknown> & {
    periodFrom?: string;
    periodTo?: string;
    completedOn?: string;
    reviewer?: string;
    sentToOfstedOn?: string;
    sentToRiOn?: string;
  };
}

const labelOf = (items: readonly { value: unknown; label: string }[], v: string | undefined) =>
  items.find((i) => i.value === v)?.label ?? v ?? '';
const FIGURES: [string, string][] = [
  ['incidents', 'Incidents'],
  ['restraints', 'Incidents with a hold or restraint'],
  ['missing', 'Missing episodes'],
  ['safeguarding', 'Safeguarding concerns'],
  ['complaints', 'Complaints'],
  ['notifications', 'Notifications to Ofsted'],
];

function Rows({
  title,
  rows,
  cols,
}: {
  title: string;
  rows: Row[];
  cols: [string, string, ((v: string | undefined) => string)?][];
}) {
  if (!rows.length) return null;
  return (
    <section className="print-question space-y-1">
      <h2 className="text-lg font-semibold">{title}</h2>
      <table className="stack-table w-full text-sm">
        <thead>
          <tr className="text-left">
            {cols.map(([, label]) => (
              <th key={label} scope="col" className="pr-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i} className="border-t border-line align-top">
              {cols.map(([k, label, fmt]) => (
                <td key={k} data-label={label} className="whitespace-pre-wrap break-words pr-3">
                  {fmt ? fmt(r[k]) : (r[k] ?? '')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ReviewPrint({ id }: { id: string }) {
  const me = useMe();
  const { data: rec, error, reload } = useApi<ReviewRecord>(`/api/records/quality-review/${encodeURIComponent(id)}`);
  const reviewerId = rec?.data.reviewer;
  const reviewer = useApi<{ name: string }>(reviewerId ? `/api/staff/${encodeURIComponent(reviewerId)}` : null);
  const home = me.homes.find((h) => h.id === rec?.homeId);
  const type = (home?.type ?? 'children_home') as HomeType;
  const w = (t: string) => resolveWording(t, type);
  const title = w('{Reg 45 review of the quality of care|Reg 32 review of the quality of support}');
  usePageTitle(title);
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!rec) return <Loading />;
  const d = rec.data;
  const rows = (k: string) => (d[k] as Row[] | undefined) ?? [];
  const status = (v: string | undefined) => labelOf(homeActionStatuses.items, v);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <div className="no-print flex flex-wrap items-center justify-between gap-2">
        <Link className="link" to={`/manager-review?home=${rec.homeId}`}>
          Back to the reviews
        </Link>
        <PrintButton label="Print the report" />
      </div>
      <PrintDocument
        title={title}
        home={home?.name ?? ''}
        period={{ from: d.periodFrom ?? null, to: d.periodTo ?? null }}
        author={rec.authorName}
        signatures={[
          { name: reviewer.data?.name ?? 'The reviewer', step: 'Reviewed', signedAt: d.completedOn ?? null },
        ]}
      >
        <div className="space-y-5">
          <h1 className="page-title no-print">{title}</h1>
          <p className="no-print text-muted">
            {home?.name}: {printDate(d.periodFrom)} to {printDate(d.periodTo)}
          </p>
          <section className="print-question space-y-1">
            <h2 className="text-lg font-semibold">The period in figures</h2>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              {FIGURES.map(([k, label]) => (
                <div key={k}>
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-semibold">{d[k] === undefined ? '—' : String(d[k])}</dd>
                </div>
              ))}
            </dl>
          </section>
          <Rows
            title="Views gathered"
            rows={rows('feedback')}
            cols={[
              ['group', 'From'],
              ['summary', 'Summary'],
            ]}
          />
          <Rows
            title={w(
              '{Reg 44 recommendations and their progress|Independent visits: recommendations and their progress}',
            )}
            rows={rows('reg44Progress')}
            cols={[
              ['visitDate', 'Visit', printDate],
              ['recommendation', 'Recommendation'],
              ['status', 'Status', status],
              ['progress', 'Progress'],
            ]}
          />
          <Rows
            title="By standard"
            rows={[...rows('chStandards'), ...rows('standards')]}
            cols={[
              ['standard', 'Standard', (v) => labelOf([...chQualityStandards.items, ...saStandards.items], v)],
              ['evidence', 'Evidence'],
              ['strengths', 'Strengths'],
              ['improvements', 'To improve'],
            ]}
          />
          {d.strengths || d.improvements ? (
            <section className="print-question space-y-1">
              <h2 className="text-lg font-semibold">Strengths and what needs to improve</h2>
              {d.strengths ? (
                <p className="whitespace-pre-wrap break-words">
                  <strong>Strengths:</strong> {String(d.strengths)}
                </p>
              ) : null}
              {d.improvements ? (
                <p className="whitespace-pre-wrap break-words">
                  <strong>To improve:</strong> {String(d.improvements)}
                </p>
              ) : null}
            </section>
          ) : null}
          <Rows
            title="Action plan"
            rows={rows('actionPlan')}
            cols={[
              ['action', 'Action'],
              ['dueOn', 'Due', printDate],
              ['status', 'Status', status],
            ]}
          />
          <section className="print-question space-y-1">
            <h2 className="text-lg font-semibold">The report</h2>
            <p>
              Review completed: {printDate(d.completedOn)}. Sent to Ofsted:{' '}
              {d.sentToOfstedOn ? printDate(d.sentToOfstedOn) : 'not yet'}. Sent to the responsible individual:{' '}
              {d.sentToRiOn ? printDate(d.sentToRiOn) : 'not yet'}.
            </p>
          </section>
        </div>
      </PrintDocument>
    </div>
  );
}
