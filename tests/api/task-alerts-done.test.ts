// A task's own alerts are done with it: once the task is completed or cancelled,
// its "task assigned" (or statutory deadline) alert no longer waits unread under the bell.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

describe.each(DRIVERS)("a task's alerts on %s", (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
  });
  afterAll(() => server?.close());

  it('are marked read for their recipients when the task is completed', async () => {
    const manager = await clientFor(server, 'manager.oak@demo.care');
    const alex = await clientFor(server, 'alex.oak@demo.care');
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const task = (
      await manager.post('/api/tasks', {
        type: 'supervision',
        title: 'Supervision notes',
        dueAt: due,
        homeId: people.oak.id,
        assignedTo: [people.user('alex.oak@demo.care').id],
        recordCategory: 'supervision',
      })
    ).body;
    const alertOf = async () =>
      (
        (await alex.get('/api/alerts/mine?kind=task_assigned')).body.items as {
          taskId: string;
          readAt: string | null;
        }[]
      ).find((a) => a.taskId === task.id)!;
    expect((await alertOf()).readAt).toBeNull();
    const unread = (await alex.get('/api/alerts/mine')).body.unread;
    expect((await alex.post(`/api/tasks/${task.id}/complete`, { version: task.version })).status).toBe(200);
    expect((await alertOf()).readAt).not.toBeNull();
    expect((await alex.get('/api/alerts/mine')).body.unread).toBe(unread - 1);
  });
});
