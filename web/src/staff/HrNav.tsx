// The HR screens' section links (SPEC §2 HR), above each HR page. Links, not tabs: each has its address.
// On a phone the strip scrolls sideways inside itself; the page does not.
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/hr', label: 'Overview', end: true },
  { to: '/hr/employees', label: 'Employees' },
  { to: '/agency-staff', label: 'Agency staff' },
  { to: '/applications', label: 'Applications' },
  { to: '/trainings', label: 'Training matrix' },
  { to: '/hr/supervisions', label: 'Supervisions' },
  { to: '/hr/appraisals', label: 'Appraisals' },
  { to: '/hr/disciplinary-actions', label: 'Disciplinary actions' },
  { to: '/hr/tasks', label: 'Tasks' },
  { to: '/hr/signoffs', label: 'Sign-offs' },
  { to: '/hr/alerts', label: 'Alerts' },
  { to: '/hr/activity-audit', label: 'Activity audit' },
  { to: '/hr/gross-pay', label: 'Gross pay' },
  { to: '/hr/face-to-face', label: 'Face-to-face' },
];

export function HrNav() {
  return (
    <nav aria-label="HR sections">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 lg:pb-0">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `inline-flex min-h-[44px] items-center whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium ${
                  isActive
                    ? 'border-accent bg-accent text-accent-ink'
                    : 'border-line bg-surface text-ink hover:bg-sunken'
                }`
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
