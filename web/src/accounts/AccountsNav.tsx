// The accounts area's own links (SPEC §2 Accounts: /accounts, /accounts/logs, /accounts/analytics,
// /accounts/income-tracker).
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/accounts', label: 'Overview', end: true },
  { to: '/accounts/logs', label: 'Petty Cash & Allowances' },
  { to: '/accounts/analytics', label: 'Analytics' },
  { to: '/accounts/income-tracker', label: 'Income tracker' },
];

export function AccountsNav() {
  return (
    <nav aria-label="Accounts" className="flex flex-wrap gap-2">
      {LINKS.map((l) => (
        <NavLink
          key={l.to}
          to={l.to}
          end={l.end}
          className={({ isActive }) => (isActive ? 'btn-primary' : 'btn-secondary')}
        >
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
