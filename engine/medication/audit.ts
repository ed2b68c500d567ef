// The monthly medication audit's rules (decision 0960), pure: the checks an answered audit meets, its score, and the
// figures the month's records give it to start from. The score is the share of the checks that apply which were met;
// an unanswered check that applies counts as not met, so a half-filled audit never scores well.
import { londonDate } from '../time/london.ts';
import { countDiscrepancy } from './errors.ts';
import { outOfRange, type TemperatureReading } from './storage.ts';

/** A `medication-audit` record's data, as far as the rules read it. */
export interface MedicationAuditData {
  sample?: { youngPerson?: string; weekFrom?: string }[];
  signatures?: { gapsFound?: number; gapsFollowedUp?: boolean };
  prn?: { given?: number; withoutReason?: number; withoutEffect?: number };
  controlledDrugs?: {
    held?: boolean;
    balanceChecks?: number;
    discrepancies?: number;
    balanceCorrect?: boolean;
    checksWitnessed?: boolean;
  };
  stock?: { matchesMar?: boolean; outOfDateFound?: boolean };
  storage?: {
    readings?: number;
    daysWithoutReading?: number;
    outOfRange?: number;
    outOfRangeActioned?: boolean;
    cupboardsLocked?: boolean;
  };
}

export interface AuditCheck {
  key: string;
  label: string;
  /** true met, false not met or not answered; null when it does not apply */
  met: boolean | null;
}

const zero = (n: number | undefined) => n === 0;
const isYes = (b: boolean | undefined) => b === true;
const isNo = (b: boolean | undefined) => b === false;

/** Every check of the audit, in the form's order, with whether it was met. */
export function auditChecks(d: MedicationAuditData): AuditCheck[] {
  const s = d.signatures ?? {};
  const p = d.prn ?? {};
  const cd = d.controlledDrugs ?? {};
  const st = d.stock ?? {};
  const sg = d.storage ?? {};
  const prnApplies = p.given !== 0;
  const cdApplies = cd.held !== false;
  const check = (key: string, label: string, applies: boolean, met: boolean): AuditCheck => ({
    key,
    label,
    met: applies ? met : null,
  });
  return [
    check('sample', 'At least one MAR sampled', true, (d.sample ?? []).length > 0),
    check('gaps', 'No doses without a record', true, zero(s.gapsFound)),
    check('gapsFollowedUp', 'Each gap followed up', !zero(s.gapsFound), isYes(s.gapsFollowedUp)),
    check('prnReason', 'Each PRN dose has its reason', prnApplies, zero(p.withoutReason)),
    check('prnEffect', 'Each PRN dose has its effect', prnApplies, zero(p.withoutEffect)),
    check('cdBalance', 'CD balance matches the register, witnessed', cdApplies, isYes(cd.balanceCorrect)),
    check('cdWitnessed', 'Every CD entry has two signatures', cdApplies, isYes(cd.checksWitnessed)),
    check('cdDiscrepancies', 'No CD balance check that did not match', cdApplies, zero(cd.discrepancies)),
    check('stock', 'Stock matches the MAR', true, isYes(st.matchesMar)),
    check('outOfDate', 'No out-of-date or unlabelled medicines', true, isNo(st.outOfDateFound)),
    check('readings', 'A temperature reading every day', true, zero(sg.daysWithoutReading)),
    check(
      'inRange',
      'Temperatures in range, or each one out of range acted on',
      true,
      zero(sg.outOfRange) || (typeof sg.outOfRange === 'number' && isYes(sg.outOfRangeActioned)),
    ),
    check('locked', 'Cupboards locked, keys held', true, isYes(sg.cupboardsLocked)),
  ];
}

/** The score: checks met as a whole percentage of the checks that apply, with the counts and what was not met. */
export function auditScore(d: MedicationAuditData): { score: number; met: number; of: number; notMet: string[] } {
  const applying = auditChecks(d).filter((c) => c.met !== null);
  const met = applying.filter((c) => c.met).length;
  return {
    score: Math.round((100 * met) / applying.length),
    met,
    of: applying.length,
    notMet: applying.filter((c) => !c.met).map((c) => c.label),
  };
}

/** When a young person lived in the home: the day they moved in, and the day they left (null while they live there). */
export interface Stay {
  movedIn: string;
  left: string | null;
}

/**
 * Whether the audit reads a dose of this London day: one of the days the young person lived in the home. A dose on the
 * day they left counts only when it was recorded (one not recorded may have fallen due after they went).
 */
export function inStay(day: string, recorded: boolean, stay: Stay | undefined): boolean {
  if (!stay) return true;
  if (day < stay.movedIn) return false;
  if (stay.left === null || day < stay.left) return true;
  return day === stay.left && recorded;
}

/** The month's records as the audit reads them (engine/medication/service.ts gathers them). */
export interface AuditSource {
  /** London days of the period, up to today when the period runs on */
  days: string[];
  doses: { youngPersonId: string; scheduledAt: string; due: boolean; recorded: boolean }[];
  prn: { youngPersonId?: string; at?: string; given: boolean; reason?: string | null; effect?: string | null }[];
  /** each young person's stay, by id: everyone who lived in the home in the period, those who left too */
  stays?: Record<string, Stay>;
  /** witnessed balance checks of controlled drugs, with what was counted against the register */
  cdCounts: { counted: number; balance: number }[];
  controlledHeld: boolean;
  temperatures: TemperatureReading[];
}

/** The figures the audit starts from: what the records say, for the manager to check. */
export function auditStart(src: AuditSource): MedicationAuditData {
  const stayOf = (id: string | undefined) => (id === undefined ? undefined : src.stays?.[id]);
  const lived = (id: string | undefined, at: string | undefined, recorded: boolean) =>
    at === undefined || inStay(londonDate(new Date(at)), recorded, stayOf(id));
  const gaps = src.doses.filter((x) => x.due && !x.recorded && lived(x.youngPersonId, x.scheduledAt, false));
  const given = src.prn.filter((x) => x.given && lived(x.youngPersonId, x.at, true));
  const readDays = new Set(src.temperatures.filter((t) => t.readAt).map((t) => londonDate(new Date(t.readAt!))));
  return {
    signatures: { gapsFound: gaps.length },
    prn: {
      given: given.length,
      withoutReason: given.filter((x) => !x.reason?.trim()).length,
      withoutEffect: given.filter((x) => !x.effect?.trim()).length,
    },
    controlledDrugs: {
      held: src.controlledHeld,
      balanceChecks: src.cdCounts.length,
      discrepancies: src.cdCounts.filter((x) => countDiscrepancy(x.counted, x.balance) !== 0).length,
    },
    storage: {
      readings: src.temperatures.length,
      daysWithoutReading: src.days.filter((d) => !readDays.has(d)).length,
      outOfRange: src.temperatures.filter((t) => outOfRange(t).length > 0).length,
    },
  };
}
