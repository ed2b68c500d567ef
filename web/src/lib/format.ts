// Small display helpers shared by lists and profiles (en-GB, as staff read dates).

/** Whole years between a date of birth and today. */
function ageFromDate(dateOfBirth: string, today = new Date()): number | null {
  const dob = new Date(`${dateOfBirth.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(dob.getTime())) return null;
  let age = today.getFullYear() - dob.getFullYear();
  const beforeBirthday =
    today.getMonth() < dob.getMonth() || (today.getMonth() === dob.getMonth() && today.getDate() < dob.getDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The age to show. With only a birth year (SPEC §5: share only the year when that is all there is)
 * the age is one of two values, so say "about".
 */
export function ageLabel(person: { dateOfBirth: string | null; birthYear: number | null }, today = new Date()): string {
  if (person.dateOfBirth) {
    const age = ageFromDate(person.dateOfBirth, today);
    if (age !== null) return `Age ${age}`;
  }
  if (person.birthYear) return `Age about ${today.getFullYear() - person.birthYear} (born ${person.birthYear})`;
  return 'Age not recorded';
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1][0] : '';
  return (first + last).toUpperCase() || '?';
}

export function displayName(p: { firstName: string; lastName: string; preferredName?: string | null }): string {
  return p.preferredName ? `${p.preferredName} ${p.lastName}` : `${p.firstName} ${p.lastName}`;
}

// The one place dates and times are written for people (lists, views, history, tasks, charts' records):
// UK order ("22 Nov 2026", "22 Nov 2026, 14:05"), 24-hour clock, in London time whatever the device is set
// to — the homes are in England, and two colleagues must read the same time off the same record.
const UK_LOCALE = 'en-GB';
const UK_TIME_ZONE = 'Europe/London';
const dateFmt = new Intl.DateTimeFormat(UK_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
});
// A calendar date (YYYY-MM-DD: a date of birth, a log's date) is not an instant: read and written in UTC it
// is the same day everywhere.
const calendarFmt = new Intl.DateTimeFormat(UK_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const longCalendarFmt = new Intl.DateTimeFormat(UK_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFmt = new Intl.DateTimeFormat(UK_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: UK_TIME_ZONE,
});
const timeFmt = new Intl.DateTimeFormat(UK_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: UK_TIME_ZONE,
});

const calendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** "22 Nov 2026": a calendar date as it is, an instant on its London day. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = calendarDay(value);
  const d = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return value;
  return (day ? calendarFmt : dateFmt).format(d);
}

/** "Sunday 22 November 2026": a calendar date in words (beside date inputs, whatever order they show). */
export function formatDateLong(value: string | null | undefined): string {
  if (!value || !calendarDay(value.slice(0, 10))) return '';
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  // GOV.UK style, without the comma some ICU versions put after the weekday
  return Number.isNaN(d.getTime()) ? '' : longCalendarFmt.format(d).replace(',', '');
}

/** "22 Nov 2026, 14:05" in London time. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  // A date-only value (or one the server widened to midnight UTC) has no meaningful time.
  if (value.length === 10 || /T00:00:00(\.000)?Z$/.test(value)) return formatDate(value.slice(0, 10));
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFmt.format(d);
}

/** "14:05" in London time. */
export function formatTime(value: Date | string): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? String(value) : timeFmt.format(d);
}

/** Status labels (SPEC §4 / docs/API.md). */
const STATUS_LABELS: Record<string, string> = {
  ongoing: 'Draft',
  signoffs_pending: 'Completed, Pending Sign-offs',
  non_manager_signoffs_pending: 'Completed, Manager Signed Off, Pending Other Sign-Offs',
  complete: 'Completed, All Signed Off',
  completed: 'Completed',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export const ROLE_LABELS: Record<string, string> = {
  director: 'Director',
  manager: 'Manager',
  hr_manager: 'HR manager',
  staff: 'Staff',
  custom: 'Custom',
  social_worker: 'Social worker',
};
