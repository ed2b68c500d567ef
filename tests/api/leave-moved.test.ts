// Migration 052 moves leave requests into records: on a database that holds leave (built to migration 051 and
// filled as the old service wrote it), every request becomes a leave-request record under the same id, with its
// history — the request, the decision and the cancellation, each with who and why — read back as the leave
// screens read it; the old table is kept, renamed and read by nothing. An empty database moves nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { leaveOf } from '../../engine/leave/requests.ts';
import type { Db } from '../../engine/store/index.ts';
import { RECORD_VERSIONS, recordStore } from '../../engine/store/records.ts';
import { freshDatabases, migratedTo, oakHouse, runMigration } from '../helpers/migration-move.ts';

const MOVE = 52;
const move = (db: Db) => runMigration(db, MOVE);

// every migration from the first, on a database of its own: slow on PGlite under load
const SLOW = 240_000;

describe.each(['pg', 'pglite'] as const)(
  'migration 052 on %s: leave requests become records, with their history',
  (driver) => {
    const { fresh, closeAll } = freshDatabases(driver, 't_leave_moved');
    afterAll(closeAll);

    it(
      'moves every request with who decided or cancelled it and why; the old table is kept, renamed',
      async () => {
        const db = await fresh();
        await migratedTo(db, MOVE);
        const { orgId, homeId, person } = await oakHouse(db);
        const sam = await person('Sam Taylor');
        const marcus = await person('Marcus Oduya', true);
        const leave = async (over: Record<string, unknown>) => {
          const row = {
            leave_type: 'annual',
            starts_on: '2026-08-03',
            ends_on: '2026-08-07',
            days: 5,
            status: 'requested',
            requested_by: sam,
            ...over,
          };
          const cols = Object.keys(row);
          const [made] = await db.query<{ id: string }>(
            `insert into leave_requests (org_id, staff_id, home_id, ${cols.join(', ')})
         values ($1, $2, $3, ${cols.map((_, i) => `$${i + 4}`).join(', ')}) returning id`,
            [orgId, sam, homeId, ...Object.values(row)],
          );
          return made.id;
        };
        const at = (d: string) => new Date(`${d}T10:00:00Z`);
        const waiting = await leave({ note: 'Family holiday', created_at: at('2026-06-01') });
        const approved = await leave({
          starts_on: '2026-09-07',
          ends_on: '2026-09-07',
          part_day: 'pm',
          days: 0.5,
          status: 'approved',
          decided_by: marcus,
          decided_at: at('2026-06-02'),
        });
        const rejected = await leave({
          starts_on: '2026-10-05',
          ends_on: '2026-10-06',
          days: 2,
          status: 'rejected',
          decided_by: marcus,
          decided_at: at('2026-06-03'),
          decision_reason: 'Short-staffed that week',
        });
        const cancelledAfterApproval = await leave({
          leave_type: 'sick',
          starts_on: '2026-05-11',
          ends_on: '2026-05-12',
          days: 2,
          status: 'cancelled',
          requested_by: marcus,
          decided_by: marcus,
          decided_at: at('2026-05-11'),
          cancelled_by: marcus,
          cancelled_at: at('2026-05-12'),
          cancel_reason: 'Back at work early',
        });
        const withdrawn = await leave({
          starts_on: '2026-11-02',
          ends_on: '2026-11-02',
          days: 1,
          status: 'cancelled',
          cancelled_by: sam,
          cancelled_at: at('2026-06-04'),
        });

        await move(db);

        const requests = recordStore(db, orgId).requests;
        const read = async (id: string) => leaveOf((await requests.get('leave-request', id))!);
        expect(await read(waiting)).toMatchObject({
          status: 'requested',
          staffName: 'Sam Taylor',
          homeName: 'Oak House',
          leaveType: 'annual',
          startsOn: '2026-08-03',
          endsOn: '2026-08-07',
          days: 5,
          note: 'Family holiday',
          requestedByName: 'Sam Taylor',
          decidedBy: null,
          cancelledBy: null,
          version: 1,
        });
        expect(await read(approved)).toMatchObject({
          status: 'approved',
          partDay: 'pm',
          days: 0.5,
          decidedByName: 'Marcus Oduya',
          decidedAt: at('2026-06-02'),
          version: 2,
        });
        expect(await read(rejected)).toMatchObject({
          status: 'rejected',
          decidedByName: 'Marcus Oduya',
          decisionReason: 'Short-staffed that week',
        });
        expect(await read(cancelledAfterApproval)).toMatchObject({
          status: 'cancelled',
          leaveType: 'sick',
          requestedByName: 'Marcus Oduya',
          decidedByName: 'Marcus Oduya',
          cancelledByName: 'Marcus Oduya',
          cancelReason: 'Back at work early',
          version: 3,
        });
        expect(await read(withdrawn)).toMatchObject({
          status: 'cancelled',
          decidedBy: null,
          cancelledByName: 'Sam Taylor',
        });

        // the history, oldest first: as asked, decided, cancelled
        const history = await db.query<{ version: number; action: string; status: string }>(
          `select version, action, status from ${RECORD_VERSIONS} v where record_id = $1 order by version`,
          [cancelledAfterApproval],
        );
        expect(history).toEqual([
          { version: 1, action: 'create', status: 'requested' },
          { version: 2, action: 'approve', status: 'approved' },
          { version: 3, action: 'cancel', status: 'cancelled' },
        ]);
        // dated by the first day, on the kind's own definition version
        const [rec] = await db.query<{ recordDate: Date; kind: string; hash: string }>(
          `select r.record_date as "recordDate", dv.kind, dv.hash from records r
         join definition_versions dv on dv.id = r.definition_version_id where r.id = $1`,
          [waiting],
        );
        expect(rec).toMatchObject({ recordDate: new Date('2026-08-03T00:00:00Z'), kind: 'leave-request' });
        // nothing dropped: the old rows are kept, renamed, and no longer under their old name
        const [kept] = await db.query<{ n: number }>(`select count(*)::int as n from leave_requests_moved`);
        expect(kept.n).toBe(5);
        const [gone] = await db.query<{ t: string | null }>(`select to_regclass('leave_requests')::text as t`);
        expect(gone.t).toBeNull();
      },
      SLOW,
    );

    it(
      'an empty database moves nothing and publishes no version before the definition files are',
      async () => {
        const db = await fresh();
        await migratedTo(db, MOVE);
        await move(db);
        const [n] = await db.query<{ records: number; versions: number }>(
          `select (select count(*)::int from records) as records,
              (select count(*)::int from definition_versions where kind = 'leave-request') as versions`,
        );
        expect(n).toEqual({ records: 0, versions: 0 });
      },
      SLOW,
    );
  },
);
