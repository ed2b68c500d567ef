// Every obligation the areas declare (definitions/obligations.ts) is well formed: unique keys, real
// intervals, record kinds that exist, SPEC §3 task types; and the checker says what is wrong.
import { describe, expect, it } from 'vitest';
import { eventTaskTypes } from '../../definitions/lists/event-task-types.ts';
import { recordCategories } from '../../definitions/lists/tasks-alerts.ts';
import { allObligations } from '../../definitions/obligations.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { checkObligations } from '../../engine/obligations/check.ts';
import type { Obligation } from '../../engine/obligations/types.ts';

const taskTypes = new Set(eventTaskTypes.items.map((i) => i.value));
const categories = new Set(recordCategories.items.map((i) => i.value));

describe('declared obligations', () => {
  it('all check', async () => {
    const kinds = new Set((await loadDefinitionFiles()).keys());
    expect(checkObligations(allObligations, { kinds, taskTypes, categories })).toEqual([]);
    expect(allObligations.some((o) => o.key === 'petty-cash-count')).toBe(true);
  });

  it('the checker names each mistake', () => {
    const ok: Obligation = {
      key: 'x-ok',
      title: 'T {name}',
      description: 'd',
      subject: 'home',
      every: { months: 1 },
      metBy: { kinds: ['k'] },
      leadDays: 3,
      assignTo: 'home-managers',
      taskType: 'home chore',
    };
    const known = { kinds: new Set(['k']), taskTypes, categories };
    expect(checkObligations([ok], known)).toEqual([]);
    const bad = checkObligations(
      [
        ok,
        { ...ok, key: 'x-ok' },
        { ...ok, key: 'Bad_key' },
        { ...ok, key: 'a', every: {} },
        { ...ok, key: 'b', leadDays: -1 },
        { ...ok, key: 'c', taskType: 'nope' },
        { ...ok, key: 'd', metBy: { kinds: ['missing'] } },
        { ...ok, key: 'e', metBy: {} },
        { ...ok, key: 'f', subject: 'staff', metBy: { source: 'cash-counts' } },
        { ...ok, key: 'g', roles: ['manager'] },
        { ...ok, key: 'h', assignTo: 'subject' },
        { ...ok, key: 'i', recordCategory: 'nope' },
        { ...ok, key: 'j', title: ' ' },
      ],
      known,
    );
    expect(bad).toEqual([
      'obligation x-ok: the key is used twice',
      "obligation Bad_key: the key is lowercase letters, digits and dashes (it is part of a task's natural key)",
      'obligation a: every needs a positive number of days, weeks, months or years',
      'obligation b: leadDays is a whole number of days, 0 or more',
      'obligation c: taskType "nope" is not a SPEC §3 event/task type',
      'obligation d: metBy kind "missing" is not a record definition',
      'obligation e: metBy needs record kinds or a source',
      'obligation f: source "cash-counts" meets home duties',
      'obligation g: roles only narrow staff duties',
      'obligation h: only a member of staff can be assigned their own duty',
      'obligation i: recordCategory "nope" is not a record category',
      'obligation j: it needs a title',
    ]);
  });
});
