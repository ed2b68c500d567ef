// Every reference list, re-exported by name, and `allLists` for the registry and the admin screens.
import type { ReferenceList } from '../../engine/definitions/lists.ts';
import { eventTaskTypes } from './event-task-types.ts';
import { appointmentCategories, contactCategories, contactSubRoles, measurementUnits } from './contacts.ts';
import { recordCategories, alertKinds, priorities, recurrences, leaveTypes } from './tasks-alerts.ts';
import {
  physicalInterventionTypes, interventionReasons, deEscalationTechniques, furtherActions, authoritiesToNotify,
  notificationMethods, incidentTypes, incidentLocations, medicalAttention, bodyMapSides, bodyRegions, injuryKinds,
  consequenceKinds,
} from './incident.ts';
import {
  shifts, presentation, educationAttendance, mealTypes, mealEaten, contactTypes, nightObservations, weeklyTimetableDays,
} from './daily-life.ts';
import {
  legalStatuses, ragRatings, planAreas, riskLikelihood, riskSeverity, assessmentReasons, selfHarmMethods,
  suicidalIdeation, meansOfHarm, observationLevels,
} from './plans-risk.ts';
import { medicationForms, stockUnits, stockAdjustmentReasons, medicationStatuses } from './medication.ts';
import { recordStatuses, listStatuses, taskStatuses, skillAssessmentStatuses } from './statuses.ts';
import { signoffOptions, signoffModes } from './signoff.ts';
import { staffDepartureOptions, staffDepartureActions } from './staff.ts';
import { incomeChangeTypes, incomeChangeSubjects } from './income.ts';
import { ilsGroups, ilsAreas, ilsRatings } from './ils.ts';
import { bspQuestionKeys, bspPositiveKeys } from './behaviour-support.ts';
import { ypFeedbackStatements } from './yp-feedback.ts';
import {
  homeTypes, nonOperationalHomeNames, roles, accessAreas, settingsAreas, ypPermissionAreas, ypPermissionLevels,
  youngPersonSelfPermissions, profileTabs,
} from './organisation.ts';

export {
  eventTaskTypes,
  appointmentCategories, contactCategories, contactSubRoles, measurementUnits,
  recordCategories, alertKinds, priorities, recurrences, leaveTypes,
  physicalInterventionTypes, interventionReasons, deEscalationTechniques, furtherActions, authoritiesToNotify,
  notificationMethods, incidentTypes, incidentLocations, medicalAttention, bodyMapSides, bodyRegions, injuryKinds,
  consequenceKinds,
  shifts, presentation, educationAttendance, mealTypes, mealEaten, contactTypes, nightObservations, weeklyTimetableDays,
  legalStatuses, ragRatings, planAreas, riskLikelihood, riskSeverity, assessmentReasons, selfHarmMethods,
  suicidalIdeation, meansOfHarm, observationLevels,
  medicationForms, stockUnits, stockAdjustmentReasons, medicationStatuses,
  recordStatuses, listStatuses, taskStatuses, skillAssessmentStatuses,
  signoffOptions, signoffModes,
  staffDepartureOptions, staffDepartureActions,
  incomeChangeTypes, incomeChangeSubjects,
  ilsGroups, ilsAreas, ilsRatings,
  bspQuestionKeys, bspPositiveKeys,
  ypFeedbackStatements,
  homeTypes, nonOperationalHomeNames, roles, accessAreas, settingsAreas, ypPermissionAreas, ypPermissionLevels,
  youngPersonSelfPermissions, profileTabs,
};

export const allLists: ReferenceList[] = [
  eventTaskTypes,
  appointmentCategories, contactCategories, contactSubRoles, measurementUnits,
  recordCategories, alertKinds, priorities, recurrences, leaveTypes,
  physicalInterventionTypes, interventionReasons, deEscalationTechniques, furtherActions, authoritiesToNotify,
  notificationMethods, incidentTypes, incidentLocations, medicalAttention, bodyMapSides, bodyRegions, injuryKinds,
  consequenceKinds,
  shifts, presentation, educationAttendance, mealTypes, mealEaten, contactTypes, nightObservations, weeklyTimetableDays,
  legalStatuses, ragRatings, planAreas, riskLikelihood, riskSeverity, assessmentReasons, selfHarmMethods,
  suicidalIdeation, meansOfHarm, observationLevels,
  medicationForms, stockUnits, stockAdjustmentReasons, medicationStatuses,
  recordStatuses, listStatuses, taskStatuses, skillAssessmentStatuses,
  signoffOptions, signoffModes,
  staffDepartureOptions, staffDepartureActions,
  incomeChangeTypes, incomeChangeSubjects,
  ilsGroups, ilsAreas, ilsRatings,
  bspQuestionKeys, bspPositiveKeys,
  ypFeedbackStatements,
  homeTypes, nonOperationalHomeNames, roles, accessAreas, settingsAreas, ypPermissionAreas, ypPermissionLevels,
  youngPersonSelfPermissions, profileTabs,
];
