// The policies the home's type must have, each present, in date and read by everyone asked, and (children's homes)
// the statement of purpose against CH Schedule 1 with each matter's place or the gap. Worked out by the API.
import { Link } from 'react-router';
import { PURPOSE } from '../home/places.ts';
import { formatDate } from '../lib/format.ts';
import type { HomePolicies, RequiredPolicyStanding } from './policies.ts';
import { POLICY } from './RecordPages.tsx';

const STATE: Record<RequiredPolicyStanding['state'], { text: string; tone: string }> = {
  missing: { text: 'Missing', tone: 'text-danger font-semibold' },
  review_overdue: { text: 'Review overdue', tone: 'text-danger font-semibold' },
  unread: { text: 'Not read by everyone', tone: 'font-semibold text-amber-900 dark:text-amber-100' },
  in_order: { text: 'In order', tone: 'text-muted' },
};

export function RequiredPolicies({ home }: { home: HomePolicies }) {
  const sop = home.statementOfPurpose;
  const notInOrder = home.requiredPolicies.filter((r) => r.state !== 'in_order').length;
  return (
    <section aria-labelledby="required-policies" className="card mx-auto w-full max-w-6xl">
      <h2 id="required-policies" className="text-lg font-semibold">
        Required policies
      </h2>
      <p className="mt-1 text-muted">
        {notInOrder === 0
          ? 'Every required policy is present, in date and read by everyone asked.'
          : `${notInOrder} of ${home.requiredPolicies.length} required policies need attention.`}{' '}
        A policy counts by its category.
      </p>
      <table className="stack-table mt-3 w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col">Required</th>
            <th scope="col">Regulation</th>
            <th scope="col">State</th>
            <th scope="col">Policy</th>
            <th scope="col">Review by</th>
            <th scope="col">Signed</th>
          </tr>
        </thead>
        <tbody>
          {home.requiredPolicies.map((r) => (
            <tr key={r.key} className="border-t border-line align-top">
              <td data-label="Required">{r.label}</td>
              <td data-label="Regulation">{r.source}</td>
              <td data-label="State" className={STATE[r.state].tone}>
                {STATE[r.state].text}
              </td>
              <td data-label="Policy">
                {r.policy ? (
                  <Link className="link" to={`${POLICY.base}/${encodeURIComponent(r.policy.id)}`}>
                    {r.policy.title}
                  </Link>
                ) : (
                  'None recorded'
                )}
              </td>
              <td data-label="Review by">{r.policy?.reviewDate ? formatDate(r.policy.reviewDate) : '—'}</td>
              <td data-label="Signed">{r.policy ? `${r.policy.signedCount} of ${r.policy.required}` : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {sop && (
        <div className="mt-6">
          <h3 className="font-semibold">Statement of purpose against Schedule 1</h3>
          {sop.id === null ? (
            <p className="mt-1 text-danger">No statement of purpose is recorded.</p>
          ) : (
            <p className="mt-1 text-muted">
              <Link className="link" to={`${PURPOSE.base}/${encodeURIComponent(sop.id)}`}>
                Version {sop.version ?? '—'}
              </Link>
              : {sop.covered.length} matters say where they are covered, {sop.gaps.length} do not. Paragraphs 1–13 are
              the regulation&apos;s numbering; the rest are named by subject, to be checked against Schedule 1.
            </p>
          )}
          {sop.gaps.length > 0 && (
            <>
              <h4 className="mt-3 text-sm font-semibold">Not yet shown as covered</h4>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {sop.gaps.map((g) => (
                  <li key={g.matter}>{g.label}</li>
                ))}
              </ul>
            </>
          )}
          {sop.covered.length > 0 && (
            <>
              <h4 className="mt-3 text-sm font-semibold">Covered</h4>
              <ul className="mt-1 list-disc pl-5 text-sm">
                {sop.covered.map((g) => (
                  <li key={g.matter}>
                    {g.label}: {g.where}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
