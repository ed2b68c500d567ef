// Who from the placing authority sees a young person (decision 0671): a manager of the child's home names a social
// worker (or IRO) — a login of role social_worker, invited like anyone — and the date their access ends. It also
// ends when the child moves on (migration 116) or when the manager ends it with a reason. Each change is audited
// and the social worker told in-app; the grant's history is kept.
import { type Caller, placedYoungPeople } from '../access/index.ts';
import { managesYoungPeople } from '../access/young-people.ts';
import { tellAccessChanged } from '../administration/access-notice.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { londonDate, ukDate } from '../time/london.ts';
import type { YoungPersonService } from './service.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function placingAuthorityService({
  store,
  youngPeople,
  now = () => new Date(),
}: {
  store: Store;
  youngPeople: YoungPersonService;
  now?: () => Date;
}) {
  async function managed(c: Caller, youngPersonId: string) {
    const yp = await youngPeople.load(c, youngPersonId);
    if (!managesYoungPeople(c, yp.homeId))
      throw forbidden("Only a manager of this young person's home can say who from the placing authority sees them.");
    return yp;
  }

  return {
    /**
     * Every grant about the young person: open ones (and whether their date has passed), then ended ones; and the
     * social worker logins a manager may choose from.
     */
    async list(c: Caller, youngPersonId: string) {
      await managed(c, youngPersonId);
      const today = londonDate(now());
      const o = store.forOrg(c.orgId);
      const [rows, socialWorkers] = await Promise.all([
        o.placingAccess.ofYoungPerson(youngPersonId),
        o.placingAccess.socialWorkers(),
      ]);
      return {
        grants: rows.map((r) => ({ ...r, state: r.endedAt ? 'ended' : r.endsOn < today ? 'expired' : 'open' })),
        socialWorkers,
      };
    },

    /** Give a social worker this young person until a date (or move the date of their open grant). */
    async grant(c: Caller, youngPersonId: string, body: { userId: string; endsOn: string }) {
      const yp = await managed(c, youngPersonId);
      if (yp.archivedAt) throw conflict('This young person has moved on; nobody new can be given their records.');
      const today = londonDate(now());
      if (!DAY.test(body.endsOn) || body.endsOn < today)
        throw invalid('The end date must be today or later.', [{ path: '/endsOn', message: 'must be today or later' }]);
      const o = store.forOrg(c.orgId);
      const worker = await o.people.user(body.userId);
      if (!worker || !worker.active || worker.role !== 'social_worker')
        throw invalid('Choose an active social worker login of your organisation.', [
          { path: '/userId', message: 'is not an active social worker of this organisation' },
        ]);
      await store.transaction(c.orgId, async (s) => {
        const id = await s.placingAccess.grant({ userId: worker.id, youngPersonId, endsOn: body.endsOn, by: c.id });
        await s.audit.write({
          userId: c.id,
          action: 'placing-authority.grant',
          entity: 'young-person',
          entityId: youngPersonId,
          detail: { grantId: id, socialWorkerId: worker.id, endsOn: body.endsOn },
        });
        await tellAccessChanged(
          s,
          c,
          worker.id,
          `gave you ${yp.preferredName ?? yp.firstName}'s plans, risk assessments, incidents and reviews to read until ${ukDate(body.endsOn)}.`,
        );
      });
      return this.list(c, youngPersonId);
    },

    /** End a social worker's access to this young person now, with the reason. */
    async end(c: Caller, youngPersonId: string, userId: string, reason: string) {
      await managed(c, youngPersonId);
      if (!reason.trim())
        throw invalid('Say why the access ends.', [{ path: '/reason', message: 'must not be empty' }]);
      const o = store.forOrg(c.orgId);
      if (!(await o.placingAccess.open(userId, youngPersonId))) throw notFound('An open grant for this social worker');
      await store.transaction(c.orgId, async (s) => {
        await s.placingAccess.end(userId, youngPersonId, c.id, reason.trim());
        await s.audit.write({
          userId: c.id,
          action: 'placing-authority.end',
          entity: 'young-person',
          entityId: youngPersonId,
          detail: { socialWorkerId: userId, reason: reason.trim() },
        });
        await tellAccessChanged(s, c, userId, "ended your access to a young person's records.");
      });
      return this.list(c, youngPersonId);
    },

    /** The social worker's own young people, with the date each grant ends. */
    mine(c: Caller) {
      const ids = new Set(placedYoungPeople(c, now()));
      return (c.placedYoungPeople ?? []).filter((p) => ids.has(p.youngPersonId));
    },
  };
}
