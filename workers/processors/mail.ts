// Email out: a queued message (relayed from the outbox after its change committed) becomes a job of the `mail` queue,
// sent over SMTP by nodemailer (a well-kept library: pooling, TLS, SMTP replies parsed), retried with back-off by
// BullMQ. A recipient the server refuses (5xx) is a bounce, recorded and not retried; retries spent is a failure.
// The body, and any one-time link in it, is wiped once the message is sent or given up on.
// The alert scans email each person's new alerts as they chose: at once (every 5 minutes) or in a 07:00 digest.
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { createTransport, type Transporter } from 'nodemailer';
import { deliveriesOf, mailCategoryOf } from '../../engine/mail/categories.ts';
import { alertsMail } from '../../engine/mail/messages.ts';
import { MAIL_TOPIC } from '../../engine/mail/service.ts';
import { mailConfigured, type MailSettings } from '../../engine/mail/settings.ts';
import type { AlertToMail } from '../../engine/store/mail.ts';
import type { WorkerDeps } from '../deps.ts';

/** 6 attempts, 30 s doubling: the last about 16 minutes after the first (MAIL_RETRY_DELAY_MS in tests). */
export const MAIL_ATTEMPTS = 6;
const retryDelayMs = () => Number(process.env.MAIL_RETRY_DELAY_MS ?? 30_000);

/** A message relayed from the outbox, as a job of its own (job id from the message: added twice, one job). */
export async function queueMail(queue: Queue, job: Job) {
  const mailId = job.data.mailId as string;
  await queue.add(
    'send',
    { orgId: job.data.orgId, mailId },
    { jobId: `mail-${mailId}`, attempts: MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: retryDelayMs() } },
  );
}

const transports = new Map<string, Transporter>();
function transportFor(smtpUrl: string): Transporter {
  let t = transports.get(smtpUrl);
  if (!t) transports.set(smtpUrl, (t = createTransport(smtpUrl)));
  return t;
}

/** SMTP's permanent refusals (5xx): the address or the message will not be taken however often it is tried. */
const permanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

async function send(deps: WorkerDeps, settings: MailSettings & { smtpUrl: string }, job: Job) {
  const { orgId, mailId } = job.data as { orgId: string; mailId: string };
  const s = deps.store.forOrg(orgId);
  const m = await s.mail.toSend(mailId);
  if (!m || m.status !== 'queued' || m.body === null) return { skipped: m?.status ?? 'gone' };
  try {
    const info = await transportFor(settings.smtpUrl).sendMail({
      from: settings.from,
      to: m.to,
      subject: m.subject,
      text: m.body,
    });
    if (info.rejected?.length) {
      await s.mail.finish(mailId, 'bounced', `refused: ${info.response ?? ''}`);
      return { bounced: true };
    }
    await s.mail.finish(mailId, 'sent');
    return { sent: true };
  } catch (err) {
    const message = (err as Error).message;
    if (permanent(err)) {
      await s.mail.finish(mailId, 'bounced', message);
      throw new UnrecoverableError(message);
    }
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (last) await s.mail.finish(mailId, 'failed', message);
    else await s.mail.attempted(mailId, message);
    throw err;
  }
}

/** New alerts to each person who wants them now (`digest` false) or in their daily digest (`digest` true). */
export async function mailAlerts(deps: WorkerDeps, settings: MailSettings & { publicUrl: string }, digest: boolean) {
  let sent = 0;
  for (const orgId of await deps.store.orgsWithAlertsToMail()) {
    const s = deps.store.forOrg(orgId);
    const byPerson = new Map<string, AlertToMail[]>();
    for (const a of await s.mail.alertsToMail())
      byPerson.set(a.recipientId, [...(byPerson.get(a.recipientId) ?? []), a]);
    for (const [userId, alerts] of byPerson) {
      const choice = deliveriesOf(await s.mail.preferences(userId));
      const wanted = (a: AlertToMail) => choice[mailCategoryOf(a.kind)];
      const now = alerts.filter((a) => wanted(a) === (digest ? 'digest' : 'immediate'));
      const never = alerts.filter((a) => wanted(a) === 'off');
      await deps.store.transaction(orgId, async (tx) => {
        if (now.length) {
          const categories = [...new Set(now.map((a) => mailCategoryOf(a.kind)))];
          const m = alertsMail(now, categories, digest, settings.publicUrl);
          const id = await tx.mail.add({ userId, to: alerts[0].email, category: categories[0], ...m }, 'queued');
          await tx.outbox.add(MAIL_TOPIC, { mailId: id });
          sent++;
        }
        await tx.mail.markAlertsMailed([...now, ...never]);
      });
    }
  }
  return { sent };
}

export function mailJob(deps: WorkerDeps) {
  return async (job: Job) => {
    const settings = deps.mail;
    if (!mailConfigured(settings)) return { skipped: 'email is not configured' };
    if (job.name === 'send') return send(deps, settings, job);
    // the digest only at its hour: a start-up's catch-up run (no schedule named) emails what is due at once
    return mailAlerts(deps, settings, job.data?.schedule === 'mail-digest');
  };
}
