// /developer-tools (developer access) and /update-alerts (the product administrator). Pages load lazily.
import { lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { RequireProductAdmin } from '../admin/ui/Guards.tsx';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { useSession } from '../session.tsx';
import { canUseDeveloperTools } from './access.ts';

const DeveloperToolsPage = lazy(() => import('./DeveloperToolsPage.tsx'));
const UpdateAlertsPage = lazy(() => import('../update-alerts/UpdateAlertsPage.tsx'));

function RequireDeveloper() {
  const { me } = useSession();
  if (!me || !canUseDeveloperTools(me)) return <AccessDenied />;
  return <Outlet />;
}

export const developerRoutes: RouteObject[] = [
  { Component: RequireDeveloper, children: [{ path: '/developer-tools', Component: DeveloperToolsPage }] },
  { Component: RequireProductAdmin, children: [{ path: '/update-alerts', Component: UpdateAlertsPage }] },
];
