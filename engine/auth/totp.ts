// Codes from an authenticator app (RFC 6238: HMAC-SHA1, six digits, 30-second steps, the settings every app
// reads from a QR code) by otpauth: maintained, no dependencies, RFC test vectors in its own suite, and a
// constant-time comparison. We add what the library leaves to its caller: which step a code belongs to, so the
// store can refuse that step (and every earlier one) once a code of it was taken.
import * as OTPAuth from 'otpauth';

export const TOTP_PERIOD_S = 30;
/** One step either side: a phone clock up to 30 s off, or a code typed as it changes. */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// address an app reads from the QR code. */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return totpOf(secretBase32, issuer, label).toString();
}

/** The step (30-second counter) the code belongs to, or null when it is not a current code of this secret. */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, 'x', 'x').validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}
