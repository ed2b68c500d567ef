// Status names a record kind says in its own words (SPEC §4): the independent living skills assessment uses the
// skill assessment statuses; a complaint and a maintenance job, which are closed rather than completed, the SPEC's
// Closed / In Progress variant. Read by the record API (statusLabel) and the web's status badge; other kinds keep
// the plan/record status labels.

/** SPEC §4's variant: Closed / In Progress in place of Completed / Draft, the sign-off parts as they are. */
const CLOSED_IN_PROGRESS = {
  ongoing: 'In Progress',
  signoffs_pending: 'Closed, Pending Sign-offs',
  non_manager_signoffs_pending: 'Closed, Manager Signed Off, Pending Other Sign-Offs',
  complete: 'Closed, All Signed Off',
};

export const KIND_STATUS_LABELS: Record<string, Record<string, string>> = {
  'complaint-feedback': CLOSED_IN_PROGRESS,
  maintenance: CLOSED_IN_PROGRESS,
  'ils-plan': {
    ongoing: 'Not Assessed',
    signoffs_pending: 'Pending sign-offs',
    non_manager_signoffs_pending: 'Pending sign-offs',
    complete: 'Completed and signed-off',
  },
};

/** A kind's own name for a status, if it has one. */
export const kindStatusLabel = (kind: string, status: string): string | undefined => KIND_STATUS_LABELS[kind]?.[status];
