// Policy signatures (migration 026): who has read and signed which version of a policy, scoped to one organisation.
import type { SignatureFacts } from '../policies/outstanding.ts';
import type { Sql } from './db.ts';

export interface SignatureRow extends SignatureFacts {
  id: string;
  name: string;
}

export function policyStore(sql: Sql, orgId: string) {
  return {
    /** Sign a version once; signing it again changes nothing (null). */
    async sign(policyId: string, version: string, userId: string): Promise<SignatureRow | null> {
      const rows = await sql.query<SignatureRow>(
        `insert into policy_signatures (org_id, policy_id, version, user_id) values ($1, $2, $3, $4)
         on conflict (org_id, policy_id, version, user_id) do nothing
         returning id, policy_id as "policyId", user_id as "userId", version, signed_at as "signedAt", '' as name`,
        [orgId, policyId, version, userId],
      );
      return rows[0] ?? null;
    },
    /** Every signature of these policies (all versions), oldest first, with the signer's name. */
    async forPolicies(policyIds: string[]): Promise<SignatureRow[]> {
      if (!policyIds.length) return [];
      return sql.query<SignatureRow>(
        `select s.id, s.policy_id as "policyId", s.user_id as "userId", s.version, s.signed_at as "signedAt", u.name
           from policy_signatures s join users u on u.id = s.user_id and u.org_id = s.org_id
          where s.org_id = $1 and s.policy_id = any($2::uuid[]) order by s.signed_at, s.id`,
        [orgId, policyIds],
      );
    },
    /** One person's signatures. */
    async ofUser(userId: string): Promise<SignatureRow[]> {
      return sql.query<SignatureRow>(
        `select s.id, s.policy_id as "policyId", s.user_id as "userId", s.version, s.signed_at as "signedAt", '' as name
           from policy_signatures s where s.org_id = $1 and s.user_id = $2`,
        [orgId, userId],
      );
    },
  };
}
