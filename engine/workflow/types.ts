// Shared workflow vocabulary: statuses (SPEC §4), actions, and who is acting.
export const SIGNOFF_STATUSES = ['ongoing', 'signoffs_pending', 'non_manager_signoffs_pending', 'complete'] as const;
/** The approval workflow's statuses (kinds/approval.ts); `moved`: a transfer between homes made on its day. */
export const APPROVAL_STATUSES = ['requested', 'approved', 'rejected', 'cancelled', 'moved'] as const;
export const RECORD_STATUSES = [...SIGNOFF_STATUSES, ...APPROVAL_STATUSES] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const STATUS_LABELS: Record<RecordStatus, string> = {
  ongoing: 'Draft',
  signoffs_pending: 'Completed, Pending Sign-offs',
  non_manager_signoffs_pending: 'Completed, Manager Signed Off, Pending Other Sign-Offs',
  complete: 'Completed, All Signed Off',
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  moved: 'Moved',
};

/** Workflow actions as they appear in URLs, and the machine events they send. */
export const ACTION_EVENTS = {
  submit: 'SUBMIT',
  'sign-off': 'SIGN_OFF',
  reopen: 'REOPEN',
  approve: 'APPROVE',
  reject: 'REJECT',
  cancel: 'CANCEL',
} as const;
export type WorkflowAction = keyof typeof ACTION_EVENTS;
export const WORKFLOW_ACTIONS = Object.keys(ACTION_EVENTS) as WorkflowAction[];

/** The person acting, as the workflow needs to see them (the access module works this out). */
export interface WorkflowActor {
  id: string;
  isManager: boolean; // the manager flag, for a home of the record
  canEdit: boolean; // may edit this record's content (area + young-person permission + home)
  /** Approval kinds: the person the request is for (never decides it). */
  isRequester?: boolean;
  /** Approval kinds: the kind's access lets them approve or reject. */
  mayDecide?: boolean;
  /** Approval kinds: the kind's access lets them cancel it now. */
  mayCancel?: boolean;
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
  | { type: 'REOPEN'; actor: WorkflowActor }
  | { type: 'APPROVE'; actor: WorkflowActor }
  | { type: 'REJECT'; actor: WorkflowActor }
  | { type: 'CANCEL'; actor: WorkflowActor }
  /** what an approved request leads to, done by the engine on its day (a transfer's move), never a person's action */
  | { type: 'MOVE'; actor: WorkflowActor };
