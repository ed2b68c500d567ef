// The pure parts of the developer tools: where webhooks may go (SSRF), which events a change raises,
// the signature, operation ids, and what an API token may do (never more than its maker).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isApiToken, scopesBeyond, tokenCaller, tokenHash } from '../../engine/access/api-token.ts';
import { eventsOf, payloadOf, WEBHOOK_EVENTS } from '../../engine/developer/events.ts';
import { newWebhookSecret, sign, SIGNATURE_HEADER, verify } from '../../engine/developer/signature.ts';
import {
  guardedLookup,
  isPrivateAddress,
  localTargetsAllowed,
  privateTargetsAllowed,
  resolvedTargetProblem,
  targetProblem,
} from '../../engine/developer/targets.ts';
import { operationIdFor } from '../../engine/http/openapi.ts';
import type { UserRow } from '../../engine/store/rows.ts';

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.3.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('%s is refused', (a) => {
    expect(isPrivateAddress(a)).toBe(true);
  });
  it.each(['8.8.8.8', '172.32.0.1', '93.184.216.34', '2a00:1450:4009:80b::200e', '::ffff:8.8.8.8'])(
    '%s is public',
    (a) => {
      expect(isPrivateAddress(a)).toBe(false);
    },
  );
  it('a URL must be https to a public host, unless private targets are allowed', () => {
    expect(targetProblem('https://hooks.example.org/care', false)).toBeNull();
    expect(targetProblem('http://hooks.example.org/care', false)).toBe('must start with https://');
    expect(targetProblem('https://localhost:8080/', false)).toMatch(/public address/);
    expect(targetProblem('https://[fe80::1]/', false)).toMatch(/public address/);
    expect(targetProblem('https://a:b@example.org/', false)).toMatch(/user name/);
    expect(targetProblem('ftp://example.org/', true)).toBe('must start with https://');
    expect(targetProblem('http://127.0.0.1:9999/x', true)).toBeNull();
    expect(targetProblem('::', false)).toBe('is not a URL');
  });
  // every way of writing an address that is not public, as a URL's host (the URL parser's own forms included)
  const notPublic = [
    '[::127.0.0.1]',
    '[::7f00:1]',
    '[::ffff:0:7f00:1]',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[2002:7f00:1::]',
    '[2002:a00:1::1]',
    '[64:ff9b::7f00:1]',
    '[64:ff9b::a9fe:a9fe]',
    '[64:ff9b:1::8.8.8.8]',
    '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
    '[2001:0:7f00:1::808:808]',
    '0177.0.0.1',
    '0x7f.1',
    '2130706433',
    '127.1',
    '127.000.000.001',
    '017700000001',
    '0x7f000001',
    '[0:0:0:0:0:0:0:1]',
    '[::0:1]',
    '[fe80::1]',
    '[fd12:3456::1]',
    '[fc00::1]',
    '[fec0::1]',
    '[ff02::1]',
    '[::]',
    '0.0.0.0',
    '0',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '[::ffff:a9fe:a9fe]',
    '10.0.0.1',
    '172.16.0.1',
    '192.168.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.1',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '[2001:db8::1]',
    'localhost.',
    'LOCALHOST',
  ];
  it.each(notPublic)('https://%s/ is refused as written', (host) => {
    expect(targetProblem(`https://${host}/hook`, false)).toBe(
      'must be a public address (not private, loopback or link-local)',
    );
  });
  it.each([
    '8.8.8.8',
    '[2a00:1450:4009:80b::200e]',
    '[::ffff:8.8.8.8]',
    '[2002:808:808::1]',
    '[64:ff9b::808:808]',
    '1.1.1.1.',
  ])('https://%s/ is public', (host) => {
    expect(targetProblem(`https://${host}/hook`, false)).toBeNull();
  });
  it('a name is refused when any address it resolves to is not public, without saying which', async () => {
    const answers: Record<string, string[]> = {
      'mixed.example': ['93.184.216.34', '10.0.0.7'],
      'mapped.example': ['::ffff:0:7f00:1'],
      'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
    };
    const dns = async (host: string) => (answers[host] ?? []).map((address) => ({ address }));
    expect(await resolvedTargetProblem('https://mixed.example/hook', false, false, dns)).toBe(
      'must be a public address (not private, loopback or link-local)',
    );
    expect(await resolvedTargetProblem('https://mapped.example/hook', false, false, dns)).toMatch(/public address/);
    expect(await resolvedTargetProblem('https://public.example/hook', false, false, dns)).toBeNull();
    expect(await resolvedTargetProblem('https://mixed.example/hook', true, false, dns)).toBeNull();
    // the system resolver: a name that does not resolve is checked again on sending
    expect(await resolvedTargetProblem('https://no-such-host.invalid/hook', false)).toBeNull();
  });
});

describe('the connection-time address check (DNS rebinding)', () => {
  const look = (allow: boolean, host: string, options: object) =>
    new Promise<{ err: Error | null; address: unknown; family?: number }>((resolve) => {
      guardedLookup(allow)(host, options, (err, address, family) => resolve({ err, address, family }));
    });
  it('refuses a name that resolves to a private address, unless allowed', async () => {
    const refused = await look(false, 'localhost', {});
    expect(refused.err?.message).toBe('refused: not a public address'); // not what the name resolves to
    expect((refused.err as NodeJS.ErrnoException).code).toBe('EPRIVATE');
    const one = await look(true, 'localhost', { family: 4 });
    expect(one).toEqual({ err: null, address: '127.0.0.1', family: 4 });
    const all = await look(true, 'localhost', { family: 4, all: true });
    expect(all.err).toBeNull();
    expect(all.address).toEqual([{ address: '127.0.0.1', family: 4 }]);
    const none = await look(true, 'no-such-host.invalid', {});
    expect(none.err).not.toBeNull();
    expect(none.address).toEqual([]);
  });
  it('private targets only by WEBHOOK_ALLOW_PRIVATE_TARGETS=true', () => {
    expect(privateTargetsAllowed({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toBe(true);
    expect(privateTargetsAllowed({ WEBHOOK_ALLOW_PRIVATE_TARGETS: '1' })).toBe(false);
    expect(privateTargetsAllowed({})).toBe(false);
  });
  it("a developer's local receiver: WEBHOOKS_ALLOW_LOCAL=1 outside production, this machine only", async () => {
    expect(localTargetsAllowed({ NODE_ENV: 'development', WEBHOOKS_ALLOW_LOCAL: '1' })).toBe(true);
    expect(localTargetsAllowed({ WEBHOOKS_ALLOW_LOCAL: '1' })).toBe(true);
    expect(localTargetsAllowed({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOCAL: '1' })).toBe(false);
    expect(localTargetsAllowed({ NODE_ENV: 'development' })).toBe(false);
    expect(targetProblem('http://127.0.0.1:4000/hook', false, true)).toBeNull();
    expect(targetProblem('http://localhost:4000/hook', false, true)).toBeNull();
    expect(targetProblem('http://[::1]:4000/hook', false, true)).toBeNull();
    expect(targetProblem('http://[::ffff:127.0.0.1]:4000/hook', false, true)).toBeNull();
    expect(targetProblem('http://10.0.0.5/hook', false, true)).toBe('must start with https://');
    expect(targetProblem('https://10.0.0.5/hook', false, true)).toMatch(/public address/);
    expect(targetProblem('http://127.0.0.1:4000/hook', false, false)).toBe('must start with https://');
    const local = await new Promise<{ err: Error | null; address: unknown }>((resolve) => {
      guardedLookup(false, true)('localhost', { family: 4 }, (err, address) => resolve({ err, address }));
    });
    expect(local).toEqual({ err: null, address: '127.0.0.1' });
  });
});

describe('webhook events', () => {
  const change = (action: string, status = 'ongoing', kind = 'daily-log') => ({
    recordId: 'r1',
    kind,
    action,
    status,
    version: 2,
  });
  const all = new Set([
    'record.created',
    'record.updated',
    'record.submitted',
    'record.signed_off',
    'record.reopened',
    'record.archived',
    'record.restored',
    'incident.restraint',
  ]);
  const no = async () => false;
  it.each([
    ['create', 'record.created'],
    ['update', 'record.updated'],
    ['submit', 'record.submitted'],
    ['reopen', 'record.reopened'],
    ['archive', 'record.archived'],
    ['unarchive', 'record.restored'],
  ])('%s raises %s', async (action, event) => {
    expect(await eventsOf(change(action), no, all)).toEqual([event]);
  });
  it('a sign-off raises signed_off only when it completes the record', async () => {
    expect(await eventsOf(change('sign-off', 'signoffs_pending'), no, all)).toEqual([]);
    expect(await eventsOf(change('sign-off', 'complete'), no, all)).toEqual(['record.signed_off']);
  });
  it('incident.restraint: an incident submitted with a restraint, asked only when someone wants it', async () => {
    let asked = 0;
    const yes = async () => {
      asked++;
      return true;
    };
    expect(await eventsOf(change('submit', 'signoffs_pending', 'incident'), yes, all)).toEqual([
      'record.submitted',
      'incident.restraint',
    ]);
    expect(await eventsOf(change('submit', 'signoffs_pending', 'incident'), no, all)).toEqual(['record.submitted']);
    expect(await eventsOf(change('update', 'ongoing', 'incident'), yes, all)).toEqual(['record.updated']);
    expect(await eventsOf(change('submit', 'signoffs_pending', 'daily-log'), yes, all)).toEqual(['record.submitted']);
    expect(await eventsOf(change('submit', 'signoffs_pending', 'incident'), yes, new Set(['record.created']))).toEqual(
      [],
    );
    expect(asked).toBe(1);
  });
  it('a leave request raises leave.requested, approved, rejected and cancelled beside the record events', async () => {
    const leave = new Set([...all, 'leave.requested', 'leave.approved', 'leave.rejected', 'leave.cancelled']);
    const step = (action: string, status: string) => eventsOf(change(action, status, 'leave-request'), no, leave);
    expect(await step('create', 'requested')).toEqual(['record.created', 'leave.requested']);
    expect(await step('approve', 'approved')).toEqual(['leave.approved']);
    expect(await step('reject', 'rejected')).toEqual(['leave.rejected']);
    expect(await step('cancel', 'cancelled')).toEqual(['leave.cancelled']);
    expect(await step('update', 'requested')).toEqual(['record.updated']);
    // only what is subscribed to, and no leave event for another kind's step of the same name
    expect(await eventsOf(change('approve', 'approved', 'leave-request'), no, all)).toEqual([]);
    expect(await eventsOf(change('create', 'ongoing'), no, leave)).toEqual(['record.created']);
    expect(WEBHOOK_EVENTS.map((e) => e.value)).toEqual(
      expect.arrayContaining(['leave.requested', 'leave.approved', 'leave.rejected', 'leave.cancelled']),
    );
  });
  it('the payload carries ids, not content', () => {
    expect(payloadOf('record.created', 'o1', new Date('2026-11-20T10:00:00Z'), change('create'))).toEqual({
      event: 'record.created',
      organisationId: 'o1',
      occurredAt: '2026-11-20T10:00:00.000Z',
      record: { id: 'r1', kind: 'daily-log', status: 'ongoing', version: 2, href: '/api/records/daily-log/r1' },
    });
  });
});

describe('the signature', () => {
  it('signs timestamp and body; any change, or an old timestamp, fails', () => {
    const header = sign('s3cret', 1_700_000_000, '{"a":1}');
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
    expect(verify('s3cret', header, '{"a":1}', 1_700_000_100)).toBe(true);
    expect(verify('s3cret', header, '{"a":2}', 1_700_000_100)).toBe(false);
    expect(verify('other', header, '{"a":1}', 1_700_000_100)).toBe(false);
    expect(verify('s3cret', header, '{"a":1}', 1_700_000_301)).toBe(false);
    expect(verify('s3cret', header.replace('t=1700000000', 't=1700000001'), '{"a":1}', 1_700_000_100)).toBe(false);
    expect(verify('s3cret', 'garbage', '{"a":1}', 1_700_000_100)).toBe(false);
    expect(verify('s3cret', header, '{"a":1}', 1_700_000_300)).toBe(true); // five minutes is still in time
    expect(verify('s3cret', header, '{"a":1}', 1_699_999_700)).toBe(true);
    expect(verify('s3cret', header, '{"a":1}', 1_699_999_699)).toBe(false);
    expect(verify('s3cret', header.slice(0, -2), '{"a":1}', 1_700_000_100)).toBe(false); // a shorter signature
    expect(verify('s3cret', 't=1700000000', '{"a":1}', 1_700_000_100)).toBe(false);
    expect(verify('s3cret', 't=1700000000.5,v1=' + header.split('v1=')[1], '{"a":1}', 1_700_000_100)).toBe(false);
  });
  it('the header name and a fresh secret', () => {
    expect(SIGNATURE_HEADER).toBe('care-records-signature');
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});

describe('operation ids', () => {
  it('are made from the method and the path', () => {
    expect(operationIdFor('get', '/api/records/{kind}/{id}')).toBe('getRecordsByKindById');
    expect(operationIdFor('post', '/api/developer/webhooks/{id}/ping')).toBe('postDeveloperWebhooksByIdPing');
    expect(operationIdFor('get', '/api/help/videos/{id}/captions.vtt')).toBe('getHelpVideosByIdCaptionsVtt');
  });
});

describe('what an API token may do', () => {
  const user = (over: Partial<UserRow>): UserRow =>
    ({
      id: 'u1',
      orgId: 'o1',
      name: 'Sam',
      email: 'sam@demo.care',
      role: 'staff',
      isManager: false,
      homeIds: ['h1'],
      youngPersonId: null,
      active: true,
      areas: { cyp: 'edit', cyp_daily_log: 'read' },
      ypPermissions: {},
      ypOverrides: {},
      orgSlug: 'demo',
      ...over,
    }) as UserRow;
  it('takes the lower of its scope and its maker, and none of what it was not given', () => {
    const c = tokenCaller(user({}), {
      scopes: { cyp: 'read', cyp_daily_log: 'edit', settings: 'edit' },
      orgHomeIds: ['h1', 'h2'],
    })!;
    expect(c.areas).toEqual({ cyp: 'read', cyp_daily_log: 'read' });
    expect(c.homeIds).toEqual(['h1']);
    expect(c).toMatchObject({ role: 'api_token', isManager: false, email: '', id: 'u1' });
  });
  it("a director's token works in every home, with only its scopes", () => {
    const c = tokenCaller(user({ role: 'director', isManager: true, areas: {} }), {
      scopes: { home: 'read' },
      orgHomeIds: ['h1', 'h2'],
    })!;
    expect(c.areas).toEqual({ home: 'read' });
    expect(c.homeIds).toEqual(['h1', 'h2']);
    expect(c.isManager).toBe(false);
  });
  it('a token is known by its role, and stored as the SHA-256 of its secret', () => {
    expect(isApiToken({ role: 'api_token' })).toBe(true);
    expect(isApiToken({ role: 'director' })).toBe(false);
    expect(tokenHash('crt_abc')).toBe(createHash('sha256').update('crt_abc').digest('hex'));
    expect(tokenHash('crt_abc')).toMatch(/^[0-9a-f]{64}$/);
  });
  it('a leaver or a young person makes no caller', () => {
    expect(tokenCaller(user({ active: false }), { scopes: { cyp: 'read' }, orgHomeIds: [] })).toBeNull();
    expect(
      tokenCaller(user({ role: 'young_person', youngPersonId: 'y1' }), { scopes: { cyp: 'read' }, orgHomeIds: [] }),
    ).toBeNull();
  });
  it('a new token may not be given more than its maker has', () => {
    const c = tokenCaller(user({ areas: { cyp: 'edit', developer: 'edit' } }), {
      scopes: { cyp: 'read', developer: 'edit' },
      orgHomeIds: [],
    })!;
    expect(scopesBeyond(c, { cyp: 'read' })).toEqual([]);
    expect(scopesBeyond(c, { cyp: 'edit', home: 'read' })).toEqual(['cyp', 'home']);
  });
});
