// Exact doses (the practitioner review's A-W1): a prescription's dose as numbers — a quantity, or a range such as
// 1–2, in the unit the stock is counted in, allowing part doses such as 0.5 — and the quantity a member of staff
// says they gave, checked against it. The quantity given is what comes off the stock, so the stock log (for a
// controlled drug, its register) holds what was given, not the first number in the dose text. Pure.

/** The structured dose fields of a `medication` record. */
export interface StructuredDose {
  doseQuantity?: number;
  doseQuantityMax?: number;
  stockUnit?: string;
}
export interface DoseRange {
  min: number;
  max: number;
  unit: string | null;
}
export type QuantityVerdict = { ok: true; quantity: number } | { ok: false; message: string };

const UNIT_WORDS: Record<string, [string, string]> = {
  tablet: ['tablet', 'tablets'],
  capsule: ['capsule', 'capsules'],
  puff: ['puff', 'puffs'],
  sachet: ['sachet', 'sachets'],
  unit: ['unit', 'units'],
  vials: ['vial', 'vials'],
};
const tidy = (n: number) => Math.round(n * 1000) / 1000;

/** An amount in words: "1 tablet", "2 tablets", "0.5 tablet", "2.5 ml" (numbers stay numbers in a register). */
export function amount(n: number, unit: string | null): string {
  if (!unit) return String(tidy(n));
  const words = UNIT_WORDS[unit];
  if (!words) return `${tidy(n)} ${unit}`;
  return `${tidy(n)} ${n > 1 ? words[1] : words[0]}`;
}

/** The prescribed range, or null when the prescription has no dose quantity (one written before doses were numbers). */
export function doseRange(d: StructuredDose): DoseRange | null {
  const min = d.doseQuantity;
  if (typeof min !== 'number' || !Number.isFinite(min) || min <= 0) return null;
  const max = typeof d.doseQuantityMax === 'number' && d.doseQuantityMax > min ? d.doseQuantityMax : min;
  return { min, max, unit: d.stockUnit ?? null };
}

/** The prescribed dose in words: "1 tablet", "1 to 2 tablets", "2.5 ml". */
export function rangeText(r: DoseRange): string {
  if (r.min === r.max) return amount(r.min, r.unit);
  const [, plural] = (r.unit && UNIT_WORDS[r.unit]) || [r.unit ?? '', r.unit ?? ''];
  return `${tidy(r.min)} to ${tidy(r.max)}${plural ? ` ${plural}` : ''}`;
}

/** A range written backwards is refused where it is entered (a hook on the medication kind). */
export function doseRangeErrors(d: StructuredDose): { path: string; message: string }[] {
  if (typeof d.doseQuantityMax !== 'number' || typeof d.doseQuantity !== 'number') return [];
  return d.doseQuantityMax > d.doseQuantity
    ? []
    : [{ path: '/doseQuantityMax', message: 'must be more than the dose quantity (leave it empty for a fixed dose)' }];
}

/**
 * The quantity a dose given takes from stock. A fixed dose is its quantity unless another is given; a range needs
 * the quantity said; what is said must lie within the range (a part dose such as 0.5 only when the prescription
 * allows it). A prescription without a dose quantity needs the quantity said, and takes it as said.
 */
export function quantityGiven(said: number | undefined, range: DoseRange | null): QuantityVerdict {
  if (said !== undefined && (!Number.isFinite(said) || said <= 0))
    return { ok: false, message: 'must be more than nought' };
  if (said !== undefined && tidy(said) !== said) return { ok: false, message: 'must have at most three decimals' };
  if (!range) {
    return said === undefined
      ? {
          ok: false,
          message: 'is required: this medicine has no dose quantity on its prescription; say how much was given',
        }
      : { ok: true, quantity: said };
  }
  if (said === undefined) {
    return range.min === range.max
      ? { ok: true, quantity: range.min }
      : { ok: false, message: `is required: the dose is ${rangeText(range)}; say how many were given` };
  }
  if (said < range.min || said > range.max)
    return {
      ok: false,
      message:
        range.min === range.max
          ? `must be ${rangeText(range)}, as prescribed`
          : `must be from ${rangeText(range)}, as prescribed`,
    };
  return { ok: true, quantity: said };
}

/** Units a day's doses take, for how long the stock lasts: the most a dose may be, so a reorder is never late. */
export function unitsPerDose(range: DoseRange | null): number {
  return range ? range.max : 0;
}
