// The profile's section links. Route links (not ARIA tabs): each section has its own address.
import { Link } from 'react-router';
import type { ProfileTab } from '../../lib/profile-tabs.ts';

/** Not a SPEC profile tab key: the reports (education attendance, in/out, night stays, weekly, summary export). */
export const REPORTS_TAB = 'reports';

export function ProfileTabs({ ypId, tabs, active }: { ypId: string; tabs: ProfileTab[]; active: string | null }) {
  const base = `/cyp/resident/${encodeURIComponent(ypId)}`;
  const links = [...tabs.map((t) => ({ ...t, to: `${base}/profile/${t.key}` })), { key: REPORTS_TAB, label: 'Reports', to: `${base}/reports` }];
  return (
    <nav aria-label="Profile sections">
      <ul className="flex flex-wrap gap-2">
        {links.map((t) => {
          const isActive = t.key === active;
          return (
            <li key={t.key}>
              <Link
                to={t.to}
                state={{ keepFocus: true }}
                aria-current={isActive ? 'page' : undefined}
                className={`inline-flex min-h-[44px] items-center rounded-full border px-4 py-2 font-medium ${
                  isActive ? 'border-accent bg-accent text-accent-ink' : 'border-line bg-surface text-ink hover:bg-sunken'
                }`}
              >
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
