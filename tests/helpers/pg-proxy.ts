// A TCP proxy in front of the test PostgreSQL, so a test can take "the database" away from one
// server (as a restart or a failover does) without touching the shared PostgreSQL other tests use:
// `cut()` drops every connection and refuses new ones until `restore()`; `stall()` holds what clients
// send (a query in flight that never returns) until the next cut.
import net from 'node:net';

export interface PgProxy {
  /** The test database's URL through the proxy. */
  url: string;
  cut(): void;
  restore(): void;
  /** Hold clients' bytes from now; resolves once something was held (a statement is in flight). */
  stall(): Promise<void>;
  close(): Promise<void>;
}

export async function pgProxy(databaseUrl: string): Promise<PgProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let mode: 'up' | 'down' | 'stalled' = 'up';
  let held: (() => void) | null = null;
  const server = net.createServer((client) => {
    if (mode === 'down') {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (mode === 'stalled') {
        held?.();
        held = null;
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const via = new URL(databaseUrl);
  via.hostname = '127.0.0.1';
  via.port = String(port);
  return {
    url: via.toString(),
    cut() {
      mode = 'down';
      for (const s of sockets) s.destroy();
    },
    restore() {
      mode = 'up';
    },
    stall() {
      mode = 'stalled';
      return new Promise<void>((resolve) => {
        held = resolve;
      });
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
