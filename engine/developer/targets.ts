// Where webhooks may be sent (SSRF care). A subscriber names any URL, and the workers then make
// requests from inside our network: so a target must be https, and its address — as resolved at the
// moment of connecting, so a name cannot change its answer between a check and the request (DNS
// rebinding) — must not be private, loopback, link-local (cloud metadata), shared or multicast. Only
// WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests, a closed network) lifts both rules. Redirects are not followed.
// In development only (NODE_ENV not production) WEBHOOKS_ALLOW_LOCAL=1 lets a developer test against a receiver
// on their own machine: localhost, 127.0.0.0/8 and ::1, over http or https; other private addresses stay refused.
import { lookup as dnsLookup, type LookupAddress, promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import ipaddr from 'ipaddr.js';

/**
 * The IPv4 address an IPv6 address carries, when it is one of the forms that reach IPv4: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96),
 * 6to4 (2002:AABB:CCDD::) and Teredo (2001:0::/32: its server, and its client's address inverted).
 * ipaddr.js names the ranges; the IPv4 is taken from its parts here.
 */
function embeddedIPv4(a: ipaddr.IPv6): ipaddr.IPv4[] {
  const p = a.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  switch (a.range()) {
    case 'ipv4Mapped':
    case 'rfc6145':
      return [v4(p[6], p[7])];
    case 'rfc6052':
      return [v4(p[6], p[7])];
    case '6to4':
      return [v4(p[1], p[2])];
    case 'teredo':
      return [v4(p[2], p[3]), v4(p[6] ^ 0xffff, p[7] ^ 0xffff)];
    default:
      return p.slice(0, 6).every((x) => x === 0) ? [v4(p[6], p[7])] : []; // IPv4-compatible
  }
}

/**
 * Is this address one a webhook may reach? Only ordinary public unicast: ipaddr.js's "unicast" range, which leaves
 * out private, loopback, link-local, unique-local, shared (CGNAT 100.64/10), multicast, unspecified, broadcast,
 * documentation and reserved blocks; and an IPv6 address that carries an IPv4 one is judged by that too. A NAT64
 * prefix of a local network (64:ff9b:1::/48) is never public. Anything not an address is refused.
 */
function isPublicAddress(address: string): boolean {
  if (!isIP(address)) return false; // only the forms the resolver and the URL parser give (no octal or short IPv4)
  const a = ipaddr.parse(address);
  if (a.kind() === 'ipv4') return a.range() === 'unicast';
  const v6 = a as ipaddr.IPv6;
  if (v6.match(ipaddr.parseCIDR('64:ff9b:1::/48'))) return false;
  const range = v6.range();
  const inner = embeddedIPv4(v6);
  if (inner.length) return inner.every((x) => x.range() === 'unicast') && !['unspecified', 'loopback'].includes(range);
  return range === 'unicast';
}

/** Is this address one a webhook must never reach? */
export const isPrivateAddress = (address: string) => !isPublicAddress(address);

/** What the delivery log and the API say of a refused address: never what a name resolved to. */
export const NOT_PUBLIC = 'refused: not a public address';

export const privateTargetsAllowed = (env: NodeJS.ProcessEnv = process.env) =>
  env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';

/** A developer's receiver on this machine: never in production, and only when asked for by name. */
export const localTargetsAllowed = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV !== 'production' && env.WEBHOOKS_ALLOW_LOCAL === '1';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** This machine's own address (IPv4-mapped IPv6 as its IPv4). */
function isLoopbackAddress(address: string): boolean {
  if (!isIP(address)) return false;
  const a = ipaddr.process(address); // ::ffff:127.0.0.1 as 127.0.0.1
  return loopback.check(a.toString(), a.kind() === 'ipv4' ? 'ipv4' : 'ipv6');
}

/** Why a URL cannot be a webhook target as written (null: it may be; its address is checked on sending). */
export function targetProblem(raw: string, allowPrivate: boolean, allowLocal = false): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, ''); // "localhost." is localhost
  const local = allowLocal && (host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host));
  if (url.protocol !== 'https:' && !((allowPrivate || local) && url.protocol === 'http:'))
    return 'must start with https://';
  if (
    !allowPrivate &&
    !local &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  ) {
    return NOT_PUBLIC_RULE;
  }
  return null;
}

export const NOT_PUBLIC_RULE = 'must be a public address (not private, loopback or link-local)';

/**
 * targetProblem, and for a name, every address it resolves to now (dns.lookup, all of them) must be public too.
 * A name that does not resolve yet is let through: it is checked again on every connection (guardedLookup).
 */
type LookupAll = (host: string) => Promise<{ address: string }[]>;
const lookupAll: LookupAll = (host) => dns.lookup(host, { all: true });

export async function resolvedTargetProblem(
  raw: string,
  allowPrivate: boolean,
  allowLocal = false,
  lookup = lookupAll,
): Promise<string | null> {
  const why = targetProblem(raw, allowPrivate, allowLocal);
  if (why || allowPrivate) return why;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null; // judged above
  const found = await Promise.race([lookup(host).catch(() => null), delay(3_000, null, { ref: false })]);
  const bad = found?.find((a) => isPrivateAddress(a.address) && !(allowLocal && isLoopbackAddress(a.address)));
  return bad ? NOT_PUBLIC_RULE : null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses private addresses at connection time. */
export function guardedLookup(allowPrivate: boolean, allowLocal = false) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      // every address must be public, not just the first: the connection is made to the one handed back here
      // (pinned), so a name cannot answer differently between this check and the connection
      const bad = allowPrivate
        ? undefined
        : list.find((a) => isPrivateAddress(a.address) && !(allowLocal && isLoopbackAddress(a.address)));
      if (bad) return callback(Object.assign(new Error(NOT_PUBLIC), { code: 'EPRIVATE' }), []);
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
