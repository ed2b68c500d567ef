// Every declared duty (definitions/duties/) is well formed — unique keys, real periods, record kinds that exist, SPEC
// §3 task types, named rules that exist, a source — and the checker names each mistake.
import { describe, expect, it } from 'vitest';
import { allDuties, dutyOf } from '../../definitions/duties/index.ts';
import { eventTaskTypes } from '../../definitions/lists/event-task-types.ts';
import { recordCategories } from '../../definitions/lists/tasks-alerts.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { checkDuties, defineDuty, NAMED_RULES } from '../../engine/duties/define.ts';
import type { Duty, DutyTrigger } from '../../engine/duties/types.ts';

const taskTypes = new Set(eventTaskTypes.items.map((i) => i.value as string));
const categories = new Set(recordCategories.items.map((i) => i.value as string));
const rules = new Set(Object.keys(NAMED_RULES));

describe('declared duties', () => {
  it('all check, and the notifications, Reg 44 and restraint steps are there with their sources', async () => {
    const kinds = new Set((await loadDefinitionFiles()).keys());
    expect(checkDuties(allDuties, { kinds, taskTypes, categories, rules })).toEqual([]);
    expect(dutyOf('reg44-visit').period).toEqual({ within: 'calendar', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' });
    expect(dutyOf('safeguarding-notify-ofsted-ch').period).toEqual({ within: 'hours', hours: 24 });
    expect(dutyOf('incident-notification').escalation.map((e) => e.to)).toContain('responsible-individual');
    expect(dutyOf('sa-restraint-review').source).toMatchObject({ verified: false, practice: true });
    expect(dutyOf('restraint-review').source).toMatchObject({ verified: true });
    expect(() => dutyOf('no-such-duty')).toThrow(/no-such-duty/);
    // no duty is met by a draft: every record that meets one is in a proving state
    for (const d of allDuties)
      for (const m of d.met) if ('record' in m) expect(['submitted', 'signed-off'], d.key).toContain(m.record.state);
  }, 120_000); // reading every definition file takes a while on a busy machine

  it('the checker names each mistake', () => {
    const ok: Duty = defineDuty({
      key: 'x-ok',
      area: 'home-checks',
      subject: 'home',
      trigger: { on: 'recurrence', anchor: 'start' },
      period: { within: 'every', every: { months: 1 } },
      met: [{ record: { kinds: ['k'], state: 'submitted' } }],
      source: { cite: 'CH reg 1', verified: true },
      lead: { days: 1 },
      escalation: [],
      wording: { title: 'T {name}', description: 'd' },
      assignTo: 'home-managers',
      taskType: 'home chore',
      priority: 'low',
    });
    const known = { kinds: new Set(['k']), taskTypes, categories, rules };
    expect(checkDuties([ok], known)).toEqual([]);
    const event: DutyTrigger = { on: 'record-event', kinds: ['k'], from: ['at'] };
    expect(
      checkDuties(
        [
          ok,
          { ...ok, key: 'x-ok' },
          { ...ok, key: 'Bad_key' },
          { ...ok, key: 'a', period: { within: 'every', every: {} } },
          { ...ok, key: 'b', period: { within: 'calendar', rrule: 'FREQ=DAILY' } },
          { ...ok, key: 'c', period: { within: 'hours', hours: 24 } },
          { ...ok, key: 'd', trigger: event, period: { within: 'working-days', days: 0 } },
          { ...ok, key: 'e', taskType: 'nope', category: 'nope' },
          { ...ok, key: 'f', met: [{ record: { kinds: ['missing'], state: 'submitted' } }] },
          { ...ok, key: 'g', subject: 'staff', met: [{ source: 'cash-counts' }] },
          {
            ...ok,
            key: 'h',
            trigger: { on: 'named-rule', rule: 'nope', kinds: ['k'] },
            period: { within: 'hours', hours: 1 },
          },
          { ...ok, key: 'i', roles: ['manager'], assignTo: 'subject' },
          { ...ok, key: 'j', wording: { title: ' ', description: '' }, source: { cite: ' ', verified: true } },
          { ...ok, key: 'k', met: [], lead: { days: -1 } },
          { ...ok, key: 'l', met: [{ predicate: 'nope', says: '' }] },
        ],
        known,
      ),
    ).toEqual([
      'duty x-ok: the key is used twice',
      "duty Bad_key: the key is lowercase letters, digits and dashes (it is part of a task's natural key)",
      'duty a: the period needs a positive interval',
      'duty b: the period needs a calendar rule that repeats monthly, yearly or weekly',
      'duty c: a recurrence trigger cannot have a "hours" period',
      'duty d: the period needs a positive whole number of days',
      'duty e: taskType "nope" is not a SPEC §3 task type',
      'duty e: category "nope" is not a record category',
      'duty f: met by kind "missing", which is not a record definition',
      'duty g: source "cash-counts" meets home duties',
      'duty h: there is no rule named "nope"',
      'duty i: roles only narrow staff duties',
      'duty i: only a member of staff can be assigned their own duty',
      'duty j: it needs a title',
      'duty j: it needs a source',
      'duty k: say what meets it',
      'duty k: lead times are whole numbers, 0 or more',
      'duty l: there is no rule named "nope"',
    ]);
  });
});
