// Retention rules: how long each kind is kept and from when (definitions/retention.ts), computed by the pure rules
// in engine/retention/rules.ts with no clock but the date passed in.
import { describe, expect, it } from 'vitest';
import {
  operationalRetention,
  retentionByKind,
  retentionBySubject,
  retentionFor,
} from '../../definitions/retention.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import {
  diedAsChild,
  fileEnds,
  latestBirth,
  plusYears,
  purgeBefore,
  retentionEnds,
  type RetentionRule,
  retentionState,
} from '../../engine/retention/rules.ts';

const caseRecord = retentionBySubject['young-person'];
const rule = (r: Partial<RetentionRule>): RetentionRule => ({
  from: 'record-date',
  years: 1,
  source: 's',
  verified: true,
  ...r,
});

describe('calendar years without a clock', () => {
  it('adds whole years to a calendar date; 29 February falls on 28 February in a common year', () => {
    expect(plusYears('2010-06-15', 75)).toBe('2085-06-15');
    expect(plusYears('2008-02-29', 75)).toBe('2083-02-28');
    expect(plusYears('2008-02-29', 4)).toBe('2012-02-29');
    expect(plusYears('2000-02-29', 100)).toBe('2100-02-28'); // 2100 is not a leap year
    // only 29 February moves: the 29th of another month stays the 29th
    expect(plusYears('2008-03-29', 1)).toBe('2009-03-29');
    expect(plusYears('1996-02-29', 4)).toBe('2000-02-29'); // 2000 is
    expect(plusYears('2008-02-28', 1)).toBe('2009-02-28');
    expect(plusYears('2008-03-01', 1)).toBe('2009-03-01');
    expect(plusYears('0999-01-05', 1)).toBe('1000-01-05');
  });

  it('takes the latest possible birthday when only the year is known', () => {
    expect(latestBirth({ dateOfBirth: '2011-04-02', birthYear: 2011 })).toBe('2011-04-02');
    expect(latestBirth({ birthYear: 2011 })).toBe('2011-12-31');
    expect(latestBirth({})).toBeNull();
  });
});

describe("a child's case records (CH reg 36)", () => {
  it('are kept until the 75th anniversary of the birth', () => {
    expect(retentionEnds(caseRecord, { dateOfBirth: '2010-06-15' })).toBe('2085-06-15');
    expect(retentionEnds(caseRecord, { birthYear: 2010 })).toBe('2085-12-31');
  });

  it('are kept whatever the date while the date of birth is unknown', () => {
    expect(retentionEnds(caseRecord, {})).toBeNull();
    expect(retentionEnds(caseRecord, { diedOn: '2020-01-01' })).toBeNull();
  });

  it('of a child who died before 18 are kept 15 years from the death', () => {
    expect(retentionEnds(caseRecord, { dateOfBirth: '2010-06-15', diedOn: '2020-03-01' })).toBe('2035-03-01');
    // the day before the 18th birthday is still a child
    expect(retentionEnds(caseRecord, { dateOfBirth: '2010-06-15', diedOn: '2028-06-14' })).toBe('2043-06-14');
  });

  it('of someone who died at 18 or over keep the 75 years', () => {
    expect(retentionEnds(caseRecord, { dateOfBirth: '2010-06-15', diedOn: '2028-06-15' })).toBe('2085-06-15');
    expect(retentionEnds(caseRecord, { dateOfBirth: '2010-06-15', diedOn: '2060-01-01' })).toBe('2085-06-15');
  });

  it('with only the year of birth, a death that may have been before 18 keeps the longer period', () => {
    // born in 2010, died in 2028: 17 or 18 depending on the birthday
    expect(diedAsChild({ birthYear: 2010, diedOn: '2028-05-01' })).toBeNull();
    expect(retentionEnds(caseRecord, { birthYear: 2010, diedOn: '2028-05-01' })).toBe('2085-12-31');
    // surely a child: died before the 18th birthday of someone born on the year's last day
    expect(diedAsChild({ birthYear: 2010, diedOn: '2027-12-31' })).toBe(true);
    expect(retentionEnds(caseRecord, { birthYear: 2010, diedOn: '2027-12-31' })).toBe('2042-12-31');
    // surely an adult
    expect(diedAsChild({ birthYear: 2010, diedOn: '2028-12-31' })).toBe(false);
  });

  it('the longer period wins when the death might have come before 18 and 15 years from it is later', () => {
    const r = rule({ from: 'birth', years: 10, afterDeathYears: 15 });
    expect(retentionEnds(r, { birthYear: 2010, diedOn: '2028-05-01' })).toBe('2043-05-01');
  });

  it('a death date with no birth to judge it by leaves the record kept', () => {
    expect(diedAsChild({ diedOn: '2020-01-01' })).toBeNull();
    expect(diedAsChild({ dateOfBirth: '2010-01-01' })).toBe(false);
  });

  it('a rule without a death clause ignores the death', () => {
    const r = rule({ from: 'birth', years: 75 });
    expect(retentionEnds(r, { dateOfBirth: '2010-06-15', diedOn: '2020-03-01' })).toBe('2085-06-15');
  });
});

describe('staff and home records', () => {
  it("a member of staff's records run from the day they left; while employed they are kept", () => {
    expect(retentionEnds(retentionBySubject.staff, { leftOn: '2024-08-31' })).toBe('2039-08-31');
    expect(retentionEnds(retentionBySubject.staff, { recordDate: '2020-01-01' })).toBeNull();
  });

  it("a home's records run from the record's date", () => {
    expect(retentionEnds(retentionBySubject.home, { recordDate: '2020-01-31' })).toBe('2035-01-31');
    expect(retentionEnds(retentionBySubject.home, { leftOn: '2020-01-31' })).toBeNull();
  });
});

describe('where a record stands on a day', () => {
  it('is due on and after its end, kept before it or with no end, held whatever the date under a legal hold', () => {
    expect(retentionState('2030-01-01', '2029-12-31', false)).toBe('kept');
    expect(retentionState('2030-01-01', '2030-01-01', false)).toBe('due');
    expect(retentionState('2030-01-01', '2031-01-01', false)).toBe('due');
    expect(retentionState(null, '2999-01-01', false)).toBe('kept');
    expect(retentionState('2030-01-01', '2031-01-01', true)).toBe('held');
    expect(retentionState(null, '2031-01-01', true)).toBe('held');
  });
});

describe("a young person's whole case file", () => {
  it('may go once its longest-kept record may; never while one must be kept, nor when empty', () => {
    expect(fileEnds(['2015-05-01', '2041-03-01', '2020-01-01'])).toBe('2041-03-01');
    expect(fileEnds(['2015-05-01'])).toBe('2015-05-01');
    expect(fileEnds(['2015-05-01', null])).toBeNull();
    expect(fileEnds([null, '2015-05-01'])).toBeNull();
    expect(fileEnds([])).toBeNull();
  });
});

describe('operational data', () => {
  it('is removed when older than its days', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(purgeBefore(30, now).toISOString()).toBe('2026-10-28T12:00:00.000Z');
    expect(purgeBefore(1, now).toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('refuses a period that is not a whole number of days', () => {
    expect(() => purgeBefore(0, new Date())).toThrow(/not a period/);
    expect(() => purgeBefore(-5, new Date())).toThrow(/not a period/);
    expect(() => purgeBefore(1.5, new Date())).toThrow(/not a period/);
  });

  it('keeps the read audit longest, webhook deliveries and job logs shortest; each with a source', () => {
    expect(operationalRetention.recordViews.days).toBeGreaterThan(operationalRetention.sessions.days);
    expect(operationalRetention.sessions.days).toBeGreaterThan(operationalRetention.webhookDeliveries.days);
    expect(operationalRetention.mailMessages.days).toBeGreaterThan(operationalRetention.sessions.days);
    for (const p of Object.values(operationalRetention)) expect(p.source).toMatch(/\w{5}/);
  });
});

describe('every kind has a rule, declared beside the definitions', () => {
  it('each shipped kind resolves to a rule with a period, a start and a source', async () => {
    const defs = [...(await loadDefinitionFiles()).values()];
    expect(defs.length).toBeGreaterThan(90);
    for (const def of defs) {
      const r = retentionFor(def);
      expect(r, def.kind).toBeDefined();
      expect(r.years, def.kind).toBeGreaterThanOrEqual(6);
      expect(['birth', 'leaving', 'record-date'], def.kind).toContain(r.from);
      expect(r.source.length, def.kind).toBeGreaterThan(20);
    }
    // a child's records run from birth; a kind listed apart is a real kind
    for (const def of defs.filter((d) => d.subject === 'young-person' && !retentionByKind[d.kind]))
      expect(retentionFor(def).from).toBe('birth');
    const kinds = new Set(defs.map((d) => d.kind));
    for (const kind of Object.keys(retentionByKind)) expect(kinds.has(kind), kind).toBe(true);
  });

  it('a kind listed apart takes its own rule over its subject', () => {
    expect(retentionFor({ kind: 'disciplinary-action', subject: 'staff' }).years).toBe(50);
    expect(retentionFor({ kind: 'supervision', subject: 'staff' })).toBe(retentionBySubject.staff);
  });
});
