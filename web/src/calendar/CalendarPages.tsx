// The calendar (SPEC §2 Calendar: /calendar, /calendar/planner, /calendar/day, /calendar/handovers): one calendar
// of the current home or of oneself — shifts, leave, tasks, obligations, reviews, appointments, birthdays —
// as a month agenda, a week planner and today; plus the handovers and a personal iCalendar address.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { addDays, londonToday, mondayOf } from '../../../engine/time/london.ts';
import { apiPost, ApiProblem } from '../api.ts';
import { SubNav } from '../leave/shared.tsx';
import { formatDate, formatDateLong, formatDateTime, formatTime } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';

export interface CalendarItem {
  id: string;
  kind: 'shift' | 'leave' | 'task' | 'obligation' | 'review' | 'appointment' | 'birthday';
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  homeId: string | null;
  status?: string;
  link: string | null;
}
const KIND: Record<CalendarItem['kind'], { label: string; tone: string }> = {
  shift: { label: 'Shift', tone: 'border-l-sky-600' },
  leave: { label: 'Leave', tone: 'border-l-green-600' },
  task: { label: 'Task', tone: 'border-l-slate-500' },
  obligation: { label: 'Statutory', tone: 'border-l-red-600' },
  review: { label: 'Review', tone: 'border-l-amber-600' },
  appointment: { label: 'Appointment', tone: 'border-l-purple-600' },
  birthday: { label: 'Birthday', tone: 'border-l-pink-600' },
};

const parse = (s: string) => new Date(`${s}T12:00:00`);
const add = addDays;
const ymd = (d: Date) => londonToday(d);
/** The London day an item starts on (an all-day item: its date). */
const dayOf = (i: CalendarItem) =>
  i.allDay ? i.start : new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(i.start));
/** Does the item fall on this day (all-day items span their dates; end exclusive)? */
const onDay = (i: CalendarItem, d: string) => (i.allDay ? i.start <= d && d < i.end : dayOf(i) === d);

function useScope() {
  const [params, setParams] = useSearchParams();
  const { currentHome } = useSession();
  const mine = params.get('view') === 'mine' || !currentHome;
  const setMine = (m: boolean) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      if (m) n.set('view', 'mine');
      else n.delete('view');
      return n;
    });
  return { mine, setMine, currentHome, params, setParams };
}
const path = (mine: boolean, homeId: string | undefined, from: string, to: string) =>
  `/api/calendar?from=${from}&to=${to}${mine || !homeId ? '' : `&home=${homeId}`}`;

function ScopeToggle({ mine, setMine, homeName }: { mine: boolean; setMine: (m: boolean) => void; homeName?: string }) {
  if (!homeName) return null;
  return (
    <div role="group" aria-label="Whose calendar" className="flex gap-2">
      <button
        type="button"
        className={mine ? 'btn-secondary' : 'btn-primary'}
        aria-pressed={!mine}
        onClick={() => setMine(false)}
      >
        {homeName}
      </button>
      <button
        type="button"
        className={mine ? 'btn-primary' : 'btn-secondary'}
        aria-pressed={mine}
        onClick={() => setMine(true)}
      >
        Mine
      </button>
    </div>
  );
}

function ItemLine({ item, showDate = false }: { item: CalendarItem; showDate?: boolean }) {
  const when = item.allDay
    ? showDate
      ? formatDate(item.start)
      : 'All day'
    : `${showDate ? `${formatDateTime(item.start)}` : formatTime(item.start)}${item.kind === 'shift' ? ` – ${formatTime(item.end)}` : ''}`;
  const body = (
    <span className="flex flex-col">
      <span className="text-sm text-muted">
        {KIND[item.kind].label} · {when}
      </span>
      <span className="break-words">{item.title}</span>
    </span>
  );
  return (
    <li
      className={`rounded-lg border border-line border-l-4 bg-surface px-3 py-2 ${KIND[item.kind].tone}`}
      data-kind={item.kind}
    >
      {item.link ? (
        <Link className="block hover:underline" to={item.link}>
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-3 text-sm" aria-label="Kinds of item">
      {Object.entries(KIND).map(([k, v]) => (
        <li key={k} className={`border-l-4 pl-2 ${v.tone}`}>
          {v.label}
        </li>
      ))}
    </ul>
  );
}

/** /calendar: the month as an agenda, day by day. */
export function CalendarPage() {
  const { mine, setMine, currentHome, params, setParams } = useScope();
  const month = params.get('month') ?? ymd(new Date()).slice(0, 7);
  const from = `${month}-01`;
  const to = add(add(from, 32).slice(0, 7) + '-01', -1);
  const res = useApi<{ items: CalendarItem[] }>(path(mine, currentHome?.id, from, to));
  const go = (delta: number) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.set('month', add(delta < 0 ? add(from, -1) : add(to, 1), 0).slice(0, 7));
      return n;
    });
  const days = useMemo(() => {
    const out: { day: string; items: CalendarItem[] }[] = [];
    for (let d = from; d <= to; d = add(d, 1)) {
      const items = (res.data?.items ?? []).filter((i) => onDay(i, d));
      if (items.length) out.push({ day: d, items });
    }
    return out;
  }, [res.data, from, to]);
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(parse(from));
  return (
    <Page
      title="Calendar"
      subtitle={mine ? 'Your shifts, leave and tasks' : `Everything happening at ${currentHome?.name ?? 'your home'}`}
    >
      <SubNav area="calendar" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ScopeToggle mine={mine} setMine={setMine} homeName={currentHome?.name} />
        <div className="flex items-center gap-2">
          <button type="button" className="btn-secondary" onClick={() => go(-1)} aria-label="Previous month">
            ‹
          </button>
          <h2 className="min-w-[10rem] text-center font-semibold" aria-live="polite">
            {monthName}
          </h2>
          <button type="button" className="btn-secondary" onClick={() => go(1)} aria-label="Next month">
            ›
          </button>
        </div>
      </div>
      <Legend />
      {res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : days.length === 0 ? (
        <EmptyState title={`Nothing in ${monthName}`} />
      ) : (
        <ol className="space-y-4">
          {days.map(({ day, items }) => (
            <li key={day}>
              <h3 className="mb-1 font-semibold">{formatDateLong(day)}</h3>
              <ul className="grid gap-1 md:grid-cols-2 xl:grid-cols-3">
                {items.map((i) => (
                  <ItemLine key={i.id + day} item={i} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <FeedCard />
    </Page>
  );
}

/** /calendar/planner: a week, seven columns on a wide screen, one day under another on a phone. */
export function PlannerPage() {
  const { mine, setMine, currentHome, params, setParams } = useScope();
  const week = mondayOf(params.get('week') ?? ymd(new Date()));
  const end = add(week, 6);
  const res = useApi<{ items: CalendarItem[] }>(path(mine, currentHome?.id, week, end));
  const go = (n: number) =>
    setParams((p) => {
      const x = new URLSearchParams(p);
      x.set('week', add(week, n));
      return x;
    });
  const days = Array.from({ length: 7 }, (_, i) => add(week, i));
  return (
    <Page title="Planner" subtitle={`Week of ${formatDateLong(week)}`}>
      <SubNav area="calendar" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ScopeToggle mine={mine} setMine={setMine} homeName={currentHome?.name} />
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => go(-7)}>
            Previous week
          </button>
          <button type="button" className="btn-secondary" onClick={() => go(7)}>
            Next week
          </button>
        </div>
      </div>
      {res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <div className="grid gap-3 lg:grid-cols-7">
          {days.map((d) => {
            const items = res.data!.items.filter((i) => onDay(i, d));
            return (
              <section key={d} className="card min-w-0 !p-2" aria-label={formatDateLong(d)}>
                <h3 className="mb-2 text-sm font-semibold">
                  {new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' }).format(
                    parse(d),
                  )}
                </h3>
                {items.length ? (
                  <ul className="space-y-1 text-sm">
                    {items.map((i) => (
                      <ItemLine key={i.id} item={i} />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-muted">Nothing</p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Page>
  );
}

const DAY_HEADINGS: Record<CalendarItem['kind'], string> = {
  shift: 'On shift',
  leave: 'Off today',
  appointment: 'Appointments',
  obligation: 'Statutory duties',
  review: 'Reviews',
  task: 'Tasks',
  birthday: 'Birthdays',
};

/** /calendar/day: today in the home, for the shift. */
export function DayPage() {
  const { currentHome } = useSession();
  const today = ymd(new Date());
  const res = useApi<{ items: CalendarItem[] }>(
    currentHome ? `/api/calendar/day?home=${currentHome.id}&date=${today}` : null,
  );
  const groups = (['shift', 'leave', 'appointment', 'obligation', 'review', 'task', 'birthday'] as const).map(
    (k) => [k, (res.data?.items ?? []).filter((i) => i.kind === k)] as const,
  );
  return (
    <Page title="Today" subtitle={`${formatDateLong(today)}${currentHome ? ` at ${currentHome.name}` : ''}`}>
      <SubNav area="calendar" />
      {!currentHome ? (
        <EmptyState title="You are not linked to a home yet." />
      ) : res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {groups.map(([k, items]) => (
            <section key={k} className="card" aria-label={KIND[k].label}>
              <h2 className="mb-2 font-semibold">
                {DAY_HEADINGS[k]} ({items.length})
              </h2>
              {items.length ? (
                <ul className="space-y-1">
                  {items.map((i) => (
                    <ItemLine key={i.id} item={i} />
                  ))}
                </ul>
              ) : (
                <p className="text-muted">None</p>
              )}
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}

/** /calendar/handovers: the home's handover log. */
export function HandoversPage() {
  const { currentHome } = useSession();
  const res = useApi<{ items: { id: string; recordDate: string; status: string; authorName: string; link: string }[] }>(
    currentHome ? `/api/calendar/handovers?home=${currentHome.id}` : null,
  );
  return (
    <Page
      title="Handovers"
      subtitle={currentHome?.name}
      actions={
        <Link className="btn-primary" to="/home/shift/handover">
          Open the handover log
        </Link>
      }
    >
      <SubNav area="calendar" />
      {!currentHome ? (
        <EmptyState title="You are not linked to a home yet." />
      ) : res.error ? (
        <ErrorNotice error={res.error} onRetry={res.reload} />
      ) : !res.data ? (
        <Loading />
      ) : res.data.items.length === 0 ? (
        <EmptyState title="No handovers recorded yet" />
      ) : (
        <ul className="space-y-2">
          {res.data.items.map((h) => (
            <li key={h.id} className="card flex flex-wrap items-center justify-between gap-2 !py-3">
              <span>
                {formatDateTime(h.recordDate)} · {h.authorName}
              </span>
              <Link className="link" to={`/home/shift/handover/entry/${h.id}`}>
                Open
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** A personal iCalendar address for a phone or Outlook; making a new one ends the old one. */
function FeedCard() {
  const feed = useApi<{ exists: boolean }>('/api/calendar/feed');
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const make = async () => {
    setProblem(undefined);
    try {
      const res = await apiPost<{ path: string }>('/api/calendar/feed', {});
      setUrl(window.location.origin + res.path);
      feed.reload();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  };
  return (
    <section className="card space-y-2" aria-label="Calendar subscription">
      <h2 className="font-semibold">Your calendar on your phone</h2>
      <p className="text-sm text-muted">
        Subscribe to your own shifts, leave and tasks from Google Calendar, Outlook or an iPhone. Keep the address
        private; making a new one stops the old one working.
      </p>
      {problem ? <ErrorNotice error={problem} /> : null}
      {url ? (
        <div className="space-y-1">
          <label className="field-label" htmlFor="feed-url">
            Your calendar address
          </label>
          <input id="feed-url" className="field-input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void make()}>
          {feed.data?.exists || url ? 'Make a new address' : 'Make my calendar address'}
        </button>
        <a className="btn-ghost" href="/api/calendar/ical" download="my-calendar.ics">
          Download (.ics)
        </a>
      </div>
    </section>
  );
}
