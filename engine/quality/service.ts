// Quality assurance: what an inspector would look at across the caller's homes
// (/quality-assurance, /ofsted-review), the figures of a Reg 45 / Reg 32 review period (/manager-review), and the
// director's choice of standards dashboard charts (/edit/standards-dashboard). Managers see the homes they manage,
// directors (the responsible individual among them) every home; every record row passes the one read rule.
import { CHART_METRICS } from '../../definitions/charts.ts';
import { allDeadlines } from '../../definitions/deadlines.ts';
import { REGULATORY_TIMINGS } from '../../definitions/regulatory-timings.ts';
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { type Caller, decideRecordRead, isManagerFor } from '../access/index.ts';
import { decideQuality, decideStandardsChoice } from '../access/quality.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, invalid, notFound } from '../problem.ts';
import { auditStore } from '../store/audit.ts';
import { homeStore } from '../store/home.ts';
import type { Store } from '../store/index.ts';
import { type QaRow, qualityStore } from '../store/quality.ts';
import { addDays, londonDate } from '../time/london.ts';
import { REVIEW_FIGURE_KINDS, reviewFigures } from './figures.ts';

interface Deps {
  store: Store;
  registry: DefinitionRegistry;
  now?: () => Date;
}

/** Records awaiting sign-off longer than this are listed (SPEC silent; the issue says "past a week"). */
export const SIGNOFF_WAIT_DAYS = 7;
/** A notification to Ofsted later than this after the event is late: the one notification constant. */
export const NOTIFY_HOURS = REGULATORY_TIMINGS.notificationDueHours;
/** How far back late notifications are listed. */
const LATE_NOTIFICATIONS_DAYS = 365;

/** The review dates the deadlines read (each plan's and assessment's own field), for "past review". */
const REVIEWS = allDeadlines
  .filter((d) => d.within.onTheDate)
  .flatMap((d) => d.kinds.map((kind) => ({ kind, path: d.from[0] })));

export function qualityService({ store, registry, now = () => new Date() }: Deps) {
  /** The homes in view: one asked for (404 if not ours, 403 if not theirs to manage), else every home they manage. */
  async function homesFor(c: Caller, homeId?: string) {
    const verdict = decideQuality(c);
    if (!verdict.ok) throw forbidden(verdict.reason);
    const all = (await store.forOrg(c.orgId).people.homes()).filter((h) => !h.archivedAt);
    if (homeId) {
      const home = all.find((h) => h.id === homeId);
      if (!home) throw notFound('The home');
      if (!isManagerFor(c, homeId)) throw forbidden('You do not manage this home.');
      return [home];
    }
    return all.filter((h) => isManagerFor(c, h.id));
  }

  async function readable(c: Caller, rows: QaRow[], types: Map<string, string>) {
    const out = [];
    for (const r of rows) {
      let title = r.title;
      if (r.recordId && r.definitionVersionId) {
        const def = (await registry.byId(r.definitionVersionId)).def;
        if (
          !decideRecordRead(c, def, {
            homeId: r.homeId,
            youngPersonId: r.youngPersonId,
            staffId: r.staffId,
            status: r.status ?? '',
            authorId: r.authorId,
          }).ok
        )
          continue;
        if (title === r.kind) title = resolveWording(def.title, (types.get(r.homeId) ?? 'children_home') as HomeType);
      }
      out.push({
        homeId: r.homeId,
        homeName: r.homeName,
        youngPersonId: r.youngPersonId,
        youngPersonName: r.youngPersonName,
        recordId: r.recordId,
        kind: r.kind,
        taskId: r.taskId,
        title,
        at: r.at,
        detail: r.detail,
      });
    }
    return out;
  }

  return {
    /** What an inspector would look at, across the homes in view. */
    async assurance(c: Caller, homeId?: string) {
      const homes = await homesFor(c, homeId);
      const ids = homes.map((h) => h.id);
      const types = new Map(homes.map((h) => [h.id, h.type]));
      const q = qualityStore(store.db, c.orgId);
      const at = now();
      const [overdue, signoffs, reviews, late, recs] = await Promise.all([
        q.overdueDuties(ids, at),
        q.awaitingSignoff(ids, new Date(at.getTime() - SIGNOFF_WAIT_DAYS * 86_400_000)),
        q.pastReview(ids, REVIEWS, londonDate(at)),
        q.lateNotifications(ids, NOTIFY_HOURS, new Date(at.getTime() - LATE_NOTIFICATIONS_DAYS * 86_400_000)),
        q.openRecommendations(ids),
      ]);
      const sections = {
        overdueDuties: await readable(c, overdue, types),
        awaitingSignoff: await readable(c, signoffs, types),
        pastReview: await readable(c, reviews, types),
        lateNotifications: await readable(c, late, types),
        openRecommendations: (await readable(c, recs, types)).map((r) => {
          const [status, visitDate] = (r.detail ?? '').split('|');
          return { ...r, detail: status, visitDate: visitDate || null };
        }),
      };
      return {
        asOf: at.toISOString(),
        signoffWaitDays: SIGNOFF_WAIT_DAYS,
        notifyHours: NOTIFY_HOURS,
        homes: homes.map((h) => ({
          id: h.id,
          name: h.name,
          type: h.type,
          counts: Object.fromEntries(
            Object.entries(sections).map(([k, rows]) => [k, rows.filter((r) => r.homeId === h.id).length]),
          ),
        })),
        ...sections,
      };
    },

    /**
     * The figures of a review period at one home, with the Reg 44 visits and their recommendations and the reviews so
     * far.
     */
    async reviewPeriod(c: Caller, homeId: string, period: { from?: string; to?: string }) {
      const [home] = await homesFor(c, homeId);
      const h = homeStore(store.db, c.orgId);
      const reviews = await h.records({ homeId, kinds: ['quality-review'], limit: 50 });
      const last = reviews.find((r) => typeof r.data.periodTo === 'string');
      let to = period.to ?? londonDate(now());
      let from = period.from ?? (last ? addDays(String(last.data.periodTo).slice(0, 10), 1) : addDays(to, -182));
      // the last review ends today: its period is the one to show until the next begins
      if (!period.from && !period.to && last && from > to) {
        from = String(last.data.periodFrom ?? to).slice(0, 10);
        to = String(last.data.periodTo).slice(0, 10);
      }
      if (from > to)
        throw invalid('The period starts after it ends.', [
          { path: '/from', message: 'must be on or before the end of the period' },
        ]);
      const fromAt = new Date(`${addDays(from, -1)}T00:00:00Z`);
      const toAt = new Date(`${addDays(to, 2)}T00:00:00Z`);
      const types = new Map([[home.id, home.type]]);
      const gate = async <
        T extends {
          definitionVersionId: number;
          homeId: string | null;
          youngPersonId: string | null;
          staffId: string | null;
          status: string;
          authorId: string;
        },
      >(
        rows: T[],
      ) => {
        const out: T[] = [];
        for (const r of rows)
          if (decideRecordRead(c, (await registry.byId(r.definitionVersionId)).def, r).ok) out.push(r);
        return out;
      };
      const [stays, records, visits] = await Promise.all([
        h.stays(homeId),
        h
          .records({
            homeId,
            kinds: REVIEW_FIGURE_KINDS.filter((k) => registry.has(k)),
            from: fromAt,
            to: toAt,
            limit: 10000,
          })
          .then(gate),
        h.records({ homeId, kinds: ['reg44-visit'], from: fromAt, to: toAt, limit: 100 }).then(gate),
      ]);
      const figures = reviewFigures({ from, to, homeType: home.type, stays, records });
      const inPeriod = (d: unknown) => typeof d === 'string' && d.slice(0, 10) >= from && d.slice(0, 10) <= to;
      return {
        home: { id: home.id, name: home.name, type: home.type },
        from,
        to,
        previous: last
          ? { id: last.id, periodFrom: last.data.periodFrom ?? null, periodTo: last.data.periodTo ?? null }
          : null,
        figures,
        reg44: visits
          .filter((v) => inPeriod(v.data.visitDate))
          .map((v) => ({
            id: v.id,
            visitDate: v.data.visitDate,
            visitor: v.data.visitor ?? null,
            safeguarded: v.data.safeguarded ?? null,
            wellbeing: v.data.wellbeing ?? null,
            recommendations: ((v.data.recommendations as Record<string, unknown>[] | undefined) ?? []).map((x) => ({
              text: x.text ?? '',
              dueOn: x.dueOn ?? null,
              status: x.status ?? 'open',
              response: x.response ?? null,
            })),
          })),
        reviews: (await gate(reviews)).map((r) => ({
          id: r.id,
          periodFrom: r.data.periodFrom ?? null,
          periodTo: r.data.periodTo ?? null,
          completedOn: r.data.completedOn ?? null,
          sentToOfstedOn: r.data.sentToOfstedOn ?? null,
          sentToRiOn: r.data.sentToRiOn ?? null,
        })),
        types: Object.fromEntries(types),
      };
    },

    /** The charts the standards dashboard shows (null: all of them). Anyone who may see the dashboard may read it. */
    async dashboardChoice(c: Caller) {
      const verdict = decideQuality(c);
      if (!verdict.ok) throw forbidden(verdict.reason);
      return { metrics: await qualityStore(store.db, c.orgId).dashboardChoice(), canEdit: decideStandardsChoice(c).ok };
    },

    /** A director chooses the charts (null: back to all). Unknown metric keys are refused, naming the item. */
    async setDashboardChoice(c: Caller, metrics: string[] | null) {
      const may = decideStandardsChoice(c);
      if (!may.ok) throw forbidden(may.reason);
      const known = new Set(CHART_METRICS.map((m) => m.key));
      const errors = (metrics ?? []).flatMap((m, i) =>
        known.has(m) ? [] : [{ path: `/metrics/${i}`, message: 'is not a chart' }],
      );
      if (errors.length) throw invalid('Choose charts from the list.', errors);
      const chosen = metrics ? [...new Set(metrics)] : null;
      await store.db.transaction(async (tx) => {
        const q = qualityStore(tx, c.orgId);
        const before = await q.dashboardChoice();
        await q.setDashboardChoice(chosen, c.id);
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'organisation.standards-dashboard',
          entity: 'organisation',
          entityId: c.orgId,
          detail: { before, after: chosen },
        });
      });
      return this.dashboardChoice(c);
    },
  };
}
