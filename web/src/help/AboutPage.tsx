// /about: what Care Records is, for whom, and where to read more.
import { Link } from 'react-router';
import { HelpLayout } from './HelpLayout.tsx';

export default function AboutPage() {
  return (
    <HelpLayout title="About Care Records">
      <div className="card space-y-3">
        <p>
          Care Records is a care-records platform for residential children&apos;s homes and supported accommodation for
          young people in England.
        </p>
        <p>
          Staff record daily logs, incidents, safeguarding, key-work sessions, placement and support plans, risk
          assessments, independent living skills, medication and more. Managers sign records off, and the app keeps
          track of the deadlines the Children&apos;s Homes (England) Regulations 2015 and the Supported Accommodation
          (England) Regulations 2023 set. Rotas, leave, training, supervision, the home&apos;s checks and its accounts
          live in the same place.
        </p>
        <p>
          Everything written is kept with its history: records are archived, never deleted, and every change says who
          made it and when.
        </p>
        <p>
          The wording follows the kind of home: a children&apos;s home has placement plans and Reg 44 visits; supported
          accommodation has support plans and Reg 32 reviews.
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <Link to="/help" className="link">
            Help
          </Link>
        </li>
        <li>
          <Link to="/terms-of-service" className="link">
            Terms of service
          </Link>
        </li>
        <li>
          <Link to="/privacy-policy" className="link">
            Privacy notice
          </Link>
        </li>
        <li>
          <Link to="/register" className="link">
            Ask for an account
          </Link>
        </li>
      </ul>
    </HelpLayout>
  );
}
