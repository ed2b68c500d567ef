// Which function handles which job: one table, so the queues and their work are read in one place.
import type { Job, Queue } from 'bullmq';
import type { WorkerDeps } from '../deps.ts';
import { QUEUES, type QueueName } from '../queues.ts';
import { ACCIDENT_KIND, reviewAccident } from './accidents.ts';
import { chartAggregation, forwardToCharts } from './charts.ts';
import { COMPLAINT_KIND, reviewComplaint } from './complaints.ts';
import { expiryScan } from './expiry.ts';
import { medicationScan } from './medication.ts';
import { isHomeFollowUpKind, syncHomeFollowUps } from '../../engine/home/follow-ups.ts';
import { concernsDeadlines, syncDeadlines } from '../../engine/deadlines/sync.ts';
import { obligationScan } from './obligations.ts';
import { dataMigrationJob } from './data-migration.ts';
import { notificationScan, reviewFollowUp, reviewIncident, statutoryDeadlineScan } from './incidents.ts';
import { advanceSeries, recurrenceScan } from './recurrence.ts';
import { signoffReminderScan } from './signoff-reminders.ts';
import { fanOutWebhooks, queuePing, webhookDelivery } from './webhooks.ts';
import { transferScan } from './transfers.ts';

export type Processor = (job: Job) => Promise<unknown>;

export function processorFor(queue: QueueName, deps: WorkerDeps, queues: Record<QueueName, Queue>): Processor {
  switch (queue) {
    case QUEUES.recurrence:
      return async (job) => (job.name === 'next'
        ? { created: await advanceSeries(deps, job.data.orgId, job.data.taskId) }
        : recurrenceScan(deps, queues[QUEUES.recurrence]));
    case QUEUES.expiry: return () => expiryScan(deps);
    case QUEUES.medication: return () => medicationScan(deps);
    case QUEUES.signoffReminders: return () => signoffReminderScan(deps);
    case QUEUES.notifications: return () => notificationScan(deps);
    case QUEUES.deadlines: return () => statutoryDeadlineScan(deps);
    case QUEUES.recordChanges:
      // A record changed (relayed from the outbox after its commit). Incidents drive deadlines and notifications;
      // charted kinds and young people go on to the chart queue.
      return async (job) => {
        if (job.name === 'webhook.deliver') return queuePing(queues[QUEUES.webhooks], job);
        await forwardToCharts(queues[QUEUES.chartAggregation], job);
        if (job.name === 'record.changed') await fanOutWebhooks(deps, queues[QUEUES.webhooks], job);
        // deadlines a record's event starts (definitions/**/deadlines.ts), alongside the kind's own rules below
        if (concernsDeadlines(job.data.kind)) await syncDeadlines(deps.store, job.data.orgId, job.data.recordId);
        if (job.data.kind === ACCIDENT_KIND) return reviewAccident(deps, job.data.orgId, job.data.recordId);
        if (job.data.kind === COMPLAINT_KIND) return reviewComplaint(deps, job.data.orgId, job.data.recordId);
        if (isHomeFollowUpKind(job.data.kind)) return syncHomeFollowUps(deps.store, job.data.orgId, job.data.recordId);
        if (job.data.kind === 'incident-follow-up') return reviewFollowUp(deps, job.data.orgId, job.data.recordId);
        return job.data.kind === 'incident' || job.data.kind === 'consequence' ? reviewIncident(deps, job.data.recordId) : { skipped: job.data.kind };
      };
    case QUEUES.chartAggregation: return chartAggregation(deps);
    case QUEUES.obligations: return () => obligationScan(deps);
    case QUEUES.dataMigration: return dataMigrationJob(deps);
    case QUEUES.webhooks: return webhookDelivery(deps);
    case QUEUES.transfers: return () => transferScan(deps);
  }
}
