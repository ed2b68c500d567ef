// A home's minimum staffing (DOMAIN §18, practice): for each occurrence of a shift pattern on a day, enough
// staff on shift, someone who may lead it, and a driver / a medication-trained person / a first-aider among them
// where the pattern asks. Someone whose pre-employment checks are not complete (engine/staff/checks-complete.ts) is
// on shift but does not count toward the numbers or the skills (decision 0611).
// Pure: the service passes the patterns, the day's shifts, each person's skills and who is unchecked.

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
  /** May lead a shift (a rota fact). */
  shiftLeader?: boolean;
}

export type StaffingRule = 'understaffed' | 'no_shift_leader' | 'no_driver' | 'no_medication' | 'no_first_aider';
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
  unchecked: ReadonlySet<string> = new Set(),
): StaffingWarning[] {
  const out: StaffingWarning[] = [];
  for (const p of patterns) {
    const present = [...new Set(shifts.filter((s) => s.staffId && covers(s, p)).map((s) => s.staffId!))];
    const on = present.filter((id) => !unchecked.has(id));
    const notCounted = present.length - on.length;
    const has = (k: keyof Skills) => on.some((id) => skills.get(id)?.[k] === true);
    const at = { patternId: p.id, start: p.start };
    if (on.length < p.minStaff)
      out.push({
        rule: 'understaffed',
        ...at,
        message: `${p.name}: ${on.length} on shift${notCounted ? ` who count (${notCounted} more whose pre-employment checks are not complete)` : ''}; the home needs ${p.minStaff}.`,
      });
    if (p.minStaff > 0 && !has('shiftLeader'))
      out.push({ rule: 'no_shift_leader', ...at, message: `${p.name}: no one on shift who may lead it.` });
    if (p.needsDriver && !has('driver'))
      out.push({ rule: 'no_driver', ...at, message: `${p.name}: no driver on shift.` });
    if (p.needsMedication && !has('medicationTrained'))
      out.push({ rule: 'no_medication', ...at, message: `${p.name}: no one medication-trained on shift.` });
    if (p.needsFirstAid && !has('firstAider'))
      out.push({ rule: 'no_first_aider', ...at, message: `${p.name}: no first-aider on shift.` });
  }
  return out;
}
