// Compliance at a glance: one chip per check, worded (never colour alone) — "DBS: due soon".
import { formatDate } from '../lib/format.ts';
import type { Compliance, Employee } from './api.ts';

const LABEL: Record<Compliance, string> = {
  ok: 'In date',
  due_soon: 'Due soon',
  overdue: 'Overdue',
  missing: 'Missing',
};
const TONE: Record<Compliance, string> = {
  ok: 'border-line bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  due_soon: 'border-line bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  overdue: 'border-danger bg-danger-soft text-danger',
  missing: 'border-dashed border-line bg-sunken text-ink',
};

function Chip({ label, state, detail }: { label: string; state: Compliance; detail?: string | null }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${TONE[state]}`}
      title={detail ?? undefined}
    >
      {label}: {LABEL[state]}
      {detail ? <span className="font-normal">({detail})</span> : null}
    </span>
  );
}

/** The checks of one person, in the order HR reads them. */
export function ComplianceChips({ e }: { e: Employee }) {
  return (
    <div className="flex flex-wrap gap-1">
      <Chip label="DBS" state={e.dbs} detail={e.dbsNextCheckDue ? formatDate(e.dbsNextCheckDue) : null} />
      <Chip
        label="Right to work"
        state={e.rightToWork}
        detail={e.rightToWorkEnds ? formatDate(e.rightToWorkEnds) : null}
      />
      <Chip label="References" state={e.references} detail={`${e.referencesVerified} verified`} />
      <Chip
        label="Training"
        state={e.training}
        detail={
          e.trainingExpired
            ? `${e.trainingExpired} expired`
            : e.trainingDueSoon
              ? `${e.trainingDueSoon} due soon`
              : null
        }
      />
      <Chip
        label="Supervision"
        state={e.supervision}
        detail={e.supervisionDue ? `due ${formatDate(e.supervisionDue)}` : null}
      />
      <Chip
        label="Appraisal"
        state={e.appraisal}
        detail={e.appraisalDue ? `due ${formatDate(e.appraisalDue)}` : null}
      />
    </div>
  );
}

export const needsAttention = (e: Employee) =>
  [e.dbs, e.rightToWork, e.references, e.training].some((s) => s !== 'ok') ||
  e.supervision === 'overdue' ||
  e.appraisal === 'overdue';
