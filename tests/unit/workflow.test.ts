// Every allowed and refused workflow transition, for every sign-off option.
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  allowedActionsFor,
  decide,
  type RecordStatus,
  snapshotFor,
  type WorkflowAction,
  type WorkflowContext,
} from '../../engine/workflow/index.ts';

const author = { id: 'author', isManager: false, canEdit: true };
const reader = { id: 'reader', isManager: false, canEdit: false };
const manager = { id: 'mgr', isManager: true, canEdit: true };
const manager2 = { id: 'mgr2', isManager: true, canEdit: true };
const chosen = { id: 'chosen', isManager: false, canEdit: false };
const chosen2 = { id: 'chosen2', isManager: false, canEdit: false };

const ctx = (mode: WorkflowContext['mode'], over: Partial<WorkflowContext> = {}): WorkflowContext => ({
  mode,
  managerSigners: ['mgr', 'mgr2'],
  managerSigned: false,
  otherSigners: mode === 'custom' ? ['chosen', 'chosen2'] : [],
  ...over,
});

describe('sign-off workflow: submit', () => {
  it('with option none, submit completes the record', () => {
    expect(decide('signoff', 'ongoing', ctx('none'), 'submit', author)).toMatchObject({ ok: true, status: 'complete' });
  });
  it.each(['default', 'custom'] as const)('with option %s, submit asks for sign-offs', (mode) => {
    expect(decide('signoff', 'ongoing', ctx(mode), 'submit', author)).toMatchObject({
      ok: true,
      status: 'signoffs_pending',
    });
  });
  it('someone who may not edit the record cannot submit it (403)', () => {
    expect(decide('signoff', 'ongoing', ctx('default'), 'submit', reader)).toMatchObject({ ok: false, code: 403 });
  });
  it.each(['signoffs_pending', 'non_manager_signoffs_pending', 'complete'] as RecordStatus[])(
    'a record in %s cannot be submitted again (409)',
    (status) => {
      expect(decide('signoff', status, ctx('default'), 'submit', author)).toMatchObject({ ok: false, code: 409 });
    },
  );
});

describe('sign-off workflow: default option (a manager signs)', () => {
  it('any one manager of the home completes it', () => {
    expect(decide('signoff', 'signoffs_pending', ctx('default'), 'sign-off', manager2)).toMatchObject({
      ok: true,
      status: 'complete',
    });
  });
  it('the author (not a signer) is refused (403)', () => {
    expect(decide('signoff', 'signoffs_pending', ctx('default'), 'sign-off', author)).toMatchObject({
      ok: false,
      code: 403,
    });
  });
  it('a draft cannot be signed off (409)', () => {
    expect(decide('signoff', 'ongoing', ctx('default'), 'sign-off', manager)).toMatchObject({ ok: false, code: 409 });
  });
  it('a complete record cannot be signed off again (409)', () => {
    expect(decide('signoff', 'complete', ctx('default', { managerSigned: true }), 'sign-off', manager)).toMatchObject({
      ok: false,
      code: 409,
    });
  });
});

describe('sign-off workflow: custom option (manager plus chosen people)', () => {
  it('the manager signing first moves it to "manager signed off, pending others"', () => {
    const d = decide('signoff', 'signoffs_pending', ctx('custom'), 'sign-off', manager);
    expect(d).toMatchObject({ ok: true, status: 'non_manager_signoffs_pending' });
  });
  it('a second manager cannot sign the manager step again (403)', () => {
    const c = ctx('custom', { managerSigned: true });
    expect(decide('signoff', 'non_manager_signoffs_pending', c, 'sign-off', manager2)).toMatchObject({
      ok: false,
      code: 403,
    });
  });
  it('a chosen person signing before the manager leaves it pending', () => {
    const d = decide('signoff', 'signoffs_pending', ctx('custom'), 'sign-off', chosen);
    expect(d).toMatchObject({
      ok: true,
      status: 'signoffs_pending',
      context: { otherSigners: ['chosen2'], managerSigned: false },
    });
  });
  it('the last required sign-off completes it, in any order', () => {
    let c = ctx('custom');
    let status: RecordStatus = 'signoffs_pending';
    for (const who of [chosen, manager, chosen2]) {
      const d = decide('signoff', status, c, 'sign-off', who);
      if (!d.ok) throw new Error(d.reason);
      status = d.status;
      c = d.context;
    }
    expect(status).toBe('complete');
  });
  it('someone who already signed cannot sign again (403)', () => {
    const d = decide('signoff', 'signoffs_pending', ctx('custom'), 'sign-off', chosen);
    if (!d.ok) throw new Error(d.reason);
    expect(decide('signoff', d.status, d.context, 'sign-off', chosen)).toMatchObject({ ok: false, code: 403 });
  });
});

describe('sign-off workflow: reopen', () => {
  it.each(['signoffs_pending', 'non_manager_signoffs_pending', 'complete'] as RecordStatus[])(
    'a manager reopens a %s record to draft',
    (status) => {
      expect(
        decide('signoff', status, ctx('custom', { managerSigned: status !== 'signoffs_pending' }), 'reopen', manager),
      ).toMatchObject({ ok: true, status: 'ongoing' });
    },
  );
  it.each(['signoffs_pending', 'complete'] as RecordStatus[])('staff cannot reopen a %s record (403)', (status) => {
    expect(decide('signoff', status, ctx('default'), 'reopen', author)).toMatchObject({ ok: false, code: 403 });
  });
  it('a draft cannot be reopened (409)', () => {
    expect(decide('signoff', 'ongoing', ctx('default'), 'reopen', manager)).toMatchObject({ ok: false, code: 409 });
  });
});

describe('allowed actions (what the web app shows)', () => {
  const cases: [RecordStatus, WorkflowContext, typeof author, WorkflowAction[]][] = [
    ['ongoing', ctx('default'), author, ['submit']],
    ['ongoing', ctx('default'), reader, []],
    ['signoffs_pending', ctx('default'), manager, ['sign-off', 'reopen']],
    ['signoffs_pending', ctx('custom'), chosen, ['sign-off']],
    ['signoffs_pending', ctx('default'), author, []],
    ['non_manager_signoffs_pending', ctx('custom', { managerSigned: true }), chosen2, ['sign-off']],
    ['complete', ctx('default', { managerSigned: true }), manager, ['reopen']],
  ];
  it.each(cases)('%s → %j for the actor', (status, c, actor, expected) => {
    expect(allowedActions(snapshotFor('signoff', status, c), actor)).toEqual(expected);
  });
});

describe('simple workflow', () => {
  it('submit completes; a manager reopens; staff cannot', () => {
    const none = ctx('none');
    expect(decide('simple', 'ongoing', none, 'submit', author)).toMatchObject({ ok: true, status: 'complete' });
    expect(decide('simple', 'complete', none, 'reopen', manager)).toMatchObject({ ok: true, status: 'ongoing' });
    expect(decide('simple', 'complete', none, 'reopen', author)).toMatchObject({ ok: false, code: 403 });
    expect(decide('simple', 'ongoing', none, 'sign-off', manager)).toMatchObject({ ok: false, code: 409 });
  });
});

describe('no workflow', () => {
  it('starts complete, stays editable, and has no actions', async () => {
    const { initialStatus, isEditableStatus } = await import('../../engine/workflow/index.ts');
    expect(initialStatus('none')).toBe('complete');
    expect(isEditableStatus('none', 'complete')).toBe(true);
    expect(isEditableStatus('signoff', 'complete')).toBe(false);
    expect(isEditableStatus('signoff', 'ongoing')).toBe(true);
    expect(allowedActions(snapshotFor('none', 'complete', ctx('none')), manager)).toEqual([]);
    expect(decide('none', 'complete', ctx('none'), 'submit', author)).toMatchObject({ ok: false, code: 409 });
  });
});

describe('allowed actions kept per case (what every record read answers with)', () => {
  it("gives the machine's own answer for every status, mode, signer set and actor", () => {
    const ids = ['me', 'ann', 'bob'];
    const subsets = [[], ['me'], ['ann'], ['me', 'ann'], ['ann', 'bob'], ['me', 'ann', 'bob']];
    const statuses: Record<string, RecordStatus[]> = {
      signoff: ['ongoing', 'signoffs_pending', 'non_manager_signoffs_pending', 'complete'],
      simple: ['ongoing', 'complete'],
      none: ['complete'],
    };
    let cases = 0;
    for (const [kind, list] of Object.entries(statuses))
      for (const status of list)
        for (const mode of ['none', 'default', 'custom'] as const)
          for (const managerSigners of subsets)
            for (const otherSigners of subsets)
              for (const managerSigned of [false, true])
                for (const id of ids)
                  for (const isManager of [false, true])
                    for (const canEdit of [false, true]) {
                      const context: WorkflowContext = { mode, managerSigners, managerSigned, otherSigners };
                      const actor = { id, isManager, canEdit };
                      expect(
                        allowedActionsFor(kind, status, context, actor),
                        JSON.stringify({ kind, status, context, actor }),
                      ).toEqual(allowedActions(snapshotFor(kind, status, context), actor));
                      cases++;
                    }
    expect(cases).toBeGreaterThan(10_000);
  });
});
