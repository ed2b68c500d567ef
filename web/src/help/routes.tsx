// Help, about, terms and onboarding routes. Pages load lazily.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireProductAdmin } from '../admin/ui/Guards.tsx';

const HelpIndexPage = lazy(() => import('./HelpIndexPage.tsx'));
const HelpArticlePage = lazy(() => import('./HelpArticlePage.tsx'));
const TrainingVideosPage = lazy(() => import('./TrainingVideosPage.tsx'));
const AboutPage = lazy(() => import('./AboutPage.tsx'));
const TermsPage = lazy(() => import('./TermsPage.tsx'));
const RegisterPage = lazy(() => import('../onboarding/RegisterPage.tsx'));
const CreateCompanyPage = lazy(() => import('../onboarding/CreateCompanyPage.tsx'));

/** Open to everyone, signed in or not. */
export const publicHelpRoutes: RouteObject[] = [
  { path: '/help', Component: HelpIndexPage },
  { path: '/help/training-videos', Component: TrainingVideosPage },
  { path: '/help/:slug', Component: HelpArticlePage },
  { path: '/about', Component: AboutPage },
  { path: '/terms-of-service', Component: TermsPage },
  { path: '/register', Component: RegisterPage },
];

/** The product administrator's, inside the app frame. */
export const onboardingAdminRoutes: RouteObject[] = [
  { Component: RequireProductAdmin, children: [{ path: '/create-company', Component: CreateCompanyPage }] },
];
