// The director's retention review (decision 0770): the young people's case files and the home's records whose
// period has ended, a legal hold that stops destruction, and destruction proposed by one director and approved by
// another, carried out whole and written to the destruction log (what went, never its content) and the audit.
import { retentionBySubject, retentionFor } from '../../definitions/retention.ts';
import { type Caller, isDirector } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { conflict, forbidden, invalid, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { destroyWhole, type RetentionSubject } from '../store/retention-review.ts';
import { londonDate, londonToday } from '../time/london.ts';
import { fileEnds, plusYears, retentionEnds, type RetentionRule, retentionState } from './rules.ts';

export interface ReviewItem {
  subjectType: RetentionSubject;
  subjectId: string;
  /** Whose file or which record: shown to the directors reviewing, never written to the destruction log. */
  label: string;
  home: string | null;
  endsOn: string;
  state: 'due' | 'held';
  records: number;
  rule: { source: string; verified: boolean };
  hold: { id: string; reason: string; placedBy: string; placedAt: Date } | null;
  proposal: { id: string; reason: string; proposedBy: string; proposedById: string; proposedAt: Date } | null;
}

/** An open legal hold, with what it is on in words, whether or not its subject's period has ended. */
export interface OpenHold {
  id: string;
  subjectType: RetentionSubject;
  subjectId: string;
  label: string;
  home: string | null;
  reason: string;
  placedBy: string;
  placedAt: Date;
}

const SHORTEST_YEARS = Math.min(
  ...Object.values(retentionBySubject)
    .filter((r) => r.from === 'record-date')
    .map((r) => r.years),
);

export function retentionReviewService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  const directorsOnly = (caller: Caller) => {
    if (!isDirector(caller)) throw forbidden('Only a director reviews retention and approves destruction.');
  };
  // a title with wording tokens ({planName}) reads as its kind: the review is organisation-wide, not one home type's
  const titleOf = (kind: string) => {
    const title = registry.defaults.get(kind)?.title;
    return title && !title.includes('{') ? title : kind;
  };
  const ruleOf = (kind: string): RetentionRule | null => {
    const def = registry.defaults.get(kind);
    return def ? retentionFor(def) : null;
  };

  /** Everything whose period has ended by `today`, held or not: case files first, then single records. */
  async function dueItems(caller: Caller, today: string): Promise<ReviewItem[]> {
    const s = store.forOrg(caller.orgId).retentionReview;
    const [files, records, holds, proposals] = await Promise.all([
      s.movedOnFiles(),
      s.recordsBefore(plusYears(today, -SHORTEST_YEARS)),
      s.openHolds(),
      s.destructions('proposed'),
    ]);
    const holdOf = (type: RetentionSubject, id: string) => {
      const h = holds.find((x) => x.subjectType === type && x.subjectId === id);
      return h ? { id: h.id, reason: h.reason, placedBy: h.placedByName, placedAt: h.placedAt } : null;
    };
    const proposalOf = (type: RetentionSubject, id: string) => {
      const p = proposals.find((x) => x.subjectType === type && x.subjectId === id);
      return p
        ? {
            id: p.id,
            reason: p.reason,
            proposedBy: p.proposedByName,
            proposedById: p.proposedBy,
            proposedAt: p.proposedAt,
          }
        : null;
    };
    const items: ReviewItem[] = [];
    const caseRule = retentionBySubject['young-person'];
    for (const f of files) {
      const kinds = f.kinds ?? [];
      const facts = { dateOfBirth: f.dateOfBirth, birthYear: f.birthYear };
      // a kind no longer defined is kept by the case-record rule: nothing goes earlier for being unknown
      const ends = fileEnds(
        kinds.map((k) => retentionEnds(ruleOf(k.kind) ?? caseRule, { ...facts, recordDate: k.last })),
      );
      const hold = holdOf('young-person', f.id);
      if (ends === null || retentionState(ends, today, hold !== null) === 'kept') continue;
      items.push({
        subjectType: 'young-person',
        subjectId: f.id,
        label: `Case file of ${f.name}`,
        home: f.homeName,
        endsOn: ends,
        state: hold ? 'held' : 'due',
        records: kinds.reduce((n, k) => n + k.count, 0),
        rule: { source: caseRule.source, verified: caseRule.verified },
        hold,
        proposal: proposalOf('young-person', f.id),
      });
    }
    for (const r of records) {
      const rule = ruleOf(r.kind);
      if (!rule || rule.from !== 'record-date') continue; // staff records run from leaving: not known here
      const ends = retentionEnds(rule, { recordDate: r.recordDate })!;
      const hold = holdOf('record', r.id);
      if (retentionState(ends, today, hold !== null) === 'kept') continue;
      items.push({
        subjectType: 'record',
        subjectId: r.id,
        label: `${titleOf(r.kind)} of ${r.recordDate}`,
        home: r.homeName,
        endsOn: ends,
        state: hold ? 'held' : 'due',
        records: 1,
        rule: { source: rule.source, verified: rule.verified },
        hold,
        proposal: proposalOf('record', r.id),
      });
    }
    return items;
  }

  /** An id named in a body that is not one of ours (or not of this kind) reads as one that does not exist: 422. */
  const notOurs = (detail: string) => invalid(detail, [{ path: '/subjectId', message: detail }]);

  async function itemOf(caller: Caller, type: RetentionSubject, id: string) {
    const item = (await dueItems(caller, londonToday())).find((i) => i.subjectType === type && i.subjectId === id);
    return item ?? null;
  }

  const audit = (caller: Caller, action: string, type: RetentionSubject, id: string, detail: object) =>
    store.forOrg(caller.orgId).audit.write({
      userId: caller.id,
      action: `retention.${action}`,
      entity: type === 'young-person' ? 'young_person' : 'record',
      entityId: id,
      detail: detail as Record<string, unknown>,
    });

  return {
    /** What has ended, and every open hold: a hold placed before the end (a claim) is listed to be lifted too. */
    async review(caller: Caller) {
      directorsOnly(caller);
      const s = store.forOrg(caller.orgId);
      const [items, open] = await Promise.all([dueItems(caller, londonToday()), s.retentionReview.openHolds()]);
      const holds: OpenHold[] = [];
      for (const h of open) {
        const listed = items.find((i) => i.subjectType === h.subjectType && i.subjectId === h.subjectId);
        let label = listed?.label ?? null;
        let home = listed?.home ?? null;
        if (!listed && h.subjectType === 'young-person') {
          const yp = await s.people.youngPerson(h.subjectId);
          label = yp ? `Case file of ${yp.firstName} ${yp.lastName}` : null;
          home = yp?.homeName ?? null;
        } else if (!listed) {
          const r = await s.records.get(h.subjectId);
          label = r ? `${titleOf(r.kind)} of ${londonDate(new Date(r.recordDate))}` : null;
        }
        holds.push({
          id: h.id,
          subjectType: h.subjectType,
          subjectId: h.subjectId,
          label: label ?? 'Destroyed since the hold was placed',
          home,
          reason: h.reason,
          placedBy: h.placedByName,
          placedAt: h.placedAt,
        });
      }
      return { today: londonToday(), items, holds };
    },

    /** A hold may be placed on anything the organisation keeps, due or not (a claim may come at any time). */
    async placeHold(caller: Caller, subjectType: RetentionSubject, subjectId: string, reason: string) {
      directorsOnly(caller);
      const s = store.forOrg(caller.orgId);
      const exists =
        subjectType === 'young-person'
          ? (await s.people.youngPerson(subjectId)) !== null
          : (await s.records.get(subjectId))?.youngPersonId === null;
      if (!exists)
        throw notOurs(`is not a ${subjectType === 'young-person' ? 'young person' : 'record of a home'} here`);
      const id = await s.retentionReview.placeHold(subjectType, subjectId, reason, caller.id);
      if (!id) throw conflict('A legal hold is already on it: lift that one first or leave it.');
      await audit(caller, 'hold.placed', subjectType, subjectId, { holdId: id, reason });
      return { id };
    },

    async liftHold(caller: Caller, holdId: string, reason: string) {
      directorsOnly(caller);
      const lifted = await store.forOrg(caller.orgId).retentionReview.liftHold(holdId, reason, caller.id);
      if (!lifted) throw notFound('An open legal hold');
      await audit(caller, 'hold.lifted', lifted.subjectType, lifted.subjectId, { holdId, reason });
      return { lifted: true };
    },

    /** The first director proposes; the log row names what would go (kinds and counts), not whose it is. */
    async propose(caller: Caller, subjectType: RetentionSubject, subjectId: string, reason: string) {
      directorsOnly(caller);
      const item = await itemOf(caller, subjectType, subjectId);
      if (!item) throw notOurs('is not a case file or record whose retention period has ended');
      if (item.hold) throw conflict('A legal hold stops its destruction: lift the hold first.');
      const what = {
        what: subjectType === 'young-person' ? "a young person's case file" : 'a record',
        home: item.home,
        records: item.records,
        rule: item.rule.source,
      };
      const id = await store.forOrg(caller.orgId).retentionReview.propose({
        subjectType,
        subjectId,
        what,
        endedOn: item.endsOn,
        reason,
        by: caller.id,
      });
      if (!id) throw conflict('Its destruction is already proposed: a second director approves or withdraws it.');
      await audit(caller, 'destruction.proposed', subjectType, subjectId, { destructionId: id, reason });
      return { id };
    },

    /** A second director approves: checked again (still due, no hold) and carried out at once, whole. */
    async approve(caller: Caller, destructionId: string) {
      directorsOnly(caller);
      const s = store.forOrg(caller.orgId).retentionReview;
      const d = await s.destruction(destructionId);
      if (!d || d.status !== 'proposed') throw notFound('A proposed destruction');
      if (d.proposedBy === caller.id)
        throw conflict('A second director approves a destruction: not the one who proposed it.');
      const item = await itemOf(caller, d.subjectType, d.subjectId);
      if (!item)
        throw conflict('It is no longer past its retention period (its dates changed): withdraw the proposal.');
      if (item.hold) throw conflict('A legal hold was placed since it was proposed: it stops the destruction.');
      const removed = await destroyWhole(store.db, caller.orgId, {
        id: d.id,
        subjectType: d.subjectType,
        subjectId: d.subjectId,
        decidedBy: caller.id,
      });
      await audit(caller, 'destruction.approved', d.subjectType, d.subjectId, {
        destructionId: d.id,
        proposedBy: d.proposedBy,
        rowsRemoved: removed,
      });
      return { destroyed: true, rowsRemoved: removed };
    },

    async withdraw(caller: Caller, destructionId: string) {
      directorsOnly(caller);
      const s = store.forOrg(caller.orgId).retentionReview;
      const d = await s.destruction(destructionId);
      if (!d || !(await s.withdraw(destructionId, caller.id))) throw notFound('A proposed destruction');
      await audit(caller, 'destruction.withdrawn', d.subjectType, d.subjectId, { destructionId });
      return { withdrawn: true };
    },

    /** The destruction log: every proposal and what came of it, newest first. */
    async log(caller: Caller) {
      directorsOnly(caller);
      return store.forOrg(caller.orgId).retentionReview.destructions();
    },
  };
}
