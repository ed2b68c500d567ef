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
    { value: 'ml', label: 'ml' },
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
