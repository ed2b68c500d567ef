// What the medication obligations raise, shared by the service (at once, as a dose is recorded) and the
// medication scan (workers/processors/medication.ts, which catches anything missed). Pure: no database.
import type { NewAlert } from '../store/alerts.ts';
import type { StructuredDose } from './dose.ts';
import { type DoseOutcome, isMissed, type Prescription } from './rules.ts';

/** A `medication` record's data as the obligations read it. */
export type Rx = Prescription &
  StructuredDose & {
    name: string;
    critical?: boolean;
    controlled?: boolean;
    reviewDate?: string;
    restockLeadDays?: number;
  };

const clock = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The managers' alert for a critical medicine's dose missed or refused; null for any other dose. */
export function criticalMissedAlert(
  entryId: string,
  outcome: DoseOutcome,
  rx: Rx,
  yp: { id: string; homeId: string; firstName: string; lastName: string; preferredName?: string | null },
  scheduledAt: Date,
  reason: string | null,
): NewAlert | null {
  if (!rx.critical || !isMissed(outcome)) return null;
  const who = `${yp.preferredName ?? yp.firstName} ${yp.lastName}`;
  return {
    kind: 'task_overdue',
    recordCategory: 'mar',
    createdBy: null,
    title: `Critical medicine ${outcome === 'refused' ? 'refused' : 'missed'}: ${rx.name} for ${who} (${clock(scheduledAt)})`,
    body: `${reason ? `Reason recorded: ${reason}. ` : ''}Seek advice from the prescriber or pharmacist (or NHS 111) about the missed dose, and record what was advised.`,
    youngPersonId: yp.id,
    homeId: yp.homeId,
    naturalKey: `mar_critical:${entryId}`,
  };
}
