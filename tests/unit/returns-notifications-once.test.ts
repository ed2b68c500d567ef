// One notification to Ofsted held on two records (an incident and its safeguarding concern both saying Ofsted was
// told) is counted once: by Ofsted's reference, else by the child and the minute it was made.
import { describe, expect, it } from 'vitest';
import {
  countedRecords,
  figureOf,
  firstOfEach,
  notificationKeys,
  ofstedNotifications,
  ofstedNotified,
} from '../../engine/returns/figures.ts';

const CH = 'children_home';
const told = (at: string, reference = '') => ({ notifications: [{ authority: 'ofsted', at, reference }] });
const rec = (id: string, kind: string, youngPersonId: string | null, data: Record<string, unknown>) => ({
  id,
  kind,
  youngPersonId,
  status: 'submitted',
  submission: 1,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  data,
  figures: ['notificationsMade'],
});

describe('ofstedNotifications: where each kind keeps its notification', () => {
  it('rows of incidents, safeguarding and medication errors; only those to Ofsted, with a time', () => {
    const data = {
      notifications: [
        { authority: 'ofsted', at: '2026-03-01T10:05', reference: ' NOT-1 ' },
        { authority: 'police', at: '2026-03-01T10:06' },
        { authority: 'ofsted', at: '' },
        { authority: 'ofsted' },
      ],
    };
    for (const kind of ['incident', 'safeguarding', 'medication-error'])
      expect(ofstedNotifications(kind, data)).toEqual([{ at: '2026-03-01T10:05', reference: 'NOT-1' }]);
    expect(ofstedNotifications('incident', { notifications: 'ofsted' })).toEqual([]);
    expect(ofstedNotifications('daily-log', data)).toEqual([]);
  });
  it("a missing episode's \"Who was told\", an exploitation assessment's, an accident's", () => {
    expect(
      ofstedNotifications('missing-episode', {
        notified: [
          { who: 'police', at: '2026-03-01T22:00' },
          { who: 'ofsted', at: '2026-03-02T09:00', reference: 'M-2' },
        ],
      }),
    ).toEqual([{ at: '2026-03-02T09:00', reference: 'M-2' }]);
    const assessment = { notification: { ofstedNotifiedAt: '2026-03-03T11:00', ofstedReference: 'C-3' } };
    expect(ofstedNotifications('risk-assessment-cse', assessment)).toEqual([
      { at: '2026-03-03T11:00', reference: 'C-3' },
    ]);
    expect(ofstedNotifications('risk-assessment-cce', assessment)).toHaveLength(1);
    expect(ofstedNotifications('risk-assessment-cse', { notification: { ofstedReference: 'C-3' } })).toEqual([]);
    expect(ofstedNotifications('accident', { notifiable: { notifiedAt: '2026-03-04T08:00' } })).toEqual([
      { at: '2026-03-04T08:00', reference: '' },
    ]);
    expect(ofstedNotified('accident', { notifiable: { notifiedAt: '  ' } })).toBe(false);
    expect(ofstedNotified('accident', {})).toBe(false);
  });
});

describe('notificationKeys: what names one notification', () => {
  it("Ofsted's reference whatever the case and spaces; else the child and the minute", () => {
    expect(notificationKeys({ kind: 'incident', youngPersonId: 'a', data: told('2026-03-01T10:05', 'Ab 12') })).toEqual(
      ['reference:ab12'],
    );
    expect(notificationKeys({ kind: 'incident', youngPersonId: 'a', data: told('2026-03-01T10:05:40.000Z') })).toEqual([
      'made:a:2026-03-01T10:05',
    ]);
    expect(notificationKeys({ kind: 'incident', youngPersonId: null, data: told('not a time') })).toEqual([
      'made::not a time',
    ]);
  });
});

describe('firstOfEach', () => {
  it('keeps the first row of each group sharing a key, through chains, in order; a row with no key stands alone', () => {
    const rows = [
      { n: 1, k: ['x'] },
      { n: 2, k: ['z'] },
      { n: 3, k: [] },
      { n: 4, k: ['y'] },
      { n: 5, k: ['x', 'y'] }, // joins 1 and 4
      { n: 6, k: ['z'] },
    ];
    expect(firstOfEach(rows, (r) => r.k).map((r) => r.n)).toEqual([1, 2, 3]);
    expect(firstOfEach([], () => ['x'])).toEqual([]);
  });
});

describe('notifications made count each notification once', () => {
  const made = figureOf('notificationsMade')!;
  it('an incident and its safeguarding concern told together are one; a later notification is another', () => {
    const rows = [
      rec('i1', 'incident', 'a', told('2026-03-01T10:05')),
      rec('s1', 'safeguarding', 'a', told('2026-03-01T10:05')),
      rec('c1', 'risk-assessment-cse', 'a', { notification: { ofstedNotifiedAt: '2026-03-02T09:00' } }),
      // the same minute for another child is another child's notification
      rec('i2', 'incident', 'b', told('2026-03-01T10:05')),
      // the same reference on records of two kinds is one notification
      rec('m1', 'missing-episode', 'b', { notified: [{ who: 'ofsted', at: '2026-03-05T08:00', reference: 'R-9' }] }),
      rec('s2', 'safeguarding', 'b', told('2026-03-05T08:20', 'r-9')),
    ];
    expect(countedRecords(made, rows, CH).map((r) => r.id)).toEqual(['i1', 'c1', 'i2', 'm1']);
  });
  it('a figure without a rule counts every record its SQL chose; a record another figure chose is not counted', () => {
    const rows = [rec('i1', 'incident', 'a', {}), { ...rec('i2', 'incident', 'a', {}), figures: ['incidents'] }];
    expect(countedRecords(figureOf('incidents')!, rows, CH).map((r) => r.id)).toEqual(['i2']);
  });
  it('the label says how it was counted', () => {
    expect(made.label).toMatch(/counts once/);
  });
});
