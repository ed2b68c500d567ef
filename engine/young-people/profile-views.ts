// Views of a young person drawn from records that are not filed under them alone (SPEC §2 profile health
// accidents and interventions; plans behaviour-management assessment and archived-behaviours), and the detailed
// young person dashboard (SPEC §9 toggle detailedYpDashboard). Every record shown passes the one read rule, and
// each view needs the young person's own permission area for it (health for accidents and interventions).
import { type Caller, decideYoungPersonView, mayReadRecord } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import { interventionMinutes } from '../duties/rules/restraint.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { RecordRow } from '../store/rows.ts';
import { type RecordStatus, STATUS_LABELS } from '../workflow/index.ts';
import type { YoungPersonService } from './service.ts';

const LIMIT = 500;
const DAY = 86_400_000;
/** The detailed dashboard's window: the last four weeks, as the weekly charts read them. */
export const DASHBOARD_DAYS = 28;

type Intervention = {
  level?: string;
  from?: string;
  to?: string;
  startedAt?: string;
  endedAt?: string;
  technique?: string;
  reason?: string;
  staff?: { person?: string }[];
};

export function youngPersonProfileViews({
  store,
  registry,
  youngPeople,
}: {
  store: Store;
  registry: DefinitionRegistry;
  youngPeople: YoungPersonService;
}) {
  async function loadFor(caller: Caller, id: string, area: 'health' | 'plans') {
    const yp = await youngPeople.load(caller, id);
    const view = decideYoungPersonView(caller, yp, area);
    if (!view.ok) throw forbidden(view.reason);
    return yp;
  }

  /** Rows the caller may read (the record's own rule), with their definition. */
  async function readable(caller: Caller, rows: RecordRow[]) {
    const out = [];
    for (const r of rows) {
      const { def } = await registry.byId(r.definitionVersionId);
      if (mayReadRecord(caller, def, r)) out.push(r);
    }
    return out;
  }

  const interventionsOf = async (caller: Caller, ypId: string, from?: Date) => {
    const incidents = await youngPeople.records(caller, ypId, { kinds: ['incident'], from });
    const rows = incidents.flatMap((r) =>
      ((r.data.intervention as Intervention[] | undefined) ?? []).map((i, n) => ({ r, i, n })),
    );
    const names = await store
      .forOrg(caller.orgId)
      .people.staffNames([...new Set(rows.flatMap(({ i }) => (i.staff ?? []).map((s) => s.person!).filter(Boolean)))]);
    return rows.map(({ r, i, n }) => ({
      incidentId: r.id,
      row: n,
      incidentDate: r.recordDate,
      level: i.level ?? null,
      technique: i.technique ?? null,
      reason: i.reason ?? null,
      from: i.from ?? null,
      to: i.to ?? null,
      minutes: interventionMinutes(i),
      staff: (i.staff ?? [])
        .filter((s) => s.person)
        .map((s) => ({ id: s.person!, name: names[s.person!] ?? 'Unknown' })),
    }));
  };

  const accidentsOf = async (caller: Caller, ypId: string, from?: Date) => {
    const rows = await store.forOrg(caller.orgId).records.list({
      kind: 'accident',
      contains: [{ injuredPerson: { youngPersonId: ypId } }],
      from,
      homeIds: 'all',
      excludeYoungPeople: [],
      limit: LIMIT,
    });
    return (await readable(caller, rows)).map((r) => ({
      id: r.id,
      occurredAt: (r.data.occurredAt as string | undefined) ?? r.recordDate,
      type: r.data.type ?? null,
      location: r.data.location ?? null,
      injuries: r.data.injuries ?? null,
      hospital: valueAt(r.data, 'hospital.attended') === true,
      riddorReportable: valueAt(r.data, 'riddor.reportable') === true,
      homeId: r.homeId,
    }));
  };

  return {
    /** The home's accident book entries that name this young person as the one hurt or ill. */
    async accidents(caller: Caller, id: string) {
      const yp = await loadFor(caller, id, 'health');
      return { items: await accidentsOf(caller, yp.id) };
    },

    /** Every physical intervention recorded in this young person's incidents: one row per intervention. */
    async interventions(caller: Caller, id: string) {
      const yp = await loadFor(caller, id, 'health');
      return { items: await interventionsOf(caller, yp.id) };
    },

    /**
     * Behaviour management: the assessment is the current behaviour support plan (the newest not archived) —
     * what the behaviour is, what it is for, triggers and early signs — with the interventions since it was written;
     * archived behaviours are the plans archived (superseded or withdrawn), kept readable.
     */
    async behaviourManagement(caller: Caller, id: string) {
      const yp = await loadFor(caller, id, 'plans');
      const [current] = await youngPeople.records(caller, yp.id, { kinds: ['behaviour-support-plan'] });
      const archivedRows = await store.forOrg(caller.orgId).records.list({
        kind: 'behaviour-support-plan',
        youngPersonId: yp.id,
        archived: true,
        homeIds: 'all',
        excludeYoungPeople: [],
        limit: LIMIT,
      });
      const pick = (d: Record<string, unknown>) => ({
        planDate: d.planDate ?? null,
        reviewDate: d.reviewDate ?? null,
        targetBehaviors: d.targetBehaviors ?? null,
        function: d.function ?? [],
        upsettingThings: d.upsettingThings ?? null,
        copingIndicators: d.copingIndicators ?? null,
      });
      return {
        assessment: current
          ? {
              id: current.id,
              status: current.status,
              statusLabel: current.statusLabel,
              ...pick(current.data),
              interventionsSince: current.data.planDate
                ? (await interventionsOf(caller, yp.id, new Date(`${current.data.planDate as string}T00:00:00Z`)))
                    .length
                : null,
            }
          : null,
        archived: (await readable(caller, archivedRows)).map((r) => ({
          id: r.id,
          status: r.status,
          statusLabel: STATUS_LABELS[r.status as RecordStatus] ?? r.status,
          archivedAt: r.archivedAt,
          ...pick(r.data),
        })),
      };
    },

    /**
     * The detailed young person dashboard (SPEC §9 toggle "Detailed young person dashboard"): the last four weeks
     * in figures — records by kind, incidents, interventions and their minutes, accidents. Off, it does not exist.
     */
    async dashboard(caller: Caller, id: string, now = new Date()) {
      const org = await store.forOrg(caller.orgId).people.organisation();
      if ((org?.settings as { toggles?: Record<string, unknown> } | undefined)?.toggles?.detailedYpDashboard !== true) {
        throw notFound(
          'The detailed young person dashboard (turned off for your organisation: "Detailed young person dashboard")',
        );
      }
      const yp = await youngPeople.load(caller, id);
      const view = decideYoungPersonView(caller, yp, 'chronology');
      if (!view.ok) throw forbidden(view.reason);
      const from = new Date(now.getTime() - DASHBOARD_DAYS * DAY);
      const records = await youngPeople.records(caller, yp.id, { from });
      const byKind = new Map<string, { kind: string; title: string; count: number }>();
      for (const r of records) {
        const k = byKind.get(r.kind) ?? { kind: r.kind, title: r.title, count: 0 };
        k.count += 1;
        byKind.set(r.kind, k);
      }
      const health = decideYoungPersonView(caller, yp, 'health').ok;
      const interventions = health ? await interventionsOf(caller, yp.id, from) : [];
      return {
        from,
        to: now,
        days: DASHBOARD_DAYS,
        records: [...byKind.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title)),
        incidents: byKind.get('incident')?.count ?? 0,
        interventions: health ? interventions.length : null,
        interventionMinutes: health ? interventions.reduce((t, i) => t + (i.minutes ?? 0), 0) : null,
        accidents: health ? (await accidentsOf(caller, yp.id, from)).length : null,
      };
    },
  };
}
