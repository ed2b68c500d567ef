// Configuration by environment, read once at start-up.
import { localTargetsAllowed } from './developer/targets.ts';
import { type MailSettings, mailSettings } from './mail/settings.ts';
import { projectPath } from './paths.ts';
import type { PgOptions } from './store/pg.ts';
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string; // PostgreSQL server; absent → embedded PGlite
  databaseSchema?: string; // run inside this schema (e.g. the scale data set for benchmarks)
  /** More than one database server (decision 0940): PgBouncer, a direct LISTEN connection, a read replica. */
  database: PgOptions;
  dataDir: string; // PGlite data and the generated session secret
  redisUrl: string;
  /** BullMQ key prefix (JOBS_PREFIX); empty until boot derives one from the database (engine/jobs/deployment.ts). */
  jobsPrefix: string;
  jwtSecret?: string;
  loginRateLimit: number; // login attempts per minute per address and email
  loginFailuresPerAddress: number; // failed logins per address, whatever the email, per 10 minutes
  logLevel: string; // LOG_LEVEL: info by default (warnings, errors, start-up); debug adds a line per request
  webDist: string;
  workers: boolean; // run the background workers in this process
  productAdminEmail: string; // the one product administrator account (SPEC §6)
  /** Whose X-Forwarded-Proto/-Host/-For to believe (Fastify's trustProxy): no one, anyone, or these addresses. */
  trustProxy: boolean | string;
  /** The AI rewrite beta's provider: any OpenAI-compatible chat-completions endpoint; no URL, not configured. */
  aiRewrite: { url?: string; key?: string; model: string; perMinute: number };
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS=true: webhooks may go to private and loopback addresses over http (tests, closed
   * networks).
   */
  webhookPrivateTargets: boolean;
  /** WEBHOOKS_ALLOW_LOCAL=1, not in production: webhooks may go to this machine (a developer's test receiver). */
  webhookLocalTargets: boolean;
  /** Email (engine/mail): SMTP_URL, MAIL_FROM, and PUBLIC_URL, the address links in emails open. */
  mail: MailSettings;
  /** Second factors (engine/auth): the key sealing authenticator secrets, passkeys' site, the administrator's grace. */
  mfa: {
    encryptionKey?: string; // MFA_ENCRYPTION_KEY: 32 bytes; absent → derived from the session secret
    rpId?: string; // WEBAUTHN_RP_ID: the site passkeys belong to; absent → the host the browser asked for
    origin?: string; // WEBAUTHN_ORIGIN: the address the browser shows; absent → from the request
    productAdminGraceDays: number; // PRODUCT_ADMIN_MFA_GRACE_DAYS: days from the login's creation to enrol
  };
  /** Single sign-on: SSO_ALLOW_LOCAL_ISSUER=1, not in production, lets a provider on this machine over http. */
  sso: { allowLocalIssuer: boolean };
}

/**
 * TRUST_PROXY: unset or `false`, no one (the app faces browsers itself); `true`, any peer (only when
 * the app can be reached through the proxy alone); otherwise the proxies' addresses or CIDR ranges,
 * comma-separated (`loopback`, `10.0.0.0/8`…). A hop count is refused: Fastify cannot check the
 * peer with one, so it believes no one, and the setting would silently do nothing.
 */
export function trustProxyFrom(value: string | undefined): boolean | string {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v))
    throw new Error(
      `TRUST_PROXY=${v}: give the proxy's addresses (e.g. loopback or 10.0.0.0/8), or true; a hop count is not supported.`,
    );
  return v;
}

/**
 * DATABASE_PREPARED_STATEMENTS=off (PgBouncer in transaction pooling), DATABASE_LISTEN_URL (the primary itself, when
 * DATABASE_URL is a pooler), DATABASE_REPLICA_URL with DATABASE_REPLICA_MAX_LAG_MS (5000) and
 * DATABASE_REPLICA_POLL_MS (200).
 */
export function databaseOptions(env: NodeJS.ProcessEnv): PgOptions {
  const prepared = (env.DATABASE_PREPARED_STATEMENTS ?? 'on').trim();
  if (prepared !== 'on' && prepared !== 'off')
    throw new Error(`DATABASE_PREPARED_STATEMENTS=${prepared}: give on or off.`);
  const ms = (name: string, dflt: number) => {
    const v = Number(env[name] ?? dflt);
    if (!Number.isInteger(v) || v < 1) throw new Error(`${name}=${env[name]}: give a whole number of milliseconds.`);
    return v;
  };
  return {
    prepared: prepared === 'on',
    listenUrl: env.DATABASE_LISTEN_URL || undefined,
    replica: env.DATABASE_REPLICA_URL
      ? {
          url: env.DATABASE_REPLICA_URL,
          maxLagMs: ms('DATABASE_REPLICA_MAX_LAG_MS', 5000),
          pollMs: ms('DATABASE_REPLICA_POLL_MS', 200),
        }
      : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    // this machine only by default (the banner prints the published demo password); HOST=0.0.0.0 opens it up
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    database: databaseOptions(env),
    dataDir: env.DATA_DIR ?? './data',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    jobsPrefix: env.JOBS_PREFIX || '',
    jwtSecret: env.JWT_SECRET || undefined,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    loginFailuresPerAddress: Number(env.LOGIN_FAILURES_PER_ADDRESS ?? 12),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? projectPath('web/dist/'),
    workers: env.WORKERS !== 'off',
    productAdminEmail: env.PRODUCT_ADMIN_EMAIL ?? 'admin@care-records.app',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    webhookPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    webhookLocalTargets: localTargetsAllowed(env),
    mail: mailSettings(env),
    mfa: {
      encryptionKey: env.MFA_ENCRYPTION_KEY || undefined,
      rpId: env.WEBAUTHN_RP_ID || undefined,
      origin: env.WEBAUTHN_ORIGIN || undefined,
      productAdminGraceDays: Number(env.PRODUCT_ADMIN_MFA_GRACE_DAYS ?? 14),
    },
    sso: { allowLocalIssuer: env.NODE_ENV !== 'production' && env.SSO_ALLOW_LOCAL_ISSUER === '1' },
    aiRewrite: {
      url: env.AI_REWRITE_URL || undefined,
      key: env.AI_REWRITE_KEY || undefined,
      model: env.AI_REWRITE_MODEL || 'gpt-4o-mini',
      perMinute: Number(env.AI_REWRITE_PER_MINUTE ?? 10),
    },
  };
}
