// Record categories, alert kinds, priorities, recurrences and leave types (SPEC §3).
import { defineList } from '../../engine/definitions/lists.ts';

export const recordCategories = defineList({
  key: 'recordCategories',
  label: 'Record categories (tasks and alerts)',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'task', label: 'Task' },
    { value: 'hr', label: 'HR' },
    { value: 'shift', label: 'Shift' },
    { value: 'reg 44 visit', label: 'Reg 44 visit', homeTypes: ['children_home'] },
    { value: 'ofsted inspection', label: 'Ofsted inspection' },
    { value: 'profile', label: 'Profile' },
    { value: 'appraisal', label: 'Appraisal' },
    { value: 'supervision', label: 'Supervision' },
    { value: 'disciplinary action', label: 'Disciplinary action' },
    { value: 'placement/support plan', label: 'Placement/support plan' },
    { value: 'incident', label: 'Incident' },
    { value: 'therapeutic plan', label: 'Therapeutic plan' },
    { value: 'safeguarding', label: 'Safeguarding' },
    { value: 'risk', label: 'Risk' },
    { value: 'medication', label: 'Medication' },
    { value: 'mar', label: 'MAR' },
    { value: 'pbs plan', label: 'PBS plan' },
    { value: 'transfer', label: 'Transfer' },
    { value: 'sanction/consequence', label: 'Sanction/consequence' },
    { value: 'holiday', label: 'Holiday' },
    { value: 'ils', label: 'ILS' },
    { value: 'feedback', label: 'Feedback' },
    { value: 'key worker session', label: 'Key worker session' },
    { value: 'key worker action plan', label: 'Key worker action plan' },
    { value: 'home chore', label: 'Home chore' },
    { value: 'daily summary', label: 'Daily summary' },
    { value: 'other', label: 'Other' },
    { value: 'report', label: 'Report' },
    { value: 'activity', label: 'Activity' },
    { value: 'referral', label: 'Referral' },
    { value: 'vehicle mileage', label: 'Vehicle mileage' },
    { value: 'move-in', label: 'Move-in' },
    { value: 'income change', label: 'Income change' },
    { value: 'compliance/policy', label: 'Compliance/policy' },
  ],
});

/** Alert and calendar event kinds. The five *_review kinds are added for the SPEC's review types; task_due,
 *  task_overdue and notification_due for the statutory deadline and notification workers. */
export const alertKinds = defineList({
  key: 'alertKinds',
  label: 'Alert and calendar event kinds',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'employee_birthday', label: 'Employee birthday', group: 'staff' },
    { value: 'yp_birthday', label: 'YP birthday', group: 'young-person' },
    { value: 'work_eligibility_expiry', label: 'Work eligibility expiry', group: 'staff' },
    { value: 'driving_licence_expiry', label: 'Driving licence expiry', group: 'staff' },
    { value: 'rota', label: 'Rota', group: 'staff' },
    { value: 'dbs_expiry', label: 'DBS expiry', group: 'staff' },
    { value: 'policy_review', label: 'Policy review', group: 'home' },
    { value: 'insurance_renewal', label: 'Insurance renewal', group: 'home' },
    { value: 'next_key_worker_session', label: 'Next key worker session', group: 'young-person' },
    { value: 'training_expiry', label: 'Training expiry', group: 'staff' },
    { value: 'training_scheduled', label: 'Training scheduled', group: 'staff' },
    { value: 'training_overdue', label: 'Training overdue', group: 'staff' },
    { value: 'task_assigned', label: 'Task assigned', group: 'task' },
    { value: 'task_completed', label: 'Task completed', group: 'task' },
    { value: 'sign_off_pending', label: 'Sign-off pending', group: 'signoff' },
    { value: 'signed_off', label: 'Signed off', group: 'signoff' },
    { value: 'alert_read', label: 'Alert read', group: 'signoff' },
    { value: 'leave_requested', label: 'Leave requested', group: 'leave' },
    { value: 'leave_approved', label: 'Leave approved', group: 'leave' },
    { value: 'leave_rejected', label: 'Leave rejected', group: 'leave' },
    { value: 'leave_deleted', label: 'Leave deleted', group: 'leave' },
    { value: 'yp_created', label: 'YP created', group: 'young-person' },
    { value: 'yp_archived', label: 'YP archived', group: 'young-person' },
    { value: 'incident_created', label: 'Incident created', group: 'young-person' },
    { value: 'safeguarding_created', label: 'Safeguarding created', group: 'young-person' },
    { value: 'feedback_created', label: 'Feedback created', group: 'young-person' },
    { value: 'sanction_created', label: 'Sanction created', group: 'young-person' },
    { value: 'next_mot_date', label: 'Next MOT date', group: 'home' },
    { value: 'insurance_expiry', label: 'Insurance expiry', group: 'home' },
    { value: 'placement_plan_review', label: 'Placement/support plan review due', group: 'review' },
    { value: 'risk_assessment_review', label: 'Risk assessment review due', group: 'review' },
    { value: 'ils_review', label: 'ILS review due', group: 'review' },
    { value: 'pbs_review', label: 'PBS review due', group: 'review' },
    { value: 'therapeutic_plan_review', label: 'Therapeutic plan review due', group: 'review' },
    // Added for the statutory deadlines (CH reg 35 / SA reg 22) and notification reminders (CH reg 40 / SA reg 27).
    { value: 'task_due', label: 'Task due soon', group: 'task' },
    { value: 'task_overdue', label: 'Task overdue', group: 'task' },
    // A medication error or near miss: the home's managers are told as it is saved (decision 0600).
    { value: 'medication_error', label: 'Medication error or near miss', group: 'young-person' },
    // A medicines fridge or cupboard read out of range: the home's managers are told as it is saved (decision 0900).
    { value: 'medicines_temperature', label: 'Medicines temperature out of range', group: 'home' },
    { value: 'notification_due', label: 'Notification to make', group: 'young-person' },
    // Added so a person is told when someone changes their access, resets their password or PIN.
    { value: 'access_changed', label: 'Your access changed', group: 'staff' },
    // Added so a home's managers hear of a petty cash count over the organisation's tolerance.
    { value: 'cash_count_discrepancy', label: 'Petty cash count differs', group: 'home' },
    // Added so a home's managers hear of a clothing, birthday or festival allowance spent beyond the agreement.
    { value: 'allowance_overspent', label: 'Allowance overspent', group: 'young-person' },
  ],
});

export const priorities = defineList({
  key: 'priorities',
  label: 'Priority',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'high', label: 'High', colour: 'red' },
    { value: 'medium', label: 'Medium', colour: 'amber' },
    { value: 'low', label: 'Low', colour: 'green' },
  ],
});

export const recurrences = defineList({
  key: 'recurrences',
  label: 'Recurrence',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'daily', label: 'Daily' },
    { value: 'weekly', label: 'Weekly' },
    { value: 'monthly', label: 'Monthly' },
    { value: 'yearly', label: 'Yearly' },
    { value: 'custom', label: 'Custom' },
  ],
});

export const leaveTypes = defineList({
  key: 'leaveTypes',
  label: 'Leave types',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'annual', label: 'Annual' },
    { value: 'bereavement', label: 'Bereavement' },
    { value: 'maternity', label: 'Maternity' },
    { value: 'paternity', label: 'Paternity' },
    { value: 'shared_parental', label: 'Shared Parental' },
    { value: 'sick', label: 'Sick' },
    { value: 'unpaid', label: 'Unpaid' },
    { value: 'other', label: 'Other' },
  ],
});
