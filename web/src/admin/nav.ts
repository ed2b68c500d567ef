// Sidebar entries for the administration screens: settings for people with settings access, and the
// product administrator's screens for that one account only.
import { canUseDeveloperTools } from '../developer/access.ts';
import { useSession } from '../session.tsx';
import type { IconName } from '../ui/Icon.tsx';
import { canSeeSettings, useProductAdmin } from './access.ts';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
}

export function useAdminNavItems(): AdminNavItem[] {
  const { me } = useSession();
  const isAdmin = useProductAdmin();
  if (!me) return [];
  const items: AdminNavItem[] = [];
  if (isAdmin) {
    items.push({ to: '/admin-dashboard', label: 'Admin dashboard', icon: 'dashboard' });
    items.push({ to: '/customers', label: 'Customers', icon: 'home' });
    items.push({ to: '/create-company', label: 'Create company', icon: 'home' });
    items.push({ to: '/users', label: 'Users', icon: 'user' });
    items.push({ to: '/data-migration', label: 'Data migration', icon: 'list' });
    items.push({ to: '/update-alerts', label: 'Update alerts', icon: 'bell' });
  }
  if (canSeeSettings(me)) {
    items.push({ to: '/settings', label: 'Settings', icon: 'list' });
    if (!isAdmin) items.push({ to: '/users', label: 'Users', icon: 'user' });
    items.push({ to: '/homes', label: 'Homes', icon: 'home' });
  }
  if (canUseDeveloperTools(me)) items.push({ to: '/developer-tools', label: 'Developer tools', icon: 'list' });
  return items;
}
