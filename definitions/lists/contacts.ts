// Appointment categories, contact categories and their sub-roles (SPEC §3).
import { defineList } from '../../engine/definitions/lists.ts';

export const appointmentCategories = defineList({
  key: 'appointmentCategories',
  label: 'Appointment categories',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'solicitors', label: 'Solicitors' },
    { value: 'education', label: 'Education' },
    { value: 'universal credit', label: 'Universal Credit' },
  ],
});

export const contactCategories = defineList({
  key: 'contactCategories',
  label: 'Contact categories',
  source: 'SPEC §3 Other reference lists',
  items: [
    // family first: the people who matter most to the child (the domain review, §7)
    { value: 'family_friends', label: 'Family and friends' },
    { value: 'health', label: 'Health' },
    { value: 'education', label: 'Education' },
    { value: 'local_authority', label: 'Local authority' },
    // stored key kept; "Social services" is outdated, and this category holds housing, DWP and the Home Office
    { value: 'social_services', label: 'Housing, benefits and immigration' },
    { value: 'independent', label: 'Advocacy and legal' },
    { value: 'other', label: 'Other', description: 'Free text role' },
  ],
});

/** Sub-roles; group = the contact category key. "Other" contacts have a free-text role. */
export const contactSubRoles = defineList({
  key: 'contactSubRoles',
  label: 'Contact roles',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'general_practitioner', label: 'General Practitioner', group: 'health' },
    { value: 'hospital_doctor', label: 'Hospital Doctor', group: 'health' },
    { value: 'camhs', label: 'CAMHS', group: 'health' },
    { value: 'psychologist', label: 'Psychologist', group: 'health' },
    { value: 'dentist', label: 'Dentist', group: 'health' },
    { value: 'optician', label: 'Optician', group: 'health' },
    { value: 'tutor', label: 'Tutor', group: 'education' },
    { value: 'senco', label: 'SENCO', group: 'education', description: 'Special educational needs co-ordinator' },
    { value: 'head_teacher', label: 'Head teacher', group: 'education' },
    {
      value: 'virtual_school',
      label: 'Virtual school',
      group: 'education',
      description: 'The virtual school head or adviser for looked-after children',
    },
    { value: 'cla_nurse', label: "Looked-after children's nurse", group: 'health' },
    { value: 'social_worker', label: 'Social Worker', group: 'local_authority' },
    { value: 'supervised_contact', label: 'Supervised contact', group: 'local_authority' },
    { value: 'iro', label: 'Independent reviewing officer (IRO)', group: 'local_authority' },
    { value: 'personal_adviser', label: 'Personal adviser (leaving care)', group: 'local_authority' },
    { value: 'youth_justice', label: 'Youth justice service', group: 'local_authority' },
    // stored keys kept, labels brought up to date (the Benefits Agency closed in 2001)
    { value: 'benefits_agency', label: 'DWP / Jobcentre Plus', group: 'social_services' },
    { value: 'housing', label: 'Housing', group: 'social_services' },
    { value: 'asylum_agency', label: 'Home Office (UK Visas and Immigration)', group: 'social_services' },
    { value: 'advocate', label: 'Advocate', group: 'independent' },
    { value: 'solicitor', label: 'Solicitor', group: 'independent' },
    { value: 'parent', label: 'Parent', group: 'family_friends' },
    { value: 'sibling', label: 'Brother or sister', group: 'family_friends' },
    { value: 'grandparent', label: 'Grandparent', group: 'family_friends' },
    { value: 'other_relative', label: 'Other relative', group: 'family_friends' },
    { value: 'former_carer', label: 'Former foster carer', group: 'family_friends' },
    { value: 'friend', label: 'Friend', group: 'family_friends' },
  ],
});

export const measurementUnits = defineList({
  key: 'measurementUnits',
  label: 'Measurement units',
  source: 'SPEC §3 Other reference lists',
  items: [
    { value: 'cms', label: 'cm', group: 'height' },
    { value: 'ft', label: 'ft', group: 'height' },
    { value: 'kg', label: 'kg', group: 'weight' },
  ],
});
