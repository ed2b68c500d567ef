// Types and small pieces the leave and overtime screens share.
import { NavLink } from 'react-router';
import { mayI } from '../lib/abilities.ts';
import { formatDate } from '../lib/format.ts';
import { useMe } from '../session.tsx';

export const LEAVE_TYPES = [
  ['annual', 'Annual'],
  ['bereavement', 'Bereavement'],
  ['maternity', 'Maternity'],
  ['paternity', 'Paternity'],
  ['shared_parental', 'Shared Parental'],
  ['sick', 'Sick'],
  ['unpaid', 'Unpaid'],
  ['other', 'Other'],
] as const;

export interface Leave {
  id: string;
  staffId: string;
  staffName: string;
  homeId: string;
  homeName: string;
  leaveType: string;
  leaveTypeLabel: string;
  startsOn: string;
  endsOn: string;
  partDay: 'am' | 'pm' | null;
  minutes: number | null;
  days: number;
  /** The rostered hours it takes (requests made before leave was charged as worked have none). */
  hours?: number | null;
  status: string;
  note: string | null;
  requestedByName: string;
  decidedByName: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  cancelledByName: string | null;
  cancelReason: string | null;
  createdAt: string;
  actions: string[];
}
export interface Balance {
  unit: 'days' | 'hours';
  entitlement: number;
  toil: number;
  taken: number;
  booked: number;
  requested: number;
  remaining: number;
}
export interface LeaveDetails {
  leave: Leave;
  balance: Balance;
  year: { start: string; end: string };
  overdraws: boolean;
  clashes: {
    shifts: { id: string; homeName: string; startsAt: string; endsAt: string; shiftType: string }[];
    colleagues: {
      id: string;
      staffName: string;
      startsOn: string;
      endsOn: string;
      status: string;
      leaveTypeLabel: string;
    }[];
  };
}
export interface Overtime {
  id: string;
  staffId: string;
  staffName: string;
  homeId: string;
  homeName: string;
  workedOn: string;
  minutes: number;
  compensation: 'paid' | 'toil';
  reason: string;
  status: string;
  requestedByName: string;
  decidedByName: string | null;
  decisionReason: string | null;
  actions: string[];
}
export interface StaffRef {
  id: string;
  name: string;
}

const TONE: Record<string, string> = {
  requested: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  approved: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  cancelled: 'bg-sunken',
};
const STATUS: Record<string, string> = {
  requested: 'Awaiting decision',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export function RequestStatus({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full border border-line px-2.5 py-0.5 text-sm ${TONE[status] ?? 'bg-sunken'}`}
    >
      {STATUS[status] ?? status}
    </span>
  );
}

export function dates(l: Pick<Leave, 'startsOn' | 'endsOn' | 'partDay' | 'minutes'>) {
  if (l.startsOn === l.endsOn) {
    const part = l.partDay
      ? l.partDay === 'am'
        ? ' (morning)'
        : ' (afternoon)'
      : l.minutes
        ? ` (${(l.minutes / 60).toFixed(2).replace(/\.00$/, '')} h)`
        : '';
    return formatDate(l.startsOn) + part;
  }
  return `${formatDate(l.startsOn)} to ${formatDate(l.endsOn)}`;
}
export const hours = (minutes: number) => `${(minutes / 60).toFixed(2).replace(/\.?0+$/, '')} h`;
const amount = (n: number, unit: 'days' | 'hours') => `${n} ${unit === 'days' ? (n === 1 ? 'day' : 'days') : 'h'}`;

export function BalanceCard({ balance, year }: { balance: Balance; year: { start: string; end: string } }) {
  const cells: [string, number][] = [
    ['Entitlement', balance.entitlement],
    ['Time off in lieu', balance.toil],
    ['Taken', balance.taken],
    ['Booked', balance.booked],
    ['Awaiting decision', balance.requested],
    ['Remaining', balance.remaining],
  ];
  return (
    <section className="card" aria-label="Leave balance">
      <h2 className="mb-2 font-semibold">
        Annual leave {formatDate(year.start)} to {formatDate(year.end)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cells.map(([label, n]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd
              className={`text-lg font-semibold ${label === 'Remaining' && n < 0 ? 'text-red-700 dark:text-red-300' : ''}`}
              data-testid={`balance-${label.toLowerCase().replace(/ /g, '-')}`}
            >
              {amount(n, balance.unit)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const LEAVE_LINKS = [
  ['/calendar/leaves/my-leaves', 'My leave'],
  ['/calendar/leaves/my-history', 'My history'],
  ['/calendar/leaves/request', 'Request leave'],
  ['/calendar/leaves/home-leaves', 'Home leave'],
  ['/calendar/leaves/home-history', 'Home history'],
  ['/calendar/leaves/schedule', 'Schedule leave'],
  ['/calendar/leaves/leave', 'Entitlement'],
];
const OVERTIME_LINKS = [
  ['/calendar/overtime/my-overtimes', 'My overtime'],
  ['/calendar/overtime/history', 'My history'],
  ['/calendar/overtime/request', 'Request overtime'],
  ['/calendar/overtime/home-overtimes', 'Home overtime'],
  ['/calendar/overtime/home-history', 'Home history'],
  ['/calendar/overtime/create', 'Add for someone'],
];
const CALENDAR_LINKS = [
  ['/calendar', 'Calendar'],
  ['/calendar/planner', 'Planner'],
  ['/calendar/day', 'Today'],
  ['/calendar/handovers', 'Handovers'],
  ['/calendar/leaves/my-leaves', 'Leave'],
  ['/calendar/overtime/my-overtimes', 'Overtime'],
];

export function SubNav({ area }: { area: 'leave' | 'overtime' | 'calendar' }) {
  const me = useMe();
  // home views need leave read or managing a home (SPEC §6); the API refuses the rest, the menu does not offer them
  const seesHome = mayI(me.abilities).anyHome((h) => h.leave.read);
  const homeOnly = new Set([
    '/calendar/leaves/home-leaves',
    '/calendar/leaves/home-history',
    '/calendar/leaves/schedule',
    '/calendar/overtime/home-overtimes',
    '/calendar/overtime/home-history',
    '/calendar/overtime/create',
  ]);
  const links = (area === 'leave' ? LEAVE_LINKS : area === 'overtime' ? OVERTIME_LINKS : CALENDAR_LINKS).filter(
    ([to]) => seesHome || !homeOnly.has(to),
  );
  return (
    <nav
      aria-label={area === 'calendar' ? 'Calendar' : area === 'leave' ? 'Leave' : 'Overtime'}
      className="flex flex-wrap gap-2"
    >
      {links.map(([to, label]) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) => `${isActive ? 'btn-primary' : 'btn-secondary'} !min-h-[40px] !px-3 text-sm`}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Field errors from a problem, by path. */
export const fieldError = (errors: { path: string; message: string }[] | undefined, path: string) =>
  errors?.find((e) => e.path === path)?.message;
