// Shared workflow vocabulary: statuses (SPEC §4), actions, and who is acting.
export const RECORD_STATUSES = ['ongoing', 'signoffs_pending', 'non_manager_signoffs_pending', 'complete'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const STATUS_LABELS: Record<RecordStatus, string> = {
  ongoing: 'Draft',
  signoffs_pending: 'Completed, Pending Sign-offs',
  non_manager_signoffs_pending: 'Completed, Manager Signed Off, Pending Other Sign-Offs',
  complete: 'Completed, All Signed Off',
};

/** Workflow actions as they appear in URLs, and the machine events they send. */
export const ACTION_EVENTS = { submit: 'SUBMIT', 'sign-off': 'SIGN_OFF', reopen: 'REOPEN' } as const;
export type WorkflowAction = keyof typeof ACTION_EVENTS;
export const WORKFLOW_ACTIONS = Object.keys(ACTION_EVENTS) as WorkflowAction[];

/** The person acting, as the workflow needs to see them (the access module works this out). */
export interface WorkflowActor {
  id: string;
  isManager: boolean; // the manager flag, for a home of the record
  canEdit: boolean; // may edit this record's content (area + young-person permission + home)
}

export type SignoffMode = 'none' | 'default' | 'custom';

/** What the machine needs to know about a record's sign-offs; derived from stored rows. */
export interface WorkflowContext {
  mode: SignoffMode;
  managerSigners: string[]; // who may give the manager sign-off (managers of the record's home)
  managerSigned: boolean;
  otherSigners: string[]; // chosen (custom) signers who have not signed yet
}

export type WorkflowEvent =
  | { type: 'SUBMIT'; actor: WorkflowActor }
  | { type: 'SIGN_OFF'; actor: WorkflowActor }
  | { type: 'REOPEN'; actor: WorkflowActor };
