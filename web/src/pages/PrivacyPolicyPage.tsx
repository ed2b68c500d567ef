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
        <p>We use one essential cookie to keep you signed in. We do not use advertising or tracking cookies.</p>
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
