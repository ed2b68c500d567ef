// The administration routes (SPEC §2 Product settings; Admin and other). Pages load lazily.
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireProductAdmin, RequireSettings } from './ui/Guards.tsx';

const GeneralSettingsPage = lazy(() => import('./settings/GeneralSettingsPage.tsx'));
const SignoffRulesPage = lazy(() => import('./settings/SignoffRulesPage.tsx'));
const BillingPage = lazy(() => import('./settings/BillingPage.tsx'));
const MailLogPage = lazy(() => import('./settings/MailLogPage.tsx'));
const RetentionReviewPage = lazy(() => import('./settings/RetentionReviewPage.tsx'));
const HomeAdminPage = lazy(() => import('./homes/HomeAdminPage.tsx'));
const CompanyPage = lazy(() => import('./settings/CompanyPage.tsx'));
const HomesPage = lazy(() => import('./homes/HomesPage.tsx'));
const HomeEditPage = lazy(() => import('./homes/HomeEditPage.tsx'));
const DefaultsPage = lazy(() => import('./defaults/DefaultsPage.tsx'));
const ChecklistPage = lazy(() => import('./defaults/ChecklistPage.tsx'));
const RolesPage = lazy(() => import('./roles/RolesPage.tsx'));
const UsersPage = lazy(() => import('./users/UsersPage.tsx'));
const UserEditPage = lazy(() => import('./users/UserEditPage.tsx'));
const FormsListPage = lazy(() => import('./forms/FormsListPage.tsx'));
const FormEditorPage = lazy(() => import('./forms/FormEditorPage.tsx'));
const AdminDashboardPage = lazy(() => import('./platform/AdminDashboardPage.tsx'));
const CustomersPage = lazy(() => import('./platform/CustomersPage.tsx'));
const DataMigrationPage = lazy(() => import('./data-migration/DataMigrationPage.tsx'));
const DataMigrationHistoryPage = lazy(() => import('./data-migration/HistoryPage.tsx'));
const SetPasswordPage = lazy(() => import('./SetPasswordPage.tsx'));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage.tsx'));

/** Signed-in routes (inside the app frame). */
export const adminRoutes: RouteObject[] = [
  {
    Component: RequireSettings,
    children: [
      { path: '/settings', Component: GeneralSettingsPage },
      // SPEC §2's /{product}-settings address opens the organisation's settings
      { path: '/care-records-settings', element: <Navigate to="/settings" replace /> },
      { path: '/settings/signoffs', Component: SignoffRulesPage },
      { path: '/settings/billing', Component: BillingPage },
      { path: '/settings/mail-log', Component: MailLogPage },
      { path: '/settings/retention', Component: RetentionReviewPage },
      { path: '/homes/home', Component: HomeAdminPage },
      { path: '/settings/forms', Component: FormsListPage },
      { path: '/settings/forms/:kind', Component: FormEditorPage },
      { path: '/company', Component: CompanyPage },
      { path: '/homes', Component: HomesPage },
      { path: '/homes/edit', Component: HomeEditPage },
      { path: '/defaults', Component: DefaultsPage },
      { path: '/defaults/checklist', Component: ChecklistPage },
      { path: '/users/edit', Component: UserEditPage },
      { path: '/settings/roles', Component: RolesPage },
    ],
  },
  // Both audiences: the product administrator (across organisations) and settings people (their organisation).
  { path: '/users', Component: UsersPage },
  {
    Component: RequireProductAdmin,
    children: [
      { path: '/admin-dashboard', Component: AdminDashboardPage },
      { path: '/customers', Component: CustomersPage },
      { path: '/data-migration', Component: DataMigrationPage },
      { path: '/data-migration/history', Component: DataMigrationHistoryPage },
    ],
  },
];

/** Routes for people who are not signed in. */
export const publicAdminRoutes: RouteObject[] = [
  { path: '/set-password', Component: SetPasswordPage },
  { path: '/forgot-password', Component: ForgotPasswordPage },
];
