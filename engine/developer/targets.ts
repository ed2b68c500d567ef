// Where webhooks may be sent (SSRF care). A subscriber names any URL, and the workers then make
// requests from inside our network: so a target must be https, and its address — as resolved at the
// moment of connecting, so a name cannot change its answer between a check and the request (DNS
// rebinding) — must not be private, loopback, link-local (cloud metadata), shared or multicast. Only
// WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests, a closed network) lifts both rules. Redirects are not followed.
// In development only (NODE_ENV not production) WEBHOOKS_ALLOW_LOCAL=1 lets a developer test against a receiver
// on their own machine: localhost, 127.0.0.0/8 and ::1, over http or https; other private addresses stay refused.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96]] as const) blocked.addSubnet(net, bits, 'ipv6');

/** Is this address one a webhook must never reach? (IPv4-mapped IPv6 is judged as its IPv4.) */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export const privateTargetsAllowed = (env: NodeJS.ProcessEnv = process.env) => env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true';

/** A developer's receiver on this machine: never in production, and only when asked for by name. */
export const localTargetsAllowed = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV !== 'production' && env.WEBHOOKS_ALLOW_LOCAL === '1';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** This machine's own address (IPv4-mapped IPv6 as its IPv4). */
export function isLoopbackAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const a = mapped ? mapped[1] : address;
  const family = isIP(a);
  return family !== 0 && loopback.check(a, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a URL cannot be a webhook target as written (null: it may be; its address is checked on sending). */
export function targetProblem(raw: string, allowPrivate: boolean, allowLocal = false): string | null {
  let url: URL;
  try { url = new URL(raw); } catch { return 'is not a URL'; }
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = allowLocal && (host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host));
  if (url.protocol !== 'https:' && !((allowPrivate || local) && url.protocol === 'http:')) return 'must start with https://';
  if (!allowPrivate && !local && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))) {
    return 'must be a public address (not private, loopback or link-local)';
  }
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses private addresses at connection time. */
export function guardedLookup(allowPrivate: boolean, allowLocal = false) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const bad = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address) && !(allowLocal && isLoopbackAddress(a.address)));
      if (bad) return callback(Object.assign(new Error(`${hostname} resolves to a private address (${bad.address}); refused`), { code: 'EPRIVATE' }), []);
      if ((options as { all?: boolean }).all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}
