// The one natural-key scheme of duty tasks: duty:<duty key>:<what it is about>[:<due date>]. "What it is about" is
// the subject (a member of staff, a home, a young person) for a recurring duty and the record for an event's; the
// due date tells one period's task from the next. Unique per organisation (tasks_natural_key), so a rerun or two
// scans at once make each task once.
export const DUTY_KEY_PREFIX = 'duty:';

export const dutyTaskKey = (dutyKey: string, aboutId: string, dueOn?: string) =>
  `${DUTY_KEY_PREFIX}${dutyKey}:${aboutId}${dueOn ? `:${dueOn}` : ''}`;

/** The parts of a duty task's natural key, or null when it is not one. */
export function parseDutyTaskKey(
  naturalKey: string | null | undefined,
): { duty: string; about: string; dueOn: string | null } | null {
  if (!naturalKey?.startsWith(DUTY_KEY_PREFIX)) return null;
  const [duty, about, dueOn] = naturalKey.slice(DUTY_KEY_PREFIX.length).split(':');
  return duty && about ? { duty, about, dueOn: dueOn ?? null } : null;
}

/** The LIKE pattern of one duty's tasks (values go in as parameters). */
export const dutyTaskPattern = (dutyKey: string) => `${DUTY_KEY_PREFIX}${dutyKey}:%`;
