// One-time login links (an invitation to set a first password, or a password reset), made in one place for every
// path that makes one (adding a user, making an employee, a new organisation, "forgot your password"). Only the
// link's hash is stored. With email configured the link goes to the person alone and the answer says where; without
// it the link comes back once, for the signed-in person who made it to pass on (never to an API token).
import { createHash, randomBytes } from 'node:crypto';
import { invitation, passwordReset } from '../mail/messages.ts';
import type { MailService } from '../mail/service.ts';
import { forbidden } from '../problem.ts';
import type { OrgStore } from '../store/index.ts';

export const INVITE_DAYS = 7;
export const RESET_DAYS = 1;
export const loginTokenHash = (t: string) => createHash('sha256').update(t).digest('hex');

export type LoginLink = { link: string; expiresInDays: number } | { sentTo: string; expiresInDays: number };

/** Who asked: an API token never sees a one-time link (it would be a way into someone else's login). */
export interface Asker {
  viaToken?: boolean;
}

/** Asked before anything changes, so a refused request leaves no user or link behind. */
export function mayReceiveLink(mail: MailService | undefined, asker: Asker) {
  if (!mail?.configured && asker.viaToken)
    throw forbidden('Without email, a login link is shown only to a signed-in person: make it from Users.');
}

/** Make the link on `tx` (the change's transaction) and send or return it. */
export async function issueLoginLink(
  tx: OrgStore,
  mail: MailService | undefined,
  p: { userId: string; email: string; purpose: 'invite' | 'reset'; createdBy: string | null; orgName?: string },
): Promise<LoginLink> {
  const days = p.purpose === 'invite' ? INVITE_DAYS : RESET_DAYS;
  const token = randomBytes(24).toString('base64url');
  const path = `/set-password?token=${token}`;
  await tx.administration.addLoginToken(p.userId, loginTokenHash(token), p.purpose, p.createdBy, days);
  if (mail) {
    const orgName = p.orgName ?? (await tx.administration.organisationName()) ?? 'your organisation';
    const m =
      p.purpose === 'invite' ? invitation(orgName, mail.url(path), days) : passwordReset(mail.url(path), days * 24);
    // without email this is in the mail log as not sent, with no body
    await mail.send(tx, { userId: p.userId, to: p.email, category: 'account', ...m });
  }
  return mail?.configured ? { sentTo: p.email, expiresInDays: days } : { link: path, expiresInDays: days };
}
