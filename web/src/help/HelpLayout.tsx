// The frame of the help, about and terms pages: open to everyone, signed in or not (help is not personal).
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../session.tsx';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';

const NAV = [
  { to: '/help', label: 'Help', end: true },
  { to: '/help/training-videos', label: 'Training videos' },
  { to: '/about', label: 'About' },
  { to: '/terms-of-service', label: 'Terms of service' },
];

export function HelpLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const { me } = useSession();
  return (
    <div className="min-h-screen bg-canvas">
      <header className="border-b border-line bg-surface px-4 py-3">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-2">
          <Link to={me ? '/dashboard' : '/login'} className="text-lg font-semibold text-ink no-underline">
            {APP_NAME}
          </Link>
          <nav aria-label="Help pages" className="flex flex-wrap gap-x-4 gap-y-1">
            {NAV.map((n) => (
              <NavLink
                key={n.to}
                to={n.to}
                end={n.end}
                className={({ isActive }) => `link ${isActive ? 'font-semibold' : ''}`}
              >
                {n.label}
              </NavLink>
            ))}
          </nav>
          <Link to={me ? '/dashboard' : '/login'} className="link ml-auto">
            {me ? 'Back to Care Records' : 'Sign in'}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-4xl space-y-5 p-4 sm:p-6">
        <h1 className="page-title break-words">{title}</h1>
        {children}
      </main>
    </div>
  );
}
