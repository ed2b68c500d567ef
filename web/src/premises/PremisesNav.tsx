// The home's premises pages (issue 18 items 7-9, 11): one row of links under each of them, so the accident
// book, documents, policies, insurance, assets and the meal plan are a tap apart.
import { NavLink } from 'react-router';

export const PREMISES_LINKS = [
  { to: '/home/accidents', label: 'Accidents & illness' },
  { to: '/home/documents', label: 'Documents' },
  { to: '/policies', label: 'Policies' },
  { to: '/home/insurances', label: 'Insurance' },
  { to: '/home/assets', label: 'Assets & vehicles' },
  { to: '/home/meal-plan', label: 'Meal plan' },
];

export function PremisesNav() {
  return (
    <nav aria-label="Home records" className="mx-auto mb-4 flex w-full max-w-6xl flex-wrap gap-2">
      {PREMISES_LINKS.map((l) => (
        <NavLink key={l.to} to={l.to} className={({ isActive }) => `${isActive ? 'btn-primary' : 'btn-secondary'} text-sm`}>
          {l.label}
        </NavLink>
      ))}
    </nav>
  );
}
