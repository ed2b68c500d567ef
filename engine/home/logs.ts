// The home logs timeline: which record kinds are which SPEC §2 home log type, and one line
// saying what each entry is. Kinds of the premises area (insurance, assets, mileage, meal plan) are read, not written.
import { homeCheckTypes } from '../../definitions/lists/home.ts';
import { checkFailed } from './checks.ts';

/** Kinds the timeline reads, in no particular order (absent kinds are skipped by the service). */
export const LOG_KINDS = [
  'home-check',
  'maintenance',
  'visitor',
  'home-log',
  'ofsted-inspection',
  'reg44-visit',
  'quality-review',
  'statement-of-purpose',
  'insurance',
  'meal-plan',
  'asset',
  'mileage',
] as const;

const SA = 'support_accomodation_for_older_children';
const GENERAL_TYPES = ['general', 'log', 'complaint', 'feedback', 'other'];

/**
 * The home log type(s) of a record. With `all`, every type the kind can have (for filtering before the data is read).
 * A quality review is "reg32Visit" in supported accommodation (the SPEC's pair) and "ofsted" in a children's home
 * (its Reg 45 report goes to Ofsted); a statement of purpose is "ofsted" too (its changes are notified to Ofsted).
 */
export function logTypeOf(kind: string, data: Record<string, unknown>, homeType: string, all = false): string[] {
  switch (kind) {
    case 'home-check':
      return ['chores'];
    case 'maintenance':
      return ['maintenance'];
    case 'visitor':
      return ['visits'];
    case 'home-log':
      return all ? GENERAL_TYPES : [GENERAL_TYPES.includes(String(data.logType)) ? String(data.logType) : 'general'];
    case 'ofsted-inspection':
    case 'statement-of-purpose':
      return ['ofsted'];
    case 'reg44-visit':
      return ['reg44Visit'];
    case 'quality-review':
      return [homeType === SA ? 'reg32Visit' : 'ofsted'];
    case 'insurance':
      return ['insurance renewal'];
    case 'meal-plan':
      return ['meal plan'];
    case 'asset':
      return all
        ? ['servicing', 'MOT']
        : [(data.vehicle as { registration?: string } | undefined)?.registration ? 'MOT' : 'servicing'];
    case 'mileage':
      return ['mileage'];
    default:
      return ['other'];
  }
}

const CHECKS = new Map<string, string>(homeCheckTypes.items.map((i) => [i.value, i.label]));
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const UK_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A calendar date as people in England write it ("23 Nov 2026"); anything else as it is. */
const ukDay = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? UK_DAY.format(new Date(`${v}T00:00:00Z`)) : str(v);

/** One line for the timeline, from the record's own fields. */
export function summaryLine(kind: string, d: Record<string, unknown>): string {
  switch (kind) {
    case 'home-check': {
      const label = CHECKS.get(str(d.checkType)) ?? 'Check';
      return d.done === false
        ? `${label}: not done`
        : `${label}: ${checkFailed(d) ? 'failed' : d.result === 'pass' ? 'passed' : 'done'}`;
    }
    case 'maintenance':
      return `${str(d.issue)}${d.fixedAt ? ' (fixed)' : ''}`;
    case 'visitor':
      return `${str(d.name)}${d.organisation ? `, ${str(d.organisation)}` : ''}: ${str(d.purpose)}`;
    case 'home-log':
      return str(d.title);
    case 'ofsted-inspection':
      return `Ofsted inspection${d.overall ? ` (${str(d.overall).replaceAll('_', ' ')})` : ''}`;
    case 'statement-of-purpose':
      return `Statement of purpose version ${str(d.version)}`;
    case 'reg44-visit':
      return `Independent visit by ${str(d.visitor)}`;
    case 'quality-review':
      return `Quality review ${ukDay(d.periodFrom)} to ${ukDay(d.periodTo)}`;
    case 'insurance':
      return `Insurance: ${str(d.insurer)}${d.renewalDate ? `, renews ${ukDay(d.renewalDate)}` : ''}`;
    case 'meal-plan':
      return `Meal plan for the week of ${ukDay(d.weekStarting)}`;
    case 'asset':
      return str(d.name);
    case 'mileage':
      return `Journey: ${str(d.purpose)}`;
    default:
      return kind;
  }
}
