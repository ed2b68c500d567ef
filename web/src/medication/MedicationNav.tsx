// The young person's medication pages (SPEC §2 profile health: medication, mar, inventory, inventory-log).
import { NavLink } from 'react-router';
import { useMe } from '../session.tsx';
import { healthPath } from './shared.ts';

export function MedicationNav({ ypId }: { ypId: string }) {
  const me = useMe();
  const links = [
    { to: healthPath(ypId, 'medication'), label: 'Medication', on: true, end: true },
    { to: healthPath(ypId, 'medication/previous'), label: 'Previous medication', on: true, end: true },
    { to: healthPath(ypId, 'mar'), label: 'MAR', on: me.toggles.mar === true, end: true },
    { to: healthPath(ypId, 'inventory'), label: 'Inventory', on: me.toggles.medicationInventory === true, end: true },
    {
      to: healthPath(ypId, 'inventory-log'),
      label: 'Inventory log',
      on: me.toggles.medicationInventory === true,
      end: true,
    },
  ].filter((l) => l.on);
  return (
    <nav aria-label="Medication pages">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:px-0">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                `inline-flex min-h-[44px] items-center whitespace-nowrap rounded-lg border px-3 py-2 text-sm font-medium ${isActive ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:bg-sunken'}`
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
