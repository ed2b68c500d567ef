// The pure rules of the home's premises records: who must sign a policy and who is outstanding (a new
// version asks everyone again), the RIDDOR reporting deadline, and the mileage log's odometer check.
import { describe, expect, it } from 'vitest';
import {
  hasSignedCurrent,
  mustSign,
  type PolicyFacts,
  policyStanding,
  type SignatureFacts,
  signedShare,
  type StaffFacts,
  unsignedFor,
} from '../../engine/policies/outstanding.ts';
import { checkMileage, distanceOf, inDrivingOrder, totalDistance } from '../../engine/premises/mileage.ts';
import {
  RIDDOR_RULES,
  riddorDeadline,
  riddorDeadlines,
  riddorOutcome,
  riddorProblems,
} from '../../engine/premises/riddor.ts';

const oak = 'home-oak';
const willow = 'home-willow';
const policy = (p: Partial<PolicyFacts> = {}): PolicyFacts => ({
  id: 'p1',
  homeId: oak,
  version: '2',
  mustSign: true,
  archived: false,
  ...p,
});
const person = (id: string, p: Partial<StaffFacts> = {}): StaffFacts => ({
  id,
  homeIds: [oak],
  active: true,
  youngPerson: false,
  ...p,
});
const sig = (userId: string, version: string, policyId = 'p1'): SignatureFacts => ({
  policyId,
  userId,
  version,
  signedAt: new Date('2026-11-01T10:00:00Z'),
});

describe('who must sign a policy', () => {
  it("active staff of the policy's home must sign", () => {
    expect(mustSign(policy(), person('a'))).toBe(true);
  });
  it("not staff of another home, a leaver, a young person's login, an information-only or archived policy, or a policy of no home", () => {
    expect(mustSign(policy(), person('a', { homeIds: [willow] }))).toBe(false);
    expect(mustSign(policy(), person('a', { active: false }))).toBe(false);
    expect(mustSign(policy(), person('a', { youngPerson: true }))).toBe(false);
    expect(mustSign(policy({ mustSign: false }), person('a'))).toBe(false);
    expect(mustSign(policy({ archived: true }), person('a'))).toBe(false);
    expect(mustSign(policy({ homeId: null }), person('a'))).toBe(false);
  });
  it('a signature counts for its own policy and version only', () => {
    expect(hasSignedCurrent(policy(), 'a', [sig('a', '2')])).toBe(true);
    expect(hasSignedCurrent(policy(), 'a', [sig('a', '1')])).toBe(false);
    expect(hasSignedCurrent(policy(), 'a', [sig('b', '2')])).toBe(false);
    expect(hasSignedCurrent(policy(), 'a', [sig('a', '2', 'p2')])).toBe(false);
  });
});

describe('policy standing', () => {
  const staff = [
    person('a'),
    person('b'),
    person('c'),
    person('w', { homeIds: [willow] }),
    person('gone', { active: false }),
  ];
  it('lists who must sign, who signed this version and who has not, in the staff order', () => {
    const st = policyStanding(policy(), staff, [sig('b', '2'), sig('a', '1'), sig('w', '2')]);
    expect(st).toEqual({
      policyId: 'p1',
      version: '2',
      required: ['a', 'b', 'c'],
      signed: ['b'],
      outstanding: ['a', 'c'],
    });
  });
  it('a new version asks everyone again', () => {
    const signatures = [sig('a', '1'), sig('b', '1'), sig('c', '1')];
    expect(policyStanding(policy({ version: '1' }), staff, signatures).outstanding).toEqual([]);
    expect(policyStanding(policy({ version: '2' }), staff, signatures).outstanding).toEqual(['a', 'b', 'c']);
  });
  it("a person's unsigned policies: those they must sign and have not signed in the current version", () => {
    const policies = [
      policy({ id: 'p1' }),
      policy({ id: 'p2', version: '1' }),
      policy({ id: 'p3', homeId: willow }),
      policy({ id: 'p4', mustSign: false }),
    ];
    expect(unsignedFor(person('a'), policies, [sig('a', '1', 'p2'), sig('a', '1', 'p1')]).map((p) => p.id)).toEqual([
      'p1',
    ]);
  });
  it('signed share over policies, to one decimal; none when nobody is asked', () => {
    expect(signedShare([])).toBeNull();
    expect(signedShare([{ policyId: 'x', version: '1', required: [], signed: [], outstanding: [] }])).toBeNull();
    expect(
      signedShare([
        { policyId: 'x', version: '1', required: ['a', 'b', 'c'], signed: ['a'], outstanding: ['b', 'c'] },
        { policyId: 'y', version: '1', required: ['a', 'b', 'c'], signed: ['a', 'b', 'c'], outstanding: [] },
      ]),
    ).toBe(66.7);
    expect(
      signedShare([{ policyId: 'x', version: '1', required: ['a', 'b'], signed: ['a', 'b'], outstanding: [] }]),
    ).toBe(100);
  });
});

describe('RIDDOR reporting deadline', () => {
  const accident = (riddor: Record<string, unknown> | undefined, extra: Record<string, unknown> = {}) => ({
    id: 'acc1',
    archived: false,
    data: { occurredAt: '2026-03-02T23:30:00Z', riddor, ...extra },
  });
  it('is 10 days for a specified injury, counted from the London day it happened', () => {
    // 23:30 UTC on 2 March is still 2 March in London (GMT)
    expect(riddorDeadline(accident({ reportable: true, category: 'death_or_specified_injury' }))).toEqual({
      naturalKey: 'riddor:acc1',
      step: 'report',
      dueOn: '2026-03-12',
      days: 10,
      done: false,
      daysLate: 0,
    });
  });
  it('uses the London day in summer time', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST)
    expect(
      riddorDeadline(accident({ reportable: true, category: 'over_seven_day' }, { occurredAt: '2026-07-01T23:30:00Z' }))
        ?.dueOn,
    ).toBe('2026-07-17');
  });
  it("is 15 days for a worker's over-7-day incapacitation and 10 for the others", () => {
    const days = Object.fromEntries(Object.entries(RIDDOR_RULES).map(([k, r]) => [k, r.reportDays]));
    expect(days).toEqual({
      death: 10,
      worker_specified_injury: 10,
      non_worker_hospital: 10,
      dangerous_occurrence: 10,
      worker_over_seven_day: 15,
      worker_over_three_day: null,
      occupational_disease: 0,
      death_or_specified_injury: 10,
      over_seven_day: 15,
    });
    expect(riddorDeadline(accident({ reportable: true, category: 'over_seven_day' }))?.dueOn).toBe('2026-03-17');
    expect(riddorDeadline(accident({ reportable: true, category: 'non_worker_hospital' }))?.days).toBe(10);
  });
  it('none when not reportable, without a category or a date, with an unknown category, or archived', () => {
    expect(riddorDeadline(accident(undefined))).toBeNull();
    expect(riddorDeadline(accident({ reportable: false, category: 'over_seven_day' }))).toBeNull();
    expect(riddorDeadline(accident({ reportable: true }))).toBeNull();
    expect(riddorDeadline(accident({ reportable: true, category: 'paper_cut' }))).toBeNull();
    expect(
      riddorDeadline(accident({ reportable: true, category: 'over_seven_day' }, { occurredAt: undefined })),
    ).toBeNull();
    expect(
      riddorDeadline(accident({ reportable: true, category: 'over_seven_day' }, { occurredAt: 'not a date' })),
    ).toBeNull();
    expect(
      riddorDeadline({ ...accident({ reportable: true, category: 'over_seven_day' }), archived: true }),
    ).toBeNull();
  });
  it('is done when the report date is filled, saying whether in time', () => {
    const onTime = riddorDeadline(
      accident({ reportable: true, category: 'death_or_specified_injury', reportedOn: '2026-03-12' }),
    )!;
    expect(onTime).toMatchObject({ done: true, daysLate: 0 });
    expect(riddorOutcome(onTime)).toBe('Reported in time');
    const early = riddorDeadline(
      accident({ reportable: true, category: 'death_or_specified_injury', reportedOn: '2026-03-03' }),
    )!;
    expect(early.daysLate).toBe(0);
    const oneLate = riddorDeadline(
      accident({ reportable: true, category: 'death_or_specified_injury', reportedOn: '2026-03-13' }),
    )!;
    expect(oneLate.daysLate).toBe(1);
    expect(riddorOutcome(oneLate)).toBe('Reported late (1 day after it was due)');
    const late = riddorDeadline(
      accident({ reportable: true, category: 'death_or_specified_injury', reportedOn: '2026-03-16' }),
    )!;
    expect(riddorOutcome(late)).toBe('Reported late (4 days after it was due)');
  });
  it('a death, a specified injury, a non-worker taken to hospital and a dangerous occurrence: HSE told the same day', () => {
    for (const category of ['death', 'worker_specified_injury', 'non_worker_hospital', 'dangerous_occurrence']) {
      const steps = riddorDeadlines(accident({ reportable: true, category }));
      expect(steps.map((x) => [x.step, x.naturalKey, x.dueOn])).toEqual([
        ['tell', 'riddor:acc1:tell', '2026-03-02'],
        ['report', 'riddor:acc1', '2026-03-12'],
      ]);
    }
    const told = riddorDeadlines(
      accident({ reportable: true, category: 'death', hseToldAt: '2026-03-03T08:10:00Z' }),
    )[0];
    expect(told).toMatchObject({ done: true, daysLate: 1 });
    expect(riddorOutcome(told)).toBe('HSE told late (1 day after it was due)');
    // a worker's over-7-day injury is reported, never telephoned
    expect(
      riddorDeadlines(accident({ reportable: true, category: 'worker_over_seven_day' })).map((x) => x.step),
    ).toEqual(['report']);
  });
  it("an over-3-day injury is recorded, not reported; a disease runs from the doctor's diagnosis", () => {
    expect(riddorDeadlines(accident({ reportable: true, category: 'worker_over_three_day' }))).toEqual([]);
    expect(riddorDeadlines(accident({ reportable: true, category: 'occupational_disease' }))).toEqual([]);
    const disease = riddorDeadlines(
      accident({ reportable: true, category: 'occupational_disease', diagnosedOn: '2026-05-20' }),
    );
    expect(disease).toEqual([
      { naturalKey: 'riddor:acc1', step: 'report', dueOn: '2026-05-20', days: 0, done: false, daysLate: 0 },
    ]);
  });
  it('says when the category does not fit the person: a child is never at work in their home', () => {
    const child = { injuredPerson: { personType: 'young_person' } };
    expect(riddorProblems(accident({ reportable: true, category: 'worker_specified_injury' }, child))).toEqual([
      'This category is for a person at work: a child or a visitor is not at work.',
    ]);
    expect(riddorProblems(accident({ reportable: true, category: 'non_worker_hospital' }, child))).toEqual([]);
    expect(
      riddorProblems(
        accident({ reportable: true, category: 'non_worker_hospital' }, { injuredPerson: { personType: 'staff' } }),
      ),
    ).toEqual(['This category is for a person not at work: for a member of staff choose a worker category.']);
    expect(riddorProblems(accident({ reportable: true, category: 'occupational_disease' }))).toEqual([
      "An occupational disease is reported from the doctor's written diagnosis: give the date.",
    ]);
    expect(riddorProblems(accident({ reportable: false, category: 'worker_specified_injury' }, child))).toEqual([]);
  });
});

describe('mileage log', () => {
  const j = (id: string, date: string, startOdometer: number, endOdometer: number) => ({
    id,
    date,
    startOdometer,
    endOdometer,
  });
  it('distance is end − start; none when the readings are the wrong way round', () => {
    expect(distanceOf(j('a', '2026-11-01', 100, 132))).toBe(32);
    expect(distanceOf(j('a', '2026-11-01', 100, 100))).toBe(0);
    expect(distanceOf(j('a', '2026-11-01', 100, 99))).toBeNull();
  });
  it('puts journeys in driving order: by date, then start reading', () => {
    const order = inDrivingOrder([
      j('c', '2026-11-02', 50, 60),
      j('b', '2026-11-01', 30, 40),
      j('a', '2026-11-01', 10, 20),
    ]).map((x) => x.id);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(inDrivingOrder([j('b', '2026-11-03', 30, 40), j('a', '2026-11-01', 90, 99)]).map((x) => x.id)).toEqual([
      'a',
      'b',
    ]);
    // a later day comes after, whatever its readings (a wrong reading is flagged, not reordered)
    expect(inDrivingOrder([j('a', '2026-11-01', 90, 99), j('b', '2026-11-03', 30, 40)]).map((x) => x.id)).toEqual([
      'a',
      'b',
    ]);
    expect(
      inDrivingOrder([j('c', '2026-11-05', 10, 20), j('a', '2026-11-01', 90, 99), j('b', '2026-11-03', 50, 60)]).map(
        (x) => x.id,
      ),
    ).toEqual(['a', 'b', 'c']);
  });
  it('a sound log: distances, gaps between journeys, no problems, and the total', () => {
    const checks = checkMileage([j('b', '2026-11-02', 140, 150), j('a', '2026-11-01', 100, 132)]);
    expect(checks).toEqual([
      { id: 'a', distance: 32, problems: [], gap: null },
      { id: 'b', distance: 10, problems: [], gap: 8 },
    ]);
    expect(totalDistance(checks)).toBe(42);
  });
  it('the odometer going backwards from one journey to the next, or within one, is a problem', () => {
    const checks = checkMileage([
      j('a', '2026-11-01', 100, 132),
      j('b', '2026-11-02', 120, 150),
      j('c', '2026-11-03', 160, 155),
    ]);
    expect(checks[1].problems).toEqual([
      'The odometer went backwards: this journey starts at 120, the one before ended at 132.',
    ]);
    expect(checks[1].gap).toBe(-12);
    expect(checks[2]).toEqual({
      id: 'c',
      distance: null,
      gap: 10,
      problems: ['The end reading is lower than the start reading.'],
    });
    expect(totalDistance(checks)).toBe(32 + 30);
  });
  it('a journey starting where the last ended is fine', () => {
    expect(checkMileage([j('a', '2026-11-01', 100, 132), j('b', '2026-11-01', 132, 140)])[1]).toEqual({
      id: 'b',
      distance: 8,
      problems: [],
      gap: 0,
    });
  });
});
