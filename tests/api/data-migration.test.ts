// Data migration: the product administrator alone; upload, map, dry run, import all or
// none with revision and audit, history, undo (archived, audited once), hostile files, and a large file as a job.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type Workers } from '../../workers/start.ts';
import { as, DRIVERS, login, REDIS_URL, startTestServer, type TestServer } from '../helpers/server.ts';

const BASE = '/api/admin/data-migration';

function multipart(fileName: string, content: Buffer | string, type = 'text/csv') {
  const boundary = '----dataMigrationTest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A zip whose one part inflates to `size` bytes of zeros (a few kB on disk): a zip bomb in miniature. */
function zipOf(name: string, size: number) {
  const data = deflateRawSync(Buffer.alloc(size), { level: 9 });
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  // declares 16 bytes: it lies
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(16, 22);
  local.writeUInt16LE(n.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(16, 24);
  central.writeUInt16LE(n.length, 28);
  const cdOffset = local.length + n.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + n.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, n, data, central, n, end]);
}

describe.each(DRIVERS)('data migration (%s)', (driver) => {
  let server: TestServer;
  let admin: ReturnType<typeof as>;
  let orgId: string;
  const upload = async (fileName: string, content: Buffer | string, type?: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `${BASE}/files`,
      ...multipart(fileName, content, type),
      headers: { ...multipart(fileName, content, type).headers, cookie: admin.cookie },
    });
    return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
  };
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await server.store.db.query<{ n: string }>(sql, params))[0].n);

  // its own job prefix: no other process's workers (sharing this Redis) take this file's jobs
  const jobsPrefix = `dm-test-${driver}-${process.pid}-${Date.now()}`;
  beforeAll(async () => {
    server = await startTestServer({ driver, env: { JOBS_PREFIX: jobsPrefix } });
    admin = as(server.app, await login(server.app, 'admin@care-records.app'));
    const customers = (await admin.get('/api/admin/customers')).body.customers as { id: string; slug: string }[];
    orgId = customers.find((c) => c.slug !== 'platform')!.id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it("is the product administrator's alone: a director, a manager and another organisation's director are refused", async () => {
    const created = await admin.post('/api/admin/customers', {
      name: 'Elsewhere Care',
      slug: `elsewhere-${driver}`,
      director: { name: 'Other Director', email: 'other.director@elsewhere.test' },
    });
    const token = new URL(created.body.invite.link, 'http://x').searchParams.get('token');
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/set-password',
          payload: { token, password: 'Quilted-Heron-Saffron-71' },
        })
      ).statusCode,
    ).toBe(200);
    const other = as(server.app, await login(server.app, 'other.director@elsewhere.test', 'Quilted-Heron-Saffron-71'));
    const file = await upload('people.csv', 'First name,Last name\nA,B\n');
    for (const who of [
      await login(server.app, 'director@demo.care'),
      await login(server.app, 'manager.oak@demo.care'),
      other.cookie,
    ]) {
      const c = as(server.app, who);
      for (const [method, url, body] of [
        ['GET', `${BASE}/targets?organisationId=${orgId}`],
        ['GET', `${BASE}/imports`],
        [
          'POST',
          `${BASE}/dry-run`,
          {
            organisationId: orgId,
            fileId: file.body.id,
            target: 'young-people',
            columns: { 'First name': 'firstName' },
          },
        ],
        [
          'POST',
          `${BASE}/imports`,
          {
            organisationId: orgId,
            fileId: file.body.id,
            target: 'young-people',
            columns: { 'First name': 'firstName' },
          },
        ],
        ['POST', `${BASE}/mappings`, { organisationId: orgId, target: 'homes', name: 'x', columns: {} }],
      ] as const) {
        const res = method === 'GET' ? await c.get(url) : await c.post(url, body);
        expect(res.status, `${method} ${url}`).toBe(403);
      }
      const res = await server.app.inject({
        method: 'POST',
        url: `${BASE}/files`,
        ...multipart('a.csv', 'a\n1\n'),
        headers: { ...multipart('a.csv', 'a\n1\n').headers, cookie: who },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it("offers every target with its fields (nested paths, titles in the home type's wording) and a first guess", async () => {
    const targets = (await admin.get(`${BASE}/targets?organisationId=${orgId}`)).body.targets as {
      id: string;
      title: string;
    }[];
    expect(targets.map((t) => t.id)).toEqual(
      expect.arrayContaining(['homes', 'staff', 'young-people', 'record:daily-log', 'record:incident']),
    );
    const file = await upload(
      'logs.csv',
      'Young person,Date,Shift,How the young person presented,Health and wellbeing\nJayden Carter,01/03/2026,Early,Settled,Fine\n',
    );
    const daily = (await admin.get(`${BASE}/targets/record:daily-log?organisationId=${orgId}&fileId=${file.body.id}`))
      .body;
    expect(daily.fields.find((f: { path: string }) => f.path === 'shift')).toMatchObject({
      title: 'Shift',
      type: 'choice',
      required: true,
    });
    expect(daily.guess).toMatchObject({
      'Young person': '@youngPerson',
      Date: 'date',
      Shift: 'shift',
      'Health and wellbeing': 'health',
    });
    const nested = (await admin.get(`${BASE}/targets/record:incident?organisationId=${orgId}`)).body.fields as {
      path: string;
    }[];
    expect(nested.some((f) => f.path.includes('.'))).toBe(true);
    expect((await admin.get(`${BASE}/targets/record:no-such-kind?organisationId=${orgId}`)).status).toBe(422);
    expect((await admin.get(`${BASE}/targets/homes?organisationId=00000000-0000-4000-8000-000000000000`)).status).toBe(
      422,
    );
  });

  it('saves a mapping by name per organisation and target, and offers it again', async () => {
    const saved = await admin.post(`${BASE}/mappings`, {
      organisationId: orgId,
      target: 'record:daily-log',
      name: 'Old spreadsheet',
      columns: { Date: 'date', Shift: 'shift' },
    });
    expect(saved.status).toBe(201);
    await admin.post(`${BASE}/mappings`, {
      organisationId: orgId,
      target: 'record:daily-log',
      name: 'Old spreadsheet',
      columns: { Day: 'date' },
    });
    const t = (await admin.get(`${BASE}/targets/record:daily-log?organisationId=${orgId}`)).body;
    expect(t.mappings).toHaveLength(1);
    expect(t.mappings[0]).toMatchObject({ name: 'Old spreadsheet', columns: { Day: 'date' } });
    const bad = await admin.post(`${BASE}/mappings`, {
      organisationId: orgId,
      target: 'record:daily-log',
      name: 'Bad',
      columns: { Day: 'no.such.field' },
    });
    expect(bad.status).toBe(422);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  const logColumns = {
    'Young person': '@youngPerson',
    Date: 'date',
    Shift: 'shift',
    Presentation: 'presentation',
    Health: 'health',
    'Minutes with them': 'faceToFaceMin',
  };
  const logCsv = (rows: string[]) =>
    `Young person,Date,Shift,Presentation,Health,Minutes with them\n${rows.join('\n')}\n`;

  it("dry run: reports every failing row and field with the definition's messages, and writes nothing", async () => {
    const file = await upload(
      'daily.csv',
      logCsv([
        'Jayden Carter,01/03/2026,Early,Settled,"=HYPERLINK(""http://evil.test"")",30',
        'Nobody Here,02/03/2026,Late,Settled,ok,10',
        'Amelia Hughes,31/02/2026,Brunch,Settled,ok,ninety',
        'Amelia Hughes,,Late,,ok,5',
      ]),
    );
    expect(file.status).toBe(201);
    expect(file.body).toMatchObject({ rowCount: 4, headers: Object.keys(logColumns) });
    const before = await count('select count(*) as n from records');
    const report = (
      await admin.post(`${BASE}/dry-run`, {
        organisationId: orgId,
        fileId: file.body.id,
        target: 'record:daily-log',
        columns: logColumns,
      })
    ).body;
    expect(report).toMatchObject({ rows: 4, valid: 1, failedRows: 3 });
    const at = (row: number, path: string) =>
      report.errors.find((e: { row: number; path: string }) => e.row === row && e.path === path);
    expect(at(3, '@youngPerson')).toMatchObject({
      column: 'Young person',
      message: expect.stringContaining('no young person'),
    });
    expect(at(4, 'date')).toMatchObject({ column: 'Date', message: 'must be a valid date' });
    expect(at(4, 'shift')).toMatchObject({ column: 'Shift', message: 'must be one of the listed options' });
    expect(at(4, 'faceToFaceMin')).toMatchObject({ column: 'Minutes with them', message: 'must be a whole number' });
    expect(at(5, 'date')).toMatchObject({ message: 'is required' });
    expect(await count('select count(*) as n from records')).toBe(before);
    // the report as CSV: a cell a spreadsheet would run is written as text
    const csv = await server.app.inject({
      method: 'POST',
      url: `${BASE}/dry-run?format=csv&reason=Checking`,
      headers: { cookie: admin.cookie },
      payload: {
        organisationId: orgId,
        fileId: file.body.id,
        target: 'record:daily-log',
        columns: { ...logColumns, Health: 'shift', Shift: '' },
      },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Row,Column,Field,Message');
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    // a refused run writes nothing and is in the history as refused, with its failing rows counted
    const run = await admin.post(`${BASE}/imports`, {
      organisationId: orgId,
      fileId: file.body.id,
      target: 'record:daily-log',
      columns: logColumns,
    });
    expect(run.status).toBe(422);
    expect(run.body.errors[0].path).toMatch(/^\/rows\/3\//);
    expect(await count('select count(*) as n from records')).toBe(before);
    const history = (await admin.get(`${BASE}/imports`)).body.imports;
    expect(history[0]).toMatchObject({ fileName: 'daily.csv', status: 'refused', rows: 4, written: 0, failed: 3 });
  });

  it('imports all rows with their version ("imported from file F, row N"), lists it, and undoes it by archiving, once', async () => {
    const file = await upload(
      'good daily.csv',
      logCsv([
        'Jayden Carter,01/03/2026,Early,Settled,"=1+2 is data, not a formula",30',
        'Amelia Hughes,02/03/2026,Late,Mixed,@home all day,15',
      ]),
    );
    const run = await admin.post(`${BASE}/imports`, {
      organisationId: orgId,
      fileId: file.body.id,
      target: 'record:daily-log',
      columns: logColumns,
    });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({
      status: 'done',
      rows: 2,
      written: 2,
      failed: 0,
      progress: 100,
      ranByName: expect.any(String),
    });
    const made = await server.store.db.query<{
      id: string;
      data: { health: string; shift: string; date: string };
      status: string;
      change_reason: string;
      author_id: string;
      archived_at: Date | null;
    }>(
      `select r.id, r.data, r.status, r.change_reason, r.author_id, r.archived_at from records r join data_import_items i on i.entity_id = r.id where i.import_id = $1 order by i.row_number`,
      [run.body.id],
    );
    expect(made.map((r) => r.change_reason)).toEqual([
      'Imported from file good daily.csv, row 2',
      'Imported from file good daily.csv, row 3',
    ]);
    expect(made[0].data).toMatchObject({ health: '=1+2 is data, not a formula', shift: 'early', date: '2026-03-01' });
    expect(made[0].status).toBe('ongoing'); // the workflow's first status (Draft): no one has signed it here
    // the record's history shows the import as its first version (read as the director)
    const director = as(server.app, await login(server.app, 'director@demo.care'));
    const revisions = (await director.get(`/api/records/daily-log/${made[0].id}/revisions`)).body;
    expect(JSON.stringify(revisions)).toContain('Imported from file good daily.csv, row 2');
    const history = (await admin.get(`${BASE}/imports`)).body.imports;
    expect(history[0]).toMatchObject({
      id: run.body.id,
      fileName: 'good daily.csv',
      target: 'record:daily-log',
      targetTitle: 'Daily log',
      rows: 2,
      written: 2,
      failed: 0,
      status: 'done',
    });

    const undo = await admin.post(`${BASE}/imports/${run.body.id}/undo`);
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ run: { status: 'undone' }, archived: { records: 2 } });
    const after = await server.store.db.query<{ archived_at: Date | null; version: number }>(
      `select archived_at, version from records where id = any($1::uuid[])`,
      [made.map((m) => m.id)],
    );
    expect(after.every((r) => r.archived_at && r.version === 2)).toBe(true);
    expect(
      await count('select count(*) as n from record_revisions where record_id = any($1::uuid[])', [
        made.map((m) => m.id),
      ]),
    ).toBe(2);
    const again = await admin.post(`${BASE}/imports/${run.body.id}/undo`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ run: { status: 'undone' }, archived: null });
    expect(
      await count(`select count(*) as n from activity_audit where action = 'data-import.undo' and entity_id = $1`, [
        run.body.id,
      ]),
    ).toBe(1);
    expect(
      await count(`select count(*) as n from activity_audit where action = 'data-import.run' and entity_id = $1`, [
        run.body.id,
      ]),
    ).toBe(1);
    expect(await count('select count(*) as n from records where id = any($1::uuid[])', [made.map((m) => m.id)])).toBe(
      2,
    );
  });

  it('imports homes, staff (by home name) and young people (by home and key worker), from CSV and Excel', async () => {
    const homes = await upload('homes.csv', "Name,Type,Address\nBirch Lodge,Children's home,1 Birch Road\n");
    expect(
      (
        await admin.post(`${BASE}/imports`, {
          organisationId: orgId,
          fileId: homes.body.id,
          target: 'homes',
          columns: { Name: 'name', Type: 'type', Address: 'address' },
        })
      ).status,
    ).toBe(201);
    const staffCsv =
      'Name,Email,Homes,Manager\nRowan Price,rowan.price@demo.care,Birch Lodge,yes\nSam Dee,sam.dee@demo.care,Birch Lodge;Oak House,no\n';
    const staff = await upload('staff.csv', staffCsv);
    const staffRun = await admin.post(`${BASE}/imports`, {
      organisationId: orgId,
      fileId: staff.body.id,
      target: 'staff',
      columns: { Name: 'name', Email: 'email', Homes: 'homeIds', Manager: 'isManager' },
    });
    expect(staffRun.status).toBe(201);
    // the same emails again are refused: already logins of the organisation
    const again = await upload('staff.csv', staffCsv);
    const dry = (
      await admin.post(`${BASE}/dry-run`, {
        organisationId: orgId,
        fileId: again.body.id,
        target: 'staff',
        columns: { Name: 'name', Email: 'email' },
      })
    ).body;
    expect(dry.errors[0]).toMatchObject({
      row: 2,
      column: 'Email',
      path: 'email',
      message: 'is already a login of this organisation',
    });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Residents');
    sheet.addRow(['First name', 'Last name', 'Home', 'Date of birth', 'Key worker']);
    sheet.addRow(['Noah', 'Ellis', 'Birch Lodge', new Date(Date.UTC(2011, 4, 9)), 'rowan.price@demo.care']);
    sheet.addRow(['Ivy', 'Marsh', 'Birch Lodge', '09/10/2012', 'Rowan Price']);
    const xlsx = await upload(
      'residents.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.body).toMatchObject({ format: 'xlsx', rowCount: 2 });
    const yp = (await admin.get(`${BASE}/targets/young-people?organisationId=${orgId}&fileId=${xlsx.body.id}`)).body;
    expect(yp.guess).toEqual({
      'First name': 'firstName',
      'Last name': 'lastName',
      Home: 'homeId',
      'Date of birth': 'dateOfBirth',
      'Key worker': 'keyWorkerId',
    });
    const ypRun = await admin.post(`${BASE}/imports`, {
      organisationId: orgId,
      fileId: xlsx.body.id,
      target: 'young-people',
      columns: yp.guess,
    });
    expect(ypRun.status).toBe(201);
    const rows = await server.store.db.query<{ date_of_birth: string; key: string }>(
      `select y.date_of_birth::text, k.email as key from young_people y join users k on k.id = y.key_worker_id where y.last_name in ('Ellis', 'Marsh') order by y.last_name`,
    );
    expect(rows).toEqual([
      { date_of_birth: '2011-05-09', key: 'rowan.price@demo.care' },
      { date_of_birth: '2012-10-09', key: 'rowan.price@demo.care' },
    ]);
    // a placing authority's social worker imported with a home and as a manager holds neither: not staff of a home
    const worker = await upload(
      'social-workers.csv',
      'Name,Email,Role,Homes,Manager\nDee Okafor,dee.okafor@council.example,social_worker,Birch Lodge,yes\n',
    );
    const workerRun = await admin.post(`${BASE}/imports`, {
      organisationId: orgId,
      fileId: worker.body.id,
      target: 'staff',
      columns: { Name: 'name', Email: 'email', Role: 'role', Homes: 'homeIds', Manager: 'isManager' },
    });
    expect(workerRun.status).toBe(201);
    const [dee] = await server.store.db.query<{
      role: string;
      is_manager: boolean;
      show_in_rota: boolean;
      homes: number;
    }>(
      `select u.role, u.is_manager, u.show_in_rota, (select count(*)::int from user_homes h where h.user_id = u.id) as homes
         from users u where u.email = 'dee.okafor@council.example'`,
    );
    expect(dee).toEqual({ role: 'social_worker', is_manager: false, show_in_rota: false, homes: 0 });
    // undoing the staff import ends their logins (archived, not deleted)
    await admin.post(`${BASE}/imports/${staffRun.body.id}/undo`);
    expect(
      await count(
        `select count(*) as n from users where email in ('rowan.price@demo.care', 'sam.dee@demo.care') and not active`,
      ),
    ).toBe(2);
  });

  it('headings matched loosely are suggested to confirm; a file with no home column can put every row in one home', async () => {
    const homes = await server.store.db.query<{ id: string; name: string }>(
      `select id, name from homes where org_id = $1 and archived_at is null order by name`,
      [orgId],
    );
    const file = await upload(
      'movers.csv',
      'FIRST NAME,Last-name,Move in,Date  of  birth\nPoppy,Reed,03/11/2026,14/02/2012\nLeo,Hart,04/11/2026,\n',
    );
    const detail = (await admin.get(`${BASE}/targets/young-people?organisationId=${orgId}&fileId=${file.body.id}`))
      .body;
    expect(detail.guess).toEqual({
      'FIRST NAME': 'firstName',
      'Last-name': 'lastName',
      'Move in': 'moveInDate',
      'Date  of  birth': 'dateOfBirth',
    });
    expect(Object.keys(detail.loose)).toEqual(['Move in']); // the one to confirm: not the field's title, but like it
    expect(detail.loose['Move in'].field).toBe('moveInDate');
    expect(detail.homeField).toBe('homeId');
    expect(detail.homes).toEqual(homes.map((h) => ({ id: h.id, name: h.name }))); // the current homes, to choose from
    const body = (extra: object) => ({
      organisationId: orgId,
      fileId: file.body.id,
      target: 'young-people',
      columns: detail.guess,
      ...extra,
    });
    // with no home, every row fails on it
    expect((await admin.post(`${BASE}/dry-run`, body({}))).body.failedRows).toBe(2);
    // a home not of this organisation, or a home as well as a home column: refused at /homeId, nothing written
    const before = await count(`select count(*) as n from young_people where org_id = $1`, [orgId]);
    const stranger = await admin.post(`${BASE}/dry-run`, body({ homeId: '00000000-0000-4000-8000-000000000000' }));
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors).toEqual([{ path: '/homeId', message: 'is not a current home of this organisation' }]);
    const both = await admin.post(`${BASE}/dry-run`, {
      ...body({ homeId: homes[0].id }),
      columns: { ...detail.guess, 'Last-name': 'homeId' },
    });
    expect(both.body.errors).toEqual([{ path: '/homeId', message: "a column already gives each row's home" }]);
    const records = await admin.post(`${BASE}/dry-run`, {
      organisationId: orgId,
      fileId: file.body.id,
      target: 'record:daily-log',
      columns: { 'Move in': 'date' },
      homeId: homes[0].id,
    });
    expect(records.body.errors).toEqual([{ path: '/homeId', message: 'is not needed for this target' }]);
    expect((await admin.post(`${BASE}/dry-run`, body({ homeId: 'oak' }))).status).toBe(400);
    // every row in the chosen home
    const dry = (await admin.post(`${BASE}/dry-run`, body({ homeId: homes[0].id }))).body;
    expect(dry).toMatchObject({ rows: 2, valid: 2, failedRows: 0 });
    expect(await count(`select count(*) as n from young_people where org_id = $1`, [orgId])).toBe(before);
    const run = await admin.post(`${BASE}/imports`, body({ homeId: homes[0].id }));
    expect(run.status).toBe(201);
    const made = await server.store.db.query<{ home_id: string; move_in_date: string }>(
      `select home_id, move_in_date::text from young_people where org_id = $1 and last_name in ('Reed', 'Hart') order by last_name`,
      [orgId],
    );
    expect(made).toEqual([
      { home_id: homes[0].id, move_in_date: '2026-11-04' },
      { home_id: homes[0].id, move_in_date: '2026-11-03' },
    ]);
    await admin.post(`${BASE}/imports/${run.body.id}/undo`);
  });

  it('reads UTF-8 with a BOM and Windows-1252; refuses missing or duplicate headings, huge cells, old .xls and a zip bomb with problem+json', async () => {
    const bom = await upload(
      'bom.csv',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Name,Type\nZoë Court,Supported accommodation\n')]),
    );
    expect(bom.body.headers).toEqual(['Name', 'Type']);
    expect(bom.body.sample[0][0]).toBe('Zoë Court');
    const cp1252 = await upload(
      'excel.csv',
      Buffer.from([...Buffer.from('Name\nCaf'), 0xe9, ...Buffer.from(' House '), 0x80, 0x0a]),
    );
    expect(cp1252.body.sample[0][0]).toBe('Café House €');
    const refused = async (name: string, content: Buffer | string, pattern: RegExp) => {
      const res = await upload(name, content);
      expect(res.status, name).toBe(400);
      expect(res.type).toContain('application/problem+json');
      expect(res.body.errors[0].path).toBe('/file');
      expect(res.body.detail).toMatch(pattern);
    };
    await refused('no-heading.csv', 'Name,,Type\na,b,c\n', /Column 2 has no heading/);
    await refused('twice.csv', 'Name,Type,name\na,b,c\n', /used twice/);
    await refused('empty.csv', 'Name,Type\n', /no rows/);
    await refused('huge.csv', `Name\n${'x'.repeat(40_000)}\n`, /can hold up to 32767/);
    await refused('old.xls', 'whatever', /\.xls/);
    process.env.DATA_MIGRATION_XLSX_MAX_MB = '5'; // the same check as at 300 MB, without 300 MB of zeros in the test
    try {
      await refused('bomb.xlsx', zipOf('xl/worksheets/sheet1.xml', 12 * 1024 * 1024), /unpacks to more than 5 MB/);
    } finally {
      delete process.env.DATA_MIGRATION_XLSX_MAX_MB;
    }
    await refused('broken.csv', 'Name,Type\n"unclosed,b\n', /not well-formed CSV/);
    expect(await count('select count(*) as n from data_import_files where file_name = $1', ['bomb.xlsx'])).toBe(0);
  });

  it('bad bodies are problem+json with the field path and change nothing', async () => {
    const file = await upload('homes2.csv', 'Name,Type\nX,Y\n');
    const cases: [unknown, string][] = [
      [{ organisationId: orgId, fileId: file.body.id, target: 'homes', columns: { Nope: 'name' } }, '/columns/Nope'],
      [{ organisationId: orgId, fileId: file.body.id, target: 'homes', columns: { Name: 'colour' } }, '/columns/Name'],
      [{ organisationId: orgId, fileId: file.body.id, target: 'homes', columns: {} }, '/columns'],
      [{ organisationId: orgId, fileId: orgId, target: 'homes', columns: { Name: 'name' } }, '/fileId'],
    ];
    const before = await count('select count(*) as n from data_imports');
    for (const [body, path] of cases) {
      const res = await admin.post(`${BASE}/imports`, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[0].path).toBe(path);
    }
    expect(
      (
        await admin.post(`${BASE}/imports`, {
          organisationId: orgId,
          fileId: file.body.id,
          target: 'record:../x',
          columns: {},
        })
      ).status,
    ).toBe(400);
    expect(await count('select count(*) as n from data_imports')).toBe(before);
    expect((await admin.post(`${BASE}/imports/${orgId}/undo`)).status).toBe(404);
  });

  it('a larger file runs as a job: the run is queued, its progress can be read, and it ends done', async () => {
    process.env.DATA_MIGRATION_INLINE_ROWS = '50';
    let workers: Workers | null = null;
    try {
      workers = await startWorkers({
        store: server.store,
        redisUrl: REDIS_URL,
        prefix: jobsPrefix,
        queues: ['data-migration'],
        schedules: false,
        relay: false,
        log: { info() {}, warn() {}, error() {} },
      });
      const rows = Array.from(
        { length: 300 },
        (_, i) => `Jayden Carter,${String((i % 28) + 1).padStart(2, '0')}/01/2026,Late,Settled,Row ${i},${i % 100}`,
      );
      const file = await upload('big.csv', logCsv(rows));
      const queued = await admin.post(`${BASE}/imports`, {
        organisationId: orgId,
        fileId: file.body.id,
        target: 'record:daily-log',
        columns: logColumns,
      });
      expect(queued.status).toBe(202);
      expect(['queued', 'running', 'done']).toContain(queued.body.status);
      let run = queued.body;
      for (let i = 0; i < 600 && run.status !== 'done' && run.status !== 'refused'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        run = (await admin.get(`${BASE}/imports/${queued.body.id}`)).body;
        expect(run.progress).toBeGreaterThanOrEqual(0);
      }
      expect(run).toMatchObject({ status: 'done', rows: 300, written: 300, progress: 100 });
      expect(await count('select count(*) as n from data_import_items where import_id = $1', [run.id])).toBe(300);
    } finally {
      delete process.env.DATA_MIGRATION_INLINE_ROWS;
      await workers?.close();
    }
  }, 90_000);
});
