// The webhook signature: HMAC-SHA256 with the subscription's secret over "<timestamp>.<body>", sent
// as `Care-Records-Signature: t=<unix seconds>,v1=<hex>`. The timestamp is signed too, so a receiver
// that refuses old timestamps (say, five minutes) cannot be fed a captured delivery again later.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'care-records-signature';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function sign(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (and the tests do): recompute, compare in constant time, refuse stale. */
export function verify(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false;
  const want = Buffer.from(sign(secret, t, body).split('v1=')[1], 'hex');
  const got = Buffer.from(parts.v1, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}
