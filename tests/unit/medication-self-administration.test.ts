// A self-administration assessment is a record with a level, storage, checks and an agreement, and its review date
// is a duty: once submitted, a task for the home's managers falls due on that date (none for a draft), in the home
// type's words; an assessment without who agreed, or with a level outside the three, is refused at the field.
import { describe, expect, it } from 'vitest';
import { allDeadlines } from '../../definitions/deadlines.ts';
import { dutyOf } from '../../definitions/duties/index.ts';
import { example } from '../../definitions/young-person/examples/medication-self-administration.ts';
import kind from '../../definitions/young-person/medication-self-administration.ts';
import { type DeadlineRecord, deadlinesOf } from '../../engine/deadlines/rules.ts';
import { createAjv } from '../../engine/definitions/ajv.ts';

const assessment = (over: Partial<DeadlineRecord> = {}): DeadlineRecord => ({
  id: 'sa-1',
  kind: 'medication-self-administration',
  status: 'submitted',
  submission: 1,
  archivedAt: null,
  createdAt: new Date('2026-11-02T10:00:00Z'),
  updatedAt: new Date('2026-11-02T10:00:00Z'),
  homeType: 'children_home',
  youngPersonName: 'Ruby Hart',
  data: example,
  ...over,
});

describe('self-administration assessment', () => {
  it('is reviewed by its date: a task due on the review date once submitted, none for a draft', () => {
    const duty = dutyOf('review-medication-self-administration');
    expect(duty.trigger).toEqual({ on: 'date-field', kinds: ['medication-self-administration'], field: 'reviewDate' });
    const [task] = deadlinesOf(allDeadlines, assessment(), new Map());
    expect(task.rule.key).toBe('review-medication-self-administration');
    expect(task.title).toBe("Review Ruby Hart's self-administration assessment");
    expect(task.naturalKey).toBe('duty:review-medication-self-administration:sa-1:2027-02-02');
    expect(deadlinesOf(allDeadlines, assessment({ status: 'ongoing', submission: 0 }), new Map())).toEqual([]);
    const [sa] = deadlinesOf(
      allDeadlines,
      assessment({ homeType: 'support_accomodation_for_older_children' }),
      new Map(),
    );
    expect(sa.description).toMatch(/Check with the young person what they understand/);
  });

  it('needs the level, the storage, the checks and who agreed', () => {
    const validate = createAjv().compile(kind.schema as object);
    expect(validate(example)).toBe(true);
    const { agreement: _a, ...noAgreement } = example;
    expect(validate(noAgreement)).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain('agreement');
    expect(validate({ ...example, level: 'whenever' })).toBe(false);
    expect(validate({ ...example, agreement: [{ by: 'friend', name: 'A', on: '2026-11-03' }] })).toBe(false);
  });
});
