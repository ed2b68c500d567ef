// /standards-dashboard: the organisation's charts (SPEC §9 org level, non-operational homes left out),
// or one home's. Directors see every home; managers the homes they work in.
import { Link } from 'react-router';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import type { DashboardChoice } from '../quality/types.ts';
import { useMe } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { useApi } from '../use-api.ts';
import { ChartGrid } from './ChartGrid.tsx';
import { HomeFilter, PeriodFilter, useChartFilters } from './PeriodFilter.tsx';

export default function StandardsDashboardPage() {
  const me = useMe();
  const { period, home, set } = useChartFilters();
  const allowed = me.abilities.organisation.quality.view;
  // the charts a director chose for the organisation (/edit/standards-dashboard); none chosen: every chart
  const choice = useApi<DashboardChoice>(allowed ? '/api/standards-dashboard' : null);
  if (!allowed) return <AccessDenied />;
  const subject = home ? { level: 'home' as const, home } : { level: 'org' as const };
  return (
    <Page
      title="Standards dashboard"
      subtitle={home ? me.homes.find((h) => h.id === home)?.name : 'All operational homes'}
      actions={
        choice.data?.canEdit ? (
          <Link className="btn-secondary" to="/edit/standards-dashboard">
            Choose charts
          </Link>
        ) : null
      }
    >
      <div className="card flex flex-wrap items-end gap-4">
        <PeriodFilter period={period} onChange={(p) => set(p)} />
        <HomeFilter homes={me.homes} value={home} onChange={(h) => set({ home: h })} allLabel="All homes" />
      </div>
      {choice.data || choice.error ? (
        <ChartGrid subject={subject} period={period} only={choice.data?.metrics ?? undefined} />
      ) : null}
    </Page>
  );
}
