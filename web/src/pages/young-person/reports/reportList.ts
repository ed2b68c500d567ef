// The young person's reports (SPEC §2 "reports"); in/out, overnight stays and employment attendance only where the
// organisation
// has turned them on (SPEC §9), and none the person's young-person permissions rule out.
import { mayI } from '../../../lib/abilities.ts';
import type { Me } from '../../../types.ts';

export interface ReportInfo {
  key: string;
  title: string;
  description: string;
  toggle?: string;
  ypPermission?: string;
}

/**
 * In the SPEC's order of the reports menu (summary reports, education attendance, night stay, employment attendance),
 * then the rest.
 */
const REPORTS: ReportInfo[] = [
  {
    key: 'summary-exports',
    title: 'Summary export',
    description:
      'A printable document of the records in a date range, for reviews and inspections; saved with its own address.',
  },
  {
    key: 'education-attendance',
    title: 'Education attendance',
    description: 'Morning and afternoon attendance day by day, totals by code and the attendance rate.',
    ypPermission: 'educationAttendance',
  },
  {
    key: 'overnight-stays',
    title: 'Overnight stays',
    description: 'Nights away from the home and whether they were agreed in advance.',
    toggle: 'recordNightStay',
    ypPermission: 'nightStay',
  },
  {
    key: 'employment-attendance',
    title: 'Employment attendance',
    description: 'Days at work or training, hours worked and lateness.',
    toggle: 'employmentAttendance',
    ypPermission: 'educationAttendance',
  },
  {
    key: 'in-out',
    title: 'In/out',
    description: 'Times out of the home, late returns and missing episodes.',
    toggle: 'inOutStatus',
    ypPermission: 'inOut',
  },
  {
    key: 'weekly-exports',
    title: 'Weekly report',
    description: 'A week in records: how many of each, the notable ones and attendance.',
    ypPermission: 'weeklyReports',
  },
];

/** The reports this young person's profile offers: turned on, and their permission area open to the caller. */
export function reportsFor(me: Me, youngPersonId: string): ReportInfo[] {
  const areas = mayI(me.abilities).youngPerson(youngPersonId).areas;
  return REPORTS.filter(
    (r) =>
      (!r.toggle || me.toggles?.[r.toggle] === true) &&
      (!r.ypPermission || (areas[r.ypPermission] ?? 'none') !== 'none'),
  );
}
