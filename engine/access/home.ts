// Who may use the home's own screens: staff of the home with the home area (registration, inspections,
// visits, Annex A) or the home logs area (checks, maintenance, visitors, the timeline). A young person's own login
// has none of it. Another organisation's home is 404 (the service finds no home); one of ours not worked in, 403.
import { areaLevel, isManagerFor, isYoungPersonLogin, worksIn, type Caller, type Verdict } from './index.ts';

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
 * Annex A is the registered manager's return: a manager of the home (or a director) with home edit reviews and changes
 * it.
 */
export function decideAnnexEdit(c: Caller, homeId: string): Verdict {
  const base = decideHome(c, homeId, ['home'], 'edit');
  if (!base.ok) return base;
  return isManagerFor(c, homeId)
    ? { ok: true }
    : { ok: false, status: 403, reason: 'Only a manager of this home can change Annex A.' };
}

/** Annex A is behind the organisation's enableAnnexA feature flag (SPEC §9). */
export const annexEnabled = (features: Record<string, boolean> | null | undefined) => features?.enableAnnexA === true;
