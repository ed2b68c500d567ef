// One profile tab: the record kinds filed under it, each with its list and a way to add one; tabs that
// feed a report link to it.
import { Link, useParams } from 'react-router';
import { MedicationNav } from '../../medication/MedicationNav.tsx';
import { useMe } from '../../session.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { kindsOfTab, useProfile } from './context.ts';
import { KindCards } from './KindCards.tsx';
import { HealthViewsNav } from './ProfileViews.tsx';
import { reportsFor } from './reports/reportList.ts';

/** Tabs whose records make up a report. */
const REPORT_OF_TAB: Record<string, string> = {
  eduAttendance: 'education-attendance',
  inOut: 'in-out',
  nightStay: 'overnight-stays',
  weeklyReports: 'weekly-exports',
};

/** `tab` and `only` when a SPEC path shows a tab, or some of its kinds (spec-paths.ts); else the path's :tab. */
export default function ProfileTabPage({ tab: fixedTab, only }: { tab?: string; only?: string[] }) {
  const params = useParams();
  const tab = fixedTab ?? params.tab ?? '';
  const { yp, definitions, tabs } = useProfile();
  const me = useMe();
  const current = tabs.find((t) => t.key === tab);
  usePageTitle(`${current?.label ?? 'Not found'} · ${yp.firstName} ${yp.lastName}`);

  if (!current) {
    return <EmptyState title="This section is not available.">Choose one of the sections above.</EmptyState>;
  }
  const kinds = kindsOfTab(definitions, tab, me.toggles).filter((d) => !only || only.includes(d.kind));
  const report = reportsFor(me, yp.id).find((r) => r.key === REPORT_OF_TAB[tab]);
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
