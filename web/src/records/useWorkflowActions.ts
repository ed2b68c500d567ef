// Which workflow buttons to show: the shared XState machine (engine/workflow, the same one the server runs)
// restored at the record's stored status, asked what this person can do; then intersected with the server's
// own `record.actions`, which is the authority (it knows per-home manager rights and permissions exactly).
import { useMachine } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import {
  allowedActions,
  machineFor,
  workflowContextFromRecord,
  type RecordStatus,
  type WorkflowActor,
  type WorkflowSnapshot,
} from '../../../engine/workflow/index.ts';
import type { Me } from '../types.ts';
import { isManagerHere } from './permissions.ts';
import type { RecordAction, RecordDto } from './types.ts';

/** The order buttons appear in. */
const ORDER: RecordAction[] = ['edit', 'submit', 'sign-off', 'reopen', 'archive', 'unarchive'];

/** Call from a component keyed by record id + version, so the machine is restored afresh after each change. */
export function useWorkflowActions(record: RecordDto, workflowKind: string, me: Me): RecordAction[] {
  const machine = machineFor(workflowKind) as AnyStateMachine;
  const context = workflowContextFromRecord(record);
  const snapshot = machine.resolveState({ value: record.status as RecordStatus, context });
  const [state] = useMachine(machine, { snapshot, input: context });
  const actor: WorkflowActor = {
    id: me.id,
    isManager: isManagerHere(me, record.homeId),
    canEdit: record.actions.includes('edit') || record.actions.includes('submit'),
  };
  const fromMachine = record.archivedAt ? [] : allowedActions(state as unknown as WorkflowSnapshot, actor);
  const server = new Set(record.actions);
  return ORDER.filter((a) => {
    if (a === 'submit' || a === 'sign-off' || a === 'reopen') return server.has(a) && fromMachine.includes(a);
    return server.has(a); // edit / archive / unarchive are not workflow transitions: the server alone decides
  });
}
