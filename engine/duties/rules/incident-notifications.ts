// Who still has to be told about an incident (Children's Homes (England) Regulations 2015 reg 40;
// Supported Accommodation (England) Regulations 2023 reg 27; DOMAIN §13). An incident needs notifying when:
//   - a child died (CH reg 40(1): HMCI, the placing authority, the Secretary of State, the host authority and the
//     Integrated Care Board are all owed; SA: immediately, to Ofsted and the accommodating authority);
//   - an allegation of abuse against the home or a member of staff (CH reg 40(4)(c)); the old undivided
//     "Allegation" type is read the same way, so nothing recorded before the split goes unnotified;
//   - child sexual exploitation (CH reg 40(4)(a)); CSE or CCE in SA;
//   - the registered person judges it a serious incident involving the police (`policeSerious`), or any other
//     serious incident (`otherSerious`; the older SA `reg27Accident`), or someone was admitted to hospital;
//   - in supported accommodation, any restraint.
// Police coming is not enough by itself (CH reg 40(4)(b): "considers serious"), nor is an allegation about
// someone else (that goes to a safeguarding record). Then Ofsted and the placing (CH) / accommodating (SA)
// authority are owed, plus any other authority someone listed in its notifications rows.
// A row with a time ("Notified at") records that authority as done. The fields read are
// those of IncidentScanRow (engine/store/scans.ts).
import { authoritiesToNotify } from '../../../definitions/lists/index.ts';
import { fieldReader } from '../../definitions/field-reads.ts';
import type { IncidentScanRow } from '../../store/index.ts';
import { isSupportedAccommodation, restrictiveIntervention } from './incident-deadlines.ts';

type Data = {
  general?: {
    types?: string[];
    reg27Accident?: boolean;
    otherSerious?: boolean;
    policeSerious?: boolean;
    medical?: string;
  };
  notifications?: { authority?: string; at?: string }[];
};

/** What these rules read of an incident: a form edit may hide these fields, never remove or retype them. */
export const fieldReads = fieldReader('Reg 40 / reg 27 notifications (who still has to be told of an incident)', [
  {
    kind: 'incident',
    path: 'general.types',
    type: 'list of choice',
    values: ['death', 'exploitation', 'allegation_staff', 'allegation'],
    why: 'a death, exploitation or an allegation against the home or its staff must be notified',
  },
  { kind: 'incident', path: 'general.policeSerious', type: 'yes/no', why: 'the registered person judged it serious' },
  { kind: 'incident', path: 'general.otherSerious', type: 'yes/no', why: 'the registered person judged it serious' },
  { kind: 'incident', path: 'general.reg27Accident', type: 'yes/no', why: 'a serious accident (older SA records)' },
  {
    kind: 'incident',
    path: 'general.medical',
    type: 'choice',
    values: ['admitted'],
    why: 'someone admitted to hospital is a serious incident',
  },
  { kind: 'incident', path: 'notifications[].authority', type: 'choice', why: 'says who is owed a notification' },
  { kind: 'incident', path: 'notifications[].at', type: 'date-time', why: 'records that authority as told' },
]);

/** Incident types notifiable by their nature, in either home type. */
const NOTIFIABLE_TYPES = new Set(['death', 'exploitation', 'allegation_staff', 'allegation']);

/** CH reg 40(1): everyone told of a child's death (each "where not the placing authority" is still listed: the manager
 *  records the same authority once if it is both). */
const DEATH_CH = ['ofsted', 'placing_authority', 'secretary_of_state', 'local_authority', 'integrated_care_board'];

const LABELS = new Map(authoritiesToNotify.items.map((i) => [i.value as string, i.label]));
export const authorityLabel = (key: string) => LABELS.get(key) ?? key;

export const childDied = (r: Pick<IncidentScanRow, 'data'>) =>
  ((r.data as Data).general?.types ?? []).includes('death');

export function needsNotifying(r: IncidentScanRow): boolean {
  const d = r.data as Data;
  const g = d.general ?? {};
  if ((g.types ?? []).some((t) => NOTIFIABLE_TYPES.has(t))) return true;
  if (g.policeSerious || g.otherSerious || g.reg27Accident) return true; // the registered person's judgement
  if (g.medical === 'admitted') return true; // a serious injury: "any other serious incident"
  if (isSupportedAccommodation(r.homeType) && restrictiveIntervention(r)) return true;
  return (d.notifications ?? []).some((n) => n.authority && !n.at); // someone listed one still to do
}

/** Authorities still to notify (list keys), in the list's order. */
export function authoritiesOwed(r: IncidentScanRow): string[] {
  if (r.archivedAt || !needsNotifying(r)) return [];
  const d = r.data as Data;
  const sa = isSupportedAccommodation(r.homeType);
  const required = new Set(
    !sa && childDied(r) ? DEATH_CH : ['ofsted', sa ? 'accommodating_authority' : 'placing_authority'],
  );
  for (const n of d.notifications ?? []) if (n.authority) required.add(n.authority);
  const done = new Set((d.notifications ?? []).filter((n) => n.authority && n.at).map((n) => n.authority!));
  return authoritiesToNotify.items
    .map((i) => i.value as string)
    .filter((k) => required.has(k) && !done.has(k))
    .concat([...required].filter((k) => !LABELS.has(k) && !done.has(k)));
}
