// Status names a record kind says in its own words (SPEC §4): the independent living skills assessment uses the
// skill assessment statuses. Read by the record API (statusLabel) and the web's status badge; other kinds keep
// the plan/record status labels.
export const KIND_STATUS_LABELS: Record<string, Record<string, string>> = {
  'ils-plan': {
    ongoing: 'Not Assessed',
    signoffs_pending: 'Pending sign-offs',
    non_manager_signoffs_pending: 'Pending sign-offs',
    complete: 'Completed and signed-off',
  },
};

/** A kind's own name for a status, if it has one. */
export const kindStatusLabel = (kind: string, status: string): string | undefined => KIND_STATUS_LABELS[kind]?.[status];
