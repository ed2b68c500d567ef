// Shapes of the medication API (docs/API.md "Medication") and what the screens say about them:
// SPEC §4 medication status labels and colours, outcome labels, the base path of a young person's health pages.
import { addDays, londonToday } from '../../../engine/time/london.ts';
import { ApiProblem } from '../api.ts';

export type DoseStatus = 'plannedInNext24hrs' | 'unadministered' | 'overdue' | 'completed';
export type Outcome =
  | 'given'
  | 'refused'
  | 'omitted'
  | 'not_required'
  | 'on_leave'
  | 'in_hospital'
  | 'unavailable'
  | 'spoiled'
  | 'self_administered';

interface Allergy {
  allergen: string;
  reaction?: string;
  severity?: string;
}
/** The caller's medication competency, as the MAR and the round answer it (engine/medication/competency.ts). */
export interface Competency {
  competent: boolean;
  missing: string[];
  needsSecondChecker: boolean;
  until: string | null;
}
/** Until the MAR has loaded nobody is assumed competent. */
export const NOT_KNOWN: Competency = { competent: false, missing: [], needsSecondChecker: false, until: null };
export interface Allergies {
  noKnownAllergies: boolean;
  allergies: Allergy[];
  recorded: boolean;
}
interface MedicineData {
  name: string;
  form?: string;
  strength?: string;
  dose?: string;
  doseQuantity?: number;
  doseQuantityMax?: number;
  route?: string;
  reason?: string;
  regularity: 'regular' | 'prn';
  times?: string[];
  prn?: { indication?: string; minIntervalHours?: number; maxDosesIn24h?: number; protocol?: string };
  start?: string;
  end?: string;
  reviewDate?: string;
  prescriber?: string;
  pharmacy?: string;
  instructions?: string;
  sideEffects?: string;
  controlled?: boolean;
  critical?: boolean;
  restockLeadDays?: number;
  cdSchedule?: string;
  stockUnit?: string;
  storage?: string;
  selfAdministering?: boolean;
  selfAdministrationAssessedOn?: string;
}
/** Whether a medicine's newest version has had its second check (engine/medication/transcription.ts). */
export interface Transcription {
  state: 'checked' | 'change_awaiting_check' | 'new_awaiting_check';
  pending: { version: number; changes: string[] } | null;
  currentVersion: number;
  currentData: MedicineData;
  checkedByName: string | null;
  checkedAt: string | null;
  against: string | null;
}
export interface Medicine {
  id: string;
  version: number;
  transcription?: Transcription;
  name: string;
  regularity: 'regular' | 'prn';
  controlled: boolean;
  /** minutes after its time before a dose is late (the engine's, per medicine) */
  windowMinutes: number;
  current: boolean;
  data: MedicineData;
  youngPersonId?: string;
}
export interface Entry {
  id: string;
  medicationId: string;
  prn: boolean;
  scheduledAt: string;
  outcome: Outcome;
  givenAt: string | null;
  doseGiven: string | null;
  quantity: number | null;
  reason: string | null;
  prnReason: string | null;
  effect: string | null;
  effectCheckedAt: string | null;
  recordedByName: string;
  witnessName: string | null;
  recordedAt: string;
  code: string;
}
export interface Dose {
  medicationId: string;
  youngPersonId: string;
  scheduledAt: string;
  status: DoseStatus | null;
  entry: Entry | null;
}
export interface Mar extends Allergies {
  youngPerson: { id: string; name: string; dateOfBirth: string | null; homeId: string; homeName: string };
  from: string;
  to: string;
  windowMinutes: number;
  medicines: Medicine[];
  doses: Dose[];
  prnDoses: Entry[];
  /** Homely remedies given (decision 0890) */
  homelyDoses: HomelyDose[];
  canRecord: boolean;
  competency: Competency;
  codes: Record<string, { code: string; label: string }>;
}
/** A homely remedy given, from the home's stock (GET /mar `homelyDoses`). */
export interface HomelyDose {
  id: string;
  itemId: string;
  item: string;
  /** the remedy's strength and route as its protocol stood when given */
  strength: string | null;
  route: string | null;
  givenAt: string;
  doseGiven: string;
  symptom: string;
  effect: string | null;
  recordedByName: string;
  witnessName: string | null;
}
/** One of the home's homely remedies as offered to a young person now (GET /homely-remedies). */
export interface HomelyRemedy {
  id: string;
  item: string;
  indication: string | null;
  stockUnit: string | null;
  quantity: number;
  dose: string | null;
  doseMin: number | null;
  doseMax: number | null;
  minIntervalHours: number | null;
  maxDosesIn24h: number | null;
  maxDays: number | null;
  agreedBy: string | null;
  agreedOn: string | null;
  consentId: string | null;
  /** Why it may not be given now; null when it may */
  stop: string | null;
}
export interface StockLine extends Medicine {
  stockUnit: string | null;
  kept: boolean;
  balance: number | null;
  daysLeft: number | null;
  runsOutOn: string | null;
  batch: string | null;
  expiry: string | null;
  expired: boolean;
}
export interface Move {
  id: string;
  seq: number;
  medicationId: string;
  kind: string;
  quantity: number;
  balanceAfter: number;
  batch: string | null;
  expiry: string | null;
  reason: string | null;
  note: string | null;
  counted: number | null;
  byName: string;
  witnessName: string | null;
  at: string;
}

/** SPEC §4 medication status, in words (colour only helps). */
export const STATUS: Record<DoseStatus, { label: string; tone: string }> = {
  plannedInNext24hrs: {
    label: 'Planned',
    tone: 'bg-sky-50 text-sky-900 border-sky-300 dark:bg-sky-900/40 dark:text-sky-100',
  },
  unadministered: {
    label: 'Due now',
    tone: 'bg-amber-100 text-amber-900 border-amber-400 dark:bg-amber-900/40 dark:text-amber-100',
  },
  overdue: { label: 'Overdue', tone: 'bg-red-100 text-red-900 border-red-500 dark:bg-red-900/40 dark:text-red-100' },
  completed: {
    label: 'Completed',
    tone: 'bg-green-100 text-green-900 border-green-400 dark:bg-green-900/40 dark:text-green-100',
  },
};
/** A recorded dose not given is shown as such, not as plain "completed". */
export const NOT_GIVEN_TONE =
  'bg-violet-100 text-violet-900 border-violet-400 dark:bg-violet-900/40 dark:text-violet-100';

export const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: 'given', label: 'Given' },
  { value: 'refused', label: 'Refused' },
  { value: 'omitted', label: 'Omitted' },
  { value: 'not_required', label: 'Not required' },
  { value: 'on_leave', label: 'On leave' },
  { value: 'in_hospital', label: 'In hospital' },
  { value: 'unavailable', label: 'Unavailable' },
  { value: 'spoiled', label: 'Spoiled' },
  { value: 'self_administered', label: 'Self-administered' },
];
export const outcomeLabel = (o: string) => OUTCOMES.find((x) => x.value === o)?.label ?? o;
export const needsReason = (o: Outcome) => o !== 'given' && o !== 'self_administered';

export const STOCK_KINDS: Record<string, string> = {
  received: 'Received',
  given: 'Given',
  adjustment: 'Adjustment',
  disposal: 'Disposal',
  returned: 'Returned to pharmacy',
  count: 'Stock count',
};
export const ADJUSTMENT_REASONS = [
  { value: 'spoiled', label: 'Spoiled' },
  { value: 'spilled', label: 'Spilled' },
  { value: 'expired', label: 'Expired' },
  { value: 'lost', label: 'Lost' },
  { value: 'correction', label: 'Inventory Correction / Reset' },
  { value: 'other', label: 'Other' },
];

/** The young person's health pages (SPEC §2 profile health/…). */
export const healthPath = (ypId: string, page: string) =>
  `/cyp/resident/${encodeURIComponent(ypId)}/profile/health/${page}`;

export const problemText = (err: unknown) =>
  err instanceof ApiProblem
    ? [err.detail ?? err.title, ...err.errors.map((e) => `${e.path}: ${e.message}`)].join(' ')
    : String(err);

export { addDays, londonToday };
/** The London day of an instant. */
export const londonDay = (iso: string) => londonToday(new Date(iso));
