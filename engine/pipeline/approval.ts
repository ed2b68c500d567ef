// Who may approve, reject or cancel a request of an approval kind: the kind's own access where it has it
// (engine/access/kinds.ts), else a manager of the home decides and the requester may withdraw it. Never the
// requester's own decision: the machine (engine/workflow/kinds/approval.ts) refuses that whatever this says.
import { type Caller, decideRecord, isManagerFor, type Verdict } from '../access/index.ts';
import { kindAccessOf } from '../access/kinds.ts';
import type { RecordDefinition } from '../definitions/types.ts';
import { allowedActionsFor, isEditableStatus, type RecordStatus } from '../workflow/index.ts';
import type { KindRow } from './types.ts';

export const APPROVAL_ACTIONS = ['approve', 'reject', 'cancel'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];
export const isApprovalAction = (a: string): a is ApprovalAction => (APPROVAL_ACTIONS as readonly string[]).includes(a);

const allow: Verdict = { ok: true };
const refuse = (reason: string): Verdict => ({ ok: false, status: 403, reason });

/** The person a request is for: the kind says (a leave request is its member of staff's), else who made it. */
export const requesterOf = (def: RecordDefinition, row: KindRow) =>
  kindAccessOf(def.kind)?.requester?.(row) ?? row.authorId;

export function approvalVerdict(c: Caller, def: RecordDefinition, row: KindRow, action: ApprovalAction, now: Date) {
  const own = kindAccessOf(def.kind);
  const mine = requesterOf(def, row) === c.id;
  if (action === 'cancel') {
    if (own?.cancel) return own.cancel(c, row, now);
    return mine ? allow : refuse('Only the person who asked can withdraw this request.');
  }
  if (own?.decide) return own.decide(c, row);
  if (mine) return refuse('Someone else must decide your own request.');
  return isManagerFor(c, row.homeId) ? allow : refuse('Only a manager of this home can decide this request.');
}

/** What the approval machine needs to know of the person acting. */
export function approvalFacts(c: Caller, def: RecordDefinition, row: KindRow, now: Date) {
  return {
    isRequester: requesterOf(def, row) === c.id,
    mayDecide: approvalVerdict(c, def, row, 'approve', now).ok,
    mayCancel: approvalVerdict(c, def, row, 'cancel', now).ok,
  };
}

/** No sign-offs: an approval kind's machine reads none. */
const NO_SIGNOFFS = { mode: 'none', managerSigners: [], managerSigned: false, otherSigners: [] } as const;

/**
 * What the caller may do with a request now, as the record's own `actions` say it (approve, reject, cancel,
 * then edit): for screens that list requests rather than open each.
 */
export function requestActions(c: Caller, def: RecordDefinition, row: KindRow, now: Date): string[] {
  const place = { homeId: row.homeId, youngPersonId: row.youngPersonId, staffId: row.staffId };
  const canEdit = decideRecord(c, def, place, 'edit').ok;
  const actor = { id: c.id, isManager: isManagerFor(c, row.homeId), canEdit, ...approvalFacts(c, def, row, now) };
  const actions: string[] = [
    ...allowedActionsFor(
      def.workflow,
      row.status as RecordStatus,
      { ...NO_SIGNOFFS, managerSigners: [], otherSigners: [] },
      actor,
    ),
  ];
  if (isEditableStatus(def.workflow, row.status) && canEdit) actions.push('edit');
  return actions;
}
