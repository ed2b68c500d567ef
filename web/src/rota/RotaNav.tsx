// The rota's sub-navigation: month, week, list, summary, the staff's rota facts, shift plans, and the home's patterns
// and handovers.
import { NavLink } from 'react-router';

const LINKS = [
  ['/calendar/shifts/month', 'Month'],
  ['/calendar/shifts/week', 'Week'],
  ['/calendar/shifts/list', 'List'],
  ['/calendar/shifts/summary', 'Summary'],
  ['/calendar/shifts/staff', 'Staff'],
  ['/calendar/shifts/plan', 'Shift plans'],
  ['/home/shift/patterns', 'Patterns'],
  ['/home/shift/handover', 'Handovers'],
] as const;

export function RotaNav() {
  return (
    <nav aria-label="Rota" className="-mx-1 flex gap-1 overflow-x-auto pb-1">
      {LINKS.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) => `btn-ghost shrink-0 ${isActive ? 'bg-sunken font-semibold' : ''}`}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
