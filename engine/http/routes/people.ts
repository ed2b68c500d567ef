// Homes, young people and staff, scoped to the homes the caller works in.
import type { FastifyInstance } from 'fastify';
import {
  areaLevel,
  type Caller,
  homeScope,
  isDirector,
  isPlacedWith,
  isSocialWorker,
  isYoungPersonLogin,
  kindLevel,
  mayReadRecord,
  placedYoungPeople,
  worksIn,
} from '../../access/index.ts';
import { seesYoungPeople } from '../../access/young-people.ts';
import { forbidden, notFound } from '../../problem.ts';
import type { UserRow, YoungPersonRow } from '../../store/index.ts';
import { rotaStore } from '../../store/rota.ts';
import { type RecordStatus, STATUS_LABELS } from '../../workflow/index.ts';
import type { AppDeps } from '../app.ts';
import { idParams, uuid } from '../schemas.ts';

/** At most this many records in a search's answer. */
const SEARCH_RECORDS = 20;

const canSeeStaffDetails = (c: Caller) =>
  isDirector(c) || ['hr', 'hr_manager', 'staff'].some((a) => areaLevel(c, a) !== 'none');

const youngPersonOut = (y: YoungPersonRow) => ({
  id: y.id,
  firstName: y.firstName,
  lastName: y.lastName,
  preferredName: y.preferredName,
  dateOfBirth: y.dateOfBirth,
  birthYear: y.birthYear ?? (y.dateOfBirth ? Number(y.dateOfBirth.slice(0, 4)) : null),
  gender: y.gender,
  homeId: y.homeId,
  homeName: y.homeName,
  keyWorkerId: y.keyWorkerId,
  keyWorkerName: y.keyWorkerName,
  moveInDate: y.moveInDate,
  archivedAt: y.archivedAt,
  // "Login kept after moving out by <manager> on <date>": their own login outlived the move-out on purpose
  ownLoginKept: y.ownLoginKept,
});

// Colleagues are visible to everyone (to name who was on shift); contact details need a staff/HR area.
const staffOut = (u: UserRow, details: boolean) => ({
  id: u.id,
  name: u.name,
  role: u.role,
  isManager: u.isManager,
  jobTitle: u.jobTitle,
  homeIds: u.homeIds,
  ...(details ? { email: u.email } : {}),
});

export default async function peopleRoutes(app: FastifyInstance, { store, registry, requireCaller }: AppDeps) {
  app.addHook('onRequest', requireCaller);

  app.get(
    '/api/homes',
    { schema: { tags: ['people'], summary: 'Homes I work in (all, for a director)' } },
    async (request) => {
      const c = request.caller;
      const homes = await store.forOrg(c.orgId).people.homes(isDirector(c) ? undefined : c.homeIds);
      return homes.map((h) => ({ id: h.id, name: h.name, type: h.type, address: h.address, archivedAt: h.archivedAt }));
    },
  );

  app.get<{ Querystring: { home?: string; archived?: boolean } }>(
    '/api/young-people',
    {
      schema: {
        tags: ['people'],
        summary: 'Young people in my homes',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { home: uuid, archived: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const c = request.caller;
      // a placing authority's social worker: the young people named to them, while the grant runs
      if (isSocialWorker(c)) {
        const ids = placedYoungPeople(c);
        const rows = ids.length ? await store.forOrg(c.orgId).people.youngPeople({ homeIds: 'all', ids }) : [];
        return rows.map(youngPersonOut);
      }
      if (!seesYoungPeople(c)) throw forbidden('You need access to the young people area.');
      if (request.query.home && !worksIn(c, request.query.home)) throw forbidden('You do not work in that home.');
      const rows = await store
        .forOrg(c.orgId)
        .people.youngPeople({ homeIds: homeScope(c), homeId: request.query.home, archived: request.query.archived });
      return rows.map(youngPersonOut);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/young-people/:id',
    { schema: { tags: ['people'], summary: 'One young person', params: idParams } },
    async (request) => {
      const c = request.caller;
      const y = await store.forOrg(c.orgId).people.youngPerson(request.params.id);
      if (!y) throw notFound('The young person');
      const self = (isYoungPersonLogin(c) && c.youngPersonId === y.id) || isPlacedWith(c, y.id);
      if (!self && (!seesYoungPeople(c) || !worksIn(c, y.homeId)))
        throw forbidden('You do not have access to this young person.');
      return youngPersonOut(y);
    },
  );

  app.get<{ Querystring: { q: string } }>(
    '/api/search',
    {
      config: { replica: true },
      schema: {
        tags: ['people'],
        summary: 'Search young people, staff and records by name, in the homes I may see',
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['q'],
          properties: { q: { type: 'string', minLength: 2, maxLength: 100 } },
        },
      },
    },
    async (request) => {
      const c = request.caller;
      if (isYoungPersonLogin(c) || isSocialWorker(c)) throw forbidden('Search is for staff.');
      const term = request.query.q.trim();
      const kinds = await kindsTitled(c, term);
      const found = await store.forOrg(c.orgId).people.search(term, homeScope(c), kinds);
      // every record is held to the rule that guards reading it: nothing the caller may not open is named
      const records = [];
      for (const r of found.records) {
        if (records.length === SEARCH_RECORDS) break;
        const { def } = await registry.byId(r.definitionVersionId);
        if (!mayReadRecord(c, def, r)) continue;
        records.push({
          id: r.id,
          kind: r.kind,
          title: def.title,
          youngPersonId: r.youngPersonId,
          youngPersonName: r.youngPersonName,
          staffId: r.staffId,
          staffName: r.staffName,
          homeId: r.homeId,
          recordDate: r.recordDate,
          statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status,
        });
      }
      return {
        youngPeople: seesYoungPeople(c) ? found.youngPeople.map(youngPersonOut) : [],
        staff: found.staff,
        records,
      };
    },
  );

  /** Record kinds the caller may read at all whose title (or key) holds the term. */
  async function kindsTitled(c: Caller, term: string) {
    const t = term.toLowerCase();
    const resolved = await Promise.all(registry.kinds().map((k) => registry.latest(k, c.orgId)));
    return resolved.flatMap((r) =>
      r &&
      kindLevel(c, r.def) !== 'none' &&
      (r.def.title.replace(/[{}]/g, '').toLowerCase().includes(t) || r.def.kind.includes(t))
        ? [r.def.kind]
        : [],
    );
  }

  app.get<{ Querystring: { home?: string } }>(
    '/api/staff',
    {
      config: { replica: true },
      schema: {
        tags: ['people'],
        summary: 'Staff of my homes',
        querystring: { type: 'object', additionalProperties: false, properties: { home: uuid } },
      },
    },
    async (request) => {
      const c = request.caller;
      if (isYoungPersonLogin(c) || isSocialWorker(c)) throw forbidden('The staff list is for staff.');
      const home = request.query.home;
      const users = await store.forOrg(c.orgId).people.users({ homeId: home });
      const visible = isDirector(c)
        ? users
        : users.filter((u) => u.homeIds.some((h) => c.homeIds.includes(h)) || u.role === 'director');
      if (!home) return visible.map((u) => staffOut(u, canSeeStaffDetails(c)));
      // For a home, who is on shift there now and who has a shift there this fortnight, so a picker of the
      // staff who were there offers those on shift first and leaves out a director or HR manager not on the rota.
      const now = Date.now();
      const day = 86_400_000;
      const shifts = await rotaStore(store.db, c.orgId).shifts(home, new Date(now - 8 * day), new Date(now + 7 * day));
      const onShift = new Set(
        shifts
          .filter((s) => s.staffId && s.startsAt.getTime() <= now && now < s.endsAt.getTime())
          .map((s) => s.staffId),
      );
      const rostered = new Set(shifts.map((s) => s.staffId));
      return visible.map((u) => ({
        ...staffOut(u, canSeeStaffDetails(c)),
        onShift: onShift.has(u.id),
        rostered: rostered.has(u.id),
      }));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/staff/:id',
    { schema: { tags: ['people'], summary: 'One member of staff', params: idParams } },
    async (request) => {
      const c = request.caller;
      const u = await store.forOrg(c.orgId).people.user(request.params.id);
      if (!u) throw notFound('The member of staff');
      if (isYoungPersonLogin(c) && u.id !== c.id) throw forbidden('The staff list is for staff.');
      if (!isDirector(c) && u.id !== c.id && !u.homeIds.some((h) => c.homeIds.includes(h)))
        throw forbidden('This person does not work in your homes.');
      return staffOut(u, canSeeStaffDetails(c) || u.id === c.id);
    },
  );
}
