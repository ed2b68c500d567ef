// The required policies panel and the statement of purpose checklist: pure rules, so each state's boundary is exact.
import { describe, expect, it } from 'vitest';
import { type PolicyForPanel, requiredPolicyStanding, statementCoverage } from '../../engine/policies/required.ts';

const CH = 'children_home';
const SA = 'support_accomodation_for_older_children';
const policy = (over: Partial<PolicyForPanel>): PolicyForPanel => ({
  id: 'p1',
  title: 'Safeguarding and child protection',
  category: 'safeguarding',
  reviewDate: '2027-01-31',
  mustSign: true,
  required: 6,
  signedCount: 6,
  ...over,
});
const stateOf = (key: string, ps: PolicyForPanel[], today = '2026-11-27', type = CH) =>
  requiredPolicyStanding(type, ps, today).find((r) => r.key === key)!.state;

describe('required policies', () => {
  it('a children’s home must have the child protection policies, the guide and the rest; SA its own set', () => {
    expect(requiredPolicyStanding(CH, [], '2026-11-27').map((r) => r.key)).toEqual([
      'safeguarding',
      'anti_bullying',
      'missing',
      'behaviour',
      'complaints',
      'whistleblowing',
      'medication',
      'restraint',
      'online_safety',
      'searching',
      'childrens_guide',
    ]);
    const sa = requiredPolicyStanding(SA, [], '2026-11-27').map((r) => r.key);
    expect(sa).toContain('contingency');
    expect(sa).not.toContain('childrens_guide');
    expect(requiredPolicyStanding(CH, [], '2026-11-27').every((r) => r.state === 'missing')).toBe(true);
  });

  it('in order until the review date passes; the review day itself is still in date', () => {
    expect(stateOf('safeguarding', [policy({ reviewDate: '2026-11-27' })])).toBe('in_order');
    expect(stateOf('safeguarding', [policy({ reviewDate: '2026-11-26' })])).toBe('review_overdue');
  });

  it('not read by everyone while one member of staff asked has not signed; information-only policies need no one', () => {
    expect(stateOf('safeguarding', [policy({ signedCount: 5 })])).toBe('unread');
    expect(stateOf('safeguarding', [policy({ signedCount: 0, mustSign: false })])).toBe('in_order');
  });

  it('the best of several policies of a category counts; behaviour management covers restraint', () => {
    const old = policy({ id: 'old', reviewDate: '2025-01-01' });
    expect(stateOf('safeguarding', [old, policy({ id: 'new' })])).toBe('in_order');
    expect(stateOf('restraint', [policy({ category: 'behaviour' })])).toBe('in_order');
    expect(stateOf('anti_bullying', [policy({ category: 'behaviour' })])).toBe('missing');
  });
});

describe('statement of purpose against Schedule 1', () => {
  it('lists each matter without a place as a gap; supported accommodation has no list (not read)', () => {
    const none = statementCoverage(CH, null)!;
    expect(none.id).toBeNull();
    expect(none.gaps.map((g) => g.matter)).toContain('range_of_needs');
    const some = statementCoverage(CH, {
      id: 's1',
      version: '3',
      coverage: [
        { matter: 'range_of_needs', where: 'Section 1' },
        { matter: 'location', where: '  ' },
        { matter: 'unknown', where: 'p 9' },
      ],
    })!;
    expect(some.covered).toEqual([
      { matter: 'range_of_needs', label: '1. Range of needs the home meets', where: 'Section 1' },
    ]);
    expect(some.gaps.map((g) => g.matter)).toContain('location');
    expect(some.gaps.length).toBe(none.gaps.length - 1);
    expect(statementCoverage(SA, null)).toBeNull();
  });
});
