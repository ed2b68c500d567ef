// Incidents, sanctions and safeguarding as the domain review found them, through the API, in a children's home (Oak
// House) and supported accommodation (Willow
// Court): the review's examples are refused with problem+json at their fields and change nothing; old records
// holding retired grounds still open and save; a sanction's manager review and the later follow-ups need no reopen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examples } from '../../definitions/young-person/examples.ts';
import { example as consequenceExample } from '../../definitions/young-person/examples/consequence.ts';
import { example as safeguardingExample } from '../../definitions/young-person/examples/safeguarding.ts';
import { withPeople } from '../../seeds/demo.ts';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, startTestServer, type TestServer } from '../helpers/server.ts';

type Any = Record<string, any>;
const paths = (body: Any) => (body.errors ?? []).map((e: { path: string }) => e.path) as string[];

describe.each(DRIVERS)('regulatory fidelity of incidents, sanctions and safeguarding on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const homes = {} as Record<'oak' | 'willow', { staff: Any; manager: Any; yp: string; data: (e: unknown) => Any }>;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    for (const home of ['oak', 'willow'] as const) {
      const ids = [`staff.${home}@demo.care`, `manager.${home}@demo.care`].map((e) => people.user(e).id);
      const other = home === 'oak' ? people.oakYps.find((y) => y.id !== people.oakYp.id)!.id : people.oakYp.id;
      homes[home] = {
        staff: await clientFor(server, `staff.${home}@demo.care`),
        manager: await clientFor(server, `manager.${home}@demo.care`),
        yp: home === 'oak' ? people.oakYp.id : people.willowYp.id,
        data: (e) => {
          const d = withPeople(structuredClone(e), ids, other) as Any;
          if (home === 'willow')
            for (const n of d.notifications ?? [])
              if (n.authority === 'placing_authority') n.authority = 'accommodating_authority';
          // what staff write: no manager-only parts, no links to records of the example's own
          for (const g of [d, d.general ?? {}]) if (home === 'willow' && g.otherYoungPeople) g.otherYoungPeople = [];
          delete d.managerReview;
          delete d.debrief?.managerReview;
          delete d.linkedIncident;
          delete d.complaint;
          delete d.outcome;
          return d;
        },
      };
    }
  });
  afterAll(() => server?.close());

  describe.each(['oak', 'willow'] as const)('in %s', (home) => {
    const h = () => homes[home];

    it("refuses to submit the review's incident (empty lists, a restraint ending before it starts) and changes nothing", async () => {
      const data = h().data(examples.incident);
      data.general.types = [];
      data.general.staffPresent = [];
      Object.assign(data.intervention[0], {
        deEscalation: [],
        staff: [],
        from: '2026-11-20T23:50:00Z',
        to: '2026-11-20T00:10:00Z',
      });
      const draft = await h().staff.post('/api/records/incident', { youngPersonId: h().yp, data });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201); // a draft may be half done
      const res = await h().staff.post(`/api/records/incident/${draft.body.id}/actions/submit`, {
        version: draft.body.version,
      });
      expect(res.status).toBe(422);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(paths(res.body)).toEqual(
        expect.arrayContaining([
          '/general/types',
          '/general/staffPresent',
          '/intervention/0/deEscalation',
          '/intervention/0/staff',
          '/intervention/0/to',
        ]),
      );
      const after = await h().staff.get(`/api/records/incident/${draft.body.id}`);
      expect(after.body).toMatchObject({ status: 'ongoing', version: draft.body.version });
      // across midnight, with dates, it goes in
      Object.assign(data.general, { types: ['aggression'], staffPresent: [people.user(`staff.${home}@demo.care`).id] });
      Object.assign(data.intervention[0], {
        deEscalation: ['calm_talking'],
        staff: [{ person: people.user(`staff.${home}@demo.care`).id }],
        to: '2026-11-21T00:10:00Z',
      });
      const saved = await h().staff.put(`/api/records/incident/${draft.body.id}`, {
        version: after.body.version,
        data,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const submitted = await h().staff.post(`/api/records/incident/${draft.body.id}/actions/submit`, {
        version: saved.body.version,
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    });

    it('refuses "absconding" and a free "Other" as new grounds; an old record holding one still opens, reads flagged and saves', async () => {
      const data = h().data(examples.incident);
      data.intervention[0].reason = 'prevent_absconding';
      const refused = await h().staff.post('/api/records/incident', { youngPersonId: h().yp, data });
      expect(refused.status).toBe(422);
      expect(paths(refused.body)).toEqual(['/intervention/0/reason']);
      // an older record (written before the grounds were narrowed)
      data.intervention[0].reason = 'prevent_injury';
      const made = await h().staff.post('/api/records/incident', { youngPersonId: h().yp, data });
      await server.store.db.query(
        `update records set data = jsonb_set(jsonb_set(data, '{intervention,0,reason}', '"others"'), '{intervention,0,reasonDetail}', '"to stop him leaving"') where id = $1`,
        [made.body.id],
      );
      const opened = await h().manager.get(`/api/records/incident/${made.body.id}`);
      expect(opened.status).toBe(200);
      expect(opened.body.data.intervention[0]).toMatchObject({ reason: 'others', reasonDetail: 'to stop him leaving' });
      const homeType = home === 'oak' ? 'children_home' : 'support_accomodation_for_older_children';
      const def = await h().manager.get(`/api/definitions/incident?homeType=${homeType}`);
      expect(def.body.schema.properties.intervention.items.properties.reason['x-retired'].others).toBe(
        'Other (not one of the two lawful grounds: manager to review)',
      );
      const resaved = await h().staff.put(`/api/records/incident/${made.body.id}`, {
        version: opened.body.version,
        data: { ...opened.body.data, general: { ...opened.body.data.general, locationDetail: 'Hallway' } },
      });
      expect(resaved.status, JSON.stringify(resaved.body)).toBe(200);
      expect(resaved.body.data.intervention[0].reason).toBe('others');
    });

    it('a sanction goes to sign-off; the manager writes the review while it waits, staff cannot; a prohibited measure is refused', async () => {
      const data = h().data(consequenceExample);
      const review = { ...consequenceExample.managerReview, reviewer: people.user(`manager.${home}@demo.care`).id };
      const bad = await h().staff.post('/api/records/consequence', {
        youngPersonId: h().yp,
        data: { ...data, noProhibitedMeasure: false },
      });
      expect(bad.status).toBe(422);
      expect(paths(bad.body)).toEqual(['/noProhibitedMeasure']);
      const made = await h().staff.post('/api/records/consequence', { youngPersonId: h().yp, data });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const submitted = await h().staff.post(`/api/records/consequence/${made.body.id}/actions/submit`, {
        version: made.body.version,
      });
      expect(submitted.body).toMatchObject({ status: 'signoffs_pending' });
      const byStaff = await h().staff.put(`/api/records/consequence/${made.body.id}`, {
        version: submitted.body.version,
        data: { ...submitted.body.data, managerReview: review },
      });
      expect(byStaff.status).toBeGreaterThanOrEqual(400);
      const byManager = await h().manager.put(`/api/records/consequence/${made.body.id}`, {
        version: submitted.body.version,
        data: { ...submitted.body.data, managerReview: review },
      });
      expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
      expect(byManager.body.status).toBe('signoffs_pending'); // no reopen: the sign-off still waits
    });

    it("safeguarding: refused without a category or the DSL's decision; the CP enquiry's conclusion is added later without touching its sign-offs", async () => {
      const data = h().data(safeguardingExample);
      const empty = await h().staff.post('/api/records/safeguarding', {
        youngPersonId: h().yp,
        data: { ...data, category: [] },
      });
      expect(empty.status, JSON.stringify(empty.body)).toBe(201);
      const draft = empty.body;
      const res = await h().staff.post(`/api/records/safeguarding/${draft.id}/actions/submit`, {
        version: draft.version,
      });
      expect(res.status).toBe(422);
      expect(paths(res.body)).toEqual(['/category']);
      const { dslDecision: _d, ...noDecision } = data;
      const made = await h().staff.post('/api/records/safeguarding', { youngPersonId: h().yp, data: noDecision });
      expect(
        paths(
          (
            await h().staff.post(`/api/records/safeguarding/${made.body.id}/actions/submit`, {
              version: made.body.version,
            })
          ).body,
        ),
      ).toEqual(['/dslDecision']);
      const saved = await h().staff.put(`/api/records/safeguarding/${made.body.id}`, {
        version: made.body.version,
        data,
      });
      const submitted = await h().staff.post(`/api/records/safeguarding/${made.body.id}/actions/submit`, {
        version: saved.body.version,
      });
      expect(submitted.body.status).toBe('signoffs_pending');
      // the conclusion, as a follow-up: refused without its date, accepted with it; the concern's sign-offs stay
      const base = {
        safeguarding: made.body.id,
        step: 'cp_enquiry_concluded',
        doneAt: '2026-11-21T10:00:00Z',
        account: 'No further action; a child in need plan.',
      };
      const followUp = await h().staff.post('/api/records/incident-follow-up', { youngPersonId: h().yp, data: base });
      expect(followUp.status, JSON.stringify(followUp.body)).toBe(201);
      const noDate = await h().staff.post(`/api/records/incident-follow-up/${followUp.body.id}/actions/submit`, {
        version: followUp.body.version,
      });
      expect(paths(noDate.body)).toEqual(['/concludedOn']);
      const dated = await h().staff.put(`/api/records/incident-follow-up/${followUp.body.id}`, {
        version: followUp.body.version,
        data: { ...base, concludedOn: '2026-11-21' },
      });
      expect(
        (
          await h().staff.post(`/api/records/incident-follow-up/${followUp.body.id}/actions/submit`, {
            version: dated.body.version,
          })
        ).status,
      ).toBe(200);
      const concern = await h().manager.get(`/api/records/safeguarding/${made.body.id}`);
      expect(concern.body).toMatchObject({ status: 'signoffs_pending', version: submitted.body.version });
      // a step that does not fit the record it follows is refused at its field
      const wrong = await h().staff.post('/api/records/incident-follow-up', {
        youngPersonId: h().yp,
        data: { ...base, step: 'review' },
      });
      expect(wrong.status).toBe(422);
      expect(paths(wrong.body)).toContain('/step');
    });

    it('a complaint is not investigated by the person it is about, nor signed off without the action taken (CH reg 39(2)-(3))', async () => {
      const received = h().data(
        (await import('../../definitions/young-person/examples/complaint-feedback.ts')).example,
      );
      const outcome = {
        result: 'upheld',
        actionTaken: 'Changed the weekend Wi-Fi time.',
        response: 'Wi-Fi stays on until 11pm at weekends.',
        respondedAt: '2026-11-21',
        respondedBy: people.user(`manager.${home}@demo.care`).id,
      };
      const made = await h().staff.post('/api/records/complaint-feedback', { youngPersonId: h().yp, data: received });
      const submitted = await h().staff.post(`/api/records/complaint-feedback/${made.body.id}/actions/submit`, {
        version: made.body.version,
      });
      // the person it is about does not investigate it (CH reg 39(2)), except to resolve it informally
      const subject = people.user(`staff.${home}@demo.care`).id;
      const investigator = await h().manager.put(`/api/records/complaint-feedback/${made.body.id}`, {
        version: submitted.body.version,
        data: { ...submitted.body.data, complaint: { stage: 'formal', about: subject, investigatedBy: subject } },
      });
      expect(investigator.status).toBe(422);
      expect(paths(investigator.body)).toEqual(['/complaint/investigatedBy']);
      const { actionTaken: _a, ...noAction } = outcome;
      const answered = await h().manager.put(`/api/records/complaint-feedback/${made.body.id}`, {
        version: submitted.body.version,
        data: { ...submitted.body.data, outcome: noAction },
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const signed = await h().manager.post(`/api/records/complaint-feedback/${made.body.id}/actions/sign-off`, {
        version: answered.body.version,
      });
      expect(signed.status).toBe(422);
      expect(paths(signed.body)).toEqual(['/outcome/actionTaken']);
    });
  });

  it("a follow-up cannot link another home's sanction", async () => {
    const oak = homes.oak;
    const made = await oak.staff.post('/api/records/consequence', {
      youngPersonId: oak.yp,
      data: oak.data(consequenceExample),
    });
    const res = await homes.willow.staff.post('/api/records/incident-follow-up', {
      youngPersonId: homes.willow.yp,
      data: { consequence: made.body.id, step: 'review', doneAt: '2026-11-21T10:00:00Z', account: 'x' },
    });
    expect(res.status).toBe(422);
    expect(paths(res.body)).toContain('/consequence');
  });
});
