// The home's own lists (SPEC §2 Home, DOMAIN §12, §15–17): checks and their results, inspections, Reg 44
// standards, SA quality standards, and the SPEC's home log types (which kinds the timeline reads as which).
import { defineList } from '../../engine/definitions/lists.ts';

/** Recurring premises checks, chores and audits (DOMAIN §15). How often each is due is in
 *  definitions/duties/home.ts (the description says it here too, for the form). */
export const homeCheckTypes = defineList({
  key: 'homeCheckTypes',
  label: 'Checks, chores and audits',
  source: 'DOMAIN §15 Home records (CH Sch 4 para 6; HSE)',
  items: [
    { value: 'fire_alarm', label: 'Fire alarm test', description: 'Weekly' },
    { value: 'emergency_lighting', label: 'Emergency lighting test', description: 'Monthly' },
    { value: 'fire_drill', label: 'Fire drill', description: 'Every 3 months' },
    { value: 'fire_drill_night', label: 'Night fire drill', description: 'Every 6 months' },
    {
      value: 'water_temperatures',
      label: 'Water temperatures',
      description: 'Weekly: each reading judged by its outlet',
    },
    { value: 'fridge_freezer', label: 'Fridge and freezer temperatures', description: 'Daily' },
    { value: 'first_aid_box', label: 'First-aid box', description: 'Monthly' },
    { value: 'vehicle_walkaround', label: 'Vehicle walkaround', description: 'Weekly, and before a long journey' },
    {
      value: 'medication_audit',
      label: 'Medication audit',
      description: 'Older records: the monthly audit is now a medication audit record, with its content and score',
    },
    { value: 'sharps_count', label: 'Knives and sharps count', description: 'Every shift' },
    {
      value: 'legionella_sentinel',
      label: 'Legionella: sentinel outlet temperatures',
      description: 'Monthly: the nearest and furthest hot and cold outlets, and the stored hot water',
    },
    {
      value: 'legionella_flushing',
      label: 'Legionella: little-used outlets flushed',
      description: 'Weekly: every tap, shower and hose not used that week run for a few minutes',
    },
    { value: 'fire_doors', label: 'Fire doors', description: 'Monthly: closers, seals, gaps, nothing wedged open' },
    {
      value: 'window_restrictors',
      label: 'Window restrictors',
      description: 'Monthly: each restrictor fitted, working and not able to be undone by hand',
    },
    { value: 'other', label: 'Other check or chore' },
  ],
});

/** Where a water temperature was taken: each has its own limit (engine/home/water.ts). */
export const waterOutlets = defineList({
  key: 'waterOutlets',
  label: 'Water outlet',
  source: 'HSE: bath water at or below 44°C; HSE ACOP L8 and HSG274 Part 2 (legionella)',
  items: [
    { value: 'tmv_bath', label: 'Bath (TMV-protected)', description: 'At or below 44°C' },
    { value: 'tmv_other', label: 'Shower or basin children use (TMV-protected)', description: 'At or below 44°C' },
    {
      value: 'hot',
      label: 'Hot tap without a TMV, or sentinel hot outlet',
      description: '50°C or more within a minute',
    },
    { value: 'cold', label: 'Cold tap', description: 'Below 20°C within two minutes' },
    { value: 'stored_hot', label: 'Stored hot water (cylinder or calorifier)', description: '60°C or more' },
  ],
});

/** Who a Reg 44 report's copy goes to (CH reg 44(7)). */
export const reg44Recipients = defineList({
  key: 'reg44Recipients',
  label: 'Reg 44 report sent to',
  source: "Children's Homes (England) Regulations 2015 reg 44(7)",
  items: [
    { value: 'ofsted', label: 'Ofsted (HMCI)' },
    { value: 'placing_authority', label: 'A placing authority', homeTypes: ['children_home'] },
    {
      value: 'accommodating_authority',
      label: 'An accommodating authority',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    { value: 'provider', label: 'The registered provider' },
    { value: 'manager', label: 'The registered manager' },
    { value: 'responsible_individual', label: 'The responsible individual' },
    { value: 'host_authority', label: 'The host local authority (on request)' },
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

/** The premises' services, certificates and assessments by a competent person (DOMAIN §15), each with how often it
 *  is due (definitions/duties/premises-safety.ts). */
export const premisesSafetyTypes = defineList({
  key: 'premisesSafetyTypes',
  label: 'Premises safety service or assessment',
  source: 'DOMAIN §15; Gas Safety (Installation and Use) Regulations 1998; BS 5839-1; BS 5266-1; BS 5306-3; HSE L8',
  items: [
    { value: 'gas_safety', label: 'Gas safety check', description: 'Yearly, by a Gas Safe registered engineer' },
    { value: 'boiler_service', label: 'Boiler service', description: 'Yearly' },
    {
      value: 'eicr',
      label: 'Electrical installation condition report (EICR)',
      description: 'At least every 5 years, by a registered electrician',
    },
    { value: 'pat', label: 'Portable appliance testing', description: 'Yearly (practice)' },
    { value: 'fire_alarm_service', label: 'Fire alarm service', description: 'Every 6 months (BS 5839-1)' },
    {
      value: 'emergency_lighting_duration',
      label: 'Emergency lighting full-duration test',
      description: 'Yearly (BS 5266-1)',
    },
    { value: 'extinguishers', label: 'Fire extinguisher service', description: 'Yearly (BS 5306-3)' },
    { value: 'fire_risk_assessment', label: 'Fire risk assessment review', description: 'Yearly, and after a change' },
    {
      value: 'legionella_risk_assessment',
      label: 'Legionella risk assessment',
      description: 'Every 2 years, and after a change to the water system',
    },
    { value: 'tmv_service', label: 'Thermostatic mixing valve (TMV) service', description: 'Yearly' },
    { value: 'window_restrictors_inspection', label: 'Window restrictors inspection', description: 'Yearly' },
  ],
});

export const premisesSafetyOutcomes = defineList({
  key: 'premisesSafetyOutcomes',
  label: 'Outcome',
  items: [
    { value: 'satisfactory', label: 'Satisfactory', colour: 'green' },
    { value: 'satisfactory_with_actions', label: 'Satisfactory, with actions to take', colour: 'amber' },
    {
      value: 'unsatisfactory',
      label: 'Unsatisfactory: unsafe until put right',
      description: 'The duty stays open until a satisfactory one is recorded',
      colour: 'red',
    },
  ],
});

/** What a manager notice tells Ofsted (CH regs 48 and 49). */
export const managerNoticeTypes = defineList({
  key: 'managerNoticeTypes',
  label: 'Notice',
  source:
    "Children's Homes (England) Regulations 2015 regs 48 (absence) and 49 (changes); Supported Accommodation " +
    '(England) Regulations 2023 regs 33 (absence) and 34 (other changes), unverified',
  items: [
    {
      value: 'absence_planned',
      label: 'Planned absence of the {registered manager|registered service manager}, 28 days or more',
      description: 'Notified at least a month before it starts',
    },
    {
      value: 'absence_emergency',
      label: 'Emergency absence of the {registered manager|registered service manager}, 28 days or more',
      description: 'Notified within a week of it starting',
    },
    {
      value: 'absence_unnotified',
      label: 'The {registered manager|registered service manager} has been away 28 days without notice',
      description: 'Notified without delay',
    },
    { value: 'manager_change', label: 'Change of manager' },
    {
      value: 'provider_change',
      label: "Change to the provider's details",
      description: 'Name, address, directors or officers, or the {responsible|nominated} individual',
    },
  ],
});

export const locationSuitability = defineList({
  key: 'locationSuitability',
  label: 'Is the location suitable?',
  items: [
    { value: 'suitable', label: 'Suitable', colour: 'green' },
    { value: 'suitable_with_mitigation', label: 'Suitable with the mitigation set out', colour: 'amber' },
    { value: 'not_suitable', label: 'Not suitable: the provider must act', colour: 'red' },
  ],
});

export const riskLevels = defineList({
  key: 'locationRiskLevels',
  label: 'Risk',
  items: [
    { value: 'low', label: 'Low' },
    { value: 'medium', label: 'Medium' },
    { value: 'high', label: 'High' },
  ],
});

/**
 * The matters a children's home's statement of purpose covers (CH Schedule 1). Paragraphs 1–13 as legislation.gov.uk
 * gives them (read); the rest by their subject as the practitioner review lists them (unverified numbering).
 */
export const statementOfPurposeMatters = defineList({
  key: 'statementOfPurposeMatters',
  label: 'Schedule 1 matter',
  source: "Children's Homes (England) Regulations 2015 Schedule 1 (paragraphs 1–13 read; the rest unverified)",
  items: [
    { value: 'range_of_needs', label: '1. Range of needs the home meets' },
    { value: 'ethos_outcomes', label: '2. Ethos, the outcomes sought and the approach' },
    { value: 'accommodation', label: '3. Accommodation: adaptations, age range, number and sex, sleeping' },
    { value: 'location', label: '4. Location of the home' },
    { value: 'culture_language_religion', label: '5. Cultural, linguistic and religious needs' },
    { value: 'complaints', label: '6. Who to contact with a complaint, and the complaints policy' },
    { value: 'protection_policies', label: '7. Access to the child protection and behaviour management policies' },
    { value: 'consulting_children', label: '8. Consulting children about the quality of their care' },
    { value: 'anti_discrimination_rights', label: "9. Anti-discriminatory practice and children's rights" },
    { value: 'sen', label: '10. Support for special educational needs' },
    { value: 'school_curriculum', label: '11. Curriculum, if the home is registered as a school' },
    { value: 'education', label: '12. Attending local schools and promoting educational achievement' },
    { value: 'activities', label: '13. Activities that meet their needs and develop their interests' },
    { value: 'health', label: 'Health: promoting it, and the health professionals involved' },
    { value: 'relationships_contact', label: 'Positive relationships and contact with family and friends' },
    { value: 'surveillance', label: 'Monitoring and surveillance of children' },
    { value: 'behaviour_support', label: 'Behavioural support, including restraint' },
    { value: 'registered_persons', label: 'The provider, responsible individual and registered manager' },
    { value: 'staff_experience', label: 'Experience and qualifications of staff' },
    { value: 'management_structure', label: 'Management and staffing structure, supervision' },
    { value: 'therapeutic_approach', label: 'Therapeutic approach, if the home offers one' },
    { value: 'admissions', label: 'Admission criteria, including emergency admissions' },
  ],
});
