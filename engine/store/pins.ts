// The staff PIN's hash (migration 020), scoped to one organisation. A reset clears it; the person sets a new one.
import type { Sql } from './db.ts';

export function pinStore(sql: Sql, orgId: string) {
  return {
    async pin(userId: string): Promise<{ hash: string | null; setAt: Date | null } | null> {
      const [row] = await sql.query<{ hash: string | null; setAt: Date | null }>(
        `select pin_hash as hash, pin_set_at as "setAt" from users where org_id = $1 and id = $2`,
        [orgId, userId],
      );
      return row ?? null;
    },
    async setPin(userId: string, hash: string): Promise<Date> {
      const [row] = await sql.query<{ setAt: Date }>(
        `update users set pin_hash = $3, pin_set_at = now() where org_id = $1 and id = $2 returning pin_set_at as "setAt"`,
        [orgId, userId, hash],
      );
      return row.setAt;
    },
    async clearPin(userId: string): Promise<boolean> {
      const rows = await sql.query(
        `update users set pin_hash = null, pin_set_at = null where org_id = $1 and id = $2 and pin_hash is not null returning id`,
        [orgId, userId],
      );
      return rows.length > 0;
    },
  };
}
