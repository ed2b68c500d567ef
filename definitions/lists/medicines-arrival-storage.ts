// Lists for medicines reconciliation on admission and the medicines storage temperature log (NICE SC1 Managing
// medicines in care homes; recommendation numbers unverified here).
import { defineList } from '../../engine/definitions/lists.ts';

/** What the medicines that came with a young person are checked against. */
export const reconciliationSources = defineList({
  key: 'reconciliationSources',
  label: 'Medicines reconciliation sources',
  source: 'NICE SC1 Managing medicines in care homes (accurately listing a resident’s medicines; unverified here)',
  items: [
    { value: 'discharge_letter', label: 'Hospital discharge letter' },
    { value: 'gp_record', label: 'GP record or summary care record' },
    { value: 'prescription', label: 'Prescription or repeat slip' },
    { value: 'previous_placement_mar', label: 'The previous placement’s MAR' },
    { value: 'pharmacy', label: 'The dispensing pharmacy' },
    { value: 'labels_only', label: 'The pharmacy labels only (say why nothing else was available)' },
  ],
});

/** What differed between what arrived and the source. */
export const reconciliationDiscrepancies = defineList({
  key: 'reconciliationDiscrepancies',
  label: 'Medicines reconciliation discrepancies',
  source: 'practice',
  items: [
    { value: 'not_arrived', label: 'On the source, did not arrive' },
    { value: 'not_on_source', label: 'Arrived, not on the source' },
    { value: 'dose_differs', label: 'Dose or strength differs' },
    { value: 'times_differ', label: 'Times or frequency differ' },
    { value: 'label_unclear', label: 'Label missing, unclear or not this child’s' },
    { value: 'expired_or_damaged', label: 'Expired or damaged' },
    { value: 'not_enough', label: 'Not enough to last until the next supply' },
    { value: 'other', label: 'Other (say what)' },
  ],
});

/** Where medicines are kept and their safe range (fridge 2–8 °C; room or cupboard at most 25 °C). */
export const medicineStorePlaces = defineList({
  key: 'medicineStorePlaces',
  label: 'Medicine storage',
  source: 'NICE SC1 Managing medicines in care homes (storage at the temperature on the label; unverified here)',
  items: [
    { value: 'fridge', label: 'Medicines fridge (2–8 °C)' },
    { value: 'cupboard', label: 'Medicines cupboard or room (at most 25 °C)' },
    { value: 'cd_cupboard', label: 'Controlled drugs cupboard (at most 25 °C)' },
  ],
});

/** What was done with the stock after a reading out of range. */
export const temperatureStockActions = defineList({
  key: 'temperatureStockActions',
  label: 'Stock after a temperature out of range',
  source: 'practice',
  items: [
    { value: 'pharmacist_advised_use', label: 'Pharmacist advised it is still safe to use' },
    { value: 'quarantined', label: 'Set apart, not used, until the pharmacist advises' },
    { value: 'returned_replaced', label: 'Returned to the pharmacy and replaced' },
    { value: 'moved', label: 'Moved to a store in range' },
    { value: 'none_stored', label: 'Nothing was stored there' },
  ],
});
