// The young person's plans and risk assessments as an inspector reads them, in both
// home types — the placement plan's family time and delegated authority and no empty sign-off, the support
// plan's own shape, the legal status list, no self-harm scores (NICE NG225), consent never pre-set, and
// the home type's wording in alert titles and chart labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeType } from '../../definitions/wording.ts';
import { examples } from '../../definitions/young-person/examples.ts';
import { kindCatalogue } from '../../engine/alerts/catalogue.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';
import { fitPlan } from '../../seeds/demo-fit.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

const SA: HomeType = 'support_accomodation_for_older_children';
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);
const HEADER = {
  planDate: '2026-01-05',
  nextReview: '2026-04-05',
  authority: 'Leeds City Council',
  legalStatus: 'care_order',
  aims: {},
};

describe.each(DRIVERS)('plans, risk assessments and home-type wording on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let director: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    director = await clientFor(server, 'director@demo.care');
  });
  afterAll(() => server?.close());

  const create = (kind: string, youngPersonId: string, data: unknown) =>
    director.post(`/api/records/${kind}`, { youngPersonId, data });
  const submit = (kind: string, r: { id: string; version: number }) =>
    director.post(`/api/records/${kind}/${r.id}/actions/submit`, { version: r.version });
  /** A young person's demo record as written for them: the plan example fitted to their home type. */
  const planFor = (homeType: HomeType) => {
    const yp = homeType === SA ? people.willowYp : people.oakYp;
    const data = fitPlan(
      examples['placement-plan'],
      { gender: 'male', firstName: yp.firstName, birthYear: 2009 },
      homeType,
    ) as Record<string, unknown>;
    delete data.keyWorker; // the example's placeholder staff id is not a member of staff here
    return { yp, data };
  };

  describe("the placement plan (children's home) and support plan (supported accommodation)", () => {
    it("cannot be submitted empty: a need, family time, day-to-day decisions, the child's part and view (or why not)", async () => {
      for (const homeType of ['children_home', SA] as const) {
        const yp = homeType === SA ? people.willowYp : people.oakYp;
        const draft = await create('placement-plan', yp.id, HEADER);
        expect(draft.status, JSON.stringify(draft.body)).toBe(201);
        const res = await submit('placement-plan', draft.body);
        expect(res.status).toBe(422);
        expect(paths(res.body)).toEqual(
          expect.arrayContaining([
            '/needs',
            '/familyTime',
            '/delegatedAuthority',
            '/ypContributed',
            '/ypViewNotObtained',
          ]),
        );
        // an empty list of needs is as empty as none
        const empty = await director.put(`/api/records/placement-plan/${draft.body.id}`, {
          version: draft.body.version,
          data: { ...HEADER, needs: [] },
        });
        expect(empty.status).toBe(200);
        expect(paths((await submit('placement-plan', empty.body)).body)).toContain('/needs');
        expect((await director.get(`/api/records/placement-plan/${draft.body.id}`)).body.status).toBe('ongoing');
      }
    });

    it("asks supported accommodation for its own areas, and the children's home for its own", async () => {
      const home = (await create('placement-plan', people.oakYp.id, HEADER)).body;
      const supported = (await create('placement-plan', people.willowYp.id, HEADER)).body;
      const homeMissing = paths((await submit('placement-plan', home)).body);
      const supportedMissing = paths((await submit('placement-plan', supported)).body);
      for (const p of ['/accommodationCategory', '/accommodation', '/money', '/moveOn']) {
        expect(supportedMissing).toContain(p);
        expect(homeMissing).not.toContain(p);
      }
      // the children's home plan renamed is not a support plan: its behaviour management heading is refused there
      const renamed = await create('placement-plan', people.willowYp.id, {
        ...HEADER,
        behaviourManagement: { behaviourSummary: 'PACE' },
      });
      expect(renamed.status).toBe(422);
      expect(paths(renamed.body).join(' ')).toContain('/behaviourManagement');
      const money = await create('placement-plan', people.oakYp.id, { ...HEADER, money: { bankAccount: true } });
      expect(money.status).toBe(422);
      expect(paths(money.body).join(' ')).toContain('/money');
    });

    it('serves each home type its own shape, title and complete legal status list', async () => {
      const served = async (t: HomeType) => (await director.get(`/api/definitions/placement-plan?homeType=${t}`)).body;
      const home = await served('children_home');
      const supported = await served(SA);
      expect(home.title).toBe('Placement plan');
      expect(supported.title).toBe('Support plan');
      expect(Object.keys(home.schema.properties)).toEqual(
        expect.arrayContaining(['familyTime', 'delegatedAuthority', 'behaviourManagement', 'enjoyment', 'dolOrder']),
      );
      expect(Object.keys(home.schema.properties)).not.toContain('accommodation');
      expect(Object.keys(supported.schema.properties)).toEqual(
        expect.arrayContaining([
          'familyTime',
          'delegatedAuthority',
          'accommodation',
          'money',
          'moveOn',
          'accommodationCategory',
          'careLeaverStatus',
        ]),
      );
      expect(Object.keys(supported.schema.properties)).not.toContain('behaviourManagement');
      expect(supported.sections.map((s: { title: string }) => s.title)).toContain('Staying safe');
      const statuses = home.schema.properties.legalStatus.oneOf.map((c: { const: string }) => c.const);
      expect(statuses).toEqual(
        expect.arrayContaining([
          's20',
          'care_order',
          'ico',
          'placement_order',
          'epo',
          'police_protection',
          'remand',
          'pace_transfer',
          'short_breaks',
          'relevant_child',
          'not_looked_after',
          'other',
        ]),
      );
      // no children's-home citation in the support plan, none of supported accommodation's in the placement plan
      expect(JSON.stringify(supported)).not.toMatch(/Children's Homes Regulations|placing authority/);
      expect(JSON.stringify(home)).not.toMatch(/Supported Accommodation Regulations|accommodating authority/);
    });

    it('is submitted and signed off when whole, in both home types', async () => {
      for (const homeType of ['children_home', SA] as const) {
        const { yp, data } = planFor(homeType);
        const made = await create('placement-plan', yp.id, data);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        const sent = await submit('placement-plan', made.body);
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        expect(sent.body.status).not.toBe('ongoing');
      }
      // the child's view may be missing only with the reason it could not be had
      const { yp, data } = planFor('children_home');
      const noView = (await create('placement-plan', yp.id, { ...data, ypView: '' })).body;
      expect(paths((await submit('placement-plan', noView)).body)).toEqual(['/ypViewNotObtained']);
      const why = await director.put(`/api/records/placement-plan/${noView.id}`, {
        version: noView.version,
        data: {
          ...data,
          ypView: '',
          ypViewNotObtained: 'Declined to take part today; key worker will ask again on Friday',
        },
      });
      expect((await submit('placement-plan', why.body)).status).toBe(200);
    });
  });

  describe('risk assessments', () => {
    const selfHarm = () =>
      structuredClone(examples['risk-assessment-self-harm-suicide']) as Record<string, unknown> & {
        risks: Record<string, unknown>[];
      };

    it('the self-harm assessment has no likelihood or severity scores (NICE NG225); the others keep theirs', async () => {
      const served = (await director.get('/api/definitions/risk-assessment-self-harm-suicide?homeType=children_home'))
        .body;
      expect(Object.keys(served.schema.properties.risks.items.properties)).not.toContain('likelihood');
      expect(Object.keys(served.schema.properties.risks.items.properties)).not.toContain('severity');
      for (const yp of [people.oakYp, people.willowYp]) {
        const data = { ...selfHarm(), linkedIncidents: [] };
        const scored = await create('risk-assessment-self-harm-suicide', yp.id, {
          ...data,
          risks: [{ ...data.risks[0], likelihood: '4', severity: '3' }],
        });
        expect(scored.status).toBe(422);
        expect(paths(scored.body)).toEqual(expect.arrayContaining(['/risks/0/likelihood']));
        const made = await create('risk-assessment-self-harm-suicide', yp.id, data);
        expect(made.status, JSON.stringify(made.body)).toBe(201);
        expect((await submit('risk-assessment-self-harm-suicide', made.body)).status).toBe(200);
      }
      const cce = (await director.get('/api/definitions/risk-assessment-cce?homeType=children_home')).body;
      expect(cce.schema.properties.risks.items.required).toEqual(expect.arrayContaining(['likelihood', 'severity']));
    });

    it('needs at least one risk, and a measure for each', async () => {
      const data = { ...selfHarm(), linkedIncidents: [] };
      const none = (await create('risk-assessment-self-harm-suicide', people.oakYp.id, { ...data, risks: [] })).body;
      expect(paths((await submit('risk-assessment-self-harm-suicide', none)).body)).toContain('/risks');
      const noMeasure = (
        await create('risk-assessment-self-harm-suicide', people.willowYp.id, {
          ...data,
          risks: [{ ...data.risks[0], controls: [] }],
        })
      ).body;
      expect(paths((await submit('risk-assessment-self-harm-suicide', noMeasure)).body)).toContain('/risks/0/controls');
    });

    it('a self-harm assessment written when it had scores still opens, reads and saves as written', async () => {
      const [current] = await server.store.db.query<{
        definition: { schema: { properties: { risks: { items: { properties: Record<string, unknown> } } } } };
      }>(
        `select definition from definition_versions where kind = 'risk-assessment-self-harm-suicide' and org_id is null order by version desc limit 1`,
      );
      const old = structuredClone(current.definition);
      old.schema.properties.risks.items.properties.likelihood = {
        type: 'string',
        title: 'Likelihood',
        enum: ['1', '2', '3', '4', '5'],
      };
      old.schema.properties.risks.items.properties.severity = {
        type: 'string',
        title: 'Severity',
        enum: ['1', '2', '3', '4', '5'],
      };
      const [dv] = await server.store.db.query<{ id: number }>(
        `insert into definition_versions (kind, version, definition, hash)
        values ('risk-assessment-self-harm-suicide', 0, $1, 'before-issue-23') returning id`,
        [old],
      );
      const data = {
        ...selfHarm(),
        linkedIncidents: [],
        risks: [{ ...selfHarm().risks[0], likelihood: '4', severity: '3' }],
      };
      const [row] = await server.store.db.query<{ id: string }>(
        `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, author_id, record_date, data, status)
        values ($1, 'risk-assessment-self-harm-suicide', $2, $3, $4, $5, now(), $6, 'ongoing') returning id`,
        [people.orgId, dv.id, people.oakYp.id, people.oak.id, people.user('manager.oak@demo.care').id, data],
      );
      const read = await director.get(`/api/records/risk-assessment-self-harm-suicide/${row.id}`);
      expect(read.status).toBe(200);
      expect(read.body.data.risks[0]).toMatchObject({ likelihood: '4', severity: '3' });
      const saved = await director.put(`/api/records/risk-assessment-self-harm-suicide/${row.id}`, {
        version: read.body.version,
        data: read.body.data,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.risks[0].likelihood).toBe('4');
    });
  });

  describe('the other forms a careful manager would change', () => {
    it('records a care plan asked for and not yet received, and still wants the copy once it has come', async () => {
      for (const yp of [people.oakYp, people.willowYp]) {
        const asked = await create('external-plan', yp.id, {
          planType: 'care_plan',
          agency: 'Leeds City Council',
          received: false,
          requestedOn: '2026-01-06',
        });
        expect(asked.status, JSON.stringify(asked.body)).toBe(201);
        const noDate = await create('external-plan', yp.id, {
          planType: 'care_plan',
          agency: 'Leeds City Council',
          received: false,
        });
        expect(paths(noDate.body)).toContain('/requestedOn');
        const come = await create('external-plan', yp.id, {
          planType: 'care_plan',
          agency: 'Leeds City Council',
          received: true,
          planDate: '2026-01-20',
        });
        expect(come.status).toBe(422);
        expect(paths(come.body)).toEqual(expect.arrayContaining(['/heldBy', '/document']));
      }
    });

    it('refuses "no known allergies" next to a listed allergy', async () => {
      const res = await create('health-profile', people.willowYp.id, {
        updatedOn: '2026-01-06',
        noKnownAllergies: true,
        allergies: [{ allergen: 'Peanuts' }],
      });
      expect(res.status).toBe(422);
      expect(paths(res.body)).toContain('/allergies');
    });

    it('needs the address after leaving once the move has happened, and asks about the host authority', async () => {
      const move = {
        plannedDate: '2026-02-01',
        planned: true,
        reason: 'planned_move',
        destinationType: 'own_tenancy',
        authorityAgreed: true,
      };
      for (const yp of [people.oakYp, people.willowYp]) {
        const made = (await create('transfer-request', yp.id, { ...move, actualDate: '2026-02-01' })).body;
        expect(paths((await submit('transfer-request', made)).body)).toEqual(['/destinationAddress']);
      }
      const served = (await director.get(`/api/definitions/transfer-request?homeType=${SA}`)).body;
      expect(served.schema.properties.hostAuthorityNotifiedAt.description).toContain(
        'Supported Accommodation Regulations 2023 reg 28',
      );
      expect(JSON.stringify(served)).not.toMatch(/Schedule 3/);
    });

    it('a key worker session the child declined records why, not invented content', async () => {
      const keyWorker = people.user('staff.oak@demo.care').id;
      const base = { date: '2026-01-06', keyWorker, topics: ['education'], nextSessionAt: '2026-01-13' };
      const declined = (await create('key-worker-session', people.oakYp.id, { ...base, attendance: 'declined' })).body;
      expect(paths((await submit('key-worker-session', declined)).body)).toEqual(['/notHeldReason']);
      const why = await director.put(`/api/records/key-worker-session/${declined.id}`, {
        version: declined.version,
        data: {
          ...base,
          attendance: 'declined',
          notHeldReason: 'Wanted to play football; offered tomorrow after school',
        },
      });
      expect((await submit('key-worker-session', why.body)).status).toBe(200);
      const held = (await create('key-worker-session', people.oakYp.id, { ...base, attendance: 'attended' })).body;
      expect(paths((await submit('key-worker-session', held)).body)).toEqual(
        expect.arrayContaining(['/ypWishesFeelings', '/discussion']),
      );
    });

    it('words the behaviour support plan for supported accommodation, where restraint is exceptional', async () => {
      const supported = (await director.get(`/api/definitions/behaviour-support-plan?homeType=${SA}`)).body;
      const home = (await director.get('/api/definitions/behaviour-support-plan?homeType=children_home')).body;
      expect(supported.sections.map((s: { title: string }) => s.title)).toContain(
        'If restraint is ever needed (exceptional)',
      );
      expect(supported.schema.properties.restraint.description).toContain('Not used in this service');
      expect(home.description).toContain('reg 35(1)');
      expect(home.description).not.toMatch(/reg 19\b/);
    });
  });

  it('never pre-sets consent to share', async () => {
    const defs = await loadDefinitionFiles();
    const withDefault: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (/consent/i.test(k) && v && typeof v === 'object' && 'default' in v) withDefault.push(at + k);
        walk(v, `${at}${k}.`);
      }
    };
    for (const d of defs.values()) walk(d.schema, `${d.kind}:`);
    expect(withDefault).toEqual([]);
    // a new incident draft holds no answer to it
    const draft = await create('incident', people.oakYp.id, {});
    expect(draft.body.data.general?.hasDisclosureConsent).toBeUndefined();
  });

  describe("alert titles and chart labels in the young person's home type", () => {
    it("words the sign-off reminder for the record's home", async () => {
      const catalogue = kindCatalogue((await loadDefinitionFiles()).values());
      const ids: Record<string, string> = {};
      for (const homeType of ['children_home', SA] as const) {
        const { yp, data } = planFor(homeType);
        const made = (await create('placement-plan', yp.id, data)).body;
        await submit('placement-plan', made);
        ids[homeType] = made.id;
      }
      await server.store.scans.signoffReminders(new Date(Date.now() + 10 * 86_400_000), catalogue);
      const titles = async (id: string) =>
        (
          await server.store.db.query<{ title: string }>(
            `select title from alerts where record_id = $1 and kind = 'sign_off_pending'`,
            [id],
          )
        ).map((a) => a.title);
      const home = await titles(ids.children_home);
      const supported = await titles(ids[SA]);
      expect(home.length).toBeGreaterThan(0);
      expect(supported.length).toBeGreaterThan(0);
      for (const t of home) expect(t).toMatch(/^Placement plan awaiting your sign-off/);
      for (const t of supported) expect(t).toMatch(/^Support plan awaiting your sign-off/);
    });

    it('labels the plan chart and record-kind groups for the homes it is about', async () => {
      const chart = (q: string) => director.get(`/api/charts?metric=placementPlan&type=count&${q}`);
      const home = await chart(`level=home&home=${people.oak.id}`);
      const supported = await chart(`level=home&home=${people.willow.id}`);
      const both = await chart('level=org');
      expect(home.status, JSON.stringify(home.body)).toBe(200);
      expect(home.body.metric.label).toBe('Placement plans');
      expect(supported.body.metric.label).toBe('Support plans');
      expect(both.body.metric.label).toBe('Placement plans / Support plans');
      const yp = await chart(`level=yp&youngPerson=${people.willowYp.id}`);
      expect(yp.body.metric.label).toBe('Support plans');
      // risk management grouped by kind: record-kind titles in the home's wording, no token left
      const kinds = await director.get(
        `/api/charts?metric=riskManagement&type=count&groupBy=type&level=home&home=${people.willow.id}`,
      );
      expect(kinds.status, JSON.stringify(kinds.body)).toBe(200);
      expect(JSON.stringify(kinds.body)).not.toMatch(/\{\w+\}/);
    });
  });
});
