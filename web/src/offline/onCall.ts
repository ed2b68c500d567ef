// When something written offline must be phoned through at once: the home's managers are told of a notifiable
// incident or a missing episode when it reaches the server, which offline it has not. A missing episode always; an
// incident when it is notifiable (Children's Homes (England) Regulations 2015 reg 40, Supported Accommodation
// (England) Regulations 2023 reg 27) by what is recorded so far — the same reading as the engine's duty
// (engine/duties/rules/incident-notifications.ts) — or when a child is missing or seriously ill or injured, which
// staff phone through in either home type whatever the registered person later judges.
const NOTIFIABLE_TYPES = new Set(['death', 'exploitation', 'allegation_staff', 'allegation']);
const PHONE_THROUGH_TYPES = new Set(['missing', 'serious_illness']);
const RESTRICTIVE = new Set(['hold', 'restraint']);
const SA = 'support_accomodation_for_older_children';

interface IncidentData {
  general?: {
    types?: string[];
    policeSerious?: boolean;
    otherSerious?: boolean;
    reg27Accident?: boolean;
    medical?: string;
  };
  intervention?: { level?: string }[];
}

export function phoneOnCallNow(kind: string, data: unknown, homeType: string): boolean {
  if (kind === 'missing-episode') return true;
  if (kind !== 'incident') return false;
  const d = (data ?? {}) as IncidentData;
  const g = d.general ?? {};
  const types = Array.isArray(g.types) ? g.types : [];
  if (types.some((t) => NOTIFIABLE_TYPES.has(t) || PHONE_THROUGH_TYPES.has(t))) return true;
  if (g.policeSerious || g.otherSerious || g.reg27Accident || g.medical === 'admitted') return true;
  // in supported accommodation every restraint is notifiable
  return homeType === SA && Array.isArray(d.intervention) && d.intervention.some((i) => RESTRICTIVE.has(i.level ?? ''));
}
