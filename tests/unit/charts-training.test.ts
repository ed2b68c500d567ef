// The HR charts' as-of-a-day rules (engine/charts/training.ts): the matrix's cells on a past day, and whether
// a supervision or appraisal was in date on a day from every one held by then.
import { describe, expect, it } from 'vitest';
import { dueInDate, requiredCells } from '../../engine/charts/training.ts';
import type { CourseRow, TraineeRow } from '../../engine/store/training.ts';
import { APPRAISAL_EVERY, SUPERVISION_EVERY } from '../../engine/training/due.ts';

const person: TraineeRow = {
  id: 'p1',
  name: 'Sam',
  role: 'staff',
  jobTitle: null,
  homeIds: ['h1'],
  homeTypes: ['children_home'],
  startOn: '2025-01-01',
};
const course = (id: string, more: Partial<CourseRow> = {}): CourseRow => ({
  id,
  name: `Course ${id}`,
  description: null,
  mandatoryRoles: ['staff'],
  homeTypes: [],
  renewalMonths: 12,
  qualificationLevel: null,
  version: 1,
  archivedAt: null,
  updatedAt: new Date(),
  ...more,
});

describe('requiredCells', () => {
  it('reads the matrix as it stood on the day: later attendance does not count, expiry is from that day', () => {
    const courses = [
      course('a'),
      course('b', { mandatoryRoles: ['manager'] }),
      course('q', { renewalMonths: null, qualificationLevel: 'level3' }),
    ];
    const attended = [
      { staffId: 'p1', recordId: 'r1', courseId: 'a', course: 'Course a', completedOn: '2025-03-01', expiresOn: null },
    ];
    const quals = [{ staffId: 'p1', recordId: 'r2', level: 'level3', status: 'achieved', achievedOn: '2025-06-01' }];
    expect(requiredCells(person, courses, attended, quals, '2025-02-01')).toEqual([
      { courseId: 'a', status: 'missing' },
      { courseId: 'q', status: 'missing' },
    ]);
    expect(requiredCells(person, courses, attended, quals, '2025-07-01')).toEqual([
      { courseId: 'a', status: 'in_date' },
      { courseId: 'q', status: 'in_date' },
    ]);
    expect(requiredCells(person, courses, attended, quals, '2026-01-15')[0].status).toBe('due_soon');
    expect(requiredCells(person, courses, attended, quals, '2026-03-02')[0].status).toBe('expired');
  });
  it('matches attendance by course name when it names no course, and ignores other people', () => {
    const attended = [
      {
        staffId: 'p1',
        recordId: 'r1',
        courseId: null,
        course: ' course A ',
        completedOn: '2025-03-01',
        expiresOn: null,
      },
      { staffId: 'p2', recordId: 'r2', courseId: 'b', course: 'Course b', completedOn: '2025-03-01', expiresOn: null },
    ];
    expect(requiredCells(person, [course('a'), course('b')], attended, [], '2025-04-01')).toEqual([
      { courseId: 'a', status: 'in_date' },
      { courseId: 'b', status: 'missing' },
    ]);
  });
});

describe('dueInDate', () => {
  it('counts from the start date with none held, then from the latest held on or before the day', () => {
    expect(dueInDate(person, [], SUPERVISION_EVERY, '2025-02-12')).toBe(true); // due 2025-02-12
    expect(dueInDate(person, [], SUPERVISION_EVERY, '2025-02-13')).toBe(false);
    const held = [
      { staffId: 'p1', heldOn: '2025-02-10', nextSaid: null },
      { staffId: 'p1', heldOn: '2025-05-01', nextSaid: null },
      { staffId: 'p2', heldOn: '2025-04-01', nextSaid: null },
    ];
    expect(dueInDate(person, held, SUPERVISION_EVERY, '2025-03-24')).toBe(true); // 2025-02-10 + 6 weeks
    expect(dueInDate(person, held, SUPERVISION_EVERY, '2025-03-25')).toBe(false); // the May one is not held yet
    expect(dueInDate(person, held, SUPERVISION_EVERY, '2025-05-02')).toBe(true);
    expect(dueInDate(person, held, APPRAISAL_EVERY, '2026-05-01')).toBe(true);
    expect(dueInDate(person, held, APPRAISAL_EVERY, '2026-05-02')).toBe(false);
  });
  it('a next date written on the last one brings it forward', () => {
    const held = [{ staffId: 'p1', heldOn: '2025-02-10', nextSaid: '2025-03-01' }];
    expect(dueInDate(person, held, SUPERVISION_EVERY, '2025-03-01')).toBe(true);
    expect(dueInDate(person, held, SUPERVISION_EVERY, '2025-03-02')).toBe(false);
  });
});
