// What the session check costs each request: the `requireCaller` hook (cookie → JWT → the person,
// remembered between requests) on a route that does nothing else, against the same route without it.
// Run: npx tsx bench/session-check.ts [pg|pglite] (needs PostgreSQL for pg; Redis is not used).
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import Fastify from 'fastify';
import { installSession, SESSION_COOKIE } from '../engine/http/session.ts';
import { type Driver, login, startTestServer } from '../tests/helpers/server.ts';

const driver = (process.argv[2] ?? 'pg') as Driver;
const N = Number(process.env.N ?? 20_000),
  ROUNDS = 5;

const server = await startTestServer({ driver });
const token = (await login(server.app, 'staff.oak@demo.care')).slice(`${SESSION_COOKIE}=`.length);

// The hook as the app installs it, on an app of its own so that nothing else runs with it.
const bench = Fastify({ logger: false });
await bench.register(cookie);
await bench.register(jwt, {
  secret: 'test-secret-'.padEnd(48, 'x'),
  cookie: { cookieName: SESSION_COOKIE, signed: false },
});
const requireCaller = installSession(bench, server.app.remembered, server.store);
bench.get('/bare', async () => 'ok');
bench.get('/checked', { onRequest: requireCaller }, async () => 'ok');
await bench.ready();

async function run(url: string) {
  const headers = { cookie: `${SESSION_COOKIE}=${token}` };
  const first = await bench.inject({ method: 'GET', url, headers });
  if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
  const t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await bench.inject({ method: 'GET', url, headers });
  return Number(process.hrtime.bigint() - t) / 1e3 / N; // µs per request
}

const bare: number[] = [],
  checked: number[] = [];
await run('/bare');
await run('/checked'); // warm up
for (let r = 0; r < ROUNDS; r++) {
  bare.push(await run('/bare'));
  checked.push(await run('/checked'));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`driver ${driver}, ${N} requests × ${ROUNDS} rounds, medians (µs per request):`);
console.log(`  route alone            ${median(bare).toFixed(1)}`);
console.log(`  route + session check  ${median(checked).toFixed(1)}`);
console.log(`  session check          ${(median(checked) - median(bare)).toFixed(1)}`);
// its parts, called directly
const claims = bench.jwt.verify<{ sub: string; org: string; sid?: string }>(token);
const each = async (what: string, fn: () => unknown) => {
  const t = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await fn();
  console.log(`  ${what.padEnd(22)} ${(Number(process.hrtime.bigint() - t) / 1e3 / N).toFixed(1)}`);
};
await each('of which JWT verify', () => bench.jwt.verify(token));
await each('of which the person', () => server.app.remembered.user(claims.org, claims.sub));
// the session row: absent before sessions could be ended
const remembered = server.app.remembered as { session?: (org: string, sid: string) => Promise<unknown> };
if (claims.sid && remembered.session)
  await each('of which the session', () => remembered.session!(claims.org, claims.sid!));
await bench.close();
await server.close();
