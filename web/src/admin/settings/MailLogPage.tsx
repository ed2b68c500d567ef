// /settings/mail-log: the organisation's emails, for its directors: to whom, what subject, whether it went. Never
// the body or a one-time link in it (those reach only the person). Without email set up, what would have been sent
// is listed as not sent, and invitations and resets are passed on by hand from Users.
import { formatDateTime } from '../../lib/format.ts';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';

interface MailLog {
  configured: boolean;
  messages: {
    id: string;
    to: string;
    subject: string;
    category: string;
    status: 'queued' | 'sent' | 'failed' | 'bounced' | 'not_sent';
    attempts: number;
    lastError: string | null;
    createdAt: string;
    sentAt: string | null;
  }[];
}

const STATUS: Record<MailLog['messages'][number]['status'], { label: string; tone: string }> = {
  queued: { label: 'Waiting to send', tone: 'border-line' },
  sent: { label: 'Sent', tone: 'border-emerald-600' },
  failed: { label: 'Failed after retries', tone: 'border-danger' },
  bounced: { label: 'Refused by the mail server', tone: 'border-danger' },
  not_sent: { label: 'Not sent: email is not set up', tone: 'border-line' },
};

export default function MailLogPage() {
  const state = useApi<MailLog>('/api/settings/mail-log');
  return (
    <Loaded state={state} title="Email log">
      {(log) => (
        <Page title="Email log" subtitle="What the system emailed people in your organisation, newest first.">
          <SettingsNav />
          {!log.configured ? (
            <p className="card border-2 border-accent">
              Email is not set up, so nothing is sent: invitations and password reset links are shown once to whoever
              makes them, to pass on. Your provider sets it up (SMTP_URL and PUBLIC_URL).
            </p>
          ) : null}
          {log.messages.length === 0 ? (
            <p className="card">No emails yet.</p>
          ) : (
            <ul className="space-y-2" aria-label="Emails">
              {log.messages.map((m) => (
                <li key={m.id} className={`card space-y-1 border-l-4 ${STATUS[m.status].tone}`}>
                  <p className="font-medium">{m.subject}</p>
                  <p className="break-all text-sm">To {m.to}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(m.createdAt)} · {STATUS[m.status].label}
                    {m.sentAt && m.status === 'sent' ? ` ${formatDateTime(m.sentAt)}` : ''}
                    {m.attempts > 1 ? ` · ${m.attempts} tries` : ''}
                  </p>
                  {m.lastError && m.status !== 'sent' ? (
                    <p className="break-words text-sm text-danger">{m.lastError}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Page>
      )}
    </Loaded>
  );
}
