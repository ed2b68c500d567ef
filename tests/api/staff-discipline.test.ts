// Safeguarding in discipline on both drivers (decision 0450): a manager opens a case on the safeguarding ground
// linked to the young person's allegation (the one LADO clock), cannot close it without a DBS referral decision,
// and a referral marks the concern so its Ofsted notification duty runs there; attendance goes to capability; an
// exit with a safeguarding concern opens a task for the registered manager that only the decision closes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { example as caseExample } from '../../definitions/staff/examples/disciplinary-action.ts';
import { example as exitExample } from '../../definitions/staff/examples/staff-exit.ts';
import { example as safeguardingExample } from '../../definitions/young-person/examples/safeguarding.ts';
import { syncDeadlines } from '../../engine/deadlines/sync.ts';
import { clientFor, demoPeople, withOakStaff } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)('safeguarding in discipline (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let manager: Awaited<ReturnType<typeof clientFor>>;
  let hr: Awaited<ReturnType<typeof clientFor>>;
  let samId: string, managerId: string;
  let concernId: string;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, hr] = await Promise.all(['manager.oak@demo.care', 'hr@demo.care'].map((e) => clientFor(server, e)));
    samId = people.user('staff.oak@demo.care').id;
    managerId = people.user('manager.oak@demo.care').id;
    const concern = await manager.post('/api/records/safeguarding', {
      youngPersonId: people.oakYp.id,
      data: {
        ...withOakStaff(safeguardingExample, people),
        category: ['allegation_against_staff'],
        raisedAt: '2026-11-02T09:00:00Z',
        cpEnquiry: {},
        notifications: [],
        allegation: { subject: samId, ladoReferredAt: '2026-11-02T13:00:00Z', ladoRef: 'LADO-88' },
      },
    });
    expect(concern.status, JSON.stringify(concern.body)).toBe(201);
    concernId = concern.body.id;
  }, 120_000);
  afterAll(async () => server?.close());

  const safeguardingCase = (extra: Record<string, unknown> = {}) => ({
    ...caseExample,
    caseManager: managerId,
    investigation: { ...caseExample.investigation, investigator: managerId },
    hearing: { ...caseExample.hearing, chair: managerId },
    informalDiscussion: { ...caseExample.informalDiscussion, heldBy: managerId },
    documents: [],
    ground: 'safeguarding',
    stage: 'investigation',
    closedOn: undefined,
    safeguarding: { concern: concernId, knownAt: '2026-11-02T09:00:00Z', alongsideAcknowledged: true },
    ...extra,
  });

  it('a safeguarding case needs its linked allegation, and refuses a concern that is not one', async () => {
    const bare = await manager.post('/api/records/disciplinary-action', {
      staffId: samId,
      data: safeguardingCase({ safeguarding: {} }),
    });
    expect(bare.status).toBe(422);
    expect(bare.body.errors.map((e: { path: string }) => e.path)).toContain('/safeguarding/concern');
    const other = await manager.post('/api/records/safeguarding', {
      youngPersonId: people.oakYp.id,
      data: { ...withOakStaff(safeguardingExample, people), category: ['cse'], cpEnquiry: {}, notifications: [] },
    });
    expect(other.status).toBe(201);
    const wrong = await manager.post('/api/records/disciplinary-action', {
      staffId: samId,
      data: safeguardingCase({
        safeguarding: { concern: other.body.id, knownAt: '2026-11-02T09:00:00Z', alongsideAcknowledged: true },
      }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('/safeguarding/concern');
  });

  it('cannot close without a DBS referral decision; a referral marks the concern and starts its notification', async () => {
    const made = await manager.post('/api/records/disciplinary-action', { staffId: samId, data: safeguardingCase() });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const closing = await manager.put(`/api/records/disciplinary-action/${made.body.id}`, {
      version: made.body.version,
      data: safeguardingCase({ stage: 'closed', closedOn: '2026-11-25' }),
    });
    expect(closing.status).toBe(422);
    expect(closing.body.errors[0].path).toBe('/safeguarding/dbs/decision');
    const dbs = {
      decision: 'referred',
      decidedOn: '2026-11-24',
      decidedBy: managerId,
      reasons: 'Dismissed for harming a child',
      referredOn: '2026-11-25',
      reference: 'DBS-2026-0042',
    };
    const closed = await manager.put(`/api/records/disciplinary-action/${made.body.id}`, {
      version: made.body.version,
      data: safeguardingCase({
        stage: 'closed',
        closedOn: '2026-11-25',
        safeguarding: { ...safeguardingCase().safeguarding, dbs },
      }),
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const concern = await manager.get(`/api/records/safeguarding/${concernId}`);
    expect(concern.body.data.allegation).toMatchObject({ dbsReferral: true, dbsReferredAt: '2026-11-25' });
    await syncDeadlines(server.store, people.orgId, concernId);
    const tasks = await server.store.forOrg(people.orgId).tasks.forRecord(concernId);
    expect(tasks.map((t) => t.naturalKey)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^duty:safeguarding-dbs-referral:/)]),
    );
  });

  it('the person leaving during the case needs the decision at once', async () => {
    const left = await manager.post('/api/records/disciplinary-action', {
      staffId: samId,
      data: safeguardingCase({ safeguarding: { ...safeguardingCase().safeguarding, leftOn: '2026-11-10' } }),
    });
    expect(left.status).toBe(422);
    expect(left.body.errors[0].path).toBe('/safeguarding/dbs/decision');
  });

  it('a new attendance case is refused towards a performance improvement plan', async () => {
    const made = await manager.post('/api/records/disciplinary-action', {
      staffId: samId,
      data: { ...safeguardingCase(), ground: 'attendance', safeguarding: {} },
    });
    expect(made.status).toBe(422);
    expect(made.body.errors[0]).toMatchObject({ path: '/ground' });
    expect(made.body.errors[0].message).toMatch(/performance improvement plan/);
  });

  it('an exit with a safeguarding concern opens a task only the recorded decision closes', async () => {
    const exit = await hr.post('/api/records/staff-exit', {
      staffId: samId,
      data: { ...exitExample, exitInterview: { held: false }, safeguardingConcern: true },
    });
    expect(exit.status, JSON.stringify(exit.body)).toBe(201);
    const orgTasks = server.store.forOrg(people.orgId).tasks;
    const [task] = await orgTasks.forRecord(exit.body.id);
    expect(task).toMatchObject({ status: 'not_complete', naturalKey: `staff-exit-safeguarding:${exit.body.id}` });
    expect(task.assignedTo.length).toBeGreaterThan(0);
    // closing it by hand is refused: the record shows it was done
    const byHand = await manager.post(`/api/tasks/${task.id}/complete`, { version: task.version });
    expect([403, 404, 409]).toContain(byHand.status);
    const decided = await hr.put(`/api/records/staff-exit/${exit.body.id}`, {
      version: exit.body.version,
      data: {
        ...exitExample,
        exitInterview: { held: false },
        safeguardingConcern: true,
        safeguardingDecision: {
          dbs: 'not_referred',
          decidedBy: managerId,
          decidedOn: '2026-11-26',
          reasons: 'LADO: unfounded',
        },
      },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const [after] = await orgTasks.forRecord(exit.body.id);
    expect(after.status).toBe('completed');
  });
});
