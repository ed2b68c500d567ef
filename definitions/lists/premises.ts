// Home records (DOMAIN §15): the accident book, RIDDOR, policies, insurance, assets, mileage and the meal plan.
import { defineList } from '../../engine/definitions/lists.ts';

export const accidentTypes = defineList({
  key: 'accidentTypes',
  label: 'Accident or illness',
  source: 'practice',
  items: [
    { value: 'accident', label: 'Accident' },
    { value: 'illness', label: 'Illness' },
    { value: 'near_miss', label: 'Near miss' },
  ],
});

export const injuredPersonTypes = defineList({
  key: 'injuredPersonTypes',
  label: 'Who was hurt or ill',
  source: 'SPEC §2 (young people, staff and visitors)',
  items: [
    { value: 'young_person', label: '{Child|Young person}' },
    { value: 'staff', label: 'Member of staff' },
    { value: 'visitor', label: 'Visitor' },
  ],
});

/** RIDDOR 2013 categories, workers and non-workers apart, with their reporting steps (engine/premises/riddor.ts). */
export const riddorCategories = defineList({
  key: 'riddorCategories',
  label: 'RIDDOR category',
  source: 'RIDDOR 2013 regs 4–8 and Sch 1 (legislation.gov.uk)',
  items: [
    { value: 'death', label: 'Death of anyone from a work-related accident (tell HSE at once, report within 10 days)' },
    {
      value: 'worker_specified_injury',
      label: 'Member of staff: specified injury (tell HSE at once, report within 10 days)',
      description:
        'A fracture other than a finger, thumb or toe, an amputation, a serious burn or scald, loss of consciousness…',
    },
    {
      value: 'worker_over_seven_day',
      label: 'Member of staff: off work or on light duties more than 7 days (report within 15 days)',
    },
    {
      value: 'worker_over_three_day',
      label: 'Member of staff: off more than 3 days, up to 7 (record only, not reported)',
    },
    {
      value: 'non_worker_hospital',
      label:
        '{Child|Young person} or visitor taken from the scene to hospital for treatment, the accident arising from the work (tell HSE at once, report within 10 days)',
    },
    {
      value: 'occupational_disease',
      label: "Member of staff: occupational disease (report when the doctor's diagnosis is received)",
    },
    { value: 'dangerous_occurrence', label: 'Dangerous occurrence (tell HSE at once, report within 10 days)' },
    {
      value: 'death_or_specified_injury',
      label: 'Death or specified injury',
      retired: 'older records: now a death, or a member of staff’s specified injury',
    },
    { value: 'over_seven_day', label: 'Over-7-day incapacitation of a worker', retired: 'older records' },
  ],
});

export const bodySides = defineList({
  key: 'bodySides',
  label: 'Side of the body',
  source: 'body map',
  items: [
    { value: 'front', label: 'Front' },
    { value: 'back', label: 'Back' },
  ],
});

export const policyCategories = defineList({
  key: 'policyCategories',
  label: 'Policy categories',
  source: 'practice (CH reg 34; SA reg 11)',
  items: [
    { value: 'safeguarding', label: 'Safeguarding and child protection' },
    { value: 'behaviour', label: 'Behaviour management and restraint' },
    { value: 'anti_bullying', label: 'Preventing bullying' },
    { value: 'restraint', label: 'Restraint and restrictive practice' },
    { value: 'missing', label: 'Missing from care' },
    { value: 'online_safety', label: 'Online safety' },
    { value: 'searching', label: 'Searching {children} and their rooms' },
    { value: 'childrens_guide', label: "{Children's guide|Young people's guide}" },
    { value: 'contingency', label: 'Contingency plan', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'medication', label: 'Medication' },
    { value: 'complaints', label: 'Complaints' },
    { value: 'health_safety', label: 'Health and safety' },
    { value: 'fire', label: 'Fire safety' },
    { value: 'whistleblowing', label: 'Whistleblowing' },
    { value: 'data_protection', label: 'Data protection and records' },
    { value: 'hr', label: 'Staffing and HR' },
    { value: 'other', label: 'Other' },
  ],
});

export const insuranceCoverTypes = defineList({
  key: 'insuranceCoverTypes',
  label: 'Insurance cover types',
  source: 'practice',
  items: [
    { value: 'employers_liability', label: "Employers' liability" },
    { value: 'public_liability', label: 'Public liability' },
    { value: 'buildings', label: 'Buildings' },
    { value: 'contents', label: 'Contents' },
    { value: 'professional_indemnity', label: 'Professional indemnity' },
    { value: 'motor', label: 'Motor (fleet or vehicle)' },
    { value: 'abuse_cover', label: 'Abuse and molestation cover' },
    { value: 'other', label: 'Other' },
  ],
});

export const assetTypes = defineList({
  key: 'assetTypes',
  label: 'Asset types',
  source: 'DOMAIN §15',
  items: [
    { value: 'vehicle', label: 'Vehicle' },
    { value: 'equipment', label: 'Equipment' },
  ],
});

export const mealDays = defineList({
  key: 'mealDays',
  label: 'Days of the week',
  source: 'meal plan',
  items: [
    { value: 'monday', label: 'Monday' },
    { value: 'tuesday', label: 'Tuesday' },
    { value: 'wednesday', label: 'Wednesday' },
    { value: 'thursday', label: 'Thursday' },
    { value: 'friday', label: 'Friday' },
    { value: 'saturday', label: 'Saturday' },
    { value: 'sunday', label: 'Sunday' },
  ],
});

export const peepNeeds = defineList({
  key: 'peepNeeds',
  label: 'Why help is needed to leave',
  source: 'practice (fire risk assessment: people who need help to evacuate)',
  items: [
    { value: 'mobility', label: 'Moving about: stairs, walking or a wheelchair' },
    { value: 'hearing', label: 'Hearing: may not hear the alarm' },
    { value: 'sight', label: 'Sight' },
    { value: 'understanding', label: 'Understanding or learning: may not know what the alarm means' },
    { value: 'sleep_medication', label: 'Deep sleep or medication at night' },
    { value: 'behaviour', label: 'May refuse to leave, hide or go back in' },
    { value: 'anxiety', label: 'Anxiety or sensory overload from the alarm' },
    { value: 'temporary', label: 'Temporary: an injury or illness' },
    { value: 'other', label: 'Other' },
  ],
});
