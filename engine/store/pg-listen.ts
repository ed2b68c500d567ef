// LISTEN over a dedicated connection (a pooled one would be handed to other queries). When the
// connection drops, the listener says so at once (`down`: notifications may be lost from here) and
// reconnects; it is live again only once the LISTEN is back in place.
import pg from 'pg';
import type { Listener, ListenHandlers } from './db.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export async function listenPg(connectionString: string, channel: string, on: ListenHandlers): Promise<Listener> {
  let client: pg.Client | null = null;
  let live = false;
  let pid: number | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    live = false;
    pid = null;
    on.down();
    c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
  };
  async function connect() {
    const c = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 5000),
    });
    c.on('notification', (n) => {
      if (n.channel === channel) on.message(n.payload ?? '');
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      const [row] = (await c.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      if (client === c && !closed) {
        live = true;
        pid = row.pid;
      }
    } catch (err) {
      lost(c);
      throw err;
    }
  }
  // Not there at the start: the caller is told, and nothing is left retrying behind its back.
  try {
    await connect();
  } catch (err) {
    closed = true;
    clearTimeout(retry);
    throw err;
  }

  return {
    live: () => live,
    sessionPid: () => pid,
    // PostgreSQL sends a listening session's pending notifications before it answers a query.
    // If the connection is cut meanwhile, `down` is told (everything kept is forgotten), which is all
    // that waiting for the notifications was for: settled all the same.
    async settled() {
      const c = client;
      if (c && live)
        await c.query('select 1').catch((err) => {
          if (!isDatabaseUnavailable(err)) throw err;
          lost(c);
        });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      live = false;
      await c?.end().catch(() => undefined);
    },
  };
}
