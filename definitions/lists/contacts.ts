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
    { value: 'health', label: 'Health' },
    { value: 'education', label: 'Education' },
    { value: 'local_authority', label: 'Local authority' },
    { value: 'social_services', label: 'Social services' },
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
    { value: 'senco', label: 'Senco', group: 'education', description: 'Special educational needs co-ordinator' },
    { value: 'head_teacher', label: 'Head teacher', group: 'education' },
    { value: 'social_worker', label: 'Social Worker', group: 'local_authority' },
    { value: 'supervised_contact', label: 'Supervised contact', group: 'local_authority' },
    { value: 'benefits_agency', label: 'Benefits agency', group: 'social_services' },
    { value: 'housing', label: 'Housing', group: 'social_services' },
    { value: 'asylum_agency', label: 'Asylum agency', group: 'social_services' },
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
