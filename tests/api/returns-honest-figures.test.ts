// The statutory returns' figures that used to mislead, on real PostgreSQL: "at risk of exploitation" counts a young
// person whose latest CSE or CCE assessment scores a risk medium or high (or with an exploitation incident), not
// everyone assessed; a leaver is dated by the move-out record's actual date, not by when the record was archived;
// the pre-form's "aged 16 or 17" is counted, not typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsStore } from '../../engine/store/returns.ts';
import { demoPeople } from '../helpers/fixtures.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('honest return figures', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  const period = { from: '2026-01-01', to: '2026-06-30' };

  const child = async (first: string, archivedAt: string | null = null, birthYear = 2010) => {
    const [row] = await server.store.db.query<{ id: string }>(
      `insert into young_people (org_id, home_id, first_name, last_name, birth_year, move_in_date, archived_at)
       values ($1, $2, $3, 'Figures', $5, '2025-06-01', $4) returning id`,
      [people.orgId, people.oak.id, first, archivedAt, birthYear],
    );
    return row!.id;
  };
  const record = (kind: string, ypId: string, at: string, data: Record<string, unknown>) =>
    server.store.db.query(
      `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, author_id, record_date, data)
       values ($1, $2, (select id from definition_versions order by id limit 1), $3, $4, $5, $6, $7)`,
      [people.orgId, kind, ypId, people.oak.id, people.user('manager.oak@demo.care').id, at, data],
    );
  const figures = () => returnsStore(server.store.db, people.orgId).figures(people.oak.id, period);
  const behind = async (key: string) =>
    (
      await returnsStore(server.store.db, people.orgId).behind(people.oak.id, period, {
        ...(await import('../../engine/returns/figures.ts')).figureOf(key)!,
      })
    ).map((r) => r.youngPersonId);

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    // the demo's own young people and records are not part of this story
    await server.store.db.query(`update records set archived_at = now() where home_id = $1`, [people.oak.id]);
    await server.store.db.query(`update young_people set home_id = $2 where home_id = $1`, [
      people.oak.id,
      people.willow.id,
    ]);
  }, 400_000);
  afterAll(async () => server?.close());

  it('at risk of exploitation: the latest assessment scoring 5 or more, or an exploitation incident', async () => {
    const high = await child('High');
    const nowLow = await child('Nowlow');
    const assessed = await child('Assessed');
    const incident = await child('Incident');
    const risk = (likelihood: string, severity: string) => ({ risks: [{ likelihood, severity }] });
    await record('risk-assessment-cse', high, '2026-03-01T10:00:00Z', risk('3', '4'));
    await record('risk-assessment-cce', nowLow, '2026-02-01T10:00:00Z', risk('5', '5'));
    await record('risk-assessment-cce', nowLow, '2026-05-01T10:00:00Z', risk('2', '2')); // the latest: low
    await record('risk-assessment-cse', assessed, '2026-04-01T10:00:00Z', risk('1', '4'));
    await record('incident', incident, '2026-04-02T10:00:00Z', { general: { types: ['exploitation'] } });
    expect((await figures()).exploitationRiskAssessments).toBe(2);
    expect(new Set(await behind('exploitationRiskAssessments'))).toEqual(new Set([high, incident]));
  });

  it('a leaver is dated by the actual move date, not the day the record was archived', async () => {
    const before = (await figures()).placementsEnded;
    const leftInPeriod = await child('Leftin', '2026-07-20T10:00:00Z'); // archived after the period
    await record('transfer-request', leftInPeriod, '2026-06-01T10:00:00Z', { actualDate: '2026-06-20' });
    const leftBefore = await child('Leftbefore', '2026-01-10T10:00:00Z'); // archived in it, left before it
    await record('transfer-request', leftBefore, '2025-12-01T10:00:00Z', { actualDate: '2025-12-20' });
    const noRecord = await child('Norecord', '2026-03-10T10:00:00Z'); // no move-out record: the archive date
    const ended = await behind('placementsEnded');
    expect(ended).toEqual(expect.arrayContaining([leftInPeriod, noRecord]));
    expect(ended).not.toContain(leftBefore);
    expect((await figures()).placementsEnded).toBe(before + 2);
  });

  it("the pre-form's aged 16 or 17 is derived: both ages on the last day, not 14 or 18", async () => {
    const before = (await figures()).aged16or17;
    const seventeen = await child('Seventeen', null, 2009);
    await child('Fourteen', null, 2012);
    await child('Eighteen', null, 2008);
    expect((await figures()).aged16or17).toBe(before + 1);
    expect(await behind('aged16or17')).toContain(seventeen);
    const preForm = (await import('../../definitions/statutory/inspection-pre-form.ts')).default;
    expect(JSON.stringify(preForm.schema)).toContain('"x-figure":"aged16or17"');
  });
});
