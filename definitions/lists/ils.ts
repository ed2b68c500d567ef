// Independent living skills (SPEC §3; DOMAIN §8, after the Daniel Memorial ILS 8.0 categories).
import { defineList } from '../../engine/definitions/lists.ts';

export const ilsGroups = defineList({
  key: 'ilsGroups',
  label: 'ILS groups',
  source: 'SPEC §3 Independent living skills',
  items: [
    { value: 'basic_personal_skills', label: 'Basic Personal Skills' },
    { value: 'health', label: 'Health' },
    { value: 'money_and_housing', label: 'Money & Housing' },
    { value: 'education_employment_training', label: 'Education Employment & Training Skills' },
    { value: 'knowledge_of_resources', label: 'Knowledge of Resources' },
    { value: 'other', label: 'Other' },
  ],
});

/**
 * The SPEC's "Pregnancy Prevention / Parenting and Child Care" is two of the 16 areas (DOMAIN §8; decision 1030):
 * stored as two, shown under this one heading in the form and its view, and named with it wherever an area is chosen.
 */
export const ILS_PAIRED_HEADING = 'Pregnancy Prevention / Parenting and Child Care';
/** The paired areas' own names, under the heading. */
export const ILS_PAIRED_AREAS: Record<string, string> = {
  pregnancy_prevention: 'Pregnancy Prevention',
  parenting_and_child_care: 'Parenting and Child Care',
};

/** 16 areas; a label is how a chosen area reads (a goal's area), so the paired two carry the SPEC's heading. */
export const ilsAreas = defineList({
  key: 'ilsAreas',
  label: 'ILS areas',
  source: 'SPEC §3; DOMAIN §8',
  items: [
    {
      value: 'money_management',
      label: 'Money Management',
      group: 'money_and_housing',
      description: 'Count change; weekly budget; use a bank account; pay bills',
    },
    {
      value: 'food_management',
      label: 'Food Management',
      group: 'basic_personal_skills',
      description: 'Plan meals; shopping list; cook a simple meal; store food safely',
    },
    {
      value: 'personal_appearance_and_hygiene',
      label: 'Personal Appearance and Hygiene',
      group: 'basic_personal_skills',
      description: 'Daily hygiene; laundry; dress for the occasion; mend clothes',
    },
    {
      value: 'health',
      label: 'Health',
      group: 'health',
      description: 'Register with a GP and dentist; book appointments; manage prescriptions; sexual health',
    },
    {
      value: 'housekeeping',
      label: 'Housekeeping',
      group: 'basic_personal_skills',
      description: 'Clean kitchen and bathroom; bins; change bedding; use appliances safely',
    },
    {
      value: 'housing',
      label: 'Housing',
      group: 'money_and_housing',
      description: 'Tenancy types; read an agreement; pay rent and utilities; deal with a landlord',
    },
    {
      value: 'transportation',
      label: 'Transportation',
      group: 'knowledge_of_resources',
      description: 'Plan a route; buy tickets or a railcard; road safety; car costs',
    },
    {
      value: 'educational_planning',
      label: 'Educational Planning',
      group: 'education_employment_training',
      description: 'Keep a timetable; choose a course; apply; bursaries',
    },
    {
      value: 'job_seeking_skills',
      label: 'Job Seeking Skills',
      group: 'education_employment_training',
      description: 'CV; find vacancies; application forms; interviews',
    },
    {
      value: 'job_maintenance_skills',
      label: 'Job Maintenance Skills',
      group: 'education_employment_training',
      description: 'Punctuality; payslips and tax; request leave; workplace conflict',
    },
    {
      value: 'emergency_and_safety_skills',
      label: 'Emergency and Safety Skills',
      group: 'basic_personal_skills',
      description: 'Fire plan; 999 and 111; gas and carbon monoxide; online safety',
    },
    {
      value: 'knowledge_of_community_resources',
      label: 'Knowledge of Community Resources',
      group: 'knowledge_of_resources',
      description: 'Library and leisure; Jobcentre and benefits; advice services; helplines',
    },
    {
      value: 'interpersonal_skills',
      label: 'Interpersonal Skills',
      group: 'other',
      description: 'Express needs; assertiveness; healthy relationships; ask for help',
    },
    {
      value: 'legal_skills',
      label: 'Legal Skills',
      group: 'knowledge_of_resources',
      description: 'Rights on arrest; ID documents; consumer rights; tenancy law',
    },
    // the SPEC's one area as two, side by side in one group (the heading spans both); what the first covers
    // (contraception, consent, sexual health, for every young person) is in its description
    {
      value: 'pregnancy_prevention',
      label: `${ILS_PAIRED_HEADING}: ${ILS_PAIRED_AREAS.pregnancy_prevention}`,
      group: 'health',
      description: 'Contraception; consent; sexual-health services; emergency options',
    },
    {
      value: 'parenting_and_child_care',
      label: `${ILS_PAIRED_HEADING}: ${ILS_PAIRED_AREAS.parenting_and_child_care}`,
      group: 'health',
      description: 'Costs of a baby; child safety; routines; where to get support',
    },
  ],
});

export const ilsRatings = defineList({
  key: 'ilsRatings',
  label: 'ILS ratings',
  source: 'SPEC §3 Independent living skills',
  items: [
    { value: 'beginner', label: 'Beginner' },
    { value: 'intermediate', label: 'Intermediate' },
    { value: 'advanced', label: 'Advanced' },
    { value: 'exceptional', label: 'Exceptional' },
  ],
});
