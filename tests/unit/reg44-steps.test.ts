// A Reg 44 visit's steps after the visit (engine/home/reg44.ts) and the follow-up tasks they become: the report
// received within 14 days, the copies (reg 44(7)) by the end of the month after, the visitor's independence.
import { describe, expect, it } from 'vitest';
import { dutyOfTask } from '../../engine/duties/register.ts';
import { endOfDay, homeFollowUps } from '../../engine/home/follow-ups.ts';
import { copiesOutstanding, reg44Problems, reg44Steps } from '../../engine/home/reg44.ts';

const declared = { independence: { declared: true, declaredOn: '2026-01-30' } };
const allCopies = [
  { recipient: 'ofsted', sentOn: '2026-02-03', sentBy: 'J Patel (independent person)' },
  { recipient: 'placing_authority', name: 'Leeds City Council', sentOn: '2026-02-03' },
  { recipient: 'provider', sentOn: '2026-02-03' },
  { recipient: 'responsible_individual', sentOn: '2026-02-04' },
];

describe('a Reg 44 visit after the visit', () => {
  it('the report is due 14 days after the visit; the copies by the last day of the next month', () => {
    const steps = reg44Steps({ visitDate: '2026-01-31' });
    expect(steps.map((s) => [s.step, s.dueOn, s.done])).toEqual([
      ['received', '2026-02-14', false],
      ['copies', '2026-02-28', false],
      ['independence', '2026-01-31', false],
    ]);
    expect(reg44Steps({ visitDate: '2028-01-15' })[1].dueOn).toBe('2028-02-29');
    expect(reg44Steps({ visitDate: '2026-12-03' })[1].dueOn).toBe('2027-01-31');
    expect(reg44Steps({})).toEqual([]);
  });
  it('copies: each of Ofsted, a placing authority, the provider and the RI needs a dated row', () => {
    expect(copiesOutstanding({})).toEqual(['ofsted', 'placing_authority', 'provider', 'responsible_individual']);
    expect(copiesOutstanding({ copies: allCopies })).toEqual([]);
    expect(copiesOutstanding({ copies: allCopies.map((c) => ({ ...c, sentOn: undefined })) })).toHaveLength(4);
    // an older record's two dates still count
    expect(
      copiesOutstanding({ sentToOfstedOn: '2026-02-03', sentToRiOn: '2026-02-03', copies: allCopies.slice(1, 3) }),
    ).toEqual([]);
    const copies = reg44Steps({ visitDate: '2026-01-31', copies: allCopies.slice(0, 2) })[1];
    expect(copies.description).toMatch(/Still to record: the provider, the responsible individual\./);
  });
  it('independence declared, and a conflict of interest explained (reg 43(3), 44(6))', () => {
    expect(reg44Problems(declared)).toEqual([]);
    expect(reg44Problems({})).toHaveLength(1);
    expect(reg44Problems({ ...declared, conflict: { arose: true, details: 'Knows a member of staff' } })).toEqual([
      'A conflict of interest needs its details and why it was not told before the visit (reg 44(6)).',
    ]);
    expect(
      reg44Problems({
        ...declared,
        conflict: { arose: true, details: 'Knows a member of staff', whyNotToldBefore: 'Found out on the day' },
      }),
    ).toEqual([]);
  });
  it('become tasks for the managers, named by their duties in the register', () => {
    const tasks = homeFollowUps({
      id: 'v1',
      kind: 'reg44-visit',
      homeType: 'children_home',
      data: { visitDate: '2026-01-31', reportReceivedOn: '2026-02-05', ...declared },
    });
    expect(tasks.map((t) => [t.naturalKey, t.done, t.priority])).toEqual([
      ['home:reg44-visit:v1:received', true, 'medium'],
      ['home:reg44-visit:v1:copies', false, 'high'],
      ['home:reg44-visit:v1:independence', true, 'medium'],
    ]);
    expect(tasks[1].dueAt).toEqual(endOfDay('2026-02-28'));
    expect(tasks.map((t) => dutyOfTask(t.naturalKey, 'children_home'))).toEqual([
      'reg44-report-received',
      'reg44-report-copies',
      'reg44-report-independence',
    ]);
  });
});
