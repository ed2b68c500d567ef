// Choices used by the HR record kinds (no SPEC list exists for them: ours, from CH Sch 2 / SA Sch 1
// and Home Office right-to-work guidance). Kept beside the kinds, not in definitions/lists, because
// only these forms use them. No default export: not a record kind.
import { longText, text, yesNo } from '../../engine/definitions/fields.ts';
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

/** A row of an employment history: Schedule 2 asks for jobs, education and training alike, from leaving school. */
export const historyRowTypes: [string, string][] = [
  ['job', 'Employment'],
  ['education', 'Education'],
  ['training', 'Training'],
  ['volunteering', 'Volunteering'],
  ['other', 'Other (e.g. caring for family)'],
];

/** How a reference reached us: only one we asked the referee for counts (open references and testimonials do not). */
export const referenceSources: [string, string][] = [
  ['requested', 'Requested by us from the referee'],
  ['open', 'Open reference ("to whom it may concern")'],
  ['testimonial', 'Testimonial'],
];

/** How the reference was shown to come from the referee. */
export const referenceAuthenticity: [string, string][] = [
  ['callback', 'Called back on a number we found ourselves (e.g. the switchboard), not one the applicant gave'],
  ['business_email', "Received from the organisation's business email address"],
  ['other', 'Other (say how)'],
];

/** The answers a reference for work with children must give (DfE safer recruitment practice). */
export const referenceConcerns: [string, string][] = [
  ['none', 'None'],
  ['disclosed', 'Yes: see the details'],
];

export const suitabilityAnswers: [string, string][] = [
  ['yes', 'Yes'],
  ['reservations', 'Yes, with reservations'],
  ['no', 'No'],
];

export const yesNoAnswers: [string, string][] = [
  ['yes', 'Yes'],
  ['no', 'No'],
];

/** A DBS certificate's workforce: only the child workforce (alone or with adults) covers work in a children's home. */
export const dbsWorkforces: [string, string][] = [
  ['child', 'Child workforce'],
  ['child_adult', 'Child and adult workforce'],
  ['adult', 'Adult workforce'],
  ['other', 'Other workforce'],
];

/** Further checks for someone who lived or worked outside the UK (Home Office and DfE guidance). */
export const overseasCheckTypes: [string, string][] = [
  ['good_conduct', 'Certificate of good conduct (police certificate) from the country'],
  ['regulator_letter', 'Letter of professional standing from a regulator'],
  ['other', 'Other check'],
];

export const overseasOutcomes: [string, string][] = [
  ['satisfactory', 'Satisfactory'],
  ['concerns', 'Concerns: see the decision'],
  ['not_obtainable', 'Could not be obtained'],
];

/**
 * What a reference for work with children holds beyond who gave it: how it came, how it was shown genuine, and the
 * referee's answers (engine/staff/vetting.ts judges them). Shared by the application and the profile's reference.
 */
export const referenceAnswerFields = (): Record<string, JSONSchema7> => ({
  source: pick('How it was obtained', referenceSources),
  authenticity: pick('How authenticity was checked', referenceAuthenticity),
  authenticityNotes: text('Authenticity check: details'),
  datesAndRoleConfirmed: yesNo('Dates of employment and role confirmed'),
  reasonForLeaving: text('Reason for leaving, as the referee gives it'),
  concerns: pick(
    'Disciplinary action, safeguarding concerns or allegations (including expired ones about children)',
    referenceConcerns,
  ),
  concernDetails: longText('What the referee disclosed'),
  suitableWithChildren: pick('Suitable to work with children', suitabilityAnswers),
  wouldReemploy: pick('Would re-employ', yesNoAnswers),
  followUp: longText('How concerns or a "no" were followed up, and the decision'),
});
