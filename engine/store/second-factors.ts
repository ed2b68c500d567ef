// A person's second factors (migration 051): their authenticator app's secret (sealed), recovery codes (hashed)
// and passkeys. Taking a code is one conditional update, so two requests with the same code cannot both pass.
import type { Sql } from './db.ts';

export interface TotpRow {
  secretEnc: string;
  confirmedAt: string | null;
}
export interface PasskeyRow {
  id: string;
  userId: string;
  orgId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
}
export type MfaPolicyName = 'off' | 'leaders' | 'everyone';
export interface MfaPolicyRow {
  policy: MfaPolicyName;
  graceDays: number;
  since: string | null;
}
export interface FactorSummary {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

const PASSKEY_COLUMNS = `id, user_id as "userId", org_id as "orgId", credential_id as "credentialId",
  public_key as "publicKey", counter::int as counter, transports, device_type as "deviceType", backed_up as "backedUp",
  name, created_at as "createdAt", last_used_at as "lastUsedAt"`;

export function secondFactorStore(sql: Sql, orgId: string) {
  return {
    async totp(userId: string): Promise<TotpRow | null> {
      const [row] = await sql.query<TotpRow>(
        `select secret_enc as "secretEnc", confirmed_at as "confirmedAt" from user_totp where user_id = $1 and org_id = $2`,
        [userId, orgId],
      );
      return row ?? null;
    },
    /** A new secret while enrolling; false when a confirmed one is in place (it must be removed first). */
    async startTotp(userId: string, secretEnc: string): Promise<boolean> {
      const rows = await sql.query(
        `insert into user_totp (user_id, org_id, secret_enc) values ($1, $2, $3)
         on conflict (user_id) do update set secret_enc = excluded.secret_enc, created_at = now(), last_step = null
           where user_totp.confirmed_at is null
         returning 1`,
        [userId, orgId, secretEnc],
      );
      return rows.length === 1;
    },
    /** The enrolment's first code: the secret becomes a factor, and that code's step is spent. */
    async confirmTotp(userId: string, step: number): Promise<boolean> {
      const rows = await sql.query(
        `update user_totp set confirmed_at = now(), last_step = $3
          where user_id = $1 and org_id = $2 and confirmed_at is null returning 1`,
        [userId, orgId, step],
      );
      return rows.length === 1;
    },
    /** Spends a code's step: false if it, or a later one, was taken already (a replayed code). */
    async takeTotpStep(userId: string, step: number): Promise<boolean> {
      const rows = await sql.query(
        `update user_totp set last_step = $3
          where user_id = $1 and org_id = $2 and confirmed_at is not null and (last_step is null or last_step < $3)
          returning 1`,
        [userId, orgId, step],
      );
      return rows.length === 1;
    },
    async removeTotp(userId: string): Promise<boolean> {
      return (
        (await sql.query(`delete from user_totp where user_id = $1 and org_id = $2 returning 1`, [userId, orgId]))
          .length > 0
      );
    },
    /** A fresh set of recovery codes: the old ones stop working in the same statement. */
    async replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
      await sql.query(
        `with gone as (delete from recovery_codes where user_id = $1 and org_id = $2)
         insert into recovery_codes (org_id, user_id, code_hash) select $2, $1, h from unnest($3::text[]) h`,
        [userId, orgId, hashes],
      );
    },
    /** Spends a recovery code: false if it is not one of theirs or was used already. */
    async useRecoveryCode(userId: string, hash: string): Promise<boolean> {
      const rows = await sql.query(
        `update recovery_codes set used_at = now()
          where user_id = $1 and org_id = $2 and code_hash = $3 and used_at is null returning 1`,
        [userId, orgId, hash],
      );
      return rows.length === 1;
    },
    async passkeys(userId: string): Promise<PasskeyRow[]> {
      return sql.query<PasskeyRow>(
        `select ${PASSKEY_COLUMNS} from passkeys where user_id = $1 and org_id = $2 order by created_at`,
        [userId, orgId],
      );
    },
    async addPasskey(userId: string, p: NewPasskey): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `insert into passkeys (org_id, user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
        [orgId, userId, p.credentialId, p.publicKey, p.counter, p.transports, p.deviceType, p.backedUp, p.name],
      );
      return row.id;
    },
    async removePasskey(userId: string, id: string): Promise<boolean> {
      return (
        (
          await sql.query(`delete from passkeys where id = $1 and user_id = $2 and org_id = $3 returning 1`, [
            id,
            userId,
            orgId,
          ])
        ).length > 0
      );
    },
    /** A passkey's signature counter after a use (a counter going backwards was refused before this). */
    async passkeyUsed(id: string, counter: number): Promise<void> {
      await sql.query(`update passkeys set counter = $3, last_used_at = now() where id = $1 and org_id = $2`, [
        id,
        orgId,
        counter,
      ]);
    },
    async summary(userId: string): Promise<FactorSummary> {
      const [row] = await sql.query<FactorSummary>(
        `select exists (select 1 from user_totp where user_id = $1 and org_id = $2 and confirmed_at is not null) as totp,
                (select count(*)::int from passkeys where user_id = $1 and org_id = $2) as passkeys,
                (select count(*)::int from recovery_codes where user_id = $1 and org_id = $2 and used_at is null)
                  as "recoveryCodesLeft"`,
        [userId, orgId],
      );
      return row;
    },
    /** The organisation's policy. */
    async policy(): Promise<MfaPolicyRow> {
      const [row] = await sql.query<MfaPolicyRow>(
        `select mfa_policy as policy, mfa_grace_days as "graceDays", mfa_policy_since as since
           from organisations where id = $1`,
        [orgId],
      );
      return row ?? { policy: 'off', graceDays: 14, since: null };
    },
    /** A new policy; its grace period runs from now whenever who it covers grows (off to any, leaders to everyone). */
    async setPolicy(policy: MfaPolicyName, graceDays: number): Promise<MfaPolicyRow> {
      const [row] = await sql.query<MfaPolicyRow>(
        `update organisations set mfa_grace_days = $3,
                mfa_policy_since = case
                  when $2 = 'off' then null
                  when mfa_policy = 'off' or (mfa_policy = 'leaders' and $2 = 'everyone') then now()
                  else mfa_policy_since end,
                mfa_policy = $2
          where id = $1
          returning mfa_policy as policy, mfa_grace_days as "graceDays", mfa_policy_since as since`,
        [orgId, policy, graceDays],
      );
      return row;
    },
    /** When the person's login was made: their grace period runs from then if that is later than the policy. */
    async userSince(userId: string): Promise<string | null> {
      const [row] = await sql.query<{ createdAt: string }>(
        `select created_at as "createdAt" from users where id = $1 and org_id = $2`,
        [userId, orgId],
      );
      return row?.createdAt ?? null;
    },
    /** A reset: every second factor of the person goes. */
    async removeAll(userId: string): Promise<void> {
      await sql.query(
        `with a as (delete from user_totp where user_id = $1 and org_id = $2),
              b as (delete from recovery_codes where user_id = $1 and org_id = $2)
         delete from passkeys where user_id = $1 and org_id = $2`,
        [userId, orgId],
      );
    },
  };
}

/** Across organisations: a password-free sign-in knows the passkey before it knows the person. */
export function passkeyLookup(sql: Sql) {
  return {
    async byCredential(credentialId: string): Promise<PasskeyRow | null> {
      const [row] = await sql.query<PasskeyRow>(`select ${PASSKEY_COLUMNS} from passkeys where credential_id = $1`, [
        credentialId,
      ]);
      return row ?? null;
    },
  };
}
