// Sign-in sessions (migration 012): started at sign-in, ended by signing out, sign out everywhere,
// a new password or a leaver's departure. Ending one notifies every API process (trigger).
import type { Sql } from './db.ts';

export type SessionEnd =
  | 'logout'
  | 'everywhere'
  | 'password'
  | 'deactivated'
  | 'signed-out-here' // the person ended it from their security page, on another device
  | 'by-administrator'
  | 'second-factor-reset'
  | 'device-revoked' // a manager revoked the shared device it was begun on
  | 'pin-lockout'; // too many wrong PINs to come back to it on a shared device
export interface SessionRow {
  id: string;
  orgId: string;
  userId: string;
}
/** A running session as the security page lists it: the device and how the person signed in. */
export interface RunningSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
  method: string | null;
  /** the home's shared device it was begun on, by its name */
  sharedDevice: string | null;
}
export interface SessionEnding {
  userId: string;
  endedAt: Date | null;
  endedWhy: SessionEnd | null;
  expiresAt: Date;
}
export interface SessionStart {
  userAgent: string | null;
  ip: string | null;
  /** how the person proved who they are: password, password+totp, password+recovery-code, password+passkey, passkey */
  method: string;
  /** begun on a home's shared device (the switch screen lists it; revoking the device ends it) */
  sharedDeviceId?: string | null;
}

export function sessionStore(sql: Sql, orgId: string) {
  return {
    /** A new session; the person's sessions that expired a day or more ago are dropped in the same statement. */
    async start(userId: string, hours: number, how?: SessionStart): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `with pruned as (delete from sessions where user_id = $2 and org_id = $1 and expires_at < now() - interval '1 day')
         insert into sessions (org_id, user_id, expires_at, user_agent, ip, method, shared_device_id)
         values ($1, $2, now() + ($3 || ' hours')::interval, $4, $5, $6, $7) returning id`,
        [
          orgId,
          userId,
          String(hours),
          how?.userAgent ?? null,
          how?.ip ?? null,
          how?.method ?? null,
          how?.sharedDeviceId ?? null,
        ],
      );
      return row.id;
    },
    /** The person's sessions still running, newest first. */
    async running(userId: string): Promise<RunningSession[]> {
      return sql.query<RunningSession>(
        `select s.id, s.created_at as "createdAt", s.expires_at as "expiresAt", s.user_agent as "userAgent", s.ip,
                s.method, d.name as "sharedDevice"
           from sessions s left join shared_devices d on d.id = s.shared_device_id
          where s.user_id = $1 and s.org_id = $2 and s.ended_at is null and s.expires_at > now()
          order by s.created_at desc`,
        [userId, orgId],
      );
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
    /** How a session that is no longer running stopped: ended (when, why) or ran out its time (null: unknown). */
    async ending(id: string): Promise<SessionEnding | null> {
      const [row] = await sql.query<SessionEnding>(
        `select user_id as "userId", ended_at as "endedAt", ended_why as "endedWhy", expires_at as "expiresAt"
           from sessions where id = $1 and org_id = $2`,
        [id, orgId],
      );
      return row ?? null;
    },
    /** Ends one session of the person (signing out); false when it was not theirs or had ended. */
    async end(id: string, userId: string, why: SessionEnd): Promise<boolean> {
      const rows = await sql.query(
        `update sessions set ended_at = now(), ended_why = $4
          where id = $1 and org_id = $2 and user_id = $3 and ended_at is null returning 1`,
        [id, orgId, userId, why],
      );
      return rows.length === 1;
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
