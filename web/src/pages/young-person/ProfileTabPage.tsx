// One profile tab: the record kinds filed under it, each with its list and a way to add one; tabs that
// feed a report link to it.
import { Link, useParams } from 'react-router';
import { useMe } from '../../session.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { kindsOfTab, useProfile } from './context.ts';
import { KindCards } from './KindCards.tsx';
import { MedicationNav } from '../../medication/MedicationNav.tsx';
import { reportsFor } from './reports/reportList.ts';
import { HealthViewsNav } from './ProfileViews.tsx';

/** Tabs whose records make up a report. */
const REPORT_OF_TAB: Record<string, string> = {
  eduAttendance: 'education-attendance',
  inOut: 'in-out',
  nightStay: 'overnight-stays',
  weeklyReports: 'weekly-exports',
};

export default function ProfileTabPage() {
  const { tab = '' } = useParams();
  const { yp, definitions, tabs } = useProfile();
  const me = useMe();
  const current = tabs.find((t) => t.key === tab);
  usePageTitle(`${current?.label ?? 'Not found'} · ${yp.firstName} ${yp.lastName}`);

  if (!current) {
    return <EmptyState title="This section is not available.">Choose one of the sections above.</EmptyState>;
  }
  const kinds = kindsOfTab(definitions, tab, me.toggles);
  const report = reportsFor(me).find((r) => r.key === REPORT_OF_TAB[tab]);
  return (
    <section aria-labelledby="tab-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tab-heading" className="text-xl font-semibold">
          {current.label}
        </h2>
        {report ? (
          <Link to={`/cyp/resident/${encodeURIComponent(yp.id)}/reports/${report.key}`} className="btn-secondary">
            {report.title} report
          </Link>
        ) : null}
      </div>
      {tab === 'health' ? (
        <>
          <MedicationNav ypId={yp.id} />
          <HealthViewsNav ypId={yp.id} />
        </>
      ) : null}
      {tab === 'plans' ? (
        <nav aria-label="Behaviour management" className="flex flex-wrap gap-2">
          <Link
            className="btn-secondary"
            to={`/cyp/resident/${encodeURIComponent(yp.id)}/plans/behaviour-management/assessment`}
          >
            Behaviour management assessment
          </Link>
          <Link
            className="btn-secondary"
            to={`/cyp/resident/${encodeURIComponent(yp.id)}/plans/behaviour-management/archived-behaviours`}
          >
            Archived behaviours
          </Link>
        </nav>
      ) : null}
      <KindCards yp={yp} kinds={kinds} />
    </section>
  );
}
