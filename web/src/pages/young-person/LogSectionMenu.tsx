// The log section menus (SPEC §2 "Log section menu keys, in order"): logs, plans, reports, each key in the SPEC's
// order, leading to the record list or page that holds it. Kinds behind an organisation toggle that is off are left
// out, as everywhere. "ri{secret}" in the SPEC is read as the risk assessments. Links go to the SPEC's own paths
// (spec-paths.ts). An entry is offered only where the server lets the caller read what it leads to (a placing
// authority's social worker reads plans and incidents, not daily logs): the kinds the caller is given, or the
// young person's permission areas from the abilities.
import { Link } from 'react-router';
import { mayI } from '../../lib/abilities.ts';
import { kindTurnedOn } from '../../lib/toggles.ts';
import { useMe, useWording } from '../../session.tsx';
import { useProfile } from './context.ts';
import { reportsFor } from './reports/reportList.ts';
import { RISK_KINDS } from './spec-paths.ts';

/** `kind`: the kind it lists; `kinds`: any of these; `area`: a permission area; `report`: a report of reportList. */
type Entry = {
  key: string;
  label: string;
  to: string;
  kind?: string;
  kinds?: string[];
  area?: string;
  report?: string;
};

const LOG_SECTION_MENUS: { key: 'logs' | 'plans' | 'reports'; label: string; entries: Entry[] }[] = [
  {
    key: 'logs',
    label: 'Logs',
    entries: [
      { key: 'incidents', label: 'Incidents', to: 'profile/incident', kind: 'incident' },
      { key: 'appointments', label: 'Appointments', to: 'logs/appointments', kind: 'appointment' },
      { key: 'daily-logs', label: 'Daily logs', to: 'logs/daily-log', kind: 'daily-log' },
      { key: 'alerts', label: 'Alerts', to: 'profile/alerts', area: 'tasks' },
      {
        key: 'key-worker-sessions',
        label: 'Key worker sessions',
        to: 'logs/key-worker-session',
        kind: 'key-worker-session',
      },
      { key: 'safeguarding', label: 'Safeguarding', to: 'logs/safeguarding', kind: 'safeguarding' },
      { key: 'consequences', label: 'Consequences', to: 'logs/sanctions', kind: 'consequence' },
      {
        key: 'views-complaints-feedbacks',
        label: 'Views, complaints & feedback',
        to: 'logs/complaints-feedback',
        kind: 'complaint-feedback',
      },
      { key: 'visits', label: 'Visits', to: 'logs/visits', kind: 'visit' },
      { key: 'rewards', label: 'Rewards', to: 'logs/rewards', kind: 'reward' },
      { key: 'important-contacts', label: 'Important contacts', to: 'profile/details/contacts', kind: 'contact' },
      { key: 'daily-summaries', label: 'Daily summaries', to: 'logs/daily-summary', kind: 'daily-summary' },
    ],
  },
  {
    key: 'plans',
    label: 'Plans',
    entries: [
      {
        key: 'placement-plans',
        label: '{Placement plans|Support plans}',
        to: 'plans/placement-plans',
        kind: 'placement-plan',
      },
      {
        key: 'risk-assessments',
        label: 'Risk assessments',
        to: 'plans/risk-management',
        kinds: Object.values(RISK_KINDS),
      },
      { key: 'ils-management', label: 'ILS management', to: 'plans/ils', kind: 'ils-plan' },
      {
        key: 'behaviour-management',
        label: 'Behaviour management',
        to: 'plans/behaviour-management/assessment',
        kind: 'behaviour-support-plan',
      },
      {
        key: 'therapeutic-plans',
        label: 'Therapeutic plans',
        to: 'plans/therapeutic-plans',
        kind: 'therapeutic-plan',
      },
    ],
  },
  {
    key: 'reports',
    label: 'Reports',
    entries: [
      { key: 'summary-reports', label: 'Summary reports', to: 'reports/summary-exports', report: 'summary-exports' },
      {
        key: 'education-attendance',
        label: 'Education attendance',
        to: 'reports/education-attendance',
        kind: 'education-attendance',
      },
      { key: 'night-stay', label: 'Night stay', to: 'reports/overnight-stays', kind: 'night-stay' },
      {
        key: 'employment-attendance',
        label: 'Employment attendance',
        to: 'reports/employment-attendance',
        kind: 'employment-attendance',
      },
    ],
  },
];

export function LogSectionMenu({ ypId }: { ypId: string }) {
  const me = useMe();
  const w = useWording();
  const { definitions } = useProfile();
  const base = `/cyp/resident/${encodeURIComponent(ypId)}`;
  // the kinds the server gives the caller (their definitions list) that are switched on here
  const given = new Set(definitions.filter((d) => kindTurnedOn(me.toggles, d.kind)).map((d) => d.kind));
  const areas = mayI(me.abilities).youngPerson(ypId).areas;
  const reports = new Set(reportsFor(me, ypId).map((r) => r.key));
  const offered = (e: Entry) =>
    (!e.kind || given.has(e.kind)) &&
    (!e.kinds || e.kinds.some((k) => given.has(k))) &&
    (!e.area || (areas[e.area] ?? 'none') !== 'none') &&
    (!e.report || reports.has(e.report));
  return (
    <nav aria-label="Log sections" className="card grid grid-cols-1 gap-4 sm:grid-cols-3 lg:col-span-2">
      {LOG_SECTION_MENUS.map((menu) => (
        <div key={menu.key}>
          <h2 className="text-lg font-semibold">{menu.label}</h2>
          <ul className="mt-1 space-y-1">
            {menu.entries.filter(offered).map((e) => (
              <li key={e.key}>
                <Link className="link" to={`${base}/${e.to}`}>
                  {w(e.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
