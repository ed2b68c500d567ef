// /users serves two audiences. The product administrator sees users across organisations (GET /api/admin/users),
// with a link to their own organisation's users (?scope=organisation). Everyone with settings access sees
// their organisation's users (GET /api/settings/users). Anyone else: access denied.
import { useSearchParams } from 'react-router';
import { AccessDenied } from '../../frame/AccessDenied.tsx';
import { useMe } from '../../session.tsx';
import { canSeeSettings, useProductAdmin } from '../access.ts';
import { OrgUsers } from './OrgUsers.tsx';
import { PlatformUsers } from './PlatformUsers.tsx';

export default function UsersPage() {
  const me = useMe();
  const isAdmin = useProductAdmin();
  const [params] = useSearchParams();
  if (isAdmin && params.get('scope') !== 'organisation') return <PlatformUsers />;
  if (!canSeeSettings(me)) return <AccessDenied />;
  return <OrgUsers productAdmin={isAdmin} />;
}
