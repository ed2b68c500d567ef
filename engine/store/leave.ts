// How leave is counted and calendar feed tokens (migration 024), scoped to one organisation; plus the reads that
// leave and pay need of the rota's shifts (migration 023) and of approved overtime. Leave and overtime requests are
// records of approval kinds (leave-request, overtime-request: engine/store/requests.ts reads them whole).
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from './db.ts';

/** What gross pay and the leave balance read of an overtime request: a form edit may hide these, never remove them. */
export const fieldReads = fieldReader('Gross pay and time off in lieu (approved overtime)', [
  {
    kind: 'overtime-request',
    path: 'workedOn',
    type: 'date',
    why: 'places the overtime in a pay period and leave year',
  },
  { kind: 'overtime-request', path: 'minutes', type: 'number', why: 'the time paid or added to the leave balance' },
  {
    kind: 'overtime-request',
    path: 'compensation',
    type: 'choice',
    values: ['paid', 'toil'],
    why: 'tells paid overtime (gross pay) from time off in lieu (the leave balance)',
  },
]);

/** Approved overtime as pay reads it: an overtime-request record's day and minutes. */
export interface OvertimeWorked {
  id: string;
  staffId: string;
  workedOn: string;
  minutes: number;
}

export interface LeaveSettingsRow {
  daysPerWeek: number;
  hoursPerDay: number;
  irregularHours: boolean;
  /** Paid 12.07 % of each period's pay instead of pay when leave is taken (irregular hours only, reg 16A). */
  rolledUpHolidayPay?: boolean;
  unit: 'days' | 'hours';
  yearStartMonth: number;
  employmentStart: string | null;
  extraDays: number;
  carriedOverDays: number;
}

export interface ShiftRow {
  id: string;
  homeId: string;
  homeName: string;
  staffId: string | null;
  staffName: string | null;
  startsAt: Date;
  endsAt: Date;
  shiftType: string;
  breakMinutes: number;
  clockedInAt: Date | null;
  clockedOutAt: Date | null;
  wakeMinutes: number;
}

/** Approved overtime-request records (of one compensation) worked in [$3, $4]: day and minutes as typed columns. */
const APPROVED_OVERTIME = `from records where org_id = $1 and kind = 'overtime-request' and archived_at is null
   and status = 'approved' and data->>'compensation' = $2 and (data->>'workedOn')::date between $3 and $4`;

const SHIFT = `x.id, x.home_id as "homeId", h.name as "homeName", x.staff_id as "staffId", u.name as "staffName", x.starts_at as "startsAt",
  x.ends_at as "endsAt", x.shift_type as "shiftType", x.break_minutes as "breakMinutes", x.clocked_in_at as "clockedInAt",
  x.clocked_out_at as "clockedOutAt",
  coalesce((select sum(extract(epoch from (coalesce(w.back_at, w.woke_at) - w.woke_at)) / 60)::int from sleep_in_wakes w
            where w.shift_id = x.id and w.org_id = x.org_id), 0) as "wakeMinutes"`;

export function leaveStore(sql: Sql, orgId: string) {
  return {
    async settings(staffId: string): Promise<LeaveSettingsRow | null> {
      const [row] = await sql.query<LeaveSettingsRow>(
        `select days_per_week::float8 as "daysPerWeek", hours_per_day::float8 as "hoursPerDay", irregular_hours as "irregularHours",
           rolled_up_holiday_pay as "rolledUpHolidayPay", unit,
           year_start_month as "yearStartMonth", employment_start as "employmentStart", extra_days::float8 as "extraDays",
           carried_over_days::float8 as "carriedOverDays"
         from leave_settings where org_id = $1 and staff_id = $2`,
        [orgId, staffId],
      );
      return row ?? null;
    },
    /** How holiday is paid for these people (gross pay): hours a day and rolled-up holiday pay; none set is absent. */
    async holidayPaySettings(
      staffIds: string[],
    ): Promise<
      Map<string, Pick<LeaveSettingsRow, 'daysPerWeek' | 'hoursPerDay' | 'irregularHours'> & { rolledUp: boolean }>
    > {
      const rows = await sql.query<{
        staffId: string;
        daysPerWeek: number;
        hoursPerDay: number;
        irregularHours: boolean;
        rolledUp: boolean;
      }>(
        `select staff_id as "staffId", days_per_week::float8 as "daysPerWeek", hours_per_day::float8 as "hoursPerDay",
           irregular_hours as "irregularHours", irregular_hours and rolled_up_holiday_pay as "rolledUp"
         from leave_settings where org_id = $1 and staff_id = any($2::uuid[])`,
        [orgId, staffIds],
      );
      return new Map(rows.map(({ staffId, ...r }) => [staffId, r]));
    },
    async saveSettings(staffId: string, s: LeaveSettingsRow, by: string) {
      await sql.query(
        `insert into leave_settings (staff_id, org_id, days_per_week, hours_per_day, irregular_hours, unit, year_start_month, employment_start,
           extra_days, carried_over_days, updated_by, rolled_up_holiday_pay)
         values ($2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (staff_id) do update set days_per_week = $3, hours_per_day = $4, irregular_hours = $5, unit = $6, year_start_month = $7,
           employment_start = $8, extra_days = $9, carried_over_days = $10, updated_by = $11, updated_at = now(),
           rolled_up_holiday_pay = $12
         where leave_settings.org_id = $1`,
        [
          orgId,
          staffId,
          s.daysPerWeek,
          s.hoursPerDay,
          s.irregularHours,
          s.unit,
          s.yearStartMonth,
          s.employmentStart,
          s.extraDays,
          s.carriedOverDays,
          by,
          s.rolledUpHolidayPay ?? false,
        ],
      );
    },

    /** Approved paid overtime worked in [from, to] (London dates), by anyone: gross pay's read. */
    async paidOvertime(from: string, to: string): Promise<OvertimeWorked[]> {
      return sql.query<OvertimeWorked>(
        `select id, staff_id as "staffId", data->>'workedOn' as "workedOn", (data->>'minutes')::int as minutes
         ${APPROVED_OVERTIME} order by data->>'workedOn', id`,
        [orgId, 'paid', from, to],
      );
    },
    /** Approved time off in lieu worked in [from, to]: it adds to the leave balance. */
    async toilMinutes(staffId: string, from: string, to: string): Promise<number> {
      const [row] = await sql.query<{ m: number }>(
        `select coalesce(sum((data->>'minutes')::int), 0)::int as m ${APPROVED_OVERTIME} and staff_id = $5`,
        [orgId, 'toil', from, to, staffId],
      );
      return Number(row.m);
    },

    /** A person's (or a home's) rota shifts overlapping [from, to) instants, not archived. */
    async shifts(f: {
      staffId?: string;
      homeIds?: string[] | 'all';
      from: Date;
      to: Date;
      limit?: number;
    }): Promise<ShiftRow[]> {
      return sql.query<ShiftRow>(
        `select ${SHIFT} from shifts x join homes h on h.id = x.home_id left join users u on u.id = x.staff_id
         where x.org_id = $1 and x.archived_at is null and ($2::uuid is null or x.staff_id = $2) and ($3::uuid[] is null or x.home_id = any($3))
           and x.starts_at < $5 and x.ends_at > $4
         order by x.starts_at, x.id limit $6`,
        [
          orgId,
          f.staffId ?? null,
          f.homeIds === undefined || f.homeIds === 'all' ? null : f.homeIds,
          f.from,
          f.to,
          f.limit ?? 2000,
        ],
      );
    },
    /**
     * These people's shifts starting in [from, to), not archived: pay's read (index shifts_staff_time, one range per
     * person).
     */
    async shiftsStarting(staffIds: string[], from: Date, to: Date): Promise<ShiftRow[]> {
      if (!staffIds.length) return [];
      return sql.query<ShiftRow>(
        `select ${SHIFT} from shifts x join homes h on h.id = x.home_id left join users u on u.id = x.staff_id
         where x.org_id = $1 and x.archived_at is null and x.staff_id = any($2::uuid[]) and x.starts_at >= $3 and x.starts_at < $4
         order by x.starts_at, x.id`,
        [orgId, staffIds, from, to],
      );
    },
    /**
     * Minutes a person worked in shifts that ended in [from, to): clocked times where both are there, else planned;
     * less breaks.
     */
    async workedMinutes(staffId: string, from: Date, to: Date): Promise<number> {
      const [row] = await sql.query<{ m: number }>(
        `select coalesce(sum(greatest(0, extract(epoch from (coalesce(clocked_out_at, ends_at) - coalesce(case when clocked_out_at is not null then clocked_in_at end, starts_at))) / 60
                 - break_minutes)), 0)::int as m
         from shifts where org_id = $1 and staff_id = $2 and archived_at is null and shift_type not in ('sleep_in', 'on_call')
           and ends_at >= $3 and ends_at < $4`,
        [orgId, staffId, from, to],
      );
      return Number(row.m);
    },

    async setFeedToken(staffId: string, tokenHash: string) {
      await sql.query(
        `insert into calendar_feeds (staff_id, org_id, token_hash) values ($2, $1, $3)
         on conflict (staff_id) do update set token_hash = $3, created_at = now() where calendar_feeds.org_id = $1`,
        [orgId, staffId, tokenHash],
      );
    },
    async hasFeed(staffId: string): Promise<boolean> {
      return (
        (await sql.query(`select 1 from calendar_feeds where org_id = $1 and staff_id = $2`, [orgId, staffId])).length >
        0
      );
    },
  };
}

/** The person a calendar feed token belongs to (any organisation: the token is the only credential). */
export async function feedOwner(sql: Sql, tokenHash: string): Promise<{ staffId: string; orgId: string } | null> {
  const [row] = await sql.query<{ staffId: string; orgId: string }>(
    `select f.staff_id as "staffId", f.org_id as "orgId" from calendar_feeds f join users u on u.id = f.staff_id and u.active
     where f.token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}
