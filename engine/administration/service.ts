// Running an organisation: its settings and toggles, sign-off rules, homes, users and leavers,
// and login links (invitations and password resets) shown to the administrator once.
import { nonOperationalHomeNames, organisationToggles, signoffOptions } from '../../definitions/lists/index.ts';
import { decideGrant, decidePersonChange, type Holding, type PersonChange } from '../access/grants.ts';
import { type Caller, decideSettings } from '../access/index.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { assertGoodPassword, placesOf, placeWords } from '../auth/password-policy.ts';
import { ACCESS_AREAS, SIGNOFF_OPTIONS, YP_PERMISSION_AREAS } from '../definitions/types.ts';
import type { MailService } from '../mail/service.ts';
import { conflict, forbidden, notFound, Problem } from '../problem.ts';
import { UUID } from '../records/references.ts';
import { referenceWeeks } from '../rota/reference-period.ts';
import type { UserInput } from '../store/administration.ts';
import type { Store } from '../store/index.ts';
import { tellAccessChanged } from './access-notice.ts';
import { type Asker, issueLoginLink, loginTokenHash, mayReceiveLink } from './login-links.ts';
import { placingAuthorityLogin } from './placing-authority-login.ts';

/** SPEC §9: homes named like these are not operational and stay out of operational lists and charts. */
export function isNonOperationalHome(name: string): boolean {
  const n = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return nonOperationalHomeNames.items.some(
    (i) => i.value.trim().toLowerCase().replace(/\s+/g, ' ') === n || i.label.trim().toLowerCase() === n,
  );
}

/** A home as the settings screen adds or changes it; `onCallPhone` left out keeps the number the home has. */
export interface HomeInput {
  name: string;
  type: string;
  address?: string | null;
  onCallPhone?: string | null;
}

/** A blank on-call number clears it; one left out is kept. */
const onCall = (phone: string | null | undefined) => (phone === undefined ? undefined : phone?.trim() || null);

export interface Departure {
  pendingTasks: 'reassign' | 'cancel' | 'keep';
  reassignTo?: string | null;
  stopRecurring: boolean;
  deleteSignoffsAndAlerts: boolean;
}

export function administrationService({ store, mail }: { store: Store; mail?: MailService }) {
  const need = (caller: Caller, want: 'read' | 'edit') => {
    const v = decideSettings(caller, want);
    if (!v.ok) throw forbidden(v.reason);
  };
  // nobody grants what they do not hold (engine/access/grants.ts): asked before every change to a person
  const mayGive = (caller: Caller, next: Holding) => {
    const v = decideGrant(caller, next);
    if (!v.ok) throw new Problem(403, 'Forbidden', v.reason, v.errors);
  };
  const mayChange = (caller: Caller, who: Holding & { id: string }, change: PersonChange) => {
    const v = decidePersonChange(caller, who, change);
    if (!v.ok) throw forbidden(v.reason);
  };
  const holding = <U extends Omit<Holding, 'ypOverrides'> & { ypOverrides?: unknown }>(u: U) => ({
    ...u,
    ypOverrides: (u.ypOverrides ?? {}) as Record<string, Record<string, string>>,
  });
  const audit = (caller: Caller, action: string, entityId: string | null, detail: Record<string, unknown> = {}) =>
    store
      .forOrg(caller.orgId)
      .audit.write({ userId: caller.id, action, entity: action.split('.')[0], entityId, detail });

  /** A one-time link for a person, in its own transaction (the change that asked for it has committed). */
  const link = (caller: Caller, user: { id: string; email: string }, purpose: 'invite' | 'reset', asker: Asker) => {
    mayReceiveLink(mail, asker);
    return store.transaction(caller.orgId, (tx) =>
      issueLoginLink(tx, mail, { userId: user.id, email: user.email, purpose, createdBy: caller.id }),
    );
  };

  /**
   * A person given a custom role has the custom role and exactly its areas and permissions (decision 0810); anyone
   * else holds no custom role. An archived role is given to nobody new.
   */
  async function withCustomRole(caller: Caller, u: UserInput, id?: string): Promise<UserInput> {
    if (!u.customRoleId) return { ...u, customRoleId: null };
    const role = UUID.test(u.customRoleId) ? await store.forOrg(caller.orgId).customRoles.get(u.customRoleId) : null;
    const kept = role && id && role.holders.some((h) => h.id === id);
    if (!role || (role.archivedAt && !kept))
      throw new Problem(422, 'Validation failed', 'Choose a role of this organisation.', [
        { path: '/customRoleId', message: role ? 'is an archived role' : 'is not a role of this organisation' },
      ]);
    return { ...u, role: 'custom', areas: role.areas, ypPermissions: role.ypPermissions };
  }

  async function checkUser(caller: Caller, u: UserInput, id?: string) {
    const errors: { path: string; message: string }[] = [];
    for (const [a, level] of Object.entries(u.areas)) {
      if (!(ACCESS_AREAS as readonly string[]).includes(a))
        errors.push({ path: `/areas/${a}`, message: 'is not an access area' });
      if (!['read', 'edit'].includes(level)) errors.push({ path: `/areas/${a}`, message: 'must be read or edit' });
    }
    for (const [a, level] of Object.entries(u.ypPermissions)) {
      if (!(YP_PERMISSION_AREAS as readonly string[]).includes(a))
        errors.push({ path: `/ypPermissions/${a}`, message: 'is not a young-person permission area' });
      if (!['read', 'edit', 'none'].includes(level))
        errors.push({ path: `/ypPermissions/${a}`, message: 'must be read, edit or none' });
    }
    const homes = new Set((await store.forOrg(caller.orgId).people.homes()).map((h) => h.id));
    u.homeIds.forEach((h, i) => {
      if (!homes.has(h)) errors.push({ path: `/homeIds/${i}`, message: 'is not a home of this organisation' });
    });
    u.removeFromRotaHomes.forEach((h, i) => {
      if (!homes.has(h))
        errors.push({ path: `/removeFromRotaHomes/${i}`, message: 'is not a home of this organisation' });
    });
    // per-young-person permissions are keyed by the young person's id: ours only
    const overridden = Object.keys(u.ypOverrides ?? {});
    const ours = overridden.length
      ? await store.forOrg(caller.orgId).people.existing(
          'young-person',
          overridden.filter((k) => UUID.test(k)),
        )
      : new Set<string>();
    for (const k of overridden)
      if (!ours.has(k))
        errors.push({
          path: `/ypOverrides/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
          message: 'is not a young person of this organisation',
        });
    if (errors.length) throw new Problem(422, 'Validation failed', 'Some fields are not valid.', errors);
    // An email names a login within one organisation only (migration 016): only ours are asked, so the
    // answer is the same whether or not the address has a login in another organisation.
    const existing = await store.forOrg(caller.orgId).people.userByEmail(u.email);
    if (existing && existing.id !== id) {
      throw new Problem(409, 'Conflict', `${existing.name} already has a login with this email address.`, [
        { path: '/email', message: 'is already in use in your organisation' },
      ]);
    }
  }

  return {
    async organisation(caller: Caller) {
      need(caller, 'read');
      const org = (await store.forOrg(caller.orgId).people.organisation())!;
      return { id: org.id, name: org.name, settings: org.settings, toggleList: organisationToggles.items };
    },

    async updateOrganisation(
      caller: Caller,
      input: {
        name?: string;
        toggles?: Record<string, boolean | number>;
        moveInChecklist?: string[];
        company?: Record<string, string | null>;
      },
    ) {
      need(caller, 'edit');
      const s = store.forOrg(caller.orgId);
      const org = (await s.people.organisation())!;
      const known = new Set([
        ...organisationToggles.items.map((i) => i.value),
        'signoffReminderDays',
        'workingTimeReferenceWeeks',
      ]);
      const unknown = Object.keys(input.toggles ?? {}).filter((k) => !known.has(k));
      if (unknown.length)
        throw new Problem(
          422,
          'Validation failed',
          `Unknown settings: ${unknown.join(', ')}.`,
          unknown.map((k) => ({ path: `/toggles/${k}`, message: 'is not a setting' })),
        );
      // the 48-hour average's reference period: 17 weeks, 26 (residential care) or up to 52 by a workforce
      // agreement (Working Time Regulations 1998 regs 4(3), 4(5), 23(b); decision 0430)
      const weeks = input.toggles?.workingTimeReferenceWeeks;
      if (weeks !== undefined && referenceWeeks(weeks) !== weeks)
        throw new Problem(422, 'Validation failed', 'The reference period is 17 to 52 weeks.', [
          { path: '/toggles/workingTimeReferenceWeeks', message: 'must be a whole number of weeks from 17 to 52' },
        ]);
      const settings = {
        ...org.settings,
        toggles: { ...((org.settings.toggles as object) ?? {}), ...input.toggles },
        ...(input.moveInChecklist ? { moveInChecklist: input.moveInChecklist } : {}),
        // the company's details (/company): given fields replace, the rest are kept
        ...(input.company ? { company: { ...((org.settings.company as object) ?? {}), ...input.company } } : {}),
      };
      await store.transaction(caller.orgId, async (tx) => {
        await tx.administration.setSettings(settings);
        if (input.name && input.name !== org.name) await tx.administration.rename(input.name);
        await tx.audit.write({
          userId: caller.id,
          action: 'organisation.settings',
          entity: 'organisation',
          entityId: org.id,
          detail: { before: org.settings, after: settings, name: input.name },
        });
      });
      return this.organisation(caller);
    },

    /** The sign-off option of every record category (SPEC §3): none, default, or custom with chosen people. */
    async signoffRules(caller: Caller) {
      need(caller, 'read');
      const s = store.forOrg(caller.orgId);
      const rules = [];
      for (const o of SIGNOFF_OPTIONS) {
        const r = await s.records.signoffRule(o);
        rules.push({
          option: o,
          label: signoffOptions.items.find((i) => i.value === o)?.label ?? o,
          mode: r?.mode ?? 'default',
          users: r?.users ?? [],
        });
      }
      return rules;
    },

    async setSignoffRule(
      caller: Caller,
      option: string,
      input: { mode: 'none' | 'default' | 'custom'; users: string[] },
    ) {
      need(caller, 'edit');
      if (!(SIGNOFF_OPTIONS as readonly string[]).includes(option)) throw notFound(`Sign-off option "${option}"`);
      if (input.mode === 'custom' && !input.users.length)
        throw new Problem(422, 'Validation failed', 'Choose at least one person to sign off.', [
          { path: '/users', message: 'choose at least one person' },
        ]);
      const s = store.forOrg(caller.orgId);
      const known = await s.people.existing('staff', input.users);
      const strangers = input.users.map((u, i) => [u, i] as const).filter(([u]) => !known.has(u));
      if (strangers.length)
        throw new Problem(
          422,
          'Validation failed',
          'Some chosen people are not staff of this organisation.',
          strangers.map(([, i]) => ({ path: `/users/${i}`, message: 'is not a member of staff' })),
        );
      const users = input.mode === 'custom' ? input.users : [];
      await store.transaction(caller.orgId, async (tx) => {
        await tx.records.setSignoffRule(option, input.mode, users, caller.id);
        await tx.audit.write({
          userId: caller.id,
          action: 'signoff-rule.set',
          entity: 'signoff-rule',
          detail: { option, mode: input.mode, users },
        });
      });
      return (await this.signoffRules(caller)).find((r) => r.option === option);
    },

    async homes(caller: Caller) {
      need(caller, 'read');
      return (await store.forOrg(caller.orgId).people.homes()).map((h) => ({
        ...h,
        nonOperational: isNonOperationalHome(h.name),
      }));
    },

    async saveHome(caller: Caller, id: string | null, h: HomeInput) {
      need(caller, 'edit');
      const s = store.forOrg(caller.orgId);
      if (id && !(await s.people.home(id))) throw notFound('The home');
      const homeId = await store.transaction(caller.orgId, async (tx) => {
        const row = { name: h.name, type: h.type, address: h.address ?? null, onCallPhone: onCall(h.onCallPhone) };
        const hid = id ?? (await tx.administration.addHome(row));
        if (id) await tx.administration.updateHome(id, row);
        await tx.audit.write({
          userId: caller.id,
          action: id ? 'home.update' : 'home.add',
          entity: 'home',
          entityId: hid,
          detail: { ...h },
        });
        return hid;
      });
      return (await this.homes(caller)).find((x) => x.id === homeId);
    },

    async setHomeArchived(caller: Caller, id: string, archived: boolean) {
      need(caller, 'edit');
      if (!(await store.forOrg(caller.orgId).people.home(id))) throw notFound('The home');
      await store.forOrg(caller.orgId).administration.setHomeArchived(id, archived);
      await audit(caller, archived ? 'home.archive' : 'home.restore', id);
      return (await this.homes(caller)).find((x) => x.id === id);
    },

    async users(caller: Caller) {
      need(caller, 'read');
      return store.forOrg(caller.orgId).administration.allUsers();
    },

    /** A new user gets an invitation link to set their own password (shown once). */
    async addUser(caller: Caller, asked: UserInput, asker: Asker = {}) {
      need(caller, 'edit');
      const u = placingAuthorityLogin(await withCustomRole(caller, asked));
      mayReceiveLink(mail, asker);
      mayGive(caller, holding(u));
      await checkUser(caller, u);
      const id = await store.transaction(caller.orgId, async (tx) => {
        const uid = await tx.administration.addUser(u);
        await tx.audit.write({
          userId: caller.id,
          action: 'user.add',
          entity: 'user',
          entityId: uid,
          detail: { email: u.email, role: u.role, customRoleId: u.customRoleId, areas: u.areas, homeIds: u.homeIds },
        });
        await tellAccessChanged(tx, caller, uid, `gave you a login (${u.role.replace('_', ' ')}).`);
        return uid;
      });
      return { id, invite: await link(caller, { id, email: u.email }, 'invite', asker) };
    },

    async updateUser(caller: Caller, id: string, asked: UserInput) {
      need(caller, 'edit');
      const u = placingAuthorityLogin(await withCustomRole(caller, asked, id));
      const before = (await this.users(caller)).find((x) => x.id === id);
      if (!before) throw notFound('The user');
      if (!before.active) throw conflict('This person has left; their account cannot be changed.');
      // a young person is never staff: their own login is changed from their Personal Details only
      if (before.role === 'young_person')
        throw conflict("This is a young person's own login; change it from their Personal Details.");
      mayChange(caller, holding(before), 'edit');
      mayGive(caller, holding(u));
      await checkUser(caller, u, id);
      await store.transaction(caller.orgId, async (tx) => {
        await tx.administration.updateUser(id, u);
        await tx.audit.write({
          userId: caller.id,
          action: 'user.update',
          entity: 'user',
          entityId: id,
          detail: { before, after: u },
        });
        await tellAccessChanged(tx, caller, id, 'changed your role, access or homes.');
      });
      return (await this.users(caller)).find((x) => x.id === id);
    },

    async resetPassword(caller: Caller, id: string, asker: Asker = {}) {
      need(caller, 'edit');
      const user = (await this.users(caller)).find((x) => x.id === id);
      if (!user || !user.active) throw notFound('The user');
      mayChange(caller, holding(user), 'reset-password');
      mayReceiveLink(mail, asker);
      await store.transaction(caller.orgId, async (tx) => {
        await tx.audit.write({ userId: caller.id, action: 'user.reset-password', entity: 'user', entityId: id });
        await tellAccessChanged(tx, caller, id, 'made a link to reset your password.');
      });
      return { reset: await link(caller, user, 'reset', asker) };
    },

    /** A leaver: the staff-departure options of SPEC §3, carried out together, and their login removed. */
    async deactivate(caller: Caller, id: string, d: Departure) {
      need(caller, 'edit');
      if (id === caller.id) throw conflict('You cannot deactivate your own account.');
      const user = (await this.users(caller)).find((x) => x.id === id);
      if (!user) throw notFound('The user');
      if (!user.active) throw conflict('This person has already left.');
      mayChange(caller, holding(user), 'deactivate');
      if (d.pendingTasks === 'reassign') {
        // a colleague: an active login of ours that is not a young person's own
        const to = d.reassignTo
          ? (await this.users(caller)).find((x) => x.id === d.reassignTo && x.active && x.role !== 'young_person')
          : null;
        if (!to || to.id === id)
          throw new Problem(422, 'Validation failed', 'Choose an active colleague to take over the tasks.', [
            { path: '/reassignTo', message: 'choose an active colleague' },
          ]);
      }
      const counts = await store.transaction(caller.orgId, async (tx) => {
        const c = await tx.administration.depart(id, caller.id, d);
        c.sessionsEnded = await tx.sessions.endAll(id, 'deactivated');
        await tx.audit.write({
          userId: caller.id,
          action: 'user.deactivate',
          entity: 'user',
          entityId: id,
          detail: { ...d, counts: c },
        });
        return c;
      });
      return { id, active: false, counts };
    },

    /**
     * "Forgot your password": with email configured, each active login with this email gets a reset link (at most
     * three an hour each). The answer is the same whether or not a login has the email.
     */
    async requestReset(email: string): Promise<{ sent: boolean }> {
      if (!mail?.configured) return { sent: false };
      for (const u of await store.loginCandidates(email.trim())) {
        const since = new Date(Date.now() - 3600_000);
        if ((await store.forOrg(u.orgId).mail.countSince(u.id, 'account', since)) >= 3) continue;
        await store.transaction(u.orgId, async (tx) => {
          await tx.audit.write({ userId: u.id, action: 'user.reset-requested', entity: 'user', entityId: u.id });
          await issueLoginLink(tx, mail, { userId: u.id, email: u.email, purpose: 'reset', createdBy: null });
        });
      }
      return { sent: true };
    },

    /** Setting a password from an invitation or reset link; any session still signed in with the old one ends. */
    async setPassword(token: string, password: string) {
      const expired = () =>
        new Problem(
          400,
          'Bad request',
          'This link has expired or has already been used. Ask your administrator for a new one.',
        );
      const person = await store.loginTokens.person(loginTokenHash(token));
      if (!person) throw expired();
      assertGoodPassword(password, person, '/password', placeWords([person.orgName, ...person.homeNames]));
      const used = await store.loginTokens.use(loginTokenHash(token), await hashPassword(password));
      if (!used) throw expired();
      const ended = await store.forOrg(used.orgId).sessions.endAll(used.userId, 'password');
      await store.forOrg(used.orgId).audit.write({
        userId: used.userId,
        action: `user.password-${used.purpose}`,
        entity: 'user',
        entityId: used.userId,
        detail: { sessionsEnded: ended },
      });
      return { ok: true };
    },

    /** A signed-in person choosing a new password: their other sessions end, this one goes on. */
    async changeOwnPassword(caller: Caller, sessionId: string, current: string, next: string) {
      const s = store.forOrg(caller.orgId);
      const user = await s.people.user(caller.id);
      if (!user || !(await verifyPassword(current, user.passwordHash))) {
        throw new Problem(422, 'Validation failed', 'Your current password is not right.', [
          { path: '/currentPassword', message: 'is not right' },
        ]);
      }
      assertGoodPassword(next, user, '/newPassword', await placesOf(s));
      if (await verifyPassword(next, user.passwordHash)) {
        throw new Problem(422, 'Validation failed', 'Choose a password different from the one you have now.', [
          { path: '/newPassword', message: 'is the password you have now' },
        ]);
      }
      const hash = await hashPassword(next);
      const ended = await store.transaction(caller.orgId, async (tx) => {
        await tx.administration.setPasswordHash(caller.id, hash);
        const n = await tx.sessions.endAll(caller.id, 'password', sessionId);
        await tx.audit.write({
          userId: caller.id,
          action: 'user.password-change',
          entity: 'user',
          entityId: caller.id,
          detail: { sessionsEnded: n },
        });
        return n;
      });
      return { ok: true, otherSessionsEnded: ended };
    },
  };
}
