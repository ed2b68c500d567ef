// What a person may choose to be emailed about: alerts, grouped as the SPEC's alert kinds list groups them, with the
// statutory deadlines that are the person's own apart (sent at once unless they say otherwise). Account and security
// messages (invitations, resets, sign-in changes) are not a choice: they are how a person keeps their login safe.
import { alertKinds } from '../../definitions/lists/index.ts';
import type { Delivery } from '../store/index.ts';

export interface MailCategory {
  key: string;
  label: string;
  hint: string;
  byDefault: Delivery;
}

export const MAIL_CATEGORIES: MailCategory[] = [
  {
    key: 'deadlines',
    label: 'Statutory deadlines',
    hint: 'Notifications to make, incidents and safeguarding, tasks due or overdue',
    byDefault: 'immediate',
  },
  {
    key: 'signoff',
    label: 'Sign-offs',
    hint: 'Records waiting for your sign-off, and yours signed off',
    byDefault: 'digest',
  },
  { key: 'task', label: 'Tasks', hint: 'Tasks given to you or completed', byDefault: 'digest' },
  { key: 'young-person', label: 'Young people', hint: 'Birthdays, key worker sessions, feedback', byDefault: 'digest' },
  { key: 'review', label: 'Plan reviews', hint: 'Plans and risk assessments due for review', byDefault: 'digest' },
  { key: 'staff', label: 'Staff', hint: 'Expiring checks and training, birthdays, your access', byDefault: 'digest' },
  { key: 'leave', label: 'Leave', hint: 'Leave requested, approved or refused', byDefault: 'digest' },
  { key: 'home', label: 'The home', hint: 'Policy reviews, insurance, MOT, petty cash counts', byDefault: 'digest' },
];

/** Alerts that carry a statutory clock the person is on: emailed as deadlines, whatever their list group. */
const DEADLINE_KINDS = new Set([
  'notification_due',
  'task_due',
  'task_overdue',
  'incident_created',
  'safeguarding_created',
]);

/** The email category of an alert kind. */
export function mailCategoryOf(kind: string): string {
  if (DEADLINE_KINDS.has(kind)) return 'deadlines';
  const group = alertKinds.items.find((i) => i.value === kind)?.group;
  return MAIL_CATEGORIES.some((c) => c.key === group) ? group! : 'staff';
}

export const alertKindLabel = (kind: string) => alertKinds.items.find((i) => i.value === kind)?.label ?? 'Alert';

/** A person's choice per category, with the defaults filled in. */
export function deliveriesOf(saved: Record<string, Delivery>): Record<string, Delivery> {
  return Object.fromEntries(MAIL_CATEGORIES.map((c) => [c.key, saved[c.key] ?? c.byDefault]));
}
