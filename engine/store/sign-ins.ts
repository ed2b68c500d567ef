// The sign-in steps around a session (migration 051): a sign-in waiting for its second factor or an enrolment,
// WebAuthn challenges (each taken once), and the history a person's security page shows.
import type { Sql } from './db.ts';

export type PendingStage = 'second-factor' | 'enrol';
export interface PendingSignIn {
  id: string;
  orgId: string;
  userId: string;
  stage: PendingStage;
  userAgent: string | null;
  ip: string | null;
  failures: number;
}
export type SignInOutcome = 'signed-in' | 'second-factor-refused' | 'recovery-code-used' | 'enrolment';
export interface SignInEvent {
  at: string;
  outcome: SignInOutcome;
  method: string | null;
  userAgent: string | null;
  ip: string | null;
}
export interface Device {
  userAgent: string | null;
  ip: string | null;
}

const HISTORY_DAYS = 365;

export function signInStore(sql: Sql, orgId: string) {
  return {
    async startPending(userId: string, stage: PendingStage, device: Device, minutes: number): Promise<string> {
      const [row] = await sql.query<{ id: string }>(
        `with pruned as (delete from pending_sign_ins where user_id = $2 and org_id = $1 and expires_at < now() - interval '1 day')
         insert into pending_sign_ins (org_id, user_id, stage, user_agent, ip, expires_at)
         values ($1, $2, $3, $4, $5, now() + ($6 || ' minutes')::interval) returning id`,
        [orgId, userId, stage, device.userAgent, device.ip, String(minutes)],
      );
      return row.id;
    },
    /** The pending sign-in while it may still be finished. */
    async pending(id: string): Promise<PendingSignIn | null> {
      const [row] = await sql.query<PendingSignIn>(
        `select id, org_id as "orgId", user_id as "userId", stage, user_agent as "userAgent", ip, failures
           from pending_sign_ins where id = $1 and org_id = $2 and finished_at is null and expires_at > now()`,
        [id, orgId],
      );
      return row ?? null;
    },
    /** A wrong code: the count, after which the pending sign-in is given up (the password must be given again). */
    async failed(id: string, giveUpAt: number): Promise<number> {
      const [row] = await sql.query<{ failures: number }>(
        `update pending_sign_ins set failures = failures + 1,
                finished_at = case when failures + 1 >= $3 then now() else finished_at end
          where id = $1 and org_id = $2 returning failures`,
        [id, orgId, giveUpAt],
      );
      return row?.failures ?? giveUpAt;
    },
    /** Finishes it once: false when another request finished it first, or it ran out. */
    async finish(id: string): Promise<boolean> {
      const rows = await sql.query(
        `update pending_sign_ins set finished_at = now()
          where id = $1 and org_id = $2 and finished_at is null and expires_at > now() returning 1`,
        [id, orgId],
      );
      return rows.length === 1;
    },
    async record(userId: string, outcome: SignInOutcome, method: string | null, device: Device): Promise<void> {
      await sql.query(
        `with pruned as (delete from sign_in_events where user_id = $2 and org_id = $1 and at < now() - ($7 || ' days')::interval)
         insert into sign_in_events (org_id, user_id, outcome, method, user_agent, ip) values ($1, $2, $3, $4, $5, $6)`,
        [orgId, userId, outcome, method, device.userAgent, device.ip, String(HISTORY_DAYS)],
      );
    },
    /** Whether this browser has signed in to this login before: 'first' when nothing has, ever. */
    async deviceSeen(userId: string, userAgent: string | null): Promise<'first' | 'known' | 'new'> {
      const [row] = await sql.query<{ any: boolean; same: boolean }>(
        `select count(*) > 0 as any, count(*) filter (where user_agent is not distinct from $3) > 0 as same
           from sign_in_events where org_id = $1 and user_id = $2 and outcome = 'signed-in'`,
        [orgId, userId, userAgent],
      );
      return !row.any ? 'first' : row.same ? 'known' : 'new';
    },
    async history(userId: string, limit = 50): Promise<SignInEvent[]> {
      return sql.query<SignInEvent>(
        `select at, outcome, method, user_agent as "userAgent", ip from sign_in_events
          where user_id = $1 and org_id = $2 order by at desc limit $3`,
        [userId, orgId, limit],
      );
    },
  };
}

export type ChallengePurpose = 'register' | 'second-factor' | 'sign-in';
export interface ChallengeRow {
  orgId: string | null;
  userId: string | null;
  challenge: string;
}

/** WebAuthn challenges: a password-free sign-in's belongs to no organisation yet. */
export function challengeStore(sql: Sql) {
  return {
    async put(purpose: ChallengePurpose, challenge: string, who: { orgId: string; userId: string } | null) {
      const [row] = await sql.query<{ id: string }>(
        `with pruned as (delete from webauthn_challenges where expires_at < now() - interval '1 hour')
         insert into webauthn_challenges (purpose, challenge, org_id, user_id, expires_at)
         values ($1, $2, $3, $4, now() + interval '5 minutes') returning id`,
        [purpose, challenge, who?.orgId ?? null, who?.userId ?? null],
      );
      return row.id;
    },
    /** Takes the challenge (it cannot be taken again), if it is of this purpose and has not run out. */
    async take(id: string, purpose: ChallengePurpose): Promise<ChallengeRow | null> {
      const [row] = await sql.query<ChallengeRow>(
        `delete from webauthn_challenges where id = $1 and purpose = $2 and expires_at > now()
         returning org_id as "orgId", user_id as "userId", challenge`,
        [id, purpose],
      );
      return row ?? null;
    },
  };
}
