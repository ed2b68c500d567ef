// The signed-in frame: top bar, sidebar and the page in <main>. Pages load lazily inside it.
import { lazy, type RefObject, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SecondFactorReminder } from '../account/SecondFactorReminder.tsx';
import { useIdleLock } from '../shared-device/useIdleLock.ts';
import { JobsBanner } from '../tasks/JobsBanner.tsx';
import { Loading } from '../ui/States.tsx';
import { UpdateAlertBanner } from '../update-alerts/UpdateAlertBanner.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TopBar } from './TopBar.tsx';

/** After in-app navigation, move focus to the new page so screen readers and keyboards start there. */
// What waits on this device to be sent (and the queue that sends it): loaded after the first paint, so the send
// machine's library is not in the first script; the service worker keeps it for offline use.
const SendQueueBanner = lazy(() => import('../offline/SendQueueBanner.tsx'));

function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname, state } = useLocation();
  const first = useRef(true);
  // Tab strips pass { keepFocus: true } so arrowing through tabs does not jump away from them.
  const keepFocus = Boolean((state as { keepFocus?: boolean } | null)?.keepFocus);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepFocus) main.current?.focus({ preventScroll: false });
  }, [pathname, keepFocus, main]);
}

export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  useIdleLock();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <div className="flex flex-1">
        <Sidebar />
        <main id="main" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-6">
          <Suspense fallback={null}>
            <SendQueueBanner />
          </Suspense>
          <JobsBanner />
          <UpdateAlertBanner />
          <SecondFactorReminder />
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
