// Links between the settings screens (SPEC §2 Product settings: general, users, homes, billing).
import { NavLink } from 'react-router';
import { useSession } from '../../session.tsx';

const LINKS = [
  { to: '/settings', label: 'General', end: true },
  { to: '/settings/signoffs', label: 'Sign-off rules' },
  { to: '/settings/forms', label: 'Forms' },
  { to: '/company', label: 'Company' },
  { to: '/homes', label: 'Homes' },
  { to: '/users', label: 'Users' },
  { to: '/settings/roles', label: 'Roles' },
  { to: '/defaults', label: 'Defaults' },
  { to: '/settings/billing', label: 'Billing' },
  { to: '/settings/mail-log', label: 'Email log' },
];
// directors only (the engine answers 403 to anyone else)
const RETENTION = { to: '/settings/retention', label: 'Retention review', end: false };

export function SettingsNav() {
  const { me } = useSession();
  const links = me?.abilities.organisation.retentionReview ? [...LINKS, RETENTION] : LINKS;
  return (
    <nav aria-label="Settings sections" className="border-b border-line">
      <ul className="flex flex-wrap gap-1">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `inline-flex min-h-[44px] items-center rounded-t-lg px-3 font-medium ${isActive ? 'border-b-4 border-accent text-ink' : 'text-muted hover:text-ink'}`
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
