// The training matrix's rules (DOMAIN §14), pure: is a course required of a person, when does what they
// attended expire, and what colour is their cell — in date, due soon (60 days), expired or missing.
// Dates are calendar days (YYYY-MM-DD, London); `today` is given, never read from the clock.
import { MEETS } from '../staff/qualifications.ts';
import { addMonths, daysBetween } from '../time/london.ts';

export type TrainingStatus = 'in_date' | 'due_soon' | 'expired' | 'missing';
export const DUE_SOON_DAYS = 60;

export interface CourseRule {
  /** User roles the course is mandatory for (empty: optional for everyone). */
  mandatoryRoles: string[];
  /** Home types it is mandatory in (empty: every type). */
  homeTypes: string[];
  /** Months until it must be renewed; null: it does not expire. */
  renewalMonths: number | null;
}
export interface Attendance {
  completedOn: string;
  expiresOn?: string | null;
}
export interface Cell {
  status: TrainingStatus;
  completedOn: string | null;
  expiresOn: string | null;
  daysLeft: number | null;
}

export { daysBetween };

/** Must this person hold this course? Their role is named by it, and one of their homes is of a type it covers. */
export function isRequired(
  course: Pick<CourseRule, 'mandatoryRoles' | 'homeTypes'>,
  person: { role: string; homeTypes: string[] },
): boolean {
  if (!course.mandatoryRoles.includes(person.role)) return false;
  return course.homeTypes.length === 0 || person.homeTypes.some((t) => course.homeTypes.includes(t));
}

/**
 * When training attended on `completedOn` expires: the renewal period later (the month's last day if shorter), or
 * never.
 */
export function expiryOf(completedOn: string, renewalMonths: number | null): string | null {
  return renewalMonths ? addMonths(completedOn, renewalMonths) : null;
}

/**
 * The cell for one person and course: the latest attendance on or before today decides; an expiry
 * written on the record wins over the catalogue's period. Valid through its expiry day; due soon
 * from DUE_SOON_DAYS before; never attended (or only booked for a later date) is missing.
 */
export function trainingStatus(attended: Attendance[], renewalMonths: number | null, today: string): Cell {
  const past = attended.filter((a) => a.completedOn <= today);
  if (!past.length) return { status: 'missing', completedOn: null, expiresOn: null, daysLeft: null };
  const latest = past.reduce((a, b) => (b.completedOn > a.completedOn ? b : a));
  const expiresOn = latest.expiresOn ?? expiryOf(latest.completedOn, renewalMonths);
  if (!expiresOn) return { status: 'in_date', completedOn: latest.completedOn, expiresOn: null, daysLeft: null };
  const daysLeft = daysBetween(today, expiresOn);
  const status: TrainingStatus = daysLeft < 0 ? 'expired' : daysLeft <= DUE_SOON_DAYS ? 'due_soon' : 'in_date';
  return { status, completedOn: latest.completedOn, expiresOn, daysLeft };
}

/**
 * Share of required cells held in date (due soon still counts: it has not lapsed), as a whole percent; null with none
 * required.
 */
export function compliancePercent(cells: { required: boolean; status: TrainingStatus }[]): number | null {
  const required = cells.filter((c) => c.required);
  if (!required.length) return null;
  const held = required.filter((c) => c.status === 'in_date' || c.status === 'due_soon').length;
  return Math.round((held / required.length) * 100);
}

/**
 * Qualification levels that meet a qualification column (engine/staff/qualifications.ts): a higher residential
 * childcare level meets a lower one.
 */
export const LEVELS_MEETING: Record<string, string[]> = MEETS;

export interface Held {
  level: string;
  status: string;
  achievedOn: string | null;
}

/** A qualification column: in date once achieved (it never expires), else missing — saying if they are enrolled. */
export function qualificationCell(held: Held[], level: string): Cell & { enrolled: boolean } {
  const meets = LEVELS_MEETING[level] ?? [level];
  const mine = held.filter((h) => meets.includes(h.level));
  const achieved = mine.find((h) => h.status === 'achieved');
  if (achieved)
    return { status: 'in_date', completedOn: achieved.achievedOn, expiresOn: null, daysLeft: null, enrolled: false };
  return {
    status: 'missing',
    completedOn: null,
    expiresOn: null,
    daysLeft: null,
    enrolled: mine.some((h) => h.status === 'enrolled'),
  };
}
