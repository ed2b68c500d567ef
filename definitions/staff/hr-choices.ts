// Choices used by the HR record kinds (no SPEC list exists for them: ours, from CH Sch 2 / SA Sch 1
// and Home Office right-to-work guidance). Kept beside the kinds, not in definitions/lists, because
// only these forms use them. No default export: not a record kind.
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';

/** A single choice stored as its key and shown by its label. */
export const pick = (title: string, items: [string, string][], extra: Partial<JSONSchema7> = {}): JSONSchema7 => ({
  type: 'string',
  title,
  oneOf: items.map(([value, label]) => ({ const: value, title: label })),
  ...extra,
});

export const rightToWorkDocuments: [string, string][] = [
  ['british_irish_passport', 'British or Irish passport'],
  ['share_code', 'Home Office online check (share code)'],
  ['birth_certificate_ni', 'UK birth certificate with National Insurance number'],
  ['brp', 'Biometric residence permit / eVisa'],
  ['idvt', 'Digital identity check (IDVT)'],
  ['other', 'Other document from the Home Office list'],
];

export const dbsLevels: [string, string][] = [
  ['basic', 'Basic'],
  ['standard', 'Standard'],
  ['enhanced', 'Enhanced'],
  ['enhanced_barred', 'Enhanced with barred list check'],
];

export const contractTypes: [string, string][] = [
  ['permanent', 'Permanent'],
  ['fixed_term', 'Fixed term'],
  ['bank', 'Bank / relief'],
  ['zero_hours', 'Zero hours'],
  ['agency', 'Agency'],
];

export const identityDocuments: [string, string][] = [
  ['passport', 'Passport'],
  ['photocard_licence', 'Photocard driving licence'],
  ['national_id', 'National identity card'],
  ['other', 'Other photo identity'],
];
