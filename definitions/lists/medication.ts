// Medication lists (SPEC §3 Medication, §4 medication status).
import { defineList } from '../../engine/definitions/lists.ts';

export const medicationForms = defineList({
  key: 'medicationForms',
  label: 'Medication forms',
  source: 'SPEC §3 Medication',
  items: [
    { value: 'tablet', label: 'Tablet' },
    { value: 'capsule', label: 'Capsule' },
    { value: 'liquid', label: 'Liquid' },
    { value: 'drops', label: 'Drops' },
    { value: 'inhaler', label: 'Inhaler' },
    { value: 'topical', label: 'Topical (cream, ointment, gel)' },
    // forms the routes list already allows (subcutaneous, intramuscular, transdermal, nasal, rectal): NICE SC1 records
    // the formulation
    { value: 'injection', label: 'Injection (vial or pre-filled syringe)' },
    { value: 'auto_injector', label: 'Auto-injector or pen (e.g. adrenaline, insulin)' },
    { value: 'patch', label: 'Patch (transdermal)' },
    { value: 'spray', label: 'Spray (nasal or oral)' },
    { value: 'buccal', label: 'Buccal or oromucosal liquid (e.g. midazolam)' },
    { value: 'suppository', label: 'Suppository' },
  ],
});

export const stockUnits = defineList({
  key: 'stockUnits',
  label: 'Stock units',
  source: 'SPEC §3 Medication',
  items: [
    { value: 'tablet', label: 'Tablet' },
    { value: 'capsule', label: 'Capsule' },
    { value: 'ml', label: 'ml' },
    { value: 'puff', label: 'Puff' },
    { value: 'sachet', label: 'Sachet' },
    { value: 'mg', label: 'mg' },
    { value: 'g', label: 'g' },
    { value: 'unit', label: 'Unit' },
    { value: 'vials', label: 'Vials' },
  ],
});

export const stockAdjustmentReasons = defineList({
  key: 'stockAdjustmentReasons',
  label: 'Stock adjustment reasons',
  source: 'SPEC §3 Medication',
  items: [
    { value: 'spoiled', label: 'Spoiled' },
    { value: 'spilled', label: 'Spilled' },
    { value: 'expired', label: 'Expired' },
    { value: 'lost', label: 'Lost' },
    { value: 'correction', label: 'Inventory Correction / Reset' },
    { value: 'other', label: 'Other' },
  ],
});

export const medicationStatuses = defineList({
  key: 'medicationStatuses',
  label: 'Medication status',
  source: 'SPEC §4',
  items: [
    { value: 'unadministered', label: 'Unadministered', colour: 'blue' },
    { value: 'overdue', label: 'Overdue', colour: 'red' },
    { value: 'completed', label: 'Completed', colour: 'green' },
    { value: 'plannedInNext24hrs', label: 'Planned in next 24 hours', colour: 'amber' },
  ],
});

/** The home's medical inventory (SPEC §2 /cyp/medical-inventory): what each item is. */
export const medicalInventoryKinds = defineList({
  key: 'medicalInventoryKinds',
  label: 'Medical inventory item kinds',
  source: 'SPEC §2 /cyp/medical-inventory; DOMAIN §10 (homely remedies)',
  items: [
    { value: 'first_aid', label: 'First aid' },
    { value: 'homely_remedy', label: 'Homely remedy' },
  ],
});

/** Who agreed a homely remedy protocol (NICE SC1: homely remedies only as agreed with a GP or pharmacist). */
export const homelyRemedyAgreedBy = defineList({
  key: 'homelyRemedyAgreedBy',
  label: 'Homely remedy protocol agreed by',
  source: 'NICE SC1 (homely remedies; recommendation number unverified here)',
  items: [
    { value: 'gp', label: 'GP' },
    { value: 'pharmacist', label: 'Pharmacist' },
  ],
});

/** Who consented to homely remedies for a child (decision 0890). */
export const homelyRemedyConsentBy = defineList({
  key: 'homelyRemedyConsentBy',
  label: 'Homely remedy consent given by',
  source: 'practice; Family Law Reform Act 1969 s8 (a 16- or 17-year-old consents to their own treatment)',
  items: [
    { value: 'placing_authority', label: 'The placing authority (social worker)', homeTypes: ['children_home'] },
    {
      value: 'accommodating_authority',
      label: 'The accommodating authority (social worker or personal adviser)',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    { value: 'parental_responsibility', label: 'A person with parental responsibility' },
    { value: 'young_person', label: 'The {child} themself (16 or over, or judged competent)' },
  ],
});

export const medicationCompetencyOutcomes = defineList({
  key: 'medicationCompetencyOutcomes',
  label: 'Medication competency outcomes',
  source: 'NICE SC1 (competency of staff who give medicines; unverified here)',
  items: [
    { value: 'competent', label: 'Competent' },
    { value: 'not_yet', label: 'Not yet competent: more training and another observation' },
  ],
});

/** What went wrong in a medication error or near miss (the practitioner review's A1.1 list). */
export const medicationErrorTypes = defineList({
  key: 'medicationErrorTypes',
  label: 'Medication error types',
  source: 'NICE SC1 (reporting medicines-related safety incidents; unverified here); practitioner review A1.1',
  items: [
    { value: 'wrong_dose', label: 'Wrong dose' },
    { value: 'wrong_time', label: 'Wrong time' },
    { value: 'wrong_child', label: 'Wrong person', description: 'Given to someone it was not prescribed for' },
    { value: 'wrong_medicine', label: 'Wrong medicine' },
    { value: 'wrong_route', label: 'Wrong route' },
    { value: 'omitted', label: 'Dose omitted' },
    { value: 'given_twice', label: 'Given twice' },
    {
      value: 'recording_error',
      label: 'Recording error',
      description: 'The MAR or register does not say what happened',
    },
    { value: 'stock_discrepancy', label: 'Stock discrepancy', description: 'A count differs from the balance' },
    {
      value: 'storage_failure',
      label: 'Storage failure',
      description: 'Out of the locked cupboard, fridge out of range',
    },
    { value: 'other', label: 'Other' },
  ],
});

/** Whether the error reached the young person. */
export const medicationErrorReach = defineList({
  key: 'medicationErrorReach',
  label: 'Medication error or near miss',
  source: 'practice (NICE SC1 counts near misses with errors for learning)',
  items: [
    { value: 'error', label: 'Error: it happened (a medicine was given, missed or recorded wrongly)' },
    { value: 'near_miss', label: 'Near miss: caught before it reached the {child}' },
  ],
});

export const medicationErrorHarm = defineList({
  key: 'medicationErrorHarm',
  label: 'Harm from a medication error',
  source: 'practitioner review A1.1',
  items: [
    { value: 'none', label: 'No harm' },
    { value: 'potential', label: 'Potential harm (being watched)' },
    { value: 'actual', label: 'Actual harm' },
  ],
});

/** Who was asked for advice after a medication error. */
export const medicationAdviceSources = defineList({
  key: 'medicationAdviceSources',
  label: 'Medication advice from',
  source: 'practice',
  items: [
    { value: 'gp', label: 'GP or prescriber' },
    { value: 'nhs_111', label: 'NHS 111' },
    { value: 'pharmacist', label: 'Pharmacist' },
    { value: 'out_of_hours', label: 'Out-of-hours doctor' },
    { value: 'emergency', label: '999 or A&E' },
    { value: 'other', label: 'Other' },
  ],
});

/** How much of their own medicine a young person looks after (NICE SC1 self-administration; unverified here). */
export const selfAdministrationLevels = defineList({
  key: 'selfAdministrationLevels',
  label: 'Self-administration levels',
  source: 'NICE SC1 Managing medicines in care homes (self-administration assessed per person; unverified here)',
  items: [
    {
      value: 'full',
      label: 'Full',
      description: 'Keeps and takes the medicine themself; staff check it is taken as agreed',
    },
    {
      value: 'partial',
      label: 'Partial',
      description: 'Takes some doses or some medicines themself (e.g. an inhaler); staff give the rest',
    },
    {
      value: 'supervised',
      label: 'Supervised',
      description: 'Takes it themself while a member of staff watches and records it',
    },
  ],
});

/** Where a young person's self-administered medicine is kept. */
export const selfAdministrationStorage = defineList({
  key: 'selfAdministrationStorage',
  label: 'Self-administered medicine kept in',
  source: 'practice',
  items: [
    { value: 'locked_in_room', label: 'A lockable cabinet or drawer in their room' },
    { value: 'carried', label: 'Carried by them (e.g. an inhaler or adrenaline pen)' },
    { value: 'office_handed_out', label: "The home's medicine cabinet, handed to them at each dose" },
    { value: 'fridge', label: "The home's medicines fridge" },
    { value: 'other', label: 'Elsewhere (say where)' },
  ],
});

/** Who agreed to a young person looking after their own medicine. */
export const selfAdministrationAgreedBy = defineList({
  key: 'selfAdministrationAgreedBy',
  label: 'Self-administration agreed by',
  source: 'practice',
  items: [
    { value: 'placing_authority', label: 'The placing authority (social worker)', homeTypes: ['children_home'] },
    {
      value: 'accommodating_authority',
      label: 'The accommodating authority (social worker or personal adviser)',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    { value: 'parental_responsibility', label: 'A person with parental responsibility' },
  ],
});
