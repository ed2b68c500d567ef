// The rota on both drivers: who may read and edit it (SPEC §6 rota area),
// shifts from patterns, clashes, stale versions, working-time and staffing warnings and the manager's override,
// the three paste modes in one transaction, clock in/out with the organisation toggle, sleep-in wake-ups,
// removeFromRota, leave on the rota and charged again when the rota changes in it, and the monthly summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/auth/password.ts';
import { mondayOf } from '../../engine/rota/service.ts';
import { addDays, londonDate } from '../../engine/time/london.ts';
import { DEMO_PASSWORD } from '../../seeds/demo.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

// a quiet week a few months on (the demo rota covers this month only)
const W1 = mondayOf(addDays(londonDate(new Date()), 120));
const W2 = addDays(W1, 7);

/** An id one character off a real one: never that id, whatever its last character. */
const notThis = (id: string) => id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');

describe.each(DRIVERS)('rota (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let manager: Client, staff: Client, hr: Client, director: Client, willowManager: Client, casey: Client, drew: Client;
  let caseyId: string, drewId: string;
  let patterns: Record<string, { id: string; version: number }>;
  const sql = (text: string, params: unknown[] = []) => server.store.db.query(text, params);
  const add = (c: Client, body: Record<string, unknown>) => c.post('/api/shifts', { homeId: people.oak.id, ...body });
  const fromPattern = (name: string, staffId: string | null, date: string, more: Record<string, unknown> = {}) => ({
    homeId: people.oak.id,
    staffId,
    date,
    patternId: patterns[name].id,
    ...more,
  });

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [manager, staff, hr, director, willowManager] = await Promise.all(
      [
        'manager.oak@demo.care',
        'staff.oak@demo.care',
        'hr@demo.care',
        'director@demo.care',
        'manager.willow@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    // two Oak House colleagues with no demo shifts, so the rules judge only what the tests give them
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    [caseyId, drewId] = await server.store.adminTransaction(async (a) =>
      Promise.all([
        a.createUser(people.orgId, {
          email: 'casey.oak@demo.care',
          name: 'Casey Quinn',
          passwordHash,
          role: 'staff',
          homeIds: [people.oak.id],
          areas: { cyp: 'edit' },
        }),
        a.createUser(people.orgId, {
          email: 'drew.oak@demo.care',
          name: 'Drew Patel',
          passwordHash,
          role: 'staff',
          homeIds: [people.oak.id],
          areas: { cyp: 'edit' },
        }),
      ]),
    );
    [casey, drew] = await Promise.all(['casey.oak@demo.care', 'drew.oak@demo.care'].map((e) => clientFor(server, e)));
    const list = (await manager.get(`/api/homes/${people.oak.id}/shift-patterns`)).body.patterns as {
      id: string;
      name: string;
      version: number;
    }[];
    patterns = Object.fromEntries(list.map((p) => [p.name, p]));
  }, 120_000);
  afterAll(async () => server?.close());

  it('the demo month: people on the rota, patterns, one unfilled shift, one override shown with its reason', async () => {
    const res = await manager.get(`/api/homes/${people.oak.id}/rota`);
    expect(res.status).toBe(200);
    expect(res.body.people.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Sam Taylor', 'Alex Morgan', 'Marcus Oduya', 'Casey Quinn']),
    );
    expect(res.body.people.map((p: { name: string }) => p.name)).not.toContain('Jordan Lee');
    expect(Object.keys(patterns)).toEqual(['Early', 'Late', 'Sleep-in', 'Waking night']);
    expect(res.body).toMatchObject({ newRota: true, canEdit: true, canManage: true });
    const nextWeek = await manager.get(
      `/api/homes/${people.oak.id}/rota?from=${londonDate(new Date())}&to=${addDays(londonDate(new Date()), 9)}`,
    );
    expect(nextWeek.body.unfilled).toBe(1);
    const overridden = nextWeek.body.shifts.filter((s: { overrideReason: string | null }) => s.overrideReason);
    expect(overridden).toHaveLength(1);
    expect(overridden[0]).toMatchObject({
      overrideByName: 'Marcus Oduya',
      overrideReason: expect.stringContaining('compensatory rest'),
    });
    expect(overridden[0].overrideWarnings[0]).toMatchObject({ rule: 'daily_rest' });
  });

  it("rota read and edit: the rota area and the home; a young person's login, another home and another organisation refused", async () => {
    // care staff read their home's rota week (the demo's, as a new organisation's, have rota read) but do not change it
    const week = await staff.get(`/api/homes/${people.oak.id}/rota?week=${W1}`);
    expect(week.status).toBe(200);
    expect(week.body).toMatchObject({ canEdit: false, canManage: false });
    expect((await casey.get(`/api/homes/${people.oak.id}/rota?week=${W1}`)).status).toBe(403); // no rota area
    expect((await willowManager.get(`/api/homes/${people.oak.id}/rota`)).status).toBe(403);
    expect((await hr.get(`/api/homes/${people.oak.id}/rota?week=${W1}`)).status).toBe(200);
    expect((await director.get(`/api/homes/${people.willow.id}/rota?week=${W1}`)).status).toBe(200);
    const other = await otherOrganisation(server);
    expect((await manager.get(`/api/homes/${other.homeId}/rota`)).status).toBe(404);
    expect((await other.client.get(`/api/homes/${people.oak.id}/rota`)).status).toBe(404);
    // writes
    expect((await add(staff, fromPattern('Early', caseyId, W1))).status).toBe(403);
    const elsewhere = await add(willowManager, fromPattern('Early', caseyId, W1));
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual([{ path: '/homeId', message: 'is not a home you work in' }]);
    const bad = await add(manager, { staffId: other.managerId, date: W1, patternId: patterns.Early.id });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: '/staffId', message: 'is not a member of staff of this organisation' }]);
    const shape = await add(manager, { staffId: caseyId, startsAt: 'tomorrow' });
    expect(shape.status).toBe(400);
    expect(shape.body.errors[0].path).toBe('/body/startsAt');
    const backwards = await add(manager, {
      staffId: caseyId,
      startsAt: `${W1}T15:00:00Z`,
      endsAt: `${W1}T07:00:00Z`,
      shiftType: 'early',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual([{ path: '/endsAt', message: 'must be after the start' }]);
    const otherPattern = await add(manager, {
      staffId: caseyId,
      date: W1,
      patternId:
        (
          await other.client.post(`/api/homes/${other.homeId}/shift-patterns`, {
            name: 'X',
            startsAt: '07:00',
            endsAt: '15:00',
            shiftType: 'early',
          })
        ).body.id ?? notThis(patterns.Early.id),
    });
    expect(otherPattern.status).toBe(422);
    expect((await sql('select count(*)::int as n from shifts where staff_id = $1', [caseyId]))[0]).toEqual({ n: 0 });
    // staff see their own shifts without the rota area
    expect((await staff.get(`/api/rota/my-shifts?from=${addDays(W1, -200)}&to=${W1}`)).status).toBe(200);
  });

  it("patterns are a manager's of the home; a stale pattern version is 409", async () => {
    const body = {
      name: 'Long day',
      startsAt: '08:00',
      endsAt: '22:00',
      shiftType: 'long_day',
      breakMinutes: 60,
      minStaff: 0,
    };
    expect((await hr.post(`/api/homes/${people.oak.id}/shift-patterns`, body)).status).toBe(403);
    // care staff read the patterns with their rota read, but making and changing them stays a manager's
    expect((await staff.get(`/api/homes/${people.oak.id}/shift-patterns`)).status).toBe(200);
    expect((await staff.post(`/api/homes/${people.oak.id}/shift-patterns`, body)).status).toBe(403);
    expect((await casey.get(`/api/homes/${people.oak.id}/shift-patterns`)).status).toBe(403); // no rota area
    const made = await manager.post(`/api/homes/${people.oak.id}/shift-patterns`, body);
    expect(made.status).toBe(201);
    expect((await staff.put(`/api/shift-patterns/${made.body.id}`, { ...body, version: 1 })).status).toBe(403);
    expect((await staff.post(`/api/shift-patterns/${made.body.id}/archive`, { version: 1 })).status).toBe(403);
    expect(made.body).toMatchObject({
      name: 'Long day',
      startsAt: '08:00',
      endsAt: '22:00',
      breakMinutes: 60,
      version: 1,
    });
    const bad = await manager.post(`/api/homes/${people.oak.id}/shift-patterns`, { ...body, startsAt: '25:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('/body/startsAt');
    const changed = await manager.put(`/api/shift-patterns/${made.body.id}`, { ...body, breakMinutes: 45, version: 1 });
    expect(changed.body).toMatchObject({ breakMinutes: 45, version: 2 });
    expect((await manager.put(`/api/shift-patterns/${made.body.id}`, { ...body, version: 1 })).status).toBe(409);
    expect((await manager.post(`/api/shift-patterns/${made.body.id}/archive`, { version: 2 })).status).toBe(200);
    expect(
      ((await manager.get(`/api/homes/${people.oak.id}/shift-patterns`)).body.patterns as { name: string }[]).map(
        (p) => p.name,
      ),
    ).not.toContain('Long day');
  });

  it('adds a shift from a pattern; a clash with the same person is 409; a change is a new version, a stale one 409; removal archives', async () => {
    const made = await add(manager, fromPattern('Early', caseyId, addDays(W1, 1)));
    expect(made.status).toBe(201);
    const shift = (await manager.get(`/api/shifts/${made.body.id}`)).body;
    expect(shift).toMatchObject({
      staffName: 'Casey Quinn',
      shiftType: 'early',
      breakMinutes: 30,
      version: 1,
      date: addDays(W1, 1),
    });
    expect(new Date(shift.endsAt).getTime() - new Date(shift.startsAt).getTime()).toBe(8 * 3_600_000);
    const clash = await add(manager, fromPattern('Late', caseyId, addDays(W1, 1)));
    expect(clash.status).toBe(409);
    expect(clash.body.detail).toBe('Casey Quinn already has a shift at that time.');
    // moving the only early to the late leaves the early short: a new staffing warning
    const moved = await manager.put(`/api/shifts/${made.body.id}`, {
      ...fromPattern('Late', caseyId, addDays(W1, 1)),
      version: 1,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.warnings.map((w: { rule: string }) => w.rule)).toEqual(['understaffed']);
    const noted = await manager.put(`/api/shifts/${made.body.id}`, {
      ...fromPattern('Early', caseyId, addDays(W1, 1)),
      breakMinutes: 45,
      notes: 'Takes the car',
      version: 1,
    });
    expect(noted.status).toBe(200);
    expect((await manager.get(`/api/shifts/${made.body.id}`)).body).toMatchObject({
      version: 2,
      breakMinutes: 45,
      notes: 'Takes the car',
    });
    expect(
      (
        await manager.put(`/api/shifts/${made.body.id}`, {
          ...fromPattern('Early', caseyId, addDays(W1, 1)),
          version: 1,
        })
      ).status,
    ).toBe(409);
    const archived = await manager.post(`/api/shifts/${made.body.id}/archive`, {
      version: 2,
      reason: 'Not needed',
      overrideReason: 'Young people away on holiday',
    });
    expect(archived.status).toBe(200);
    const after = (await manager.get(`/api/shifts/${made.body.id}`)).body;
    expect(after.archivedAt).not.toBeNull();
    expect(after.revisions.map((r: { action: string }) => r.action)).toEqual(['create', 'update', 'archive']);
    expect(
      (await manager.get(`/api/homes/${people.oak.id}/rota?week=${W1}`)).body.shifts.map((s: { id: string }) => s.id),
    ).not.toContain(made.body.id);
    expect(
      (
        await manager.put(`/api/shifts/${made.body.id}`, {
          ...fromPattern('Early', caseyId, addDays(W1, 1)),
          version: 3,
        })
      ).status,
    ).toBe(409);
  });

  it('warns of a working-time breach: 409 with the warnings; a non-manager cannot override; a manager overrides with a reason that is kept', async () => {
    const day = addDays(W1, 3);
    expect((await add(manager, fromPattern('Late', drewId, day))).status).toBe(201);
    const early = fromPattern('Early', drewId, addDays(day, 1));
    const warned = await add(manager, early);
    expect(warned.status).toBe(409);
    expect(warned.body.warnings).toEqual([
      expect.objectContaining({
        rule: 'daily_rest',
        staffName: 'Drew Patel',
        message: "Only 8.5 hours' rest between shifts; the minimum is 11 hours.",
      }),
    ]);
    expect(warned.body.warnings[0].needsCompensatoryRest).toBe(true);
    expect(warned.body.errors).toEqual([
      { path: '/overrideReason', message: 'is needed to save despite the warnings' },
      {
        path: '/compensatoryRest',
        message:
          'is needed to save despite a rest, break or night warning: the day the equivalent rest is taken and its hours',
      },
    ]);
    const byHr = await add(hr, { ...early, overrideReason: 'Short-staffed' });
    expect(byHr.status).toBe(403);
    const empty = await add(manager, { ...early, overrideReason: '' });
    expect(empty.status).toBe(400);
    expect(
      (await sql('select count(*)::int as n from shifts where staff_id = $1 and archived_at is null', [drewId]))[0],
    ).toEqual({ n: 1 });
    // regs 21 and 24: the override of a rest warning says when the equivalent rest is taken, never before the shift
    const noRest = await add(manager, { ...early, overrideReason: 'Covering sickness; compensatory rest on Sunday.' });
    expect(noRest.status).toBe(422);
    expect(noRest.body.errors.map((e: { path: string }) => e.path)).toEqual(['/compensatoryRest']);
    const tooEarly = await add(manager, {
      ...early,
      overrideReason: 'Covering sickness',
      compensatoryRest: { on: addDays(day, -3), hours: 2.5 },
    });
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors[0].path).toBe('/compensatoryRest/on');
    const badHours = await add(manager, {
      ...early,
      overrideReason: 'Covering sickness',
      compensatoryRest: { on: addDays(day, 3), hours: 0 },
    });
    expect(badHours.status).toBe(400);
    expect(
      (await sql('select count(*)::int as n from shifts where staff_id = $1 and archived_at is null', [drewId]))[0],
    ).toEqual({ n: 1 });
    const saved = await add(manager, {
      ...early,
      overrideReason: 'Covering sickness; compensatory rest on Sunday.',
      compensatoryRest: { on: addDays(day, 3), hours: 2.5 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    // the rest owed is a record about Drew, with a task for the home's managers on that day
    const [found] = await sql(`select id from records where kind = 'compensatory-rest' and staff_id = $1`, [drewId]);
    const owed = await manager.get(`/api/records/compensatory-rest/${(found as { id: string }).id}`);
    expect(owed.status, JSON.stringify(owed.body)).toBe(200);
    const rest = owed.body;
    expect(rest.data).toMatchObject({
      restOn: addDays(day, 3),
      hours: 2.5,
      reason: 'Covering sickness; compensatory rest on Sunday.',
      warnings: "Only 8.5 hours' rest between shifts; the minimum is 11 hours.",
    });
    const task = async () =>
      (
        await sql(`select title, status, due_at as "dueAt" from tasks where natural_key = $1`, [
          `compensatory-rest:${rest.id}`,
        ])
      )[0];
    expect(await task()).toMatchObject({ title: "Was Drew Patel's compensatory rest taken?", status: 'not_complete' });
    const no = await manager.put(`/api/records/compensatory-rest/${rest.id}`, {
      version: rest.version,
      data: { ...rest.data, taken: 'no', takenNote: 'Called in again; moved to the next day off.' },
    });
    expect(no.status, JSON.stringify(no.body)).toBe(200);
    expect((await task()).status).toBe('not_complete');
    const yes = await manager.put(`/api/records/compensatory-rest/${rest.id}`, {
      version: no.body.version,
      data: { ...no.body.data, taken: 'yes' },
    });
    expect(yes.status, JSON.stringify(yes.body)).toBe(200);
    expect((await task()).status).toBe('completed');
    expect(saved.body.warnings).toHaveLength(1);
    const shift = (await manager.get(`/api/shifts/${saved.body.id}`)).body;
    expect(shift).toMatchObject({
      overrideReason: 'Covering sickness; compensatory rest on Sunday.',
      overrideByName: 'Marcus Oduya',
    });
    expect(shift.revisions[0].reason).toBe('Covering sickness; compensatory rest on Sunday.');
    const view = (await manager.get(`/api/homes/${people.oak.id}/rota?week=${W1}`)).body;
    expect(
      view.warnings.some(
        (w: { rule: string; staffName?: string }) => w.rule === 'daily_rest' && w.staffName === 'Drew Patel',
      ),
    ).toBe(true);
  });

  it('a worker under 18 is held to 8 hours a day; a 48-hour opt-out is stored and lifts the average', async () => {
    await sql(`update users set date_of_birth = $2 where id = $1`, [caseyId, addDays(W1, -365 * 17)]);
    const long = await add(manager, {
      staffId: caseyId,
      startsAt: `${addDays(W1, 5)}T08:00:00Z`,
      endsAt: `${addDays(W1, 5)}T17:30:00Z`,
      shiftType: 'day',
      breakMinutes: 30,
    });
    expect(long.status).toBe(409);
    expect(long.body.warnings.map((w: { rule: string }) => w.rule)).toEqual(['young_daily']);
    await sql(`update users set date_of_birth = null where id = $1`, [caseyId]);
    const facts = {
      optedOut48: true,
      optedOutOn: W1,
      nightWorker: false,
      driver: true,
      medicationTrained: false,
      firstAider: false,
    };
    expect((await staff.put(`/api/staff/${caseyId}/rota-facts`, facts)).status).toBe(403);
    const set = await manager.put(`/api/staff/${caseyId}/rota-facts`, facts);
    expect(set.body).toMatchObject({ optedOut48: true, skills: { driver: true, medicationTrained: false } });
    expect((await hr.get(`/api/staff/${caseyId}/rota-facts`)).body.optedOut48).toBe(true);
    // the opt-out withdrawn: the day notice was given and the notice agreed (7 days to 3 months) are kept
    const withdrawn = await manager.put(`/api/staff/${caseyId}/rota-facts`, {
      ...facts,
      optOutWithdrawnOn: W1,
      optOutNoticeDays: 30,
    });
    expect(withdrawn.body).toMatchObject({ optedOutOn: W1, optOutWithdrawnOn: W1, optOutNoticeDays: 30 });
    expect((await manager.put(`/api/staff/${caseyId}/rota-facts`, { ...facts, optOutNoticeDays: 100 })).status).toBe(
      400,
    );
    // a later save that leaves the withdrawal out keeps it
    expect((await manager.put(`/api/staff/${caseyId}/rota-facts`, facts)).body.optOutWithdrawnOn).toBe(W1);
  });

  it('removing a shift that leaves a pattern short of its minimum staffing warns; adding to an empty week does not', async () => {
    const day = addDays(W1, 6);
    const a = await add(manager, fromPattern('Early', caseyId, day));
    expect(a.status).toBe(201);
    const removed = await manager.post(`/api/shifts/${a.body.id}/archive`, { version: 1 });
    expect(removed.status).toBe(409);
    expect(removed.body.warnings.map((w: { rule: string }) => w.rule)).toContain('understaffed');
    expect(
      (await manager.post(`/api/shifts/${a.body.id}/archive`, { version: 1, overrideReason: 'Day trip cancelled' }))
        .status,
    ).toBe(200);
  });

  it('skills come from the records: an in-date medication course makes someone medication-trained that day; an expired first aid course does not', async () => {
    const day = addDays(W2, 70); // weeks after every other test's shifts: Casey's rest is judged by nothing else
    const pattern = await manager.post(`/api/homes/${people.oak.id}/shift-patterns`, {
      name: 'Medication cover',
      startsAt: '09:00',
      endsAt: '10:00',
      shiftType: 'day',
      breakMinutes: 0,
      minStaff: 0,
      needsMedication: true,
      needsFirstAid: true,
    });
    expect(pattern.status).toBe(201);
    const shift = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: caseyId,
      date: day,
      patternId: pattern.body.id,
    });
    expect(shift.status).toBe(201);
    const rules = async () =>
      (
        (await manager.get(`/api/homes/${people.oak.id}/rota?week=${mondayOf(day)}`)).body.warnings as {
          rule: string;
          patternId?: string;
          date?: string;
        }[]
      )
        .filter((w) => w.patternId === pattern.body.id && w.date === day)
        .map((w) => w.rule)
        .sort();
    expect(await rules()).toEqual(['no_first_aider', 'no_medication']);
    const train = (course: string, completedOn: string, expiresOn: string) =>
      hr.post('/api/records/training-record', {
        staffId: caseyId,
        data: { course, completedOn, expiresOn, provider: 'Pharmacy trainer', delivery: 'classroom' },
      });
    const today = londonDate(new Date());
    expect((await train('Medication administration', today, addDays(day, 1))).status).toBe(201);
    expect(
      (await train('First aid (paediatric / first aid at work)', addDays(today, -1200), addDays(day, -1))).status,
    ).toBe(201);
    // a course alone is not the medication competency: an observed assessment, signed by its assessor, is needed too
    expect(await rules()).toEqual(['no_first_aider', 'no_medication']);
    const managerId = people.user('manager.oak@demo.care').id;
    const assessed = await manager.post('/api/records/medication-competency', {
      staffId: caseyId,
      data: { assessedOn: today, assessor: managerId, observed: 'Morning round observed.', outcome: 'competent' },
    });
    expect(assessed.status, JSON.stringify(assessed.body)).toBe(201);
    const signed = await manager.post(`/api/records/medication-competency/${assessed.body.id}/actions/submit`, {
      version: assessed.body.version,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(await rules()).toEqual(['no_first_aider']);
    // the day after the medication course expires, it no longer counts
    const later = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: caseyId,
      date: addDays(day, 2),
      patternId: pattern.body.id,
    });
    expect(later.status).toBe(201);
    const laterRules = (
      (await manager.get(`/api/homes/${people.oak.id}/rota?week=${mondayOf(addDays(day, 2))}`)).body.warnings as {
        rule: string;
        patternId?: string;
        date?: string;
      }[]
    )
      .filter((w) => w.patternId === pattern.body.id && w.date === addDays(day, 2))
      .map((w) => w.rule)
      .sort();
    expect(laterRules).toEqual(['no_first_aider', 'no_medication']);
    expect(
      (await manager.post(`/api/shift-patterns/${pattern.body.id}/archive`, { version: pattern.body.version })).status,
    ).toBe(200);
  });

  it('a staffed pattern needs someone on shift who may lead it (a rota fact the manager sets)', async () => {
    const day = addDays(W2, 84); // weeks after every other test's shifts
    const pattern = await manager.post(`/api/homes/${people.oak.id}/shift-patterns`, {
      name: 'Leader cover',
      startsAt: '10:00',
      endsAt: '11:00',
      shiftType: 'day',
      breakMinutes: 0,
      minStaff: 1,
    });
    expect(pattern.status).toBe(201);
    const rules = async () =>
      (
        (await manager.get(`/api/homes/${people.oak.id}/rota?week=${mondayOf(day)}`)).body.warnings as {
          rule: string;
          patternId?: string;
          date?: string;
        }[]
      )
        .filter((w) => w.patternId === pattern.body.id && w.date === day)
        .map((w) => w.rule);
    expect(await rules()).toEqual(['understaffed', 'no_shift_leader']);
    const shift = await manager.post('/api/shifts', {
      homeId: people.oak.id,
      staffId: drewId,
      date: day,
      patternId: pattern.body.id,
    });
    expect(shift.status, JSON.stringify(shift.body)).toBe(201);
    expect(await rules()).toEqual(['no_shift_leader']);
    const facts = {
      optedOut48: false,
      nightWorker: false,
      driver: false,
      medicationTrained: false,
      firstAider: false,
      shiftLeader: true,
    };
    const set = await manager.put(`/api/staff/${drewId}/rota-facts`, facts);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.skills).toMatchObject({ shiftLeader: true });
    expect(await rules()).toEqual([]);
    // a later change of other facts leaves it as it was
    const { shiftLeader: _, ...without } = facts;
    expect((await manager.put(`/api/staff/${drewId}/rota-facts`, without)).body.skills.shiftLeader).toBe(true);
    expect((await manager.put(`/api/staff/${drewId}/rota-facts`, { ...facts, shiftLeader: false })).status).toBe(200);
    expect(await rules()).toEqual(['no_shift_leader']);
    expect(
      (await manager.post(`/api/shift-patterns/${pattern.body.id}/archive`, { version: pattern.body.version })).status,
    ).toBe(200);
  });

  it('paste: keep clashing shifts, overwrite them, or clear the week first — one transaction each; off without the new rota', async () => {
    const target = addDays(W2, 14);
    const source = addDays(W2, 7);
    expect((await add(manager, fromPattern('Early', caseyId, source))).status).toBe(201);
    expect((await add(manager, fromPattern('Late', drewId, addDays(source, 1)))).status).toBe(201);
    expect((await add(manager, { ...fromPattern('Sleep-in', null, addDays(source, 2)) })).status).toBe(201);
    const existing = await add(manager, fromPattern('Early', caseyId, target)); // clashes with the first copy
    const other = await add(manager, fromPattern('Early', drewId, addDays(target, 4))); // clashes with nothing
    const live = async () =>
      (await manager.get(`/api/homes/${people.oak.id}/rota?week=${target}`)).body.shifts as {
        id: string;
        staffName: string | null;
      }[];
    expect(
      (await staff.post(`/api/homes/${people.oak.id}/rota/paste`, { fromWeek: source, toWeek: target, mode: 'keep' }))
        .status,
    ).toBe(403);
    const keep = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: target,
      mode: 'keep',
    });
    expect(keep.status).toBe(200);
    expect(keep.body).toMatchObject({ created: 2, archived: 0, skipped: 1 });
    expect((await live()).map((s) => s.id)).toEqual(expect.arrayContaining([existing.body.id, other.body.id]));
    const overwrite = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: target,
      mode: 'overwrite',
    });
    expect(overwrite.body).toMatchObject({ created: 3, archived: 3, skipped: 0 });
    expect((await live()).map((s) => s.id)).not.toContain(existing.body.id);
    expect((await live()).map((s) => s.id)).toContain(other.body.id);
    // clearing drops Drew's early on the Friday, leaving it short: the manager says why
    const warnedClear = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: target,
      mode: 'clear',
    });
    expect(warnedClear.status).toBe(409);
    expect(warnedClear.body.warnings.map((w: { rule: string }) => w.rule)).toEqual(['understaffed']);
    const clear = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: target,
      mode: 'clear',
      overrideReason: 'Friday covered by agency staff',
    });
    expect(clear.body).toMatchObject({ created: 3, archived: 4, skipped: 0 });
    expect(await live()).toHaveLength(3);
    const same = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: addDays(source, 2),
      mode: 'keep',
    });
    expect(same.status).toBe(422);
    expect(same.body.errors[0].path).toBe('/toWeek');
    const badMode = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: target,
      mode: 'merge',
    });
    expect(badMode.status).toBe(400);
    expect(badMode.body.errors[0].path).toBe('/body/mode');
    // a paste whose copies break the rules is refused whole: nothing created, nothing archived
    expect((await add(manager, { ...fromPattern('Late', caseyId, addDays(target, 20)) })).status).toBe(201);
    const before = await sql('select count(*)::int as n from shifts where archived_at is null');
    const refused = await manager.post(`/api/homes/${people.oak.id}/rota/paste`, {
      fromWeek: source,
      toWeek: addDays(target, 21),
      mode: 'clear',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.warnings.map((w: { rule: string }) => w.rule)).toContain('daily_rest');
    expect(await sql('select count(*)::int as n from shifts where archived_at is null')).toEqual(before);
    // the new rota's grid and paste are behind enableNewRota
    await sql(`update organisations set features = features - 'enableNewRota' where id = $1`, [people.orgId]);
    expect(
      (await manager.post(`/api/homes/${people.oak.id}/rota/paste`, { fromWeek: source, toWeek: target, mode: 'keep' }))
        .status,
    ).toBe(403);
    expect((await manager.get(`/api/homes/${people.oak.id}/rota?week=${target}`)).body.newRota).toBe(false);
    await sql(`update organisations set features = features || '{"enableNewRota": true}'::jsonb where id = $1`, [
      people.orgId,
    ]);
  });

  it("clock in and out of one's own shift; changes need a manager with a reason; the toggle stops staff giving their own times", async () => {
    const now = Date.now();
    const made = await add(manager, {
      staffId: caseyId,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 5 * 3_600_000).toISOString(),
      shiftType: 'day',
      breakMinutes: 0,
      overrideReason: 'Test cover',
    });
    expect([201]).toContain(made.status);
    const id = made.body.id;
    let version = (await casey.get(`/api/shifts/${id}`)).body.version;
    expect((await drew.post(`/api/shifts/${id}/clock`, { action: 'in', version })).status).toBe(403);
    const inNow = await casey.post(`/api/shifts/${id}/clock`, { action: 'in', version });
    expect(inNow.status).toBe(200);
    version = inNow.body.version;
    expect((await casey.post(`/api/shifts/${id}/clock`, { action: 'in', version })).status).toBe(409);
    // the organisation stops staff changing times: a time of their own is refused, clocking now is not
    await sql(
      `update organisations set settings = jsonb_set(settings, '{toggles,disableClockInOutChanges}', 'true') where id = $1`,
      [people.orgId],
    );
    const own = await casey.post(`/api/shifts/${id}/clock`, {
      action: 'out',
      at: new Date(now - 60_000).toISOString(),
      version,
    });
    expect(own.status).toBe(403);
    expect(own.body.detail).toContain('stopped staff changing clock in/out times');
    const out = await casey.post(`/api/shifts/${id}/clock`, { action: 'out', version });
    expect(out.status).toBe(200);
    version = out.body.version;
    await sql(
      `update organisations set settings = jsonb_set(settings, '{toggles,disableClockInOutChanges}', 'false') where id = $1`,
      [people.orgId],
    );
    // changing recorded times: a manager, with a reason
    const times = {
      action: 'set',
      clockedInAt: new Date(now - 3_600_000).toISOString(),
      clockedOutAt: new Date(now).toISOString(),
      version,
    };
    expect((await casey.post(`/api/shifts/${id}/clock`, { ...times, reason: 'I was early' })).status).toBe(403);
    const noReason = await manager.post(`/api/shifts/${id}/clock`, times);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors).toEqual([{ path: '/reason', message: 'is required' }]);
    const backwards = await manager.post(`/api/shifts/${id}/clock`, {
      ...times,
      clockedOutAt: new Date(now - 7_200_000).toISOString(),
      reason: 'x',
    });
    expect(backwards.status).toBe(422);
    const set = await manager.post(`/api/shifts/${id}/clock`, { ...times, reason: 'Forgot to clock in at the start' });
    expect(set.status).toBe(200);
    const shift = (await manager.get(`/api/shifts/${id}`)).body;
    expect(new Date(shift.clockedInAt).getTime()).toBe(now - 3_600_000);
    expect(shift.revisions.at(-1)).toMatchObject({
      action: 'clock',
      reason: 'Forgot to clock in at the start',
      changedByName: 'Marcus Oduya',
    });
    const audit = await sql(`select action from activity_audit where entity_id = $1 order by id`, [id]);
    expect(audit.map((a) => (a as { action: string }).action)).toEqual(
      expect.arrayContaining(['clock-in', 'clock-out', 'clock-set']),
    );
    // stale version
    expect((await manager.post(`/api/shifts/${id}/clock`, { ...times, reason: 'again' })).status).toBe(409);
  });

  it('sleep-in wake-ups count as working time in the monthly summary', async () => {
    const day = addDays(W2, 40);
    const made = await add(manager, fromPattern('Sleep-in', drewId, day));
    expect(made.status).toBe(201);
    const s = (await manager.get(`/api/shifts/${made.body.id}`)).body;
    const woke = new Date(new Date(s.startsAt).getTime() + 3 * 3_600_000);
    expect((await casey.post(`/api/shifts/${made.body.id}/wakes`, { wokeAt: woke.toISOString() })).status).toBe(403);
    const outside = await drew.post(`/api/shifts/${made.body.id}/wakes`, {
      wokeAt: new Date(new Date(s.startsAt).getTime() - 60_000).toISOString(),
    });
    expect(outside.status).toBe(422);
    expect(
      (
        await drew.post(`/api/shifts/${made.body.id}/wakes`, {
          wokeAt: woke.toISOString(),
          backAt: new Date(woke.getTime() + 45 * 60_000).toISOString(),
          note: 'Young person unsettled',
        })
      ).status,
    ).toBe(201);
    const summary = (await manager.get(`/api/homes/${people.oak.id}/rota/summary?month=${day.slice(0, 7)}`)).body;
    const drewRow = summary.people.find((p: { name: string }) => p.name === 'Drew Patel');
    expect(drewRow).toMatchObject({ sleepIns: 1, hours: expect.any(Number) });
    expect(drewRow.hours).toBeGreaterThanOrEqual(0.8);
  });

  it('removeFromRota and removeFromRotaHomes take a person off the rota; approved leave shows on it', async () => {
    const month = W1.slice(0, 7);
    await sql(`update users set remove_from_rota_homes = array[$2::uuid] where id = $1`, [drewId, people.oak.id]);
    const view = (await manager.get(`/api/homes/${people.oak.id}/rota?from=${addDays(W2, 60)}&to=${addDays(W2, 61)}`))
      .body;
    expect(view.people.map((p: { name: string }) => p.name)).not.toContain('Drew Patel');
    const refused = await add(manager, fromPattern('Early', drewId, addDays(W2, 61)));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].path).toBe('/staffId');
    await sql(`update users set remove_from_rota_homes = '{}', remove_from_rota = true where id = $1`, [drewId]);
    expect((await add(manager, fromPattern('Early', drewId, addDays(W2, 61)))).status).toBe(422);
    await sql(`update users set remove_from_rota = false where id = $1`, [drewId]);
    // approved leave: booked by the manager, so approved as it is made (a leave-request record)
    const booked = await manager.post('/api/leave', {
      staffId: caseyId,
      homeId: people.oak.id,
      leaveType: 'annual',
      startsOn: addDays(W1, 2),
      endsOn: addDays(W1, 3),
    });
    expect(booked.status).toBe(201);
    const leave = (await manager.get(`/api/homes/${people.oak.id}/rota?month=${month}`)).body.leave;
    expect(leave).toEqual([
      expect.objectContaining({
        staffId: caseyId,
        status: 'approved',
        leaveType: 'annual',
        startsOn: addDays(W1, 2),
      }),
    ]);
  });

  it("approved leave is charged again when the person's rota changes in it, each change a version with its reason", async () => {
    const D = addDays(W2, 112); // a Monday clear of the other tests' shifts
    const early = async (date: string) => {
      const made = await add(manager, fromPattern('Early', drewId, date, { overrideReason: 'Covering the week' }));
      expect(made.status).toBe(201);
      return made.body.id as string;
    };
    await early(D);
    const tuesday = await early(addDays(D, 1));
    const booked = await manager.post('/api/leave', {
      staffId: drewId,
      homeId: people.oak.id,
      leaveType: 'annual',
      startsOn: D,
      endsOn: addDays(D, 4),
    });
    expect(booked.body.leave).toMatchObject({ status: 'approved', days: 2, hours: 15 });
    const id = booked.body.leave.id as string;
    const leave = async () => (await manager.get(`/api/leave/${id}`)).body.leave;
    // a shift added in the leave: three rostered days (7.5 hours each, less the break) are taken
    await early(addDays(D, 2));
    expect(await leave()).toMatchObject({ status: 'approved', days: 3, hours: 22.5, decidedByName: 'Marcus Oduya' });
    // a shift removed: one fewer
    const version = (await manager.get(`/api/shifts/${tuesday}`)).body.version;
    const removed = await manager.post(`/api/shifts/${tuesday}/archive`, {
      version,
      reason: 'Swapped',
      overrideReason: 'Covered by agency',
    });
    expect(removed.status).toBe(200);
    expect(await leave()).toMatchObject({ status: 'approved', days: 2, hours: 15 });
    // a shift outside the leave leaves it as it was (no version)
    await early(addDays(D, 7));
    const history = (await manager.get(`/api/records/leave-request/${id}/revisions`)).body as Record<string, unknown>[];
    expect(history.map((v) => [v.action, v.status, v.changedByName, v.reason])).toEqual([
      ['create', 'requested', 'Marcus Oduya', null],
      ['approve', 'approved', 'Marcus Oduya', null],
      [
        'recount',
        'approved',
        'Marcus Oduya',
        'The rota changed: it now takes 3 days (22.5 hours), not 2 days (15 hours).',
      ],
      [
        'recount',
        'approved',
        'Marcus Oduya',
        'The rota changed: it now takes 2 days (15 hours), not 3 days (22.5 hours).',
      ],
    ]);
  });

  it('handover inside the shift plan (SPEC §9 toggle): off, the plan refuses handover data at the field; on, the plan holds it', async () => {
    const toggle = async (on: boolean) => {
      await sql(
        `update organisations set settings = jsonb_set(settings, '{toggles,handoverInShiftPlan}', $2::jsonb) where id = $1`,
        [people.orgId, JSON.stringify(on)],
      );
      // the organisation's row is kept by the process until it hears the change
      await server.app.remembered.settled();
    };
    const [before] = (await sql(
      `select settings -> 'toggles' -> 'handoverInShiftPlan' as v from organisations where id = $1`,
      [people.orgId],
    )) as { v: boolean | null }[];
    const plan = {
      shiftDate: addDays(W2, 3),
      shiftName: 'Early',
      shiftLeader: people.user('manager.oak@demo.care').id,
      plan: 'School run at 08:15.',
    };
    const count = async () =>
      (
        (await sql(`select count(*)::int as n from records where kind = 'shift-plan' and org_id = $1`, [
          people.orgId,
        ])) as { n: number }[]
      )[0].n;
    try {
      await toggle(false);
      const def = (await manager.get('/api/definitions/shift-plan')).body;
      expect(def.sectionToggles.handover).toMatchObject({
        toggle: 'handoverInShiftPlan',
        alsoFields: ['handoverGiven'],
      });
      const n = await count();
      const refused = await manager.post('/api/records/shift-plan', {
        homeId: people.oak.id,
        data: { ...plan, handoverReceived: 'Quiet night.', handoverGiven: 'Late: see the log.' },
      });
      expect(refused.status).toBe(422);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        '/handoverGiven',
        '/handoverReceived',
      ]);
      expect(refused.body.errors[0].message).toContain('handover log');
      expect(await count()).toBe(n); // nothing written
      const made = await manager.post('/api/records/shift-plan', { homeId: people.oak.id, data: plan });
      expect(made.status).toBe(201);
      const updated = await manager.put(`/api/records/shift-plan/${made.body.id}`, {
        version: made.body.version,
        data: { ...plan, youngPeopleUpdates: [{ youngPerson: people.oakYp.id, update: 'Settled.' }] },
      });
      expect(updated.status).toBe(422);
      expect(updated.body.errors).toEqual([
        { path: '/youngPeopleUpdates', message: expect.stringContaining('handover log') },
      ]);
      // on: the plan holds the handover; turned off again, a plan written with it stays editable
      await toggle(true);
      const withHandover = await manager.put(`/api/records/shift-plan/${made.body.id}`, {
        version: made.body.version,
        data: { ...plan, handoverReceived: 'Quiet night.' },
      });
      expect(withHandover.status).toBe(200);
      expect(withHandover.body.data.handoverReceived).toBe('Quiet night.');
      await toggle(false);
      const later = await manager.put(`/api/records/shift-plan/${made.body.id}`, {
        version: withHandover.body.version,
        data: { ...withHandover.body.data, plan: 'School run at 08:30.' },
      });
      expect(later.status).toBe(200);
      expect(later.body.data.handoverReceived).toBe('Quiet night.');
    } finally {
      await sql(
        `update organisations set settings = ${before?.v == null ? `settings #- '{toggles,handoverInShiftPlan}'` : `jsonb_set(settings, '{toggles,handoverInShiftPlan}', '${JSON.stringify(before.v)}')`} where id = $1`,
        [people.orgId],
      );
      await server.app.remembered.settled();
    }
  });

  it('the calendar links a shift to its page for its own person (no rota area needed) and for rota readers; nobody else gets a link', async () => {
    // a day no other case uses (the paste case fills the weeks from W2 + 7 to W2 + 20): no clash for Casey
    const day = addDays(W2, 84);
    const mine = await add(manager, fromPattern('Early', caseyId, day));
    expect(mine.status).toBe(201);
    type Item = { id: string; link: string | null };
    const linkOf = (items: Item[], id: string) => items.find((i) => i.id === `shift:${id}`)?.link;
    // Casey has no rota area: their own calendar (Calendar → Today too) opens their shift, where they clock in
    const own = await casey.get(`/api/calendar?from=${day}&to=${day}`);
    expect(linkOf(own.body.items, mine.body.id)).toBe(`/calendar/shift?id=${mine.body.id}`);
    expect((await casey.get(`/api/shifts/${mine.body.id}`)).body).toMatchObject({ id: mine.body.id, canClock: true });
    // the home's day: a colleague's shift is no link for Casey (the rota would refuse them), and is for Sam (rota read)
    const theirs = await add(manager, fromPattern('Late', drewId, day));
    expect(theirs.status).toBe(201);
    const homeDay = async (c: Client) =>
      (await c.get(`/api/calendar/day?home=${people.oak.id}&date=${day}`)).body.items as Item[];
    const forCasey = await homeDay(casey);
    expect(linkOf(forCasey, mine.body.id)).toBe(`/calendar/shift?id=${mine.body.id}`);
    expect(linkOf(forCasey, theirs.body.id)).toBeNull();
    expect((await casey.get(`/api/shifts/${theirs.body.id}`)).status).toBe(403);
    expect(linkOf(await homeDay(staff), theirs.body.id)).toBe(`/calendar/shift?id=${theirs.body.id}`);
    expect((await staff.get(`/api/shifts/${theirs.body.id}`)).status).toBe(200);
  });
});
