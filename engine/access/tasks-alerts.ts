// What a person may do with tasks, alerts and bulk actions. Part of engine/access, the one place
// that decides permissions: the routes, the services and the web app's `actions` ask these.
import type { Caller, Verdict } from './index.ts';
import { areaLevel, isDirector, isManagerFor, worksIn } from './index.ts';

const allow: Verdict = { ok: true };
const refuse = (reason: string, status: 403 | 404 = 403): Verdict => ({ ok: false, status, reason });

export interface TaskFacts {
  homeId: string | null;
  assignedTo: string[];
  createdBy: string | null;
}
export type TaskAction = 'read' | 'complete' | 'edit' | 'cancel';

/**
 * Tasks: the people it is assigned to may read and complete it; whoever set it and the home's
 * managers may also edit and cancel it; directors may do anything in their organisation.
 */
export function decideTask(c: Caller, t: TaskFacts, want: TaskAction): Verdict {
  if (isDirector(c)) return allow;
  const manager = t.homeId !== null && isManagerFor(c, t.homeId);
  const creator = t.createdBy === c.id;
  const assignee = t.assignedTo.includes(c.id);
  if (manager || creator) return allow;
  if (assignee && (want === 'read' || want === 'complete')) return allow;
  if (assignee) return refuse(`Only whoever set this task or a manager of its home can ${want} it.`);
  return refuse('This task is not assigned to you, and you do not manage its home.');
}

/** What the person may do with a task now (for the web app's buttons; the server re-checks). */
export function taskActions(c: Caller, t: TaskFacts & { status: string; naturalKey: string | null }): TaskAction[] {
  if (t.status !== 'not_complete' || t.naturalKey) return []; // closed, or closed only by its record
  return (['complete', 'edit', 'cancel'] as const).filter((a) => decideTask(c, t, a).ok);
}

/** Setting a task: for yourself anywhere you work; for others as a manager of the home (or a director). */
export function decideTaskAssign(c: Caller, homeId: string | null, assignedTo: string[]): Verdict {
  if (homeId && !worksIn(c, homeId)) return refuse('You do not work in that home.');
  if (assignedTo.every((u) => u === c.id) || isDirector(c)) return allow;
  if (!homeId)
    return refuse('Only a director can assign a task that is not linked to a home; link it to a home you manage.');
  if (!isManagerFor(c, homeId)) return refuse('Only a manager of this home can assign tasks to other people.');
  return allow;
}

/** A home's task list: its managers, and staff with the home area. */
export function decideHomeTasks(c: Caller, homeId: string): Verdict {
  if (!worksIn(c, homeId)) return refuse('You do not work in that home.');
  if (isManagerFor(c, homeId) || areaLevel(c, 'home') !== 'none') return allow;
  return refuse('You need the home area (read) or to manage this home to see its tasks.');
}

export interface AlertFacts {
  recipients: string[];
  createdBy: string | null;
}

/** Alerts: the people it is for may read it; whoever wrote it may read, edit and archive it. */
export function decideAlert(c: Caller, a: AlertFacts, want: 'read' | 'mark-read' | 'edit'): Verdict {
  const recipient = a.recipients.includes(c.id);
  if (want === 'mark-read') return recipient ? allow : refuse('This alert is not addressed to you.');
  if (a.createdBy === c.id || isDirector(c)) return allow;
  if (want === 'read' && recipient) return allow;
  return want === 'read'
    ? refuse('This alert is not addressed to you.', 404)
    : refuse('Only whoever wrote this alert or a director can change it.');
}

/** Sending an alert to people: yourself, or staff of homes you manage (directors: anyone). */
export function decideAlertSend(c: Caller, recipients: { id: string; homeIds: string[] }[]): Verdict {
  if (isDirector(c)) return allow;
  const outside = recipients.filter((u) => u.id !== c.id && !u.homeIds.some((h) => isManagerFor(c, h)));
  if (outside.length) return refuse('You can send alerts to yourself, or as a manager to the staff of your homes.');
  return allow;
}

export type BulkToggle = 'bulkReadAlerts' | 'bulkSignoff';
const BULK_WHAT: Record<BulkToggle, string> = {
  bulkReadAlerts: 'Marking alerts read in bulk',
  bulkSignoff: 'Bulk sign-off',
};

/** Bulk actions only where the organisation has turned them on (SPEC §9 organisation toggles). */
export function decideBulk(settings: Record<string, unknown>, toggle: BulkToggle): Verdict {
  const toggles = (settings.toggles ?? {}) as Record<string, unknown>;
  if (toggles[toggle] === true) return allow;
  return refuse(
    `${BULK_WHAT[toggle]} is turned off for your organisation (setting "${toggle}"); an administrator can turn it on.`,
  );
}
