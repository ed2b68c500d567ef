// How the API server starts, from TypeScript through tsx (`npm run serve`, development) and compiled
// (`npm start` runs dist/server; build it first with `npm run build:server`): time to the first answered request and
// memory (resident set of the process tree) once it answers, each start on an already seeded embedded database.
//   npm run build:server && npx tsx bench/server-start.ts [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.argv[2] ?? 3);
const NODE = join(process.cwd(), 'node_modules/.bin/node');
const WAYS = {
  tsx: [join(process.cwd(), 'node_modules/.bin/tsx'), 'engine/main.ts'],
  compiled: [NODE, 'dist/server/engine/main.js'],
} as const;

/** Resident memory (kB) of a process and its children, from /proc. */
function treeRssKb(pid: number): number {
  let kb = 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    for (const child of readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean))
      kb += treeRssKb(Number(child));
  }
  return kb;
}

async function start(way: keyof typeof WAYS, dataDir: string, port: number) {
  const [cmd, ...args] = WAYS[way];
  const t0 = performance.now();
  const child = spawn(cmd, args, {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', WORKERS: 'off' },
    stdio: 'ignore',
  });
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    if (performance.now() - t0 > 300_000) throw new Error(`${way}: no answer in 5 minutes`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const firstMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000)); // settled after start-up
  const rssMb = treeRssKb(child.pid!) / 1024;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return { firstMs, rssMb };
}

const dataDir = mkdtempSync(join(tmpdir(), 'care-start-'));
console.log('Server start (embedded database, already seeded; workers off):');
await start('compiled', dataDir, 3990); // migrate and seed once
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const way of Object.keys(WAYS) as (keyof typeof WAYS)[]) {
  const got = [];
  for (let i = 0; i < runs; i++) got.push(await start(way, dataDir, 3991 + i));
  console.log(
    `  ${way.padEnd(8)} first answer ${(median(got.map((g) => g.firstMs)) / 1000).toFixed(2)} s, ` +
      `memory ${median(got.map((g) => g.rssMb)).toFixed(0)} MB (median of ${runs})`,
  );
}
rmSync(dataDir, { recursive: true, force: true });
