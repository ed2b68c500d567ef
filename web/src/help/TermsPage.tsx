// /terms-of-service: plain terms, marked as a template for the provider's solicitor to review.
import { Link } from 'react-router';
import { HelpLayout } from './HelpLayout.tsx';

const TERMS: [string, string[]][] = [
  [
    'Who these terms are between',
    [
      'These terms are between the care provider that holds the account (“you”) and the supplier of Care Records (“we”). The people you give logins to use Care Records on your behalf.',
    ],
  ],
  [
    'What we provide',
    [
      'A web application to keep care records, with the features your plan includes. We keep it running, secure and backed up, and we tell you in good time about changes that affect how you work.',
    ],
  ],
  [
    'Your records',
    [
      'The records you keep are yours. You are the data controller for the personal information in them; we process it only to provide Care Records, on your instructions, under a data processing agreement.',
      'Records are archived, not deleted, so that you can meet the record-keeping duties of the regulations. When the agreement ends we give you a full export and then delete our copy, unless the law says we must keep it.',
    ],
  ],
  [
    'Your responsibilities',
    [
      'Give logins only to people who need them, and remove them when people leave. Keep passwords and PINs private. Check that what is recorded is accurate, and sign off records only after reading them.',
      'Care Records helps you keep track of statutory deadlines but does not replace your own judgement or your duties under the regulations.',
    ],
  ],
  [
    'The AI rewrite beta',
    [
      'If you turn it on, the Rewrite action sends de-identified text to a cloud AI service. Its suggestions can be wrong: the person who saves a record is responsible for what it says.',
    ],
  ],
  [
    'Availability and support',
    [
      'We aim to keep Care Records available at all times except for planned maintenance, which we announce in advance. Tell us about faults as soon as you find them.',
    ],
  ],
  [
    'Payment',
    [
      'You pay the fees of your plan as invoiced. If an invoice is unpaid after reminders, we may suspend logins, but we never delete your records for non-payment.',
    ],
  ],
  [
    'Ending the agreement',
    [
      'Either of us can end the agreement with the notice your plan says. You keep access to export your records for 30 days afterwards.',
    ],
  ],
  [
    'Liability',
    [
      'Nothing in these terms limits liability that the law does not allow to be limited. Otherwise, each side’s liability is limited as your order form sets out.',
    ],
  ],
  [
    'Law',
    [
      'These terms are governed by the law of England and Wales, and the courts of England and Wales decide any dispute.',
    ],
  ],
];

export default function TermsPage() {
  return (
    <HelpLayout title="Terms of service">
      <p role="note" className="rounded border border-danger bg-danger-soft p-3 font-medium">
        This is a template written in plain English. It must be reviewed by the provider&apos;s solicitor before it is
        used, and changed to fit the provider&apos;s contract and plans.
      </p>
      <div className="card space-y-4">
        {TERMS.map(([heading, paras], i) => (
          <section key={heading} aria-labelledby={`terms-${i}`} className="space-y-2">
            <h2 id={`terms-${i}`} className="font-semibold">
              {i + 1}. {heading}
            </h2>
            {paras.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </div>
      <Link to="/privacy-policy" className="link inline-block">
        Privacy notice
      </Link>
    </HelpLayout>
  );
}
