// Writing handed over from a device after its person's session was ended (migration 310): kept for the home's
// managers, marked as queued on a device and received after the end, never as the person's record. Decision 1011.
import type { Sql } from './db.ts';

export interface HandoverItem {
  homeId: string;
  youngPersonId: string | null;
  kind: string;
  recordId: string;
  data: unknown;
  queuedAt: string;
  writtenAt: string;
}

export function offlineHandoverStore(sql: Sql, orgId: string) {
  return {
    /** Keep each item (one handed over again is kept once); how many were new. */
    async add(by: { userId: string; sessionId: string; endedWhy: string; endedAt: Date }, items: HandoverItem[]) {
      let added = 0;
      for (const i of items) {
        const rows = await sql.query(
          `insert into offline_handovers (org_id, user_id, session_id, ended_why, ended_at, home_id, young_person_id,
             kind, record_id, data, queued_at, written_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           on conflict (org_id, session_id, record_id) do nothing returning 1`,
          [
            orgId,
            by.userId,
            by.sessionId,
            by.endedWhy,
            by.endedAt,
            i.homeId,
            i.youngPersonId,
            i.kind,
            i.recordId,
            JSON.stringify(i.data),
            i.queuedAt,
            i.writtenAt,
          ],
        );
        added += rows.length;
      }
      return added;
    },
  };
}
