// Configuration by environment, read once at start-up.
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;     // PostgreSQL server; absent → embedded PGlite
  databaseSchema?: string;  // run inside this schema (e.g. the scale data set for benchmarks)
  dataDir: string;          // PGlite data and the generated session secret
  redisUrl: string;
  jwtSecret?: string;
  loginRateLimit: number;   // login attempts per minute per address and email
  logLevel: string;
  webDist: string;
  workers: boolean;         // run the background workers in this process
  productAdminEmail: string; // the one product administrator account (SPEC §6)
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    dataDir: env.DATA_DIR ?? './data',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    jwtSecret: env.JWT_SECRET || undefined,
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT ?? 10),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST ?? new URL('../web/dist/', import.meta.url).pathname,
    workers: env.WORKERS !== 'off',
    productAdminEmail: env.PRODUCT_ADMIN_EMAIL ?? 'admin@care-records.app',
  };
}
