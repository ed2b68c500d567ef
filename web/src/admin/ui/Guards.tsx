// Route guards for the administration screens: settings access, or the product administrator.
import { Outlet } from 'react-router';
import { AccessDenied } from '../../frame/AccessDenied.tsx';
import { useSession } from '../../session.tsx';
import { canSeeSettings, useProductAdmin } from '../access.ts';

export function RequireSettings() {
  const { me } = useSession();
  if (!me || !canSeeSettings(me)) return <AccessDenied />;
  return <Outlet />;
}

export function RequireProductAdmin() {
  const isAdmin = useProductAdmin();
  if (!isAdmin) return <AccessDenied />;
  return <Outlet />;
}
