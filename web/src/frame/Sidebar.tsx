// Main navigation. From 1024 px a sidebar that collapses to icons (remembered; labels stay as accessible
// names when collapsed); narrower, the same links open from the top bar's Menu button (MobileMenu.tsx).
import { NavLink } from 'react-router';
import { useAdminNavItems } from '../admin/nav.ts';
import { useAbilities } from '../lib/abilities.ts';
import { useSidebarCollapsed } from '../preferences.ts';
import { useWording } from '../session.tsx';
import { Icon, type IconName } from '../ui/Icon.tsx';

interface NavItem {
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
}

export function useNavItems(): NavItem[] {
  const w = useWording();
  const adminItems = useAdminNavItems();
  const may = useAbilities();
  // the product administrator runs the platform, not a home: their screens only (their organisation has no homes)
  if (may.org.productAdministration) {
    return [
      { to: '/dashboard', label: 'Dashboard', icon: 'dashboard', end: true },
      { to: '/notifications', label: 'Notifications', icon: 'bell' },
      ...adminItems,
    ];
  }
  // a placing authority's social worker reads their young people from the first page; they hold no tasks or homes
  if (may.org.placingAuthority) {
    return [
      { to: '/dashboard', label: 'Young people shared with you', icon: 'people', end: true },
      { to: '/notifications', label: 'Notifications', icon: 'bell' },
    ];
  }
  const items: NavItem[] = [
    { to: '/dashboard', label: 'Dashboard', icon: 'dashboard', end: true },
    { to: '/dashboard/signoffs', label: 'Sign-offs', icon: 'signoff' },
    { to: '/dashboard/tasks', label: 'Tasks', icon: 'list' },
    // one bell: notifications, with read state; managing alerts is linked from there
    { to: '/notifications', label: 'Notifications', icon: 'bell' },
  ];
  if (may.screen('cyp')) {
    items.push({ to: '/cyp/resident', label: w('Current {cyp}'), icon: 'people' });
    items.push({ to: '/cyp/archived', label: w('Archived {cyp}'), icon: 'archive' });
    items.push(
      { to: '/cyp/medication-round', label: 'Medication round', icon: 'list' },
      { to: '/cyp/cd-register', label: 'CD register', icon: 'list' },
      { to: '/cyp/medical-inventory', label: 'Medical inventory', icon: 'list' },
    );
  }
  if (may.screen('home')) items.push({ to: '/home', label: 'Home', icon: 'home' });
  // the home's rota week needs rota read (the engine's rule); one's own shifts are on the calendar for everyone
  if (may.anyHome((h) => h.rota.read)) items.push({ to: '/calendar/rota', label: 'Rota', icon: 'list' });
  if (!may.org.ownLogin) {
    items.push({ to: '/calendar', label: 'Calendar', icon: 'list', end: true });
    items.push({ to: '/calendar/leaves/my-leaves', label: 'Leave', icon: 'list' });
    items.push({ to: '/calendar/overtime/my-overtimes', label: 'Overtime', icon: 'list' });
  }
  // HR, directors, and managers (their homes' staff): engine/access/staff.ts
  if (may.screen('hr')) items.push({ to: '/hr', label: 'Staff', icon: 'staff' });
  if (may.screen('accounts')) items.push({ to: '/accounts', label: 'Accounts', icon: 'list' });
  if (may.org.quality.view) items.push({ to: '/standards-dashboard', label: 'Standards dashboard', icon: 'dashboard' });
  if (may.org.quality.view) {
    items.push(
      { to: '/quality-assurance', label: 'Quality assurance', icon: 'list' },
      { to: '/home/duties', label: 'Duties register', icon: 'list' },
      { to: '/ofsted-review', label: 'Ofsted review', icon: 'list' },
      { to: '/manager-review', label: w('{Reg 45 review|Reg 32 review}'), icon: 'list' },
    );
  }
  items.push(...adminItems);
  return items;
}

/** The links themselves, shared by the sidebar and the phone/tablet menu. */
export function NavList({ id, collapsed = false }: { id?: string; collapsed?: boolean }) {
  const items = useNavItems();
  return (
    <ul id={id} className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            title={collapsed ? item.label : undefined}
            className={({ isActive }) =>
              `flex min-h-[44px] items-center gap-3 rounded-lg px-3 py-2 font-medium ${
                isActive ? 'bg-accent text-accent-ink' : 'text-ink hover:bg-sunken'
              }`
            }
          >
            <Icon name={item.icon} />
            <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Sidebar() {
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  return (
    <nav
      aria-label="Main"
      data-collapsed={collapsed}
      className={`${collapsed ? 'w-[4.5rem]' : 'w-60'} hidden shrink-0 border-r border-line bg-surface transition-[width] lg:block`}
    >
      <div className="sticky top-0 flex flex-col gap-2 p-2">
        <button
          type="button"
          className="btn-ghost justify-start px-3"
          aria-expanded={!collapsed}
          aria-controls="sidebar-nav"
          onClick={() => setCollapsed(!collapsed)}
        >
          <Icon name={collapsed ? 'expand' : 'collapse'} />
          <span className={collapsed ? 'sr-only' : ''}>{collapsed ? 'Expand sidebar' : 'Collapse sidebar'}</span>
        </button>
        <NavList id="sidebar-nav" collapsed={collapsed} />
      </div>
    </nav>
  );
}
