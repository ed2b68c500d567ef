// `npm start` as a new user meets it: the banner with the address and the demo logins is not drowned by a log
// line per request (those are debug: LOG_LEVEL=debug shows them), and the server listens on this machine only
// unless HOST opens it up (the banner prints the published demo password). `npm start` runs the compiled server
// (tsconfig.server.json), `npm run serve` the TypeScript through tsx: one case each.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = new URL('../../', import.meta.url).pathname;
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
/** This machine's first address other than loopback (none on a machine with loopback alone). */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
const reaches = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

const started: { child: ChildProcess; dir: string }[] = [];
const compiledDir = `dist/test-start-${process.pid}`;
beforeAll(() => {
  // as `npm run build:server` does, into a folder of this run's own
  execFileSync(`${repo}node_modules/.bin/tsc`, ['-p', 'tsconfig.server.json', '--outDir', compiledDir], {
    cwd: repo,
    stdio: 'inherit',
  });
}, 180_000);
afterAll(() => {
  rmSync(join(repo, compiledDir), { recursive: true, force: true });
  for (const s of started) {
    // the whole group: tsx runs the server as a child of its own, which a kill of tsx alone leaves running
    try {
      process.kill(-s.child.pid!, 'SIGKILL');
    } catch {
      s.child.kill('SIGKILL');
    }
    rmSync(s.dir, { recursive: true, force: true });
  }
});

/** The server on its own PGlite, without the demo seed or workers; resolves once the banner is out. */
async function start(env: Record<string, string>, compiled = false) {
  const dir = mkdtempSync(join(tmpdir(), 'start-up-'));
  const port = await freePort();
  const [cmd, main] = compiled
    ? [`${repo}node_modules/.bin/node`, `${compiledDir}/engine/main.js`]
    : [`${repo}node_modules/.bin/tsx`, 'engine/main.ts'];
  const child = spawn(cmd, [main], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dir,
      PORT: String(port),
      SEED_DEMO: 'off',
      WORKERS: 'off',
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      ...env,
    },
  });
  started.push({ child, dir });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (out.includes('Care records is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`${main} ended (${code}): ${out}`)));
  });
  const ask = async () => {
    for (const path of ['/api/auth/me', '/api/health', '/login'])
      await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.arrayBuffer());
  };
  return { port, ask, output: () => out };
}

describe('npm start', () => {
  it('by default (compiled, as npm start runs it): the banner, no line per request, and this machine only', async () => {
    const app = await start({}, true);
    await app.ask();
    await app.ask();
    const out = app.output();
    expect(out).toContain('Demo logins (password');
    expect(out).not.toMatch(/incoming request|request completed/);
    if (outward) expect(await reaches(outward, app.port)).toBe(false);
    expect(await reaches('127.0.0.1', app.port)).toBe(true);
  }, 180_000);

  it('LOG_LEVEL=debug logs each request; HOST=0.0.0.0 listens on every interface', async () => {
    const app = await start({ LOG_LEVEL: 'debug', HOST: '0.0.0.0' });
    await app.ask();
    // the last answer's line may follow the answer itself: wait for it, not for a time
    await expect
      .poll(() => app.output().match(/"msg":"request completed"/g)?.length ?? 0, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    expect(app.output()).toMatch(/"msg":"incoming request"/);
    if (outward) expect(await reaches(outward, app.port)).toBe(true);
  }, 180_000);
});
