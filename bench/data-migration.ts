// How fast data migration reads, checks and imports a large file (50,000 rows in under a minute).
// Not a test. A fresh schema with the demo organisation; 50,000 daily logs for its young people, as CSV and as
// .xlsx; each timed as: read (parse), dry run (type, place and validate every row), import (the same checks,
// then the set-based writes with their first versions, outbox messages and import rows, in one transaction).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/data-migration.ts [-- --rows 50000]
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { Caller } from '../engine/access/index.ts';
import { boot } from '../engine/boot.ts';
import { loadConfig } from '../engine/config.ts';
import { readSheet } from '../engine/data-migration/read-file.ts';
import { dataMigrationService } from '../engine/data-migration/service.ts';
import { openDb } from '../engine/store/index.ts';
import { seedDemo } from '../seeds/demo.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const i = process.argv.indexOf('--rows');
const ROWS = i > 0 ? Number(process.argv[i + 1]) : 50_000;
const schema = `bench_migration_${Date.now()}`;
process.env.DATA_MIGRATION_INLINE_ROWS = String(ROWS * 10); // run in this process, timed end to end

const headers = [
  'Young person',
  'Date',
  'Shift',
  'How the young person presented',
  'Health and wellbeing',
  'Activities',
];
const people = ['Jayden Carter', 'Amelia Hughes', 'Tyler Brooks'];
const shifts = ['Early', 'Late', 'Long day', 'Waking night'];
const row = (n: number) => {
  const d = new Date(Date.UTC(2020, 0, 1) + (n % 2000) * 86_400_000);
  const uk = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
  return [
    people[n % 3],
    uk,
    shifts[n % 4],
    n % 5 ? 'Settled' : 'Mixed',
    `Row ${n}: ate well, slept through, no concerns raised`,
    'Football after school, then a film with staff',
  ];
};
const quote = (c: string) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);

const config = loadConfig({
  ...process.env,
  DATABASE_URL,
  LOG_LEVEL: 'silent',
  DATABASE_SCHEMA: schema,
} as NodeJS.ProcessEnv);
const { app, store, registry, db } = await boot(config, { schema });
try {
  await seedDemo(store, registry);
  const [adminUser] = await db.query<{ id: string; orgId: string }>(
    `select id, org_id as "orgId" from users where email = $1`,
    [config.productAdminEmail],
  );
  const [org] = await db.query<{ id: string }>(
    `select id from organisations where slug <> 'platform' order by created_at limit 1`,
  );
  const caller = { id: adminUser.id, orgId: adminUser.orgId } as Caller;
  const service = dataMigrationService({ store, registry });
  const columns = {
    'Young person': '@youngPerson',
    Date: 'date',
    Shift: 'shift',
    'How the young person presented': 'presentation',
    'Health and wellbeing': 'health',
    Activities: 'activities',
  };

  const rows = Array.from({ length: ROWS }, (_, n) => row(n));
  const csv = Buffer.from([headers, ...rows].map((r) => r.map(quote).join(',')).join('\n') + '\n');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Daily logs');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  const xlsx = Buffer.from(await book.xlsx.writeBuffer());

  console.log(
    `\n${ROWS.toLocaleString('en-GB')} daily logs, PostgreSQL at ${new URL(DATABASE_URL).host} (CSV ${(csv.length / 1e6).toFixed(1)} MB, XLSX ${(xlsx.length / 1e6).toFixed(1)} MB)`,
  );
  console.log('format   read s   dry run s   import s   rows/s (import)');
  for (const [name, bytes] of [
    ['csv', csv],
    ['xlsx', xlsx],
  ] as const) {
    let t = performance.now();
    await readSheet(`bench.${name}`, bytes);
    const read = (performance.now() - t) / 1000;
    const file = await service.upload(caller, `bench.${name}`, bytes);
    const input = { organisationId: org.id, fileId: file.id, target: 'record:daily-log', columns };
    t = performance.now();
    const report = await service.dryRun(input);
    const dry = (performance.now() - t) / 1000;
    if (report.failedRows) throw new Error(`dry run failed: ${JSON.stringify(report.errors.slice(0, 3))}`);
    t = performance.now();
    const { run } = await service.start(caller, input, async () => {
      throw new Error('not queued in the bench');
    });
    const imp = (performance.now() - t) / 1000;
    if (run.status !== 'done' || run.written !== ROWS) throw new Error(`import ended ${run.status} (${run.written})`);
    console.log(
      `${name.padEnd(6)} ${read.toFixed(1).padStart(6)}   ${dry.toFixed(1).padStart(9)}   ${imp.toFixed(1).padStart(8)}   ${Math.round(
        ROWS / imp,
      )
        .toLocaleString('en-GB')
        .padStart(15)}`,
    );
  }
  const [n] = await db.query<{ n: number }>(`select count(*)::int as n from records where change_action = 'import'`);
  console.log(`\nrecords written by imports: ${n.n.toLocaleString('en-GB')}`);
} finally {
  await app.close();
  await db.close();
  const admin = await openDb({ databaseUrl: DATABASE_URL });
  await admin.exec(`drop schema if exists ${schema} cascade`);
  await admin.close();
}
