// The young person's own frame: a friendly header with their name and sign out, and their page. Nothing else.
import { Suspense, useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { DisplayToggles } from '../../frame/DisplayToggles.tsx';
import { useMe, useSession } from '../../session.tsx';
import { APP_NAME } from '../../ui/Page.tsx';
import { Loading } from '../../ui/States.tsx';

export default function OwnLayout() {
  const me = useMe();
  const { logout } = useSession();
  const navigate = useNavigate();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  // After moving between their pages, start reading at the new page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  const signOut = async () => {
    await logout().catch(() => undefined);
    void navigate('/login', { replace: true });
  };

  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-3 px-4 py-3">
          <Link to="/me" className="text-lg font-semibold text-ink no-underline">
            {APP_NAME}
          </Link>
          <span className="text-muted">Hi {me.name}</span>
          <div className="ml-auto flex items-center gap-2">
            <DisplayToggles />
            <button type="button" className="btn-secondary" onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" ref={main} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 p-4 outline-none md:p-6">
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
