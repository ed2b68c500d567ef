// Email: a message is a row written with the change that causes it and an outbox message, so it is sent (by the
// workers, with retries) only if that change commits. Without an SMTP server nothing is sent and the row says so;
// the organisation's directors read the log (recipients and subjects, never a body or a one-time link).
import type { Caller } from '../access/index.ts';
import { forbidden, Problem } from '../problem.ts';
import type { Delivery, NewMail, OrgStore, Store } from '../store/index.ts';
import { deliveriesOf, MAIL_CATEGORIES } from './categories.ts';
import { mailConfigured, type MailSettings } from './settings.ts';

export const MAIL_TOPIC = 'mail.send';
const DELIVERIES: Delivery[] = ['immediate', 'digest', 'off'];

export type MailService = ReturnType<typeof mailService>;

export function mailService({ store, settings }: { store: Store; settings: MailSettings | undefined }) {
  const configured = mailConfigured(settings);
  return {
    /** Whether email goes out: with it, one-time links go only to the person, never back to whoever asked. */
    configured,
    /** An address in the app, for an email (only when configured: never from a request's Host header). */
    url: (path: string) => `${settings?.publicUrl ?? ''}${path}`,

    /** Queue a message on `s` (a transaction's store, so it goes only if the change commits). */
    async send(s: OrgStore, m: NewMail): Promise<string> {
      const id = await s.mail.add(m, configured ? 'queued' : 'not_sent');
      if (configured) await s.outbox.add(MAIL_TOPIC, { mailId: id });
      return id;
    },

    /** The organisation's mail log: its directors only (what was sent to whom, never the links in it). */
    async log(caller: Caller) {
      if (caller.role !== 'director') throw forbidden("Only a director can read the organisation's mail log.");
      return { configured, messages: await store.forOrg(caller.orgId).mail.log() };
    },

    /** A person's own email choices, per category, with the defaults filled in. */
    async choices(caller: Caller) {
      const saved = await store.forOrg(caller.orgId).mail.preferences(caller.id);
      return {
        configured,
        email: caller.email,
        categories: MAIL_CATEGORIES.map((c) => ({ ...c, delivery: deliveriesOf(saved)[c.key] })),
      };
    },

    async setChoices(caller: Caller, choices: Record<string, unknown>) {
      const errors = Object.entries(choices).flatMap(([key, v]) =>
        !MAIL_CATEGORIES.some((c) => c.key === key)
          ? [{ path: `/${key}`, message: 'is not an email category' }]
          : !DELIVERIES.includes(v as Delivery)
            ? [{ path: `/${key}`, message: 'must be immediate, digest or off' }]
            : [],
      );
      if (errors.length) throw new Problem(422, 'Unprocessable Entity', 'Some email choices are not valid.', errors);
      await store.transaction(caller.orgId, async (tx) => {
        for (const [key, v] of Object.entries(choices)) await tx.mail.setPreference(caller.id, key, v as Delivery);
      });
      return this.choices(caller);
    },
  };
}
