// Status sets (SPEC §4).
import { defineList } from '../../engine/definitions/lists.ts';

export const recordStatuses = defineList({
  key: 'recordStatuses',
  label: 'Record status',
  source: 'SPEC §4 Plan/record status',
  items: [
    { value: 'ongoing', label: 'Draft', colour: 'blue' },
    { value: 'signoffs_pending', label: 'Completed, Pending Sign-offs', colour: 'amber' },
    {
      value: 'non_manager_signoffs_pending',
      label: 'Completed, Manager Signed Off, Pending Other Sign-Offs',
      colour: 'amber',
    },
    { value: 'complete', label: 'Completed, All Signed Off', colour: 'green' },
  ],
});

export const listStatuses = defineList({
  key: 'listStatuses',
  label: 'List status filter',
  source: 'SPEC §4 Generic list status',
  items: [
    { value: 'ongoing', label: 'Drafts / Ongoing' },
    { value: 'completed', label: 'Completed' },
    { value: 'signoffs_pending', label: 'Pending sign-offs' },
  ],
});

export const taskStatuses = defineList({
  key: 'taskStatuses',
  label: 'Task status',
  source: 'SPEC §4 Task status',
  items: [
    { value: 'not_complete', label: 'Not complete', colour: 'amber' },
    { value: 'completed', label: 'Completed', colour: 'green' },
    { value: 'cancelled', label: 'Cancelled', colour: 'blue' },
    { value: 'rejected_by_yp', label: 'Rejected by YP', colour: 'red' },
  ],
});

export const skillAssessmentStatuses = defineList({
  key: 'skillAssessmentStatuses',
  label: 'Skill assessment status',
  source: 'SPEC §4',
  items: [
    { value: 'not_assessed', label: 'Not Assessed', colour: 'blue' },
    { value: 'signoffs_pending', label: 'Pending sign-offs', colour: 'amber' },
    { value: 'complete', label: 'Completed and signed-off', colour: 'green' },
  ],
});
