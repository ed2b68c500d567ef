// /error, and what the router shows when a page fails (including a chunk that fails to load).
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../ui/Page.tsx';

/** A page's script that could not be fetched (Chromium, Safari, Firefox word it differently). */
const CHUNK_FAILED = /dynamically imported module|importing a module script failed|error loading dynamically/i;

function ErrorBody({ detail, offline = false }: { detail?: string; offline?: boolean }) {
  const title = offline ? 'Not kept on this device' : 'Something went wrong';
  usePageTitle(title);
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl p-6">
      <h1 className="page-title">{title}</h1>
      <div className="card mt-4 space-y-3">
        {offline ? (
          // the service worker keeps only the screens a shift writes on offline (web/build/appShellWorker.ts)
          <p>
            Could not reach the server, and this page opens only with a connection. Daily logs, incidents, missing
            episodes, handovers, home checks and key-worker sessions can still be written: they are kept on this device
            and sent when the connection is back.
          </p>
        ) : (
          <p>The page could not be shown. Nothing you entered has been sent by this error.</p>
        )}
        {detail ? <p className="text-muted">{detail}</p> : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <Link to="/dashboard" className="btn-primary">
            Go to your dashboard
          </Link>
        </div>
      </div>
    </main>
  );
}

export default function ErrorPage() {
  return <ErrorBody />;
}

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  if (error instanceof Error && CHUNK_FAILED.test(error.message) && !navigator.onLine) return <ErrorBody offline />;
  return <ErrorBody detail={detail} />;
}
