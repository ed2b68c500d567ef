// More than one database server (decision 0940): throughput of the same API on a private primary reached directly,
// through PgBouncer (session pooling with named statements; transaction pooling without), and with a streaming read
// replica for heavy reads:
//   npx tsx bench/replica.ts [--rounds 3] [--seconds 5] [--connections 50]
// Starts its own primary, replica and PgBouncer (tests/helpers/pg-servers.ts, ports 5443/5444/6443) with the demo
// seeded by the engine, one API process per arrangement (ports 3121–3125, workers off), and takes turns: a list of a
// young person's daily logs (a heavy read) and a daily log saved, 50 connections each. Prints req/s by turn and the
// median, and CPU ms per request of the API process, the primary, the replica and PgBouncer. Removes everything after.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { startPgServers } from '../tests/helpers/pg-servers.ts';
import { processTreeMs } from './cpu.ts';
import { acceptedDailyLog } from './daily-log.ts';
import { startServer } from './servers.ts';

const arg = (name: string, dflt: string) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? process.argv[k + 1] : dflt;
};
const ROUNDS = Number(arg('rounds', '3'));
const SECONDS = Number(arg('seconds', '5'));
const CONNECTIONS = Number(arg('connections', '50'));
const json = { 'content-type': 'application/json' };

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const servers = await startPgServers({ ports: { primary: 5443, replica: 5444, bouncer: 6443 }, name: 'bench-replica' });
const running: ChildProcess[] = [];
try {
  const common = {
    LOG_LEVEL: 'warn',
    WORKERS: 'off',
    JWT_SECRET: 'bench-replica-secret-'.padEnd(48, 'x'),
    LOGIN_RATE_LIMIT: '100000',
    JOBS_PREFIX: `bench-replica-${process.pid}`,
    DATA_DIR: '/tmp/bench-replica-data',
  };
  const arrangements: { name: string; env: Record<string, string> }[] = [
    { name: 'primary, direct', env: { DATABASE_URL: servers.primaryUrl } },
    {
      name: 'PgBouncer session pooling, named statements',
      env: { DATABASE_URL: servers.bouncerSessionUrl, DATABASE_LISTEN_URL: servers.primaryUrl },
    },
    {
      name: 'PgBouncer transaction pooling, no named statements',
      env: {
        DATABASE_URL: servers.bouncerUrl,
        DATABASE_PREPARED_STATEMENTS: 'off',
        DATABASE_LISTEN_URL: servers.primaryUrl,
      },
    },
    {
      name: 'primary direct, no named statements',
      env: { DATABASE_URL: servers.primaryUrl, DATABASE_PREPARED_STATEMENTS: 'off' },
    },
    {
      name: 'primary direct + read replica',
      env: { DATABASE_URL: servers.primaryUrl, DATABASE_REPLICA_URL: servers.replicaUrl },
    },
  ];
  // the first start migrates and seeds the demo; the others find it there
  const apis: { name: string; url: string; child: ChildProcess }[] = [];
  for (const [k, a] of arrangements.entries()) {
    const port = 3121 + k;
    const child = await startServer('engine/main.ts', {
      ...common,
      ...a.env,
      PORT: String(port),
      SEED_DEMO: k === 0 ? 'on' : 'off',
    });
    running.push(child);
    apis.push({ name: a.name, url: `http://127.0.0.1:${port}`, child });
  }
  const login = await fetch(`${apis[0].url}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'manager.oak@demo.care', password: 'CareDemo2026!' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))!
    .split(';')[0];
  const youngPerson = (
    (await (await fetch(`${apis[0].url}/api/young-people`, { headers: { cookie } })).json()) as {
      id: string;
    }[]
  )[0].id;
  const data = await acceptedDailyLog(apis[0].url, cookie, youngPerson, {});
  const body = JSON.stringify({ youngPersonId: youngPerson, data });

  const turn = (url: string, opts: Omit<autocannon.Options, 'url'>, seconds: number) =>
    new Promise<number>((resolve, reject) => {
      let ok = 0;
      const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, ...opts }, (err) =>
        err ? reject(err) : resolve(ok),
      );
      instance.on('response', (_c, status) => {
        if (status < 400) ok++;
      });
    });
  const operations = [
    { op: 'list', path: `/api/records/daily-log?youngPerson=${youngPerson}&limit=20`, opts: { headers: { cookie } } },
    {
      op: 'save',
      path: '/api/records/daily-log',
      opts: { method: 'POST' as const, headers: { cookie, ...json }, body },
    },
  ];
  const pids = servers.pids();
  const results = new Map<string, { rates: number[]; cpu: number[][] }>();
  for (let round = 0; round < ROUNDS; round++)
    for (const o of operations)
      for (const api of apis) {
        await turn(api.url + o.path, o.opts, 2); // unmeasured: the connection pools fill
        const before = [api.child.pid!, pids.primary, pids.replica, pids.bouncer].map(processTreeMs);
        const started = Date.now();
        const ok = await turn(api.url + o.path, o.opts, SECONDS);
        const spent = [api.child.pid!, pids.primary, pids.replica, pids.bouncer].map(
          (p, i) => processTreeMs(p) - before[i],
        );
        const rate = ok / ((Date.now() - started) / 1000);
        const key = `${o.op}\t${api.name}`;
        const r = results.get(key) ?? { rates: [], cpu: [] };
        r.rates.push(rate);
        r.cpu.push(spent.map((ms) => ms / Math.max(ok, 1)));
        results.set(key, r);
        console.log(`round ${round + 1}  ${o.op.padEnd(5)} ${api.name.padEnd(52)} ${rate.toFixed(0)} req/s`);
      }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    '\n| operation | arrangement | req/s by turn | median req/s | CPU ms/request: API / primary / replica / PgBouncer |',
  );
  console.log('| --- | --- | --- | ---: | --- |');
  for (const [key, r] of results) {
    const [op, name] = key.split('\t');
    const cpu = [0, 1, 2, 3].map((i) => median(r.cpu.map((c) => c[i])).toFixed(3)).join(' / ');
    console.log(
      `| ${op} | ${name} | ${r.rates.map((x) => x.toFixed(0)).join(', ')} | ${median(r.rates).toFixed(0)} | ${cpu} |`,
    );
  }
} finally {
  await Promise.all(running.map(stop));
  servers.stop();
}
