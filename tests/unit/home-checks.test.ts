// The home's check rules (engine/home/checks.ts), the follow-up tasks a home record leaves (follow-ups.ts) and the
// timeline's types (logs.ts): pure functions, so the boundaries are tested exactly.
import { describe, expect, it } from 'vitest';
import {
  CHECK_INTERVALS,
  checkFailed,
  checkProblems,
  checksTable,
  escalated,
  FREEZER_MAX_C,
  FRIDGE_MAX_C,
  intervalDays,
  issueState,
  readingProblems,
  sharpsDiscrepancies,
  type TableCheck,
  weekStart,
} from '../../engine/home/checks.ts';
import { endOfDay, homeFollowUps, isHomeFollowUpKind, OFSTED_DAYS, rowKeys } from '../../engine/home/follow-ups.ts';
import { logTypeOf, summaryLine } from '../../engine/home/logs.ts';

const remedy = { action: 'Replaced the call point', remediedAt: '2026-11-20T12:00:00Z' };

describe('a check fails', () => {
  it('when recorded as failed', () => {
    expect(checkProblems({ done: true, result: 'fail' })).toEqual(['Recorded as failed']);
    expect(checkFailed({ done: true, result: 'pass' })).toBe(false);
    expect(checkFailed({ result: 'fail' })).toBe(true); // done not said: it was done
  });
  it('never when it was not done (a missed check is not a failed one)', () => {
    expect(checkProblems({ done: false, result: 'fail', sharps: [{ item: 'Knives', expected: 2, found: 1 }] })).toEqual(
      [],
    );
  });
  it('when a sharp is missing or extra, whatever result was chosen', () => {
    const d = {
      done: true,
      result: 'pass',
      sharps: [
        { item: 'Knives', expected: 6, found: 5 },
        { item: 'Scissors', expected: 2, found: 2 },
        { item: 'Razors', expected: 1, found: 2 },
      ],
    };
    expect(sharpsDiscrepancies(d)).toEqual([
      { item: 'Knives', expected: 6, found: 5, difference: -1 },
      { item: 'Razors', expected: 1, found: 2, difference: 1 },
    ]);
    expect(checkProblems(d)).toEqual(['Knives: 5 found, 6 expected', 'Razors: 2 found, 1 expected']);
    expect(escalated(d)).toBe(true);
    expect(escalated({ sharps: [{ item: 'Knives', expected: 6, found: 6 }] })).toBe(false);
    expect(sharpsDiscrepancies({ sharps: [{ item: 'Knives', expected: 6 }] })).toEqual([]);
    expect(sharpsDiscrepancies({ sharps: [{ expected: 1, found: 0 }] })).toEqual([
      { item: '', expected: 1, found: 0, difference: -1 },
    ]);
    expect(sharpsDiscrepancies({})).toEqual([]);
  });
  it('water by its outlet: a 55°C kitchen tap passes, a 45°C bath fails and is escalated', () => {
    const check = (readings: object[]) => ({ checkType: 'water_temperatures', done: true, result: 'pass', readings });
    const kitchen = check([{ place: 'Kitchen tap', outlet: 'hot', celsius: 55, seconds: 30 }]);
    expect(checkProblems(kitchen)).toEqual([]);
    expect(checkFailed(kitchen)).toBe(false);
    const bath = check([{ place: 'Bath 1', outlet: 'tmv_bath', celsius: 45 }]);
    expect(checkProblems(bath)).toEqual(['Bath 1: 45°C is above 44°C at a TMV-protected outlet (scald risk)']);
    expect(escalated(bath)).toBe(true);
    // too cool for legionella control fails, but is not a scald: put right by the next day, not at once
    const sentinel = check([{ place: 'Sentinel: staff WC', outlet: 'hot', celsius: 46 }]);
    expect(checkFailed(sentinel)).toBe(true);
    expect(escalated(sentinel)).toBe(false);
    // the monthly legionella sentinel check is judged by outlet the same way; a cold outlet at 22°C fails it
    const monthly = (readings: object[]) => ({ checkType: 'legionella_sentinel', done: true, readings });
    expect(checkProblems(monthly([{ place: 'Sentinel: kitchen', outlet: 'hot', celsius: 55, seconds: 40 }]))).toEqual(
      [],
    );
    expect(checkFailed(monthly([{ place: 'Sentinel: far WC', outlet: 'cold', celsius: 22, seconds: 60 }]))).toBe(true);
    expect(escalated(monthly([{ place: 'Bath 2', outlet: 'tmv_bath', celsius: 47 }]))).toBe(true);
    expect(CHECK_INTERVALS.legionella_sentinel).toEqual({ months: 1 });
    expect(CHECK_INTERVALS.legionella_flushing).toEqual({ weeks: 1 });
    // the same reading in another check type is not judged
    expect(readingProblems({ checkType: 'first_aid_box', readings: [{ place: 'Bath 1', celsius: 60 }] })).toEqual([]);
  });
  it('when a fridge is above 5°C or a freezer above −18°C', () => {
    expect([FRIDGE_MAX_C, FREEZER_MAX_C]).toEqual([5, -18]);
    const at = (place: string, celsius: number) =>
      readingProblems({ checkType: 'fridge_freezer', readings: [{ place, celsius }] });
    expect(at('Kitchen fridge', 5)).toEqual([]);
    expect(at('Kitchen fridge', 6)).toEqual(['Kitchen fridge: 6°C is above 5°C']);
    expect(at('Chest Freezer', -18)).toEqual([]);
    expect(at('Chest Freezer', -17)).toEqual(['Chest Freezer: -17°C is above -18°C']);
    expect(readingProblems({ checkType: 'fridge_freezer', readings: [{ celsius: 9 }] })).toEqual([
      'A reading: 9°C is above 5°C',
    ]);
    expect(readingProblems({ checkType: 'fridge_freezer', readings: [{ place: 'Fridge' }] })).toEqual([]);
    expect(
      checkProblems({
        checkType: 'fridge_freezer',
        done: true,
        result: 'pass',
        readings: [{ place: 'Fridge', celsius: 9 }],
      }),
    ).toEqual(['Fridge: 9°C is above 5°C']);
  });
});

describe("a failed check's issue", () => {
  it('is open until both what was done and when are recorded', () => {
    expect(issueState({ result: 'pass' })).toBe('none');
    expect(issueState({ result: 'fail' })).toBe('open');
    expect(issueState({ result: 'fail', remedy: { action: '  ', remediedAt: remedy.remediedAt } })).toBe('open');
    expect(issueState({ result: 'fail', remedy: { action: remedy.action } })).toBe('open');
    expect(issueState({ result: 'fail', remedy })).toBe('remedied');
    expect(issueState({ result: 'pass', remedy })).toBe('none');
  });
});

describe('how often each check is due (from the obligations)', () => {
  it('weekly fire alarm, monthly lighting, 3-monthly drill, 6-monthly night drill', () => {
    expect(CHECK_INTERVALS.fire_alarm).toEqual({ weeks: 1 });
    expect(CHECK_INTERVALS.emergency_lighting).toEqual({ months: 1 });
    expect(CHECK_INTERVALS.fire_drill).toEqual({ months: 3 });
    expect(CHECK_INTERVALS.fire_drill_night).toEqual({ months: 6 });
    expect(CHECK_INTERVALS.fridge_freezer).toEqual({ days: 1 });
    expect(CHECK_INTERVALS.sharps_count).toBeUndefined();
  });
  it('in days', () => {
    expect(intervalDays({ days: 3 })).toBe(3);
    expect(intervalDays({ weeks: 2 })).toBe(14);
    expect(intervalDays({ months: 2 })).toBe(56);
    expect(intervalDays({ years: 1 })).toBe(365);
    expect(intervalDays({})).toBe(0);
  });
  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
  });
});

describe('the checks table', () => {
  const now = new Date('2026-11-26T12:00:00Z'); // Thursday
  const c = (checkType: string, day: string, over: Partial<TableCheck> = {}): TableCheck => ({
    checkType,
    day,
    done: true,
    issue: 'none',
    ...over,
  });
  const cells = (checks: TableCheck[], type: string, weeks = 3) =>
    checksTable(checks, [type], weeks, now).rows[0].cells;

  it('has the weeks up to this one, oldest first', () => {
    expect(checksTable([], ['fire_alarm'], 3, now).weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
  });
  it('a weekly check: done, missed, failed while its issue is open, put right once remedied', () => {
    expect(
      cells([c('fire_alarm', '2026-11-10'), c('fire_alarm', '2026-11-24')], 'fire_alarm').map((x) => x.status),
    ).toEqual(['done', 'missed', 'done']);
    expect(cells([c('fire_alarm', '2026-11-24', { issue: 'open' })], 'fire_alarm').at(-1)).toEqual({
      week: '2026-11-23',
      status: 'failed',
      count: 1,
    });
    expect(cells([c('fire_alarm', '2026-11-24', { issue: 'remedied' })], 'fire_alarm').at(-1)!.status).toBe('remedied');
    expect(cells([c('fire_alarm', '2026-11-24', { done: false })], 'fire_alarm').at(-1)!.status).toBe('not-done');
    // this week not yet done, but last week's is within 7 days of today: not due yet
    expect(cells([c('fire_alarm', '2026-11-20')], 'fire_alarm').at(-1)!.status).toBe('not-due');
    expect(cells([c('fire_alarm', '2026-11-19')], 'fire_alarm').at(-1)!.status).toBe('not-due'); // due today
    expect(cells([c('fire_alarm', '2026-11-18')], 'fire_alarm').at(-1)!.status).toBe('missed');
    // a check after the week (or another type's) does not count for it
    expect(cells([c('fire_alarm', '2026-11-24')], 'fire_alarm')[1].status).toBe('missed');
    expect(cells([c('first_aid_box', '2026-11-24')], 'fire_alarm').at(-1)!.status).toBe('missed');
  });
  it('a monthly check is not due in the weeks after it was done', () => {
    const s = cells([c('emergency_lighting', '2026-11-03')], 'emergency_lighting', 4).map((x) => x.status);
    expect(s).toEqual(['done', 'not-due', 'not-due', 'not-due']);
    // due today (28 days)
    expect(cells([c('emergency_lighting', '2026-10-29')], 'emergency_lighting', 1)[0].status).toBe('not-due');
    expect(cells([c('emergency_lighting', '2026-10-28')], 'emergency_lighting', 1)[0].status).toBe('missed');
  });
  it('a daily check counts the days done up to today', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
    expect(
      cells(
        week.map((d) => c('fridge_freezer', d)),
        'fridge_freezer',
        1,
      )[0],
    ).toEqual({ week: '2026-11-23', status: 'done', count: 4, expected: 4 });
    expect(
      cells(
        week.slice(0, 2).map((d) => c('fridge_freezer', d)),
        'fridge_freezer',
        1,
      )[0],
    ).toEqual({ week: '2026-11-23', status: 'partial', count: 2, expected: 4 });
    expect(
      cells([c('fridge_freezer', '2026-11-23'), c('fridge_freezer', '2026-11-23')], 'fridge_freezer', 1)[0].count,
    ).toBe(1);
    expect(cells([], 'fridge_freezer', 2)[0]).toEqual({ week: '2026-11-16', status: 'missed', count: 0, expected: 7 });
    expect(
      cells(
        week.map((d) => c('fridge_freezer', d, { issue: d === week[3] ? 'remedied' : 'none' })),
        'fridge_freezer',
        1,
      )[0].status,
    ).toBe('remedied');
    expect(cells([c('fridge_freezer', '2026-11-24', { done: false })], 'fridge_freezer', 1)[0].status).toBe('missed');
  });
  it('the sharps count is every shift: three a day', () => {
    const shifts = ['morning', 'afternoon', 'night'];
    const all = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].flatMap((d) =>
      shifts.map((shift) => c('sharps_count', d, { shift })),
    );
    expect(cells(all, 'sharps_count', 1)[0]).toEqual({ week: '2026-11-23', status: 'done', count: 12, expected: 12 });
    expect(cells(all.slice(1), 'sharps_count', 1)[0]).toMatchObject({ status: 'partial', count: 11 });
  });
  it('a type with no frequency shows what was done', () => {
    expect(cells([c('other', '2026-11-24')], 'other', 1)[0]).toEqual({ week: '2026-11-23', status: 'done', count: 1 });
    expect(cells([], 'other', 1)[0].status).toBe('not-due');
    expect(cells([c('other', '2026-11-24', { done: false })], 'other', 1)[0].status).toBe('not-done');
    expect(cells([c('other', '2026-11-24', { issue: 'remedied' })], 'other', 1)[0].status).toBe('remedied');
  });
});

describe('follow-up tasks a home record leaves', () => {
  const row = (kind: string, data: Record<string, unknown>, homeType = 'children_home') =>
    homeFollowUps({ id: 'r1', kind, data, homeType });

  it('a failed check: put right by the end of the next day; a missing sharp at once and high', () => {
    const [t] = row('home-check', { checkType: 'fire_alarm', checkedAt: '2026-11-20T09:00:00Z', result: 'fail' });
    expect(t).toMatchObject({
      naturalKey: 'home:home-check:r1:issue',
      done: false,
      priority: 'medium',
      type: 'home maintenance',
      category: 'home chore',
    });
    expect(t.title).toBe('Fire alarm test failed: put it right and record the remedy');
    expect(t.dueAt).toEqual(endOfDay('2026-11-21'));
    const [s] = row('home-check', {
      checkType: 'sharps_count',
      checkedAt: '2026-11-20T22:00:00Z',
      sharps: [{ item: 'Knives', expected: 6, found: 5 }],
    });
    expect(s).toMatchObject({ priority: 'high', dueAt: new Date('2026-11-20T22:00:00Z') });
    expect(s.description).toMatch(/^Knives: 5 found, 6 expected\. A sharp is missing/);
    expect(
      row('home-check', { checkType: 'fire_alarm', checkedAt: '2026-11-20T09:00:00Z', result: 'fail', remedy })[0].done,
    ).toBe(true);
    expect(row('home-check', { checkType: 'fire_alarm', checkedAt: '2026-11-20T09:00:00Z', result: 'pass' })).toEqual(
      [],
    );
    expect(row('home-check', { result: 'fail' })).toEqual([]);
    expect(
      row('home-check', { checkType: 'nonsense', checkedAt: '2026-11-20T09:00:00Z', result: 'fail' })[0].title,
    ).toMatch(/^Check failed/);
  });
  it('a TMV outlet too hot: due at once, high, and the managers alerted; a cool sentinel outlet is not alerted', () => {
    const [t] = row('home-check', {
      checkType: 'water_temperatures',
      checkedAt: '2026-11-20T11:00:00Z',
      readings: [{ place: 'Bath 1', outlet: 'tmv_bath', celsius: 47 }],
    });
    expect(t).toMatchObject({ priority: 'high', dueAt: new Date('2026-11-20T11:00:00Z'), type: 'home maintenance' });
    expect(t.title).toMatch(/TMV-protected outlet is too hot/);
    expect(t.alert?.title).toMatch(/^Scald risk/);
    expect(t.alert?.body).toBe('Bath 1: 47°C is above 44°C at a TMV-protected outlet (scald risk)');
    const [cool] = row('home-check', {
      checkType: 'water_temperatures',
      checkedAt: '2026-11-20T11:00:00Z',
      readings: [{ place: 'Sentinel', outlet: 'hot', celsius: 45 }],
    });
    expect(cool).toMatchObject({ priority: 'medium', dueAt: endOfDay('2026-11-21') });
    expect(cool.alert).toBeUndefined();
  });
  it('a revised statement of purpose: to Ofsted within 28 days of the change', () => {
    expect(OFSTED_DAYS).toBe(28);
    const [t] = row('statement-of-purpose', { version: '4', changedOn: '2026-11-01' });
    expect(t).toMatchObject({
      naturalKey: 'home:statement-of-purpose:r1:ofsted:2026-11-01',
      done: false,
      priority: 'high',
      category: 'compliance/policy',
    });
    expect(t.dueAt).toEqual(endOfDay('2026-11-29'));
    expect(t.title).toBe('Send the revised statement of purpose (version 4) to Ofsted');
    expect(t.description).toMatch(/reg 16\(3\)/);
    expect(
      row(
        'statement-of-purpose',
        { version: '4', changedOn: '2026-11-01' },
        'support_accomodation_for_older_children',
      )[0].description,
    ).not.toMatch(/Children's Homes/);
    expect(
      row('statement-of-purpose', { version: '4', changedOn: '2026-11-01', sentToOfstedOn: '2026-11-10' })[0].done,
    ).toBe(true);
    expect(row('statement-of-purpose', { version: '4' })).toEqual([]);
  });
  it('a Reg 44 visit: each recommendation with a due date, done when marked done', () => {
    const ts = row('reg44-visit', {
      recommendations: [
        { text: 'Plan weekends', dueOn: '2026-12-01', status: 'open' },
        { text: 'No date' },
        { text: 'Fix the gate', dueOn: '2026-12-05', status: 'done' },
      ],
    });
    const [plan, gate] = rowKeys(['Plan weekends', 'Fix the gate']);
    expect(ts.map((t) => [t.naturalKey, t.done])).toEqual([
      [`home:reg44-visit:r1:recommendation:${plan}`, false],
      [`home:reg44-visit:r1:recommendation:${gate}`, true],
    ]);
    // reordered rows keep their tasks; an edited row is a new point
    const again = row('reg44-visit', {
      recommendations: [
        { text: 'Fix the gate', dueOn: '2026-12-05', status: 'done' },
        { text: 'Plan  weekends ', dueOn: '2026-12-01' },
      ],
    });
    expect(again.map((t) => t.naturalKey).sort()).toEqual(ts.map((t) => t.naturalKey).sort());
    expect(
      row('reg44-visit', { recommendations: [{ text: 'Plan every weekend', dueOn: '2026-12-01' }] })[0].naturalKey,
    ).not.toBe(ts[0].naturalKey);
    expect(ts[0]).toMatchObject({
      title: 'Reg 44 recommendation: Plan weekends',
      category: 'reg 44 visit',
      dueAt: endOfDay('2026-12-01'),
    });
    expect(row('reg44-visit', {})).toEqual([]);
  });
  it('a quality review: its report to Ofsted within 28 days, and its action plan', () => {
    const ts = row(
      'quality-review',
      {
        completedOn: '2026-11-10',
        actionPlan: [{ action: 'Budgeting sessions', dueOn: '2026-12-01' }, { action: 'undated' }],
      },
      'support_accomodation_for_older_children',
    );
    expect(ts.map((t) => t.naturalKey)).toEqual([
      'home:quality-review:r1:ofsted',
      `home:quality-review:r1:action:${rowKeys(['Budgeting sessions'])[0]}`,
    ]);
    expect(ts[0]).toMatchObject({
      title: 'Send the Reg 32 review report to Ofsted',
      dueAt: endOfDay('2026-12-08'),
      done: false,
    });
    expect(row('quality-review', { completedOn: '2026-11-10', sentToOfstedOn: '2026-11-20' })[0]).toMatchObject({
      title: 'Send the Reg 45 review report to Ofsted',
      done: true,
    });
    expect(row('quality-review', { actionPlan: [{ action: 'x', dueOn: '2026-12-01', status: 'done' }] })[0].done).toBe(
      true,
    );
  });
  it('an inspection: each requirement (high) and recommendation with a due date', () => {
    const ts = row('ofsted-inspection', {
      points: [
        { kind: 'requirement', text: 'Supervision', dueOn: '2026-12-01' },
        { kind: 'recommendation', text: 'Décor', dueOn: '2026-12-10', status: 'done' },
        { kind: 'requirement', text: 'x' },
      ],
    });
    expect(ts.map((t) => [t.title, t.priority, t.done])).toEqual([
      ['Ofsted requirement: Supervision', 'high', false],
      ['Ofsted recommendation: Décor', 'medium', true],
    ]);
  });
  it('long texts are cut short in titles; other kinds leave nothing', () => {
    const [t] = row('reg44-visit', { recommendations: [{ text: `${'a'.repeat(100)}`, dueOn: '2026-12-01' }] });
    expect(t.title).toBe(`Reg 44 recommendation: ${'a'.repeat(79)}…`);
    expect(row('reg44-visit', { recommendations: [{ text: '  spaced   out  ', dueOn: '2026-12-01' }] })[0].title).toBe(
      'Reg 44 recommendation: spaced out',
    );
    expect(row('visitor', { name: 'x' })).toEqual([]);
    expect(isHomeFollowUpKind('home-check')).toBe(true);
    expect(isHomeFollowUpKind('visitor')).toBe(false);
  });
  it('a day ends at 23:59 London time', () => {
    expect(endOfDay('2026-07-01').toISOString()).toBe('2026-07-01T22:59:00.000Z');
    expect(endOfDay('2026-12-01').toISOString()).toBe('2026-12-01T23:59:00.000Z');
  });
});

describe('home log types', () => {
  it('each kind is its SPEC type; a quality review is Reg 32 in supported accommodation', () => {
    expect(logTypeOf('home-check', {}, 'children_home')).toEqual(['chores']);
    expect(logTypeOf('visitor', {}, 'children_home')).toEqual(['visits']);
    expect(logTypeOf('home-log', { logType: 'complaint' }, 'children_home')).toEqual(['complaint']);
    expect(logTypeOf('home-log', { logType: 'nonsense' }, 'children_home')).toEqual(['general']);
    expect(logTypeOf('home-log', {}, 'children_home', true)).toEqual([
      'general',
      'log',
      'complaint',
      'feedback',
      'other',
    ]);
    expect(logTypeOf('quality-review', {}, 'support_accomodation_for_older_children')).toEqual(['reg32Visit']);
    expect(logTypeOf('quality-review', {}, 'children_home')).toEqual(['ofsted']);
    expect(logTypeOf('reg44-visit', {}, 'children_home')).toEqual(['reg44Visit']);
    expect(logTypeOf('asset', { vehicle: { registration: 'YK21 ABC' } }, 'children_home')).toEqual(['MOT']);
    expect(logTypeOf('asset', {}, 'children_home')).toEqual(['servicing']);
    expect(logTypeOf('asset', {}, 'children_home', true)).toEqual(['servicing', 'MOT']);
    expect(logTypeOf('insurance', {}, 'children_home')).toEqual(['insurance renewal']);
    expect(logTypeOf('mileage', {}, 'children_home')).toEqual(['mileage']);
    expect(logTypeOf('meal-plan', {}, 'children_home')).toEqual(['meal plan']);
    expect(logTypeOf('maintenance', {}, 'children_home')).toEqual(['maintenance']);
    expect(logTypeOf('statement-of-purpose', {}, 'children_home')).toEqual(['ofsted']);
    expect(logTypeOf('ofsted-inspection', {}, 'children_home')).toEqual(['ofsted']);
    expect(logTypeOf('something', {}, 'children_home')).toEqual(['other']);
  });
  it('one line from the record', () => {
    expect(summaryLine('home-check', { checkType: 'fire_alarm', result: 'fail' })).toBe('Fire alarm test: failed');
    expect(summaryLine('home-check', { checkType: 'fire_alarm', result: 'pass' })).toBe('Fire alarm test: passed');
    expect(summaryLine('home-check', { checkType: 'fire_alarm' })).toBe('Fire alarm test: done');
    expect(summaryLine('home-check', { done: false })).toBe('Check: not done');
    expect(summaryLine('maintenance', { issue: 'Leak', fixedAt: '2026-11-01T00:00:00Z' })).toBe('Leak (fixed)');
    expect(summaryLine('maintenance', { issue: 'Leak' })).toBe('Leak');
    expect(summaryLine('visitor', { name: 'Rachel', organisation: 'LCC', purpose: 'Visit' })).toBe(
      'Rachel, LCC: Visit',
    );
    expect(summaryLine('visitor', { name: 'Rachel', purpose: 'Visit' })).toBe('Rachel: Visit');
    expect(summaryLine('home-log', { title: 'Power cut' })).toBe('Power cut');
    expect(summaryLine('ofsted-inspection', { overall: 'requires_improvement' })).toBe(
      'Ofsted inspection (requires improvement)',
    );
    expect(summaryLine('ofsted-inspection', {})).toBe('Ofsted inspection');
    expect(summaryLine('statement-of-purpose', { version: 4 })).toBe('Statement of purpose version 4');
    expect(summaryLine('reg44-visit', { visitor: 'M. Hollis' })).toBe('Independent visit by M. Hollis');
    expect(summaryLine('quality-review', { periodFrom: '2026-04-01', periodTo: '2026-09-30' })).toBe(
      'Quality review 1 Apr 2026 to 30 Sept 2026',
    );
    expect(
      summaryLine('home-check', {
        checkType: 'sharps_count',
        result: 'pass',
        sharps: [{ item: 'Knives', expected: 2, found: 1 }],
      }),
    ).toBe('Knives and sharps count: failed');
    expect(summaryLine('insurance', { insurer: 'Aviva', renewalDate: '2027-01-01' })).toBe(
      'Insurance: Aviva, renews 1 Jan 2027',
    );
    expect(summaryLine('insurance', { insurer: 'Aviva', renewalDate: 'soon' })).toBe('Insurance: Aviva, renews soon');
    expect(summaryLine('insurance', { insurer: 'Aviva' })).toBe('Insurance: Aviva');
    expect(summaryLine('meal-plan', { weekStarting: '2026-11-23' })).toBe('Meal plan for the week of 23 Nov 2026');
    expect(summaryLine('asset', { name: 'Minibus' })).toBe('Minibus');
    expect(summaryLine('mileage', { purpose: 'School run' })).toBe('Journey: School run');
    expect(summaryLine('unknown', {})).toBe('unknown');
    expect(summaryLine('home-log', { title: { no: 1 } })).toBe('');
  });
});

describe("rowKeys: a list row's task follows what it says, not where it stands", () => {
  it('same text, same key, whatever the spacing or case; different text, different key', () => {
    const [a, b, c] = rowKeys(['Fix the gate', '  fix  THE gate ', 'Fix the fence']);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
    expect(b).toBe(`${a}-2`); // the same point twice is told apart by its occurrence
    expect(c).not.toBe(a);
    expect(rowKeys(['Fix the gate'])).toEqual([a]);
  });
  it('empty and missing texts still get keys, distinct from each other', () => {
    const keys = rowKeys([undefined, '', null]);
    expect(new Set(keys).size).toBe(3);
    expect(rowKeys([])).toEqual([]);
  });
});
