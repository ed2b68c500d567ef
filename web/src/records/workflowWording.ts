// What the editor's main button does, in the words of the kind's workflow (engine/workflow/kinds):
// a kind without a workflow ('none') is complete from its first save, so it is saved, never submitted;
// 'simple' completes on submit; 'signoff' sends the record for its sign-offs.
export interface PrimaryAction {
  /** The button's label. */
  label: string;
  /** true: the button only saves (there is no submit in this workflow). */
  saveOnly: boolean;
  /** The message on the record's page afterwards. */
  done: string;
}

export function primaryActionFor(workflow: string): PrimaryAction {
  if (workflow === 'none') return { label: 'Save', saveOnly: true, done: 'Saved' };
  if (workflow === 'signoff') return { label: 'Submit for sign-off', saveOnly: false, done: 'Submitted' };
  return { label: 'Submit', saveOnly: false, done: 'Submitted' };
}
