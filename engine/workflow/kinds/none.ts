// No workflow: reference-like records (contacts, hobbies, important dates) are simply kept up to
// date. They are complete from the start and stay editable; every save is still a revision.
import { setup } from 'xstate';
import type { WorkflowContext, WorkflowEvent } from '../types.ts';

export const noneMachine = setup({
  types: { context: {} as WorkflowContext, events: {} as WorkflowEvent, input: {} as WorkflowContext },
}).createMachine({
  id: 'none',
  context: ({ input }) => input,
  initial: 'complete',
  states: {
    complete: { meta: { editable: true } },
  },
});
