// The medicines storage temperature rules (decision 0900), pure: the safe range of each store (fridge 2–8 °C, cupboard
// or room at most 25 °C, NICE SC1 and the usual label wording; recommendation numbers unverified here), which readings
// are out of it, what an out-of-range reading must say, and the managers' alert.
import type { FieldError } from '../definitions/ajv.ts';
import type { NewAlert } from '../store/alerts.ts';

export type MedicineStore = 'fridge' | 'cupboard' | 'cd_cupboard';

/** The safe range in °C, inclusive; a cupboard has no lower limit a home is asked to log. */
export const SAFE_RANGE: Record<MedicineStore, { min: number | null; max: number }> = {
  fridge: { min: 2, max: 8 },
  cupboard: { min: null, max: 25 },
  cd_cupboard: { min: null, max: 25 },
};

/** A `medicines-temperature` record's data, as far as the rules read it. */
export interface TemperatureReading {
  readAt?: string;
  store?: MedicineStore;
  storeName?: string;
  current?: number;
  min?: number;
  max?: number;
  action?: { taken?: string; stock?: string; advice?: string };
}

const FIELDS = [
  ['current', 'now'],
  ['min', 'lowest'],
  ['max', 'highest'],
] as const;

/** Each reading outside the store's range, as "highest 9.4 °C". Empty when in range or the store is unknown. */
export function outOfRange(r: TemperatureReading): string[] {
  const range = r.store ? SAFE_RANGE[r.store] : undefined;
  if (!range) return [];
  return FIELDS.filter(([f]) => {
    const v = r[f];
    return typeof v === 'number' && ((range.min !== null && v < range.min) || v > range.max);
  }).map(([f, word]) => `${word} ${r[f]} °C`);
}

export const rangeWords = (store: MedicineStore) => {
  const r = SAFE_RANGE[store];
  return r.min === null ? `at most ${r.max} °C` : `${r.min}–${r.max} °C`;
};

/** Problems with a reading: lowest above highest, the reading now outside them, and an out-of-range one unexplained. */
export function readingProblems(r: TemperatureReading): FieldError[] {
  const out: FieldError[] = [];
  const { current, min, max } = r;
  if (typeof min === 'number' && typeof max === 'number' && min > max)
    out.push({ path: '/min', message: 'is above the highest reading' });
  else if (typeof current === 'number' && typeof min === 'number' && current < min)
    out.push({ path: '/min', message: 'is above the temperature now: the lowest since the reset cannot be' });
  else if (typeof current === 'number' && typeof max === 'number' && current > max)
    out.push({ path: '/max', message: 'is below the temperature now: the highest since the reset cannot be' });
  if (outOfRange(r).length) {
    if (!r.action?.taken?.trim())
      out.push({ path: '/action/taken', message: 'is required: the reading is out of range, say what was done' });
    if (!r.action?.stock)
      out.push({ path: '/action/stock', message: 'is required: say what was done with the medicines stored there' });
  }
  return out;
}

/** The managers' alert for a reading out of range; null when in range. One per record. */
export function temperatureAlert(
  recordId: string,
  r: TemperatureReading,
  homeName: string,
): Pick<NewAlert, 'kind' | 'recordCategory' | 'title' | 'body' | 'naturalKey'> | null {
  const bad = outOfRange(r);
  if (!bad.length || !r.store) return null;
  const where = r.storeName?.trim() || (r.store === 'fridge' ? 'Medicines fridge' : 'Medicines cupboard');
  return {
    kind: 'medicines_temperature',
    recordCategory: 'medication',
    title: `${where} at ${homeName} out of range: ${bad.join(', ')} (safe ${rangeWords(r.store)})`,
    body:
      'Check the medicines stored there with the pharmacist before they are used again, and the fridge or room ' +
      'itself. What staff did: ' +
      (r.action?.taken?.trim() || 'not yet said') +
      '.',
    naturalKey: `medicines-temperature:${recordId}`,
  };
}
