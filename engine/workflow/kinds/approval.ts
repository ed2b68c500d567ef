// The approval workflow (leave, overtime, transfers, account requests): a request is made, then
// approved or rejected by someone who may decide it — never the person it is for — or withdrawn.
// Who may decide and who may cancel is the kind's own access (engine/<area>/access.ts), passed in on the
// actor; the machine holds the order of things: a decision once, cancelling only what still stands.
import { setup } from 'xstate';
import type { WorkflowContext, WorkflowEvent } from '../types.ts';

export const approvalMachine = setup({
  types: { context: {} as WorkflowContext, events: {} as WorkflowEvent, input: {} as WorkflowContext },
  guards: {
    // the requester never decides their own request, whatever areas they hold
    decides: ({ event }) => !!event.actor.mayDecide && !event.actor.isRequester,
    cancels: ({ event }) => !!event.actor.mayCancel,
  },
}).createMachine({
  id: 'approval',
  context: ({ input }) => input,
  initial: 'requested',
  states: {
    requested: {
      meta: { editable: true },
      on: {
        APPROVE: { guard: 'decides', target: 'approved' },
        REJECT: { guard: 'decides', target: 'rejected' },
        CANCEL: { guard: 'cancels', target: 'cancelled' },
      },
    },
    // MOVE is the engine's step on the agreed day (a transfer between homes): no person sends it
    approved: { on: { CANCEL: { guard: 'cancels', target: 'cancelled' }, MOVE: { target: 'moved' } } },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
    moved: { type: 'final' },
  },
});

/** Actions that must say why (kept with the version they make): a refusal is explained to the person. */
export const APPROVAL_REASON_REQUIRED = ['reject'] as const;
