import { Link, useLocation } from 'react-router';
import { Page } from '../ui/Page.tsx';

/** Any address the app does not know (and records or people that do not exist). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found">
      <div className="card max-w-2xl space-y-3">
        <p>
          There is no page at <code className="break-all rounded bg-sunken px-1">{pathname}</code>.
        </p>
        <p className="text-muted">If you typed the address, check it. If you followed a link, it may be out of date.</p>
        <Link to="/dashboard" className="link inline-block">
          Go to your dashboard
        </Link>
      </div>
    </Page>
  );
}
