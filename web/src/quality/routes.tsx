// Quality assurance screens: SPEC §2 Admin and other.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const qa = () => import('./QualityAssurancePage.tsx');
const QualityAssurancePage = lazy(async () => ({ default: (await qa()).QualityAssurancePage }));
const OfstedReviewPage = lazy(async () => ({ default: (await qa()).OfstedReviewPage }));
const ManagerReviewPage = lazy(() => import('./ManagerReviewPage.tsx'));
const EditStandardsDashboardPage = lazy(() => import('./EditStandardsDashboardPage.tsx'));

export const qualityRoutes: RouteObject[] = [
  { path: '/quality-assurance', Component: QualityAssurancePage },
  { path: '/ofsted-review', Component: OfstedReviewPage },
  { path: '/manager-review', Component: ManagerReviewPage },
  { path: '/edit/standards-dashboard', Component: EditStandardsDashboardPage },
];
