// The home's sub-navigation: every page of SPEC §2 "Home" a tap apart, in the home type's wording
// ("Reg 44 Visits" in a children's home, "Reg 32 Reviews" in supported accommodation). Scrolls sideways inside
// itself on a phone rather than the page.
import { NavLink } from 'react-router';
import { useSession, useWording } from '../session.tsx';
import { RETURN_PLACES } from '../returns/places.ts';

export const HOME_LINKS = [
  { to: '/home', label: 'Overview', end: true },
  { to: '/home/details', label: 'Details' },
  { to: '/home/chores', label: 'Checks & chores' },
  { to: '/home/maintenance', label: 'Maintenance' },
  { to: '/home/tasks', label: 'Tasks' },
  { to: '/home/reg44-visits', label: '{visitName}' },
  { to: '/home/ofsted', label: 'Ofsted' },
  { to: '/home/logs', label: 'Home logs' },
];

/** The premises pages (web/src/premises), at their SPEC §2 paths. */
const PREMISES_LINKS = [
  { to: '/home/accidents', label: 'Accidents & illness', end: false },
  { to: '/home/documents', label: 'Documents', end: false },
  { to: '/policies', label: 'Policies', end: false },
  { to: '/home/insurances', label: 'Insurance', end: false },
  { to: '/home/assets', label: 'Assets & vehicles', end: false },
  { to: '/home/meal-plan', label: 'Meal plan', end: false },
];

export function HomeNav() {
  const w = useWording();
  const { currentHome } = useSession();
  // the statutory forms of this home's type only (SPEC §2 Forms)
  const returns = RETURN_PLACES.filter((p) => p.homeType === currentHome?.type).map((p) => ({
    to: p.path,
    label: p.title,
    end: false,
  }));
  return (
    <nav aria-label="Home" className="mx-auto mb-4 w-full max-w-6xl overflow-x-auto">
      <ul className="flex w-max gap-2 pb-1">
        {[...HOME_LINKS, ...returns, ...PREMISES_LINKS].map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) => `${isActive ? 'btn-primary' : 'btn-secondary'} whitespace-nowrap text-sm`}
            >
              {w(l.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
