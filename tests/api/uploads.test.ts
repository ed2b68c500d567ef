// Uploads: a file is kept and downloaded under a name whose extension matches what its bytes are (a PDF named
// x.html is x.pdf), types the locker does not keep are refused by content, not by name; and one upload never
// stalls everyone: a zip-bomb workbook is read (and refused) in a worker thread while /api/health answers.
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoPeople } from '../helpers/fixtures.ts';
import { login, startTestServer, type TestServer } from '../helpers/server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fields: Record<string, string>, file: { name: string; type: string; content: Buffer }) {
  const boundary = '----uploads' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('uploads keep the extension of what they are', () => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof demoPeople>>;
  let staff: Awaited<ReturnType<typeof clientFor>>;
  const upload = async (
    url: string,
    fields: Record<string, string>,
    file: { name: string; type: string; content: Buffer },
  ) => {
    const m = multipart(fields, file);
    const res = await server.app.inject({
      method: 'POST',
      url,
      payload: m.payload,
      headers: { ...m.headers, cookie: staff.cookie },
    });
    return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
  };
  const download = (url: string) => server.app.inject({ url, headers: { cookie: staff.cookie } });

  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg' });
    people = await demoPeople(server);
    staff = await clientFor(server, 'staff.oak@demo.care');
  }, 120_000);
  afterAll(async () => server?.close());

  it('a PDF named x.html is kept, listed and downloaded as x.pdf; a name without an extension gets one', async () => {
    const yp = { youngPersonId: people.oakYp.id };
    const pdf = await upload('/api/documents', yp, { name: 'x.html', type: 'application/pdf', content: PDF });
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(201);
    expect(pdf.body).toMatchObject({ fileName: 'x.pdf', contentType: 'application/pdf' });
    const got = await download(pdf.body.downloadUrl);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="x\.pdf"/);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    const listed = (await staff.get(`/api/documents?youngPerson=${people.oakYp.id}`)).body.find(
      (d: { id: string }) => d.id === pdf.body.id,
    );
    expect(listed.fileName).toBe('x.pdf');

    expect((await upload('/api/documents', yp, { name: 'photo', type: 'image/png', content: PNG })).body.fileName).toBe(
      'photo.png',
    );
    expect(
      (await upload('/api/documents', yp, { name: 'Scan.PNG', type: 'image/png', content: PNG })).body.fileName,
    ).toBe('Scan.PNG');
    expect(
      (
        await upload('/api/documents', yp, {
          name: 'page.html',
          type: 'text/plain',
          content: Buffer.from('<script>alert(1)</script>'),
        })
      ).body.fileName,
    ).toBe('page.txt');
  });

  it('a name kept before the rule downloads with the extension of its type', async () => {
    const doc = await upload(
      '/api/documents',
      { youngPersonId: people.oakYp.id },
      { name: 'letter.pdf', type: 'application/pdf', content: PDF },
    );
    await server.store.db.query(`update documents set file_name = 'letter.html' where id = $1`, [doc.body.id]);
    const got = await download(doc.body.downloadUrl);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="letter\.pdf"/);
  });

  it('a receipt named x.html holding a PDF is x.pdf too', async () => {
    const r = await upload(
      '/api/accounts/receipts',
      { homeId: people.oak.id },
      { name: 'till.html', type: 'application/pdf', content: PDF },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.fileName).toBe('till.pdf');
    const entry = await staff.post('/api/accounts/entries', {
      homeId: people.oak.id,
      entryDate: new Date().toISOString().slice(0, 10),
      direction: 'in',
      amountPence: 100,
      category: 'food',
      description: 'Refund',
      receiptDocumentId: r.body.id,
    });
    expect(entry.status, JSON.stringify(entry.body)).toBe(201);
    const got = await download(entry.body.receiptUrl);
    expect(got.headers['content-disposition']).toContain('filename="till.pdf"');
  });

  it('types are told by content: a bare zip is not a Word document, HTML is not kept as HTML, an executable not at all', async () => {
    const yp = { youngPersonId: people.oakYp.id };
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const word = await upload('/api/documents', yp, {
      name: 'minutes.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      content: zip,
    });
    expect(word.status).toBe(415);
    expect(word.type).toContain('application/problem+json');
    expect(word.body.errors).toEqual([{ path: '/file', message: 'does not match its type' }]);
    expect(
      (
        await upload('/api/documents', yp, {
          name: 'page.html',
          type: 'text/html',
          content: Buffer.from('<html></html>'),
        })
      ).status,
    ).toBe(415);
    expect((await upload('/api/documents', yp, { name: 'photo.png', type: 'image/png', content: PDF })).status).toBe(
      415,
    );
    expect(
      (
        await upload('/api/documents', yp, {
          name: 'notes.txt',
          type: 'text/plain',
          content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'),
        })
      ).status,
    ).toBe(415);
  });
});

/** An .xlsx-named zip whose sheet inflates to `mb` MB of one repeated row (deflated about a thousand to one). */
async function zipBomb(mb: number): Promise<Buffer> {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const row = Buffer.alloc(1024 * 1024, '<row r="1"><c t="s"><v>0</v></c></row>');
  for (let i = 0; i < mb; i++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(chunks);
  const size = mb * 1024 * 1024;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('one upload never stalls everyone', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer({ driver: 'pg', listen: true });
    cookie = await login(server.app, 'admin@care-records.app');
  }, 120_000);
  afterAll(async () => server?.close());

  it('a zip-bomb workbook is read off the event loop and refused, while /api/health answers', async () => {
    const bomb = await zipBomb(400);
    console.log(`zip bomb: ${Math.round(bomb.length / 1024)} kB inflating to 400 MB`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bomb)]), 'bomb.xlsx');
    const started = performance.now();
    let uploadDone = false;
    const upload = fetch(`${server.url}/api/admin/data-migration/files`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    }).then(async (r) => {
      uploadDone = true;
      return { status: r.status, type: r.headers.get('content-type'), body: await r.json() };
    });
    // while the reader works, health answers, one request after another; each one's time is printed
    const latencies: number[] = [];
    while (!uploadDone) {
      const t = performance.now();
      const health = await fetch(`${server.url}/api/health`);
      await health.arrayBuffer();
      if (uploadDone) break;
      expect(health.status).toBeLessThan(600);
      latencies.push(performance.now() - t);
    }
    const answer = await upload;
    console.log(
      `upload refused after ${Math.round(performance.now() - started)} ms; /api/health answered ${latencies.length} times meanwhile, ` +
        `slowest ${Math.round(Math.max(0, ...latencies))} ms, median ${Math.round([...latencies].sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? 0)} ms`,
    );
    // Read on the event loop, the bomb would let one health answer through at most (while its bytes arrive); the
    // reader thread may already be running from an earlier file in this process, so answers are what is counted.
    expect(latencies.length, 'health was not answered while the upload was read').toBeGreaterThanOrEqual(3);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('application/problem+json');
    expect(answer.body.errors).toEqual([{ path: '/file', message: expect.stringMatching(/unpacks to more than/) }]);
  }, 120_000);

  it('an ordinary CSV is still read (in its worker) and answered with its headings', async () => {
    const form = new FormData();
    form.append('file', new Blob(['First name,Last name\nAmelia,Hughes\n']), 'people.csv');
    const res = await fetch(`${server.url}/api/admin/data-migration/files`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ headers: ['First name', 'Last name'], rowCount: 1 });
  });
});
