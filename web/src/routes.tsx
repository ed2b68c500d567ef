// Every route (SPEC §2 paths). Pages load lazily so the first page carries only the frame.
import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { adminRoutes, publicAdminRoutes } from './admin/routes.tsx';
import { developerRoutes } from './developer/routes.tsx';
import { dutyRoutes } from './duties/routes.tsx';
import { ConsentBanners } from './frame/ConsentBanners.tsx';
import { RequireAccess, RequireLogin } from './frame/guards.tsx';
import { SkipLink } from './frame/SkipLink.tsx';
import { onboardingAdminRoutes, publicHelpRoutes } from './help/routes.tsx';
import { homeRoutes } from './home/routes.tsx';
import { leaveRoutes } from './leave/routes.tsx';
import { medicalInventoryRoutes } from './medication/routes.tsx';
import ErrorPage, { RouteError } from './pages/ErrorPage.tsx';
import { FrameSwitch } from './pages/own/FrameSwitch.tsx';
import { cypAcrossRoutes } from './pages/young-people/routes.tsx';
import { ProfileTabOrSpec, RecordsListOrSpec, specPathRoutes, ToYpPath } from './pages/young-person/spec-routes.tsx';
import { premisesRoutes } from './premises/routes.tsx';
import { qualityRoutes } from './quality/routes.tsx';
import { returnRoutes } from './returns/routes.tsx';
import { rotaRoutes } from './rota/routes.tsx';
import { staffRoutes } from './staff/routes.tsx';
import { trainingRoutes } from './training/routes.tsx';
import { Loading } from './ui/States.tsx';

/** React.lazy for a named export. */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const SsoRefusedPage = lazy(() => import('./pages/SsoRefusedPage.tsx'));
const EmailChoicesPage = lazy(() => import('./account/EmailChoicesPage.tsx'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage.tsx'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage.tsx'));
const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const SignoffsPage = lazy(() => import('./pages/SignoffsPage.tsx'));
const ResidentsPage = lazy(() => import('./pages/young-people/ResidentsPage.tsx'));
const YoungPersonLayout = lazy(() => import('./pages/young-person/YoungPersonLayout.tsx'));
const OverviewTab = lazy(() => import('./pages/young-person/OverviewTab.tsx'));
const OverviewListTab = lazy(async () => ({
  default: (await import('./pages/young-person/OverviewTab.tsx')).OverviewListTab,
}));
const profileViews = () => import('./pages/young-person/ProfileViews.tsx');
const AccidentsPage = lazy(async () => ({ default: (await profileViews()).AccidentsPage }));
const InterventionsPage = lazy(async () => ({ default: (await profileViews()).InterventionsPage }));
const BehaviourManagementPage = lazy(async () => ({ default: (await profileViews()).BehaviourManagementPage }));
const AssistHomePage = lazy(() => import('./pages/AssistHomePage.tsx'));
const NotificationsPage = lazy(() => import('./pages/NotificationsPage.tsx'));
const SearchPage = lazy(() => import('./search/SearchPage.tsx'));
const ChangePasswordPage = lazy(() => import('./account/ChangePasswordPage.tsx'));
const WaitingToSendPage = lazy(() => import('./offline/WaitingToSendPage.tsx'));
const CompareVersionsPage = lazy(() => import('./offline/CompareVersionsPage.tsx'));
const SecurityPage = lazy(() => import('./account/SecurityPage.tsx'));
const SharedDevicesPage = lazy(() => import('./shared-device/SharedDevicesPage.tsx'));
const EnrolSecondFactorPage = lazy(() => import('./account/EnrolSecondFactorPage.tsx'));
const TasksPage = lazy(() => import('./tasks/TasksPage.tsx'));
const TaskViewPage = lazy(() => import('./tasks/TaskViewPage.tsx'));
const TaskEditPage = lazy(() => import('./tasks/TaskEditPage.tsx'));
const AlertsPage = lazy(() => import('./tasks/AlertsPage.tsx'));
const AlertViewPage = lazy(() => import('./tasks/AlertViewPage.tsx'));
const AlertEditPage = lazy(() => import('./tasks/AlertEditPage.tsx'));

// Young people: admission, referrals, profile tabs with their own content, reports, and a young person's own pages.
const AddYoungPersonPage = lazy(() => import('./pages/young-people/AddYoungPersonPage.tsx'));
const referralPages = () => import('./pages/young-people/ReferralPages.tsx');
const ReferralList = lazyNamed(referralPages, 'ReferralList');
const ReferralForm = lazyNamed(referralPages, 'ReferralForm');
const ReferralView = lazyNamed(referralPages, 'ReferralView');
const ReferralHistory = lazyNamed(referralPages, 'ReferralHistory');
const ReportsIndex = lazy(() => import('./pages/young-person/reports/ReportsIndex.tsx'));
const EducationAttendanceReport = lazy(() => import('./pages/young-person/reports/EducationAttendanceReport.tsx'));
const InOutReport = lazy(() => import('./pages/young-person/reports/InOutReport.tsx'));
const OvernightStaysReport = lazy(() => import('./pages/young-person/reports/OvernightStaysReport.tsx'));
const WeeklyReport = lazy(() => import('./pages/young-person/reports/WeeklyReport.tsx'));
const SummaryExportsPage = lazy(() => import('./pages/young-person/reports/SummaryExportsPage.tsx'));
const SummaryExportView = lazy(() => import('./pages/young-person/reports/SummaryExportView.tsx'));
const SummaryExportForm = lazy(() => import('./pages/young-person/reports/SummaryExportForm.tsx'));
const EmploymentAttendanceReport = lazy(() => import('./pages/young-person/reports/EmploymentAttendanceReport.tsx'));
const OwnHomePage = lazy(() => import('./pages/own/OwnHomePage.tsx'));
const OwnPlanPage = lazy(() => import('./pages/own/OwnPlanPage.tsx'));
const OwnFeedbackPage = lazy(() => import('./pages/own/OwnFeedbackPage.tsx'));
// Charts bring Tremor: their own chunks, loaded only on these routes.
// Accounts: the ledger, analytics (Tremor, via the charts' drawing) and the income tracker.
const AccountsPage = lazy(() => import('./accounts/AccountsPage.tsx'));
const LedgerPage = lazy(() => import('./accounts/LedgerPage.tsx'));
const AccountsAnalyticsPage = lazy(() => import('./accounts/AnalyticsPage.tsx'));
const IncomeTrackerPage = lazy(() => import('./accounts/IncomeTrackerPage.tsx'));
const AccountsTab = lazy(() => import('./accounts/AccountsTab.tsx'));
const StandardsDashboardPage = lazy(() => import('./charts/StandardsDashboardPage.tsx'));
const YpDashboardTab = lazy(() => import('./charts/YpDashboardTab.tsx'));
// Medication: the young person's health medication pages, the MAR and stock; the home's inventory and round.
const MedicationListPage = lazy(() => import('./medication/MedicationListPage.tsx'));
const MedicationDetailsPage = lazy(() => import('./medication/MedicationDetailsPage.tsx'));
const MarPage = lazy(() => import('./medication/MarPage.tsx'));
const MarDetailsPage = lazy(() => import('./medication/MarDetailsPage.tsx'));
const MedicationInventoryPage = lazy(() => import('./medication/InventoryPage.tsx'));
const MedicationInventoryLogPage = lazy(() => import('./medication/InventoryLogPage.tsx'));
const HomeMedicationInventoryPage = lazy(() => import('./medication/HomeInventoryPage.tsx'));
const CdRegisterPage = lazy(() => import('./medication/CdRegisterPage.tsx'));
const MedicationRoundPage = lazy(() => import('./medication/RoundPage.tsx'));

const ypRecords = () => import('./pages/young-person/RecordRoutes.tsx');
const YpRecordForm = lazyNamed(ypRecords, 'YpRecordForm');
const YpRecordView = lazyNamed(ypRecords, 'YpRecordView');
const YpRecordHistory = lazyNamed(ypRecords, 'YpRecordHistory');

const otherRecords = () => import('./pages/RecordRoutes.tsx');
const TopRecordList = lazyNamed(otherRecords, 'TopRecordList');
const TopRecordView = lazyNamed(otherRecords, 'TopRecordView');
const TopRecordForm = lazyNamed(otherRecords, 'TopRecordForm');
const TopRecordHistory = lazyNamed(otherRecords, 'TopRecordHistory');
const HomeRecordList = lazyNamed(otherRecords, 'HomeRecordList');
const HomeRecordForm = lazyNamed(otherRecords, 'HomeRecordForm');
const HomeRecordView = lazyNamed(otherRecords, 'HomeRecordView');
const HomeRecordHistory = lazyNamed(otherRecords, 'HomeRecordHistory');

/** Skip link and consent banners on every page, signed in or not. */
function Root() {
  return (
    <>
      <SkipLink />
      <ConsentBanners />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The five record screens under a base path (list, new, view, edit, history). */
function recordRoutes(
  base: string,
  pages: { list: ComponentType; form: ComponentType; view: ComponentType; history: ComponentType },
): RouteObject[] {
  return [
    { path: `${base}/:kind`, Component: pages.list },
    { path: `${base}/:kind/new`, Component: pages.form },
    { path: `${base}/:kind/:id`, Component: pages.view },
    { path: `${base}/:kind/:id/edit`, Component: pages.form },
    { path: `${base}/:kind/:id/history`, Component: pages.history },
  ];
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    children: [
      { path: '/login', Component: LoginPage },
      { path: '/sso-refused', Component: SsoRefusedPage },
      { path: '/enrol-second-factor', Component: EnrolSecondFactorPage },
      { path: '/privacy-policy', Component: PrivacyPolicyPage },
      { path: '/error', Component: ErrorPage },
      ...publicAdminRoutes,
      ...publicHelpRoutes,
      {
        element: (
          <RequireLogin>
            {/* staff: the app frame; a young person's own login: only their pages under /me */}
            <FrameSwitch />
          </RequireLogin>
        ),
        children: [
          { path: '/me', Component: OwnHomePage },
          { path: '/me/plans/:kind/:id', Component: OwnPlanPage },
          { path: '/me/feedback', Component: OwnFeedbackPage },
          { path: '/', Component: DashboardPage },
          { path: '/dashboard', Component: DashboardPage },
          { path: '/account/password', Component: ChangePasswordPage },
          { path: '/sending', Component: WaitingToSendPage },
          { path: '/sending/:recordId', Component: CompareVersionsPage },
          { path: '/account/security', Component: SecurityPage },
          { path: '/account/shared-devices', Component: SharedDevicesPage },
          { path: '/account/email', Component: EmailChoicesPage },
          { path: '/dashboard/signoffs', Component: SignoffsPage },
          { path: '/dashboard/tasks', Component: TasksPage },
          { path: '/dashboard/tasks/task', Component: TaskViewPage },
          { path: '/dashboard/tasks/edit', Component: TaskEditPage },
          { path: '/dashboard/alerts', Component: AlertsPage },
          { path: '/dashboard/alerts/alert', Component: AlertViewPage },
          { path: '/dashboard/alerts/edit', Component: AlertEditPage },
          {
            element: <RequireAccess area="cyp" />,
            children: [
              { path: '/cyp', Component: ResidentsPage },
              { path: '/cyp/resident', Component: ResidentsPage },
              { path: '/cyp/archived', element: <ResidentsPage archived /> },
              { path: '/cyp/resident/add', Component: AddYoungPersonPage },
              { path: '/cyp/medication-inventory', Component: HomeMedicationInventoryPage },
              { path: '/cyp/medication-round', Component: MedicationRoundPage },
              { path: '/cyp/cd-register', Component: CdRegisterPage },
              ...cypAcrossRoutes,
              ...medicalInventoryRoutes,
              { path: '/cyp/referrals', Component: ReferralList },
              { path: '/cyp/referrals/referral', element: <Navigate to="/cyp/referrals" replace /> },
              { path: '/cyp/referrals/referral/new', Component: ReferralForm },
              { path: '/cyp/referrals/referral/:id', Component: ReferralView },
              { path: '/cyp/referrals/referral/:id/edit', Component: ReferralForm },
              { path: '/cyp/referrals/referral/:id/history', Component: ReferralHistory },
              {
                // :ypId, not :id — the record screens read :id as the record id.
                path: '/cyp/resident/:ypId',
                Component: YoungPersonLayout,
                children: [
                  { index: true, element: <Navigate to="profile/details/personal" replace /> },
                  { path: 'profile', element: <Navigate to="details/personal" replace /> },
                  { path: 'profile/overview', Component: OverviewTab },
                  { path: 'profile/alerts', element: <OverviewListTab list="alerts" /> },
                  { path: 'profile/tasks', element: <OverviewListTab list="tasks" /> },
                  // the product's earlier personal details addresses (the tab's own is the SPEC's, spec-paths.ts)
                  { path: 'profile/personal/edit', element: <ToYpPath path="profile/details/personal/edit" /> },
                  { path: 'profile/dashboard-and-analytics', Component: YpDashboardTab },
                  { path: 'profile/accounts', Component: AccountsTab },
                  { path: 'profile/health/medication', Component: MedicationListPage },
                  { path: 'profile/health/medication/previous', element: <MedicationListPage previous /> },
                  { path: 'profile/health/medication/details', Component: MedicationDetailsPage },
                  { path: 'profile/health/mar', Component: MarPage },
                  { path: 'profile/health/mar/details', Component: MarDetailsPage },
                  { path: 'profile/health/inventory', Component: MedicationInventoryPage },
                  { path: 'profile/health/inventory-log', Component: MedicationInventoryLogPage },
                  { path: 'profile/health/accidents', Component: AccidentsPage },
                  { path: 'profile/health/interventions', Component: InterventionsPage },
                  { path: 'plans/behaviour-management', element: <Navigate to="assessment" replace /> },
                  {
                    path: 'plans/behaviour-management/assessment',
                    element: <BehaviourManagementPage section="assessment" />,
                  },
                  {
                    path: 'plans/behaviour-management/archived-behaviours',
                    element: <BehaviourManagementPage section="archived-behaviours" />,
                  },
                  { path: 'reports', Component: ReportsIndex },
                  { path: 'reports/education-attendance', Component: EducationAttendanceReport },
                  { path: 'reports/in-out', Component: InOutReport },
                  { path: 'reports/overnight-stays', Component: OvernightStaysReport },
                  { path: 'reports/weekly-exports', Component: WeeklyReport },
                  { path: 'reports/summary-exports', Component: SummaryExportsPage },
                  { path: 'reports/summary-exports/view', Component: SummaryExportView },
                  { path: 'reports/summary-exports/add', Component: SummaryExportForm },
                  { path: 'reports/summary-exports/:recordId', Component: SummaryExportView },
                  { path: 'reports/summary-exports/:recordId/edit', Component: SummaryExportForm },
                  { path: 'reports/employment-attendance', Component: EmploymentAttendanceReport },
                  // the SPEC's own addresses (spec-paths.ts); the older profile/:tab and records/:kind redirect there
                  ...specPathRoutes,
                  { path: 'profile/:tab', Component: ProfileTabOrSpec },
                  ...recordRoutes('records', {
                    list: RecordsListOrSpec,
                    form: YpRecordForm,
                    view: YpRecordView,
                    history: YpRecordHistory,
                  }),
                  { path: '*', Component: NotFoundPage },
                ],
              },
            ],
          },
          ...recordRoutes('/records', {
            list: TopRecordList,
            form: TopRecordForm,
            view: TopRecordView,
            history: TopRecordHistory,
          }),
          ...rotaRoutes,
          ...leaveRoutes,
          {
            element: <RequireAccess area="home" />,
            children: [
              ...homeRoutes,
              ...returnRoutes,
              ...premisesRoutes,
              ...recordRoutes('/home/records', {
                list: HomeRecordList,
                form: HomeRecordForm,
                view: HomeRecordView,
                history: HomeRecordHistory,
              }),
            ],
          },
          {
            element: <RequireAccess area="accounts" />,
            children: [
              { path: '/accounts', Component: AccountsPage },
              { path: '/accounts/logs', Component: LedgerPage },
              { path: '/accounts/analytics', Component: AccountsAnalyticsPage },
              { path: '/accounts/income-tracker', Component: IncomeTrackerPage },
            ],
          },
          ...staffRoutes,
          ...trainingRoutes,
          { path: '/notifications', Component: NotificationsPage },
          { path: '/search', Component: SearchPage },
          { path: '/standards-dashboard', Component: StandardsDashboardPage },
          ...qualityRoutes,
          ...dutyRoutes,
          ...adminRoutes,
          ...onboardingAdminRoutes,
          ...developerRoutes,
          { path: '/:product/home-page', Component: AssistHomePage },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
