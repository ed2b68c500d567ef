// The generic list statuses (SPEC §4): what a record list's status filter offers — Drafts / Ongoing, Pending
// sign-offs, Completed — and the record statuses each gathers. "Pending sign-offs" is any sign-off still owed,
// the manager's or others' after it. Read by the record list API (engine/records/service.ts) and its filter
// (web/src/records/ListFilters.tsx). The record statuses themselves stay accepted, each alone.
export const LIST_STATUSES = {
  ongoing: { label: 'Drafts / Ongoing', statuses: ['ongoing'] },
  signoffs_pending: { label: 'Pending sign-offs', statuses: ['signoffs_pending', 'non_manager_signoffs_pending'] },
  completed: { label: 'Completed', statuses: ['complete'] },
} as const;

export type ListStatus = keyof typeof LIST_STATUSES;
export const RECORD_LIST_FILTERS = [
  'ongoing',
  'signoffs_pending',
  'non_manager_signoffs_pending',
  'complete',
  'completed',
  // requests (the approval workflow)
  'requested',
  'approved',
  'rejected',
  'cancelled',
] as const;

/** The record statuses a list filter value stands for. */
export function statusesOfFilter(value: string): string[] {
  return value in LIST_STATUSES ? [...LIST_STATUSES[value as ListStatus].statuses] : [value];
}
