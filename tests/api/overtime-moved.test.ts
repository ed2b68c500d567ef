// Migration 215 moves overtime requests into records: on a database that holds overtime (built to migration 214 and
// filled as the old service wrote it), every request becomes an overtime-request record under the same id, with its
// history — the request, then the decision or withdrawal with who and why — read back as the overtime screens read
// it; the old table is kept, renamed and read by nothing. An empty database moves nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { overtimeOf } from '../../engine/leave/overtime.ts';
import type { Db } from '../../engine/store/index.ts';
import { RECORD_VERSIONS, recordStore } from '../../engine/store/records.ts';
import { freshDatabases, migratedTo, oakHouse, runMigration } from '../helpers/migration-move.ts';

const MOVE = 215;
const SLOW = 240_000;
const move = (db: Db) => runMigration(db, MOVE);

describe.each(['pg', 'pglite'] as const)('migration 215 on %s: overtime requests become records', (driver) => {
  const { fresh, closeAll } = freshDatabases(driver, 't_overtime_moved');
  afterAll(closeAll);

  it(
    'moves every request with who decided or withdrew it and why; the old table is kept, renamed',
    async () => {
      const db = await fresh();
      await migratedTo(db, MOVE);
      const { orgId, homeId, person } = await oakHouse(db);
      const sam = await person('Sam Taylor');
      const marcus = await person('Marcus Oduya', true);
      const at = (d: string) => new Date(`${d}T10:00:00Z`);
      const overtime = async (over: Record<string, unknown>) => {
        const row = {
          worked_on: '2026-08-03',
          minutes: 90,
          compensation: 'paid',
          reason: 'Stayed for handover',
          status: 'requested',
          requested_by: sam,
          created_at: at('2026-08-03'),
          ...over,
        };
        const cols = Object.keys(row);
        const [made] = await db.query<{ id: string }>(
          `insert into overtime_requests (org_id, staff_id, home_id, ${cols.join(', ')})
           values ($1, $2, $3, ${cols.map((_, i) => `$${i + 4}`).join(', ')}) returning id`,
          [orgId, sam, homeId, ...Object.values(row)],
        );
        return made.id;
      };
      const waiting = await overtime({ compensation: 'toil', minutes: 225 });
      const approved = await overtime({ status: 'approved', decided_by: marcus, decided_at: at('2026-08-04') });
      const rejected = await overtime({
        status: 'rejected',
        decided_by: marcus,
        decided_at: at('2026-08-05'),
        decision_reason: 'Not agreed beforehand',
      });
      const recordedForSam = await overtime({ status: 'approved', requested_by: marcus, decided_by: marcus });
      const withdrawn = await overtime({ status: 'cancelled', decided_by: sam, decided_at: at('2026-08-06') });

      await move(db);

      const requests = recordStore(db, orgId).requests;
      const read = async (id: string) => overtimeOf((await requests.get('overtime-request', id))!);
      expect(await read(waiting)).toMatchObject({
        status: 'requested',
        staffName: 'Sam Taylor',
        homeName: 'Oak House',
        workedOn: '2026-08-03',
        minutes: 225,
        compensation: 'toil',
        reason: 'Stayed for handover',
        requestedByName: 'Sam Taylor',
        decidedBy: null,
        version: 1,
      });
      expect(await read(approved)).toMatchObject({
        status: 'approved',
        decidedByName: 'Marcus Oduya',
        decidedAt: at('2026-08-04'),
        version: 2,
      });
      expect(await read(rejected)).toMatchObject({ status: 'rejected', decisionReason: 'Not agreed beforehand' });
      expect(await read(recordedForSam)).toMatchObject({ status: 'approved', requestedByName: 'Marcus Oduya' });
      expect(await read(withdrawn)).toMatchObject({ status: 'cancelled', version: 2 });
      const history = await db.query<{ version: number; action: string; status: string; changedBy: string }>(
        `select version, action, status, changed_by as "changedBy" from ${RECORD_VERSIONS} v
          where record_id = $1 order by version`,
        [withdrawn],
      );
      expect(history).toEqual([
        { version: 1, action: 'create', status: 'requested', changedBy: sam },
        { version: 2, action: 'cancel', status: 'cancelled', changedBy: sam },
      ]);
      // dated by the day worked, on the kind's own definition version
      const [rec] = await db.query<{ recordDate: Date; kind: string }>(
        `select r.record_date as "recordDate", dv.kind from records r
          join definition_versions dv on dv.id = r.definition_version_id where r.id = $1`,
        [waiting],
      );
      expect(rec).toEqual({ recordDate: new Date('2026-08-03T00:00:00Z'), kind: 'overtime-request' });
      // nothing dropped: the old rows are kept, renamed
      const [kept] = await db.query<{ n: number }>(`select count(*)::int as n from overtime_requests_moved`);
      expect(kept.n).toBe(5);
      const [gone] = await db.query<{ t: string | null }>(`select to_regclass('overtime_requests')::text as t`);
      expect(gone.t).toBeNull();
    },
    SLOW,
  );

  if (driver === 'pg')
    it(
      'an empty database moves nothing and publishes no version before the definition files are',
      async () => {
        const db = await fresh();
        await migratedTo(db, MOVE);
        await move(db);
        const [n] = await db.query<{ records: number; versions: number }>(
          `select (select count(*)::int from records) as records,
                  (select count(*)::int from definition_versions where kind = 'overtime-request') as versions`,
        );
        expect(n).toEqual({ records: 0, versions: 0 });
      },
      SLOW,
    );
});
