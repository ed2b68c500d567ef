// The young person's overview (SPEC §2 profile/overview): who they are and their key worker, their current plans
// and when each is reviewed, recent records, open tasks and alerts — and so which of the alerts, tasks and accounts
// tabs have something behind them. Every part passes the rule of its own area.
import { decideYoungPersonMoney } from '../access/accounts.ts';
import { type Caller, decideHomeTasks, decideYoungPersonView } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { valueAt } from '../definitions/schema-walk.ts';
import type { Store } from '../store/index.ts';
import { youngPersonOverviewStore } from '../store/young-person-overview.ts';
import type { YoungPersonService } from './service.ts';

const RECENT = 8;

export function youngPersonOverview({
  store,
  registry,
  youngPeople,
}: {
  store: Store;
  registry: DefinitionRegistry;
  youngPeople: YoungPersonService;
}) {
  return async function overview(caller: Caller, id: string) {
    const yp = await youngPeople.load(caller, id);
    const s = youngPersonOverviewStore(store.db, caller.orgId);
    const planKinds: string[] = [];
    const reviewField = new Map<string, string>();
    for (const kind of registry.kinds()) {
      const def = (await registry.latest(kind, caller.orgId))?.def;
      if (def?.subject !== 'young-person' || def.profileTab !== 'plans') continue;
      planKinds.push(kind);
      const review = def.alerts?.find((a) => a.alert.endsWith('_review'));
      if (review) reviewField.set(kind, review.field);
    }
    // the newest of each plan kind the caller may read is the current one (records come newest first)
    const plans = new Map<
      string,
      {
        id: string;
        kind: string;
        title: string;
        date: Date;
        status: string;
        statusLabel: string;
        reviewDate: string | null;
      }
    >();
    for (const r of await youngPeople.records(caller, yp.id, { kinds: planKinds })) {
      if (plans.has(r.kind)) continue;
      const field = reviewField.get(r.kind);
      plans.set(r.kind, {
        id: r.id,
        kind: r.kind,
        title: r.title,
        date: r.recordDate,
        status: r.status,
        statusLabel: r.statusLabel,
        reviewDate: field ? ((valueAt(r.data, field) as string | undefined) ?? null) : null,
      });
    }
    const chronology = decideYoungPersonView(caller, yp, 'chronology');
    const recent = chronology.ok ? await youngPeople.chronology(caller, yp.id, { limit: RECENT }) : [];
    // the home's tasks about them for those who see the home's tasks; otherwise the caller's own
    const tasks = await s.openTasks(yp.id, decideHomeTasks(caller, yp.homeId).ok ? null : caller.id, 20);
    const alerts = await s.alertsFor(yp.id, caller.id, 20);
    const accounts = decideYoungPersonMoney(caller, yp, 'read').ok && (await s.hasOwnMoney(yp.id));
    return {
      youngPerson: yp,
      plans: [...plans.values()],
      recent,
      tasks: tasks.map((t) => ({ id: t.id, title: t.title, dueAt: t.dueAt, priority: t.priority, type: t.type })),
      alerts,
      tabs: { alerts: alerts.length > 0, tasks: tasks.length > 0, accounts },
    };
  };
}
