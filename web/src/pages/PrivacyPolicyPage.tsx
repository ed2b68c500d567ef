// /privacy-policy: linked from the privacy-notice banner; open without signing in.
import { Link } from 'react-router';
import { usePageTitle } from '../ui/Page.tsx';

export default function PrivacyPolicyPage() {
  usePageTitle('Privacy notice');
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl space-y-4 p-6">
      <h1 className="page-title">Privacy notice</h1>
      <div className="card space-y-3">
        <p>
          Care Records holds personal information about the young people your organisation looks after and about its
          staff. Your organisation is the data controller and decides how that information is used.
        </p>
        <p>
          Information is kept to meet the record-keeping duties of the Children&apos;s Homes (England) Regulations 2015
          and the Supported Accommodation (England) Regulations 2023, and is only shown to people whose role needs it.
          Care records are archived, not deleted, for the period the regulations require.
        </p>
        <p>
          We use only essential cookies, and no advertising or tracking cookies: one keeps you signed in; one holds a
          sign-in for a few minutes while your second factor is asked; and, on a home&apos;s registered shared tablet
          only, one says which device it is. Forms you have not yet sent are kept on your device, encrypted so that only
          you can read them, and removed when you sign out.
        </p>
        <p>
          For questions about your information, or to ask for a copy of it, contact your organisation&apos;s data
          protection lead.
        </p>
      </div>
      <Link to="/dashboard" className="link inline-block">
        Back to Care Records
      </Link>
    </main>
  );
}
