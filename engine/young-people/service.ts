// Young people: admission (add), details, archive and restore (moving out), their own login,
// and views built from their records (chronology, summary for reviews and inspections).
import { decideOwnLoginGrant } from '../access/grants.ts';
import {
  type Caller,
  decideYoungPersonView,
  isManagerFor,
  isPlacedWith,
  isYoungPersonLogin,
  mayReadRecord,
  worksIn,
  YOUNG_PERSON_GRANTS,
} from '../access/index.ts';
import { decideYoungPeopleEdit, seesYoungPeople } from '../access/young-people.ts';
import { tellAccessChanged } from '../administration/access-notice.ts';
import { tellRecorded } from '../alerts/recorded.ts';
import { hashPassword } from '../auth/password.ts';
import { assertGoodPassword, placesOf } from '../auth/password-policy.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import { conflict, forbidden, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { YoungPersonInput } from '../store/people.ts';
import { type RecordStatus, STATUS_LABELS } from '../workflow/index.ts';

/** The two permissions of SPEC §2, as stored on the login. */
const grantsOf = (input: { plans: boolean; viewsComplaints: boolean }) => ({
  plans: input.plans ? YOUNG_PERSON_GRANTS.plans! : 'none',
  viewsComplaints: input.viewsComplaints ? YOUNG_PERSON_GRANTS.viewsComplaints! : 'none',
});

type LoginRow = Awaited<ReturnType<ReturnType<Store['forOrg']>['people']['youngPersonLogin']>>;
const loginOut = (l: LoginRow) =>
  l
    ? {
        userId: l.userId,
        email: l.email,
        active: l.active,
        createdAt: l.createdAt,
        endedAt: l.endedAt,
        lastSignIn: l.lastSignIn,
        plans: l.permissions.plans !== undefined && l.permissions.plans !== 'none',
        viewsComplaints: l.permissions.viewsComplaints !== undefined && l.permissions.viewsComplaints !== 'none',
      }
    : null;

export function youngPersonService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  const canEditYoungPeople = (c: Caller, homeId: string) => decideYoungPeopleEdit(c, homeId).ok;

  async function load(caller: Caller, id: string) {
    const yp = await store.forOrg(caller.orgId).people.youngPerson(id);
    if (!yp) throw notFound('The young person');
    const self = (isYoungPersonLogin(caller) && caller.youngPersonId === id) || isPlacedWith(caller, id);
    if (!self && (!seesYoungPeople(caller) || !worksIn(caller, yp.homeId))) {
      throw forbidden('You do not have access to this young person.');
    }
    return yp;
  }

  /** SPEC §5: the full date of birth, or the year alone when that is all that is known. */
  function checkBirth(y: YoungPersonInput) {
    if (!y.dateOfBirth && !y.birthYear) {
      throw new Problem(
        422,
        'Validation failed',
        'Give the date of birth, or the year of birth if that is all that is known.',
        [{ path: '/dateOfBirth', message: 'is required (or birthYear)' }],
      );
    }
    if (y.dateOfBirth && y.birthYear && Number(y.dateOfBirth.slice(0, 4)) !== y.birthYear) {
      throw new Problem(422, 'Validation failed', 'The year of birth does not match the date of birth.', [
        { path: '/birthYear', message: 'does not match the date of birth' },
      ]);
    }
    const year = y.birthYear ?? Number(y.dateOfBirth!.slice(0, 4));
    const now = new Date().getUTCFullYear();
    if (year > now || year < now - 25) {
      throw new Problem(422, 'Validation failed', 'The year of birth is not plausible for a young person in care.', [
        { path: y.dateOfBirth ? '/dateOfBirth' : '/birthYear', message: 'is not plausible' },
      ]);
    }
  }

  async function checkKeyWorker(caller: Caller, keyWorkerId: string | null | undefined) {
    if (!keyWorkerId) return;
    if (!(await store.forOrg(caller.orgId).people.existing('staff', [keyWorkerId])).has(keyWorkerId)) {
      throw new Problem(422, 'Validation failed', 'The key worker is not a member of staff of this organisation.', [
        { path: '/keyWorkerId', message: 'is not a member of staff' },
      ]);
    }
  }

  /** Only a manager of the young person's home gives, changes or ends their login. */
  async function managing(caller: Caller, id: string) {
    const yp = await load(caller, id);
    if (!isManagerFor(caller, yp.homeId))
      throw forbidden("Only a manager of this home can manage a young person's login.");
    return yp;
  }

  /** The manager may give these permissions only if they hold them for this young person (engine/access/grants.ts). */
  function mayGive(caller: Caller, id: string, permissions: Record<string, string>) {
    const v = decideOwnLoginGrant(caller, id, permissions as Parameters<typeof decideOwnLoginGrant>[2]);
    if (!v.ok) throw forbidden(v.reason);
  }

  async function activeLogin(caller: Caller, id: string) {
    const yp = await managing(caller, id);
    const login = await store.forOrg(caller.orgId).people.youngPersonLogin(id);
    if (!login?.active) throw conflict('This young person has no login; create one first.');
    mayGive(caller, id, login.permissions);
    return { ...login, youngPerson: yp };
  }

  /** A young person's own password follows everyone's rules, their names and email counting as easy guesses. */
  const assertGoodOwnPassword = async (
    caller: Caller,
    password: string,
    yp: { firstName: string; lastName: string; preferredName: string | null },
    email: string,
  ) =>
    assertGoodPassword(
      password,
      { name: [yp.firstName, yp.preferredName, yp.lastName].filter(Boolean).join(' '), email },
      '/password',
      await placesOf(store.forOrg(caller.orgId)),
    );

  return {
    load,

    async add(caller: Caller, input: YoungPersonInput & { homeId: string }) {
      const home = await store.forOrg(caller.orgId).people.home(input.homeId);
      // a home named in the body: another organisation's and none at all read the same; one of ours not worked in is
      // 403 below
      if (!home)
        throw new Problem(422, 'Validation failed', 'The home is not one of your organisation.', [
          { path: '/homeId', message: 'is not a home of your organisation' },
        ]);
      if (!canEditYoungPeople(caller, home.id)) throw forbidden('You need edit access to young people in this home.');
      checkBirth(input);
      await checkKeyWorker(caller, input.keyWorkerId);
      const id = await store.transaction(caller.orgId, async (s) => {
        const ypId = await s.people.addYoungPerson(input);
        await s.audit.write({
          userId: caller.id,
          action: 'young-person.add',
          entity: 'young-person',
          entityId: ypId,
          detail: { homeId: home.id },
        });
        await s.outbox.add('young-person.changed', { youngPersonId: ypId, action: 'add' });
        await tellRecorded(s, {
          kind: 'yp_created',
          by: caller,
          homeId: home.id,
          youngPersonId: ypId,
          link: `/cyp/resident/${ypId}/profile/personal`,
        });
        return ypId;
      });
      return (await store.forOrg(caller.orgId).people.youngPerson(id))!;
    },

    async update(caller: Caller, id: string, input: YoungPersonInput) {
      const yp = await load(caller, id);
      if (!canEditYoungPeople(caller, yp.homeId)) throw forbidden('You need edit access to young people in this home.');
      if (yp.archivedAt) throw conflict('This young person is archived; restore them first.');
      checkBirth(input);
      await checkKeyWorker(caller, input.keyWorkerId);
      await store.transaction(caller.orgId, async (s) => {
        await s.people.updateYoungPerson(id, input);
        // the audit keeps what it was, so nothing typed is lost
        await s.audit.write({
          userId: caller.id,
          action: 'young-person.update',
          entity: 'young-person',
          entityId: id,
          detail: { before: yp, after: input },
        });
        await s.outbox.add('young-person.changed', { youngPersonId: id, action: 'update' });
      });
      return (await store.forOrg(caller.orgId).people.youngPerson(id))!;
    },

    /**
     * Archiving is moving out: their own login ends with it, unless the manager keeps it on
     * (`keepLogin`), which the profile then says. Restoring does not bring an ended login back.
     */
    async setArchived(caller: Caller, id: string, archived: boolean, opts: { keepLogin?: boolean } = {}) {
      const yp = await load(caller, id);
      if (!isManagerFor(caller, yp.homeId))
        throw forbidden('Only a manager of this home can archive or restore a young person.');
      if (!!yp.archivedAt === archived)
        throw conflict(archived ? 'This young person is already archived.' : 'This young person is not archived.');
      await store.transaction(caller.orgId, async (s) => {
        await s.people.setYoungPersonArchived(id, archived);
        const login = await s.people.ownLoginOnMoveOut(id, archived, archived && opts.keepLogin ? caller.id : null);
        await s.audit.write({
          userId: caller.id,
          action: archived ? 'young-person.archive' : 'young-person.restore',
          entity: 'young-person',
          entityId: id,
          detail: archived ? { loginsEnded: login.ended, loginsKept: login.kept } : {},
        });
        await s.outbox.add('young-person.changed', { youngPersonId: id, action: archived ? 'archive' : 'restore' });
        if (archived)
          await tellRecorded(s, {
            kind: 'yp_archived',
            by: caller,
            homeId: yp.homeId,
            youngPersonId: id,
            link: `/cyp/resident/${id}/profile/personal`,
          });
      });
      return (await store.forOrg(caller.orgId).people.youngPerson(id))!;
    },

    /** A manager gives the young person their own login, with the two permissions of SPEC §2. */
    async addLogin(
      caller: Caller,
      id: string,
      input: { email: string; password: string; plans: boolean; viewsComplaints: boolean },
    ) {
      const yp = await managing(caller, id);
      mayGive(caller, id, grantsOf(input));
      const s = store.forOrg(caller.orgId);
      const existing = await s.people.youngPersonLogin(id);
      if (existing?.active) {
        throw new Problem(
          409,
          'Conflict',
          `${yp.preferredName ?? yp.firstName} already has a login (${existing.email}). Change it, or end it first.`,
          [{ path: '/email', message: 'a login already exists' }],
        );
      }
      // only our own organisation is asked (migration 016); whose login it is stays unsaid (it may be another young
      // person's)
      if (await s.people.emailTaken(input.email))
        throw new Problem(
          409,
          'Conflict',
          'Someone in your organisation already has a login with this email address.',
          [{ path: '/email', message: 'is already in use in your organisation' }],
        );
      await assertGoodOwnPassword(caller, input.password, yp, input.email);
      const permissions = grantsOf(input);
      const passwordHash = await hashPassword(input.password);
      const userId = await store.transaction(caller.orgId, async (tx) => {
        const uid = await tx.people.addYoungPersonLogin({
          youngPersonId: id,
          homeId: yp.homeId,
          email: input.email,
          name: yp.preferredName ?? yp.firstName,
          passwordHash,
          permissions,
        });
        await tx.audit.write({
          userId: caller.id,
          action: 'young-person.login',
          entity: 'user',
          entityId: uid,
          detail: { youngPersonId: id, permissions },
        });
        await tellAccessChanged(tx, caller, uid, 'gave you your own login.');
        return uid;
      });
      return { userId, email: input.email, permissions };
    },

    /** The young person's login as their manager sees it: email, permissions, last sign-in (null: none given). */
    async login(caller: Caller, id: string) {
      await managing(caller, id);
      return loginOut(await store.forOrg(caller.orgId).people.youngPersonLogin(id));
    },

    async changeLogin(caller: Caller, id: string, input: { plans: boolean; viewsComplaints: boolean }) {
      const login = await activeLogin(caller, id);
      const permissions = grantsOf(input);
      mayGive(caller, id, permissions);
      await store.transaction(caller.orgId, async (tx) => {
        await tx.people.setYoungPersonLoginPermissions(login.userId, permissions);
        await tx.audit.write({
          userId: caller.id,
          action: 'young-person.login-permissions',
          entity: 'user',
          entityId: login.userId,
          detail: { youngPersonId: id, before: login.permissions, after: permissions },
        });
        await tellAccessChanged(tx, caller, login.userId, 'changed what your login lets you see and do.');
      });
      return loginOut(await store.forOrg(caller.orgId).people.youngPersonLogin(id));
    },

    /**
     * A new password, set by the manager with the young person (they may have no email inbox of their own); their
     * sessions end.
     */
    async setLoginPassword(caller: Caller, id: string, password: string) {
      const login = await activeLogin(caller, id);
      await assertGoodOwnPassword(caller, password, login.youngPerson, login.email);
      const passwordHash = await hashPassword(password);
      await store.transaction(caller.orgId, async (tx) => {
        await tx.people.setPassword(login.userId, passwordHash);
        const ended = await tx.sessions.endAll(login.userId, 'password');
        await tx.audit.write({
          userId: caller.id,
          action: 'young-person.login-password',
          entity: 'user',
          entityId: login.userId,
          detail: { youngPersonId: id, sessionsEnded: ended },
        });
        await tellAccessChanged(tx, caller, login.userId, 'set a new password for your login.');
      });
      return loginOut(await store.forOrg(caller.orgId).people.youngPersonLogin(id));
    },

    async endLogin(caller: Caller, id: string) {
      const login = await activeLogin(caller, id);
      await store.transaction(caller.orgId, async (tx) => {
        await tx.people.endYoungPersonLogin(login.userId);
        await tx.audit.write({
          userId: caller.id,
          action: 'young-person.login-end',
          entity: 'user',
          entityId: login.userId,
          detail: { youngPersonId: id },
        });
        await tellAccessChanged(tx, caller, login.userId, 'ended your login.');
      });
      return loginOut(await store.forOrg(caller.orgId).people.youngPersonLogin(id));
    },

    /**
     * Chronology: significant events built from the records themselves (never typed twice),
     * newest first, only the kinds this person may read.
     */
    async chronology(caller: Caller, id: string, range: { from?: Date; to?: Date; limit?: number }) {
      const yp = await load(caller, id);
      const view = decideYoungPersonView(caller, yp, 'chronology');
      if (!view.ok) throw forbidden(view.reason);
      const items = [];
      // a short page (the profile's recent records) reads a few more than it shows, not two thousand
      for (const r of await this.records(caller, yp.id, {
        ...range,
        fetch: range.limit ? Math.min(2000, range.limit * 4) : undefined,
      })) {
        items.push({
          id: r.id,
          kind: r.kind,
          title: r.title,
          date: r.recordDate,
          status: r.status,
          statusLabel: r.statusLabel,
          authorName: r.authorName,
          summary: r.summaryText,
        });
      }
      return items.slice(0, range.limit ?? 500);
    },

    /**
     * Every record of a young person the caller may read, in a date range (chronology, summary export,
     * reports): each row passes the one read rule (engine/access/read-rule.ts) before any of it is used.
     */
    async records(
      caller: Caller,
      youngPersonId: string,
      range: { from?: Date; to?: Date; kinds?: string[]; fetch?: number },
    ) {
      const s = store.forOrg(caller.orgId);
      const rows = await s.records.list({
        kinds: range.kinds ?? registry.kinds(),
        youngPersonId,
        from: range.from,
        to: range.to,
        homeIds: 'all',
        excludeYoungPeople: [],
        limit: range.fetch ?? 2000,
      });
      const out = [];
      for (const r of rows) {
        const { def, version } = await registry.byId(r.definitionVersionId);
        if (!mayReadRecord(caller, def, r)) continue; // the one read rule, as the record itself
        const summaryText = def.list.columns
          .map((c) => valueAt(r.data, c))
          .filter((v) => v !== undefined && v !== null && v !== '')
          .map((v) => (Array.isArray(v) ? v.join(', ') : String(v)))
          .join(' · ');
        out.push({
          id: r.id,
          kind: r.kind,
          title: def.title,
          definitionVersion: version,
          recordDate: r.recordDate,
          status: r.status,
          statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status,
          authorName: r.authorName,
          createdAt: r.createdAt,
          summaryText,
          data: r.data,
        });
      }
      return out;
    },
  };
}
export type YoungPersonService = ReturnType<typeof youngPersonService>;
