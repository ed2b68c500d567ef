// A record's follow-ups: each its own `incident-follow-up` record linked to the
// record it follows, so it is added without reopening it — the reg 35 48-hour and 5-day steps of an incident or a
// sanction, an incident's debriefs, a safeguarding referral's outcome and the conclusion of a CP enquiry.
import { Link } from 'react-router';
import { formatDateTime, statusLabel } from '../lib/format.ts';
import { useWording } from '../session.tsx';
import { useApi } from '../use-api.ts';
import type { RecordPage } from './types.ts';

const KIND = 'incident-follow-up';
const STEPS: Record<string, string> = {
  review: 'Spoke to the staff and signed the record (48 hours)',
  child: 'Spoke to the {child} (5 days)',
  child_debrief: "The {child}'s debrief",
  staff_debrief: 'Staff debrief',
  referral_outcome: 'Outcome of a referral',
  cp_enquiry_concluded: 'Child protection enquiry concluded',
};

/** The kinds a follow-up can be added to (its link field has the kind's name), and what the card says. */
const INTRO: Record<string, { title: string; text: string }> = {
  incident: {
    title: 'Statutory follow-ups',
    text: 'Record the 48-hour and 5-day steps and any debrief held later here, each with its own sign-off, without reopening the incident.',
  },
  consequence: {
    title: 'Statutory follow-ups',
    text: 'Record the 48-hour and 5-day steps here, each with its own sign-off, without reopening the record.',
  },
  safeguarding: {
    title: 'Follow-ups',
    text: "Record a referral's outcome or the conclusion of a child protection enquiry here, without reopening the concern.",
  },
};

export const hasFollowUps = (kind: string) => kind in INTRO;

export function IncidentFollowUps({
  kind,
  recordId,
  youngPersonId,
}: {
  kind: string;
  recordId: string;
  youngPersonId: string;
}) {
  const base = `/cyp/resident/${encodeURIComponent(youngPersonId)}/records/${KIND}`;
  // a young person's follow-ups are few: one page, filtered to this record
  const page = useApi<RecordPage>(`/api/records/${KIND}?youngPerson=${encodeURIComponent(youngPersonId)}&limit=100`, {
    redirectOn401: false,
  });
  const mine = (page.data?.items ?? []).filter((r) => r.summary[kind] === recordId);
  const intro = INTRO[kind];
  const w = useWording(); // "child" at a children's home, "young person" in supported accommodation
  return (
    <section aria-labelledby="follow-ups-title" className="card space-y-2">
      <h2 id="follow-ups-title" className="text-lg font-semibold">
        {intro.title}
      </h2>
      <p className="text-sm text-muted">{intro.text}</p>
      {page.error ? (
        <p className="text-sm text-muted">Follow-ups could not be loaded.</p>
      ) : mine.length === 0 ? (
        <p>None recorded yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {mine.map((f) => (
            <li key={f.id} className="py-2">
              <Link className="link" to={`${base}/${encodeURIComponent(f.id)}`}>
                {w(STEPS[String(f.summary.step)] ?? 'Follow-up')}
              </Link>
              <span className="text-sm text-muted">
                {' '}
                · {f.authorName} · {f.summary.doneAt ? formatDateTime(String(f.summary.doneAt)) : ''} ·{' '}
                {statusLabel(f.status)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn-secondary" to={`${base}/new?${kind}=${encodeURIComponent(recordId)}`}>
        Add a follow-up
      </Link>
    </section>
  );
}
