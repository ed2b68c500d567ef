// The profile's section links. Route links (not ARIA tabs): each section has its own address, the SPEC's where it
// names one (spec-paths.ts).
// From 1024 px they wrap; narrower they are one strip that scrolls sideways inside itself (the page does not),
// with the current section scrolled into view, so the records are not pushed below the fold.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ProfileTab } from '../../lib/profile-tabs.ts';
import { tabPath } from './spec-paths.ts';

/** Not a SPEC profile tab key: the reports (education attendance, in/out, night stays, weekly, summary export). */
export const REPORTS_TAB = 'reports';

export function ProfileTabs({ ypId, tabs, active }: { ypId: string; tabs: ProfileTab[]; active: string | null }) {
  const base = `/cyp/resident/${encodeURIComponent(ypId)}`;
  const links = [
    ...tabs.map((t) => ({ ...t, to: `${base}/${tabPath(t.key)}` })),
    { key: REPORTS_TAB, label: 'Reports', to: `${base}/reports` },
  ];
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // only the strip scrolls (not the page): centre the current section in it
    if (list && current && list.scrollWidth > list.clientWidth)
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [active]);
  return (
    <nav aria-label="Profile sections">
      <ul
        ref={strip}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-wrap lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {links.map((t) => {
          const isActive = t.key === active;
          return (
            <li key={t.key}>
              <Link
                to={t.to}
                state={{ keepFocus: true }}
                aria-current={isActive ? 'page' : undefined}
                className={`inline-flex min-h-[44px] items-center whitespace-nowrap rounded-full border px-4 py-2 font-medium ${
                  isActive
                    ? 'border-accent bg-accent text-accent-ink'
                    : 'border-line bg-surface text-ink hover:bg-sunken'
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
