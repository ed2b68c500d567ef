// What every processor is given: the store, the clock (injected, so tests set the date rather than
// sleep), per-kind titles and categories for alert wording, and a logger.
import type { LEADS } from '../engine/alerts/catalogue.ts';
import type { MailSettings } from '../engine/mail/settings.ts';
import type { Store } from '../engine/store/index.ts';

export interface Log {
  info(msg: string, extra?: Record<string, unknown>): void;
  warn(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

export interface WorkerDeps {
  store: Store;
  now: () => Date;
  kinds: Record<string, { title: string; titles?: Record<string, string>; category: string }>;
  leads: typeof LEADS; // days-before lists; the key worker session's comes from its definition
  log: Log;
  /** Email settings (SMTP_URL, MAIL_FROM, PUBLIC_URL); absent or incomplete, nothing is sent. */
  mail?: MailSettings;
}

/** Plain console logging with a level, for `npm run workers` (the web process passes Fastify's logger). */
export function consoleLog(level = process.env.LOG_LEVEL ?? 'info'): Log {
  const quiet = level === 'silent';
  const at = (l: string) => (msg: string, extra?: Record<string, unknown>) => {
    if (quiet || (l === 'info' && (level === 'warn' || level === 'error')) || (l === 'warn' && level === 'error'))
      return;
    console[l === 'info' ? 'log' : l === 'warn' ? 'warn' : 'error'](
      `[workers] ${msg}${extra ? ' ' + JSON.stringify(extra) : ''}`,
    );
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}

/** A Log over a pino-style logger (Fastify's), so `npm start` logs workers with the rest. */
export function logFrom(l: {
  info(o: object, m: string): void;
  warn(o: object, m: string): void;
  error(o: object, m: string): void;
}): Log {
  return {
    info: (m, x) => l.info(x ?? {}, `[workers] ${m}`),
    warn: (m, x) => l.warn(x ?? {}, `[workers] ${m}`),
    error: (m, x) => l.error(x ?? {}, `[workers] ${m}`),
  };
}
