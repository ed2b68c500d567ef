// Sign-in sessions (migration 012): started at sign-in, ended by signing out, sign out everywhere,
// a new password or a leaver's departure. Ending one notifies every API process (trigger).
import type { Sql } from './db.ts';

export type SessionEnd = 'logout' | 'everywhere' | 'password' | 'deactivated';
export interface SessionRow {
  id: string;
  orgId: string;
  userId: string;
}

export function sessionStore(sql: Sql, orgId: string) {
  return {
    /** A new session; the person's sessions that expired a day or more ago are dropped in the same statement. */
    async start(userId: string, hours: number): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `with pruned as (delete from sessions where user_id = $2 and org_id = $1 and expires_at < now() - interval '1 day')
         insert into sessions (org_id, user_id, expires_at) values ($1, $2, now() + ($3 || ' hours')::interval) returning id`,
        [orgId, userId, String(hours)],
      );
      return row.id;
    },
    /** The session if it is still running (not ended, not expired). */
    async live(id: string): Promise<SessionRow | null> {
      const [row] = await sql.query<SessionRow>(
        `select id, org_id as "orgId", user_id as "userId" from sessions
          where id = $1 and org_id = $2 and ended_at is null and expires_at > now()`,
        [id, orgId],
      );
      return row ?? null;
    },
    /** Ends one session of the person (signing out). */
    async end(id: string, userId: string, why: SessionEnd) {
      await sql.query(
        `update sessions set ended_at = now(), ended_why = $4 where id = $1 and org_id = $2 and user_id = $3 and ended_at is null`,
        [id, orgId, userId, why],
      );
    },
    /** Ends every running session of the person, but `keep` (the one asking, when they change their own password). */
    async endAll(userId: string, why: SessionEnd, keep: string | null = null): Promise<number> {
      return (
        await sql.query(
          `update sessions set ended_at = now(), ended_why = $3
          where user_id = $2 and org_id = $1 and ended_at is null and expires_at > now() and id is distinct from $4::uuid returning 1`,
          [orgId, userId, why, keep],
        )
      ).length;
    },
  };
}
