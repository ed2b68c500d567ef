// Home types, roles, access areas, young-person permissions and profile tabs (SPEC §1, §2, §6, §9).
import { defineList } from '../../engine/definitions/lists.ts';

/** 'accomodation' is misspelled on purpose: it is the stored key (SPEC §1). */
export const homeTypes = defineList({
  key: 'homeTypes',
  label: 'Home types',
  source: 'SPEC §1',
  items: [
    { value: 'support_accomodation_for_older_children', label: 'Supported Accommodation for Young People' },
    { value: 'children_home', label: "Children's Home" },
  ],
});

/** Homes with these names are left out of operational figures (SPEC §9). Compare trimmed, ignoring case. */
export const nonOperationalHomeNames = defineList({
  key: 'nonOperationalHomeNames',
  label: 'Non-operational home names',
  source: 'SPEC §9',
  items: [
    { value: 'Head Office', label: 'Head Office' },
    { value: 'head office', label: 'head office' },
    { value: 'HEAD OFFICE', label: 'HEAD OFFICE' },
    { value: 'HeadOffice', label: 'HeadOffice' },
    { value: 'Head-Office', label: 'Head-Office' },
    { value: 'Test', label: 'Test' },
    { value: 'test', label: 'test' },
    { value: 'TEST', label: 'TEST' },
    { value: 'archived', label: 'archived' },
    { value: 'Archived', label: 'Archived' },
    { value: 'ARCHIVED', label: 'ARCHIVED' },
    { value: 'Training', label: 'Training' },
    { value: 'training', label: 'training' },
    { value: 'TRAINING', label: 'TRAINING' },
  ],
});

export const roles = defineList({
  key: 'roles',
  label: 'Roles',
  source: 'SPEC §6',
  items: [
    { value: 'director', label: 'Director' },
    { value: 'manager', label: 'Manager' },
    { value: 'hr_manager', label: 'HR manager' },
    { value: 'staff', label: 'Staff', description: 'Default role' },
    { value: 'custom', label: 'Custom' },
    { value: 'social_worker', label: 'Social worker' },
  ],
});

/** Keys match ACCESS_AREAS in engine/definitions/types.ts. */
export const accessAreas = defineList({
  key: 'accessAreas',
  label: 'Access areas',
  source: 'SPEC §6',
  items: [
    { value: 'hr', label: 'HR' },
    { value: 'hr_manager', label: 'HR manager' },
    { value: 'rota', label: 'Rota' },
    { value: 'staff', label: 'Staff' },
    { value: 'home', label: 'Home' },
    { value: 'leave', label: 'Leave' },
    { value: 'settings', label: 'Settings' },
    { value: 'developer', label: 'Developer' },
    { value: 'facility', label: 'Facility' },
    { value: 'cyp', label: 'Young people' },
    { value: 'cyp_daily_log', label: 'Young people: daily logs' },
    { value: 'accounts', label: 'Accounts' },
    { value: 'sensitive_reports', label: 'Sensitive reports' },
    { value: 'home_logs', label: 'Home logs' },
  ],
});

export const settingsAreas = defineList({
  key: 'settingsAreas',
  label: 'Settings areas',
  source: 'SPEC §2 Product settings, §6',
  items: [
    { value: 'general', label: 'General' },
    { value: 'users', label: 'Users' },
    { value: 'homes', label: 'Homes' },
    { value: 'billing', label: 'Billing' },
  ],
});

/** Keys match YP_PERMISSION_AREAS in engine/definitions/types.ts. */
export const ypPermissionAreas = defineList({
  key: 'ypPermissionAreas',
  label: 'Young-person permission areas',
  source: 'SPEC §6',
  items: [
    { value: 'accounts', label: 'Accounts' },
    { value: 'tasks', label: 'Tasks' },
    { value: 'plans', label: 'Plans' },
    { value: 'documents', label: 'Documents' },
    { value: 'educationAttendance', label: 'Education attendance' },
    { value: 'inOut', label: 'In/out' },
    { value: 'nightStay', label: 'Night stay' },
    { value: 'weeklyReports', label: 'Weekly reports' },
    { value: 'incident', label: 'Incident' },
    { value: 'personal', label: 'Personal' },
    { value: 'onePageProfile', label: 'One-page profile' },
    { value: 'health', label: 'Health' },
    { value: 'education', label: 'Education' },
    { value: 'enjoyment', label: 'Enjoyment' },
    { value: 'achievements', label: 'Achievements' },
    { value: 'placementHistory', label: 'Placement history' },
    { value: 'chronology', label: 'Chronology' },
    { value: 'keyworkerSessions', label: 'Keyworker sessions' },
    { value: 'safeguarding', label: 'Safeguarding' },
    { value: 'consequences', label: 'Consequences' },
    { value: 'rewards', label: 'Rewards' },
    { value: 'viewsComplaints', label: 'Views/complaints' },
    { value: 'visits', label: 'Visits' },
  ],
});

export const ypPermissionLevels = defineList({
  key: 'ypPermissionLevels',
  label: 'Young-person permission levels',
  source: 'SPEC §6',
  items: [
    { value: 'no_access', label: 'No access' },
    { value: 'read', label: 'Read' },
    { value: 'edit', label: 'Edit' },
  ],
});

/** What a young person themself can be allowed to do (SPEC §2). */
export const youngPersonSelfPermissions = defineList({
  key: 'youngPersonSelfPermissions',
  label: 'Young person permissions',
  source: 'SPEC §2 Per young person',
  items: [
    { value: 'plans_view_comment', label: 'View and comment in Plans' },
    { value: 'log_views_complaints_feedback', label: 'Log Views, Complaints & Feedback' },
  ],
});

/** In SPEC key order. deescalationLog, inOut and noAccess have no SPEC label; theirs are ours. */
export const profileTabs = defineList({
  key: 'profileTabs',
  label: 'Young person profile tabs',
  source: 'SPEC §2 Profile tab keys',
  items: [
    { value: 'personal', label: 'Personal Details' },
    { value: 'contacts', label: 'Contacts' },
    { value: 'placementHistory', label: 'Placement History' },
    { value: 'onePageProfile', label: 'One Page Profile' },
    { value: 'chronology', label: 'Chronology' },
    { value: 'health', label: 'Health' },
    { value: 'education', label: 'Education' },
    { value: 'enjoyment', label: 'Enjoyment' },
    { value: 'achievements', label: 'Achievements' },
    { value: 'alerts', label: 'Alerts' },
    { value: 'plans', label: 'Plans' },
    { value: 'dailyLog', label: 'Daily Logs & Summaries' },
    { value: 'deescalationLog', label: 'De-escalation Log' },
    { value: 'incident', label: 'Incidents' },
    { value: 'safeguarding', label: 'Safeguarding' },
    { value: 'views', label: 'Views Complaints & Feedback' },
    { value: 'visits', label: 'Visits' },
    { value: 'tasks', label: 'Tasks' },
    { value: 'eduAttendance', label: 'Education Attendance' },
    { value: 'nightStay', label: 'Night Stay' },
    { value: 'inOut', label: 'In / Out' },
    { value: 'weeklyReports', label: 'Weekly Reports' },
    { value: 'documents', label: 'Documents & Contracts' },
    { value: 'rewardsLog', label: 'Rewards Log' },
    { value: 'consequencesLog', label: 'Consequences Log' },
    { value: 'accounts', label: 'Accounts' },
    { value: 'keyworkerSessions', label: 'Keyworker Sessions' },
    { value: 'noAccess', label: 'No Access' },
  ],
});
