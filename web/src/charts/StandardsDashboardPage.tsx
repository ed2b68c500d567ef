// /standards-dashboard: the organisation's charts (SPEC §9 org level, non-operational homes left out),
// or one home's. Directors see every home; managers the homes they work in.
import { useMe } from '../session.tsx';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { Page } from '../ui/Page.tsx';
import { ChartGrid } from './ChartGrid.tsx';
import { HomeFilter, PeriodFilter, useChartFilters } from './PeriodFilter.tsx';

export default function StandardsDashboardPage() {
  const me = useMe();
  const { period, home, set } = useChartFilters();
  if (!(me.role === 'director' || me.isManager)) return <AccessDenied />;
  const subject = home ? { level: 'home' as const, home } : { level: 'org' as const };
  return (
    <Page title="Standards dashboard" subtitle={home ? me.homes.find((h) => h.id === home)?.name : 'All operational homes'}>
      <div className="card flex flex-wrap items-end gap-4">
        <PeriodFilter period={period} onChange={(p) => set(p)} />
        <HomeFilter homes={me.homes} value={home} onChange={(h) => set({ home: h })} allLabel="All homes" />
      </div>
      <ChartGrid subject={subject} period={period} />
    </Page>
  );
}
