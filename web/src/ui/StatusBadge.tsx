import { kindStatusLabel } from '../../../definitions/status-wording.ts';
import { statusLabel } from '../lib/format.ts';

// Colour helps, but the label carries the meaning (never colour alone).
const TONE: Record<string, string> = {
  ongoing: 'bg-sunken',
  signoffs_pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  non_manager_signoffs_pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  complete: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  completed: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
};

/** `kind`: a record kind that names its statuses in its own words (the ILS skill assessment statuses). */
export function StatusBadge({ status, kind }: { status: string; kind?: string }) {
  return (
    <span
      className={`inline-block rounded-full border border-line px-2.5 py-0.5 text-sm ${TONE[status] ?? 'bg-sunken'}`}
    >
      {(kind && kindStatusLabel(kind, status)) || statusLabel(status)}
    </span>
  );
}
