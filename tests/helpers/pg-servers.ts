// Several database servers on this machine, made for one test or benchmark and removed after it: a small PostgreSQL
// primary of its own (initdb on a private port, never the shared cluster), a streaming replica of it
// (pg_basebackup -R) and PgBouncer in front of the primary (Debian's package). Everything lives in one temporary
// folder; `stop()` ends the processes and removes it, and so does the process's exit if the caller never gets there.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const PGBOUNCER = process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer';

/** What a machine needs for these servers; the missing ones by name (CI installs them, .ci/run). */
export function missingForServers(): string[] {
  return [join(PG_BIN, 'initdb'), join(PG_BIN, 'pg_basebackup'), PGBOUNCER].filter((f) => !existsSync(f));
}

/** A port nothing listens on now (the kernel's choice), for a server started just after. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A pg_dump custom archive of `databaseUrl` at `file` (to start a private primary from the run's demo). */
export function dumpDatabase(databaseUrl: string, file: string) {
  execFileSync(join(PG_BIN, 'pg_dump'), ['-Fc', '--no-owner', '-f', file, '-d', databaseUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
}

export interface PgServers {
  primaryUrl: string;
  replicaUrl: string;
  /** PgBouncer in front of the primary, transaction pooling. */
  bouncerUrl: string;
  /** PgBouncer in front of the primary, session pooling (a second pool of the same PgBouncer). */
  bouncerSessionUrl: string;
  /** A statement on the primary or the replica as the superuser (pause replay, read positions). */
  psql(on: 'primary' | 'replica', sql: string): string;
  /** PgBouncer's console (SHOW SERVERS…), one row a line, fields split by |. */
  bouncerConsole(command: string): string;
  /** The process ids of the primary's and the replica's postmasters and of PgBouncer (to count their CPU). */
  pids(): { primary: number; replica: number; bouncer: number };
  /** Stops the replica (fast shutdown), as when its machine goes away. */
  stopReplica(): void;
  stop(): void;
}

// PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
const asRoot = process.getuid?.() === 0;
function run(cmd: string, args: string[]) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
}
function ownedByPostgres(dir: string) {
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

/**
 * Starts the three servers on `ports` (primary, replica, PgBouncer). `database`: created on the primary before the
 * replica is copied from it, optionally filled from `restore` (a pg_dump custom archive).
 */
export async function startPgServers(opts: {
  ports: { primary: number; replica: number; bouncer: number };
  database?: string;
  restore?: string;
  name?: string;
}): Promise<PgServers> {
  const { primary, replica, bouncer } = opts.ports;
  const database = opts.database ?? 'care';
  const dir = mkdtempSync(`/tmp/${opts.name ?? 'pgb'}-servers-`);
  chmodSync(dir, 0o755);
  ownedByPostgres(dir);
  const primaryDir = join(dir, 'primary');
  const replicaDir = join(dir, 'replica');
  let bouncerProcess: ChildProcess | null = null;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stop);
    if (bouncerProcess && bouncerProcess.exitCode === null) bouncerProcess.kill('SIGKILL');
    const pidFile = join(dir, 'pgbouncer.pid');
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const data of [replicaDir, primaryDir])
      if (existsSync(join(data, 'postmaster.pid')))
        try {
          run(join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // not running
        }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    run(join(PG_BIN, 'initdb'), ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    // small and quick: nothing here outlives the run, so no fsync; replication on; sockets in the folder
    const common = [
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'fsync = off',
      'full_page_writes = off',
      'shared_buffers = 32MB',
      'max_connections = 60',
      'jit = off',
    ];
    writeFileSync(
      join(primaryDir, 'postgresql.auto.conf'),
      [...common, `port = ${primary}`, 'wal_level = replica', 'max_wal_senders = 4', ''].join('\n'),
    );
    const start = (data: string) =>
      run(join(PG_BIN, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        join(dir, `${data.endsWith('primary') ? 'primary' : 'replica'}.log`),
        '-w',
        'start',
      ]);
    start(primaryDir);
    const psql = (port: number, sql: string, db = 'postgres') =>
      execFileSync(
        join(PG_BIN, 'psql'),
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-Atqc', sql],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          timeout: 30_000,
        },
      ).trim();
    psql(primary, `create database ${database}`);
    if (opts.restore)
      execFileSync(
        join(PG_BIN, 'pg_restore'),
        ['-h', '127.0.0.1', '-p', String(primary), '-U', 'postgres', '-d', database, '--no-owner', opts.restore],
        { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
      );
    run(join(PG_BIN, 'pg_basebackup'), [
      ...['-h', '127.0.0.1', '-p', String(primary), '-U', 'postgres', '-D', replicaDir],
      ...['-R', '-X', 'stream', '--no-sync', '-c', 'fast'],
    ]);
    // the copy carries the primary's settings; the replica differs by its port
    writeFileSync(
      join(replicaDir, 'postgresql.auto.conf'),
      readFileSync(join(replicaDir, 'postgresql.auto.conf'), 'utf8') + `port = ${replica}\nhot_standby = on\n`,
    );
    start(replicaDir);

    // PgBouncer 1.18 (Debian 12): one pool per mode. It refuses the `options` start-up parameter unless told to
    // ignore it; the engine's settings for pooled connections are then the database's own (jit off above).
    const ini = join(dir, 'pgbouncer.ini');
    writeFileSync(
      ini,
      [
        '[databases]',
        `${database} = host=127.0.0.1 port=${primary} dbname=${database} pool_mode=transaction`,
        `${database}_session = host=127.0.0.1 port=${primary} dbname=${database} pool_mode=session`,
        '[pgbouncer]',
        `listen_addr = 127.0.0.1`,
        `listen_port = ${bouncer}`,
        `unix_socket_dir = ${dir}`,
        'auth_type = trust',
        'admin_users = postgres',
        `auth_file = ${join(dir, 'userlist.txt')}`,
        `pidfile = ${join(dir, 'pgbouncer.pid')}`,
        `logfile = ${join(dir, 'pgbouncer.log')}`,
        'default_pool_size = 20',
        'max_client_conn = 200',
        'ignore_startup_parameters = extra_float_digits,options',
        '',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
    ownedByPostgres(dir);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', PGBOUNCER, ini]] : [PGBOUNCER, [ini]];
    bouncerProcess = spawn(file, argv, { stdio: 'ignore' });
    for (let k = 0; ; k++) {
      try {
        psql(bouncer, 'select 1', database);
        break;
      } catch (err) {
        if (k > 50 || bouncerProcess.exitCode !== null) throw new Error('PgBouncer did not start', { cause: err });
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const url = (port: number, db = database) => `postgres://postgres@127.0.0.1:${port}/${db}`;
    return {
      primaryUrl: url(primary),
      replicaUrl: url(replica),
      bouncerUrl: url(bouncer),
      bouncerSessionUrl: url(bouncer, `${database}_session`),
      psql: (on, sql) => psql(on === 'primary' ? primary : replica, sql, database),
      bouncerConsole: (command) => psql(bouncer, command, 'pgbouncer'),
      pids: () => {
        const pid = (file: string) => Number(readFileSync(file, 'utf8').split('\n')[0]);
        return {
          primary: pid(join(primaryDir, 'postmaster.pid')),
          replica: pid(join(replicaDir, 'postmaster.pid')),
          bouncer: pid(join(dir, 'pgbouncer.pid')),
        };
      },
      stopReplica: () => run(join(PG_BIN, 'pg_ctl'), ['-D', replicaDir, '-m', 'fast', '-w', 'stop']),
      stop,
    };
  } catch (err) {
    const logs = ['primary.log', 'replica.log', 'pgbouncer.log']
      .map((f) => join(dir, f))
      .filter((f) => existsSync(f))
      .map((f) => `${f}:\n${readFileSync(f, 'utf8').slice(-2000)}`);
    stop();
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`${(err as Error).message}\n${stderr}\n${logs.join('\n')}`, { cause: err });
  }
}
