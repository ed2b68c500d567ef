// Small display helpers shared by lists and profiles (en-GB, as staff read dates).

/** Whole years between a date of birth and today. */
export function ageFromDate(dateOfBirth: string, today = new Date()): number | null {
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

const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit',
});

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(d.getTime()) ? value : dateFmt.format(d);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  // A date-only value (or one the server widened to midnight UTC) has no meaningful time.
  if (value.length === 10 || /T00:00:00(\.000)?Z$/.test(value)) return formatDate(value.slice(0, 10));
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateTimeFmt.format(d);
}

/** Status labels (SPEC §4 / docs/API.md). */
export const STATUS_LABELS: Record<string, string> = {
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
