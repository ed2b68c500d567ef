// Which workflow buttons to show: the server's own `record.actions`, worked out with the record by engine/access
// and engine/workflow. The web does not replay the workflow to decide who may act; it only orders the buttons.
import type { RecordAction, RecordDto } from './types.ts';

/** The order buttons appear in. */
const ORDER: RecordAction[] = ['edit', 'submit', 'sign-off', 'reopen', 'archive', 'unarchive'];

export function workflowButtons(record: Pick<RecordDto, 'actions'>): RecordAction[] {
  const server = new Set(record.actions);
  return ORDER.filter((a) => server.has(a));
}
