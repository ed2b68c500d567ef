// /home/ofsted: inspections, the notifications made to Ofsted (Reg 40 / Reg 27) from incidents and safeguarding
// records with their status, and Annex A where the organisation has it turned on (children's homes).
import { Link } from 'react-router';
import { mayI } from '../lib/abilities.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { recordPath as caseRecordPath } from '../lib/record-links.ts';
import { useMe, useSession, useWording } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HomeNav } from './HomeNav.tsx';
import { INSPECTION, recordPath } from './places.ts';
import type { HomeSummary } from './types.ts';

interface Notification {
  recordId: string;
  kind: string;
  at: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  regulation: string;
  status: 'owed' | 'notified';
  notifiedAt: string | null;
  stillOwed: string[];
}

const recordLink = (n: Notification) =>
  caseRecordPath({ kind: n.kind, id: n.recordId, youngPersonId: n.youngPersonId });

export default function OfstedPage() {
  const { currentHome } = useSession();
  const me = useMe() as ReturnType<typeof useMe> & { features?: Record<string, boolean> };
  const w = useWording();
  const notifications = useApi<Notification[]>(
    currentHome ? `/api/homes/${currentHome.id}/ofsted-notifications` : null,
  );
  const summary = useApi<HomeSummary>(currentHome ? `/api/homes/${currentHome.id}/summary` : null);
  if (!currentHome)
    return (
      <Page title="Ofsted">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  const annex =
    me.features?.enableAnnexA &&
    currentHome.type === 'children_home' &&
    mayI(me.abilities).home(currentHome.id).home.sensitiveReports;
  const last = summary.data?.lastInspection;
  return (
    <>
      <HomeNav />
      <Page title="Ofsted" subtitle={currentHome.name}>
        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby="inspections" className="card space-y-2">
            <h2 id="inspections" className="text-lg font-semibold">
              Inspections
            </h2>
            {last ? (
              <p>
                Last:{' '}
                <Link className="link" to={recordPath(INSPECTION.kind, last.id)}>
                  {formatDate(String(last.data.startedOn ?? ''))}
                </Link>
              </p>
            ) : (
              <p className="text-muted">None recorded yet.</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Link className="btn-secondary" to="/home/ofsted/inspection">
                All inspections
              </Link>
              <Link className="btn-secondary" to={`${INSPECTION.base}/new`}>
                Record an inspection
              </Link>
              {/* with Annex A, the pre-form is the inspection pack */}
              {currentHome.type === 'children_home' ? (
                <Link className="btn-secondary" to="/home/inspection-pre-form">
                  Inspection pre-form
                </Link>
              ) : null}
            </div>
          </section>
          {annex ? (
            <section aria-labelledby="annex" className="card space-y-2">
              <h2 id="annex" className="text-lg font-semibold">
                Annex A
              </h2>
              <p className="text-sm text-muted">
                The pre-inspection return, worked out from the records since the last inspection.
              </p>
              <Link className="btn-secondary" to="/home/ofsted/annex-a">
                Open Annex A
              </Link>
            </section>
          ) : null}
        </div>
        <section aria-labelledby="notifications" className="space-y-2">
          <h2 id="notifications" className="text-lg font-semibold">
            {w('{notifyReg} notifications to Ofsted')}
          </h2>
          {notifications.error ? (
            <ErrorNotice error={notifications.error} onRetry={notifications.reload} />
          ) : !notifications.data ? (
            <Loading />
          ) : notifications.data.length === 0 ? (
            <p className="text-muted">No incident or safeguarding record owes or records a notification to Ofsted.</p>
          ) : (
            <div className="card overflow-x-auto p-0">
              <table className="stack-table w-full text-left">
                <caption className="sr-only">Notifications to Ofsted</caption>
                <thead className="border-b border-line text-sm text-muted">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Record
                    </th>
                    <th scope="col" className="px-4 py-2">
                      {w('{Child}')}
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Ofsted
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Still to tell
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {notifications.data.map((n) => (
                    <tr key={n.recordId}>
                      <td className="px-4 py-3">
                        <Link className="link" to={recordLink(n)}>
                          {n.kind === 'incident' ? 'Incident' : 'Safeguarding'} — {formatDateTime(n.at)}
                        </Link>
                      </td>
                      <td className="px-4 py-3" data-label={w('{Child}')}>
                        {n.youngPersonName ?? ''}
                      </td>
                      <td className="px-4 py-3" data-label="Ofsted">
                        {n.status === 'notified' ? (
                          `Notified ${formatDateTime(n.notifiedAt)}`
                        ) : (
                          <span className="font-semibold text-danger">Owed</span>
                        )}
                      </td>
                      <td className="px-4 py-3" data-label="Still to tell">
                        {n.stillOwed.join(', ') || 'Nobody'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </Page>
    </>
  );
}
