// A home's shared devices (migration 135) and the sessions begun on them. Scoped to one organisation, except the
// look-up by the device's token (the token names its organisation, as an API token does).
import type { Sql } from './db.ts';

export interface SharedDeviceRow {
  id: string;
  orgId: string;
  homeId: string;
  homeName: string;
  name: string;
  registeredBy: string;
  registeredByName: string;
  registeredAt: string;
  lastSeenAt: string | null;
  revokedAt: string | null;
}
/** Someone whose session on the device is still running: they may come back to it by their PIN. */
export interface OnDevice {
  userId: string;
  name: string;
  sessionId: string;
  signedInAt: string;
  expiresAt: string;
}

const COLUMNS = `d.id, d.org_id as "orgId", d.home_id as "homeId", h.name as "homeName", d.name,
  d.registered_by as "registeredBy", u.name as "registeredByName", d.registered_at as "registeredAt",
  d.last_seen_at as "lastSeenAt", d.revoked_at as "revokedAt"`;
const FROM = `shared_devices d join homes h on h.id = d.home_id join users u on u.id = d.registered_by`;

/** The registered, unrevoked device a cookie's token names (any organisation), noting it was seen. */
export async function sharedDeviceByToken(sql: Sql, tokenHash: string): Promise<SharedDeviceRow | null> {
  const [row] = await sql.query<SharedDeviceRow>(
    `select ${COLUMNS} from ${FROM} where d.token_hash = $1 and d.revoked_at is null`,
    [tokenHash],
  );
  return row ?? null;
}

export function sharedDeviceStore(sql: Sql, orgId: string) {
  return {
    async register(homeId: string, name: string, tokenHash: string, by: string): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into shared_devices (org_id, home_id, name, token_hash, registered_by) values ($1, $2, $3, $4, $5)
         returning id`,
        [orgId, homeId, name, tokenHash, by],
      );
      return row.id;
    },
    async one(id: string): Promise<SharedDeviceRow | null> {
      const [row] = await sql.query<SharedDeviceRow>(
        `select ${COLUMNS} from ${FROM} where d.id = $1 and d.org_id = $2`,
        [id, orgId],
      );
      return row ?? null;
    },
    /** The devices of these homes (every home when null), revoked ones last. */
    async ofHomes(homeIds: string[] | null): Promise<SharedDeviceRow[]> {
      return sql.query<SharedDeviceRow>(
        `select ${COLUMNS} from ${FROM} where d.org_id = $1 and ($2::uuid[] is null or d.home_id = any($2::uuid[]))
          order by d.revoked_at is not null, h.name, d.name`,
        [orgId, homeIds],
      );
    },
    /** Revokes the device and ends every session on it; false when it was revoked already. */
    async revoke(id: string, by: string): Promise<{ sessionsEnded: number } | null> {
      const done = await sql.query(
        `update shared_devices set revoked_at = now(), revoked_by = $3 where id = $1 and org_id = $2
            and revoked_at is null returning 1`,
        [id, orgId, by],
      );
      if (!done.length) return null;
      const ended = await sql.query(
        `update sessions set ended_at = now(), ended_why = 'device-revoked'
          where shared_device_id = $1 and org_id = $2 and ended_at is null returning 1`,
        [id, orgId],
      );
      return { sessionsEnded: ended.length };
    },
    /** The registering manager's own running session becomes the device's; when it ends (null when not running). */
    async adopt(sessionId: string, userId: string, deviceId: string): Promise<string | null> {
      const [row] = await sql.query<{ expiresAt: string }>(
        `update sessions set shared_device_id = $4 where id = $1 and org_id = $2 and user_id = $3 and ended_at is null
         returning expires_at as "expiresAt"`,
        [sessionId, orgId, userId, deviceId],
      );
      return row?.expiresAt ?? null;
    },
    seen: (id: string) =>
      sql.query(`update shared_devices set last_seen_at = now() where id = $1 and org_id = $2`, [id, orgId]),
    /** People whose sessions on the device still run (begun this shift), newest sign-in first; one row each. */
    async signedIn(deviceId: string): Promise<OnDevice[]> {
      return sql.query<OnDevice>(
        `select distinct on (s.user_id) s.user_id as "userId", u.name, s.id as "sessionId",
                s.created_at as "signedInAt", s.expires_at as "expiresAt"
           from sessions s join users u on u.id = s.user_id and u.active
          where s.shared_device_id = $1 and s.org_id = $2 and s.ended_at is null and s.expires_at > now()
          order by s.user_id, s.created_at desc`,
        [deviceId, orgId],
      );
    },
    idleMinutes: async (): Promise<number> =>
      (
        await sql.query<{ m: number }>(`select shared_device_idle_minutes as m from organisations where id = $1`, [
          orgId,
        ])
      )[0]?.m ?? 10,
    setIdleMinutes: (minutes: number) =>
      sql.query(`update organisations set shared_device_idle_minutes = $2 where id = $1`, [orgId, minutes]),
  };
}
