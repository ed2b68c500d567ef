// The home's sub-navigation: every page of SPEC §2 "Home" a tap apart, in the home type's wording
// ("Reg 44 Visits" in a children's home, "Reg 32 Reviews" in supported accommodation). Scrolls sideways inside
// itself on a phone rather than the page.
import { NavLink } from 'react-router';
import { useAbilities } from '../lib/abilities.ts';
import { RETURN_PLACES } from '../returns/places.ts';
import { useSession, useWording } from '../session.tsx';

const HOME_LINKS = [
  { to: '/home', label: 'Overview', end: true },
  { to: '/home/details', label: 'Details' },
  { to: '/home/chores', label: 'Checks & chores' },
  { to: '/home/maintenance', label: 'Maintenance' },
  { to: '/home/tasks', label: 'Tasks' },
  { to: '/home/reg44-visits', label: '{visitName}' },
  { to: '/home/ofsted', label: 'Ofsted' },
  { to: '/home/logs', label: 'Home logs' },
];

/** Children's homes only: the yearly location risk assessment (CH reg 46). Supported accommodation assesses its
 *  locations in its quality standards review. */
const CHILDRENS_HOME_LINKS = [
  { to: '/home/records/location-risk-assessment', label: 'Location risk assessment', end: false },
];
/** Both home types: notices of who runs the home (CH regs 48, 49; SA regs 33, 34). */
const NOTICE_LINKS = [{ to: '/home/records/manager-notice', label: 'Manager notices', end: false }];

/** The premises pages (web/src/premises), at their SPEC §2 paths. */
const PREMISES_LINKS = [
  { to: '/home/accidents', label: 'Accidents & illness', end: false },
  { to: '/home/documents', label: 'Documents', end: false },
  { to: '/policies', label: 'Policies', end: false },
  { to: '/home/records/premises-safety', label: 'Premises safety', end: false },
  { to: '/home/insurances', label: 'Insurance', end: false },
  { to: '/home/assets', label: 'Assets & vehicles', end: false },
  { to: '/home/meal-plan', label: 'Meal plan', end: false },
];

export function HomeNav() {
  const w = useWording();
  const { currentHome } = useSession();
  const may = useAbilities();
  // the statutory forms of this home's type only (SPEC §2 Forms), for those given the sensitive reports area
  const seesReturns = may.home(currentHome?.id).home.sensitiveReports;
  const returns = RETURN_PLACES.filter((p) => seesReturns && p.homeType === currentHome?.type).map((p) => ({
    to: p.path,
    label: p.title,
    end: false,
  }));
  return (
    <nav aria-label="Home" className="mx-auto mb-4 w-full max-w-6xl overflow-x-auto">
      <ul className="flex w-max gap-2 pb-1">
        {[
          ...HOME_LINKS,
          ...(currentHome?.type === 'children_home' ? CHILDRENS_HOME_LINKS : []),
          ...NOTICE_LINKS,
          ...returns,
          ...PREMISES_LINKS,
        ].map((l) => (
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
