// Organisation toggles and feature flags (SPEC §9), stored in organisations.settings.toggles.
import { defineList } from '../../engine/definitions/lists.ts';

export const organisationToggles = defineList({
  key: 'organisationToggles',
  label: 'Organisation settings',
  source: 'SPEC §9 organisation toggles',
  items: [
    { value: 'recordNightStay', label: 'Record night stay attendance' },
    { value: 'employmentAttendance', label: 'Record employment attendance' },
    { value: 'inOutStatus', label: 'Record in/out status' },
    { value: 'inOutMissing', label: 'In/out: record missing / not missing', group: 'inOutStatus' },
    { value: 'mealIntake', label: 'Record meal intake' },
    { value: 'structuredDailyLogs', label: 'Structured daily logs' },
    { value: 'mar', label: 'Medication administration records (MAR)' },
    { value: 'educationPlan', label: 'Education plan' },
    { value: 'handoverInShiftPlan', label: 'Handover inside the shift plan' },
    { value: 'detailedYpDashboard', label: 'Detailed young person dashboard' },
    { value: 'medicationInventory', label: 'Medication inventory' },
    { value: 'bulkReadAlerts', label: 'Bulk read for alerts' },
    { value: 'bulkSignoff', label: 'Bulk sign-off' },
    { value: 'disableClockInOutChanges', label: 'Stop staff changing clock in/out times' },
  ],
});

export const featureFlags = defineList({
  key: 'featureFlags',
  label: 'Feature flags',
  source: 'SPEC §9 feature flags',
  items: [
    { value: 'enableHrDailyInOut', label: 'HR daily in/out' },
    { value: 'enableNewRota', label: 'New rota' },
    { value: 'enableNewDashboard', label: 'New dashboard' },
    { value: 'enableAnnexA', label: 'Ofsted Annex A' },
    { value: 'disableTrainingAlerts', label: 'Turn off training alerts' },
    { value: 'enableTextRewrite', label: 'AI text rewrite (beta)' },
    { value: 'enableFaceToFaceTracking', label: 'Face-to-face tracking' },
  ],
});
