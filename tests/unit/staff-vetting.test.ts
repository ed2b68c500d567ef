// References that are references, the DBS for the child workforce seen before the start, and overseas checks
// (engine/staff/vetting.ts through missingChecks; decisions 0620, 0621). "Checks complete" forgives lateness only.
import { describe, expect, it } from 'vitest';
import { example } from '../../definitions/staff/examples/application.ts';
import { checksComplete } from '../../engine/staff/checks-complete.ts';
import { missingChecks } from '../../engine/staff/recruitment.ts';
import {
  afterStart,
  dbsProblems,
  isOpenReference,
  overseasProblems,
  raisesConcern,
  referenceProblems,
} from '../../engine/staff/vetting.ts';

const TODAY = '2026-11-05';
const full = () => structuredClone(example) as Record<string, any>;
const found = (d: Record<string, unknown>) => missingChecks(d, TODAY).map((m) => `${m.check} ${m.path}`);
const ref = () => full().references[0] as Record<string, unknown>;

describe('a reference for work with children', () => {
  it('a requested reference answering every question, shown genuine, has no problems', () => {
    expect(referenceProblems(ref())).toEqual([]);
  });

  it('each answer it lacks is named at its field', () => {
    const fields = [
      'source',
      'authenticity',
      'datesAndRoleConfirmed',
      'reasonForLeaving',
      'concerns',
      'suitableWithChildren',
      'wouldReemploy',
    ];
    for (const f of fields) {
      const r = ref();
      delete r[f];
      expect(
        referenceProblems(r).map((p) => p.field),
        f,
      ).toEqual([f]);
    }
    const blank = ref();
    blank.reasonForLeaving = '  ';
    expect(referenceProblems(blank).map((p) => p.field)).toEqual(['reasonForLeaving']);
    const unconfirmed = ref();
    unconfirmed.datesAndRoleConfirmed = false;
    expect(referenceProblems(unconfirmed).map((p) => p.field)).toEqual(['datesAndRoleConfirmed']);
    for (const p of referenceProblems({})) expect(p.message.length).toBeGreaterThan(10);
  });

  it('open references and testimonials never count, whatever they say', () => {
    for (const source of ['open', 'testimonial']) {
      const r = { ...ref(), source };
      expect(isOpenReference(r)).toBe(true);
      expect(referenceProblems(r).map((p) => p.field)).toEqual(['source']);
      expect(referenceProblems(r)[0].message).toMatch(/does not count/);
    }
    expect(isOpenReference(ref())).toBe(false);
    expect(isOpenReference({})).toBe(false);
  });

  it('an authenticity check of another kind says how', () => {
    const r = { ...ref(), authenticity: 'other' };
    expect(referenceProblems(r).map((p) => p.field)).toEqual(['authenticityNotes']);
    expect(referenceProblems({ ...r, authenticityNotes: 'Met the referee at their office' })).toEqual([]);
  });

  it('disclosed concerns need the details; any concern or "no" needs its follow-up', () => {
    const disclosed = { ...ref(), concerns: 'disclosed' };
    expect(referenceProblems(disclosed).map((p) => p.field)).toEqual(['concernDetails', 'followUp']);
    expect(
      referenceProblems({ ...disclosed, concernDetails: 'A final written warning in 2019 (expired)' }).map(
        (p) => p.field,
      ),
    ).toEqual(['followUp']);
    for (const [field, value] of [
      ['suitableWithChildren', 'no'],
      ['suitableWithChildren', 'reservations'],
      ['wouldReemploy', 'no'],
    ]) {
      const r = { ...ref(), [field]: value };
      expect(raisesConcern(r), `${field} ${value}`).toBe(true);
      expect(referenceProblems(r).map((p) => p.field)).toEqual(['followUp']);
      expect(referenceProblems({ ...r, followUp: 'Discussed at interview; the manager decided to proceed' })).toEqual(
        [],
      );
    }
    expect(raisesConcern(ref())).toBe(false);
    expect(raisesConcern({})).toBe(false);
  });
});

describe('references in the application', () => {
  it('a received reference missing answers does not count, and its gaps are listed at its fields', () => {
    const d = full();
    delete d.references[1].suitableWithChildren;
    expect(found(d)).toEqual(['referenceContent /references/1/suitableWithChildren', 'references /references']);
    expect(missingChecks(d, TODAY)[0].message).toMatch(/^Tom Reid: /);
  });

  it('an awaited reference is not quizzed; an open one is, even unreceived', () => {
    const d = full();
    d.references.push({ refereeName: 'Awaited', organisation: 'X' });
    expect(found(d)).toEqual([]);
    d.references.push({ refereeName: 'Open', organisation: 'Y', source: 'open' });
    expect(found(d)).toEqual(['referenceContent /references/3/source']);
  });

  it('an open reference from the latest employer leaves the latest-employer reference missing', () => {
    const d = full();
    d.references[0].source = 'open';
    expect(found(d)).toEqual([
      'referenceContent /references/0/source',
      'references /references',
      'latestEmployerReference /references',
    ]);
  });

  it('a reference received after the start date is named, with both dates', () => {
    const d = full();
    d.references[1].receivedOn = '2026-11-17';
    const m = missingChecks(d, TODAY);
    expect(m.map((x) => `${x.check} ${x.path}`)).toEqual(['referencesBeforeStart /references/1/receivedOn']);
    expect(m[0].message).toBe("Tom Reid's reference arrived on 17 Nov 2026, after the start date 16 Nov 2026");
    d.references[1].receivedOn = '2026-11-16';
    expect(found(d)).toEqual([]);
  });

  it('the start date is needed, and is what lateness is judged against', () => {
    const d = full();
    delete d.startsOn;
    d.references[1].receivedOn = '2026-11-30';
    expect(found(d)).toEqual(['startDate /startsOn']);
    expect(afterStart('2026-11-30', undefined)).toBe(false);
    expect(afterStart('2026-11-30', '')).toBe(false);
    expect(afterStart('2026-11-30', '2026-11-29')).toBe(true);
    expect(afterStart('2026-11-29', '2026-11-29')).toBe(false);
    expect(afterStart(undefined, '2026-11-29')).toBe(false);
  });
});

describe('the DBS certificate', () => {
  it('must be for the child workforce, or child and adult', () => {
    for (const workforce of ['child', 'child_adult']) expect(dbsProblems({ workforce })).toEqual([]);
    for (const workforce of ['adult', 'other', undefined]) {
      const d = full();
      d.dbs.workforce = workforce;
      expect(found(d), String(workforce)).toEqual(['dbsContent /dbs/workforce']);
    }
  });

  it('with information disclosed, needs the risk assessment, when and by whom', () => {
    const d = full();
    d.dbs.informationDisclosed = true;
    expect(found(d)).toEqual(['dbsContent /dbs/riskAssessedOn', 'dbsContent /dbs/riskAssessment']);
    d.dbs.riskAssessedOn = '2026-10-31';
    expect(found(d)).toEqual(['dbsContent /dbs/riskAssessedOn', 'dbsContent /dbs/riskAssessment']);
    d.dbs.riskAssessedBy = '00000000-0000-4000-8000-000000000001';
    expect(found(d)).toEqual(['dbsContent /dbs/riskAssessment']);
    d.dbs.riskAssessment = 'A caution at 17 for shoplifting; discussed openly; no risk to children.';
    expect(found(d)).toEqual([]);
    d.dbs.informationDisclosed = false;
    delete d.dbs.riskAssessment;
    expect(found(d)).toEqual([]);
  });

  it('must be seen on or before the start date', () => {
    const d = full();
    d.dbs.verifiedOn = '2026-11-20';
    const m = missingChecks(d, TODAY);
    expect(m.map((x) => `${x.check} ${x.path}`)).toEqual(['dbsBeforeStart /dbs/verifiedOn']);
    expect(m[0].message).toBe('The DBS certificate was seen on 20 Nov 2026, after the start date 16 Nov 2026');
  });
});

describe('lived or worked outside the UK', () => {
  const abroad = () => ({
    livedOrWorkedAbroad: true,
    countries: 'Spain, 2019 to 2021',
    checks: [{ check: 'good_conduct', country: 'Spain', receivedOn: '2026-10-25', outcome: 'satisfactory' }],
    decision: 'Certificate of good conduct from Spain: nothing recorded. Proceed.',
    verifiedBy: '00000000-0000-4000-8000-000000000001',
    verifiedOn: '2026-10-26',
  });

  it('must be answered; no means nothing more', () => {
    expect(overseasProblems({}).map((p) => p.field)).toEqual(['livedOrWorkedAbroad']);
    expect(overseasProblems({ livedOrWorkedAbroad: 'no' }).map((p) => p.field)).toEqual(['livedOrWorkedAbroad']);
    expect(overseasProblems({ livedOrWorkedAbroad: false })).toEqual([]);
  });

  it('yes needs the countries, a check with its outcome, the decision and who verified it', () => {
    expect(overseasProblems(abroad())).toEqual([]);
    expect(overseasProblems({ livedOrWorkedAbroad: true }).map((p) => p.field)).toEqual([
      'countries',
      'checks',
      'decision',
      'verifiedOn',
    ]);
    for (const drop of ['countries', 'decision']) {
      const o: Record<string, unknown> = abroad();
      delete o[drop];
      expect(
        overseasProblems(o).map((p) => p.field),
        drop,
      ).toEqual([drop]);
    }
    for (const drop of ['verifiedBy', 'verifiedOn']) {
      const o: Record<string, unknown> = abroad();
      delete o[drop];
      expect(overseasProblems(o).map((p) => p.field)).toEqual(['verifiedOn']);
    }
    const noOutcome = { ...abroad(), checks: [{ check: 'good_conduct', country: 'Spain' }] };
    expect(overseasProblems(noOutcome).map((p) => p.field)).toEqual(['checks']);
    const noType = { ...abroad(), checks: [{ outcome: 'satisfactory' }] };
    expect(overseasProblems(noType).map((p) => p.field)).toEqual(['checks']);
    expect(overseasProblems({ ...abroad(), checks: 'one' }).map((p) => p.field)).toEqual(['checks']);
    expect(overseasProblems({ ...abroad(), checks: [null] }).map((p) => p.field)).toEqual(['checks']);
  });

  it('in the application, each gap at its path', () => {
    const d = full();
    d.overseas = { livedOrWorkedAbroad: true, countries: 'Poland' };
    expect(found(d)).toEqual([
      'overseas /overseas/checks',
      'overseas /overseas/decision',
      'overseas /overseas/verifiedOn',
    ]);
    d.overseas = abroad();
    expect(found(d)).toEqual([]);
  });
});

describe('checks complete after a risk-assessed start', () => {
  it('a late reference or certificate, once in, completes the checks; a missing one does not', () => {
    const d = full();
    d.references[1].receivedOn = '2026-11-20';
    d.dbs.verifiedOn = '2026-11-18';
    expect(found(d)).toHaveLength(2);
    expect(checksComplete(d, TODAY)).toBe(true);
    delete d.startsOn;
    expect(checksComplete(d, TODAY)).toBe(true);
    delete d.references[1].wouldReemploy;
    expect(checksComplete(d, TODAY)).toBe(false);
    const e = full();
    e.dbs.workforce = 'adult';
    expect(checksComplete(e, TODAY)).toBe(false);
    expect(checksComplete(null, TODAY)).toBe(true);
  });
});
