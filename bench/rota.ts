// The rota at scale: a month's rota of a home of 20+ staff (the API's rota read: people, shifts,
// patterns, leave, wake-ups and every working-time and staffing warning) — p95 target < 300 ms — and the working-time
// check of that month alone (the pure rules over each person's shifts with 17 weeks' history) — target < 50 ms.
// On the scale set (schema `scale`, seeds/scale.ts, which loads a year of shifts); if it is not loaded, on a schema of
// its own with only what the rota needs: 60 homes × 20 staff and a year of shifts (2 earlies, 2 lates, a waking night
// a day), loaded set-based. Prints a table. Not a test.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/rota.ts [--samples 100]
import { performance } from 'node:perf_hooks';
import { callerFrom } from '../engine/access/index.ts';
import { rotaService } from '../engine/rota/service.ts';
import { checkWorkingTime, type ShiftType } from '../engine/rota/working-time.ts';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { rotaStore } from '../engine/store/rota.ts';
import { addDays, londonDate } from '../engine/time/london.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SAMPLES = arg('samples', 100);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const today = londonDate(new Date());

async function open(schema: string) {
  const db = await openDb({ databaseUrl: DATABASE_URL, schema });
  await migrate(db);
  return { db, store: createStore(db) };
}

let { db, store } = await open('scale');
let org = await store.admin.organisationBySlug('scale');
if (!org || !(await db.query('select 1 from shifts where org_id = $1 limit 1', [org.id])).length) {
  await db.close();
  ({ db, store } = await open('rota_bench'));
  org = await store.admin.organisationBySlug('rota-bench');
  if (!org) {
    const t0 = performance.now();
    process.stderr.write('loading 60 homes × 20 staff and a year of shifts into schema "rota_bench"… ');
    const homes = await store.adminTransaction(async (a) => {
      const orgId = await a.createOrganisation({ name: 'Rota bench', slug: 'rota-bench' });
      await a.createUser(orgId, {
        email: 'director@rota-bench.care',
        name: 'Bench Director',
        passwordHash: null,
        role: 'director',
        isManager: true,
        homeIds: [],
      });
      const out: { homeId: string; staff: string[]; managerId: string }[] = [];
      for (let h = 0; h < 60; h++) {
        const homeId = await a.createHome(orgId, { name: `House ${h + 1}`, type: 'children_home' });
        const staff: string[] = [];
        for (let s = 0; s < 20; s++) {
          staff.push(
            await a.createUser(orgId, {
              email: `s${h}.${s}@rota-bench.care`,
              name: `Staff ${h + 1}.${s + 1}`,
              passwordHash: null,
              role: s < 2 ? 'manager' : 'staff',
              isManager: s < 2,
              homeIds: [homeId],
            } as never),
          );
        }
        out.push({ homeId, staff, managerId: staff[0] });
      }
      return out;
    });
    org = (await store.admin.organisationBySlug('rota-bench'))!;
    const n = await rotaStore(db, org.id).scaleShifts(homes, addDays(today, -300), 365);
    await db.exec('vacuum (analyze) shifts, users, user_homes');
    process.stderr.write(`${n.toLocaleString('en-GB')} shifts in ${((performance.now() - t0) / 1000).toFixed(0)} s\n`);
  }
}
const [{ n: shifts }] = await db.query<{ n: number }>('select count(*)::int as n from shifts where org_id = $1', [
  org.id,
]);
const [director] = await db.query<{ id: string }>(
  `select id from users where org_id = $1 and role = 'director' limit 1`,
  [org.id],
);
const caller = callerFrom((await store.forOrg(org.id).people.user(director.id))!);
const homes = (await store.forOrg(org.id).people.homes()).slice(0, 20);
const rota = rotaService({ store });
const month = today.slice(0, 7);

// warm up, then a month's rota of a home, homes in turn
for (const h of homes.slice(0, 3)) await rota.rota(caller, h.id, { month });
const load: number[] = [];
let sample = await rota.rota(caller, homes[0].id, { month });
for (let i = 0; i < SAMPLES; i++) {
  const t = performance.now();
  sample = await rota.rota(caller, homes[i % homes.length].id, { month });
  load.push(performance.now() - t);
}

// the working-time check of the month alone: each person's month, with 17 weeks' history, through the pure rules
const from = new Date(`${month}-01T00:00:00Z`);
const history = await rotaStore(db, org.id).staffShifts(
  sample.people.map((p) => p.id),
  new Date(from.getTime() - 18 * 7 * 86_400_000),
  new Date(from.getTime() + 33 * 86_400_000),
);
const byPerson = new Map<string, typeof history>();
for (const s of history) byPerson.set(s.staffId!, [...(byPerson.get(s.staffId!) ?? []), s]);
const inMonth = new Set(sample.shifts.map((s) => s.id));
const check: number[] = [];
let warnings = 0;
for (let i = 0; i < SAMPLES; i++) {
  const t = performance.now();
  warnings = 0;
  for (const [, mine] of byPerson) {
    const work = mine.map((s) => ({
      id: s.id,
      start: new Date(s.startsAt).getTime(),
      end: new Date(s.endsAt).getTime(),
      breakMinutes: s.breakMinutes,
      shiftType: s.shiftType as ShiftType,
    }));
    warnings += checkWorkingTime(
      {},
      work,
      work.filter((w) => inMonth.has(w.id)).map((w) => w.id),
    ).length;
  }
  check.push(performance.now() - t);
}
const ms = (x: number) => `${x.toFixed(1)} ms`;
console.log(
  `\nRota at scale — ${shifts.toLocaleString('en-GB')} shifts in the organisation; a home's month: ${sample.people.length} people, ${sample.shifts.length} shifts, ${history.length} shifts with 17 weeks' history, ${warnings} warnings\n`,
);
console.log('| measure | p50 | p95 | max | target |');
console.log('|---|---|---|---|---|');
console.log(
  `| month rota load (service: people, shifts, patterns, leave, wake-ups, working-time and staffing warnings) | ${ms(pct(load, 50))} | ${ms(pct(load, 95))} | ${ms(Math.max(...load))} | < 300 ms |`,
);
console.log(
  `| working-time check of the month (pure rules, every person) | ${ms(pct(check, 50))} | ${ms(pct(check, 95))} | ${ms(Math.max(...check))} | < 50 ms |`,
);
await db.close();
