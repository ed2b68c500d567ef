// Record kinds an organisation toggle turns on (SPEC §9 organisation toggles). Off (unset or anything but
// true), the API refuses new and changed records of the kind and the app does not offer it; records written
// while it was on stay readable. Read by engine/records (the refusal) and web/src/lib/toggles.ts (the menus).
export const KIND_TOGGLES: Record<string, { toggle: string; what: string }> = {
  'meal-intake': { toggle: 'mealIntake', what: 'Recording meal intake' },
  'in-out': { toggle: 'inOutStatus', what: 'Recording in/out status' },
  'night-stay': { toggle: 'recordNightStay', what: 'Recording night stays' },
  'education-plan': { toggle: 'educationPlan', what: 'The education plan' },
  'employment-attendance': { toggle: 'employmentAttendance', what: 'Recording employment attendance' },
};

/**
 * Toggles that are on for a new organisation, and were turned on for every organisation when they began to
 * switch something (migration 036): structured daily logs were the only daily log before.
 */
export const TOGGLES_ON_BY_DEFAULT: Record<string, true> = { structuredDailyLogs: true };
