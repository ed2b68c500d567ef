// Medicines reconciliation on arrival and the medicines temperature log (decisions 0900, 0901): the pure rules, the
// kinds' schemas with their examples, and the duties with injected time — the reconciliation is due 24 hours after
// the arrival time the move-in record holds and is met by a reconciliation written after it; the temperature log is
// due every day where the MAR is on.
import { describe, expect, it } from 'vitest';
import { allDeadlines } from '../../definitions/deadlines.ts';
import { dutyOf } from '../../definitions/duties/index.ts';
import temperatureKind from '../../definitions/home/medicines-temperature.ts';
import { example as reconciled } from '../../definitions/young-person/examples/medication-reconciliation.ts';
import reconciliationKind from '../../definitions/young-person/medication-reconciliation.ts';
import { type DeadlineRecord, deadlinesOf } from '../../engine/deadlines/rules.ts';
import { createAjv } from '../../engine/definitions/ajv.ts';
import { nextDueOn } from '../../engine/duties/period.ts';
import { reconciliationProblems, unresolved } from '../../engine/medication/reconciliation.ts';
import { outOfRange, readingProblems, temperatureAlert } from '../../engine/medication/storage.ts';

const A = '00000000-0000-4000-8000-000000000001';
const B = '00000000-0000-4000-8000-000000000002';

describe('the temperature of the medicines fridge and cupboard', () => {
  it('a fridge is safe from 2 to 8 °C inclusive, a cupboard up to 25 °C; each reading is checked', () => {
    expect(outOfRange({ store: 'fridge', current: 2, min: 2, max: 8 })).toEqual([]);
    expect(outOfRange({ store: 'fridge', current: 5, min: 1.9, max: 8.1 })).toEqual([
      'lowest 1.9 °C',
      'highest 8.1 °C',
    ]);
    expect(outOfRange({ store: 'fridge', current: 8.5, min: 4, max: 8.5 })).toEqual(['now 8.5 °C', 'highest 8.5 °C']);
    expect(outOfRange({ store: 'cupboard', current: 25, min: -3, max: 25 })).toEqual([]);
    expect(outOfRange({ store: 'cd_cupboard', current: 21, min: 18, max: 26 })).toEqual(['highest 26 °C']);
    expect(outOfRange({ current: 40 })).toEqual([]);
  });

  it('out of range needs what was done and what happened to the stock; the lowest and highest must make sense', () => {
    expect(readingProblems({ store: 'fridge', current: 5, min: 3, max: 7 })).toEqual([]);
    const paths = (r: Parameters<typeof readingProblems>[0]) => readingProblems(r).map((p) => p.path);
    expect(paths({ store: 'fridge', current: 5, min: 3, max: 9 })).toEqual(['/action/taken', '/action/stock']);
    expect(
      paths({ store: 'fridge', current: 5, min: 3, max: 9, action: { taken: ' ', stock: 'quarantined' } }),
    ).toEqual(['/action/taken']);
    expect(paths({ store: 'fridge', current: 5, min: 3, max: 9, action: { taken: 'Closed the door' } })).toEqual([
      '/action/stock',
    ]);
    expect(paths({ store: 'fridge', current: 5, min: 7, max: 6 })).toEqual(['/min']);
    expect(paths({ store: 'fridge', current: 4, min: 5, max: 6 })).toEqual(['/min']);
    expect(paths({ store: 'fridge', current: 7, min: 5, max: 6 })).toEqual(['/max']);
    // at the edges: equal lowest and highest, and a reading on either of them, make sense
    expect(paths({ store: 'fridge', current: 5, min: 5, max: 5 })).toEqual([]);
    expect(paths({ store: 'fridge', current: 3, min: 3, max: 7 })).toEqual([]);
    expect(paths({ store: 'fridge', current: 7, min: 3, max: 7 })).toEqual([]);
    // only what was read is judged
    expect(paths({ store: 'fridge', current: 5 })).toEqual([]);
    expect(paths({ store: 'fridge', min: 7, max: 6 })).toEqual(['/min']);
    expect(paths({ store: 'fridge', current: 4, min: 5 })).toEqual(['/min']);
    expect(paths({ store: 'fridge', current: 7, max: 6 })).toEqual(['/max']);
    expect(readingProblems({ store: 'fridge', current: 5, min: 7, max: 6 })[0].message).toBe(
      'is above the highest reading',
    );
    expect(readingProblems({ store: 'fridge', current: 4, min: 5, max: 6 })[0].message).toMatch(
      /lowest since the reset/,
    );
    expect(readingProblems({ store: 'fridge', current: 7, min: 5, max: 6 })[0].message).toMatch(
      /highest since the reset/,
    );
    expect(readingProblems({ store: 'fridge', current: 5, min: 3, max: 9 }).map((p) => p.message)).toEqual([
      'is required: the reading is out of range, say what was done',
      'is required: say what was done with the medicines stored there',
    ]);
  });

  it('the managers’ alert names the store, the home, each reading out of range and the safe range; none in range', () => {
    const a = temperatureAlert(
      'r1',
      { store: 'fridge', storeName: 'Office fridge', current: 6, min: 3, max: 9.4, action: { taken: 'Door shut' } },
      'Oak House',
    )!;
    expect(a).toMatchObject({
      kind: 'medicines_temperature',
      recordCategory: 'medication',
      title: 'Office fridge at Oak House out of range: highest 9.4 °C (safe 2–8 °C)',
      naturalKey: 'medicines-temperature:r1',
    });
    expect(a.body).toMatch(/What staff did: Door shut\.$/);
    expect(temperatureAlert('r2', { store: 'cupboard', current: 27, min: 20, max: 27 }, 'Willow Court')!.title).toBe(
      'Medicines cupboard at Willow Court out of range: now 27 °C, highest 27 °C (safe at most 25 °C)',
    );
    expect(temperatureAlert('r3', { store: 'fridge', current: 5, min: 3, max: 7 }, 'Oak House')).toBeNull();
  });

  it('the kind takes the example and refuses a store it does not know', () => {
    const validate = createAjv().compile(temperatureKind.schema as object);
    expect(validate({ readAt: '2026-11-20T08:10:00Z', store: 'fridge', current: 5, min: 3, max: 7, readBy: A })).toBe(
      true,
    );
    expect(validate({ readAt: '2026-11-20T08:10:00Z', store: 'kitchen', current: 5, min: 3, max: 7, readBy: A })).toBe(
      false,
    );
  });

  it('is a daily duty of each home, only where the MAR is on, met by any reading that day', () => {
    const duty = dutyOf('medicines-temperature-daily');
    expect(duty).toMatchObject({ subject: 'home', flag: { toggle: 'mar' }, period: { every: { days: 1 } } });
    expect(duty.met).toEqual([{ record: { kinds: ['medicines-temperature'], state: 'submitted' } }]);
    expect(nextDueOn(duty.period, '2026-11-01', '2026-11-20')).toBe('2026-11-21');
    expect(nextDueOn(duty.period, '2026-11-01', null)).toBe('2026-11-02');
  });
});

describe('medicines reconciliation on arrival', () => {
  it('the example is a complete reconciliation', () => {
    expect(reconciliationProblems(reconciled)).toEqual([]);
    expect(createAjv().compile(reconciliationKind.schema as object)(reconciled)).toBe(true);
  });

  it('is checked by a second person, not before it was done', () => {
    expect(reconciliationProblems({ ...reconciled, checkedBy: A })).toEqual([
      { path: '/checkedBy', message: 'must be someone other than who reconciled the medicines' },
    ]);
    expect(reconciliationProblems({ ...reconciled, checkedAt: '2026-11-02T19:29:00Z' })).toEqual([
      { path: '/checkedAt', message: 'is before the reconciliation' },
    ]);
    expect(reconciliationProblems({ ...reconciled, checkedAt: reconciled.reconciledAt })).toEqual([]);
  });

  it('a medicine that did not arrive or does not match needs a discrepancy naming it', () => {
    expect(reconciliationProblems({ ...reconciled, discrepancies: [] })).toEqual([
      { path: '/medicines/1', message: 'did not arrive or does not match its source: add a discrepancy naming it' },
    ]);
    const mismatch = { ...reconciled, medicines: [{ name: 'Sertraline', arrived: true, matches: false }] };
    expect(reconciliationProblems({ ...mismatch, discrepancies: [] }).map((p) => p.path)).toEqual(['/medicines/0']);
    // named in any case and spacing
    expect(
      reconciliationProblems({
        ...mismatch,
        discrepancies: [{ medicine: ' sertraline ', resolution: 'x', resolvedBy: B, resolvedAt: 'y' }],
      }),
    ).toEqual([]);
  });

  it('a resolved discrepancy says who resolved it and when; an open one is allowed and listed', () => {
    const open = { ...reconciled, discrepancies: [{ medicine: 'Salbutamol inhaler', detail: 'Left behind' }] };
    expect(reconciliationProblems(open)).toEqual([]);
    expect(unresolved(open).map((x) => x.medicine)).toEqual(['Salbutamol inhaler']);
    expect(unresolved(reconciled)).toEqual([]);
    const half = { ...reconciled, discrepancies: [{ medicine: 'Salbutamol inhaler', resolution: 'GP issued one' }] };
    expect(reconciliationProblems(half).map((p) => p.path)).toEqual([
      '/discrepancies/0/resolvedBy',
      '/discrepancies/0/resolvedAt',
    ]);
  });

  it('lists the medicines or says there are none, not both; submitted, one of them (the schema)', () => {
    const none = { ...reconciled, medicines: [], discrepancies: [] };
    expect(reconciliationProblems(none)).toEqual([]);
    expect(reconciliationProblems({ ...reconciled, noMedicines: true }).map((p) => p.path)).toEqual(['/noMedicines']);
    const validate = createAjv().compile(reconciliationKind.schema as object);
    expect(validate(none)).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain('/medicines');
    expect(validate({ ...none, noMedicines: true })).toBe(true);
    expect(validate({ ...none, noMedicines: false })).toBe(false);
  });

  const moveIn = (data: Record<string, unknown>, over: Partial<DeadlineRecord> = {}): DeadlineRecord => ({
    id: 'mi-1',
    kind: 'move-in',
    status: 'submitted',
    submission: 1,
    archivedAt: null,
    createdAt: new Date('2026-11-02T19:00:00Z'),
    updatedAt: new Date('2026-11-02T19:00:00Z'),
    homeType: 'children_home',
    youngPersonName: 'Ruby Hart',
    data: { placingAuthority: 'Leeds', checklist: [], ...data },
    ...over,
  });
  const task = (r: DeadlineRecord, written = new Map<string, Date>()) =>
    deadlinesOf(allDeadlines, r, written).find((t) => t.rule.key === 'medication-reconciliation-on-arrival');

  it('is due 24 hours after the arrival time on the move-in record (London time), to the managers', () => {
    // 2 November is GMT; 18:45 London is 18:45Z
    const t = task(moveIn({ arrivalDate: '2026-11-02', arrivalTime: '18:45' }))!;
    expect(t.start.toISOString()).toBe('2026-11-02T18:45:00.000Z');
    expect(t.dueAt.toISOString()).toBe('2026-11-03T18:45:00.000Z');
    expect(t.title).toBe('Reconcile the medicines Ruby Hart arrived with (within 24 hours)');
    expect(t.doneAt).toBeNull();
    // in summer London is an hour ahead
    expect(task(moveIn({ arrivalDate: '2026-07-10', arrivalTime: '09:30' }))!.dueAt.toISOString()).toBe(
      '2026-07-11T08:30:00.000Z',
    );
    // without a time, from the start of the arrival day
    expect(task(moveIn({ arrivalDate: '2026-11-02' }))!.dueAt.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    expect(task(moveIn({ arrivalDate: '2026-11-02', arrivalTime: '25:00' }))!.start.toISOString()).toBe(
      '2026-11-02T00:00:00.000Z',
    );
  });

  it('is met by a reconciliation written after the arrival; words follow the home type', () => {
    const written = new Map([['medication-reconciliation-on-arrival', new Date('2026-11-03T10:00:00Z')]]);
    const t = task(moveIn({ arrivalDate: '2026-11-02', arrivalTime: '18:45' }), written)!;
    expect(t.doneAt?.toISOString()).toBe('2026-11-03T10:00:00.000Z');
    const sa = task(moveIn({ arrivalDate: '2026-11-02' }, { homeType: 'support_accomodation_for_older_children' }))!;
    expect(sa.description).toMatch(/came with the young person/);
    expect(dutyOf('medication-reconciliation-on-arrival').met).toEqual([
      { record: { kinds: ['medication-reconciliation'], state: 'submitted' } },
    ]);
  });
});
