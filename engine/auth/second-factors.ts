// A person's second factors: what they have, whether they must have one, enrolling an authenticator app and
// recovery codes, and checking a code at sign-in. Passkeys are checked in passkeys.ts; the HTTP steps around
// them (the pending sign-in, cookies) are engine/http/routes/second-factor.ts's.
import QRCode from 'qrcode';
import { callerFrom } from '../access/index.ts';
import type { Config } from '../config.ts';
import { conflict, Problem } from '../problem.ts';
import type { Store, UserRow } from '../store/index.ts';
import { mfaRequirement } from './mfa-policy.ts';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import type { SecretBox } from './secret-box.ts';
import { newTotpSecret, totpStep, totpUri } from './totp.ts';

export const ISSUER = 'Care Records';
export type CodeKind = 'totp' | 'recovery-code';

export function secondFactorService({ store, config, box }: { store: Store; config: Config; box: SecretBox }) {
  const requirement = async (user: UserRow) => {
    const s = store.forOrg(user.orgId).secondFactors;
    const [policy, since] = await Promise.all([s.policy(), s.userSince(user.id)]);
    return mfaRequirement(callerFrom(user), policy, since ? new Date(since) : null, {
      productAdminEmail: config.productAdminEmail,
      productAdminGraceDays: config.mfa.productAdminGraceDays,
    });
  };

  /** The person's authenticator secret, if enrolled (or enrolling, with `pending`). */
  async function secretOf(user: Pick<UserRow, 'id' | 'orgId'>, pending = false): Promise<string | null> {
    const row = await store.forOrg(user.orgId).secondFactors.totp(user.id);
    if (!row || (!pending && !row.confirmedAt) || (pending && row.confirmedAt)) return null;
    return box.open(row.secretEnc, user.id);
  }

  async function freshRecoveryCodes(user: Pick<UserRow, 'id' | 'orgId'>): Promise<string[]> {
    const codes = newRecoveryCodes();
    await store.forOrg(user.orgId).secondFactors.replaceRecoveryCodes(user.id, codes.map(recoveryCodeHash));
    return codes;
  }

  return {
    requirement,

    /** What the security page and /me say: the factors held, and whether one is required and by when. */
    async state(user: UserRow) {
      const [summary, req] = await Promise.all([
        store.forOrg(user.orgId).secondFactors.summary(user.id),
        requirement(user),
      ]);
      return {
        ...summary,
        enrolled: summary.totp || summary.passkeys > 0,
        required: req.required,
        enrolBy: req.enrolBy?.toISOString() ?? null,
        why: req.why,
      };
    },

    /**
     * After a right password: a session at once, the second step (anyone who holds a factor uses it, required
     * or not), or, once a required person's grace period is over, enrolment only.
     */
    async afterPassword(user: UserRow): Promise<{ next: 'session' | 'second-factor' | 'enrol'; methods: string[] }> {
      const summary = await store.forOrg(user.orgId).secondFactors.summary(user.id);
      if (summary.totp || summary.passkeys > 0) {
        const methods = [
          ...(summary.totp ? ['totp'] : []),
          ...(summary.passkeys ? ['passkey'] : []),
          ...(summary.recoveryCodesLeft ? ['recovery-code'] : []),
        ];
        return { next: 'second-factor', methods };
      }
      const req = await requirement(user);
      if (req.required && req.enrolBy && req.enrolBy.getTime() <= Date.now()) return { next: 'enrol', methods: [] };
      return { next: 'session', methods: [] };
    },

    /** A new secret to enrol (replacing one not yet confirmed), with its QR code as SVG. */
    async beginTotp(user: UserRow) {
      const secret = newTotpSecret();
      if (!(await store.forOrg(user.orgId).secondFactors.startTotp(user.id, box.seal(secret, user.id))))
        throw conflict('You already have an authenticator app set up. Remove it first to set up another.');
      const uri = totpUri(secret, ISSUER, user.email);
      const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { secret, uri, qrSvg };
    },

    /** The first code from the app: it becomes a factor. Recovery codes come with a person's first factor. */
    async confirmTotp(user: UserRow, code: string): Promise<{ recoveryCodes: string[] | null }> {
      const secret = await secretOf(user, true);
      if (!secret) throw conflict('Start setting up the authenticator app first.');
      const step = totpStep(secret, code);
      if (step === null)
        throw new Problem(422, 'Validation failed', 'That code is not right. Enter the code the app shows now.', [
          { path: '/code', message: 'is not the code the app shows now' },
        ]);
      const before = await store.forOrg(user.orgId).secondFactors.summary(user.id);
      if (!(await store.forOrg(user.orgId).secondFactors.confirmTotp(user.id, step)))
        throw conflict('This authenticator app is already set up.');
      return { recoveryCodes: before.recoveryCodesLeft ? null : await freshRecoveryCodes(user) };
    },

    /** Recovery codes for a person whose first factor is a passkey (none yet), or a new set on request. */
    freshRecoveryCodes,

    /** A sign-in's code: an app code not used before, or an unused recovery code. Null when neither. */
    async checkCode(user: Pick<UserRow, 'id' | 'orgId'>, code: string): Promise<CodeKind | null> {
      const s = store.forOrg(user.orgId).secondFactors;
      if (looksLikeRecoveryCode(code))
        return (await s.useRecoveryCode(user.id, recoveryCodeHash(code))) ? 'recovery-code' : null;
      const secret = await secretOf(user);
      const step = secret ? totpStep(secret, code) : null;
      if (step === null) return null;
      return (await s.takeTotpStep(user.id, step)) ? 'totp' : null;
    },
  };
}
export type SecondFactorService = ReturnType<typeof secondFactorService>;
