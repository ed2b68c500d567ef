// The monthly medication audit's rules (engine/medication/audit.ts): which checks apply and are met, the score,
// and the figures the month's records give the audit to start from.
import { describe, expect, it } from 'vitest';
import { example } from '../../definitions/home/examples/medication-audit.ts';
import {
  auditChecks,
  auditScore,
  auditStart,
  inStay,
  type MedicationAuditData,
} from '../../engine/medication/audit.ts';
import { auditMonth } from '../../web/src/records/prefill.ts';

const perfect: MedicationAuditData = {
  sample: [{ youngPerson: 'a', weekFrom: '2026-11-02' }],
  signatures: { gapsFound: 0 },
  prn: { given: 3, withoutReason: 0, withoutEffect: 0 },
  controlledDrugs: { held: true, balanceChecks: 4, discrepancies: 0, balanceCorrect: true, checksWitnessed: true },
  stock: { matchesMar: true, outOfDateFound: false },
  storage: { daysWithoutReading: 0, outOfRange: 0, cupboardsLocked: true },
};
const met = (d: MedicationAuditData) => Object.fromEntries(auditChecks(d).map((c) => [c.key, c.met]));

describe('medication audit checks', () => {
  it('all met: 100, twelve checks apply (a gap follow-up does not when there is no gap)', () => {
    expect(auditScore(perfect)).toEqual({ score: 100, met: 12, of: 12, notMet: [] });
    expect(met(perfect).gapsFollowedUp).toBeNull();
  });
  it('nothing answered: every check applies and none is met, so the score is 0', () => {
    const s = auditScore({});
    expect(s).toMatchObject({ score: 0, met: 0, of: 13 });
    expect(s.notMet).toContain('At least one MAR sampled');
    expect(s.notMet).toContain('Each gap followed up');
  });
  it('a gap found: one check not met, its follow-up applies and is met when followed up', () => {
    const gap = { ...perfect, signatures: { gapsFound: 2, gapsFollowedUp: true } };
    expect(met(gap)).toMatchObject({ gaps: false, gapsFollowedUp: true });
    expect(auditScore(gap)).toMatchObject({ score: 92, met: 12, of: 13, notMet: ['No doses without a record'] });
    expect(met({ ...perfect, signatures: { gapsFound: 2 } }).gapsFollowedUp).toBe(false);
    expect(met({ ...perfect, signatures: { gapsFound: 2, gapsFollowedUp: false } }).gapsFollowedUp).toBe(false);
  });
  it('no PRN given: the PRN checks do not apply; given, a missing reason or effect is not met', () => {
    expect(met({ ...perfect, prn: { given: 0 } })).toMatchObject({ prnReason: null, prnEffect: null });
    expect(auditScore({ ...perfect, prn: { given: 0 } })).toMatchObject({ score: 100, of: 10 });
    expect(met({ ...perfect, prn: { given: 2, withoutReason: 1, withoutEffect: 0 } })).toMatchObject({
      prnReason: false,
      prnEffect: true,
    });
    expect(met({ ...perfect, prn: { given: 2, withoutReason: 0, withoutEffect: 2 } })).toMatchObject({
      prnReason: true,
      prnEffect: false,
    });
    // not answered: applies and is not met
    expect(met({ ...perfect, prn: {} })).toMatchObject({ prnReason: false, prnEffect: false });
  });
  it('no controlled drugs held: the CD checks do not apply; held or not said, each must be met', () => {
    const none = { ...perfect, controlledDrugs: { held: false } };
    expect(met(none)).toMatchObject({ cdBalance: null, cdWitnessed: null, cdDiscrepancies: null });
    expect(auditScore(none).of).toBe(9);
    expect(met({ ...perfect, controlledDrugs: {} })).toMatchObject({
      cdBalance: false,
      cdWitnessed: false,
      cdDiscrepancies: false,
    });
    expect(met({ ...perfect, controlledDrugs: { ...perfect.controlledDrugs, discrepancies: 1 } })).toMatchObject({
      cdDiscrepancies: false,
      cdBalance: true,
    });
    expect(met({ ...perfect, controlledDrugs: { ...perfect.controlledDrugs, balanceCorrect: false } }).cdBalance).toBe(
      false,
    );
    expect(
      met({ ...perfect, controlledDrugs: { ...perfect.controlledDrugs, checksWitnessed: false } }).cdWitnessed,
    ).toBe(false);
  });
  it('stock: matching the MAR is a yes; out-of-date stock met only when answered no', () => {
    expect(met({ ...perfect, stock: { matchesMar: false, outOfDateFound: true } })).toMatchObject({
      stock: false,
      outOfDate: false,
    });
    expect(met({ ...perfect, stock: {} })).toMatchObject({ stock: false, outOfDate: false });
  });
  it('storage: days without a reading, out of range unless acted on, cupboards locked', () => {
    expect(
      met({ ...perfect, storage: { daysWithoutReading: 3, outOfRange: 0, cupboardsLocked: false } }),
    ).toMatchObject({ readings: false, inRange: true, locked: false });
    expect(met({ ...perfect, storage: { ...perfect.storage, outOfRange: 2 } }).inRange).toBe(false);
    expect(met({ ...perfect, storage: { ...perfect.storage, outOfRange: 2, outOfRangeActioned: true } }).inRange).toBe(
      true,
    );
    // acted on, but how many not said: not met
    expect(met({ ...perfect, storage: { outOfRangeActioned: true } }).inRange).toBe(false);
  });
  it('no MAR sampled is not met; the score rounds to a whole percent', () => {
    expect(met({ ...perfect, sample: [] }).sample).toBe(false);
    expect(auditScore({ ...perfect, sample: [], stock: { matchesMar: false, outOfDateFound: false } }).score).toBe(83);
  });
  it('the example: a gap followed up, one PRN effect missing, the fridge acted on', () => {
    expect(auditScore(example)).toEqual({
      score: 85,
      met: 11,
      of: 13,
      notMet: ['No doses without a record', 'Each PRN dose has its effect'],
    });
  });
});

describe('what the audit says of each check', () => {
  it("every check in the form's order, with the words the manager and an inspector read", () => {
    expect(auditChecks({}).map((c) => [c.key, c.label])).toEqual([
      ['sample', 'At least one MAR sampled'],
      ['gaps', 'No doses without a record'],
      ['gapsFollowedUp', 'Each gap followed up'],
      ['prnReason', 'Each PRN dose has its reason'],
      ['prnEffect', 'Each PRN dose has its effect'],
      ['cdBalance', 'CD balance matches the register, witnessed'],
      ['cdWitnessed', 'Every CD entry has two signatures'],
      ['cdDiscrepancies', 'No CD balance check that did not match'],
      ['stock', 'Stock matches the MAR'],
      ['outOfDate', 'No out-of-date or unlabelled medicines'],
      ['readings', 'A temperature reading every day'],
      ['inRange', 'Temperatures in range, or each one out of range acted on'],
      ['locked', 'Cupboards locked, keys held'],
    ]);
  });
});

describe('medication audit start: what the records say', () => {
  // read inside each test, so a mutation testing run sees which test reads which line of the rule
  const start = () =>
    auditStart({
      days: ['2026-11-01', '2026-11-02', '2026-11-03'],
      doses: [
        { youngPersonId: 'a', scheduledAt: '2026-11-01T08:00:00Z', due: true, recorded: true },
        { youngPersonId: 'a', scheduledAt: '2026-11-01T20:00:00Z', due: true, recorded: false },
        { youngPersonId: 'b', scheduledAt: '2026-11-03T20:00:00Z', due: false, recorded: false },
        { youngPersonId: 'b', scheduledAt: '2026-11-02T08:00:00Z', due: true, recorded: true },
        { youngPersonId: 'b', scheduledAt: '2026-11-02T20:00:00Z', due: true, recorded: true },
      ],
      prn: [
        { given: true, reason: 'Headache', effect: 'Eased' },
        { given: true, reason: ' ', effect: null },
        { given: true, reason: 'Toothache', effect: '' },
        { given: false, reason: null, effect: null },
        { given: true, reason: null, effect: '  ' },
        { given: true, reason: 'Period pain', effect: 'Settled and slept' },
      ],
      cdCounts: [
        { counted: 41, balance: 41 },
        { counted: 39.5, balance: 40 },
        { counted: 40, balance: 40 },
      ],
      controlledHeld: true,
      temperatures: [
        // 00:30 on 2 November in London is still 2 November (GMT); 23:30Z on 1 November is 1 November
        { readAt: '2026-11-01T23:30:00Z', store: 'fridge', current: 5, min: 3, max: 7 },
        { readAt: '2026-11-02T08:00:00Z', store: 'fridge', current: 5, min: 3, max: 9.4 },
        { readAt: '2026-11-02T08:05:00Z', store: 'cupboard', current: 21, min: 18, max: 24 },
        // a reading not yet taken (no time) marks no day as read
        { store: 'cupboard', current: 20, min: 18, max: 22 },
      ],
    });
  it('counts the due doses with no record, not those not yet due', () => {
    expect(start().signatures).toEqual({ gapsFound: 1 });
  });
  it('counts PRN doses given, and those without a reason or effect (blank is none)', () => {
    expect(start().prn).toEqual({ given: 5, withoutReason: 2, withoutEffect: 3 });
  });
  it('counts witnessed CD balance checks and those that did not match', () => {
    expect(start().controlledDrugs).toEqual({ held: true, balanceChecks: 3, discrepancies: 1 });
  });
  it('counts readings, London days with none, and readings out of range', () => {
    expect(start().storage).toEqual({ readings: 4, daysWithoutReading: 1, outOfRange: 1 });
  });
  it('a month with nothing: zeros, and every day without a reading', () => {
    expect(
      auditStart({ days: ['2026-11-01'], doses: [], prn: [], cdCounts: [], controlledHeld: false, temperatures: [] }),
    ).toEqual({
      signatures: { gapsFound: 0 },
      prn: { given: 0, withoutReason: 0, withoutEffect: 0 },
      controlledDrugs: { held: false, balanceChecks: 0, discrepancies: 0 },
      storage: { readings: 0, daysWithoutReading: 1, outOfRange: 0 },
    });
  });
});

describe('a young person who moved in or left within the month', () => {
  const stay = { movedIn: '2026-11-03', left: '2026-11-10' };
  it('the days they lived here count; the day they left only for what was recorded', () => {
    expect(inStay('2026-11-02', true, stay)).toBe(false);
    expect(inStay('2026-11-03', false, stay)).toBe(true);
    expect(inStay('2026-11-09', false, stay)).toBe(true);
    expect(inStay('2026-11-10', true, stay)).toBe(true);
    expect(inStay('2026-11-10', false, stay)).toBe(false);
    expect(inStay('2026-11-11', true, stay)).toBe(false);
    expect(inStay('2026-11-30', false, { movedIn: '2026-10-01', left: null })).toBe(true);
    expect(inStay('2026-11-30', false, undefined)).toBe(true);
  });
  it("the audit's start counts gaps and PRN doses of those days only", () => {
    const src = {
      days: ['2026-11-01'],
      doses: [
        { youngPersonId: 'a', scheduledAt: '2026-11-02T08:00:00Z', due: true, recorded: false },
        { youngPersonId: 'a', scheduledAt: '2026-11-05T08:00:00Z', due: true, recorded: false },
        { youngPersonId: 'a', scheduledAt: '2026-11-10T20:00:00Z', due: true, recorded: false },
        { youngPersonId: 'a', scheduledAt: '2026-11-12T08:00:00Z', due: true, recorded: false },
        { youngPersonId: 'b', scheduledAt: '2026-11-12T08:00:00Z', due: true, recorded: false },
      ],
      prn: [
        { youngPersonId: 'a', at: '2026-11-10T09:00:00Z', given: true, reason: 'Pain', effect: null },
        { youngPersonId: 'a', at: '2026-11-11T09:00:00Z', given: true, reason: null, effect: null },
        { youngPersonId: 'b', at: '2026-11-11T09:00:00Z', given: true, reason: 'Pain', effect: 'Better' },
      ],
      stays: { a: stay },
      cdCounts: [],
      controlledHeld: false,
      temperatures: [],
    };
    expect(auditStart(src).signatures).toEqual({ gapsFound: 2 });
    expect(auditStart(src).prn).toEqual({ given: 2, withoutReason: 0, withoutEffect: 1 });
  });
});

describe('the month a medication audit started today covers', () => {
  it('the month before in its first ten days (January: December), else this month', () => {
    expect(auditMonth('2026-12-02')).toBe('2026-11');
    expect(auditMonth('2026-12-10')).toBe('2026-11');
    expect(auditMonth('2026-12-11')).toBe('2026-12');
    expect(auditMonth('2027-01-05')).toBe('2026-12');
    expect(auditMonth('2026-11-28')).toBe('2026-11');
  });
});
