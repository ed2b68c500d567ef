// Who still has to be told about an incident (Children's Homes (England) Regulations 2015 reg 40;
// Supported Accommodation (England) Regulations 2023 reg 27; DOMAIN §13). An incident needs
// notifying when its type is one the regulations name, or — in supported accommodation — any
// restraint or a serious accident; then Ofsted and the placing (CH) / accommodating (SA)
// authority are owed, plus any other authority someone listed in its notifications rows.
// A row with a time ("Notified at") records that authority as done.
import { authoritiesToNotify } from '../../definitions/lists/index.ts';
import type { IncidentScanRow } from '../../engine/store/index.ts';
import { isSupportedAccommodation, restrictiveIntervention } from './incident-deadlines.ts';

type Data = {
  general?: { types?: string[]; reg27Accident?: boolean; policeInvolved?: boolean; medical?: string };
  notifications?: { authority?: string; at?: string }[];
};

/** Incident types the notification regulations name: exploitation (CSE; CCE for SA), an allegation
 *  against the home or its staff, a serious incident involving the police. */
const NOTIFIABLE_TYPES = new Set(['exploitation', 'allegation', 'police']);

const LABELS = new Map(authoritiesToNotify.items.map((i) => [i.value as string, i.label]));
export const authorityLabel = (key: string) => LABELS.get(key) ?? key;

export function needsNotifying(r: IncidentScanRow): boolean {
  const d = r.data as Data;
  const g = d.general ?? {};
  if ((g.types ?? []).some((t) => NOTIFIABLE_TYPES.has(t))) return true;
  if (g.medical === 'admitted') return true;    // a serious injury: "any other serious incident"
  if (isSupportedAccommodation(r.homeType) && (g.reg27Accident || restrictiveIntervention(r))) return true;
  return (d.notifications ?? []).some((n) => n.authority && !n.at);  // someone listed one still to do
}

/** Authorities still to notify (list keys), in the list's order. */
export function authoritiesOwed(r: IncidentScanRow): string[] {
  if (r.archivedAt || !needsNotifying(r)) return [];
  const d = r.data as Data;
  const required = new Set(['ofsted', isSupportedAccommodation(r.homeType) ? 'accommodating_authority' : 'placing_authority']);
  for (const n of d.notifications ?? []) if (n.authority) required.add(n.authority);
  const done = new Set((d.notifications ?? []).filter((n) => n.authority && n.at).map((n) => n.authority!));
  return authoritiesToNotify.items.map((i) => i.value as string).filter((k) => required.has(k) && !done.has(k))
    .concat([...required].filter((k) => !LABELS.has(k) && !done.has(k)));
}
