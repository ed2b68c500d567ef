// Single sign-on (migration 130): an organisation's OpenID provider, the sign-ins sent to it (each taken once),
// and the provider identity each login signs in as. The client secret is stored sealed; this module never opens it.
import type { Sql } from './db.ts';

export interface SsoSettingsRow {
  issuer: string;
  clientId: string;
  clientSecretEnc: string | null;
  emailDomains: string[];
  required: boolean;
  trustProviderMfa: boolean;
  breakGlassUserIds: string[];
  updatedAt: string;
}
export type SsoSettingsInput = Omit<SsoSettingsRow, 'updatedAt'>;
export interface SsoAttempt {
  orgId: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  next: string | null;
}

const COLUMNS = `issuer, client_id as "clientId", client_secret_enc as "clientSecretEnc", email_domains as "emailDomains",
  required, trust_provider_mfa as "trustProviderMfa", break_glass_user_ids::text[] as "breakGlassUserIds",
  updated_at as "updatedAt"`;

export function ssoSettingsStore(sql: Sql, orgId: string) {
  return {
    async get(): Promise<SsoSettingsRow | null> {
      const [row] = await sql.query<SsoSettingsRow>(`select ${COLUMNS} from organisation_sso where org_id = $1`, [
        orgId,
      ]);
      return row ?? null;
    },
    async put(s: SsoSettingsInput, by: string): Promise<SsoSettingsRow> {
      const [row] = await sql.query<SsoSettingsRow>(
        `insert into organisation_sso (org_id, issuer, client_id, client_secret_enc, email_domains, required,
                                       trust_provider_mfa, break_glass_user_ids, updated_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (org_id) do update set issuer = excluded.issuer, client_id = excluded.client_id,
           client_secret_enc = excluded.client_secret_enc, email_domains = excluded.email_domains,
           required = excluded.required, trust_provider_mfa = excluded.trust_provider_mfa,
           break_glass_user_ids = excluded.break_glass_user_ids, updated_by = excluded.updated_by, updated_at = now()
         returning ${COLUMNS}`,
        [
          orgId,
          s.issuer,
          s.clientId,
          s.clientSecretEnc,
          s.emailDomains,
          s.required,
          s.trustProviderMfa,
          s.breakGlassUserIds,
          by,
        ],
      );
      return row;
    },
    async remove(): Promise<boolean> {
      return (await sql.query(`delete from organisation_sso where org_id = $1 returning 1`, [orgId])).length === 1;
    },
    /** The login a provider identity signed in as before, if any. */
    async userOfSubject(issuer: string, subject: string): Promise<string | null> {
      const [row] = await sql.query<{ userId: string }>(
        `select user_id as "userId" from sso_identities where org_id = $1 and issuer = $2 and subject = $3`,
        [orgId, issuer, subject],
      );
      return row?.userId ?? null;
    },
    /** The subject this login signed in as before, if any. */
    async subjectOfUser(userId: string, issuer: string): Promise<string | null> {
      const [row] = await sql.query<{ subject: string }>(
        `select subject from sso_identities where org_id = $1 and user_id = $2 and issuer = $3`,
        [orgId, userId, issuer],
      );
      return row?.subject ?? null;
    },
    /** Binds the login to the subject on its first single sign-on; false if either is bound to another already. */
    async bind(userId: string, issuer: string, subject: string): Promise<boolean> {
      const rows = await sql
        .query(
          `insert into sso_identities (org_id, user_id, issuer, subject) values ($1, $2, $3, $4)
         on conflict (user_id, issuer) do update set last_at = now() where sso_identities.subject = excluded.subject
         returning 1`,
          [orgId, userId, issuer, subject],
        )
        .catch((e: { code?: string }) => {
          if (e.code === '23505') return []; // the subject is another login's
          throw e;
        });
      return rows.length === 1;
    },
  };
}

/** Across organisations: the one a sign-in names, and the attempts on their way to the provider. */
export function ssoLookup(sql: Sql) {
  return {
    /** The organisation, with a provider set up, whose short name this is or whose allowed domains hold it. */
    async organisationFor(nameOrDomain: string): Promise<{ orgId: string; orgName: string } | null> {
      const rows = await sql.query<{ orgId: string; orgName: string }>(
        `select o.id as "orgId", o.name as "orgName" from organisation_sso s join organisations o on o.id = s.org_id
          where o.suspended_at is null and (lower(o.slug) = lower($1) or lower($1) = any(s.email_domains))
          order by (lower(o.slug) = lower($1)) desc, o.id limit 2`,
        [nameOrDomain],
      );
      return rows[0] ?? null;
    },
    async startAttempt(state: string, a: SsoAttempt, minutes: number): Promise<void> {
      await sql.query(
        `with pruned as (delete from sso_attempts where expires_at < now() - interval '1 day')
         insert into sso_attempts (state, org_id, nonce, code_verifier, redirect_uri, next, expires_at)
         values ($1, $2, $3, $4, $5, $6, now() + ($7 || ' minutes')::interval)`,
        [state, a.orgId, a.nonce, a.codeVerifier, a.redirectUri, a.next, String(minutes)],
      );
    },
    /** Takes the attempt once, within its time: 'expired' when it ran out, 'used' when taken before or unknown. */
    async takeAttempt(state: string): Promise<SsoAttempt | 'expired' | 'unknown'> {
      const [row] = await sql.query<SsoAttempt & { live: boolean }>(
        `update sso_attempts set taken_at = now() where state = $1 and taken_at is null
         returning org_id as "orgId", nonce, code_verifier as "codeVerifier", redirect_uri as "redirectUri", next,
                   expires_at > now() as live`,
        [state],
      );
      if (!row) return 'unknown';
      if (!row.live) return 'expired';
      const { live: _live, ...attempt } = row;
      return attempt;
    },
  };
}
