// Incidents and sanctions: statutory deadline tasks (reg 35 / reg 22) and notification reminders (reg 40 / reg 27).
// Run for one incident when its record changes (through the outbox) and by scans as a safety net.
import { REGULATORY_TIMINGS } from '../../definitions/regulatory-timings.ts';
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { escalatedTo } from '../../engine/duties/evaluate.ts';
import {
  DEADLINE_PREFIX,
  type DeadlineKey,
  deadlineKeyOf,
  DUE_SOON_LEAD_MS,
  incidentDeadlines,
  incidentTime,
  outcomeOf,
  stepDuty,
} from '../../engine/duties/rules/incident-deadlines.ts';
import { authoritiesOwed, authorityLabel, childDied } from '../../engine/duties/rules/incident-notifications.ts';
import { sourceLine } from '../../engine/duties/types.ts';
import type { IncidentScanRow, OrgStore } from '../../engine/store/index.ts';
import { londonDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

const DAY = 86_400_000;
/** Incidents younger than this are scanned for deadlines (the longest is 5 days). */
export const DEADLINE_WINDOW_DAYS = 6;
/** Notification reminders go on daily for this long after the incident, then stop. */
export const NOTIFY_REMINDER_DAYS = 30;

const fmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The task and alert category (eventTaskTypes) of the record the deadlines are for. */
const categoryOf = (r: IncidentScanRow) => (r.kind === 'consequence' ? 'sanction/consequence' : 'incident');

/** Create, re-time, complete or cancel the incident's deadline tasks so they match its record. */
export async function applyDeadlines(d: WorkerDeps, r: IncidentScanRow) {
  const wanted = incidentDeadlines(r);
  const out = { created: 0, completed: 0, cancelled: 0 };
  await d.store.transaction(r.orgId, async (s) => {
    const existing = (await s.tasks.forRecord(r.id)).filter((t) => t.naturalKey?.startsWith(DEADLINE_PREFIX));
    for (const task of existing.filter((t) => t.status === 'not_complete')) {
      const w = wanted.find((x) => x.naturalKey === task.naturalKey);
      if (!w || w.done) {
        // the task says whether the step was recorded in time, and how late if not
        const outcome = w ? outcomeOf(w) : null;
        const described = outcome
          ? await s.tasks.update(task.id, task.version, {
              description: `${outcome.text}. ${task.description ?? ''}`.trim(),
            })
          : null;
        // two workers may review the same record at once (the incident's change and its follow-up's): the one that
        // closes the task says so; the other finds it closed and writes nothing
        if (!(await s.tasks.close(task.id, null, w ? 'completed' : 'cancelled', null))) continue;
        await s.audit.write({
          userId: null,
          action: w ? 'task.completed' : 'task.cancelled',
          entity: 'task',
          entityId: task.id,
          detail: {
            worker: 'statutory-deadlines',
            reason: w ? 'the record shows it done' : 'no measure of control, discipline or restraint recorded any more',
            ...(outcome && described
              ? { outcome: outcome.text, inTime: outcome.inTime, hoursLate: outcome.hoursLate }
              : {}),
          },
        });
        out[w ? 'completed' : 'cancelled']++;
      } else if (new Date(task.dueAt).getTime() !== w.dueAt.getTime()) {
        await s.tasks.update(task.id, task.version, { dueAt: w.dueAt }); // the incident's time was corrected
      }
    }
    const missing = wanted.filter((w) => !w.done && !existing.some((t) => t.naturalKey === w.naturalKey));
    if (!missing.length) return;
    const managers = await s.people.managersOf(r.homeId);
    for (const w of missing) {
      const task = await s.tasks.insert({
        type: w.type,
        title: w.title,
        description: w.description,
        priority: 'high',
        dueAt: w.dueAt,
        assignedTo: managers,
        recordCategory: categoryOf(r),
        recordId: r.id,
        youngPersonId: r.youngPersonId,
        homeId: r.homeId,
        naturalKey: w.naturalKey,
        createdBy: null,
      });
      if (!task) continue; // another worker made it first
      out.created++;
      await s.audit.write({
        userId: null,
        action: 'task.create',
        entity: 'task',
        entityId: task.id,
        detail: { worker: 'statutory-deadlines', naturalKey: w.naturalKey },
      });
      await s.alerts.raise(
        {
          kind: 'task_assigned',
          recordCategory: categoryOf(r),
          title: `Statutory deadline ${fmt.format(w.dueAt)}: ${w.title}`,
          body: w.description,
          taskId: task.id,
          recordId: r.id,
          youngPersonId: r.youngPersonId,
          homeId: r.homeId,
          dueOn: londonDate(w.dueAt),
          naturalKey: `task_assigned:${task.id}`,
          createdBy: null,
        },
        managers,
      );
    }
  });
  return out;
}

/** A reminder to the home's managers for each authority still to notify, once a day. */
export async function remindNotifications(d: WorkerDeps, r: IncidentScanRow) {
  const now = d.now();
  if (r.kind !== 'incident' || now.getTime() - incidentTime(r).getTime() > NOTIFY_REMINDER_DAYS * DAY) return 0;
  const owed = authoritiesOwed(r);
  if (!owed.length) return 0;
  const today = londonDate(now);
  return d.store.transaction(r.orgId, async (s) => {
    const managers = await s.people.managersOf(r.homeId);
    let raised = 0;
    for (const authority of owed) {
      const id = await s.alerts.raise(
        {
          kind: 'notification_due',
          recordCategory: 'incident',
          title: `Notify ${authorityLabel(authority)} about the incident on ${fmt.format(incidentTime(r))}${r.youngPersonName ? ` (${r.youngPersonName})` : ''}`,
          body: `${childDied(r) ? 'A child has died: notify now, by phone if need be (CH reg 40(1) names each recipient; SA reg 27: immediately).' : `Serious events are notified ${REGULATORY_TIMINGS.withoutDelayWords} (CH reg 40; SA reg 27)`} Record it in the incident's notifications with the time it was done.`,
          recordId: r.id,
          youngPersonId: r.youngPersonId,
          homeId: r.homeId,
          dueOn: today,
          naturalKey: `notification_due:${r.id}:${authority}:${today}`,
          createdBy: null,
        },
        managers,
      );
      if (id) raised++;
    }
    return raised;
  });
}

/** Due-soon and overdue alerts for open deadline tasks, to the people they are assigned to. */
export async function deadlineAlerts(d: WorkerDeps, recordId?: string) {
  const now = d.now().getTime();
  let raised = 0;
  for (const t of await d.store.scans.openDeadlineTasks(DEADLINE_PREFIX, recordId)) {
    const key = deadlineKeyOf(t.naturalKey);
    const due = new Date(t.dueAt).getTime();
    if (!key || now < due - DUE_SOON_LEAD_MS[key]) continue;
    const overdue = now >= due;
    const raise = (s: OrgStore) =>
      s.alerts.raise(
        {
          kind: overdue ? 'task_overdue' : 'task_due',
          recordCategory: t.recordCategory,
          title: `${overdue ? 'Overdue since' : 'Due'} ${fmt.format(new Date(due))}: ${t.title}`,
          body: t.description,
          taskId: t.id,
          recordId: t.recordId,
          youngPersonId: t.youngPersonId,
          homeId: t.homeId,
          dueOn: londonDate(new Date(due)),
          naturalKey: `${overdue ? 'task_overdue' : 'task_due'}:${t.id}`,
          createdBy: null,
        },
        t.assignedTo,
      );
    if (await d.store.transaction(t.orgId, raise)) raised++;
    if (overdue && (await escalate(d, t, key, now - due))) raised++;
  }
  return raised;
}

/** An overdue step whose duty escalates to the responsible individual by now: one alert to them, once. */
async function escalate(
  d: WorkerDeps,
  t: Awaited<ReturnType<WorkerDeps['store']['scans']['openDeadlineTasks']>>[number],
  key: DeadlineKey,
  overdueMs: number,
) {
  return d.store.transaction(t.orgId, async (s) => {
    const home = t.homeId ? await s.people.home(t.homeId) : null;
    const duty = stepDuty(home?.type ?? 'children_home', key);
    if (!escalatedTo(duty, overdueMs).includes('responsible-individual')) return null;
    const to = (await s.people.responsibleIndividuals()).filter((id) => !t.assignedTo.includes(id));
    if (!to.length) return null;
    return s.alerts.raise(
      {
        kind: 'task_overdue',
        recordCategory: t.recordCategory,
        title: `Escalated to the responsible individual, overdue since ${fmt.format(new Date(t.dueAt))}: ${t.title}`,
        body: `${t.description ?? ''}\n\nSource: ${resolveWording(sourceLine(duty.source), (home?.type ?? 'children_home') as HomeType)}.`.trim(),
        taskId: t.id,
        recordId: t.recordId,
        youngPersonId: t.youngPersonId,
        homeId: t.homeId,
        dueOn: londonDate(new Date(t.dueAt)),
        naturalKey: `task_escalated:${t.id}`,
        createdBy: null,
      },
      to,
    );
  });
}

/** A follow-up changed: review the incident or sanction it is linked to (its deadline tasks close by it). */
export async function reviewFollowUp(d: WorkerDeps, orgId: string, recordId: string) {
  const f = await d.store.forOrg(orgId).records.get(recordId);
  const data = f?.data as { incident?: unknown; consequence?: unknown } | undefined;
  const linked = data?.incident ?? data?.consequence;
  return typeof linked === 'string' ? reviewIncident(d, linked) : null;
}

/** Everything for one incident, when its record changed. */
export async function reviewIncident(d: WorkerDeps, recordId: string) {
  const [r] = await d.store.scans.incidents(new Date(0), [recordId]);
  if (!r) return null;
  const deadlines = await applyDeadlines(d, r);
  const reminders = await remindNotifications(d, r);
  return { ...deadlines, reminders, alerts: await deadlineAlerts(d, recordId) };
}

/** The statutory deadline scan: recent incidents and any with a deadline task still open. */
export async function statutoryDeadlineScan(d: WorkerDeps) {
  const recent = await d.store.scans.incidents(new Date(d.now().getTime() - DEADLINE_WINDOW_DAYS * DAY));
  const open = await d.store.scans.openDeadlineTasks(DEADLINE_PREFIX);
  const olderIds = [...new Set(open.map((t) => t.recordId!).filter((id) => id && !recent.some((r) => r.id === id)))];
  const incidents = olderIds.length ? recent.concat(await d.store.scans.incidents(new Date(0), olderIds)) : recent;
  const total = { incidents: incidents.length, created: 0, completed: 0, cancelled: 0, alerts: 0 };
  for (const r of incidents) {
    const x = await applyDeadlines(d, r);
    total.created += x.created;
    total.completed += x.completed;
    total.cancelled += x.cancelled;
  }
  total.alerts = await deadlineAlerts(d);
  return total;
}

/** The notification scan: reminders for recent incidents still owing a notification. */
export async function notificationScan(d: WorkerDeps) {
  const incidents = await d.store.scans.incidents(new Date(d.now().getTime() - NOTIFY_REMINDER_DAYS * DAY));
  let reminders = 0;
  for (const r of incidents) reminders += await remindNotifications(d, r);
  return { incidents: incidents.length, reminders };
}
