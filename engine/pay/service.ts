// Gross pay: hours from clock times (the rota's planned times where a
// shift was not clocked in and out) × the person's pay rates, plus approved paid overtime and holiday pay (decision
// 0880), per calendar month, with a CSV a payroll bureau can load. Who may see it: engine/access/leave.ts decidePay.
import type { Caller } from '../access/index.ts';
import { decidePay } from '../access/leave.ts';
import { parsePounds } from '../accounts/money.ts';
import { toCsv } from '../csv.ts';
import { DEFAULT_SETTINGS } from '../leave/entitlement.ts';
import { LEAVE_KIND, LEAVE_SPAN } from '../leave/hooks.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { leaveStore, type ShiftRow } from '../store/leave.ts';
import { type PayRateRecord, payStore } from '../store/pay.ts';
import { fromLocal, londonToday, pad, toLocal } from '../time/london.ts';
import {
  averageHourlyPence,
  grossPay,
  hoursText,
  payPeriod,
  type PayRate,
  type PayShift,
  plainPounds,
  rateOn,
} from './gross-pay.ts';
import { type ApprovedLeave, daysOnLeave, leaveTaken, type RosteredShift, workedShift } from './leave-taken.ts';
import { BAND_LABELS, type BelowMinimum, belowMinimum, tableAgeDays } from './minimum-wage.ts';
import { STALE_AFTER_DAYS } from './reference-rates.ts';
import { referenceRatesService } from './reference-service.ts';

const TYPE_LABELS: Record<string, string> = {
  base: 'Basic',
  night: 'Night',
  weekend: 'Weekend',
  bank_holiday: 'Bank holiday',
  sleep_in: 'Sleep-in',
  call_out: 'Call-out',
  overtime: 'Overtime',
  holiday: 'Holiday pay (leave taken)',
  rolled_up_holiday: 'Rolled-up holiday pay (12.07 %)',
};

const penceOrNull = (v: unknown) => (typeof v === 'string' && v.trim() ? parsePounds(v) : null);

/** A pay-rate record's data as pence; a record whose base rate does not parse is left out. */
function rateFromRecord(r: PayRateRecord): PayRate | null {
  const base = penceOrNull(r.data.baseHourly);
  const from = r.data.effectiveFrom;
  if (base === null || typeof from !== 'string') return null;
  return {
    effectiveFrom: from,
    basePence: base,
    nightPence: penceOrNull(r.data.nightHourly),
    weekendPence: penceOrNull(r.data.weekendHourly),
    bankHolidayPence: penceOrNull(r.data.bankHolidayHourly),
    sleepInPence: penceOrNull(r.data.sleepInFlat),
  };
}

const localText = (d: Date) => {
  const t = toLocal(d);
  return `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}`;
};

/** A rota shift as pay sees it: clocked times when both are there, else the planned ones. */
function payShift(s: ShiftRow): PayShift {
  const clocked = s.clockedInAt && s.clockedOutAt;
  const start = new Date(clocked ? s.clockedInAt! : s.startsAt);
  const end = new Date(clocked ? s.clockedOutAt! : s.endsAt);
  return {
    localStart: localText(start),
    minutes: Math.max(0, Math.round((end.getTime() - start.getTime()) / 60_000)),
    breakMinutes: s.breakMinutes,
    shiftType: s.shiftType,
    wakeMinutes: Number(s.wakeMinutes) || 0,
  };
}

const rostered = (s: PayShift, clocked: boolean): RosteredShift => ({
  date: s.localStart.slice(0, 10),
  shiftType: s.shiftType,
  minutes: Math.max(0, s.minutes - s.breakMinutes),
  clocked,
});
const clockedShift = (s: ShiftRow) => !!(s.clockedInAt && s.clockedOutAt);

/** The 52 weeks before the period, whose pay for time worked sets the rate of holiday pay (ERA 1996 s.224). */
const HOLIDAY_AVERAGE_WEEKS = 52;

export function payService({ store }: { store: Store }) {
  const reference = referenceRatesService({ store });
  /** Everyone's (or one person's) gross pay for a month, from three queries whatever the number of staff. */
  async function compute(c: Caller, month: string, staff: { id: string; name: string }[]) {
    const period = payPeriod(month);
    const from = fromLocal({
      year: Number(month.slice(0, 4)),
      month: Number(month.slice(5, 7)),
      day: 1,
      hour: 0,
      minute: 0,
    });
    const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1));
    const to = fromLocal({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: 1, hour: 0, minute: 0 });
    const ids = staff.map((s) => s.id);
    const lv = leaveStore(store.db, c.orgId);
    const [shifts, overtime, rateRows, births, tables, leaveRows, holidaySettings] = await Promise.all([
      lv.shiftsStarting(ids, from, to), // a shift belongs to the period it starts in
      lv.paidOvertime(period.from, period.to),
      payStore(store.db, c.orgId).rates(ids),
      payStore(store.db, c.orgId).birthDates(ids),
      // the organisation's minimum wage bands, night hours and bank holidays in force (decision 0780)
      reference.tables(c.orgId),
      store.forOrg(c.orgId).records.requests.overlapping({
        kind: LEAVE_KIND,
        span: LEAVE_SPAN,
        from: period.from,
        to: period.to,
        statuses: ['approved'],
        limit: 100_000,
      }),
      lv.holidayPaySettings(ids),
    ]);
    const wanted = new Set(ids);
    const byStaff = <T extends { staffId: string | null }>(rows: T[]) => {
      const m = new Map<string, T[]>();
      for (const r of rows) if (r.staffId && wanted.has(r.staffId)) m.set(r.staffId, [...(m.get(r.staffId) ?? []), r]);
      return m;
    };
    const shiftsOf = byStaff(shifts);
    const overtimeOf = byStaff(overtime);
    const ratesOf = byStaff(rateRows);
    const leaveOf = byStaff(leaveRows.map((r) => ({ staffId: r.staffId, ...(r.data as unknown as ApprovedLeave) })));
    const settingsOf = (id: string) => ({ ...DEFAULT_SETTINGS, rolledUp: false, ...holidaySettings.get(id) });
    const ratesFor = (id: string) => (ratesOf.get(id) ?? []).map(rateFromRecord).filter((r): r is PayRate => !!r);
    // the rate of holiday pay: pay for time worked over the 52 weeks before, for those taking annual leave
    const onHoliday = ids.filter(
      (id) => !settingsOf(id).rolledUp && (leaveOf.get(id) ?? []).some((l) => l.leaveType === 'annual'),
    );
    const before = await lv.shiftsStarting(
      onHoliday,
      new Date(from.getTime() - HOLIDAY_AVERAGE_WEEKS * 7 * 86_400_000),
      from,
    );
    const beforeOf = byStaff(before);
    const averageOf = (id: string) =>
      averageHourlyPence(
        grossPay((beforeOf.get(id) ?? []).map(payShift), [], ratesFor(id), tables.bankHolidays, tables.nightOn),
      );
    const ageDays = tables.minimumWage.length ? tableAgeDays(londonToday(), tables.minimumWage) : null;
    // the newest minimum wage row a year old: April's rates are missing, so the check may pass a rate now too low
    const minimumWageStale = ageDays === null || ageDays >= STALE_AFTER_DAYS;
    return staff.map((p) => {
      const rates = ratesFor(p.id);
      const settings = settingsOf(p.id);
      const leave = leaveOf.get(p.id) ?? [];
      const onLeave = daysOnLeave(leave, period);
      const rota = (shiftsOf.get(p.id) ?? []).map((x) => ({ pay: payShift(x), clocked: clockedShift(x) }));
      // a shift on a day of leave that was not clocked was not worked: the leave pays for it, if it is paid
      const worked = rota.filter((x) => workedShift(rostered(x.pay, x.clocked), onLeave)).map((x) => x.pay);
      const taken = leaveTaken(
        leave,
        period,
        settings,
        rota.map((x) => rostered(x.pay, x.clocked)),
      );
      const pay = grossPay(
        worked,
        (overtimeOf.get(p.id) ?? []).map((o) => ({ workedOn: o.workedOn, minutes: o.minutes })),
        rates,
        tables.bankHolidays,
        tables.nightOn,
        {
          taken,
          rolledUp: settings.rolledUp,
          averagePence: taken.length && !settings.rolledUp ? averageOf(p.id) : null,
        },
      );
      // every date paid for, its base rate against the minimum wage band of the person's age that day (decision 0432)
      const paidOn = [
        ...worked.map((x) => x.localStart.slice(0, 10)),
        ...(overtimeOf.get(p.id) ?? []).map((o) => o.workedOn),
      ].sort();
      const below = new Map<string, BelowMinimum & { rateFrom: string; bandLabel: string }>();
      for (const date of paidOn) {
        const r = rateOn(rates, date);
        const low = r && belowMinimum(r.basePence, births.get(p.id), date, tables.minimumWage);
        const key = low && `${r.effectiveFrom}|${low.band}|${low.minimumPence}`;
        if (low && !below.has(key!))
          below.set(key!, { ...low, rateFrom: r.effectiveFrom, bandLabel: BAND_LABELS[low.band] });
      }
      return {
        staff: p,
        period,
        rates,
        belowMinimumWage: [...below.values()],
        minimumWageStale,
        shifts: worked.length,
        ...pay,
        lines: pay.lines.map((l) => ({ ...l, label: TYPE_LABELS[l.type], hours: hoursText(l.minutes) })),
      };
    });
  }

  return {
    /** One person's gross pay for a month (HR, directors, or the person). */
    async forPerson(c: Caller, staffId: string, month: string) {
      const u = await store.forOrg(c.orgId).people.user(staffId);
      if (!u || u.youngPersonId) throw notFound('The member of staff');
      const may = decidePay(c, staffId);
      if (!may.ok) throw forbidden(may.reason);
      return (await compute(c, month, [{ id: u.id, name: u.name }]))[0];
    },

    /** Everyone's gross pay for a month, optionally of one home (HR and directors). */
    async summary(c: Caller, month: string, homeId?: string) {
      const may = decidePay(c, null);
      if (!may.ok) throw forbidden(may.reason);
      if (homeId && !(await store.forOrg(c.orgId).people.home(homeId))) throw notFound('The home');
      const staff = await store.forOrg(c.orgId).people.users({ homeId });
      const rows = await compute(
        c,
        month,
        staff.map((u) => ({ id: u.id, name: u.name })),
      );
      return { period: payPeriod(month), items: rows, totalPence: rows.reduce((n, r) => n + r.amountPence, 0) };
    },

    /** The CSV for the payroll bureau: one row per person, rate and type of hours; amounts in pounds to two places. */
    async csv(c: Caller, month: string, homeId?: string) {
      const { items, period } = await this.summary(c, month, homeId);
      const head = [
        'employee_id',
        'employee_name',
        'period_start',
        'period_end',
        'pay_type',
        'rate_from',
        'hours',
        'units',
        'rate_gbp',
        'amount_gbp',
      ];
      const lines: unknown[][] = [head];
      for (const r of items) {
        for (const l of r.lines) {
          lines.push([
            r.staff.id,
            r.staff.name,
            period.from,
            period.to,
            l.type,
            l.rateFrom,
            l.hours,
            l.units,
            // rolled-up holiday pay is a share of the period's pay, not an hourly rate
            l.type === 'rolled_up_holiday' ? '' : plainPounds(l.ratePence),
            plainPounds(l.amountPence),
          ]);
        }
      }
      return toCsv(lines);
    },
  };
}
