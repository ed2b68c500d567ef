// A placing authority's social worker (engine/access/social-worker.ts, decision 0671): named young people only, until
// the date the home set; plans, risk assessments, incidents and reviews, read only and never a draft.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../engine/access/index.ts';
import {
  areaLevel,
  decideRecord,
  decideRecordRead,
  decideYoungPersonView,
  kindLevel,
  placedYoungPeople,
  recordCountScope,
  recordListScope,
  socialWorkerComments,
} from '../../engine/access/index.ts';
import type { RecordDefinition } from '../../engine/definitions/types.ts';

const def = (kind: string, over: Partial<RecordDefinition> = {}) =>
  ({ kind, subject: 'young-person', area: 'cyp', workflow: 'signoff', ypPermission: 'plans', ...over }) as never;
const plan: RecordDefinition = def('placement-plan');
const risk: RecordDefinition = def('risk-assessment-cse');
const incident: RecordDefinition = def('incident', { ypPermission: 'incident' });
const dailyLog: RecordDefinition = def('daily-log', { area: 'cyp_daily_log', ypPermission: undefined });
const session: RecordDefinition = def('therapeutic-session', { workflow: 'simple' });
const asset: RecordDefinition = def('asset', { subject: 'home', area: 'facility', ypPermission: undefined });

const sw: Caller = {
  id: 'sw',
  orgId: 'o',
  name: 'Sasha',
  email: 'sw@county.gov.uk',
  role: 'social_worker',
  isManager: false,
  homeIds: [],
  youngPersonId: null,
  // areas given by mistake are not held: the social worker's young people are decided by name
  areas: { cyp: 'edit', home: 'edit' },
  ypPermissions: {},
  ypOverrides: {},
  orgSlug: 'demo',
  placedYoungPeople: [
    { youngPersonId: 'kai', endsOn: '2026-12-31' },
    { youngPersonId: 'mia', endsOn: '2026-11-01' },
  ],
};
const atKai = { homeId: 'oak', youngPersonId: 'kai', staffId: null };
const finished = { ...atKai, status: 'complete', authorId: 'marcus' };

describe("a placing authority's social worker", () => {
  it('covers the young people whose grant has not passed its end date (London)', () => {
    expect(placedYoungPeople(sw, new Date('2026-11-01T23:30:00Z'))).toEqual(['kai', 'mia']); // 1 Nov in London
    expect(placedYoungPeople(sw, new Date('2026-11-02T00:30:00Z'))).toEqual(['kai']);
    // in summer time the London day starts an hour before UTC's
    const summer = { ...sw, placedYoungPeople: [{ youngPersonId: 'leo', endsOn: '2026-07-01' }] };
    expect(placedYoungPeople(summer, new Date('2026-07-01T23:30:00Z'))).toEqual([]);
    expect(placedYoungPeople(summer, new Date('2026-07-01T21:30:00Z'))).toEqual(['leo']);
    expect(placedYoungPeople(sw, new Date('2027-01-01T00:00:00Z'))).toEqual([]);
  });

  it('reads their plans, risk assessments and incidents once finished; never a draft', () => {
    for (const d of [plan, risk, incident]) {
      expect(decideRecordRead(sw, d, finished).ok).toBe(true);
      expect(decideRecordRead(sw, d, { ...finished, status: 'ongoing' }).ok).toBe(false);
      expect(decideRecord(sw, d, atKai, 'edit').ok).toBe(false);
      expect(kindLevel(sw, d)).toBe('read');
    }
    expect(recordCountScope(sw, plan).hiddenStatuses).toContain('ongoing');
  });

  it('nothing else: daily logs, session notes, the home, another child', () => {
    expect(decideRecord(sw, dailyLog, atKai, 'read').ok).toBe(false);
    expect(decideRecord(sw, session, atKai, 'read').ok).toBe(false);
    expect(decideRecord(sw, asset, { homeId: 'oak', youngPersonId: null, staffId: null }, 'read').ok).toBe(false);
    expect(decideRecord(sw, plan, { ...atKai, youngPersonId: 'zara' }, 'read').ok).toBe(false);
    expect(kindLevel(sw, dailyLog)).toBe('none');
    expect(areaLevel(sw, 'cyp')).toBe('none');
    expect(decideYoungPersonView(sw, { id: 'kai', homeId: 'oak' }, 'chronology').ok).toBe(false);
    expect(decideYoungPersonView(sw, { id: 'kai', homeId: 'oak' }, 'plans').ok).toBe(true);
    expect(decideYoungPersonView(sw, { id: 'zara', homeId: 'oak' }, 'plans').ok).toBe(false);
  });

  it('lists only their young people, in whichever home they live', () => {
    const scope = recordListScope(sw, plan);
    expect(scope.homeIds).toBe('all');
    expect(scope.onlyYoungPeople).toContain('kai');
    expect(recordListScope(sw, dailyLog).onlyYoungPeople).toEqual([]);
  });

  it('comments on plans and risk assessments only', () => {
    expect(socialWorkerComments(plan)).toBe(true);
    expect(socialWorkerComments(risk)).toBe(true);
    expect(socialWorkerComments(incident)).toBe(false);
  });
});
