// Route guards: signed in (else to login, then back), and allowed into the screen's area.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../api.ts';
import { mayI, SCREEN_NEEDS, type ScreenArea } from '../lib/abilities.ts';
import { UnlockDevice } from '../offline/UnlockDevice.tsx';
import { useSession } from '../session.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { AccessDenied } from './AccessDenied.tsx';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { status, error, refresh } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <main id="main" className="p-6">
        <Loading />
      </main>
    );
  }
  if (status === 'locked') return <UnlockDevice />;
  if (status === 'error' && error) {
    return (
      <main id="main" className="mx-auto max-w-xl p-6">
        <h1 className="page-title mb-4">Cannot reach Care Records</h1>
        <ErrorNotice error={error} onRetry={() => void refresh()} />
      </main>
    );
  }
  if (status === 'anonymous') {
    return <Navigate to={loginPathFor(location.pathname + location.search + location.hash)} replace />;
  }
  return <>{children}</>;
}

export function RequireAccess({ area }: { area: ScreenArea }) {
  const { me } = useSession();
  // reached directly (the menu does not offer it): say which area the screen needs
  if (!me || !mayI(me.abilities).screen(area)) return <AccessDenied reason={SCREEN_NEEDS[area]} />;
  return <Outlet />;
}
