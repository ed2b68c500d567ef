// Workflow: pure XState transitions computed from the stored status (no long-lived actors).
// The same module runs on the server (the authority) and in the web app (to show buttons).
import { transition } from 'xstate';
import { approvalMachine } from './kinds/approval.ts';
import { noneMachine } from './kinds/none.ts';
import { signoffMachine } from './kinds/signoff.ts';
import { simpleMachine } from './kinds/simple.ts';
import {
  ACTION_EVENTS,
  type RecordStatus,
  type SignoffMode,
  STATUS_LABELS,
  WORKFLOW_ACTIONS,
  type WorkflowAction,
  type WorkflowActor,
  type WorkflowContext,
} from './types.ts';

export { APPROVAL_REASON_REQUIRED } from './kinds/approval.ts';
export * from './types.ts';

/** Adding a workflow kind is adding one file in ./kinds and one line here. */
export const workflowMachines = {
  signoff: signoffMachine,
  simple: simpleMachine,
  none: noneMachine,
  approval: approvalMachine,
} as const;
export type WorkflowMachine = (typeof workflowMachines)[keyof typeof workflowMachines];

export function machineFor(kind: string): WorkflowMachine {
  const machine = (workflowMachines as Record<string, WorkflowMachine>)[kind];
  if (!machine) throw new Error(`Unknown workflow kind "${kind}"`);
  return machine;
}

/** The status a new record starts in. */
export function initialStatus(kind: string): RecordStatus {
  return machineFor(kind).config.initial as RecordStatus;
}

/** Whether the kind's machine has this status at all (an approval kind has no "complete", a sign-off no "approved"). */
export const hasStatus = (kind: string, status: string) => status in (machineFor(kind).config.states ?? {});

/** Whether a record's content may be edited in this status (state meta `editable`). */
export function isEditableStatus(kind: string, status: string): boolean {
  const state = (machineFor(kind).config.states ?? {})[status] as { meta?: { editable?: boolean } } | undefined;
  return !!state?.meta?.editable;
}

export function snapshotFor(kind: string, status: RecordStatus, context: WorkflowContext) {
  const machine = machineFor(kind);
  return machine.resolveState({ value: status, context });
}
export type WorkflowSnapshot = ReturnType<typeof snapshotFor>;

/** Which actions this actor may take now. */
export function allowedActions(snapshot: WorkflowSnapshot, actor: WorkflowActor): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((a) => snapshot.can({ type: ACTION_EVENTS[a], actor }));
}

/**
 * The same answer, kept per case (every record read asks it; the machine takes some 15 µs). The guards
 * read the context only as the actor sees it — are they a manager signer, a pending other signer, is
 * anyone else still to sign — so the machine is asked once per such case, with stand-in ids, and its
 * answer kept under exactly those facts. A guard reading more must add it to the key.
 */
const allowedByCase = new Map<string, WorkflowAction[]>();
export function allowedActionsFor(
  kind: string,
  status: RecordStatus,
  context: WorkflowContext,
  actor: WorkflowActor,
): readonly WorkflowAction[] {
  if (!hasStatus(kind, status)) return []; // another workflow's status: nothing to do from it
  const managerSigner = context.managerSigners.includes(actor.id);
  const otherSigner = context.otherSigners.includes(actor.id);
  const othersRemain = context.otherSigners.some((id) => id !== actor.id);
  const key = [
    kind,
    status,
    context.mode,
    context.managerSigned,
    managerSigner,
    otherSigner,
    othersRemain,
    actor.isManager,
    actor.canEdit,
    actor.isRequester,
    actor.mayDecide,
    actor.mayCancel,
  ].join('|');
  let answer = allowedByCase.get(key);
  if (!answer) {
    const seen: WorkflowContext = {
      mode: context.mode,
      managerSigned: context.managerSigned,
      managerSigners: managerSigner ? ['actor'] : [],
      otherSigners: [...(otherSigner ? ['actor'] : []), ...(othersRemain ? ['someone else'] : [])],
    };
    answer = allowedActions(snapshotFor(kind, status, seen), { ...actor, id: 'actor' });
    allowedByCase.set(key, answer);
  }
  return answer;
}

export type Decision =
  { ok: true; status: RecordStatus; context: WorkflowContext } | { ok: false; code: 403 | 409; reason: string };

const VERBS: Record<WorkflowAction, string> = {
  submit: 'submitted',
  'sign-off': 'signed off',
  reopen: 'reopened',
  approve: 'approved',
  reject: 'rejected',
  cancel: 'cancelled',
};
/** Why an allowed-in-this-status action is refused to this actor. */
const NOT_FOR_YOU: Record<WorkflowAction, string> = {
  submit: 'you may not edit this record',
  'sign-off': 'you are not a sign-off still required on this record',
  reopen: 'only a manager can reopen a record',
  approve: 'you may not decide this request (nobody decides their own)',
  reject: 'you may not decide this request (nobody decides their own)',
  cancel: 'you may not cancel this request now',
};

/** Apply an action: the next status, or why it is refused (409 = not now, 403 = not for you). */
export function decide(
  kind: string,
  status: RecordStatus,
  context: WorkflowContext,
  action: WorkflowAction,
  actor: WorkflowActor,
): Decision {
  const machine = machineFor(kind);
  const event = { type: ACTION_EVENTS[action], actor };
  const stateConfig = (machine.config.states ?? {})[status] as { on?: Record<string, unknown> } | undefined;
  if (!stateConfig?.on?.[event.type]) {
    return {
      ok: false,
      code: 409,
      reason: `A record with status "${STATUS_LABELS[status]}" cannot be ${VERBS[action]}.`,
    };
  }
  const snapshot = snapshotFor(kind, status, context);
  if (!snapshot.can(event)) {
    return { ok: false, code: 403, reason: `This record cannot be ${VERBS[action]} by you: ${NOT_FOR_YOU[action]}.` };
  }
  const [next] = transition(machine, snapshot, event);
  return { ok: true, status: next.value as RecordStatus, context: next.context };
}

/** The workflow context from a record as the API returns it (used by the web app). */
export function workflowContextFromRecord(record: {
  signoffRule?: { mode: SignoffMode } | null;
  signoffs?: { userId: string; step: 'manager' | 'other'; signedAt: string | null }[];
}): WorkflowContext {
  const signoffs = record.signoffs ?? [];
  return {
    mode: record.signoffRule?.mode ?? 'default',
    managerSigners: signoffs.filter((s) => s.step === 'manager').map((s) => s.userId),
    managerSigned: signoffs.some((s) => s.step === 'manager' && s.signedAt),
    otherSigners: signoffs.filter((s) => s.step === 'other' && !s.signedAt).map((s) => s.userId),
  };
}

/**
 * A step the engine takes on its own (MOVE: a transfer made on its agreed day), never offered to a person: the next
 * status, or null when the record's status does not lead there (decided otherwise meanwhile).
 */
export function engineStep(kind: string, status: string, type: 'MOVE'): RecordStatus | null {
  if (!hasStatus(kind, status)) return null;
  const none: WorkflowContext = { mode: 'none', managerSigners: [], managerSigned: false, otherSigners: [] };
  const snapshot = snapshotFor(kind, status as RecordStatus, none);
  const event = { type, actor: { id: 'engine', isManager: false, canEdit: false } };
  if (!snapshot.can(event)) return null;
  return transition(machineFor(kind), snapshot, event)[0].value as RecordStatus;
}
