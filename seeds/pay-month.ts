// The demo's pay month (decision 0881): the latest month, up to this one, that holds an England and Wales bank
// holiday, so its payroll CSV shows every kind of line a home's payroll has. On top of the rota seeds/rota.ts makes
// for it, Oak House's late worker stays on a sleep-in after their second late and Willow Court's support worker after
// their second day, some of them woken; each home's manager is on call on a day off and called out twice; Alex takes
// three days' annual leave; Jordan is an irregular-hours worker paid rolled-up holiday pay. Set-based writes through
// the stores (the shifts in one statement), so seeding stays fast; run once, on an empty organisation, like the rest.
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { leaveRequests } from '../engine/leave/requests.ts';
import { recordService } from '../engine/records/service.ts';
import { occurrence } from '../engine/rota/service.ts';
import type { Store } from '../engine/store/index.ts';
import { leaveStore } from '../engine/store/leave.ts';
import { rotaStore, type ShiftInput } from '../engine/store/rota.ts';
import { bankHolidaysIn } from '../engine/time/bank-holidays.ts';
import { addDays, addMonths, fromLocal, londonDate, parseYmd } from '../engine/time/london.ts';

/** The latest month (YYYY-MM), up to the one holding `today`, with an England and Wales bank holiday in it. */
export function demoPayMonth(today: string): string {
  let month = today.slice(0, 7);
  for (let i = 0; i < 12; i++) {
    const year = Number(month.slice(0, 4));
    if (bankHolidaysIn(year).some((d) => d.startsWith(month))) return month;
    month = addMonths(`${month}-01`, -1).slice(0, 7);
  }
  return today.slice(0, 7);
}

/** The days of a month, 'YYYY-MM-DD'. */
const daysOf = (month: string) => {
  const out: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) out.push(d);
  return out;
};
const at = (date: string, hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number);
  return fromLocal({ ...parseYmd(date), hour, minute });
};

export async function seedPayMonth(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const month = demoPayMonth(londonDate(new Date()));
  const days = daysOf(month);
  const rota = rotaStore(store.db, orgId);
  const [alex, jordan, marcus, priya, hr] = await Promise.all(
    [
      'alex.oak@demo.care',
      'staff.willow@demo.care',
      'manager.oak@demo.care',
      'manager.willow@demo.care',
      'hr@demo.care',
    ].map(caller),
  );
  const homes = await store.forOrg(orgId).people.homes();
  const from = at(days[0], '00:00');
  const to = at(addDays(days.at(-1)!, 1), '00:00');
  const sleepIns: ShiftInput[] = [];
  const onCall: ShiftInput[] = [];
  for (const [name, lastShift, sleeper, manager] of [
    ['Oak House', 'Late', null, marcus],
    ['Willow Court', 'Day', jordan, priya],
  ] as const) {
    const home = homes.find((h) => h.name === name)!;
    const patterns = await rota.patterns(home.id);
    const last = patterns.find((p) => p.name === lastShift)!;
    const sleepIn = patterns.find((p) => p.shiftType === 'sleep_in')!;
    const shifts = (await rota.shifts(home.id, from, to)).filter((s) => s.staffId && s.patternId === last.id);
    const on = new Set(shifts.map((s) => `${s.staffId}|${londonDate(new Date(s.startsAt))}`));
    for (const s of shifts) {
      const date = londonDate(new Date(s.startsAt));
      // the second of two in a row, and the person is off the next day: they stay on for the sleep-in
      if (!on.has(`${s.staffId}|${addDays(date, -1)}`) || (sleeper && s.staffId !== sleeper.id)) continue;
      const o = occurrence(date, sleepIn.startsAt, sleepIn.endsAt);
      sleepIns.push({ ...shiftOf(home.id, s.staffId, o, 'sleep_in', sleepIn.id), notes: null });
    }
    // the manager on call from home on the first day off of each week: 17:00 to 09:00 the next morning
    const worked = new Set(
      (await rota.staffShifts([manager.id], from, to)).map((s) => londonDate(new Date(s.startsAt))),
    );
    const offDays = days.filter((d) => !worked.has(d) && worked.has(addDays(d, -1)));
    for (const d of offDays)
      onCall.push({ ...shiftOf(home.id, manager.id, occurrence(d, '17:00', '09:00'), 'on_call', null) });
  }
  await rota.insertShifts([...sleepIns, ...onCall], marcus.id);

  // woken on the first two sleep-ins of each home, and called out on the first two on-call shifts of each manager
  const made = (await rota.staffShifts([alex.id, jordan.id, marcus.id, priya.id], from, to)).filter(
    (s) => s.shiftType === 'sleep_in' || s.shiftType === 'on_call',
  );
  const firstTwo = (pick: (s: (typeof made)[number]) => boolean) => made.filter(pick).slice(0, 2);
  const woken = [
    ...firstTwo((s) => s.shiftType === 'sleep_in' && s.staffId !== jordan.id),
    ...firstTwo((s) => s.shiftType === 'sleep_in' && s.staffId === jordan.id),
  ];
  for (const s of woken) {
    const start = new Date(s.startsAt).getTime() + 4 * 3_600_000;
    await rota.insertWake(s.id, new Date(start), new Date(start + 50 * 60_000), 'Young person unsettled', s.staffId!);
  }
  const calledOut = [
    ...firstTwo((s) => s.shiftType === 'on_call' && s.staffId === marcus.id),
    ...firstTwo((s) => s.shiftType === 'on_call' && s.staffId === priya.id),
  ];
  for (const s of calledOut) {
    const start = new Date(s.startsAt).getTime() + 5 * 3_600_000;
    await rota.insertWake(
      s.id,
      new Date(start),
      new Date(start + 95 * 60_000),
      'Called in: a young person missing from care',
      s.staffId!,
    );
  }

  // Alex takes three days' annual leave from the second Tuesday, booked by the manager (charged as rostered)
  const records = recordService({ store, registry });
  const leave = leaveRequests({ store, registry, records });
  const tuesday = days.filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 2)[1];
  await leave.request(marcus, {
    staffId: alex.id,
    homeId: alex.homeIds[0],
    leaveType: 'annual',
    startsOn: tuesday,
    endsOn: addDays(tuesday, 2),
    note: 'Half-term with the children',
  });

  // Jordan works irregular hours and is paid rolled-up holiday pay (reg 16A): 12.07 % of each month's pay
  await leaveStore(store.db, orgId).saveSettings(
    jordan.id,
    {
      daysPerWeek: 5,
      hoursPerDay: 7.5,
      irregularHours: true,
      rolledUpHolidayPay: true,
      unit: 'hours',
      yearStartMonth: 4,
      employmentStart: null,
      extraDays: 0,
      carriedOverDays: 0,
    },
    hr.id,
  );
}

const shiftOf = (
  homeId: string,
  staffId: string | null,
  o: { start: Date; end: Date },
  shiftType: string,
  patternId: string | null,
): ShiftInput => ({
  homeId,
  staffId,
  startsAt: o.start,
  endsAt: o.end,
  shiftType,
  breakMinutes: 0,
  patternId,
  notes: null,
});
