// The queues and their schedules, registered from this one place with stable scheduler ids
// (upsertJobScheduler: registering again updates, never duplicates). Times are London times.
import type { DefaultJobOptions } from 'bullmq';
import { operationalRetention } from '../../definitions/retention.ts';

export const QUEUES = {
  recurrence: 'recurrence',
  expiry: 'expiry-alerts',
  signoffReminders: 'signoff-reminders',
  notifications: 'incident-notifications',
  deadlines: 'statutory-deadlines',
  recordChanges: 'record-changes',
  chartAggregation: 'chart-aggregation',
  medication: 'medication',
  obligations: 'obligations',
  dataMigration: 'data-migration',
  webhooks: 'webhooks',
  transfers: 'transfers',
  retention: 'retention',
  mail: 'mail',
  exports: 'exports',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

const MINUTE = 60_000;

/**
 * Scans run often: each asks the database what is due now, so a run that is missed (Redis down,
 * a deploy) is simply caught up by the next one, and a rerun raises nothing twice.
 */
export const SCHEDULES: { id: string; queue: QueueName; every?: number; pattern?: string; why: string }[] = [
  { id: 'recurrence-scan', queue: QUEUES.recurrence, every: 5 * MINUTE, why: 'next occurrences of recurring tasks' },
  {
    id: 'statutory-deadline-scan',
    queue: QUEUES.deadlines,
    every: 5 * MINUTE,
    why: 'reg 35 / reg 22 tasks, due-soon and overdue alerts',
  },
  {
    id: 'expiry-scan',
    queue: QUEUES.expiry,
    pattern: '5 * * * *',
    why: 'expiries, birthdays, key worker sessions (hourly)',
  },
  {
    id: 'signoff-reminder-scan',
    queue: QUEUES.signoffReminders,
    pattern: '15 * * * *',
    why: 'sign-offs waiting too long (hourly)',
  },
  {
    id: 'incident-notification-scan',
    queue: QUEUES.notifications,
    pattern: '25 * * * *',
    why: 'authorities still to notify (hourly)',
  },
  {
    id: 'obligation-scan',
    queue: QUEUES.obligations,
    every: 15 * MINUTE,
    why: 'recurring statutory duties: tasks opened before due, closed when met',
  },
  {
    id: 'transfer-scan',
    queue: QUEUES.transfers,
    every: 15 * MINUTE,
    why: 'young people moved between homes on the agreed date',
  },
  {
    id: 'medication-scan',
    queue: QUEUES.medication,
    every: 5 * MINUTE,
    why: 'overdue doses, critical doses missed, review/end dates, batch expiry, restock tasks',
  },
  {
    id: 'chart-rebuild',
    queue: QUEUES.chartAggregation,
    pattern: '40 3 * * *',
    why: 'chart aggregates rebuilt from the records (nightly self-check; at start after a deploy)',
  },
  {
    id: 'retention-scan',
    queue: QUEUES.retention,
    pattern: '50 2 * * *',
    why: 'the read audit, ended sessions and finished webhook deliveries past their periods removed (nightly)',
  },
  {
    id: 'export-sweep',
    queue: QUEUES.exports,
    every: MINUTE,
    why: 'export files past their time limit emptied; exports Redis lost or a worker left made',
  },
  { id: 'mail-alerts', queue: QUEUES.mail, every: 5 * MINUTE, why: 'alerts emailed at once to those who chose it' },
  { id: 'mail-digest', queue: QUEUES.mail, pattern: '0 7 * * *', why: "alerts in each person's daily email digest" },
];

export const TIME_ZONE = 'Europe/London';

/** Retried with back-off; finished jobs kept a day (for job-id dedupe and inspection), failures a week. */
export const JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: operationalRetention.jobLogs.days * 24 * 3600 },
};

/** How many jobs of each queue one process runs at once. */
export const CONCURRENCY: Record<QueueName, number> = {
  recurrence: 4,
  'expiry-alerts': 1,
  'signoff-reminders': 1,
  'incident-notifications': 1,
  'statutory-deadlines': 1,
  'record-changes': 4,
  'chart-aggregation': 2,
  medication: 1,
  obligations: 1,
  'data-migration': 1,
  webhooks: 4,
  transfers: 1,
  retention: 1,
  mail: 2,
  exports: 1,
};
