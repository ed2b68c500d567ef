import './index.css';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { answerOfflineWith } from './api.ts';
import { readOffline } from './offline/shiftPack.ts';
import { createRouter } from './routes.tsx';
import { SessionProvider } from './session.tsx';
import { Loading } from './ui/States.tsx';

const router = createRouter();

// With no connection, the few reads of a form written offline are answered from the device's shift pack.
answerOfflineWith(readOffline);

// The app shell is kept by a service worker so the app opens offline after one visit (web/offline/sw.js); the
// development server has no built shell to keep.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));

// A page restored from the back-forward cache would show the last person's screen on a shared device: load it afresh.
window.addEventListener('pageshow', (e) => {
  if (e.persisted) window.location.reload();
});

// A transition: React draws the first screen in slices that yield to the browser, not in one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <SessionProvider>
        <Suspense fallback={<Loading />}>
          <RouterProvider router={router} />
        </Suspense>
      </SessionProvider>
    </StrictMode>,
  ),
);
