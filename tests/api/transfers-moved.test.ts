// Migration 257 moves transfers between homes into records: on a database that holds transfers (built to migration
// 256 and filled as the old service wrote them), every transfer becomes a home-transfer record under the same id,
// with its history — the request, the acceptance or decline, a withdrawal (its maker from the audit log) and the
// move — read back as the transfer screens read it; the old table is kept, renamed and read by nothing. On PostgreSQL
// and PGlite.
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../engine/store/index.ts';
import { RECORD_VERSIONS, recordStore } from '../../engine/store/records.ts';
import { transferOf } from '../../engine/young-people/transfers.ts';
import { freshDatabases, migratedTo, oakHouse, runMigration } from '../helpers/migration-move.ts';

const MOVE = 257;
const SLOW = 240_000;

describe.each(['pg', 'pglite'] as const)('migration 257 on %s: transfers become records', (driver) => {
  const { fresh, closeAll } = freshDatabases(driver, 't_transfers_moved');
  afterAll(closeAll);

  it(
    'moves every transfer with who decided, withdrew or moved it and why; the old table is kept, renamed',
    async () => {
      const db: Db = await fresh();
      await migratedTo(db, MOVE);
      const { orgId, homeId, person } = await oakHouse(db);
      const marcus = await person('Marcus Oduya', true);
      const willowManager = await person('Wendy Hale', true);
      const [willow] = await db.query<{ id: string }>(
        `insert into homes (org_id, name, type) values ($1, 'Willow Court', 'children_home') returning id`,
        [orgId],
      );
      const yp = async (first: string) =>
        (
          await db.query<{ id: string }>(
            `insert into young_people (org_id, home_id, first_name, last_name) values ($1, $2, $3, 'Mover') returning id`,
            [orgId, homeId, first],
          )
        )[0].id;
      const transfer = async (youngPersonId: string, over: Record<string, unknown>) => {
        const row = { status: 'requested', ...over };
        const cols = Object.keys(row);
        const [made] = await db.query<{ id: string }>(
          `insert into transfer_requests (org_id, young_person_id, from_home_id, to_home_id, move_on, reason,
                                          requested_by, requested_at, ${cols.join(', ')})
           values ($1, $2, $3, $4, '2026-09-14', 'Closer to school', $5, '2026-09-01T10:00:00Z',
                   ${cols.map((_, i) => `$${i + 6}`).join(', ')}) returning id`,
          [orgId, youngPersonId, homeId, willow.id, marcus, ...Object.values(row)],
        );
        return made.id;
      };
      const at = new Date('2026-09-02T10:00:00Z');
      const waiting = await transfer(await yp('Tia'), {});
      const declined = await transfer(await yp('Jay'), {
        status: 'declined',
        decided_by: willowManager,
        decided_at: at,
        decision_note: 'No bed until spring',
      });
      const withdrawn = await transfer(await yp('Sam'), { status: 'cancelled', decision_note: 'Plan changed' });
      await db.query(
        `insert into activity_audit (org_id, user_id, action, entity, entity_id, at) values ($1, $2, 'transfer.cancel',
           'transfer', $3, '2026-09-03T10:00:00Z')`,
        [orgId, marcus, withdrawn],
      );
      const moved = await transfer(await yp('Ali'), {
        status: 'moved',
        decided_by: willowManager,
        decided_at: at,
        key_worker_id: willowManager,
        moved_at: new Date('2026-09-14T02:00:00Z'),
      });

      await runMigration(db, MOVE);

      const requests = recordStore(db, orgId).requests;
      const names = { homes: new Map([[willow.id, 'Willow Court']]), staff: { [willowManager]: 'Wendy Hale' } };
      const read = async (id: string) => transferOf((await requests.get('home-transfer', id))!, names);
      expect(await read(waiting)).toMatchObject({
        status: 'requested',
        youngPersonName: 'Tia Mover',
        fromHomeName: 'Oak House',
        toHomeName: 'Willow Court',
        moveOn: '2026-09-14',
        reason: 'Closer to school',
        requestedByName: 'Marcus Oduya',
        decidedBy: null,
        version: 1,
      });
      expect(await read(declined)).toMatchObject({
        status: 'declined',
        decidedByName: 'Wendy Hale',
        decisionNote: 'No bed until spring',
        version: 2,
      });
      expect(await read(withdrawn)).toMatchObject({ status: 'cancelled', decisionNote: 'Plan changed', version: 2 });
      expect(await read(moved)).toMatchObject({ status: 'moved', keyWorkerName: 'Wendy Hale', version: 3 });
      const history = await db.query<{ version: number; action: string; status: string; changedBy: string }>(
        `select version, action, status, changed_by as "changedBy" from ${RECORD_VERSIONS} v
          where record_id = $1 order by version`,
        [moved],
      );
      expect(history).toEqual([
        { version: 1, action: 'create', status: 'requested', changedBy: marcus },
        { version: 2, action: 'approve', status: 'approved', changedBy: willowManager },
        { version: 3, action: 'move', status: 'moved', changedBy: willowManager },
      ]);
      const [cancel] = await db.query<{ changedBy: string }>(
        `select changed_by as "changedBy" from ${RECORD_VERSIONS} v where record_id = $1 and action = 'cancel'`,
        [withdrawn],
      );
      expect(cancel.changedBy).toBe(marcus);
      // nothing dropped: the old rows are kept, renamed
      const [kept] = await db.query<{ n: number }>(`select count(*)::int as n from transfer_requests_moved`);
      expect(kept.n).toBe(4);
      const [gone] = await db.query<{ t: string | null }>(`select to_regclass('transfer_requests')::text as t`);
      expect(gone.t).toBeNull();
    },
    SLOW,
  );
});
