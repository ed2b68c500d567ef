// The charts on /dashboard for a manager: one of their homes, the key figures, and the way to the
// standards dashboard. Loaded lazily (Tremor comes with it), so the dashboard's first paint stays light.
import { useState } from 'react';
import { Link } from 'react-router';
import { useMe, useSession } from '../session.tsx';
import { ChartGrid } from './ChartGrid.tsx';
import { HomeFilter, PeriodFilter, useChartFilters } from './PeriodFilter.tsx';

const KEY_METRICS = ['incidents', 'safeguarding', 'kws', 'occupancy'];

export default function HomeChartsSection() {
  const me = useMe();
  const { currentHome } = useSession();
  const { period, set } = useChartFilters();
  const [home, setHome] = useState<string>(currentHome?.id ?? me.homes[0]?.id ?? '');
  const chosen = me.homes.some((h) => h.id === home) ? home : me.homes[0]?.id;
  if (!chosen) return null;
  return (
    <section aria-labelledby="home-charts-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-charts-heading" className="text-lg font-semibold">
          My homes in figures
        </h2>
        <Link to="/standards-dashboard" className="link">
          Standards dashboard
        </Link>
      </div>
      <div className="card flex flex-wrap items-end gap-4">
        <PeriodFilter period={period} onChange={(p) => set(p)} />
        {me.homes.length > 1 ? <HomeFilter homes={me.homes} value={chosen} onChange={setHome} /> : null}
      </div>
      <ChartGrid subject={{ level: 'home', home: chosen }} period={period} only={KEY_METRICS} showWaiting={false} />
    </section>
  );
}
