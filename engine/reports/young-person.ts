// Reports about one young person, worked out from their records: education attendance, in/out,
// overnight stays and the weekly report. In/out and night stays follow the organisation toggles
// (SPEC §9): where a toggle is off the report is not offered.
import { type Caller, decideYoungPersonView } from '../access/index.ts';
import { forbidden, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { YoungPersonService } from '../young-people/service.ts';

type Range = { from?: Date; to?: Date };
const ATTENDED = new Set(['present', 'late', 'off_site_education']);
const inRange = (d: string | undefined, r: Range) =>
  !!d && (!r.from || new Date(d) >= r.from) && (!r.to || new Date(d) < r.to);

export function youngPersonReports({ store, youngPeople }: { store: Store; youngPeople: YoungPersonService }) {
  async function toggles(caller: Caller) {
    const org = await store.forOrg(caller.orgId).people.organisation();
    return ((org?.settings as { toggles?: Record<string, unknown> })?.toggles ?? {}) as Record<string, unknown>;
  }
  async function requireToggle(caller: Caller, toggle: string, what: string) {
    if ((await toggles(caller))[toggle] !== true)
      throw new Problem(404, 'Not found', `${what} is not turned on for your organisation (setting "${toggle}").`);
  }

  return {
    async educationAttendance(caller: Caller, ypId: string, range: Range) {
      const yp = await youngPeople.load(caller, ypId);
      // a week's record may start before the range: widen by a week and filter the days
      const from = range.from ? new Date(range.from.getTime() - 7 * 86400_000) : undefined;
      const records = await youngPeople.records(caller, yp.id, { from, to: range.to, kinds: ['education-attendance'] });
      const days = records.flatMap((r) =>
        ((r.data.days ?? []) as { date: string; am: string; pm: string; minutesLate?: number; reason?: string }[])
          .filter((d) => inRange(d.date, range))
          .map((d) => ({ ...d, recordId: r.id })),
      );
      const byCode: Record<string, number> = {};
      for (const d of days) for (const code of [d.am, d.pm]) if (code) byCode[code] = (byCode[code] ?? 0) + 1;
      const possible = Object.entries(byCode)
        .filter(([c]) => c !== 'no_session')
        .reduce((n, [, v]) => n + v, 0);
      const attended = Object.entries(byCode)
        .filter(([c]) => ATTENDED.has(c))
        .reduce((n, [, v]) => n + v, 0);
      return {
        youngPerson: yp,
        days: days.sort((a, b) => a.date.localeCompare(b.date)),
        byCode,
        possibleSessions: possible,
        attendedSessions: attended,
        attendancePercent: possible ? Math.round((attended / possible) * 1000) / 10 : null,
      };
    },

    /** Days at work or training (employment-attendance records), behind the employmentAttendance toggle. */
    async employmentAttendance(caller: Caller, ypId: string, range: Range) {
      await requireToggle(caller, 'employmentAttendance', 'Recording employment attendance');
      const yp = await youngPeople.load(caller, ypId);
      const from = range.from ? new Date(range.from.getTime() - 7 * 86400_000) : undefined;
      const records = await youngPeople.records(caller, yp.id, {
        from,
        to: range.to,
        kinds: ['employment-attendance'],
      });
      const days = records.flatMap((r) =>
        (
          (r.data.days ?? []) as {
            date: string;
            attended: boolean;
            hours?: number;
            minutesLate?: number;
            reason?: string;
          }[]
        )
          .filter((d) => inRange(d.date, range))
          .map((d) => ({ ...d, employer: (r.data.employer as string | undefined) ?? null, recordId: r.id })),
      );
      const attended = days.filter((d) => d.attended).length;
      return {
        youngPerson: yp,
        days: days.sort((a, b) => a.date.localeCompare(b.date)),
        daysRecorded: days.length,
        daysAttended: attended,
        daysLate: days.filter((d) => d.attended && (d.minutesLate ?? 0) > 0).length,
        hoursWorked: Math.round(days.reduce((n, d) => n + (d.hours ?? 0), 0) * 10) / 10,
        attendancePercent: days.length ? Math.round((attended / days.length) * 1000) / 10 : null,
      };
    },

    async inOut(caller: Caller, ypId: string, range: Range) {
      await requireToggle(caller, 'inOutStatus', 'Recording in/out status');
      const yp = await youngPeople.load(caller, ypId);
      const records = await youngPeople.records(caller, yp.id, { ...range, kinds: ['in-out'] });
      const movements = records.map((r) => ({ recordId: r.id, ...r.data }) as Record<string, unknown>);
      return {
        youngPerson: yp,
        movements,
        timesOut: movements.length,
        lateReturns: movements.filter((m) => m.returnedOnTime === false).length,
        notBackYet: movements.filter((m) => !m.backAt).length,
        missing:
          (await toggles(caller)).inOutMissing === true
            ? movements.filter((m) => m.missingStatus && m.missingStatus !== 'not_missing').length
            : null,
      };
    },

    async overnightStays(caller: Caller, ypId: string, range: Range) {
      await requireToggle(caller, 'recordNightStay', 'Recording night stays');
      const yp = await youngPeople.load(caller, ypId);
      const records = await youngPeople.records(caller, yp.id, { ...range, kinds: ['night-stay'] });
      const stays = records.map((r) => ({ recordId: r.id, ...r.data }) as Record<string, unknown>);
      return {
        youngPerson: yp,
        stays,
        nightsAway: stays.length,
        notAgreedInAdvance: stays.filter((s) => s.approved === false).length,
      };
    },

    /** The week in records: how many of each kind, the notable ones listed, attendance for the week. */
    async weekly(caller: Caller, ypId: string, weekStart: Date) {
      const yp = await youngPeople.load(caller, ypId);
      const view = decideYoungPersonView(caller, yp, 'weeklyReports');
      if (!view.ok) throw forbidden(view.reason);
      const range = { from: weekStart, to: new Date(weekStart.getTime() + 7 * 86400_000) };
      const records = await youngPeople.records(caller, yp.id, range);
      const counts: Record<string, { title: string; count: number }> = {};
      for (const r of records) (counts[r.kind] ??= { title: r.title, count: 0 }).count++;
      const notable = records.filter((r) =>
        [
          'incident',
          'safeguarding',
          'missing-episode',
          'consequence',
          'reward',
          'key-worker-session',
          'important-meeting',
          'complaint-feedback',
        ].includes(r.kind),
      );
      const attendance = await this.educationAttendance(caller, ypId, range);
      return {
        youngPerson: yp,
        weekStart: range.from,
        weekEnd: range.to,
        counts,
        notable,
        attendancePercent: attendance.attendancePercent,
        dailySummaries: records
          .filter((r) => r.kind === 'daily-summary')
          .map((r) => ({ id: r.id, date: r.recordDate, rag: r.data.dayRag ?? null })),
      };
    },
  };
}
