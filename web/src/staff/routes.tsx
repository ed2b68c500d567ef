// The staff area's routes (SPEC §2 HR and Staff profile), spread into the app's routes: the HR screens
// behind HR access (or a manager's, for their homes' staff), and the staff profile, which the API
// lets the person themself, their manager, HR and directors open. Pages load lazily.
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { useSession } from '../session.tsx';
import { Loading } from '../ui/States.tsx';
import { canOpenHr } from './access.ts';

function named<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
const hr = () => import('./HrPages.tsx');
const apps = () => import('./ApplicationPages.tsx');
const records = () => import('./ProfileRecordPages.tsx');
const EmployeesPage = lazy(() => import('./EmployeesPage.tsx'));
const StaffProfileLayout = lazy(() => import('./StaffProfileLayout.tsx'));
const SectionPage = lazy(() => import('./SectionPage.tsx'));
const HrOverviewPage = named(hr, 'HrOverviewPage');
const HrTasksPage = named(hr, 'HrTasksPage');
const HrSignoffsPage = named(hr, 'HrSignoffsPage');
const HrAlertsPage = named(hr, 'HrAlertsPage');
const HrActivityAuditPage = named(hr, 'HrActivityAuditPage');
const ApplicationList = named(apps, 'ApplicationList');
const ApplicationForm = named(apps, 'ApplicationForm');
const ApplicationView = named(apps, 'ApplicationView');
const ApplicationHistory = named(apps, 'ApplicationHistory');
const ProfileRecordList = named(records, 'ProfileRecordList');
const ProfileRecordForm = named(records, 'ProfileRecordForm');
const ProfileRecordView = named(records, 'ProfileRecordView');
const ProfileRecordHistory = named(records, 'ProfileRecordHistory');

function RequireHr() {
  const { me } = useSession();
  if (!me || !canOpenHr(me)) return <AccessDenied />;
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

export const staffRoutes: RouteObject[] = [
  {
    element: <RequireHr />,
    children: [
      { path: '/hr', Component: HrOverviewPage },
      { path: '/hr/employees', Component: EmployeesPage },
      { path: '/agency-staff', element: <EmployeesPage agency /> },
      { path: '/hr/tasks', Component: HrTasksPage },
      { path: '/hr/signoffs', Component: HrSignoffsPage },
      { path: '/hr/alerts', Component: HrAlertsPage },
      { path: '/hr/activity-audit', Component: HrActivityAuditPage },
      { path: '/applications', Component: ApplicationList },
      { path: '/applications/add', Component: ApplicationForm },
      { path: '/applications/new', element: <Navigate to="/applications/add" replace /> },
      { path: '/applications/:id', Component: ApplicationView },
      { path: '/applications/:id/edit', Component: ApplicationForm },
      { path: '/applications/:id/history', Component: ApplicationHistory },
    ],
  },
  {
    path: '/profile/:staffId',
    Component: StaffProfileLayout,
    children: [
      { index: true, element: <Navigate to="overview" replace /> },
      { path: 'records/:kind', Component: ProfileRecordList },
      { path: 'records/:kind/new', Component: ProfileRecordForm },
      { path: 'records/:kind/:id', Component: ProfileRecordView },
      { path: 'records/:kind/:id/edit', Component: ProfileRecordForm },
      { path: 'records/:kind/:id/history', Component: ProfileRecordHistory },
      { path: '*', Component: SectionPage },
    ],
  },
];
