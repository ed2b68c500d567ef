// Statutory returns on both drivers: the SA annual return's 17 completion flags and notStarted
// status; figures pre-filled from the seeded records, counted here independently in plain code; a figure changed
// only with a reason, the records' figure kept beside it with who and when; refreshing after new records; the
// records behind a figure; the CH pre-form and the SA forms refused in the other home type; the quality standards
// review's location assessment meeting its yearly obligation; sign-off; who may and may not; bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allObligations } from '../../definitions/obligations.ts';
import { clientFor, demoPeople, otherOrganisation } from '../helpers/fixtures.ts';
import { as, DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

const londonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
const today = londonDay(new Date());
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
const period = { periodFrom: shift(today, -365), periodTo: today };

describe.each(DRIVERS)('statutory returns (%s)', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  type Client = Awaited<ReturnType<typeof clientFor>>;
  let oakStaff: Client,
    oakManager: Client,
    willowStaff: Client,
    willowManager: Client,
    director: Client,
    hr: Client,
    yp: Client;
  let other: Awaited<ReturnType<typeof otherOrganisation>>;
  let started: { id: string; version: number; data: Record<string, unknown> };

  /** The figures for Willow Court and the period, counted in plain code from the rows. */
  async function countedHere() {
    const q = server.store.db.query.bind(server.store.db);
    const stays = await q<{
      id: string;
      start: string;
      finish: string | null;
      dob: string | null;
      birth_year: number | null;
    }>(
      `select id, coalesce(move_in_date, (created_at at time zone 'Europe/London')::date)::text as start,
              (archived_at at time zone 'Europe/London')::date::text as finish, date_of_birth::text as dob, birth_year
         from young_people where home_id = $1`,
      [people.willow.id],
    );
    const recs = await q<{
      kind: string;
      young_person_id: string | null;
      record_date: Date;
      data: Record<string, unknown>;
    }>(`select kind, young_person_id, record_date, data from records where home_id = $1 and archived_at is null`, [
      people.willow.id,
    ]);
    const from = period.periodFrom,
      to = period.periodTo;
    const inP = (r: { record_date: Date }) => londonDay(r.record_date) >= from && londonDay(r.record_date) <= to;
    const ofKind = (k: string) => recs.filter((r) => r.kind === k && inP(r));
    const atEnd = stays.filter((s) => s.start <= to && (!s.finish || s.finish > to));
    const ageAt = (s: (typeof stays)[number]) => {
      if (s.dob) {
        const [y, m, d] = s.dob.split('-').map(Number);
        const [ty, tm, td] = to.split('-').map(Number);
        return ty! - y! - (tm! < m! || (tm === m && td! < d!) ? 1 : 0);
      }
      return s.birth_year ? Number(to.slice(0, 4)) - s.birth_year : null;
    };
    const restraint = (r: { data: Record<string, unknown> }) =>
      ((r.data.intervention as { level?: string }[] | undefined) ?? []).some(
        (i) => i.level === 'hold' || i.level === 'restraint',
      );
    return {
      youngPeopleInPeriod: stays.filter((s) => s.start <= to && (!s.finish || s.finish >= from)).length,
      youngPeopleAtEnd: atEnd.length,
      aged17: atEnd.filter((s) => ageAt(s) === 17).length,
      placementsStarted: stays.filter((s) => s.start >= from && s.start <= to).length,
      missingEpisodes: ofKind('missing-episode').length,
      youngPeopleMissing: new Set(ofKind('missing-episode').map((r) => r.young_person_id)).size,
      incidents: ofKind('incident').length,
      restraints: ofKind('incident').filter(restraint).length,
      complaints: ofKind('complaint-feedback').filter((r) => r.data.type === 'complaint').length,
    };
  }

  /** A record written straight into the table (the figures read the rows, whatever wrote them). */
  async function insertRecord(kind: string, ypId: string, data: Record<string, unknown>, archived = false) {
    const [row] = await server.store.db.query<{ id: string }>(
      `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, author_id, record_date, data, archived_at)
       values ($1, $2, (select id from definition_versions where kind = $2 and org_id is null order by version desc limit 1), $3, $4, $5, now(), $6, $7) returning id`,
      [
        people.orgId,
        kind,
        ypId,
        people.willow.id,
        people.user('manager.willow@demo.care').id,
        data,
        archived ? new Date() : null,
      ],
    );
    return row!.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [oakStaff, oakManager, willowStaff, willowManager, director, hr] = await Promise.all(
      [
        'staff.oak@demo.care',
        'manager.oak@demo.care',
        'staff.willow@demo.care',
        'manager.willow@demo.care',
        'director@demo.care',
        'hr@demo.care',
      ].map((e) => clientFor(server, e)),
    );
    const ypLogin = await willowManager.post(`/api/young-people/${people.willowYp.id}/login`, {
      email: 'yp.returns@demo.care',
      password: 'HomeTest2026!kai',
      plans: true,
      viewsComplaints: true,
    });
    expect(ypLogin.status, JSON.stringify(ypLogin.body)).toBe(201);
    yp = as(server.app, await login(server.app, 'yp.returns@demo.care', 'HomeTest2026!kai'));
    other = await otherOrganisation(server);
  }, 400_000);
  afterAll(async () => server?.close());

  it('an annual return nobody has started is notStarted; started, it has 17 sections each with its flag false and the figures the records give', async () => {
    const none = await willowManager.get(`/api/homes/${people.willow.id}/returns/annual-return`);
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ status: 'notStarted', items: [], canStart: true });
    const def = (
      await willowManager.get(`/api/definitions/annual-return?homeType=support_accomodation_for_older_children`)
    ).body;
    expect(def.sections).toHaveLength(17);
    expect(def.description).toMatch(/to be confirmed against Ofsted's current form/);
    const numbered = Object.values(def.schema.properties as Record<string, { title: string }>).map(
      (p) => p.title.split('.')[0],
    );
    for (let n = 1; n <= 52; n++) expect(numbered).toContain(String(n));
    for (const h of ['H1a', 'H1b', 'H2a', 'H2b', 'H3a', 'H3b', 'H4a', 'H4b', 'H5a', 'H5b'])
      expect(numbered).toContain(h);

    const res = await willowManager.post(`/api/homes/${people.willow.id}/returns/annual-return`, period);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    started = res.body;
    expect(res.body.status).toBe('ongoing');
    for (let i = 0; i <= 16; i++) expect(res.body.data[`hasCompletedSection${i}`]).toBe(false);
    const c = await countedHere();
    expect(c.youngPeopleAtEnd).toBeGreaterThan(0);
    expect(c.incidents + c.missingEpisodes).toBeGreaterThan(0); // the demo gives the figures something to count
    expect(res.body.data).toMatchObject({
      q6: c.youngPeopleInPeriod,
      q7: c.youngPeopleAtEnd,
      q9: c.aged17,
      q12: c.placementsStarted,
      q18: c.missingEpisodes,
      q19: c.youngPeopleMissing,
      q22: c.incidents,
      q23: c.restraints,
      q33: c.complaints,
    });
    const after = (await willowManager.get(`/api/homes/${people.willow.id}/returns/annual-return`)).body;
    expect(after.items[0]).toMatchObject({ id: started.id, status: 'ongoing', sectionsComplete: 0, sectionsTotal: 17 });
  });

  it("new records move the records' figure; drafts count, archived records do not; refresh brings unchanged figures up to date", async () => {
    const before = (await willowManager.get(`/api/returns/annual-return/${started.id}/figures`)).body;
    const q23 = before.questions.find((q: { question: string }) => q.question === 'q23');
    const q18 = before.questions.find((q: { question: string }) => q.question === 'q18');
    const incident = await insertRecord('incident', people.willowYp.id, { intervention: [{ level: 'restraint' }] });
    await insertRecord('missing-episode', people.willowYp.id, {}, true);
    const now = (await willowManager.get(`/api/returns/annual-return/${started.id}/figures`)).body;
    const n23 = now.questions.find((q: { question: string }) => q.question === 'q23');
    expect(n23).toMatchObject({ computed: q23.computed + 1, entered: q23.entered, differs: true });
    expect(now.questions.find((q: { question: string }) => q.question === 'q18').computed).toBe(q18.computed);
    const behind = await willowManager.get(`/api/returns/annual-return/${started.id}/figures/q23/records`);
    expect(behind.status).toBe(200);
    expect(behind.body.items.map((i: { id: string }) => i.id)).toContain(incident);
    expect(behind.body.items).toHaveLength(n23.computed);
    const refreshed = await willowManager.post(`/api/returns/annual-return/${started.id}/figures/refresh`, {
      version: started.version,
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    expect(refreshed.body.record.data.q23).toBe(q23.computed + 1);
    started = refreshed.body.record;
  });

  it("a figure changed by hand needs a reason; the records' figure stays beside it with who and when; null goes back", async () => {
    const q = 'q22';
    const computed = started.data[q] as number;
    const noReason = await willowManager.put(`/api/returns/annual-return/${started.id}/figures`, {
      question: q,
      value: computed + 2,
      version: started.version,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(noReason.body.errors).toEqual([expect.objectContaining({ path: '/reason' })]);
    const unchanged = (await willowManager.get(`/api/records/annual-return/${started.id}`)).body;
    expect(unchanged.version).toBe(started.version);
    const set = await willowManager.put(`/api/returns/annual-return/${started.id}/figures`, {
      question: q,
      value: computed + 2,
      reason: 'Two incidents were written on paper during the outage',
      version: started.version,
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.record.data[q]).toBe(computed + 2);
    const shown = set.body.questions.find((x: { question: string }) => x.question === q);
    expect(shown).toMatchObject({
      computed,
      entered: computed + 2,
      differs: false,
      override: {
        value: computed + 2,
        computedThen: computed,
        reason: 'Two incidents were written on paper during the outage',
        by: people.user('manager.willow@demo.care').name,
      },
    });
    expect(shown.override.at).toBeTruthy();
    // the record's history has the change too
    const history = (await willowManager.get(`/api/records/annual-return/${started.id}/revisions`)).body;
    expect(JSON.stringify(history)).toContain('/q22');
    // stale version: 409, nothing written
    expect(
      (
        await willowManager.put(`/api/returns/annual-return/${started.id}/figures`, {
          question: q,
          value: 1,
          reason: 'x',
          version: started.version,
        })
      ).status,
    ).toBe(409);
    const back = await willowManager.put(`/api/returns/annual-return/${started.id}/figures`, {
      question: q,
      value: null,
      version: set.body.record.version,
    });
    expect(back.status).toBe(200);
    expect(back.body.record.data[q]).toBe(computed);
    expect(back.body.questions.find((x: { question: string }) => x.question === q).override).toBeNull();
    started = back.body.record;
  });

  it('bad input is refused with the field path and changes nothing', async () => {
    const base = `/api/returns/annual-return/${started.id}/figures`;
    for (const [body, path] of [
      [{ question: 'q22', value: -1, reason: 'x', version: started.version }, '/value'],
      [{ question: 'q22', value: 'many', reason: 'x', version: started.version }, '/value'],
      [{ question: 'q3', value: 1, reason: 'x', version: started.version }, '/question'],
      [{ question: 'q22', value: 1, reason: 'x' }, '/version'],
    ] as const) {
      const res = await willowManager.put(base, body);
      expect([400, 422], JSON.stringify(res.body)).toContain(res.status);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(JSON.stringify(res.body.errors ?? res.body)).toContain(path.slice(1));
    }
    const backwards = await willowManager.post(`/api/homes/${people.willow.id}/returns/annual-return`, {
      periodFrom: today,
      periodTo: shift(today, -10),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].path).toBe('/periodTo');
    const hostile = await willowManager.post(`/api/homes/${people.willow.id}/returns/annual-return`, {
      periodFrom: "2025-01-01'; drop table records;--",
      periodTo: today,
    });
    expect(hostile.status).toBe(400);
    expect((await willowManager.get(`/api/records/annual-return/${started.id}`)).body.version).toBe(started.version);
  });

  it('each form exists only in its home type, refused by the API', async () => {
    expect((await oakManager.post(`/api/homes/${people.oak.id}/returns/annual-return`, period)).status).toBe(409);
    expect((await oakManager.get(`/api/homes/${people.oak.id}/returns/quality-standards-review`)).status).toBe(409);
    expect(
      (await willowManager.post(`/api/homes/${people.willow.id}/returns/inspection-pre-form`, period)).status,
    ).toBe(409);
    // the generic record route refuses it too
    const generic = await oakManager.post('/api/records/annual-return', {
      homeId: people.oak.id,
      data: { periodFrom: period.periodFrom, periodTo: period.periodTo },
    });
    expect(generic.status).toBe(409);
    expect(generic.body.detail).toMatch(/supported accommodation only/);
    const pre = await oakManager.post(`/api/homes/${people.oak.id}/returns/inspection-pre-form`, period);
    expect(pre.status, JSON.stringify(pre.body)).toBe(201);
    expect(typeof pre.body.data.q21).toBe('number'); // incidents since the last inspection, from the records
    expect(pre.body.data.hasCompletedSection0).toBeUndefined();
  });

  it('who may: staff without the sensitive reports area, another home, HR, a young person and another organisation are refused', async () => {
    const staffRead = await willowStaff.get(`/api/homes/${people.willow.id}/returns/annual-return`);
    expect(staffRead.status).toBe(403);
    expect(staffRead.body.detail).toMatch(/sensitive reports/);
    expect((await willowStaff.get(`/api/records/annual-return/${started.id}`)).status).toBe(403);
    expect((await willowManager.get(`/api/records/annual-return/${started.id}`)).status).toBe(200);
    expect((await willowStaff.post(`/api/homes/${people.willow.id}/returns/annual-return`, period)).status).toBe(403);
    expect(
      (
        await willowStaff.put(`/api/returns/annual-return/${started.id}/figures`, {
          question: 'q22',
          value: 1,
          reason: 'x',
          version: started.version,
        })
      ).status,
    ).toBe(403);
    expect((await oakStaff.get(`/api/homes/${people.willow.id}/returns/annual-return`)).status).toBe(403);
    expect((await oakStaff.get(`/api/returns/annual-return/${started.id}/figures`)).status).toBe(403);
    expect((await oakStaff.get(`/api/returns/annual-return/${started.id}/figures/q23/records`)).status).toBe(403);
    expect((await hr.get(`/api/homes/${people.willow.id}/returns/annual-return`)).status).toBe(403);
    expect((await yp.get(`/api/homes/${people.willow.id}/returns/annual-return`)).status).toBe(403);
    expect((await other.client.get(`/api/homes/${people.willow.id}/returns/annual-return`)).status).toBe(404);
    expect((await other.client.get(`/api/returns/annual-return/${started.id}/figures`)).status).toBe(404);
    expect(
      (
        await other.client.post(`/api/returns/annual-return/${started.id}/figures/refresh`, {
          version: started.version,
        })
      ).status,
    ).toBe(404);
    expect((await willowManager.get(`/api/returns/annual-return/${started.id}/figures`)).body.version).toBe(
      started.version,
    );
  });

  it('is signed off like every plan: flags set, submitted, the director signs, complete', async () => {
    const flags = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`hasCompletedSection${i}`, true]));
    const saved = await willowManager.put(`/api/records/annual-return/${started.id}`, {
      version: started.version,
      data: { ...started.data, ...flags, completedBy: people.user('manager.willow@demo.care').id },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      (await willowManager.get(`/api/homes/${people.willow.id}/returns/annual-return`)).body.items[0].sectionsComplete,
    ).toBe(17);
    const submitted = await willowManager.post(`/api/records/annual-return/${started.id}/actions/submit`, {
      version: saved.body.version,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.status).toBe('signoffs_pending');
    const signed = await director.post(`/api/records/annual-return/${started.id}/actions/sign-off`, {
      version: submitted.body.version,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.status).toBe('complete');
    expect(signed.body.signoffs.some((s: { signedAt: string | null }) => s.signedAt)).toBe(true);
    // a signed return is no longer changed through the figures
    expect(
      (
        await willowManager.put(`/api/returns/annual-return/${started.id}/figures`, {
          question: 'q22',
          value: 1,
          reason: 'x',
          version: signed.body.version,
        })
      ).status,
    ).toBe(409);
  });

  it('the quality standards review computes its metrics and its location assessment meets the yearly obligation', async () => {
    const ob = allObligations.find((o) => o.key === 'sa-location-assessment')!;
    // once in each calendar year (SA reg 6(2)(a)): due by 31 December
    expect(ob).toMatchObject({
      subject: 'home',
      calendar: 'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31',
      homeTypes: ['support_accomodation_for_older_children'],
    });
    const res = await willowManager.post(`/api/homes/${people.willow.id}/returns/quality-standards-review`, period);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const c = await countedHere();
    expect(res.body.data).toMatchObject({
      p2: c.missingEpisodes,
      p3: c.incidents,
      p4: c.restraints,
      s1: c.youngPeopleInPeriod,
      lm2: c.complaints,
    });
    // Willow Court registered on 1 January; on 20 December this year's assessment falls due in eleven days and its
    // task (opened 30 days ahead) is open
    const year = today.slice(0, 4);
    await server.store.db.query(`update homes set created_at = $2 where id = $1`, [
      people.willow.id,
      `${year}-01-01T12:00:00Z`,
    ]);
    // the demo's signed-off review (seeds/returns.ts) recorded this year's assessment: archived, it no longer counts
    await server.store.db.query(
      `update records set archived_at = now() where kind = 'quality-standards-review' and home_id = $1 and id <> $2`,
      [people.willow.id, res.body.id],
    );
    const { obligationScan } = await import('../../workers/processors/obligations.ts');
    const deps = { store: server.store, now: () => new Date(`${year}-12-20T12:00:00Z`) } as never;
    const task = async () =>
      await server.store.db.query<{ status: string; description: string }>(
        `select status, description from tasks where natural_key like $1`,
        [`duty:sa-location-assessment:${people.willow.id}:%`],
      );
    await obligationScan(deps, [ob]);
    expect((await task()).map((t) => t.status)).toEqual(['not_complete']);
    const saved = await willowManager.put(`/api/records/quality-standards-review/${res.body.id}`, {
      version: res.body.version,
      data: { ...res.body.data, locationAssessmentDone: true, locationAssessedOn: today },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // a draft never meets a duty: saved but not submitted, the task stays open
    await obligationScan(deps, [ob]);
    expect(saved.body.status).toBe('ongoing');
    expect((await task()).map((t) => t.status)).toEqual(['not_complete']);
    const submitted = await willowManager.post(`/api/records/quality-standards-review/${res.body.id}/actions/submit`, {
      version: saved.body.version,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await obligationScan(deps, [ob]);
    const [done] = await task();
    expect(done).toMatchObject({ status: 'completed' });
    expect(done!.description).toMatch(/Done in time/);
  });
  it("the product administrator corrects a question's wording at run time; the question keeps its figure", async () => {
    const admin = await clientFor(server, 'admin@care-records.app');
    const versions = (await admin.get('/api/settings/definitions/annual-return/versions')).body as {
      id: number;
      version: number;
      scope: string;
    }[];
    const product = versions.filter((v) => v.scope === 'product').at(-1)!;
    const def = (await admin.get(`/api/settings/definitions/annual-return/versions/${product.id}`)).body.definition;
    def.schema.properties.q18.title = '18. Missing episodes (as Ofsted words it)';
    const saved = await admin.post('/api/admin/definitions/annual-return/versions', {
      definition: def,
      baseVersion: product.version,
      note: 'Wording confirmed',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(
      (
        await willowManager.post('/api/admin/definitions/annual-return/versions', {
          definition: def,
          baseVersion: product.version + 1,
        })
      ).status,
    ).toBe(403);
    const served = (await willowManager.get('/api/definitions/annual-return')).body;
    expect(served.schema.properties.q18.title).toBe('18. Missing episodes (as Ofsted words it)');
    const made = await willowManager.post(`/api/homes/${people.willow.id}/returns/annual-return`, period);
    expect(made.status).toBe(201);
    const figures = (await willowManager.get(`/api/returns/annual-return/${made.body.id}/figures`)).body;
    expect(figures.questions.find((q: { question: string }) => q.question === 'q18')).toMatchObject({
      title: '18. Missing episodes (as Ofsted words it)',
      figure: 'missingEpisodes',
    });
  });
});
