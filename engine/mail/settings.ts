// Whether this deployment sends email. Both an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587 or smtps://…)
// and the address people open (PUBLIC_URL) are needed: a link in an email is never built from a request's Host
// header, which a stranger asking for a password reset could set to their own site.
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  publicUrl?: string;
}

export function mailSettings(env: NodeJS.ProcessEnv): MailSettings {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.MAIL_FROM || 'Care records <no-reply@care-records.app>',
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
  };
}

export const mailConfigured = (
  s: MailSettings | undefined,
): s is MailSettings & { smtpUrl: string; publicUrl: string } => Boolean(s?.smtpUrl && s.publicUrl);
