// The home's own lists (SPEC §2 Home, DOMAIN §12, §15–17): checks and their results, inspections, Reg 44
// standards, SA quality standards, and the SPEC's home log types (which kinds the timeline reads as which).
import { defineList } from '../../engine/definitions/lists.ts';

/** Recurring premises checks, chores and audits (DOMAIN §15). How often each is due is in
 *  definitions/home/obligations-checks.ts (the description says it here too, for the form). */
export const homeCheckTypes = defineList({
  key: 'homeCheckTypes',
  label: 'Checks, chores and audits',
  source: 'DOMAIN §15 Home records (CH Sch 4 para 6; HSE)',
  items: [
    { value: 'fire_alarm', label: 'Fire alarm test', description: 'Weekly' },
    { value: 'emergency_lighting', label: 'Emergency lighting test', description: 'Monthly' },
    { value: 'fire_drill', label: 'Fire drill', description: 'Every 3 months' },
    { value: 'fire_drill_night', label: 'Night fire drill', description: 'Every 6 months' },
    { value: 'water_temperatures', label: 'Water temperatures', description: 'Weekly: outlets at or below 44°C' },
    { value: 'fridge_freezer', label: 'Fridge and freezer temperatures', description: 'Daily' },
    { value: 'first_aid_box', label: 'First-aid box', description: 'Monthly' },
    { value: 'vehicle_walkaround', label: 'Vehicle walkaround', description: 'Weekly, and before a long journey' },
    { value: 'medication_audit', label: 'Medication audit', description: 'Monthly' },
    { value: 'sharps_count', label: 'Knives and sharps count', description: 'Every shift' },
    { value: 'other', label: 'Other check or chore' },
  ],
});

export const checkResults = defineList({
  key: 'checkResults',
  label: 'Check result',
  items: [
    { value: 'pass', label: 'Pass', colour: 'green' },
    { value: 'fail', label: 'Fail', colour: 'red' },
  ],
});

export const homeShifts = defineList({
  key: 'homeShifts',
  label: 'Shift',
  items: [
    { value: 'morning', label: 'Morning' },
    { value: 'afternoon', label: 'Afternoon' },
    { value: 'night', label: 'Night' },
  ],
});

/** The nine quality standards of the Children's Homes Regulations 2015 (r6–r14) a Reg 44 report speaks to. */
export const chQualityStandards = defineList({
  key: 'chQualityStandards',
  label: "Children's homes quality standards",
  source: "Children's Homes (England) Regulations 2015 regs 6–14",
  items: [
    { value: 'r6', label: 'Quality and purpose of care (reg 6)' },
    { value: 'r7', label: "Children's views, wishes and feelings (reg 7)" },
    { value: 'r8', label: 'Education (reg 8)' },
    { value: 'r9', label: 'Enjoyment and achievement (reg 9)' },
    { value: 'r10', label: 'Health and well-being (reg 10)' },
    { value: 'r11', label: 'Positive relationships (reg 11)' },
    { value: 'r12', label: 'Protection of children (reg 12)' },
    { value: 'r13', label: 'Leadership and management (reg 13)' },
    { value: 'r14', label: 'Care planning (reg 14)' },
  ],
});

/** The four standards of the Supported Accommodation (England) Regulations 2023 (r3–r7; DOMAIN §17). */
export const saStandards = defineList({
  key: 'saStandards',
  label: 'Supported accommodation standards',
  source: 'Supported Accommodation (England) Regulations 2023 regs 4–7',
  items: [
    { value: 'leadership', label: 'Leadership and management' },
    { value: 'protection', label: 'Protection' },
    { value: 'accommodation', label: 'Accommodation' },
    { value: 'support', label: 'Support' },
  ],
});

export const homeOpinionScale = defineList({
  key: 'opinionScale',
  label: 'Opinion',
  items: [
    { value: 'yes', label: 'Yes' },
    { value: 'partly', label: 'Partly' },
    { value: 'no', label: 'No' },
  ],
});

export const homeActionStatuses = defineList({
  key: 'homeActionStatuses',
  label: 'Action status',
  items: [
    { value: 'open', label: 'Open' },
    { value: 'in_progress', label: 'In progress' },
    { value: 'done', label: 'Done' },
  ],
});

export const inspectionTypes = defineList({
  key: 'inspectionTypes',
  label: 'Inspection type',
  source: 'SCCIF',
  items: [
    { value: 'full', label: 'Full inspection' },
    { value: 'interim', label: 'Interim inspection', homeTypes: ['children_home'] },
    { value: 'monitoring', label: 'Monitoring visit' },
    { value: 'assurance', label: 'Assurance visit' },
  ],
});

/** Children's homes are graded on four points; supported accommodation gets an outcome 1–3 that sets the
 *  next inspection (DOMAIN §17). */
export const inspectionJudgements = defineList({
  key: 'inspectionJudgements',
  label: 'Judgement',
  source: 'SCCIF; DOMAIN §17',
  items: [
    { value: 'outstanding', label: 'Outstanding', homeTypes: ['children_home'] },
    { value: 'good', label: 'Good', homeTypes: ['children_home'] },
    { value: 'requires_improvement', label: 'Requires improvement to be good', homeTypes: ['children_home'] },
    { value: 'inadequate', label: 'Inadequate', homeTypes: ['children_home'] },
    {
      value: 'outcome_1',
      label: 'Outcome 1 (next inspection within 3 years)',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    {
      value: 'outcome_2',
      label: 'Outcome 2 (next inspection within 18 months)',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    {
      value: 'outcome_3',
      label: 'Outcome 3 (next inspection within 6 months)',
      homeTypes: ['support_accomodation_for_older_children'],
    },
  ],
});

export const judgementAreas = defineList({
  key: 'inspectionJudgementAreas',
  label: 'Judgement area',
  source: 'SCCIF',
  items: [
    {
      value: 'overall',
      label: 'Overall experiences and progress of children and young people',
      homeTypes: ['children_home'],
    },
    {
      value: 'protected',
      label: 'How well children and young people are helped and protected',
      homeTypes: ['children_home'],
    },
    { value: 'leadership_ch', label: 'The effectiveness of leaders and managers', homeTypes: ['children_home'] },
    { value: 'leadership', label: 'Leadership and management', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'protection', label: 'Protection', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'accommodation', label: 'Accommodation', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'support', label: 'Support', homeTypes: ['support_accomodation_for_older_children'] },
  ],
});

export const inspectionPointKinds = defineList({
  key: 'inspectionPointKinds',
  label: 'Requirement or recommendation',
  items: [
    { value: 'requirement', label: 'Requirement' },
    { value: 'recommendation', label: 'Recommendation' },
  ],
});

/** SPEC §2 "Home log types", spelled as the SPEC spells them; labels as the timeline shows them. */
export const homeLogTypes = defineList({
  key: 'homeLogTypes',
  label: 'Home log types',
  source: 'SPEC §2 Home',
  items: [
    { value: 'chores', label: 'Check, Chore & Audit' },
    { value: 'maintenance', label: 'Maintenance' },
    { value: 'visits', label: 'Visits' },
    { value: 'log', label: 'Log' },
    { value: 'ofsted', label: 'Ofsted' },
    { value: 'reg44Visit', label: 'Reg 44 visit', homeTypes: ['children_home'] },
    { value: 'reg32Visit', label: 'Reg 32 review', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'insurance renewal', label: 'Insurance renewal' },
    { value: 'meal plan', label: 'Meal plan' },
    { value: 'servicing', label: 'Servicing' },
    { value: 'MOT', label: 'MOT' },
    { value: 'other', label: 'Other' },
    { value: 'general', label: 'General' },
    { value: 'complaint', label: 'Complaint' },
    { value: 'feedback', label: 'Feedback' },
    { value: 'mileage', label: 'Mileage' },
  ],
});

/** What a general home log entry is about: the SPEC's free-standing types a person writes by hand. */
export const generalLogTypes = defineList({
  key: 'generalLogTypes',
  label: 'Home log entry type',
  source: 'SPEC §2 Home log types',
  items: [
    { value: 'general', label: 'General' },
    { value: 'log', label: 'Log' },
    { value: 'complaint', label: 'Complaint' },
    { value: 'feedback', label: 'Feedback' },
    { value: 'other', label: 'Other' },
  ],
});
