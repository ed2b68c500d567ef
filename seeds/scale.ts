// The scale data set: a large care group — 60 homes of both types, 360 young people, 1,200 staff
// and 1,000,000 records over five years, with realistic kinds, status mixes, sign-offs and
// revisions — loaded in bulk through engine/store into its own PostgreSQL schema.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run seed:scale [-- --records 1000000 --reset]
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { examples as firstExamples } from '../definitions/young-person/examples.ts';
import { hashPassword } from '../engine/auth/password.ts';
import { DefinitionRegistry } from '../engine/definitions/registry.ts';
import type { RecordDefinition } from '../engine/definitions/types.ts';
import type { BulkRecord, BulkRevision, BulkSignoff } from '../engine/store/bulk.ts';
import { createStore, migrate, openDb } from '../engine/store/index.ts';
import { rotaStore } from '../engine/store/rota.ts';
import { initialStatus } from '../engine/workflow/index.ts';
import { seedScaleAccounts } from './accounts.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedScaleLeave } from './leave.ts';
import { seedScaleMedication } from './medication.ts';
import { seedScaleStaff, seedScaleTraining } from './scale-staff.ts';

export const SCALE_SCHEMA = process.env.SCALE_SCHEMA ?? 'scale';
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const TOTAL = Number(arg('records', process.env.SCALE_RECORDS ?? '1000000'));
const HOMES = 60,
  YP_PER_HOME = 6,
  STAFF_PER_HOME = 20,
  YEARS = 5,
  BATCH = 5000;

// How often each kind is written in a year of a real home (daily logs dominate).
const WEIGHTS: Record<string, number> = {
  'daily-log': 45,
  'daily-summary': 12,
  'key-worker-session': 6,
  incident: 5,
  appointment: 5,
  reward: 4,
  consequence: 3,
  visit: 3,
  'deescalation-log': 2,
  'important-meeting': 2,
  safeguarding: 1,
  'complaint-feedback': 1,
  'missing-episode': 1,
  'placement-plan': 1,
  'risk-assessment-self-harm-suicide': 0.5,
  'risk-assessment-cce': 0.3,
  'risk-assessment-cse': 0.3,
  'meal-intake': 3,
  'education-attendance': 3,
  'therapeutic-session': 1,
  'link-worker-session': 1,
  // the home's own records: checks most days, visitors, maintenance, general entries, a monthly Reg 44 visit
  'home-check': 4,
  visitor: 1,
  maintenance: 0.5,
  'home-log': 0.5,
  'reg44-visit': 0.05,
  // the premises records: a journey most days, an accident a month or so, a weekly menu, and the rare policy, insurance
  // or asset
  mileage: 1,
  accident: 0.3,
  'meal-plan': 0.15,
  policy: 0.02,
  insurance: 0.01,
  asset: 0.01,
  // statutory returns and reviews: a few a year; each kind only in the home type that keeps it
  'quality-review': 0.006,
  'annual-return': 0.003,
  'inspection-pre-form': 0.003,
  'quality-standards-review': 0.003,
};

let seed = 42;
// The same LCG, mod 2^31, in 32-bit integer arithmetic: seed × 1103515245 overflowed 2^53 as a double, so the
// sequence fell into a short cycle (a million records on 2,619 days).
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 2147483648;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];

function progress(done: number, total: number, started: number) {
  const rate = done / ((Date.now() - started) / 1000);
  const width = 30,
    filled = Math.round((done / total) * width);
  process.stderr.write(
    `\r  [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${((done / total) * 100).toFixed(0).padStart(3)}%  ${done.toLocaleString('en-GB')}/${total.toLocaleString('en-GB')} records  ${Math.round(rate).toLocaleString('en-GB')}/s  ETA ${Math.max(0, Math.round((total - done) / rate))}s   `,
  );
}

async function loadExamples(): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = { ...firstExamples };
  for (const folder of ['young-person', 'home', 'statutory']) {
    const dir = new URL(`../definitions/${folder}/examples/`, import.meta.url);
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts')))
      out[f.replace(/\.ts$/, '')] ??= (await import(new URL(f, dir).href)).example;
  }
  return out;
}

/** The example as a JSON template: its date field and people become tokens to fill per record. */
function template(def: RecordDefinition, example: Record<string, unknown>): string {
  const data = structuredClone(example);
  const parts = def.dateField.split('.');
  let node = data as Record<string, unknown>;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
  const wasDateTime = String(node[parts[parts.length - 1]] ?? '').includes('T');
  node[parts[parts.length - 1]] = wasDateTime ? '@@DATETIME@@' : '@@DATE@@';
  delete (data as { debrief?: { managerReview?: unknown } }).debrief?.managerReview;
  return JSON.stringify(data)
    .replace(/00000000-0000-4000-8000-00000000000(\d)/g, '@@STAFF$1@@')
    .replace(/00000000-0000-4000-8000-000000000101/g, '@@YP@@');
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to a PostgreSQL server (the scale set is too big for the embedded database).');
    process.exit(1);
  }
  const t0 = Date.now();
  if (process.argv.includes('--reset')) {
    const admin = await openDb({ databaseUrl: url });
    await admin.exec(`drop schema if exists ${SCALE_SCHEMA} cascade`);
    await admin.close();
  }
  const db = await openDb({ databaseUrl: url, schema: SCALE_SCHEMA });
  await migrate(db);
  const store = createStore(db);
  if (await store.admin.organisationBySlug('scale')) {
    console.log(`The scale data set is already loaded in schema "${SCALE_SCHEMA}" (use --reset to load it again).`);
    await db.close();
    return;
  }
  const registry = await DefinitionRegistry.open(store);
  const examples = await loadExamples();
  const kinds = Object.keys(WEIGHTS).filter((k) => registry.has(k) && examples[k]);
  const totalWeight = kinds.reduce((n, k) => n + WEIGHTS[k], 0);
  const resolved = Object.fromEntries(
    await Promise.all(
      kinds.map(async (k) => [k, (await registry.latest(k, '00000000-0000-0000-0000-000000000000'))!] as const),
    ),
  );
  const templates = Object.fromEntries(kinds.map((k) => [k, template(resolved[k].def, examples[k])]));

  console.log(
    `Loading ${HOMES} homes, ${HOMES * YP_PER_HOME} young people, ${HOMES * STAFF_PER_HOME} staff and ${TOTAL.toLocaleString('en-GB')} records into schema "${SCALE_SCHEMA}"`,
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { orgId, homes } = await store.adminTransaction(async (a) => {
    const orgId = await a.createOrganisation({
      name: 'Large Care Group (scale)',
      slug: 'scale',
      settings: { toggles: { bulkSignoff: true } },
    });
    await a.createUser(orgId, {
      email: 'director@scale.care',
      name: 'Scale Director',
      passwordHash,
      role: 'director',
      isManager: true,
      homeIds: [],
    });
    const homes = [];
    for (let h = 0; h < HOMES; h++) {
      const type = h % 3 === 2 ? 'support_accomodation_for_older_children' : 'children_home';
      const homeId = await a.createHome(orgId, {
        name: `${type === 'children_home' ? 'House' : 'Court'} ${h + 1}`,
        type,
      });
      const staff: string[] = [],
        managers: string[] = [];
      for (let s = 0; s < STAFF_PER_HOME; s++) {
        const manager = s < 2;
        const id = await a.createUser(orgId, {
          email: `${manager ? 'manager' : 'staff'}${h + 1}.${s + 1}@scale.care`,
          name: `${manager ? 'Manager' : 'Staff'} ${h + 1}.${s + 1}`,
          passwordHash,
          role: manager ? 'manager' : 'staff',
          isManager: manager,
          homeIds: [homeId],
          areas: manager
            ? {
                cyp: 'edit',
                cyp_daily_log: 'edit',
                home: 'edit',
                staff: 'read',
                accounts: 'edit',
                facility: 'edit',
                sensitive_reports: 'read',
              }
            : { cyp: 'edit', cyp_daily_log: 'edit', home: 'read', accounts: 'edit' },
        });
        (manager ? managers : staff).push(id);
      }
      const yps: string[] = [];
      for (let y = 0; y < YP_PER_HOME; y++) {
        yps.push(
          await a.createYoungPerson(orgId, {
            homeId,
            firstName: `Young${h + 1}`,
            lastName: `Person${y + 1}`,
            birthYear: type === 'children_home' ? 2010 + (y % 5) : 2008 + (y % 2),
            keyWorkerId: staff[y],
          }),
        );
      }
      homes.push({ homeId, staff, managers, yps, type });
    }
    return { orgId, homes };
  });

  const bulk = store.bulk(orgId);
  const end = Date.now(),
    span = YEARS * 365 * 86400_000;
  const started = Date.now();
  let done = 0,
    revisions = 0,
    signoffs = 0;
  while (done < TOTAL) {
    const n = Math.min(BATCH, TOTAL - done);
    const recs: BulkRecord[] = [],
      revs: BulkRevision[] = [],
      sigs: BulkSignoff[] = [];
    for (let i = 0; i < n; i++) {
      let r = rand() * totalWeight,
        kind = kinds[0];
      for (const k of kinds) {
        r -= WEIGHTS[k];
        if (r <= 0) {
          kind = k;
          break;
        }
      }
      const { def, versionId } = resolved[kind];
      // a form kept in one home type only (the SA annual return, the CH pre-form) goes to a home of that type
      const only = resolved[kind].def.homeTypes;
      const home = only ? pick(homes.filter((h) => (only as string[]).includes(h.type))) : pick(homes);
      const yp = pick(home.yps);
      const author = pick(home.staff);
      const at = new Date(end - Math.floor(rand() ** 0.8 * span));
      const iso = at.toISOString();
      const data = JSON.parse(
        templates[kind]
          .replaceAll('@@DATETIME@@', iso)
          .replaceAll('@@DATE@@', iso.slice(0, 10))
          .replaceAll(
            '@@YP@@',
            home.yps.find((x) => x !== yp)!,
          )
          .replace(/@@STAFF(\d)@@/g, (_m, d: string) =>
            d === '3' ? home.managers[0] : home.staff[(Number(d) + i) % home.staff.length],
          ),
      ) as Record<string, unknown>;
      const recent = end - at.getTime() < 30 * 86400_000;
      let status = initialStatus(def.workflow) as string,
        submission = 0,
        version = 1;
      const id = randomUUID();
      const versions: BulkRevision[] = []; // the newest goes on the record's row, the rest to revisions
      versions.push({ recordId: id, version: 1, action: 'create', status, data, changedBy: author, changedAt: at });
      if (def.workflow !== 'none') {
        const roll = rand();
        const pending = recent && roll < 0.35;
        status =
          recent && roll > 0.85
            ? 'ongoing'
            : def.workflow === 'simple'
              ? 'complete'
              : pending
                ? roll < 0.25
                  ? 'signoffs_pending'
                  : 'non_manager_signoffs_pending'
                : 'complete';
        if (status !== 'ongoing') {
          submission = 1;
          version = 2;
          const submittedAt = new Date(at.getTime() + 3600_000);
          versions.push({
            recordId: id,
            version: 2,
            action: 'submit',
            status: def.workflow === 'simple' ? 'complete' : 'signoffs_pending',
            data,
            changedBy: author,
            changedAt: submittedAt,
          });
          if (def.workflow === 'signoff') {
            const signedAt = status === 'signoffs_pending' ? null : new Date(at.getTime() + 86400_000);
            sigs.push({
              recordId: id,
              submission: 1,
              signerId: home.managers[0],
              step: 'manager',
              requestedAt: submittedAt,
              signedAt,
              closedAt: null,
            });
            sigs.push({
              recordId: id,
              submission: 1,
              signerId: home.managers[1],
              step: 'manager',
              requestedAt: submittedAt,
              signedAt: null,
              closedAt: signedAt,
            });
            if (signedAt) {
              version = 3;
              versions.push({
                recordId: id,
                version: 3,
                action: 'sign-off',
                status,
                data,
                changedBy: home.managers[0],
                changedAt: signedAt,
              });
            }
          }
        }
      }
      const newest = versions.pop()!;
      revs.push(...versions);
      recs.push({
        id,
        kind,
        definitionVersionId: versionId,
        youngPersonId: def.subject === 'young-person' ? yp : null,
        homeId: home.homeId,
        authorId: author,
        status,
        version,
        submission,
        recordDate: at,
        createdAt: at,
        updatedAt: newest.changedAt,
        changedBy: newest.changedBy,
        changeAction: newest.action,
        data,
        signoffRule: submission
          ? { option: def.signoff ?? null, mode: def.workflow === 'signoff' ? 'default' : 'none', users: [] }
          : null,
      });
    }
    await bulk.records(recs);
    await Promise.all([bulk.revisions(revs), bulk.signoffs(sigs)]);
    done += n;
    revisions += revs.length;
    signoffs += sigs.length;
    progress(done, TOTAL, started);
  }
  process.stderr.write('\n');
  const tMoney = Date.now();
  const money = await seedScaleAccounts(store, orgId, homes, YEARS);
  console.log(
    `Accounts: ${money.entries.toLocaleString('en-GB')} ledger entries, ${money.counts.toLocaleString('en-GB')} cash counts in ${((Date.now() - tMoney) / 1000).toFixed(0)} s.`,
  );
  const leaveShare = await seedScaleLeave(db, orgId, YEARS);
  console.log(
    `Leave: ${leaveShare.leave.toLocaleString('en-GB')} leave requests, ${leaveShare.overtime.toLocaleString('en-GB')} overtime requests.`,
  );
  const staffShare = await seedScaleStaff(
    store,
    registry,
    orgId,
    homes,
    (await store.forOrg(orgId).people.userByEmail('director@scale.care'))!.id,
  );
  console.log(`Staff records: ${staffShare.toLocaleString('en-GB')} (DBS, right to work, contract, references).`);
  const trainingShare = await seedScaleTraining(
    store,
    registry,
    orgId,
    homes,
    (await store.forOrg(orgId).people.userByEmail('director@scale.care'))!.id,
  );
  console.log(
    `Training: ${trainingShare.toLocaleString('en-GB')} records (courses attended, supervisions, appraisals).`,
  );
  const tMeds = Date.now();
  const meds = await seedScaleMedication(store, registry, orgId, homes);
  console.log(
    `Medication: ${meds.prescriptions.toLocaleString('en-GB')} prescriptions, ${meds.entries.toLocaleString('en-GB')} MAR entries in ${((Date.now() - tMeds) / 1000).toFixed(0)} s.`,
  );
  // the rota: 14 months of shifts to the end of next month, set-based
  const shifts = await rotaStore(db, orgId).scaleShifts(
    homes.map((h) => ({ homeId: h.homeId, staff: [...h.managers, ...h.staff], managerId: h.managers[0] })),
    new Date(Date.now() - 365 * 86400_000).toISOString().slice(0, 10),
    425,
  );
  console.log(`Rota: ${shifts.toLocaleString('en-GB')} shifts.`);
  await db.exec('vacuum (analyze) shifts');
  // Vacuumed as well as analysed, as a live database is by autovacuum: hint bits and the visibility map
  // set, so the first benchmark after a load does not pay for them (it ran twice as slow).
  await db.exec(
    'vacuum (analyze) records, record_revisions, signoffs, users, user_homes, young_people, homes, definition_versions, outbox, account_entries, cash_counts',
  );
  const [size] = await db.query<{ size: string }>(
    `select pg_size_pretty(sum(pg_total_relation_size(c.oid))) as size from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = '${SCALE_SCHEMA}' and c.relkind = 'r'`,
  );
  console.log(
    `Loaded ${done.toLocaleString('en-GB')} records, ${revisions.toLocaleString('en-GB')} revisions, ${signoffs.toLocaleString('en-GB')} sign-offs in ${((Date.now() - t0) / 1000).toFixed(0)} s; schema size ${size.size}.`,
  );
  console.log('Logins (password CareDemo2026!): director@scale.care, manager1.1@scale.care, staff1.3@scale.care');
  await db.close();
}

await main();
