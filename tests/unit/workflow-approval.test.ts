// The approval workflow (leave, overtime, transfers, account requests): every status and action, who decides
// (never the requester), who cancels, reasons, and the per-case cache of allowed actions agreeing with the
// machine; and the pipeline's default approval verdicts for a kind without access of its own.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../engine/access/index.ts';
import type { RecordDefinition } from '../../engine/definitions/types.ts';
import { approvalFacts, approvalVerdict, isApprovalAction, requesterOf } from '../../engine/pipeline/approval.ts';
import type { RecordRow } from '../../engine/store/index.ts';
import {
  allowedActions,
  allowedActionsFor,
  APPROVAL_REASON_REQUIRED,
  APPROVAL_STATUSES,
  decide,
  initialStatus,
  isEditableStatus,
  type RecordStatus,
  snapshotFor,
  type WorkflowActor,
  type WorkflowContext,
} from '../../engine/workflow/index.ts';

const none: WorkflowContext = { mode: 'none', managerSigners: [], managerSigned: false, otherSigners: [] };
const actor = (over: Partial<WorkflowActor> = {}): WorkflowActor => ({
  id: 'someone',
  isManager: false,
  canEdit: false,
  ...over,
});
const requester = actor({ id: 'sam', canEdit: true, isRequester: true, mayCancel: true });
const manager = actor({ id: 'marcus', isManager: true, canEdit: true, mayDecide: true, mayCancel: true });

describe('approval workflow: a request is decided once, never by the person it is for', () => {
  it('starts requested, editable while it awaits a decision and never after', () => {
    expect(initialStatus('approval')).toBe('requested');
    expect(APPROVAL_STATUSES.filter((s) => isEditableStatus('approval', s))).toEqual(['requested']);
  });

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
    ['cancel', 'cancelled'],
  ] as const)('a manager who may decide can %s a request (→ %s)', (action, status) => {
    expect(decide('approval', 'requested', none, action, manager)).toMatchObject({ ok: true, status });
  });

  it('the requester is refused the decision (403) even holding every permission', () => {
    const both = { ...manager, id: 'sam', isRequester: true };
    expect(decide('approval', 'requested', none, 'approve', both)).toMatchObject({ ok: false, code: 403 });
    expect(decide('approval', 'requested', none, 'reject', both)).toMatchObject({ ok: false, code: 403 });
    expect(decide('approval', 'requested', none, 'cancel', both)).toMatchObject({ ok: true, status: 'cancelled' });
  });

  it('someone the kind does not let decide or cancel is refused (403)', () => {
    const colleague = actor({ id: 'alex', canEdit: true });
    for (const action of ['approve', 'reject', 'cancel'] as const)
      expect(decide('approval', 'requested', none, action, colleague)).toMatchObject({ ok: false, code: 403 });
  });

  it('an approved request can only be cancelled; a decided or cancelled one no more (409)', () => {
    expect(decide('approval', 'approved', none, 'cancel', manager)).toMatchObject({ ok: true, status: 'cancelled' });
    for (const action of ['approve', 'reject'] as const)
      expect(decide('approval', 'approved', none, action, manager)).toMatchObject({ ok: false, code: 409 });
    for (const status of ['rejected', 'cancelled'] as const)
      for (const action of ['approve', 'reject', 'cancel'] as const)
        expect(decide('approval', status, none, action, manager)).toMatchObject({ ok: false, code: 409 });
  });

  it('the sign-off actions are not a request’s (409), nor approval actions a sign-off record’s', () => {
    for (const action of ['submit', 'sign-off', 'reopen'] as const)
      expect(decide('approval', 'requested', none, action, manager)).toMatchObject({ ok: false, code: 409 });
    expect(decide('signoff', 'signoffs_pending', none, 'approve', manager)).toMatchObject({ ok: false, code: 409 });
  });

  it("another workflow's status offers nothing and is refused (409), never an error", () => {
    expect(allowedActionsFor('approval', 'complete', none, manager)).toEqual([]);
    expect(allowedActionsFor('signoff', 'approved', none, manager)).toEqual([]);
    expect(decide('approval', 'complete', none, 'reopen', manager)).toMatchObject({ ok: false, code: 409 });
    expect(decide('signoff', 'requested', none, 'approve', manager)).toMatchObject({ ok: false, code: 409 });
  });

  it('a refusal must say why; approving and cancelling need not', () => {
    expect([...APPROVAL_REASON_REQUIRED]).toEqual(['reject']);
  });

  it('allowed actions: the decider sees approve, reject, cancel; the requester only cancel', () => {
    expect(allowedActions(snapshotFor('approval', 'requested', none), manager)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
    expect(allowedActions(snapshotFor('approval', 'requested', none), requester)).toEqual(['cancel']);
    expect(allowedActions(snapshotFor('approval', 'approved', none), requester)).toEqual(['cancel']);
    expect(allowedActions(snapshotFor('approval', 'rejected', none), manager)).toEqual([]);
  });

  it('the per-case cache gives the machine’s own answer for every status and actor', () => {
    let cases = 0;
    for (const status of APPROVAL_STATUSES as readonly RecordStatus[])
      for (const isRequester of [false, true])
        for (const mayDecide of [false, true])
          for (const mayCancel of [false, true])
            for (const isManager of [false, true]) {
              const a = actor({ isManager, isRequester, mayDecide, mayCancel });
              expect(allowedActionsFor('approval', status, none, a), JSON.stringify({ status, a })).toEqual(
                allowedActions(snapshotFor('approval', status, none), a),
              );
              cases++;
            }
    expect(cases).toBe(APPROVAL_STATUSES.length * 16);
  });
});

describe('the pipeline’s approval verdicts for a kind without access of its own', () => {
  const def = { kind: 'equipment-request', workflow: 'approval' } as RecordDefinition;
  const row = {
    homeId: 'oak',
    youngPersonId: null,
    staffId: null,
    status: 'requested',
    authorId: 'sam',
    data: {},
  } as unknown as RecordRow;
  const caller = (id: string, isManager: boolean): Caller =>
    ({ id, role: 'staff', isManager, homeIds: ['oak'], areas: {} }) as unknown as Caller;
  const now = new Date('2026-11-27T10:00:00Z');

  it('the requester is who made it; a manager of the home decides; the requester withdraws', () => {
    expect(requesterOf(def, row)).toBe('sam');
    expect(approvalVerdict(caller('marcus', true), def, row, 'approve', now).ok).toBe(true);
    expect(approvalVerdict(caller('alex', false), def, row, 'approve', now).ok).toBe(false);
    expect(approvalVerdict(caller('sam', true), def, row, 'reject', now)).toMatchObject({ ok: false, status: 403 });
    expect(approvalVerdict(caller('sam', false), def, row, 'cancel', now).ok).toBe(true);
    expect(approvalVerdict(caller('marcus', true), def, row, 'cancel', now).ok).toBe(false);
    expect(approvalFacts(caller('sam', true), def, row, now)).toEqual({
      isRequester: true,
      mayDecide: false,
      mayCancel: true,
    });
  });

  it('knows the approval actions from the others', () => {
    expect(['approve', 'reject', 'cancel', 'submit', 'reopen'].map(isApprovalAction)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
