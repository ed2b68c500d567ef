// One calendar: of a home — its shifts, leave, tasks and their due dates, young people's
// appointments, reviews and statutory obligations (system tasks), staff and young people's birthdays — and
// of a person — their shifts, leave and tasks. Every item passes its source's own rule: leave decidePersonLeave,
// tasks decideTask, appointments and handovers the record read rule. The iCalendar feed is a person's own.
import { createHash, randomBytes } from 'node:crypto';
import { type Caller, callerFrom, decideTask } from '../access/index.ts';
import { decideCalendar, decideHomeLeave } from '../access/leave.ts';
import { decideRota } from '../access/rota.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { LEAVE_KIND, LEAVE_SPAN } from '../leave/hooks.ts';
import { leaveOf } from '../leave/requests.ts';
import { LEAVE_TYPE_LABELS } from '../leave/rules.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import { readableRecords } from '../records/readable.ts';
import { calendarStore } from '../store/calendar.ts';
import type { Store } from '../store/index.ts';
import { feedOwner, leaveStore } from '../store/leave.ts';
import { addDays, fromLocal, londonDate } from '../time/london.ts';
import { icalendar, type IcalEvent } from './ical.ts';

export type CalendarKind = 'shift' | 'leave' | 'task' | 'obligation' | 'review' | 'appointment' | 'birthday';
export interface CalendarItem {
  id: string;
  kind: CalendarKind;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  homeId: string | null;
  staffId?: string | null;
  status?: string;
  link: string | null;
}

export const MAX_RANGE_DAYS = 62;
const SHIFT_LABELS: Record<string, string> = {
  early: 'Early',
  late: 'Late',
  long_day: 'Long day',
  day: 'Day',
  waking_night: 'Waking night',
  sleep_in: 'Sleep-in',
  on_call: 'On call',
};
const startOf = (d: string) =>
  fromLocal({
    year: Number(d.slice(0, 4)),
    month: Number(d.slice(5, 7)),
    day: Number(d.slice(8, 10)),
    hour: 0,
    minute: 0,
  });
const iso = (d: Date | string) => new Date(d).toISOString();
const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

/**
 * Birthdays of people born on `dob` falling in [from, to] (dates), as 'YYYY-MM-DD' of that year; 29 February on 28th in
 * other years.
 */
export function birthdaysIn(dob: string, from: string, to: string): string[] {
  const out: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
    let md = dob.slice(5);
    if (md === '02-29' && !((y % 4 === 0 && y % 100 !== 0) || y % 400 === 0)) md = '02-28';
    const d = `${y}-${md}`;
    if (d >= from && d <= to && d > dob) out.push(d);
  }
  return out;
}

export function calendarService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  function range(from: string, to: string) {
    if (to < from)
      throw new Problem(422, 'Validation failed', 'The end comes before the start.', [
        { path: '/to', message: 'must be on or after from' },
      ]);
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    if (days > MAX_RANGE_DAYS)
      throw new Problem(422, 'Validation failed', `Ask for at most ${MAX_RANGE_DAYS} days at once.`, [
        { path: '/to', message: `must be within ${MAX_RANGE_DAYS} days of from` },
      ]);
    return { from, to, start: startOf(from), end: startOf(addDays(to, 1)) };
  }

  async function items(
    c: Caller,
    f: { homeId?: string; staffId?: string },
    r: ReturnType<typeof range>,
  ): Promise<CalendarItem[]> {
    const lv = leaveStore(store.db, c.orgId);
    const cal = calendarStore(store.db, c.orgId);
    const homeIds = f.homeId ? [f.homeId] : null;
    const out: CalendarItem[] = [];
    const [shifts, leave, tasks] = await Promise.all([
      lv.shifts({ homeIds: homeIds ?? undefined, staffId: f.staffId, from: r.start, to: r.end }),
      store
        .forOrg(c.orgId)
        .records.requests.overlapping({
          kind: LEAVE_KIND,
          span: LEAVE_SPAN,
          homeIds: homeIds ?? undefined,
          staffId: f.staffId,
          from: r.from,
          to: r.to,
          statuses: ['requested', 'approved'],
        })
        .then((rows) => rows.map(leaveOf)),
      cal.tasks({ homeIds, assignee: f.staffId ?? null, from: r.start, to: r.end }),
    ]);
    for (const s of shifts) {
      out.push({
        id: `shift:${s.id}`,
        kind: 'shift',
        title: `${SHIFT_LABELS[s.shiftType] ?? s.shiftType}: ${s.staffName ?? 'Unfilled'}${f.homeId ? '' : ` (${s.homeName})`}`,
        start: iso(s.startsAt),
        end: iso(s.endsAt),
        allDay: false,
        homeId: s.homeId,
        staffId: s.staffId,
        link: s.staffId === c.id || decideRota(c, s.homeId, 'read').ok ? `/calendar/shift?id=${s.id}` : null,
      });
    }
    const seesHomeLeave = !f.homeId || decideHomeLeave(c, f.homeId).ok;
    for (const l of leave) {
      if (!seesHomeLeave && l.staffId !== c.id) continue;
      out.push({
        id: `leave:${l.id}`,
        kind: 'leave',
        title: `${l.staffName}: ${LEAVE_TYPE_LABELS[l.leaveType]} leave${l.status === 'requested' ? ' (asked for)' : ''}`,
        start: l.startsOn,
        end: addDays(l.endsOn, 1),
        allDay: true,
        homeId: l.homeId,
        staffId: l.staffId,
        status: l.status,
        link: `/calendar/leaves/details?id=${l.id}`,
      });
    }
    const readable = await readableRecords(
      { store, registry },
      c,
      tasks.map((t) => t.recordId),
    );
    for (const t of tasks) {
      if (!decideTask(c, { homeId: t.homeId, assignedTo: t.assignedTo, createdBy: t.createdBy }, 'read').ok) continue;
      if (t.recordId && !readable.has(t.recordId)) continue;
      // a recurring duty's task (duty:…, about no record) is an obligation on the calendar
      const kind: CalendarKind =
        t.naturalKey?.startsWith('duty:') && !t.recordId ? 'obligation' : /review/i.test(t.type) ? 'review' : 'task';
      out.push({
        id: `task:${t.id}`,
        kind,
        title: t.title,
        start: iso(t.dueAt),
        end: iso(t.dueAt),
        allDay: false,
        homeId: t.homeId,
        status: t.status,
        link: `/dashboard/tasks/task?id=${t.id}`,
      });
    }
    if (f.homeId) {
      const appts = await cal.records('appointment', [f.homeId], r.start, r.end);
      const seen = await readableRecords(
        { store, registry },
        c,
        appts.map((a) => a.id),
      );
      for (const a of appts.filter((x) => seen.has(x.id))) {
        const what =
          typeof a.data.withWhom === 'string'
            ? a.data.withWhom
            : typeof a.data.type === 'string'
              ? a.data.type
              : 'Appointment';
        out.push({
          id: `appointment:${a.id}`,
          kind: 'appointment',
          title: `${a.youngPersonName ?? ''}: ${what}`,
          start: iso(a.recordDate),
          end: iso(a.recordDate),
          allDay: false,
          homeId: a.homeId,
          link: `/cyp/resident/${a.youngPersonId}/records/appointment/${a.id}`,
        });
      }
      for (const b of await cal.birthdays([f.homeId])) {
        for (const d of birthdaysIn(b.dateOfBirth, r.from, r.to)) {
          out.push({
            id: `birthday:${b.id}:${d}`,
            kind: 'birthday',
            title: `${b.name}'s birthday`,
            start: d,
            end: addDays(d, 1),
            allDay: true,
            homeId: f.homeId,
            link: null,
          });
        }
      }
    }
    return out.sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  }

  return {
    /** A home's or a person's calendar over a date range (default: the caller's own). */
    async calendar(c: Caller, q: { homeId?: string; staffId?: string; from: string; to: string }) {
      const r = range(q.from, q.to);
      if (q.homeId && !(await store.forOrg(c.orgId).people.home(q.homeId))) throw notFound('The home');
      if (q.staffId) {
        const u = await store.forOrg(c.orgId).people.user(q.staffId);
        if (!u || u.youngPersonId) throw notFound('The member of staff');
      }
      const staffId = q.staffId ?? (q.homeId ? undefined : c.id);
      const may = decideCalendar(c, { homeId: q.homeId, staffId });
      if (!may.ok) throw forbidden(may.reason);
      return {
        from: r.from,
        to: r.to,
        homeId: q.homeId ?? null,
        staffId: staffId ?? null,
        items: await items(c, { homeId: staffId ? undefined : q.homeId, staffId }, r),
      };
    },

    /** Today for the shift: the home's items today. */
    async day(c: Caller, homeId: string, date = londonDate(new Date())) {
      return this.calendar(c, { homeId, from: date, to: date });
    },

    /** The home's handover records, newest first (the handover kind is the rota's: none yet, none listed). */
    async handovers(c: Caller, homeId: string) {
      if (!(await store.forOrg(c.orgId).people.home(homeId))) throw notFound('The home');
      const may = decideCalendar(c, { homeId });
      if (!may.ok) throw forbidden(may.reason);
      const rows = await calendarStore(store.db, c.orgId).records('handover', [homeId], null, null, 100);
      const seen = await readableRecords(
        { store, registry },
        c,
        rows.map((r) => r.id),
      );
      return {
        items: rows
          .filter((r) => seen.has(r.id))
          .map((r) => ({
            id: r.id,
            recordDate: r.recordDate,
            status: r.status,
            authorName: r.authorName,
            link: `/home/shift/handover/entry/${r.id}`,
          })),
      };
    },

    /** A new feed address for the caller's own calendar; the token is shown once, only its hash kept. */
    async newFeed(c: Caller) {
      const may = decideCalendar(c, { staffId: c.id });
      if (!may.ok) throw forbidden(may.reason);
      const token = randomBytes(24).toString('base64url');
      await leaveStore(store.db, c.orgId).setFeedToken(c.id, hashToken(token));
      return { token, path: `/api/calendar/ical?token=${token}` };
    },

    async hasFeed(c: Caller) {
      return { exists: await leaveStore(store.db, c.orgId).hasFeed(c.id) };
    },

    /**
     * A person's iCalendar: from 30 days back to 60 ahead (shifts, leave, tasks), by token or for the signed-in caller.
     */
    async ical(c: Caller | null, token: string | undefined) {
      let caller = c;
      if (token) {
        const owner = await feedOwner(store.db, hashToken(token));
        if (!owner)
          throw new Problem(
            404,
            'Not found',
            'This calendar address is not in use; make a new one from your calendar.',
          );
        const u = await store.forOrg(owner.orgId).people.user(owner.staffId);
        if (!u) throw new Problem(404, 'Not found', 'This calendar address is not in use.');
        caller = callerFrom(u);
      }
      if (!caller) throw new Problem(401, 'Unauthorized', 'Sign in, or use your calendar address.');
      const may = decideCalendar(caller, { staffId: caller.id });
      if (!may.ok) throw forbidden(may.reason);
      const today = londonDate(new Date());
      const from = addDays(today, -30);
      const list: CalendarItem[] = [];
      // the range rule allows 62 days a call: two calls cover the 91 days
      for (const [a, b] of [
        [from, addDays(from, 45)],
        [addDays(from, 46), addDays(today, 60)],
      ])
        list.push(...(await items(caller, { staffId: caller.id }, range(a, b))));
      const unique = [...new Map(list.map((i) => [i.id, i])).values()];
      const events: IcalEvent[] = unique.map((i) => ({
        uid: `${i.id.replace(/:/g, '-')}@care-records`,
        summary: i.title,
        start: i.allDay ? i.start : new Date(i.start),
        end: i.allDay
          ? i.end
          : new Date(i.end === i.start ? new Date(new Date(i.start).getTime() + 30 * 60_000) : i.end),
        description: i.status ? `Status: ${i.status}` : null,
        url: null,
      }));
      return icalendar(`${caller.name} — care calendar`, events);
    },
  };
}
