// Compensatory rest (Working Time Regulations 1998 regs 21 and 24, decision 0612): the rota's override of a rest,
// break or night warning records when the equivalent rest will be taken (a compensatory-rest record); on that day a
// task asks the home's managers whether it was, and only the record's answer "Yes" (or archiving it) closes it.
// The duty is declared in definitions/duties/staff.ts (named rule 'compensatory-rest'); its wording is read there.
import { fieldReader } from '../definitions/field-reads.ts';
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { syncRecordTask } from './record-task.ts';
import type { WtrRule } from './working-time.ts';

export const fieldReads = fieldReader('Compensatory rest (the task asking whether it was taken)', [
  { kind: 'compensatory-rest', path: 'restOn', type: 'date', why: 'the task is due on the day the rest is owed' },
  { kind: 'compensatory-rest', path: 'taken', values: ['yes'], why: '"Yes" closes the task' },
]);

/** Warnings a manager may override under the residential-care special case only with compensatory rest. */
export const REST_RULES: ReadonlySet<WtrRule> = new Set(['daily_rest', 'weekly_rest', 'break', 'night_average']);

/** The duty's key in the register, and the natural key of each record's task. */
export const COMPENSATORY_REST_DUTY = 'compensatory-rest-taken';
export const restTaskKey = (recordId: string) => `compensatory-rest:${recordId}`;

/** What the record says of its task: open until the rest is confirmed taken; gone with the record. */
export function restTaskState(data: Record<string, unknown>, archived: boolean): 'open' | 'met' | 'withdrawn' {
  if (archived) return 'withdrawn';
  return data.taken === 'yes' ? 'met' : 'open';
}

async function restTask(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
  const restOn = ctx.row.data.restOn;
  await syncRecordTask(ctx, {
    key: restTaskKey(ctx.row.id),
    state: restTaskState(ctx.row.data, !!ctx.row.archivedAt),
    duty: COMPENSATORY_REST_DUTY,
    dueAt: (today) => new Date(`${typeof restOn === 'string' ? restOn : today}T17:00:00Z`),
  });
}

export const compensatoryRestHooks: KindHooks = { afterChange: restTask };
