// An incident's statutory follow-ups (issue 13 item 5): the 48-hour and 5-day reg 35 steps, each its own
// `incident-follow-up` record linked to the incident, so they are added without reopening it.
import { Link } from 'react-router';
import { formatDateTime, statusLabel } from '../lib/format.ts';
import { useApi } from '../use-api.ts';
import type { RecordPage } from './types.ts';

const KIND = 'incident-follow-up';
const STEPS: Record<string, string> = { review: 'Spoke to the staff and signed the record (48 hours)', child: 'Spoke to the young person (5 days)' };

export function IncidentFollowUps({ incidentId, youngPersonId }: { incidentId: string; youngPersonId: string }) {
  const base = `/cyp/resident/${encodeURIComponent(youngPersonId)}/records/${KIND}`;
  // a young person's follow-ups are few (two per restraint): one page, filtered to this incident
  const page = useApi<RecordPage>(`/api/records/${KIND}?youngPerson=${encodeURIComponent(youngPersonId)}&limit=100`, { redirectOn401: false });
  const mine = (page.data?.items ?? []).filter((r) => r.summary.incident === incidentId);
  return (
    <section aria-labelledby="follow-ups-title" className="card space-y-2">
      <h2 id="follow-ups-title" className="text-lg font-semibold">Statutory follow-ups</h2>
      <p className="text-sm text-muted">Record the 48-hour and 5-day steps here, each with its own sign-off, without reopening the incident.</p>
      {page.error ? <p className="text-sm text-muted">Follow-ups could not be loaded.</p> : mine.length === 0 ? (
        <p>None recorded yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {mine.map((f) => (
            <li key={f.id} className="py-2">
              <Link className="link" to={`${base}/${encodeURIComponent(f.id)}`}>{STEPS[String(f.summary.step)] ?? 'Follow-up'}</Link>
              <span className="text-sm text-muted"> · {f.authorName} · {f.summary.doneAt ? formatDateTime(String(f.summary.doneAt)) : ''} · {statusLabel(f.status)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="btn-secondary" to={`${base}/new?incident=${encodeURIComponent(incidentId)}`}>Add a follow-up</Link>
    </section>
  );
}
