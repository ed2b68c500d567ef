// Which function handles which job: one table, so the queues and their work are read in one place.
import type { Job, Queue } from 'bullmq';
import { CHARTED_KINDS } from '../../engine/charts/model.ts';
import { concernsDeadlines, syncDeadlines } from '../../engine/deadlines/sync.ts';
import { isHomeFollowUpKind, syncHomeFollowUps } from '../../engine/home/follow-ups.ts';
import { type QueueName, QUEUES } from '../../engine/jobs/queues.ts';
import { MAIL_TOPIC } from '../../engine/mail/service.ts';
import type { WorkerDeps } from '../deps.ts';
import { ACCIDENT_KIND, reviewAccident } from './accidents.ts';
import { chartAggregation, forwardToCharts } from './charts.ts';
import { COMPLAINT_KIND, reviewComplaint } from './complaints.ts';
import { dataMigrationJob } from './data-migration.ts';
import { expiryScan } from './expiry.ts';
import { exportJob } from './exports.ts';
import { notificationScan, reviewFollowUp, reviewIncident, statutoryDeadlineScan } from './incidents.ts';
import { mailJob, queueMail } from './mail.ts';
import { medicationScan } from './medication.ts';
import { obligationScan } from './obligations.ts';
import { advanceSeries, recurrenceScan } from './recurrence.ts';
import { retentionScan } from './retention.ts';
import { signoffReminderScan } from './signoff-reminders.ts';
import { transferScan } from './transfers.ts';
import { fanOutWebhooks, queuePing, webhookDelivery } from './webhooks.ts';

export type Processor = (job: Job) => Promise<unknown>;

/** Kinds with a review of their own when their record changes (alongside deadlines, charts and webhooks). */
const KIND_REVIEWS: Record<string, (deps: WorkerDeps, orgId: string, recordId: string) => Promise<unknown>> = {
  [ACCIDENT_KIND]: reviewAccident,
  [COMPLAINT_KIND]: reviewComplaint,
  'incident-follow-up': reviewFollowUp,
  incident: (deps, _orgId, recordId) => reviewIncident(deps, recordId),
  consequence: (deps, _orgId, recordId) => reviewIncident(deps, recordId),
};

/**
 * Whether any work follows an outbox message: the relay hands only these to the record-changes queue and
 * marks the others relayed (a daily log in an organisation without webhooks concerns no worker, and its
 * job cost a save a fifth of its CPU), and the processor below does exactly this work. One predicate for both.
 */
export function recordChangeHandled(topic: string, data: { kind?: unknown; orgHasWebhooks?: unknown }): boolean {
  if (topic !== 'record.changed') return true;
  const kind = String(data.kind ?? '');
  return (
    data.orgHasWebhooks !== false ||
    CHARTED_KINDS.has(kind) ||
    concernsDeadlines(kind) ||
    kind in KIND_REVIEWS ||
    isHomeFollowUpKind(kind)
  );
}

export function processorFor(queue: QueueName, deps: WorkerDeps, queues: Record<QueueName, Queue>): Processor {
  switch (queue) {
    case QUEUES.recurrence:
      return async (job) =>
        job.name === 'next'
          ? { created: await advanceSeries(deps, job.data.orgId, job.data.taskId) }
          : recurrenceScan(deps, queues[QUEUES.recurrence]);
    case QUEUES.expiry:
      return () => expiryScan(deps);
    case QUEUES.medication:
      return () => medicationScan(deps);
    case QUEUES.signoffReminders:
      return () => signoffReminderScan(deps);
    case QUEUES.notifications:
      return () => notificationScan(deps);
    case QUEUES.deadlines:
      return () => statutoryDeadlineScan(deps);
    case QUEUES.recordChanges:
      // A record changed (relayed from the outbox after its commit). Incidents drive deadlines and notifications;
      // charted kinds and young people go on to the chart queue.
      return async (job) => {
        if (job.name === 'webhook.deliver') return queuePing(queues[QUEUES.webhooks], job);
        if (job.name === MAIL_TOPIC) return queueMail(queues[QUEUES.mail], job);
        await forwardToCharts(queues[QUEUES.chartAggregation], job);
        if (job.name === 'record.changed') await fanOutWebhooks(deps, queues[QUEUES.webhooks], job);
        // deadlines a record's event starts (definitions/**/deadlines.ts), alongside the kind's own rules below
        if (concernsDeadlines(job.data.kind)) await syncDeadlines(deps.store, job.data.orgId, job.data.recordId);
        if (isHomeFollowUpKind(job.data.kind)) return syncHomeFollowUps(deps.store, job.data.orgId, job.data.recordId);
        const review = KIND_REVIEWS[job.data.kind as string];
        return review ? review(deps, job.data.orgId, job.data.recordId) : { skipped: job.data.kind };
      };
    case QUEUES.chartAggregation:
      return chartAggregation(deps);
    case QUEUES.obligations:
      return () => obligationScan(deps);
    case QUEUES.dataMigration:
      return dataMigrationJob(deps);
    case QUEUES.webhooks:
      return webhookDelivery(deps);
    case QUEUES.retention:
      return () => retentionScan(deps);
    case QUEUES.transfers:
      return () => transferScan(deps);
    case QUEUES.mail:
      return mailJob(deps);
    case QUEUES.exports:
      return exportJob(deps);
  }
}
