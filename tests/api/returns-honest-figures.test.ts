// The statutory returns' figures that used to mislead, on real PostgreSQL: "at risk of exploitation" counts a young
// person whose latest CSE or CCE assessment scores a risk medium or high (or with an exploitation incident), not
// everyone assessed; a leaver is dated by the move-out record's actual date, not by when the record was archived;
// the pre-form's "aged 16 or 17" is counted, not typed; notifications made are counted from every record kind beside
// those the duties' rules say were owed; the figures the records hold (return interviews, police, allegations and
// LADO referrals, complaints upheld, education, placed from outside the area, staff started and left, Level 3,
// supervision) are derived, each with the records behind it.
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
  const record = async (
    kind: string,
    ypId: string | null,
    at: string,
    data: Record<string, unknown>,
    staffId: string | null = null,
  ) => {
    const [row] = await server.store.db.query<{ id: string }>(
      `insert into records (org_id, kind, definition_version_id, young_person_id, home_id, staff_id, author_id, record_date, data)
       values ($1, $2, (select id from definition_versions order by id limit 1), $3, $4, $7, $5, $6, $8) returning id`,
      [people.orgId, kind, ypId, people.oak.id, people.user('manager.oak@demo.care').id, at, staffId, data],
    );
    return row!.id;
  };
  const figures = () => returnsStore(server.store.db, people.orgId).figures(people.oak.id, period);
  const behind = async (key: string) =>
    (
      await returnsStore(server.store.db, people.orgId).behind(people.oak.id, period, {
        ...(await import('../../engine/returns/figures.ts')).figureOf(key)!,
      })
    ).map((r) => r.youngPersonId);
  const behindIds = async (key: string) =>
    (
      await returnsStore(server.store.db, people.orgId).behind(people.oak.id, period, {
        ...(await import('../../engine/returns/figures.ts')).figureOf(key)!,
      })
    ).map((r) => r.id);

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

  it('a leaver not archived yet is dated by the actual move date: left in the period, not living here at its end', async () => {
    const before = await figures();
    const moved = await child('Movedout');
    await record('transfer-request', moved, '2026-05-01T10:00:00Z', { actualDate: '2026-05-20' });
    const after = await figures();
    expect(after.placementsEnded).toBe(before.placementsEnded + 1);
    expect(after.youngPeopleAtEnd).toBe(before.youngPeopleAtEnd);
    expect(await behind('placementsEnded')).toContain(moved);
  });

  it('notifications made to Ofsted from every record kind, beside those the duties say were owed', async () => {
    const before = await figures();
    const yp = await child('Notified');
    // three notifications made at different times: three events
    const ofsted = (day: string) => [{ authority: 'ofsted', at: `2026-03-${day}T12:00:00Z` }];
    // owed and made: exploitation (an incident), a CSE concern (safeguarding), a serious medication error
    const made1 = await record('incident', yp, '2026-03-01T10:00:00Z', {
      general: { types: ['exploitation'] },
      notifications: ofsted('01'),
    });
    const made2 = await record('safeguarding', yp, '2026-03-02T10:00:00Z', {
      raisedAt: '2026-03-02T10:00:00Z',
      category: ['cse'],
      notifications: ofsted('02'),
    });
    const made3 = await record('medication-error', yp, '2026-03-03T10:00:00Z', {
      managerDecision: { ofstedNotifiable: true, decidedAt: '2026-03-03T11:00:00Z' },
      notifications: ofsted('03'),
    });
    // made though no rule asked: a missing episode with Ofsted among those told; a CSE assessment's notification
    const made4 = await record('missing-episode', yp, '2026-03-04T10:00:00Z', {
      discovery: { discoveredAt: '2026-03-04T09:00:00Z' },
      notified: [{ who: 'ofsted', at: '2026-03-04T12:00:00Z' }],
    });
    const made5 = await record('risk-assessment-cse', yp, '2026-03-05T10:00:00Z', {
      notification: { ofstedNotifiedAt: '2026-03-05T12:00:00Z' },
    });
    // owed, not made: an allegation against staff; a row listing Ofsted with no time is not a notification made
    const owed = await record('safeguarding', yp, '2026-03-06T10:00:00Z', {
      raisedAt: '2026-03-06T10:00:00Z',
      category: ['allegation_against_staff'],
      notifications: [{ authority: 'ofsted' }],
    });
    // neither: police involved but not judged serious
    await record('incident', yp, '2026-03-07T10:00:00Z', { general: { types: ['damage'], policeInvolved: true } });
    const after = await figures();
    expect(after.notificationsMade - before.notificationsMade).toBe(5);
    // the incident (exploitation), both safeguarding concerns, the medication error, the missing episode (Ofsted
    // listed among those told makes it one the missing duty owes)
    expect(after.notificationsOwed - before.notificationsOwed).toBe(5);
    expect(after.owedNotNotified - before.owedNotNotified).toBe(1);
    expect(await behindIds('notificationsMade')).toEqual(expect.arrayContaining([made1, made2, made3, made4, made5]));
    expect(await behindIds('notificationsMade')).not.toContain(owed);
    expect(await behindIds('owedNotNotified')).toContain(owed);
    expect(await behindIds('notificationsOwed')).not.toContain(made5);
    expect(after.policeInvolved - before.policeInvolved).toBe(1);
  });

  it('one notification held on two records counts once in notifications made; the older record is listed', async () => {
    const before = await figures();
    const yp = await child('Once');
    const told = (at: string, reference = '') => ({ notifications: [{ authority: 'ofsted', at, reference }] });
    // an incident and its safeguarding concern, both saying Ofsted was told at 14:10 on 2 April
    const incident = await record('incident', yp, '2026-04-02T13:00:00Z', {
      general: { types: ['allegation'] },
      ...told('2026-04-02T14:10:00Z'),
    });
    const concern = await record('safeguarding', yp, '2026-04-02T13:30:00Z', {
      raisedAt: '2026-04-02T13:30:00Z',
      category: ['allegation_against_staff'],
      ...told('2026-04-02T14:10:00Z'),
    });
    // a missing episode and a CSE assessment giving the same Ofsted reference, written down at different times
    const episode = await record('missing-episode', yp, '2026-04-10T22:00:00Z', {
      discovery: { discoveredAt: '2026-04-10T21:00:00Z' },
      notified: [{ who: 'ofsted', at: '2026-04-11T09:00:00Z', reference: 'NOT-77' }],
    });
    const assessment = await record('risk-assessment-cse', yp, '2026-04-12T10:00:00Z', {
      notification: { ofstedNotifiedAt: '2026-04-11T09:30:00Z', ofstedReference: 'not-77' },
    });
    const after = await figures();
    expect(after.notificationsMade - before.notificationsMade).toBe(2);
    const listed = await behindIds('notificationsMade');
    expect(listed).toEqual(expect.arrayContaining([incident, episode]));
    expect(listed).not.toContain(concern);
    expect(listed).not.toContain(assessment);
  });

  it('return interviews, allegations and LADO referrals, complaints upheld: from the records', async () => {
    const before = await figures();
    const yp = await child('Counted');
    await record('missing-episode', yp, '2026-04-01T10:00:00Z', {
      returnInterview: { offeredAt: '2026-04-02T10:00:00Z', completedAt: '2026-04-03T10:00:00Z' },
    });
    await record('missing-episode', yp, '2026-04-05T10:00:00Z', {
      returnInterview: { offeredAt: '2026-04-06T10:00:00Z', declined: true },
    });
    await record('missing-episode', yp, '2026-04-07T10:00:00Z', {});
    const referred = await record('safeguarding', yp, '2026-04-08T10:00:00Z', {
      category: ['allegation_against_staff'],
      allegation: { ladoReferredAt: '2026-04-08T15:00:00Z' },
    });
    await record('safeguarding', yp, '2026-04-09T10:00:00Z', {
      category: ['allegation_against_staff'],
      allegation: { ladoNotReferredReason: 'Below the threshold' },
    });
    await record('complaint-feedback', yp, '2026-04-10T10:00:00Z', {
      type: 'complaint',
      outcome: { result: 'upheld' },
    });
    await record('complaint-feedback', yp, '2026-04-11T10:00:00Z', {
      type: 'complaint',
      outcome: { result: 'partly_upheld' },
    });
    await record('complaint-feedback', yp, '2026-04-12T10:00:00Z', {
      type: 'complaint',
      outcome: { result: 'not_upheld' },
    });
    const after = await figures();
    const d = (k: string) => after[k]! - before[k]!;
    expect([d('returnInterviewsOffered'), d('returnInterviewsCompleted'), d('missingEpisodes')]).toEqual([2, 1, 3]);
    expect([d('allegationsAgainstStaff'), d('ladoReferrals')]).toEqual([2, 1]);
    expect(await behindIds('ladoReferrals')).toContain(referred);
    expect([d('complaints'), d('complaintsUpheld')]).toEqual([3, 2]);
  });

  it('in education on the last day, full-time, and placed from outside the area: from the records', async () => {
    const before = await figures();
    const school = await child('Schooled');
    const left = await child('Leftschool');
    const outside = await child('Outside');
    const inside = await child('Inside');
    await record('education-school', school, '2025-09-01T10:00:00Z', { startDate: '2025-09-01', fullTime: true });
    await record('education-school', left, '2025-09-01T10:00:00Z', { startDate: '2025-09-01', endDate: '2026-02-01' });
    await record('education-school', outside, '2026-01-05T10:00:00Z', { startDate: '2026-01-05', fullTime: false });
    await record('move-in', outside, '2025-06-01T10:00:00Z', { hostAuthorityNotifiedAt: '2025-06-02' });
    await record('move-in', inside, '2025-06-01T10:00:00Z', { hostAuthorityNotRequired: true });
    const after = await figures();
    expect(after.inEducationAtEnd - before.inEducationAtEnd).toBe(2);
    expect(after.fullTimeEducationAtEnd - before.fullTimeEducationAtEnd).toBe(1);
    expect(after.placedFromOutside - before.placedFromOutside).toBe(1);
    expect(await behind('placedFromOutside')).toContain(outside);
    expect(await behind('inEducationAtEnd')).not.toContain(left);
  });

  it('staff started and left, Level 3 held or enrolled, supervision up to date: from the HR records', async () => {
    const before = await figures();
    const person = async (name: string, role: string, start: string, leftAt: string | null = null) => {
      const [u] = await server.store.db.query<{ id: string }>(
        `insert into users (org_id, email, name, role, created_at, deactivated_at, active)
         values ($1, $2, $3, $4, '2024-01-01T10:00:00Z', $5, $6) returning id`,
        [people.orgId, `${name.toLowerCase()}@figures.test`, name, role, leftAt, leftAt === null],
      );
      await server.store.db.query(`insert into user_homes (user_id, home_id, org_id) values ($1, $2, $3)`, [
        u!.id,
        people.oak.id,
        people.orgId,
      ]);
      await record('employment-contract', null, `${start}T09:00:00Z`, { startDate: start }, u!.id);
      return u!.id;
    };
    const starter = await person('Starter', 'staff', '2026-02-01');
    const leaver = await person('Leaver', 'staff', '2024-03-01', '2026-04-30T16:00:00Z');
    const holder = await person('Holder', 'staff', '2023-01-01');
    const enrolled = await person('Enrolled', 'staff', '2025-01-01');
    await record('qualification', null, '2024-01-01T10:00:00Z', { level: 'level3', status: 'achieved' }, holder);
    await record('qualification', null, '2025-06-01T10:00:00Z', { level: 'level3', status: 'enrolled' }, enrolled);
    await record('qualification', null, '2025-06-01T10:00:00Z', { level: 'level3', status: 'withdrawn' }, starter);
    await record('supervision', null, '2026-06-10T10:00:00Z', {}, holder); // 20 days before the end: up to date
    await record('supervision', null, '2026-03-01T10:00:00Z', {}, enrolled); // 4 months before: not
    await server.store.db.query(
      `update records set status = 'submitted' where kind = 'supervision' and staff_id = any($1)`,
      [[holder, enrolled]],
    );
    const after = await figures();
    const d = (k: string) => after[k]! - before[k]!;
    expect(d('staffStarted')).toBe(1);
    expect(d('staffLeft')).toBe(1);
    expect(d('staffAtEnd')).toBe(3);
    expect(d('level3HeldOrEnrolled')).toBe(2);
    expect(d('supervisionUpToDate')).toBe(1);
    expect(await behindIds('staffLeft')).toEqual([leaver]);
    expect(await behindIds('level3HeldOrEnrolled')).toEqual(expect.arrayContaining([holder, enrolled]));
    expect(await behindIds('supervisionUpToDate')).toContain(holder);
    expect(await behindIds('supervisionUpToDate')).not.toContain(enrolled);
  });

  it("supervision up to date is the home's own interval: a 10-week policy counts supervision 8 weeks before", async () => {
    const [u] = await server.store.db.query<{ id: string }>(
      `insert into users (org_id, email, name, role, created_at, active)
       values ($1, 'eightweeks@figures.test', 'Eightweeks', 'staff', '2023-01-01T10:00:00Z', true) returning id`,
      [people.orgId],
    );
    await server.store.db.query(`insert into user_homes (user_id, home_id, org_id) values ($1, $2, $3)`, [
      u!.id,
      people.oak.id,
      people.orgId,
    ]);
    const supervision = await record('supervision', null, '2026-05-06T10:00:00Z', {}, u!.id); // 55 days before
    await server.store.db.query(`update records set status = 'submitted' where id = $1`, [supervision]);
    expect(await behindIds('supervisionUpToDate')).not.toContain(u!.id); // no policy: 6 weeks
    const before = (await figures()).supervisionUpToDate!;
    await record('home-details', null, '2026-01-05T10:00:00Z', { supervisionEveryWeeks: 10 });
    expect((await figures()).supervisionUpToDate! - before).toBeGreaterThanOrEqual(1);
    expect(await behindIds('supervisionUpToDate')).toContain(u!.id);
  });
});
