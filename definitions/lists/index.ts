// Every reference list: each file's lists re-exported by name, and `allLists` for the API and the admin screens.
// A new list file is added here once; its lists are picked up by shape, and a key used twice stops the start.
import type { ReferenceList } from '../../engine/definitions/lists.ts';
import * as behaviour_support from './behaviour-support.ts';
import * as contacts from './contacts.ts';
import * as daily_life from './daily-life.ts';
import * as event_task_types from './event-task-types.ts';
import * as home from './home.ts';
import * as hr_performance from './hr-performance.ts';
import * as ils from './ils.ts';
import * as incident from './incident.ts';
import * as income from './income.ts';
import * as medication from './medication.ts';
import * as medicines_arrival_storage from './medicines-arrival-storage.ts';
import * as organisation from './organisation.ts';
import * as organisation_settings from './organisation-settings.ts';
import * as plans_risk from './plans-risk.ts';
import * as premises from './premises.ts';
import * as referrals from './referrals.ts';
import * as signoff from './signoff.ts';
import * as staff from './staff.ts';
import * as statuses from './statuses.ts';
import * as subject_access from './subject-access.ts';
import * as tasks_alerts from './tasks-alerts.ts';
import * as young_person_logs from './young-person-logs.ts';
import * as young_person_plans from './young-person-plans.ts';
import * as young_person_profile from './young-person-profile.ts';
import * as yp_feedback from './yp-feedback.ts';

export * from './behaviour-support.ts';
export * from './contacts.ts';
export * from './daily-life.ts';
export * from './event-task-types.ts';
export * from './home.ts';
export * from './hr-performance.ts';
export * from './ils.ts';
export * from './incident.ts';
export * from './income.ts';
export * from './medication.ts';
export * from './medicines-arrival-storage.ts';
export * from './organisation.ts';
export * from './organisation-settings.ts';
export * from './plans-risk.ts';
export * from './premises.ts';
export * from './referrals.ts';
export * from './signoff.ts';
export * from './staff.ts';
export * from './statuses.ts';
export * from './subject-access.ts';
export * from './tasks-alerts.ts';
export * from './young-person-logs.ts';
export * from './young-person-plans.ts';
export * from './young-person-profile.ts';
export * from './yp-feedback.ts';

const isList = (v: unknown): v is ReferenceList =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ReferenceList).key === 'string' &&
  Array.isArray((v as ReferenceList).items);

export const allLists: ReferenceList[] = [
  behaviour_support,
  contacts,
  daily_life,
  event_task_types,
  home,
  hr_performance,
  ils,
  incident,
  income,
  medication,
  medicines_arrival_storage,
  organisation,
  organisation_settings,
  plans_risk,
  premises,
  referrals,
  signoff,
  staff,
  statuses,
  subject_access,
  tasks_alerts,
  young_person_logs,
  young_person_plans,
  young_person_profile,
  yp_feedback,
].flatMap((m) => Object.values(m).filter(isList));

const seen = new Set<string>();
for (const l of allLists) {
  if (seen.has(l.key)) throw new Error(`definitions/lists: the list key "${l.key}" is used twice`);
  seen.add(l.key);
}
