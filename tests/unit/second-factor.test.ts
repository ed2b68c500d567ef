// The second factor's plain parts: who must use one and from when, sealed secrets, which step a code is of, and
// recovery codes' form and hash.
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../engine/access/index.ts';
import { mfaRequirement } from '../../engine/auth/mfa-policy.ts';
import { newRecoveryCodes, recoveryCodeHash } from '../../engine/auth/recovery-codes.ts';
import { secretBox, secretKey } from '../../engine/auth/secret-box.ts';
import { newTotpSecret, totpStep } from '../../engine/auth/totp.ts';

const DAY = 86_400_000;
const person = (over: Partial<Caller> = {}): Caller =>
  ({
    id: 'u1',
    orgId: 'o1',
    name: 'Sam',
    email: 'sam@demo.care',
    role: 'staff',
    isManager: false,
    homeIds: [],
    youngPersonId: null,
    areas: {},
    ypPermissions: {},
    ypOverrides: {},
    orgSlug: 'demo',
    ...over,
  }) as Caller;
const opts = { productAdminEmail: 'admin@care-records.app', productAdminGraceDays: 14 };

describe('who must use a second factor', () => {
  const since = new Date('2026-11-01T00:00:00Z');
  const leaders = { policy: 'leaders' as const, graceDays: 7, since: since.toISOString() };

  it('leaders: directors, managers (role or flag) and HR; not care staff', () => {
    for (const c of [
      person({ role: 'director' }),
      person({ role: 'manager' }),
      person({ role: 'custom', isManager: true }),
      person({ role: 'hr_manager' }),
      person({ areas: { hr: 'read' } }),
    ])
      expect(mfaRequirement(c, leaders, null, opts).required, c.role).toBe(true);
    expect(mfaRequirement(person(), leaders, null, opts)).toEqual({ required: false, enrolBy: null, why: null });
  });

  it('the grace runs from the policy, or from the login made later', () => {
    const manager = person({ role: 'manager' });
    expect(mfaRequirement(manager, leaders, new Date('2026-01-01'), opts).enrolBy).toEqual(
      new Date(since.getTime() + 7 * DAY),
    );
    const later = new Date('2026-11-20T00:00:00Z');
    expect(mfaRequirement(manager, leaders, later, opts).enrolBy).toEqual(new Date(later.getTime() + 7 * DAY));
  });

  it("everyone, but never a young person's own login; off requires no one", () => {
    const everyone = { ...leaders, policy: 'everyone' as const };
    expect(mfaRequirement(person(), everyone, null, opts).why).toBe('organisation-everyone');
    expect(mfaRequirement(person({ role: 'young_person' }), everyone, null, opts).required).toBe(false);
    expect(mfaRequirement(person({ role: 'director' }), { ...leaders, policy: 'off' }, null, opts).required).toBe(
      false,
    );
  });

  it('the product administrator always, whatever the policy, with their own grace', () => {
    const admin = person({ email: 'Admin@care-records.app', orgSlug: 'platform' });
    const made = new Date('2026-11-10T00:00:00Z');
    const r = mfaRequirement(admin, { policy: 'off', graceDays: 0, since: null }, made, opts);
    expect(r).toEqual({ required: true, enrolBy: new Date(made.getTime() + 14 * DAY), why: 'product-administrator' });
    // the same address in a customer's organisation is not the product administrator
    expect(mfaRequirement(person({ email: 'admin@care-records.app' }), leaders, null, opts).required).toBe(false);
  });
});

describe('sealed secrets', () => {
  const box = secretBox(secretKey(undefined, 'a session secret'));

  it('opens for its owner only, and not once tampered with', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-a');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-a')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-b')).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x'.repeat(Buffer.from(parts[3], 'base64url').length)).toString('base64url');
    expect(box.open(parts.join('.'), 'user-a')).toBeNull();
    expect(secretBox(secretKey(undefined, 'another secret')).open(sealed, 'user-a')).toBeNull();
  });

  it('a configured key is 32 bytes, as hex or base64; anything else is refused at start', () => {
    expect(secretKey('ab'.repeat(32), 'x')).toHaveLength(32);
    expect(secretKey(Buffer.alloc(32, 7).toString('base64'), 'x')).toHaveLength(32);
    expect(() => secretKey('too-short', 'x')).toThrow(/32 bytes/);
  });
});

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const now = 1_800_000_015_000; // 15 s into a step
  const step = Math.floor(now / 30_000);

  it('a code names its step: this one, the one before or after; not two away, nor another secret', () => {
    expect(totpStep(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, totp.generate({ timestamp: now + 60_000 }), now)).toBeNull();
    expect(totpStep(newTotpSecret(), totp.generate({ timestamp: now }), now)).toBeNull();
  });

  it('spaces are forgiven; anything but six digits is not a code', () => {
    const code = totp.generate({ timestamp: now });
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(totpStep(secret, 'abcdef', now)).toBeNull();
    expect(totpStep(secret, `${code}0`, now)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('ten different codes of four groups, without look-alike characters; case and dashes do not matter', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
    expect(recoveryCodeHash(codes[0].toUpperCase().replace(/-/g, ' '))).toBe(recoveryCodeHash(codes[0]));
    expect(recoveryCodeHash(codes[0])).not.toBe(recoveryCodeHash(codes[1]));
  });
});
