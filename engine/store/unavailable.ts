// "The database cannot be reached" as one error: a restart, a failover or a cut connection, as opposed
// to a statement the database refused. The HTTP layer answers it 503 (try again), never 500, and a write
// that was in flight when it happened is not acknowledged (its commit may or may not have landed).

export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached (${(cause as Error)?.message ?? cause})`, { cause });
    this.name = 'DatabaseUnavailable';
  }
}

// Socket failures (Node) and the SQLSTATEs of a lost or refused session: class 08 (connection
// exception), 57P01–57P03 (terminated by an administrator, a crash, or the server is starting up),
// 53300 (too many connections).
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
const SESSION_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres says these in words only (no code).
const PG_MESSAGES = [
  'Connection terminated',
  'not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

/** Is this error the database being out of reach (rather than a statement it refused)? */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnavailable) return true;
  if (!err || typeof err !== 'object') return false;
  const { code, message, errors } = err as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SESSION_STATES.has(code) || code.startsWith('08')))
    return true;
  if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
  // Node reports a refused connection to every address of a host as an AggregateError
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

/** The same error, or DatabaseUnavailable around it when it is one. */
export const asUnavailable = (err: unknown) =>
  !(err instanceof DatabaseUnavailable) && isDatabaseUnavailable(err) ? new DatabaseUnavailable(err) : err;

/** At start-up, wait for a PostgreSQL server that is not answering yet (it starts after us, or restarts). */
export async function waitForDatabase(
  check: () => Promise<void>,
  say: (msg: string) => void,
  everyMs = 2000,
): Promise<void> {
  for (let told = false; ; told = true) {
    try {
      await check();
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      if (!told) say(`waiting for the database: ${(err as Error).message}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
