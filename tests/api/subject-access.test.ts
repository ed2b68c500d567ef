// A subject access request about a young person (decision 0650): only the home's managers and directors see it; the
// pack for review holds everything with other people's names found; the released pack waits for a second person's
// approval and then no longer holds the words marked for redaction; both are in the audit with who, what and why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, dailyLog, demoPeople } from '../helpers/fixtures.ts';
import { DRIVERS, login, startTestServer, type TestServer } from '../helpers/server.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

describe.each(DRIVERS)('subject access on %s', (driver) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Client, manager: Client, director: Client;

  beforeAll(async () => {
    server = await startTestServer({ driver });
    people = await demoPeople(server);
    [staff, manager, director] = await Promise.all(
      ['staff.oak@demo.care', 'manager.oak@demo.care', 'director@demo.care'].map((e) => clientFor(server, e)),
    );
  });
  afterAll(() => server?.close());

  it('prepares, refuses to release unapproved, releases redacted, and audits each copy', async () => {
    const yp = people.oakYp;
    const other = people.oakYps.find((y) => y.id !== yp.id)!;
    const otherName = `${other.firstName} ${other.lastName}`;
    // a record about the young person that names another child
    const log = await staff.post('/api/records/daily-log', {
      youngPersonId: yp.id,
      data: dailyLog({ activities: `Played pool with ${otherName} after tea; ${other.firstName} won.` }),
    });
    expect(log.status).toBe(201);
    // held outside the records: a petty cash entry for them that names the other child
    const entry = await staff.post('/api/accounts/entries', {
      homeId: people.oak.id,
      entryDate: '2026-03-01',
      direction: 'out',
      amountPence: 450,
      category: 'food',
      description: `Cinema snacks with ${other.firstName}`,
      youngPersonId: yp.id,
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);

    const request = {
      receivedOn: '2026-03-02',
      clockFrom: '2026-03-02',
      requestedBy: 'self',
      requesterName: `${yp.firstName} ${yp.lastName}`,
    };
    // care staff cannot make or see one
    expect(
      (await staff.post('/api/records/subject-access-request', { youngPersonId: yp.id, data: request })).status,
    ).toBeGreaterThanOrEqual(403);
    const made = await manager.post('/api/records/subject-access-request', { youngPersonId: yp.id, data: request });
    expect(made.status).toBe(201);
    const sar = made.body as { id: string; version: number };
    expect((await staff.get(`/api/records/subject-access-request/${sar.id}`)).status).toBe(404);
    const pack = (stage: string, c: Client = manager) =>
      c.get(`/api/young-people/${yp.id}/subject-access/${sar.id}/pack?stage=${stage}&reason=Checking`);
    expect((await pack('review', staff)).status).toBe(403);
    const badStage = await pack('everything');
    expect(badStage.status).toBe(400);
    expect(badStage.headers['content-type']).toContain('application/problem+json');

    const review = await pack('review');
    expect(review.status).toBe(200);
    expect(review.headers['cache-control']).toContain('no-store');
    const held = review.body.records.find((r: { id: string }) => r.id === log.body.id);
    expect(held.data.activities).toContain(otherName);
    expect(held.versions.length).toBeGreaterThan(0);
    // the request itself (the reviewer's notes on others) is not part of the copy
    expect(review.body.records.some((r: { kind: string }) => r.kind === 'subject-access-request')).toBe(false);
    expect(review.body.details).toMatchObject({ id: yp.id, first_name: yp.firstName });
    expect(review.body.otherHeld.account_entries).toContainEqual(
      expect.objectContaining({ id: entry.body.id, description: `Cinema snacks with ${other.firstName}` }),
    );
    // never the product's own: logins, password hashes
    expect(review.body.otherHeld.users).toBeUndefined();
    expect(JSON.stringify(review.body)).not.toMatch(/password_hash|"token"/);
    expect(review.body.namesFound).toContainEqual(
      expect.objectContaining({ personId: other.id, who: 'young-person', name: otherName, recordId: log.body.id }),
    );

    // not approved: refused at the approval, nothing released
    const early = await pack('release');
    expect(early.status).toBe(409);
    expect(early.body.errors).toContainEqual(expect.objectContaining({ path: '/preparation/approvedBy' }));

    const prepared = await manager.put(`/api/records/subject-access-request/${sar.id}`, {
      version: sar.version,
      data: {
        ...request,
        preparation: {
          preparedBy: people.user('manager.oak@demo.care').id,
          preparedOn: '2026-03-10',
          thirdParties: [
            { where: 'Daily log', recordId: log.body.id, words: otherName, whose: 'other_child', decision: 'redacted' },
            { where: 'Daily log', words: other.firstName, whose: 'other_child', decision: 'redacted' },
          ],
          approvedBy: people.user('director@demo.care').id,
          approvedOn: '2026-03-11',
        },
      },
    });
    expect(prepared.status).toBe(200);

    const released = await pack('release', director);
    expect(released.status).toBe(200);
    const text = JSON.stringify(released.body.records);
    expect(text).not.toContain(otherName);
    expect(text).not.toMatch(new RegExp(`\\b${other.firstName}\\b`));
    const out = released.body.records.find((r: { id: string }) => r.id === log.body.id);
    expect(out.data.activities).toBe('Played pool with [redacted] after tea; [redacted] won.');
    expect(released.body.namesFound).toBeUndefined();
    // a mark with no record applies to what is held outside the records too
    expect(released.body.otherHeld.account_entries).toContainEqual(
      expect.objectContaining({ id: entry.body.id, description: 'Cinema snacks with [redacted]' }),
    );
    // the record itself is unchanged
    const kept = await manager.get(`/api/records/daily-log/${log.body.id}`);
    expect(kept.body.data.activities).toContain(otherName);

    const audit = await server.store.db.query<{ action: string; user_id: string; detail: Record<string, unknown> }>(
      `select action, user_id, detail from activity_audit where entity_id = $1 and action like 'export.subject-access.%'
        order by id`,
      [yp.id],
    );
    expect(audit.map((a) => [a.action, a.user_id])).toEqual([
      ['export.subject-access.review', people.user('manager.oak@demo.care').id],
      ['export.subject-access.release', people.user('director@demo.care').id],
    ]);
    expect(audit[1].detail).toMatchObject({
      requestId: sar.id,
      redactions: 2,
      why: `Subject access request received 2026-03-02 from ${request.requesterName}`,
    });

    // the readable copy: a PDF of the same pack (contents page, records in date order), audited as the PDF it is
    const cookie = await login(server.app, 'director@demo.care');
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/api/young-people/${yp.id}/subject-access/${sar.id}/pdf?stage=release&reason=Checking`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toContain('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // a cover and contents page, then a page or more a record
    const pages = (pdf.rawPayload.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(released.body.records.length + 1);
    expect(
      (await staff.get(`/api/young-people/${yp.id}/subject-access/${sar.id}/pdf?stage=review&reason=Checking`)).status,
    ).toBe(403);
    const [pdfAudit] = await server.store.db.query<{ detail: Record<string, unknown> }>(
      `select detail from activity_audit where entity_id = $1 and action = 'export.subject-access.release'
        and detail->>'format' = 'pdf'`,
      [yp.id],
    );
    expect(pdfAudit.detail).toMatchObject({ requestId: sar.id, what: expect.stringContaining('PDF') });
  });
});
