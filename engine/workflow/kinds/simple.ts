// The simple workflow: a draft is completed by submitting it; no sign-offs. A manager may reopen it.
import { setup } from 'xstate';
import type { WorkflowContext, WorkflowEvent } from '../types.ts';

export const simpleMachine = setup({
  types: { context: {} as WorkflowContext, events: {} as WorkflowEvent, input: {} as WorkflowContext },
  guards: {
    canEdit: ({ event }) => event.actor.canEdit,
    isManager: ({ event }) => event.actor.isManager,
  },
}).createMachine({
  id: 'simple',
  context: ({ input }) => input,
  initial: 'ongoing',
  states: {
    ongoing: { meta: { editable: true }, on: { SUBMIT: { guard: 'canEdit', target: 'complete' } } },
    complete: { on: { REOPEN: { guard: 'isManager', target: 'ongoing' } } },
  },
});
