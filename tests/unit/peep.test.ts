// A personal emergency evacuation plan's review date is a duty: once the plan is submitted, a task for the home's
// managers falls due on that date (not before it is written, not for a draft), in the home type's words.
import { describe, expect, it } from 'vitest';
import { allDeadlines } from '../../definitions/deadlines.ts';
import { dutyOf } from '../../definitions/duties/index.ts';
import { example } from '../../definitions/young-person/examples/peep.ts';
import { type DeadlineRecord, deadlinesOf } from '../../engine/deadlines/rules.ts';

const peep = (over: Partial<DeadlineRecord> = {}): DeadlineRecord => ({
  id: 'peep-1',
  kind: 'peep',
  status: 'submitted',
  submission: 1,
  archivedAt: null,
  createdAt: new Date('2026-09-14T10:00:00Z'),
  updatedAt: new Date('2026-09-14T10:00:00Z'),
  homeType: 'children_home',
  youngPersonName: 'Ruby Hart',
  data: example,
  ...over,
});

describe('personal emergency evacuation plan', () => {
  it('is reviewed by its date: a task due on the review date once submitted, none for a draft', () => {
    const duty = dutyOf('review-peep');
    expect(duty.trigger).toEqual({ on: 'date-field', kinds: ['peep'], field: 'reviewDate' });
    expect(duty.met).toEqual([{ record: { kinds: ['peep'], state: 'submitted' } }]);
    const [task] = deadlinesOf(allDeadlines, peep(), new Map());
    expect(task.rule.key).toBe('review-peep');
    expect(task.title).toBe("Review Ruby Hart's personal emergency evacuation plan");
    expect(task.naturalKey).toBe('duty:review-peep:peep-1:2027-03-14');
    expect(deadlinesOf(allDeadlines, peep({ status: 'ongoing', submission: 0 }), new Map())).toEqual([]);
  });

  it('speaks of a young person in supported accommodation', () => {
    const [task] = deadlinesOf(allDeadlines, peep({ homeType: 'support_accomodation_for_older_children' }), new Map());
    expect(task.description).toMatch(/with the young person by its review date/);
  });
});
