import { Link } from 'react-router';
import { Page } from '../ui/Page.tsx';

/** Shown in place of a screen the person has no access to; the API refuses the data as well. */
export function AccessDenied() {
  return (
    <Page title="Access denied">
      <div className="card max-w-2xl space-y-3" role="alert">
        <p className="font-medium">You do not have access to this page.</p>
        <p className="text-muted">If you need it for your work, ask your manager to give you access.</p>
        <Link to="/dashboard" className="link inline-block">
          Go to your dashboard
        </Link>
      </div>
    </Page>
  );
}
