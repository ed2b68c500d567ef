// The demo rota: each home's shift patterns with its minimum staffing, staff's rota facts (skills,
// one 48-hour opt-out), and a believable rota from the Monday before this month's 1st (or the demo pay month's, when
// that is earlier: seeds/pay-month.ts) to the Sunday after its end —
// a six-day early/early/late/late/off/off cycle, one unfilled sleep-in, and one shift a manager saved despite a
// working-time warning, with the reason. The new rota (grid, copy and paste weeks) is turned on for the demo.
import type { Caller } from '../engine/access/index.ts';
import { signaturePng } from '../engine/accounts/signature-png.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { recordService } from '../engine/records/service.ts';
import { mondayOf, occurrence, rotaService } from '../engine/rota/service.ts';
import type { Store } from '../engine/store/index.ts';
import { type PatternInput, type PatternRow, rotaStore, type ShiftInput } from '../engine/store/rota.ts';
import { addDays, londonDate } from '../engine/time/london.ts';
import { demoPayMonth } from './pay-month.ts';

const pattern = (
  name: string,
  startsAt: string,
  endsAt: string,
  shiftType: string,
  breakMinutes: number,
  more: Partial<PatternInput> = {},
): PatternInput => ({
  name,
  startsAt,
  endsAt,
  shiftType,
  breakMinutes,
  minStaff: 1,
  needsDriver: false,
  needsMedication: false,
  needsFirstAid: false,
  colour: null,
  sort: 0,
  ...more,
});

const HOMES = {
  'Oak House': {
    manager: 'manager.oak@demo.care',
    people: ['staff.oak@demo.care', 'alex.oak@demo.care', 'manager.oak@demo.care'],
    patterns: [
      pattern('Early', '07:00', '15:00', 'early', 30, {
        needsDriver: true,
        needsMedication: true,
        colour: '#fde68a',
        sort: 1,
      }),
      pattern('Late', '14:30', '22:30', 'late', 30, {
        needsMedication: true,
        needsFirstAid: true,
        colour: '#bfdbfe',
        sort: 2,
      }),
      pattern('Sleep-in', '22:30', '07:00', 'sleep_in', 0, { minStaff: 0, colour: '#ddd6fe', sort: 3 }),
      pattern('Waking night', '22:00', '07:30', 'waking_night', 30, { minStaff: 0, colour: '#c7d2fe', sort: 4 }),
    ],
  },
  'Willow Court': {
    manager: 'manager.willow@demo.care',
    people: ['staff.willow@demo.care', 'manager.willow@demo.care'],
    patterns: [
      pattern('Day', '09:00', '17:00', 'day', 30, { needsFirstAid: true, colour: '#bbf7d0', sort: 1 }),
      pattern('Evening', '15:00', '23:00', 'late', 30, { minStaff: 0, colour: '#bfdbfe', sort: 2 }),
      pattern('Sleep-in', '23:00', '08:00', 'sleep_in', 0, { minStaff: 0, colour: '#ddd6fe', sort: 3 }),
    ],
  },
} as const;

const FACTS: Record<
  string,
  { driver?: boolean; medicationTrained?: boolean; firstAider?: boolean; optedOut48?: boolean; shiftLeader?: boolean }
> = {
  'staff.oak@demo.care': { driver: true, medicationTrained: true, firstAider: true, shiftLeader: true },
  'alex.oak@demo.care': {
    driver: true,
    medicationTrained: true,
    firstAider: true,
    optedOut48: true,
    shiftLeader: true,
  },
  'manager.oak@demo.care': { driver: true, medicationTrained: true, firstAider: true, shiftLeader: true },
  'staff.willow@demo.care': { driver: true, medicationTrained: true, firstAider: true, shiftLeader: true },
  'manager.willow@demo.care': { medicationTrained: true, firstAider: true, shiftLeader: true },
};

export async function seedRota(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const org = await store.forOrg(orgId).people.organisation();
  await store.platform.setFeatures(orgId, { ...(org?.features ?? {}), enableNewRota: true });
  const rota = rotaStore(store.db, orgId);
  // the director and the HR manager work across the homes but not on shift
  await rota.setShowInRota([(await caller('director@demo.care')).id, (await caller('hr@demo.care')).id], false);
  const homes = await store.forOrg(orgId).people.homes();
  const today = londonDate(new Date());
  const first = mondayOf(`${demoPayMonth(today)}-01`);
  const monthEnd = addDays(`${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`, -1);
  const last = addDays(mondayOf(monthEnd), 6);
  const days = Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;

  for (const [name, plan] of Object.entries(HOMES)) {
    const home = homes.find((h) => h.name === name)!;
    const manager = await caller(plan.manager);
    const made: PatternRow[] = [];
    for (const p of plan.patterns) made.push(await rota.insertPattern(home.id, p, manager.id));
    const byName = (n: string) => made.find((p) => p.name === n)!;
    const people = await Promise.all(plan.people.map((e) => caller(e)));
    for (const [i, email] of plan.people.entries()) {
      const f = FACTS[email] ?? {};
      await rota.setFacts(
        people[i].id,
        {
          optedOut48: f.optedOut48 ?? false,
          optedOutOn: f.optedOut48 ? addDays(today, -200) : null,
          nightWorker: false,
          driver: f.driver ?? false,
          medicationTrained: f.medicationTrained ?? false,
          firstAider: f.firstAider ?? false,
          shiftLeader: f.shiftLeader ?? false,
        },
        manager.id,
      );
    }
    // the opt-out's signed agreement, kept as a record beside the facts (decision 0741)
    for (const [i, email] of plan.people.entries())
      if (FACTS[email]?.optedOut48)
        await recordService({ store, registry }).create(manager, 'working-time-opt-out', {
          staffId: people[i].id,
          homeId: home.id,
          data: {
            signedOn: addDays(today, -200),
            noticeDays: 7,
            wording:
              'I agree that the 48-hour average weekly limit in regulation 4 of the Working Time Regulations 1998 ' +
              'shall not apply to me. I may end this agreement by giving 7 days’ notice in writing.',
            workerSignature: signaturePng(),
          },
        });
    // early, early, late, late, off, off — each person two days on from the last, so every day has one of each
    const cycle = name === 'Oak House' ? ['E', 'E', 'L', 'L', '-', '-'] : ['E', 'E', '-', '-'];
    const [early, late] = name === 'Oak House' ? [byName('Early'), byName('Late')] : [byName('Day'), byName('Day')];
    const rows: ShiftInput[] = [];
    const add = (date: string, p: PatternRow, staffId: string | null) => {
      const o = occurrence(date, p.startsAt, p.endsAt);
      rows.push({
        homeId: home.id,
        staffId,
        startsAt: o.start,
        endsAt: o.end,
        shiftType: p.shiftType,
        breakMinutes: p.breakMinutes,
        patternId: p.id,
        notes: null,
      });
    };
    for (let d = 0; d < days; d++) {
      const date = addDays(first, d);
      people.forEach((person, i) => {
        const slot = cycle[(d + i * 2) % cycle.length];
        if (slot === 'E') add(date, early, person.id);
        if (slot === 'L') add(date, late, person.id);
      });
    }
    // one sleep-in no one has taken yet, a week from today
    if (name === 'Oak House') add(addDays(today, 7), byName('Sleep-in'), null);
    await rota.insertShifts(rows, manager.id);

    // one extra early after a late: under 11 hours' rest, saved by the manager with the reason
    if (name === 'Oak House') {
      const service = rotaService({ store, records: recordService({ store, registry }) });
      const view = await service.rota(manager, home.id, { from: addDays(today, 1), to: addDays(today, 8) });
      const lateShift = view.shifts.find(
        (s) =>
          s.patternId === late.id &&
          s.staffId &&
          !view.shifts.some((o) => o.staffId === s.staffId && o.date === addDays(s.date, 1)),
      );
      if (lateShift) {
        await service
          .addShift(manager, {
            homeId: home.id,
            staffId: lateShift.staffId,
            date: addDays(lateShift.date, 1),
            patternId: early.id,
            notes: 'Covering sickness',
            overrideReason:
              'Covering sickness: no agency cover available; agreed with the member of staff, who takes compensatory rest on their next day off.',
            // the rest owed (regs 21 and 24): two hours, on the day after the extra early
            compensatoryRest: { on: addDays(lateShift.date, 2), hours: 2 },
            // a clash (already on that early) leaves the demo without the extra shift, nothing more
          })
          .catch(() => undefined);
      }
    }
  }
}
