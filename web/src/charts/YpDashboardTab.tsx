// /cyp/resident/:ypId/profile/dashboard-and-analytics: the young person's charts (SPEC §9 yp level),
// including needs/issues from their placement or support plans.
import { mayI } from '../lib/abilities.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { DetailedYpDashboard } from '../pages/young-person/ProfileViews.tsx';
import { useMe } from '../session.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { ChartGrid } from './ChartGrid.tsx';
import { PeriodFilter, useChartFilters } from './PeriodFilter.tsx';

export default function YpDashboardTab() {
  const { yp } = useProfile();
  const { period, set } = useChartFilters();
  const me = useMe();
  usePageTitle(`Dashboard & Analytics · ${yp.firstName} ${yp.lastName}`);
  return (
    <section aria-labelledby="yp-dashboard-heading" className="space-y-4">
      <h2 id="yp-dashboard-heading" className="text-xl font-semibold">
        Dashboard &amp; Analytics
      </h2>
      {/* its figures come from the young person's records as the chronology does: the engine asks for that area */}
      {me.toggles.detailedYpDashboard === true && mayI(me.abilities).youngPerson(yp.id).areas.chronology !== 'none' ? (
        <DetailedYpDashboard ypId={yp.id} />
      ) : null}
      <div className="card">
        <PeriodFilter period={period} onChange={(p) => set(p)} />
      </div>
      <ChartGrid subject={{ level: 'yp', youngPerson: yp.id }} period={period} showWaiting={false} />
    </section>
  );
}
