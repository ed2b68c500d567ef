// The month's MAR as the rows of its CSV (decision 0601), pure: each medicine's strength, form, dose, route and special
// instructions on every row beside the day columns of letter codes; then the key, the PRN doses with why each was
// given and how it worked, the homely remedies given (a row each, with what the remedy is and its protocol's
// instructions), and every dose not given with its reason. engine/csv.ts quotes and neutralises cells.
import { medicationForms } from '../../definitions/lists/medication.ts';
import { medicationRoutes } from '../../definitions/lists/young-person-profile.ts';
import { londonDate } from '../time/london.ts';
import { rangeText } from './dose.ts';
import { ageOn, bandRange, type DoseBand, doseBandFor } from './homely.ts';
import { LETTER_CODES } from './rules.ts';

export interface ExportMedicine {
  id: string;
  name: string;
  data: Record<string, unknown>;
}
export interface ExportEntry {
  medicationId: string;
  scheduledAt: string | Date;
  givenAt?: string | Date | null;
  outcome: string;
  code: string;
  doseGiven?: string | null;
  reason?: string | null;
  prnReason?: string | null;
  effect?: string | null;
  effectCheckedAt?: string | Date | null;
  recordedByName: string;
  witnessName?: string | null;
}
/** A homely remedy given, with the remedy's protocol as it stood then (a `medical-inventory` record's data). */
export interface ExportHomelyDose {
  givenAt: string | Date;
  item: string;
  protocol: Record<string, unknown>;
  doseGiven: string;
  symptom: string;
  effect?: string | null;
  effectCheckedAt?: string | Date | null;
  recordedByName: string;
  witnessName?: string | null;
}
export interface ExportDose {
  medicationId: string;
  scheduledAt: string;
  entry: ExportEntry | null;
}

const FORMS = new Map<string, string>(medicationForms.items.map((i) => [i.value, i.label]));
const ROUTES = new Map<string, string>(medicationRoutes.items.map((i) => [i.value, i.label]));
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const time = (at: string | Date) =>
  new Date(at).toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
/** "14/11/2026 08:05", as a UK reader reads it on paper. */
const dayTime = (at: string | Date | null | undefined) => {
  if (!at) return '';
  const d = londonDate(new Date(at));
  return `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)} ${time(at)}`;
};

/** A date as dd/mm/yyyy; a birth year alone as it is. */
const ukDate = (d: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : d;

/** The columns that say what the medicine is, for every row of it. */
export function medicineColumns(m: ExportMedicine): string[] {
  const d = m.data;
  return [
    m.name,
    str(d.strength),
    FORMS.get(str(d.form)) ?? str(d.form),
    str(d.dose),
    ROUTES.get(str(d.route)) ?? str(d.route),
    str(d.instructions),
  ];
}

const num = (v: unknown) => (typeof v === 'number' ? v : null);
const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/**
 * What the protocol told staff for this child on the day: the dose for their age, the least gap, the most in 24 hours,
 * the days before GP advice and the cautions. With no age or no band for it, every band, so the sheet still says it.
 */
export function homelyInstructions(
  protocol: Record<string, unknown>,
  day: string,
  dateOfBirth: string | null,
  birthYear: number | null,
): string {
  const bands = Array.isArray(protocol.doseBands) ? (protocol.doseBands as DoseBand[]) : [];
  const unit = str(protocol.stockUnit) || null;
  const bandText = (b: DoseBand) => b.dose || rangeText(bandRange(b, unit));
  const age = ageOn(day, dateOfBirth, birthYear);
  const band = age === null ? null : doseBandFor(bands, age);
  const gap = num(protocol.minIntervalHours);
  const most = num(protocol.maxDosesIn24h);
  const days = num(protocol.maxDays);
  return [
    band
      ? `Age ${band.fromAge}–${band.toAge}: ${bandText(band)}`
      : bands.map((b) => `Age ${b.fromAge}–${b.toAge}: ${bandText(b)}`).join('; '),
    gap !== null ? `at least ${hours(gap)} apart` : '',
    most !== null ? `at most ${most} in 24 hours` : '',
    days !== null ? `GP advice after ${days} day${days === 1 ? '' : 's'} running` : '',
    str(protocol.cautions),
  ]
    .filter(Boolean)
    .join('; ');
}

export function marExportRows(x: {
  month: string;
  days: string[];
  youngPerson: { name: string; dateOfBirth: string };
  allergies: string;
  medicines: ExportMedicine[];
  doses: ExportDose[];
  prnDoses: ExportEntry[];
  homelyDoses?: ExportHomelyDose[];
}): string[][] {
  const byId = new Map(x.medicines.map((m) => [m.id, m]));
  const rows = new Map<string, { cols: string[]; cells: Map<string, string> }>();
  const row = (m: ExportMedicine, when: string) => {
    const key = `${m.id}|${when}`;
    if (!rows.has(key)) rows.set(key, { cols: [...medicineColumns(m), when], cells: new Map() });
    return rows.get(key)!.cells;
  };
  const notGiven: ExportEntry[] = [];
  for (const dose of x.doses) {
    const m = byId.get(dose.medicationId);
    if (!m) continue;
    row(m, time(dose.scheduledAt)).set(londonDate(new Date(dose.scheduledAt)), dose.entry?.code ?? '');
    if (dose.entry && dose.entry.outcome !== 'given' && dose.entry.outcome !== 'self_administered')
      notGiven.push(dose.entry);
  }
  for (const e of x.prnDoses) {
    const m = byId.get(e.medicationId);
    if (!m) continue;
    const cells = row(m, 'When required');
    const day = londonDate(new Date(e.scheduledAt));
    cells.set(day, [cells.get(day), e.code].filter(Boolean).join(' '));
    if (e.outcome !== 'given' && e.outcome !== 'self_administered') notGiven.push(e);
  }
  const name = (id: string) => byId.get(id)?.name ?? '';
  return [
    [
      `MAR ${x.month}`,
      x.youngPerson.name,
      `Date of birth ${ukDate(x.youngPerson.dateOfBirth)}`,
      `Allergies: ${x.allergies}`,
    ],
    ['Medicine', 'Strength', 'Form', 'Dose', 'Route', 'Special instructions', 'Time', ...x.days.map((d) => d.slice(8))],
    ...[...rows.values()].map((r) => [...r.cols, ...x.days.map((d) => r.cells.get(d) ?? '')]),
    [],
    ['Key', 'initials = given', ...Object.values(LETTER_CODES).map((c) => `${c.code} = ${c.label}`)],
    [],
    ['PRN doses given: why and how it worked'],
    ['Given at', 'Medicine', 'Dose given', 'Why given', 'Effect', 'Effect recorded at', 'Given by', 'Witness'],
    ...x.prnDoses
      .filter((e) => e.outcome === 'given')
      .map((e) => [
        dayTime(e.givenAt ?? e.scheduledAt),
        name(e.medicationId),
        e.doseGiven ?? '',
        e.prnReason ?? '',
        e.effect ?? 'Not recorded',
        dayTime(e.effectCheckedAt),
        e.recordedByName,
        e.witnessName ?? '',
      ]),
    [],
    ['Homely remedies given: from the home’s stock, under its protocol'],
    [
      'Given at',
      'Remedy',
      'Strength',
      'Route',
      'Instructions',
      'Dose given',
      'Why given',
      'Effect',
      'Effect recorded at',
      'Given by',
      'Witness',
    ],
    ...(x.homelyDoses ?? []).map((h) => {
      const dob = /^\d{4}-\d{2}-\d{2}$/.test(x.youngPerson.dateOfBirth) ? x.youngPerson.dateOfBirth : null;
      const year = !dob && /^\d{4}$/.test(x.youngPerson.dateOfBirth) ? Number(x.youngPerson.dateOfBirth) : null;
      return [
        dayTime(h.givenAt),
        h.item || str(h.protocol.item),
        str(h.protocol.strength),
        ROUTES.get(str(h.protocol.route)) ?? str(h.protocol.route),
        homelyInstructions(h.protocol, londonDate(new Date(h.givenAt)), dob, year),
        h.doseGiven,
        h.symptom,
        h.effect ?? 'Not recorded',
        dayTime(h.effectCheckedAt),
        h.recordedByName,
        h.witnessName ?? '',
      ];
    }),
    [],
    ['Doses not given: reasons'],
    ['Due at', 'Medicine', 'Code', 'Reason', 'Recorded by'],
    ...notGiven
      .sort((a, b) => new Date(a.scheduledAt).getTime() - new Date(b.scheduledAt).getTime())
      .map((e) => [dayTime(e.scheduledAt), name(e.medicationId), e.code, e.reason ?? '', e.recordedByName]),
  ];
}
