// Staff departure options (SPEC §3 Staff departure).
import { defineList } from '../../engine/definitions/lists.ts';

export const staffDepartureOptions = defineList({
  key: 'staffDepartureOptions',
  label: 'Staff departure options',
  source: 'SPEC §3 Staff departure',
  items: [
    { value: 'deletePendingSignoffsAndAlerts', label: 'Delete pending sign-offs and alerts' },
    {
      value: 'pendingTasks',
      label: 'Pending tasks',
      description: 'Choose the users and how their pending tasks are handled',
    },
  ],
});

export const staffDepartureActions = defineList({
  key: 'staffDepartureActions',
  label: 'Staff departure actions',
  source: 'SPEC §3 Staff departure',
  items: [
    { value: 'stop_recurring_tasks', label: 'Stop recurring tasks' },
    { value: 'cancel_pending_tasks', label: 'Cancel other pending tasks' },
    { value: 'delete_signoffs_and_alerts', label: 'Delete related sign-offs and alerts' },
    { value: 'remove_login_access', label: 'Remove login access if given', description: 'Shown disabled' },
  ],
});
