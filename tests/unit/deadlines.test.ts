// The pure rules of record deadlines (engine/deadlines/rules.ts): which deadlines a record starts, when each is due,
// whether and when it was met, and what the closed task says.
import { describe, expect, it } from 'vitest';
import { allDeadlines as deadlines } from '../../definitions/deadlines.ts';
import {
  applicable,
  type DeadlineRecord,
  deadlinesOf,
  dueAtOf,
  holds,
  instantOf,
  metAt,
  outcomeOf,
  readPath,
  startOf,
  taskKey,
} from '../../engine/deadlines/rules.ts';
import type { RecordDeadline } from '../../engine/deadlines/types.ts';

const rule = (over: Partial<RecordDeadline> = {}): RecordDeadline => ({
  key: 'r',
  kinds: ['k'],
  from: ['at'],
  within: { hours: 24 },
  met: [{ path: 'doneAt', filled: true }],
  title: 'Do it for {name} ({notifyReg})',
  description: 'Because {child}.',
  taskType: 't',
  category: 'c',
  priority: 'high',
  ...over,
});
const rec = (data: Record<string, unknown>, over: Partial<DeadlineRecord> = {}): DeadlineRecord => ({
  id: 'rec-1',
  kind: 'k',
  status: 'ongoing',
  submission: 0,
  archivedAt: null,
  createdAt: new Date('2026-03-01T00:00:00Z'),
  updatedAt: new Date('2026-03-05T12:00:00Z'),
  homeType: 'children_home',
  youngPersonName: 'Kai Robinson',
  data,
  ...over,
});

describe('reading a record', () => {
  it('reads dotted paths, and nothing through a missing group', () => {
    expect(readPath({ a: { b: 'x' } }, 'a.b')).toBe('x');
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
    expect(readPath({}, 'a')).toBeUndefined();
  });
  it('conditions: filled, one of (a list containing one), a row matching', () => {
    expect(holds({ x: 'a' }, { path: 'x', filled: true })).toBe(true);
    for (const empty of ['', null, [], undefined]) expect(holds({ x: empty }, { path: 'x', filled: true })).toBe(false);
    expect(holds({ x: ['p', 'q'] }, { path: 'x', in: ['q'] })).toBe(true);
    expect(holds({ x: 'p' }, { path: 'x', in: ['q'] })).toBe(false);
    expect(holds({ x: true }, { path: 'x', in: ['true'] })).toBe(true);
    expect(
      holds({ x: [{ who: 'police' }, { who: 'ofsted', at: 'y' }] }, { path: 'x', rowWhere: { who: ['ofsted'] } }),
    ).toBe(true);
    expect(holds({ x: [{ who: 'police' }] }, { path: 'x', rowWhere: { who: ['ofsted'] } })).toBe(false);
    expect(holds({ x: 'ofsted' }, { path: 'x', rowWhere: { who: ['ofsted'] } })).toBe(false);
  });
  it('a plain date starts at London midnight; a bad one is nothing', () => {
    expect(instantOf('2026-07-01')!.toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(instantOf('2026-01-01')!.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(instantOf('2026-03-02T10:00:00Z')!.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(instantOf('yesterday')).toBeNull();
    expect(instantOf('')).toBeNull();
    expect(instantOf(5)).toBeNull();
    expect(startOf(rule({ from: ['a', 'b'] }), { b: '2026-03-02T10:00:00Z' })!.toISOString()).toBe(
      '2026-03-02T10:00:00.000Z',
    );
    expect(startOf(rule({ from: ['a', 'b'] }), { a: 'x', b: '2026-03-02T10:00:00Z' })!.toISOString()).toBe(
      '2026-03-02T10:00:00.000Z',
    );
    expect(startOf(rule(), {})).toBeNull();
  });
});

describe('when it is due', () => {
  const at = new Date('2026-03-06T16:00:00Z'); // a Friday
  it('hours after; days at 17:00 London; working days skip the weekend; a review date at 17:00 that day', () => {
    expect(dueAtOf(rule({ within: { hours: 72 } }), at).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    expect(dueAtOf(rule({ within: { hours: 0 } }), at).toISOString()).toBe(at.toISOString());
    expect(dueAtOf(rule({ within: {} }), at).toISOString()).toBe(at.toISOString());
    expect(dueAtOf(rule({ within: { days: 7 } }), at).toISOString()).toBe('2026-03-13T17:00:00.000Z');
    expect(dueAtOf(rule({ within: { days: 7 } }), new Date('2026-03-27T23:30:00Z')).toISOString()).toBe(
      '2026-04-03T16:00:00.000Z',
    ); // BST
    expect(dueAtOf(rule({ within: { workingDays: 1 } }), at).toISOString()).toBe('2026-03-09T17:00:00.000Z');
    // a calendar month: 6 April 2026 is Easter Monday, so the next working day
    expect(dueAtOf(rule({ within: { months: 1 } }), at).toISOString()).toBe('2026-04-07T16:00:00.000Z');
    expect(dueAtOf(rule({ within: { onTheDate: true } }), instantOf('2026-07-10')!, '2026-07-10').toISOString()).toBe(
      '2026-07-10T16:00:00.000Z',
    );
  });
});

describe('whether it was met', () => {
  const start = new Date('2026-03-02T09:00:00Z');
  it('a field: its own date, else the last save', () => {
    expect(metAt(rule(), rec({ doneAt: '2026-03-02T20:00:00Z' }), start, new Map())!.toISOString()).toBe(
      '2026-03-02T20:00:00.000Z',
    );
    expect(
      metAt(
        rule({ met: [{ path: 'declined', in: ['true'] }] }),
        rec({ declined: true }),
        start,
        new Map(),
      )!.toISOString(),
    ).toBe('2026-03-05T12:00:00.000Z');
    expect(metAt(rule(), rec({}), start, new Map())).toBeNull();
  });
  it('a matching row dated on or after the start; the earliest of several', () => {
    const r = rule({ met: [{ rows: 'n', match: { authority: ['ofsted'] }, at: 'at' }] });
    const rows = (n: unknown[]) => rec({ n });
    expect(
      metAt(r, rows([{ authority: 'placing_authority', at: '2026-03-02T10:00:00Z' }]), start, new Map()),
    ).toBeNull();
    expect(metAt(r, rows([{ authority: 'ofsted', at: '2026-03-01T10:00:00Z' }]), start, new Map())).toBeNull();
    expect(metAt(r, rows([{ authority: 'ofsted' }]), start, new Map())).toBeNull();
    expect(
      metAt(
        r,
        rows([
          { authority: 'ofsted', at: '2026-03-04T10:00:00Z' },
          { authority: 'ofsted', at: '2026-03-03T10:00:00Z' },
        ]),
        start,
        new Map(),
      )!.toISOString(),
    ).toBe('2026-03-03T10:00:00.000Z');
    expect(metAt(r, rows([{ authority: 'ofsted', at: start.toISOString() }]), start, new Map())!.toISOString()).toBe(
      start.toISOString(),
    );
    expect(metAt(r, rec({ n: 'not a list' }), start, new Map())).toBeNull();
  });
  it('rows in a linked record; another record of the named kinds', () => {
    const via = rule({ met: [{ rows: 'n', match: { authority: ['ofsted'] }, at: 'at', via: 'concern' }] });
    const written = Object.assign(new Map(), {
      linked: new Map([['c1', { n: [{ authority: 'ofsted', at: '2026-03-03T00:00:00Z' }] }]]),
    });
    expect(metAt(via, rec({ concern: 'c1' }), start, written)!.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(metAt(via, rec({ concern: 'c2' }), start, written)).toBeNull();
    const kinds = rule({ key: 'kk', met: [{ kinds: ['risk'] }] });
    expect(metAt(kinds, rec({}), start, new Map([['kk', new Date('2026-03-04T00:00:00Z')]]))!.toISOString()).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    expect(metAt(kinds, rec({}), start, new Map([['other', new Date()]]))).toBeNull();
  });
});

describe('which deadlines a record starts', () => {
  it('by kind, home type, event and start; none when archived; review dates once first submitted', () => {
    const r = rule({
      when: [
        { path: 'cat', in: ['cse'] },
        { path: 'flag', in: ['true'] },
      ],
      homeTypes: ['children_home'],
    });
    const data = { cat: ['cse'], at: '2026-03-02T09:00:00Z' };
    expect(applicable([r], rec(data))).toHaveLength(1);
    expect(applicable([r], rec({ ...data, cat: ['neglect'] }))).toHaveLength(0);
    expect(applicable([r], rec({ cat: [], flag: true, at: data.at }))).toHaveLength(1);
    expect(applicable([r], rec({ cat: ['cse'] }))).toHaveLength(0); // no start
    expect(applicable([r], rec(data, { kind: 'other' }))).toHaveLength(0);
    expect(applicable([r], rec(data, { homeType: 'support_accomodation_for_older_children' }))).toHaveLength(0);
    expect(applicable([r], rec(data, { archivedAt: new Date() }))).toHaveLength(0);
    const review = rule({ submittedOnly: true, within: { onTheDate: true } });
    expect(applicable([review], rec(data))).toHaveLength(0);
    expect(applicable([review], rec(data, { status: 'signoffs_pending', submission: 1 }))).toHaveLength(1);
    expect(applicable([review], rec(data, { status: 'ongoing', submission: 1 }))).toHaveLength(1); // reopened
    expect(applicable([rule()], rec({ at: data.at }))).toHaveLength(1); // no event condition: every record
  });
  it('the task: wording by home type, the name, the key (with the due day for a review date), when it was met', () => {
    const [w] = deadlinesOf([rule()], rec({ at: '2026-03-02T09:00:00Z', doneAt: '2026-03-02T10:00:00Z' }), new Map());
    expect(w).toMatchObject({
      title: 'Do it for Kai Robinson (Reg 40)',
      description: 'Because child.',
      naturalKey: 'duty:r:rec-1',
    });
    expect(w.doneAt!.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    const [sa] = deadlinesOf(
      [rule()],
      rec({ at: '2026-03-02T09:00:00Z' }, { homeType: 'support_accomodation_for_older_children' }),
      new Map(),
    );
    expect(sa).toMatchObject({
      title: 'Do it for Kai Robinson (Reg 27)',
      description: 'Because young person.',
      doneAt: null,
    });
    expect(taskKey(rule({ within: { onTheDate: true } }), 'x', new Date('2026-07-10T16:00:00Z'))).toBe(
      'duty:r:x:2026-07-10',
    );
  });
  it('outcome: in time on the due time; late in hours under two days, else days', () => {
    const due = new Date('2026-03-03T09:00:00Z');
    expect(outcomeOf(due, due)).toBe('Done in time');
    expect(outcomeOf(due, new Date(due.getTime() - 1))).toBe('Done in time');
    expect(outcomeOf(due, new Date(due.getTime() + 1))).toBe('Done late (1 hour after it was due)');
    expect(outcomeOf(due, new Date(due.getTime() + 6 * 3_600_000))).toBe('Done late (6 hours after it was due)');
    expect(outcomeOf(due, new Date(due.getTime() + 47 * 3_600_000))).toBe('Done late (47 hours after it was due)');
    expect(outcomeOf(due, new Date(due.getTime() + 48 * 3_600_000))).toBe('Done late (2 days after it was due)');
  });
});

describe('the declared deadlines', () => {
  it('have unique keys, a start, and something that meets them; every review date the definitions declare is one', () => {
    const keys = deadlines.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const d of deadlines) {
      expect(d.from.length, d.key).toBeGreaterThan(0);
      expect(d.met.length, d.key).toBeGreaterThan(0);
    }
    expect(keys.filter((k) => k.startsWith('review-')).sort()).toEqual([
      'review-behaviour-support-plan',
      'review-ils-plan',
      'review-medication-self-administration',
      'review-peep',
      'review-placement-plan',
      'review-risk-assessment-cce',
      'review-risk-assessment-cse',
      'review-risk-assessment-missing-from-care',
      'review-risk-assessment-missing-from-care-philomena-photoupdateby',
      'review-risk-assessment-other',
      'review-risk-assessment-others-harm',
      'review-risk-assessment-self-harm-suicide',
      'review-risk-assessment-vulnerability',
      'review-therapeutic-plan',
    ]);
  });
});
