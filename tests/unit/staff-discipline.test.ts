// Safeguarding in discipline (engine/staff/discipline.ts): the route a ground takes, what a safeguarding case needs
// before it closes or once the person has left, the referral the linked concern is told of, and the exit decision.
import { describe, expect, it } from 'vitest';
import {
  dbsReferralOf,
  disciplinaryErrors,
  exitDecisionErrors,
  exitNeedsDecision,
  routeOf,
} from '../../engine/staff/discipline.ts';

const CONCERN = '7f1c2d4e-1111-4222-8333-944455556666';
const open = () =>
  ({
    openedOn: '2026-11-02',
    ground: 'safeguarding',
    concern: 'Shouted at and pushed a child',
    stage: 'investigation',
    safeguarding: { concern: CONCERN, knownAt: '2026-11-02T09:00:00Z', alongsideAcknowledged: true },
  }) as Record<string, any>;
const decided = (decision: 'referred' | 'not_referred') => ({
  decision,
  decidedOn: '2026-11-20',
  decidedBy: 'a0000000-0000-4000-8000-000000000001',
  reasons: 'Dismissed for harming a child',
  ...(decision === 'referred' ? { referredOn: '2026-11-21', reference: 'DBS-REF-1' } : {}),
});
const paths = (d: Record<string, unknown>, creating = false) => disciplinaryErrors(d, creating).map((e) => e.path);

describe('routeOf', () => {
  it('sends conduct towards a child to safeguarding, attendance to capability, the rest to misconduct', () => {
    expect(routeOf('safeguarding')).toBe('safeguarding');
    expect(routeOf('attendance')).toBe('capability');
    for (const g of ['misconduct', 'gross_misconduct', 'failure_to_report', 'other', undefined, 3])
      expect(routeOf(g)).toBe('misconduct');
  });
});

describe('disciplinaryErrors', () => {
  it('an open safeguarding case with its concern linked needs nothing more yet', () => {
    expect(paths(open())).toEqual([]);
  });

  it('a safeguarding case names the concern (its LADO clock), when it was known and that it runs alongside', () => {
    const d = open();
    d.safeguarding = {};
    expect(paths(d)).toEqual(['/safeguarding/concern', '/safeguarding/knownAt', '/safeguarding/alongsideAcknowledged']);
    d.safeguarding = { concern: ' ', knownAt: '', alongsideAcknowledged: false };
    expect(paths(d)).toHaveLength(3);
  });

  it('a misconduct case needs none of it', () => {
    expect(paths({ ...open(), ground: 'misconduct', safeguarding: {}, stage: 'closed' })).toEqual([]);
  });

  it('a new attendance case is refused towards the capability route; an old one may be kept', () => {
    const d = { ...open(), ground: 'attendance' };
    expect(paths(d, true)).toEqual(['/ground']);
    expect(disciplinaryErrors(d, true)[0].message).toMatch(/absence and capability/);
    expect(paths(d, false)).toEqual([]);
  });

  it('closing without a DBS referral decision is refused, by stage or by a closing date', () => {
    expect(paths({ ...open(), stage: 'closed' })).toEqual(['/safeguarding/dbs/decision']);
    expect(paths({ ...open(), closedOn: '2026-11-30' })).toEqual(['/safeguarding/dbs/decision']);
    expect(disciplinaryErrors({ ...open(), stage: 'closed' }, false)[0].message).toMatch(/case closes/);
  });

  it('the person leaving during the case needs the decision too, while the case is still open', () => {
    const d = open();
    d.safeguarding.leftOn = '2026-11-10';
    expect(paths(d)).toEqual(['/safeguarding/dbs/decision']);
    expect(disciplinaryErrors(d, false)[0].message).toMatch(/has left/);
    d.safeguarding.dbs = { decision: 'maybe' };
    expect(paths(d)).toEqual(['/safeguarding/dbs/decision']);
  });

  it('a decision says when, who and why; a referral also when it was sent and its reference', () => {
    const d: Record<string, any> = { ...open(), stage: 'closed' };
    d.safeguarding.dbs = decided('not_referred');
    expect(paths(d)).toEqual([]);
    d.safeguarding.dbs = decided('referred');
    expect(paths(d)).toEqual([]);
    for (const drop of ['decidedOn', 'decidedBy', 'reasons', 'referredOn', 'reference']) {
      const x = structuredClone(d);
      delete x.safeguarding.dbs[drop];
      expect(paths(x), drop).toEqual([`/safeguarding/dbs/${drop}`]);
    }
    const n = structuredClone(d);
    n.safeguarding.dbs = { ...decided('not_referred'), reasons: '  ' };
    expect(paths(n)).toEqual(['/safeguarding/dbs/reasons']);
  });
});

describe('dbsReferralOf', () => {
  it('is the referral date only for a safeguarding case that referred', () => {
    const d = open();
    expect(dbsReferralOf(d)).toBeNull();
    d.safeguarding.dbs = decided('referred');
    expect(dbsReferralOf(d)).toEqual({ referredOn: '2026-11-21' });
    expect(dbsReferralOf({ ...d, ground: 'misconduct' })).toBeNull();
    d.safeguarding.dbs = decided('not_referred');
    expect(dbsReferralOf(d)).toBeNull();
    d.safeguarding.dbs = { decision: 'referred', referredOn: '' };
    expect(dbsReferralOf(d)).toBeNull();
  });
});

describe('the exit decision', () => {
  it('only an exit with a safeguarding concern needs one', () => {
    expect(exitNeedsDecision({ safeguardingConcern: true })).toBe(true);
    expect(exitNeedsDecision({ safeguardingConcern: false })).toBe(false);
    expect(exitNeedsDecision({})).toBe(false);
    expect(exitDecisionErrors({ safeguardingConcern: false })).toEqual([]);
  });

  it('needs the DBS decision, who, when and why', () => {
    const e = { safeguardingConcern: true } as Record<string, any>;
    expect(exitDecisionErrors(e).map((x) => x.path)).toEqual([
      '/safeguardingDecision/dbs',
      '/safeguardingDecision/decidedBy',
      '/safeguardingDecision/decidedOn',
      '/safeguardingDecision/reasons',
    ]);
    e.safeguardingDecision = { dbs: 'not_referred', decidedBy: 'x', decidedOn: '2026-11-20', reasons: 'No harm' };
    expect(exitDecisionErrors(e)).toEqual([]);
    e.safeguardingDecision.dbs = 'later';
    expect(exitDecisionErrors(e).map((x) => x.path)).toEqual(['/safeguardingDecision/dbs']);
  });
});
