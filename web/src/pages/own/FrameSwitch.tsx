// The signed-in frame for whoever is signed in: staff get the full app; a young person's own login
// (role young_person) gets only their simple pages under /me — no sidebar, no other routes.
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AppLayout } from '../../frame/AppLayout.tsx';
import { useMe } from '../../session.tsx';

const OwnLayout = lazy(() => import('./OwnLayout.tsx'));

const OWN_BASE = '/me';
const isOwnPath = (p: string) => p === OWN_BASE || p.startsWith(`${OWN_BASE}/`);

export function FrameSwitch() {
  const me = useMe();
  const { pathname } = useLocation();
  if (me.abilities.organisation.ownLogin) {
    return isOwnPath(pathname) ? <OwnLayout /> : <Navigate to={OWN_BASE} replace />;
  }
  // The young person's pages are not for staff.
  if (isOwnPath(pathname)) return <Navigate to="/dashboard" replace />;
  return <AppLayout />;
}
