// Running a kind's hooks around one write (engine/pipeline/types.ts): each is optional, so a kind without
// hooks passes its data through unchanged and its write stays one statement with no transaction.
import type { OrgStore, RecordRow } from '../store/index.ts';
import type { WorkflowAction } from '../workflow/index.ts';
import { kindHooksOf } from './kinds.ts';
import type { HookContext } from './types.ts';

export function hookRun(ctx: Omit<HookContext, 'data'>) {
  const hooks = kindHooksOf(ctx.def.kind);
  return {
    /** whether the kind has any hook (else the write is as every record's) */
    any: !!(hooks.beforeValidate || hooks.beforeChange || hooks.afterChange),
    beforeValidate: async (data: Record<string, unknown>) =>
      hooks.beforeValidate ? hooks.beforeValidate({ ...ctx, data }) : data,
    beforeChange: async (
      data: Record<string, unknown>,
    ): Promise<{ data: Record<string, unknown>; then?: WorkflowAction }> =>
      hooks.beforeChange ? hooks.beforeChange({ ...ctx, data }) : { data },
    /** before a workflow step (submit, sign-off, reopen), with the data as stored */
    beforeStep: async () => {
      await hooks.beforeStep?.({ ...ctx, data: ctx.before?.data ?? {} });
    },
    /** in the write's transaction, with the row as written */
    afterChange: async (row: RecordRow, tx: OrgStore) => {
      await hooks.afterChange?.({ ...ctx, data: row.data, row, tx });
    },
  };
}
export type HookRun = ReturnType<typeof hookRun>;
