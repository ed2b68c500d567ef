// Who owes which care qualification, and from when (decision 0452). Pure: the recurring-duty scan's SQL says the same
// (engine/staff/qualification-sql.ts) and the unit tests hold both to these words.
// - CH reg 28: the registered manager (the person registered with Ofsted as the home's manager) holds the Level 5
//   Diploma in Leadership and Management for Residential Childcare within 3 years of that registration.
// - CH reg 32(4)-(5): every other care role, deputies and seniors with manager rights included, holds the Level 3
//   Diploma for Residential Childcare within 2 years of first starting a care role in a children's home (a date on the
//   employee's contract, defaulting to the start date).
// - reg 32(4): "or a qualification which the registered person considers to be equivalent": recorded as accepted,
//   with reasons and who decided.
import { addMonths } from '../time/london.ts';

/** User roles that work in care: people with manager rights are care staff too (deputies, seniors). */
export const CARE_ROLES = ['staff', 'manager'] as const;

export type QualificationDuty = 'level5' | 'level3' | null;

/** The duty one person owes: Level 5 if registered as a home's manager, Level 3 in any other care role. */
export function qualificationDutyOf(p: { role: string; registeredManager: boolean }): QualificationDuty {
  if (p.registeredManager) return 'level5';
  return (CARE_ROLES as readonly string[]).includes(p.role) ? 'level3' : null;
}

/** Level 3 is due 2 years after first starting a care role in a children's home, else after starting here. */
export function level3DueOn(p: { careRoleStartedOn?: string | null; startDate: string }): string {
  return addMonths(p.careRoleStartedOn || p.startDate, 24);
}

/** Level 5 is due 3 years after registration as the home's manager (the start date when it is not recorded). */
export function level5DueOn(p: { registeredOn?: string | null; startDate: string }): string {
  return addMonths(p.registeredOn || p.startDate, 36);
}

/** Qualification values that meet each duty: a higher residential childcare level meets a lower one. */
export const MEETS: Record<'level3' | 'level5', string[]> = {
  level3: ['level3', 'level3_equivalent', 'level5', 'level5_equivalent'],
  level5: ['level5', 'level5_equivalent'],
};

type Obj = Record<string, unknown>;
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** An equivalent accepted by the registered person needs the reasons and who decided. */
export function qualificationErrors(q: Obj): { path: string; message: string }[] {
  if (q.level !== 'level3_equivalent' && q.level !== 'level5_equivalent') return [];
  const out: { path: string; message: string }[] = [];
  if (!filled(q.name)) out.push({ path: '/name', message: 'The title of the qualification accepted' });
  if (!filled(q.equivalentReasons))
    out.push({ path: '/equivalentReasons', message: 'Why the registered person considers it equivalent' });
  if (!filled(q.equivalentDecidedBy)) out.push({ path: '/equivalentDecidedBy', message: 'Who decided' });
  if (!filled(q.equivalentDecidedOn)) out.push({ path: '/equivalentDecidedOn', message: 'When it was decided' });
  return out;
}
