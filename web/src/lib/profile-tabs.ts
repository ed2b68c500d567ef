// Young-person profile tabs (SPEC §2 "Profile tab keys" and "Labels"), in the SPEC's order.
// Used when the server has no `profileTabs` list. The SPEC gives no label for deescalationLog
// and inOut; those two labels are ours. `noAccess` is a permission value, not a tab.
export interface ProfileTab {
  key: string;
  label: string;
}

export const PROFILE_TABS: ProfileTab[] = [
  { key: 'personal', label: 'Personal Details' },
  { key: 'contacts', label: 'Contacts' },
  { key: 'placementHistory', label: 'Placement History' },
  { key: 'onePageProfile', label: 'One Page Profile' },
  { key: 'chronology', label: 'Chronology' },
  { key: 'health', label: 'Health' },
  { key: 'education', label: 'Education' },
  { key: 'enjoyment', label: 'Enjoyment' },
  { key: 'achievements', label: 'Achievements' },
  { key: 'alerts', label: 'Alerts' },
  { key: 'plans', label: 'Plans' },
  { key: 'dailyLog', label: 'Daily Logs & Summaries' },
  { key: 'deescalationLog', label: 'De-escalation Log' },
  { key: 'incident', label: 'Incidents' },
  { key: 'safeguarding', label: 'Safeguarding' },
  { key: 'views', label: 'Views Complaints & Feedback' },
  { key: 'visits', label: 'Visits' },
  { key: 'tasks', label: 'Tasks' },
  { key: 'eduAttendance', label: 'Education Attendance' },
  { key: 'nightStay', label: 'Night Stay' },
  { key: 'inOut', label: 'In/Out' },
  { key: 'weeklyReports', label: 'Weekly Reports' },
  { key: 'documents', label: 'Documents & Contracts' },
  { key: 'rewardsLog', label: 'Rewards Log' },
  { key: 'consequencesLog', label: 'Consequences Log' },
  { key: 'accounts', label: 'Accounts' },
  { key: 'keyworkerSessions', label: 'Keyworker Sessions' },
];

/** SPEC §2 profile page overview: the summary the profile opens on. */
export const OVERVIEW_TAB: ProfileTab = { key: 'overview', label: 'Overview' };

/** Tabs drawn from what is behind them (the overview says), not from record kinds. */
export const TABS_WHEN_SOMETHING_BEHIND = ['alerts', 'tasks', 'accounts'] as const;

/** SPEC §2 profile page dashboard-and-analytics: the young person's charts (web/src/charts). */
export const DASHBOARD_TAB: ProfileTab = { key: 'dashboard-and-analytics', label: 'Dashboard & Analytics' };

/** The personal tab is drawn from the young person's own data, so it always shows. */
export const PERSONAL_TAB = 'personal';
