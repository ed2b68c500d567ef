// The sign-off workflow (SPEC §3/§4): Draft → submit → pending sign-offs → (manager signs while
// others remain) → manager signed off → (last signer) → complete. With sign-off option `none`,
// submit completes. A manager can reopen any submitted record to draft.
import { and, assign, setup } from 'xstate';
import type { WorkflowContext, WorkflowEvent } from '../types.ts';

const remainingAfter = (ctx: WorkflowContext, userId: string) => {
  const others = ctx.otherSigners.filter((u) => u !== userId);
  const managerDone = ctx.managerSigned || ctx.managerSigners.includes(userId);
  return { others, managerDone };
};

export const signoffMachine = setup({
  types: { context: {} as WorkflowContext, events: {} as WorkflowEvent, input: {} as WorkflowContext },
  guards: {
    canEdit: ({ event }) => event.actor.canEdit,
    noSignoffNeeded: ({ context }) => context.mode === 'none',
    isManager: ({ event }) => event.actor.isManager,
    isPendingSigner: ({ context, event }) =>
      (!context.managerSigned && context.managerSigners.includes(event.actor.id)) ||
      context.otherSigners.includes(event.actor.id),
    completesAll: ({ context, event }) => {
      const { others, managerDone } = remainingAfter(context, event.actor.id);
      return managerDone && others.length === 0;
    },
    givesManagerSignoff: ({ context, event }) =>
      !context.managerSigned && context.managerSigners.includes(event.actor.id),
  },
  actions: {
    recordSignature: assign(({ context, event }) => {
      const { others, managerDone } = remainingAfter(context, event.actor.id);
      return { otherSigners: others, managerSigned: managerDone };
    }),
    clearSignatures: assign(({ context }) => ({ managerSigned: false, otherSigners: context.otherSigners })),
  },
}).createMachine({
  id: 'signoff',
  context: ({ input }) => input,
  initial: 'ongoing',
  states: {
    ongoing: {
      meta: { editable: true },
      on: {
        SUBMIT: [
          { guard: and(['canEdit', 'noSignoffNeeded']), target: 'complete' },
          { guard: 'canEdit', target: 'signoffs_pending' },
        ],
      },
    },
    signoffs_pending: {
      on: {
        SIGN_OFF: [
          { guard: and(['isPendingSigner', 'completesAll']), target: 'complete', actions: 'recordSignature' },
          { guard: 'givesManagerSignoff', target: 'non_manager_signoffs_pending', actions: 'recordSignature' },
          { guard: 'isPendingSigner', actions: 'recordSignature' },
        ],
        REOPEN: { guard: 'isManager', target: 'ongoing', actions: 'clearSignatures' },
      },
    },
    non_manager_signoffs_pending: {
      on: {
        SIGN_OFF: [
          { guard: and(['isPendingSigner', 'completesAll']), target: 'complete', actions: 'recordSignature' },
          { guard: 'isPendingSigner', actions: 'recordSignature' },
        ],
        REOPEN: { guard: 'isManager', target: 'ongoing', actions: 'clearSignatures' },
      },
    },
    complete: {
      on: { REOPEN: { guard: 'isManager', target: 'ongoing', actions: 'clearSignatures' } },
    },
  },
});
