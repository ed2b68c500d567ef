// /error, and what the router shows when a page fails (including a chunk that fails to load).
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { usePageTitle } from '../ui/Page.tsx';

function ErrorBody({ detail }: { detail?: string }) {
  usePageTitle('Something went wrong');
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-2xl p-6">
      <h1 className="page-title">Something went wrong</h1>
      <div className="card mt-4 space-y-3">
        <p>The page could not be shown. Nothing you entered has been sent by this error.</p>
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
  return <ErrorBody detail={detail} />;
}
