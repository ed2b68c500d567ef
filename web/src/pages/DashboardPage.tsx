// My dashboard: tasks (when the tasks API exists), records awaiting my sign-off, recent records; a placing
// authority's social worker, who has none of these, gets the young people shared with them.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SignoffInbox } from '../lazy/records.ts';
import { PoliciesToSign, useMyPolicies } from '../premises/PoliciesToSign.tsx';
import { useMe } from '../session.tsx';
import type { DefinitionSummary } from '../types.ts';
import { Page } from '../ui/Page.tsx';
import { Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { DashboardLayoutSwitch, useDashboardLayout } from './dashboard/DashboardLayout.tsx';
import { RecentRecords } from './dashboard/RecentRecords.tsx';
import { TasksPanel, useMyOpenTasks } from './dashboard/TasksPanel.tsx';
import PlacingAuthorityHome from './placing/PlacingAuthorityHome.tsx';

// Charts bring Tremor: loaded only for managers, after the rest of the dashboard.
const HomeChartsSection = lazy(() => import('../charts/HomeChartsSection.tsx'));

export default function DashboardPage() {
  const me = useMe();
  return me.abilities.organisation.placingAuthority ? <PlacingAuthorityHome /> : <StaffDashboard />;
}

function StaffDashboard() {
  const me = useMe();
  const definitions = useApi<DefinitionSummary[]>('/api/definitions');
  const layout = useDashboardLayout();
  const tasks = useMyOpenTasks();
  const policies = useMyPolicies();
  // The parts above the sign-offs appear together, once known: appearing one by one, each pushed the page down
  // under the person's eyes (Lighthouse measured a layout shift of 0.4–0.5 on a phone).
  const topKnown = !layout.loading && !tasks.loading && !policies.loading;
  // the new layout (enableNewDashboard, a director's choice) puts the home's figures first
  const isNew = layout.data?.layout === 'new';
  const charts = me.abilities.organisation.managesAHome ? (
    <Suspense fallback={<Loading label="Loading charts…" />}>
      <HomeChartsSection />
    </Suspense>
  ) : null;
  return (
    <Page title="Dashboard" subtitle={`Signed in as ${me.name}`}>
      {!topKnown ? (
        <Loading label="Loading your dashboard…" />
      ) : (
        <>
          {layout.data ? <DashboardLayoutSwitch current={layout.data} onChanged={layout.reload} /> : null}
          {isNew ? charts : null}
          <TasksPanel tasks={tasks} />
          <PoliciesToSign mine={policies} />
          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="signoffs-heading" className="card">
              <div className="flex items-center justify-between gap-2">
                <h2 id="signoffs-heading" className="text-lg font-semibold">
                  Awaiting my sign-off
                </h2>
                <Link to="/dashboard/signoffs" className="link">
                  All sign-offs
                </Link>
              </div>
              <div className="mt-2">
                <Suspense fallback={<Loading label="Loading sign-offs…" />}>
                  <SignoffInbox compact />
                </Suspense>
              </div>
            </section>
            <section aria-labelledby="recent-heading" className="card">
              <h2 id="recent-heading" className="text-lg font-semibold">
                Recent records
              </h2>
              <div className="mt-2">
                <RecentRecords definitions={definitions.data} />
              </div>
            </section>
          </div>
          {isNew ? null : charts}
        </>
      )}
    </Page>
  );
}
