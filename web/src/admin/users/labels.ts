// Labels for the users screens.
export const ROLE_OPTIONS = [
  { value: 'director', label: 'Director' },
  { value: 'manager', label: 'Manager' },
  { value: 'hr_manager', label: 'HR manager' },
  { value: 'staff', label: 'Staff' },
  { value: 'custom', label: 'Custom' },
  { value: 'social_worker', label: 'Social worker' },
] as const;

export const roleLabel = (role: string) => ROLE_OPTIONS.find((r) => r.value === role)?.label ?? role;

/** A user's role as the Users screens say it: a young person's own login names the young person. */
export const userRoleLabel = (u: { role: string; youngPersonName?: string | null }) =>
  u.role === 'young_person' ? `Young person — ${u.youngPersonName ?? 'unknown'}` : roleLabel(u.role);

/** What a leaver's departure did (the counts POST /deactivate returns). */
export const DEPARTURE_COUNT_LABELS: Record<string, string> = {
  tasksReassigned: 'Pending tasks reassigned',
  tasksCancelled: 'Pending tasks cancelled',
  recurringStopped: 'Recurring tasks stopped',
  signoffsClosed: 'Sign-off requests closed',
  alertsRemoved: 'Alerts removed',
};
