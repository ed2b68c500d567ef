// A person's security page, and an administrator's view of it for their staff: sessions running (each device,
// with sign-out per device), sign-in history, second factors and passkeys, recovery codes. Removing a factor
// the policy requires, when it is the last one, is refused. An administrator ends a session or resets every
// second factor of someone only by the grants rule (engine/access/grants.ts: never someone holding more than
// they hold, never by an API token); each such change is audited and the person is told in the app.
import { isApiToken } from '../access/api-token.ts';
import { decidePersonChange, type PersonChange } from '../access/grants.ts';
import { type Caller, decideSettings, isDirector } from '../access/index.ts';
import { tellAccessChanged } from '../administration/access-notice.ts';
import { conflict, forbidden, notFound } from '../problem.ts';
import type { MfaPolicyName, Store, UserRow } from '../store/index.ts';
import type { SecondFactorService } from './second-factors.ts';

export function securityService({ store, factors }: { store: Store; factors: SecondFactorService }) {
  /** Everything the page shows about one person; `currentSession` marks the device asking. */
  async function overview(user: UserRow, currentSession: string | null) {
    const s = store.forOrg(user.orgId);
    const [secondFactor, passkeys, sessions, history] = await Promise.all([
      factors.state(user),
      s.secondFactors.passkeys(user.id),
      s.sessions.running(user.id),
      s.signIns.history(user.id),
    ]);
    return {
      person: { id: user.id, name: user.name, email: user.email },
      secondFactor,
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: p.createdAt,
        lastUsedAt: p.lastUsedAt,
        syncs: p.backedUp,
      })),
      sessions: sessions.map((x) => ({ ...x, current: x.id === currentSession })),
      history,
    };
  }

  const userOrRefuse = async (orgId: string, id: string) => {
    const user = await store.forOrg(orgId).people.user(id);
    if (!user || user.role === 'young_person' || !user.active) throw notFound('The user');
    return user;
  };

  /** An administrator may look after this person: settings edit, and the grants rule for the change. */
  async function managed(caller: Caller, id: string, change: PersonChange) {
    if (isApiToken(caller)) throw forbidden('API tokens cannot see or change sign-in security; a person does this.');
    const settings = decideSettings(caller, 'edit');
    if (!settings.ok) throw forbidden(settings.reason);
    const user = await userOrRefuse(caller.orgId, id);
    const v = decidePersonChange(caller, { ...user, ypOverrides: user.ypOverrides ?? {} }, change);
    if (!v.ok) throw forbidden(v.reason);
    return user;
  }

  /** Removing a factor must not leave someone who is required to have one with none. */
  async function mayRemove(user: UserRow, what: 'totp' | 'passkey') {
    const state = await factors.state(user);
    const left = (state.totp && what !== 'totp' ? 1 : 0) + state.passkeys - (what === 'passkey' ? 1 : 0);
    if (state.required && left <= 0)
      throw conflict('You must keep a second factor: add another (an app or a passkey) before removing this one.');
  }

  const audit = (by: Caller | UserRow, action: string, userId: string, detail: Record<string, unknown> = {}) =>
    store.forOrg(by.orgId).audit.write({ userId: by.id, action, entity: 'user', entityId: userId, detail });

  return {
    own: (user: UserRow, sessionId: string) => overview(user, sessionId),

    async removeTotp(user: UserRow) {
      await mayRemove(user, 'totp');
      if (!(await store.forOrg(user.orgId).secondFactors.removeTotp(user.id))) throw notFound('Your authenticator app');
      await audit(user, 'user.second-factor-removed', user.id, { method: 'totp' });
      return { removed: true };
    },

    async removePasskey(user: UserRow, id: string) {
      const mine = await store.forOrg(user.orgId).secondFactors.passkeys(user.id);
      if (!mine.some((p) => p.id === id)) throw notFound('The passkey');
      await mayRemove(user, 'passkey');
      await store.forOrg(user.orgId).secondFactors.removePasskey(user.id, id);
      await audit(user, 'user.second-factor-removed', user.id, { method: 'passkey', passkeyId: id });
      return { removed: true };
    },

    async newRecoveryCodes(user: UserRow) {
      const state = await factors.state(user);
      if (!state.enrolled) throw conflict('Set up an authenticator app or a passkey first.');
      const recoveryCodes = await factors.freshRecoveryCodes(user);
      await audit(user, 'user.recovery-codes-renewed', user.id);
      return { recoveryCodes };
    },

    /** Signs out one of the person's other devices. */
    async endOwnSession(user: UserRow, currentSession: string, id: string) {
      if (id === currentSession) throw conflict('This is the device you are using: use Sign out instead.');
      if (!(await store.forOrg(user.orgId).sessions.end(id, user.id, 'signed-out-here'))) throw notFound('The session');
      await audit(user, 'session.ended', user.id, { sessionId: id });
      return { ended: true };
    },

    async ofStaff(caller: Caller, id: string) {
      return overview(await managed(caller, id, 'edit'), null);
    },

    async endStaffSession(caller: Caller, id: string, sessionId: string) {
      const user = await managed(caller, id, 'end-session');
      await store.transaction(caller.orgId, async (tx) => {
        if (!(await tx.sessions.end(sessionId, user.id, 'by-administrator'))) throw notFound('The session');
        await tx.audit.write({
          userId: caller.id,
          action: 'session.ended-by-administrator',
          entity: 'user',
          entityId: user.id,
          detail: { sessionId },
        });
        await tellAccessChanged(tx, caller, user.id, 'signed you out on one of your devices.');
      });
      return { ended: true };
    },

    /** Every second factor of the person goes and their sessions end; they enrol again at their next sign-in. */
    async resetStaffSecondFactor(caller: Caller, id: string) {
      if (id === caller.id)
        throw conflict('You cannot reset your own second factor here: manage it on your security page.');
      const user = await managed(caller, id, 'reset-second-factor');
      const sessionsEnded = await store.transaction(caller.orgId, async (tx) => {
        const before = await tx.secondFactors.summary(user.id);
        await tx.secondFactors.removeAll(user.id);
        const ended = await tx.sessions.endAll(user.id, 'second-factor-reset');
        await tx.audit.write({
          userId: caller.id,
          action: 'user.second-factor-reset',
          entity: 'user',
          entityId: user.id,
          detail: { before, sessionsEnded: ended },
        });
        await tellAccessChanged(
          tx,
          caller,
          user.id,
          'reset your second factor: set up your authenticator app or passkey again.',
        );
        return ended;
      });
      return { reset: true, sessionsEnded };
    },

    async policy(caller: Caller) {
      const v = decideSettings(caller, 'read');
      if (!v.ok) throw forbidden(v.reason);
      // whether this caller may change it, so the screen offers it without a rule of its own
      return { ...(await store.forOrg(caller.orgId).secondFactors.policy()), mayChange: mayChangePolicy(caller) };
    },

    /** Only a director sets who must use a second factor: turning it off is a decision about everyone's records. */
    async setPolicy(caller: Caller, policy: MfaPolicyName, graceDays: number) {
      if (isApiToken(caller)) throw forbidden('API tokens cannot change sign-in security; a director does this.');
      if (!mayChangePolicy(caller)) throw forbidden('Only a director can set who must use a second factor.');
      const s = store.forOrg(caller.orgId);
      const before = await s.secondFactors.policy();
      const after = await s.secondFactors.setPolicy(policy, graceDays);
      await s.audit.write({
        userId: caller.id,
        action: 'organisation.second-factor-policy',
        entity: 'organisation',
        entityId: caller.orgId,
        detail: { before, after },
      });
      return { ...after, mayChange: true };
    },
  };
}

const mayChangePolicy = (c: Caller) => isDirector(c) && !isApiToken(c);
