// The words of each email. Nothing about a child beyond what the email needs: no names in subjects or bodies (an
// alert is named by its kind, its home and its date; the person opens the app to read it), since email leaves the
// system and is read on any device.
import { alertKindLabel, MAIL_CATEGORIES } from './categories.ts';

export interface Mail {
  subject: string;
  body: string;
}

const FOOTER = 'This email was sent by your organisation’s care records system. Do not reply to it.';
const lines = (...ls: (string | false | undefined)[]) =>
  [...ls.filter((l) => l !== false && l !== undefined), '', FOOTER].join('\n');

export function invitation(orgName: string, link: string, days: number): Mail {
  return {
    subject: `Your login to ${orgName}`,
    body: lines(
      `You have been given a login to ${orgName}'s care records.`,
      '',
      `Choose your password here (the link works once, for ${days} days):`,
      link,
      '',
      'If you did not expect this, you can ignore this email.',
    ),
  };
}

export function passwordReset(link: string, hours: number): Mail {
  return {
    subject: 'Reset your password',
    body: lines(
      'A new password was asked for on your login.',
      '',
      `Choose a new one here (the link works once, for ${hours} hours):`,
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is. Tell your manager if it',
      'happens again.',
    ),
  };
}

export function securityChanged(what: string, at: Date, publicUrl: string): Mail {
  return {
    subject: 'Your sign-in security changed',
    body: lines(
      `${what} on your login at ${formatLondon(at)}.`,
      '',
      'If this was not you, tell your manager at once and change your password:',
      `${publicUrl}/account/security`,
    ),
  };
}

export function newDevice(device: string, ip: string | null, at: Date, publicUrl: string): Mail {
  return {
    subject: 'A sign-in from a new device',
    body: lines(
      `Your login was used on a device it had not been used on before, at ${formatLondon(at)}:`,
      `${device}${ip ? ` (address ${ip})` : ''}.`,
      '',
      'If this was you, there is nothing to do. If not, sign out of that device and change your password:',
      `${publicUrl}/account/security`,
    ),
  };
}

export interface AlertLine {
  kind: string;
  dueOn: string | null;
  homeName: string | null;
}

/** Alerts, at once or in the daily digest: kinds, homes and dates only; one link to turn each category off. */
export function alertsMail(items: AlertLine[], categories: string[], digest: boolean, publicUrl: string): Mail {
  const n = items.length;
  const subject = digest
    ? `Your daily summary: ${n} new alert${n === 1 ? '' : 's'}`
    : categories.includes('deadlines')
      ? 'A statutory deadline needs you'
      : `${n} new alert${n === 1 ? '' : 's'}`;
  const off = categories.map((c) => {
    const label = MAIL_CATEGORIES.find((m) => m.key === c)?.label ?? c;
    return `  ${label}: ${publicUrl}/account/email?off=${encodeURIComponent(c)}`;
  });
  return {
    subject,
    body: lines(
      `${n === 1 ? 'An alert is' : `${n} alerts are`} waiting for you:`,
      ...items.map(
        (i) =>
          `- ${alertKindLabel(i.kind)}${i.homeName ? `, ${i.homeName}` : ''}${i.dueOn ? `, due ${ukDate(i.dueOn)}` : ''}`,
      ),
      '',
      `Open them: ${publicUrl}/notifications`,
      '',
      'To stop these emails (you will still see the alerts in the app):',
      ...off,
    ),
  };
}

/** "27 Nov 2026, 15:04" in London time. */
const formatLondon = (at: Date) =>
  at.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

function ukDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
