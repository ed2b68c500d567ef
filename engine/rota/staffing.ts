// A home's minimum staffing (DOMAIN §18, practice): for each occurrence of a shift pattern on a day, enough
// staff on shift, and a driver / a medication-trained person / a first-aider among them where the pattern asks.
// Pure: the service passes the patterns, the day's shifts and each person's skills.

export interface StaffingPattern {
  id: string;
  name: string;
  minStaff: number;
  needsDriver: boolean;
  needsMedication: boolean;
  needsFirstAid: boolean;
  /** this day's occurrence of the pattern, epoch ms */
  start: number;
  end: number;
}
export interface StaffedShift {
  id: string;
  staffId: string | null;
  start: number;
  end: number;
  patternId: string | null;
}
export interface Skills {
  driver: boolean;
  medicationTrained: boolean;
  firstAider: boolean;
}

export type StaffingRule = 'understaffed' | 'no_driver' | 'no_medication' | 'no_first_aider';
export interface StaffingWarning {
  rule: StaffingRule;
  patternId: string;
  start: number;
  message: string;
}

/** A shift covers a pattern's occurrence when it is of that pattern, or it spans the occurrence's midpoint. */
export function covers(s: StaffedShift, p: StaffingPattern): boolean {
  if (s.patternId === p.id && s.start < p.end && p.start < s.end) return true;
  const mid = p.start + (p.end - p.start) / 2;
  return s.start <= mid && mid < s.end;
}

export function checkStaffing(
  patterns: StaffingPattern[],
  shifts: StaffedShift[],
  skills: Map<string, Skills>,
): StaffingWarning[] {
  const out: StaffingWarning[] = [];
  for (const p of patterns) {
    const on = [...new Set(shifts.filter((s) => s.staffId && covers(s, p)).map((s) => s.staffId!))];
    const has = (k: keyof Skills) => on.some((id) => skills.get(id)?.[k] === true);
    const at = { patternId: p.id, start: p.start };
    if (on.length < p.minStaff)
      out.push({
        rule: 'understaffed',
        ...at,
        message: `${p.name}: ${on.length} on shift; the home needs ${p.minStaff}.`,
      });
    if (p.needsDriver && !has('driver'))
      out.push({ rule: 'no_driver', ...at, message: `${p.name}: no driver on shift.` });
    if (p.needsMedication && !has('medicationTrained'))
      out.push({ rule: 'no_medication', ...at, message: `${p.name}: no one medication-trained on shift.` });
    if (p.needsFirstAid && !has('firstAider'))
      out.push({ rule: 'no_first_aider', ...at, message: `${p.name}: no first-aider on shift.` });
  }
  return out;
}
