// Who may use the home's own screens: staff of the home with the home area (registration, inspections,
// visits, Annex A) or the home logs area (checks, maintenance, visitors, the timeline). A young person's own login
// has none of it. Another organisation's home is 404 (the service finds no home); one of ours not worked in, 403.
import { areaLevel, type Caller, isManagerFor, isYoungPersonLogin, type Verdict, worksIn } from './index.ts';

export type HomeArea = 'home' | 'home_logs';

const RANK = { none: 0, read: 1, edit: 2 } as const;

export function decideHome(c: Caller, homeId: string, areas: HomeArea[], want: 'read' | 'edit'): Verdict {
  if (isYoungPersonLogin(c))
    return { ok: false, status: 403, reason: "A young person's own login has no access to the home's records." };
  if (!worksIn(c, homeId)) return { ok: false, status: 403, reason: 'You do not work in this home.' };
  if (!areas.some((a) => RANK[areaLevel(c, a)] >= RANK[want])) {
    return {
      ok: false,
      status: 403,
      reason: `You need ${want} access to the ${areas.map((a) => (a === 'home_logs' ? '"home logs"' : '"home"')).join(' or ')} area.`,
    };
  }
  return { ok: true };
}

/**
 * Reports that list many children's sensitive details in one place (Annex A, the statutory returns and their
 * exports): the home area in the home, and read on the "sensitive reports" area (SPEC §6), which the organisation
 * gives only to those who prepare or check them (decision 0670).
 */
export function decideSensitiveReport(c: Caller, homeId: string, want: 'read' | 'edit'): Verdict {
  const base = decideHome(c, homeId, ['home'], want);
  if (!base.ok) return base;
  return RANK[areaLevel(c, 'sensitive_reports')] >= RANK.read
    ? { ok: true }
    : {
        ok: false,
        status: 403,
        reason: 'You need read access to the "sensitive reports" area: this report lists many children\'s details.',
      };
}

/**
 * Annex A is the registered manager's return: a manager of the home (or a director) with home edit reviews and changes
 * it.
 */
export function decideAnnexEdit(c: Caller, homeId: string): Verdict {
  const base = decideSensitiveReport(c, homeId, 'edit');
  if (!base.ok) return base;
  return isManagerFor(c, homeId)
    ? { ok: true }
    : { ok: false, status: 403, reason: 'Only a manager of this home can change Annex A.' };
}

/** Annex A is behind the organisation's enableAnnexA feature flag (SPEC §9). */
export const annexEnabled = (features: Record<string, boolean> | null | undefined) => features?.enableAnnexA === true;
