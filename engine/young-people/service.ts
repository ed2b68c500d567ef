// Young people: admission (add), details, archive and restore (moving out), their own login,
// and views built from their records (chronology, summary for reviews and inspections).
import { isManagerFor, mayReadRecord, isYoungPersonLogin, areaLevel, worksIn, YOUNG_PERSON_GRANTS, type Caller } from '../access/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import { conflict, forbidden, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { YoungPersonInput } from '../store/people.ts';
import { STATUS_LABELS, type RecordStatus } from '../workflow/index.ts';

export function youngPersonService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  const canEditYoungPeople = (c: Caller, homeId: string) => areaLevel(c, 'cyp') === 'edit' && worksIn(c, homeId);

  async function load(caller: Caller, id: string) {
    const yp = await store.forOrg(caller.orgId).people.youngPerson(id);
    if (!yp) throw notFound('The young person');
    const self = isYoungPersonLogin(caller) && caller.youngPersonId === id;
    if (!self && (areaLevel(caller, 'cyp') === 'none' && areaLevel(caller, 'cyp_daily_log') === 'none' || !worksIn(caller, yp.homeId))) {
      throw forbidden('You do not have access to this young person.');
    }
    return yp;
  }

  /** SPEC §5: the full date of birth, or the year alone when that is all that is known. */
  function checkBirth(y: YoungPersonInput) {
    if (!y.dateOfBirth && !y.birthYear) {
      throw new Problem(422, 'Validation failed', 'Give the date of birth, or the year of birth if that is all that is known.', [{ path: '/dateOfBirth', message: 'is required (or birthYear)' }]);
    }
    if (y.dateOfBirth && y.birthYear && Number(y.dateOfBirth.slice(0, 4)) !== y.birthYear) {
      throw new Problem(422, 'Validation failed', 'The year of birth does not match the date of birth.', [{ path: '/birthYear', message: 'does not match the date of birth' }]);
    }
    const year = y.birthYear ?? Number(y.dateOfBirth!.slice(0, 4));
    const now = new Date().getUTCFullYear();
    if (year > now || year < now - 25) {
      throw new Problem(422, 'Validation failed', 'The year of birth is not plausible for a young person in care.', [{ path: y.dateOfBirth ? '/dateOfBirth' : '/birthYear', message: 'is not plausible' }]);
    }
  }

  async function checkKeyWorker(caller: Caller, keyWorkerId: string | null | undefined) {
    if (!keyWorkerId) return;
    if (!(await store.forOrg(caller.orgId).people.existing('staff', [keyWorkerId])).has(keyWorkerId)) {
      throw new Problem(422, 'Validation failed', 'The key worker is not a member of staff of this organisation.', [{ path: '/keyWorkerId', message: 'is not a member of staff' }]);
    }
  }

  return {
    load,

    async add(caller: Caller, input: YoungPersonInput & { homeId: string }) {
      const home = await store.forOrg(caller.orgId).people.home(input.homeId);
      if (!home) throw notFound('The home');
      if (!canEditYoungPeople(caller, home.id)) throw forbidden('You need edit access to young people in this home.');
      checkBirth(input);
      await checkKeyWorker(caller, input.keyWorkerId);
      const id = await store.transaction(caller.orgId, async (s) => {
        const ypId = await s.people.addYoungPerson(input);
        await s.audit.write({ userId: caller.id, action: 'young-person.add', entity: 'young-person', entityId: ypId, detail: { homeId: home.id } });
        await s.outbox.add('young-person.changed', { youngPersonId: ypId, action: 'add' });
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
        await s.audit.write({ userId: caller.id, action: 'young-person.update', entity: 'young-person', entityId: id, detail: { before: yp, after: input } });
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
      if (!isManagerFor(caller, yp.homeId)) throw forbidden('Only a manager of this home can archive or restore a young person.');
      if (!!yp.archivedAt === archived) throw conflict(archived ? 'This young person is already archived.' : 'This young person is not archived.');
      await store.transaction(caller.orgId, async (s) => {
        await s.people.setYoungPersonArchived(id, archived);
        const login = await s.people.ownLoginOnMoveOut(id, archived, archived && opts.keepLogin ? caller.id : null);
        await s.audit.write({ userId: caller.id, action: archived ? 'young-person.archive' : 'young-person.restore', entity: 'young-person', entityId: id,
          detail: archived ? { loginsEnded: login.ended, loginsKept: login.kept } : {} });
        await s.outbox.add('young-person.changed', { youngPersonId: id, action: archived ? 'archive' : 'restore' });
      });
      return (await store.forOrg(caller.orgId).people.youngPerson(id))!;
    },

    /** A manager gives the young person their own login, with the two permissions of SPEC §2. */
    async addLogin(caller: Caller, id: string, input: { email: string; password: string; plans: boolean; viewsComplaints: boolean }) {
      const yp = await load(caller, id);
      if (!isManagerFor(caller, yp.homeId)) throw forbidden('Only a manager of this home can give a young person a login.');
      const s = store.forOrg(caller.orgId);
      if (await s.people.emailTaken(input.email)) throw new Problem(409, 'Conflict', 'That email address already has a login.', [{ path: '/email', message: 'is already in use' }]);
      const permissions = {
        plans: input.plans ? YOUNG_PERSON_GRANTS.plans! : 'none',
        viewsComplaints: input.viewsComplaints ? YOUNG_PERSON_GRANTS.viewsComplaints! : 'none',
      };
      const passwordHash = await hashPassword(input.password);
      const userId = await store.transaction(caller.orgId, async (tx) => {
        const uid = await tx.people.addYoungPersonLogin({ youngPersonId: id, homeId: yp.homeId, email: input.email, name: yp.preferredName ?? yp.firstName, passwordHash, permissions });
        await tx.audit.write({ userId: caller.id, action: 'young-person.login', entity: 'user', entityId: uid, detail: { youngPersonId: id, permissions } });
        return uid;
      });
      return { userId, email: input.email, permissions };
    },

    /**
     * Chronology: significant events built from the records themselves (never typed twice),
     * newest first, only the kinds this person may read.
     */
    async chronology(caller: Caller, id: string, range: { from?: Date; to?: Date; limit?: number }) {
      const yp = await load(caller, id);
      const items = [];
      for (const r of await this.records(caller, yp.id, range)) {
        items.push({
          id: r.id, kind: r.kind, title: r.title, date: r.recordDate, status: r.status, statusLabel: r.statusLabel,
          authorName: r.authorName, summary: r.summaryText,
        });
      }
      return items.slice(0, range.limit ?? 500);
    },

    /**
     * Every record of a young person the caller may read, in a date range (chronology, summary export,
     * reports): each row passes the one read rule (engine/access/read-rule.ts) before any of it is used.
     */
    async records(caller: Caller, youngPersonId: string, range: { from?: Date; to?: Date; kinds?: string[] }) {
      const s = store.forOrg(caller.orgId);
      const rows = await s.records.list({
        kinds: range.kinds ?? registry.kinds(), youngPersonId, from: range.from, to: range.to,
        homeIds: 'all', excludeYoungPeople: [], limit: 2000,
      });
      const out = [];
      for (const r of rows) {
        const { def, version } = await registry.byId(r.definitionVersionId);
        if (!mayReadRecord(caller, def, r)) continue;   // the one read rule, as the record itself
        const summaryText = def.list.columns.map((c) => valueAt(r.data, c)).filter((v) => v !== undefined && v !== null && v !== '')
          .map((v) => (Array.isArray(v) ? v.join(', ') : String(v))).join(' · ');
        out.push({
          id: r.id, kind: r.kind, title: def.title, definitionVersion: version, recordDate: r.recordDate, status: r.status,
          statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status, authorName: r.authorName, createdAt: r.createdAt,
          summaryText, data: r.data,
        });
      }
      return out;
    },
  };
}
export type YoungPersonService = ReturnType<typeof youngPersonService>;
