// Demo leave, overtime and pay rates for Oak House and Willow Court: approved leave to
// come, a request awaiting the manager, one refused with its reason, sick leave a manager recorded, paid
// overtime and time off in lieu, and each member of staff's pay rates (one with a rise this month, so the
// month's gross pay splits at it). Written through the services, so alerts and the audit are real.
import type { Caller } from '../engine/access/index.ts';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { overtimeRequests } from '../engine/leave/overtime.ts';
import { leaveRequests } from '../engine/leave/requests.ts';
import { recordService } from '../engine/records/service.ts';
import type { Store } from '../engine/store/index.ts';
import { addDays, londonDate, mondayOf } from '../engine/time/london.ts';
import { demoPayMonth } from './pay-month.ts';

/** The Monday on or after a date. */
// the Monday on or after d
const monday = (d: string) => mondayOf(addDays(d, 6));

export async function seedLeave(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  caller: (email: string) => Promise<Caller>,
) {
  const records = recordService({ store, registry });
  const leave = leaveRequests({ store, registry, records });
  const overtime = overtimeRequests({ store, registry, records });
  const today = londonDate(new Date());
  const [hr, sam, alex, jordan, marcus, priya, dana] = await Promise.all(
    [
      'hr@demo.care',
      'staff.oak@demo.care',
      'alex.oak@demo.care',
      'staff.willow@demo.care',
      'manager.oak@demo.care',
      'manager.willow@demo.care',
      'director@demo.care',
    ].map(caller),
  );
  const oak = sam.homeIds[0];
  const willow = jordan.homeIds[0];

  // Sam: a week's approved annual leave in three weeks; a refused long weekend; sick leave last month (recorded by the
  // manager)
  const week = monday(addDays(today, 21));
  const samWeek = await leave.request(sam, {
    leaveType: 'annual',
    startsOn: week,
    endsOn: addDays(week, 4),
    note: 'Family holiday in Cornwall',
    homeId: oak,
  });
  await leave.decide(marcus, samWeek.leave.id, 'approve', null);
  const refused = await leave.request(sam, {
    leaveType: 'annual',
    startsOn: addDays(week, 11),
    endsOn: addDays(week, 14),
    note: 'Long weekend',
    homeId: oak,
  });
  await leave.decide(
    marcus,
    refused.leave.id,
    'reject',
    'Two colleagues are already off that weekend and we need three on shift; please pick another weekend.',
  );
  const sickFrom = monday(addDays(today, -40));
  await leave.request(marcus, {
    staffId: sam.id,
    homeId: oak,
    leaveType: 'sick',
    startsOn: sickFrom,
    endsOn: addDays(sickFrom, 2),
    note: 'Self-certified: stomach bug',
  });
  // Alex: awaiting a decision, overlapping Sam's week (the approver sees the clash)
  await leave.request(alex, {
    leaveType: 'annual',
    startsOn: addDays(week, 3),
    endsOn: addDays(week, 7),
    note: "Brother's wedding",
    homeId: oak,
  });
  // Jordan (Willow Court): approved half day, and a request awaiting Priya
  const half = monday(addDays(today, 10));
  const jordanHalf = await leave.request(jordan, {
    leaveType: 'annual',
    startsOn: half,
    endsOn: half,
    partDay: 'pm',
    note: 'Dentist',
    homeId: willow,
  });
  await leave.decide(priya, jordanHalf.leave.id, 'approve', null);
  await leave.request(jordan, {
    leaveType: 'annual',
    startsOn: monday(addDays(today, 35)),
    endsOn: addDays(monday(addDays(today, 35)), 2),
    homeId: willow,
  });
  // Priya's own leave, approved by the director
  const priyaLeave = await leave.request(priya, {
    leaveType: 'annual',
    startsOn: monday(addDays(today, 49)),
    endsOn: addDays(monday(addDays(today, 49)), 4),
    homeId: willow,
  });
  await leave.decide(dana, priyaLeave.leave.id, 'approve', null);

  // Overtime: Sam stayed late (recorded and approved by the manager, paid); Alex asks for TOIL; Jordan's paid overtime
  // awaits Priya
  await overtime.requestOvertime(marcus, {
    staffId: sam.id,
    homeId: oak,
    workedOn: addDays(today, -6),
    minutes: 150,
    compensation: 'paid',
    reason: 'Stayed on after a missing-from-care episode until the young person was home safe',
  });
  const toil = await overtime.requestOvertime(alex, {
    homeId: oak,
    workedOn: addDays(today, -3),
    minutes: 120,
    compensation: 'toil',
    reason: 'Covered the handover meeting on a day off',
  });
  await overtime.decideOvertime(marcus, toil.id, 'approve', null);
  await overtime.requestOvertime(alex, {
    homeId: oak,
    workedOn: addDays(today, -1),
    minutes: 90,
    compensation: 'paid',
    reason: 'Hospital appointment ran late',
  });
  await overtime.requestOvertime(jordan, {
    homeId: willow,
    workedOn: addDays(today, -2),
    minutes: 60,
    compensation: 'paid',
    reason: 'Waited with a young person for the out-of-hours social worker',
  });

  // Pay rates: from the April pay review before the demo pay month (seeds/pay-month.ts); Sam's promotion rise from the
  // 15th of this month
  const paid = `${demoPayMonth(today)}-01`;
  const april = `${Number(paid.slice(5, 7)) >= 4 ? paid.slice(0, 4) : Number(paid.slice(0, 4)) - 1}-04-01`;
  const rates: [Caller, string, string, string][] = [
    [sam, 'Residential support worker', '13.10', '60.00'],
    [alex, 'Senior residential support worker', '14.25', '65.00'],
    [jordan, 'Support worker', '12.90', '60.00'],
    [marcus, 'Registered manager', '21.50', '80.00'],
    [priya, 'Registered manager', '21.00', '80.00'],
  ];
  for (const [who, role, base, sleepIn] of rates) {
    const pence = Math.round(Number(base) * 100);
    const money = (p: number) => (p / 100).toFixed(2);
    await records.create(hr, 'pay-rate', {
      staffId: who.id,
      data: {
        effectiveFrom: april,
        role,
        baseHourly: base,
        nightHourly: money(pence + 50),
        weekendHourly: money(pence + 25),
        bankHolidayHourly: money(Math.round(pence * 1.5)),
        sleepInFlat: sleepIn,
        notes: 'April pay review',
      },
    });
  }
  await records.create(hr, 'pay-rate', {
    staffId: sam.id,
    data: {
      effectiveFrom: `${today.slice(0, 7)}-15`,
      role: 'Senior residential support worker',
      baseHourly: '14.25',
      nightHourly: '14.75',
      weekendHourly: '14.50',
      bankHolidayHourly: '21.38',
      sleepInFlat: '65.00',
      notes: 'Promoted to senior',
    },
  });
}

/**
 * The scale data set's share (seeds/scale.ts): for every member of staff, about eight leave requests a year (mostly
 * annual, some sick, one in ten refused, the newest awaiting a decision) and overtime twice a month, in two
 * statements.
 */
export async function seedScaleLeave(
  db: Store['db'],
  orgId: string,
  years: number,
): Promise<{ leave: number; overtime: number }> {
  // leave requests are records (kind leave-request): a decided one keeps its request as version 1
  const [leave] = await db.query<{ n: number }>(
    `with asked as (
       select uh.user_id as staff_id, uh.home_id, g, x.d,
              case when g = 0 then 'requested' when g % 10 = 7 then 'rejected' else 'approved' end as status,
              case when g = 0 then null else (select m.id from users m join user_homes mh on mh.user_id = m.id
                where mh.home_id = uh.home_id and m.is_manager and m.id <> uh.user_id limit 1) end as decider
       from user_homes uh join users u on u.id = uh.user_id and not u.is_manager
       cross join generate_series(0, $2::int * 8 - 1) g
       cross join lateral (select (current_date + 30 - g * 45 - (abs(hashtext(uh.user_id::text)) % 20))::date as d) x
       where uh.org_id = $1
     ), made as (
       insert into records (org_id, kind, definition_version_id, staff_id, home_id, author_id, record_date, data,
                            status, version, changed_by, change_action, change_reason)
       select $1, 'leave-request',
              (select id from definition_versions where kind = 'leave-request' and org_id is null
                order by version desc limit 1),
              staff_id, home_id, staff_id, d::timestamp at time zone 'UTC',
              jsonb_build_object('leaveType', case when g % 6 = 5 then 'sick' else 'annual' end,
                'startsOn', to_char(d, 'YYYY-MM-DD'), 'endsOn', to_char(d + (g % 4), 'YYYY-MM-DD'), 'partDay', null,
                'minutes', null, 'days', (g % 4) + 1, 'note', 'Scale data'),
              status, case when g = 0 then 1 else 2 end, decider,
              case when g = 0 then 'create' when status = 'rejected' then 'reject' else 'approve' end,
              case when status = 'rejected' then 'Short-staffed' end
       from asked
       returning id, org_id, version, author_id, created_at, data
     ), kept as (
       insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
       select id, 1, org_id, 'create', 'requested', data, author_id, created_at, null from made where version = 2
     )
     select count(*)::int as n from made`,
    [orgId, years],
  );
  // overtime requests are records too (kind overtime-request): the newest awaits a decision, the rest approved
  const [overtime] = await db.query<{ n: number }>(
    `with asked as (
       select uh.user_id as staff_id, uh.home_id, g,
              (current_date - g * 15 - (abs(hashtext(uh.user_id::text)) % 10))::date as d,
              case when g = 0 then null else (select m.id from users m join user_homes mh on mh.user_id = m.id
                where mh.home_id = uh.home_id and m.is_manager and m.id <> uh.user_id limit 1) end as decider
       from user_homes uh join users u on u.id = uh.user_id and not u.is_manager
       cross join generate_series(0, $2::int * 24 - 1) g
       where uh.org_id = $1
     ), made as (
       insert into records (org_id, kind, definition_version_id, staff_id, home_id, author_id, record_date, data,
                            status, version, changed_by, change_action)
       select $1, 'overtime-request',
              (select id from definition_versions where kind = 'overtime-request' and org_id is null
                order by version desc limit 1),
              staff_id, home_id, staff_id, d::timestamp at time zone 'UTC',
              jsonb_build_object('workedOn', to_char(d, 'YYYY-MM-DD'), 'minutes', 60 + (g % 4) * 30,
                'compensation', case when g % 3 = 0 then 'toil' else 'paid' end, 'reason', 'Scale data'),
              case when decider is null then 'requested' else 'approved' end,
              case when decider is null then 1 else 2 end, decider,
              case when decider is null then 'create' else 'approve' end
       from asked
       returning id, org_id, version, author_id, created_at, data
     ), kept as (
       insert into record_revisions (record_id, version, org_id, action, status, data, changed_by, changed_at, reason)
       select id, 1, org_id, 'create', 'requested', data, author_id, created_at, null from made where version = 2
     )
     select count(*)::int as n from made`,
    [orgId, years],
  );
  return { leave: Number(leave.n), overtime: Number(overtime.n) };
}
