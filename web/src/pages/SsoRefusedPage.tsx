// Where a single sign-on that was refused lands (the server sends the browser here with ?why=): what happened, in
// words the person can act on, and the way back. No session was started and nothing was changed.
import { Link, useSearchParams } from 'react-router';
import { APP_NAME, usePageTitle } from '../ui/Page.tsx';

const WHY: Record<string, { title: string; body: string }> = {
  uninvited: {
    title: 'You have not been invited to this organisation',
    body: 'Your organisation account signed in, but no one here has added you yet. Signing in does not create an account: ask your manager to add you with this email address, then try again.',
  },
  domain: {
    title: 'That account is not one of your organisation’s',
    body: 'The email address of the account you signed in with is not in a domain your organisation uses here. Sign in with your work account.',
  },
  unverified: {
    title: 'Your email address is not confirmed',
    body: 'Your organisation’s sign-in service did not confirm your email address, so we cannot tell which login is yours. Ask your IT administrator.',
  },
  'no-email': {
    title: 'No email address came back',
    body: 'Your organisation’s sign-in service did not share your email address. Ask your IT administrator to allow the "email" scope for this application.',
  },
  'identity-changed': {
    title: 'This login belongs to a different account',
    body: 'Your login here was first used with another account at your organisation’s sign-in service. Ask your manager or a director to check it.',
  },
  expired: {
    title: 'This sign-in has expired',
    body: 'It took longer than ten minutes, was already used, or was started in another browser. Start again.',
  },
  provider: {
    title: 'Your organisation’s sign-in service did not sign you in',
    body: 'It was cancelled or refused there. Start again, or ask your IT administrator.',
  },
  failed: {
    title: 'We could not check your sign-in',
    body: 'What your organisation’s sign-in service sent back did not pass our checks, so nothing was opened. Start again; if it keeps happening, tell a director.',
  },
  suspended: {
    title: 'Your organisation’s access is suspended',
    body: 'Please contact the product administrator.',
  },
  'not-configured': {
    title: 'Single sign-on is not set up',
    body: 'Your organisation no longer signs in this way. Sign in with your password.',
  },
};

export default function SsoRefusedPage() {
  const why = WHY[useSearchParams()[0].get('why') ?? ''] ?? WHY.failed;
  usePageTitle(why.title);
  return (
    <main id="main" tabIndex={-1} className="flex min-h-[80vh] items-center justify-center p-4">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <p className="text-lg font-semibold text-accent">{APP_NAME}</p>
        <h1 className="page-title mt-1">{why.title}</h1>
        <p className="mt-4">{why.body}</p>
        <p className="mt-6">
          <Link className="btn-primary inline-block" to="/login">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
