// The pieces a register row shows in both layouts (the table and the phone's cards): its title opening where the
// duty is met, its status badge, who or what it is about with each running clock's record, and its due date in days.
import { Link } from 'react-router';
import { type HomeType, resolveWording } from '../../../definitions/wording.ts';
import { printDate, printDateTime } from '../print/PrintDocument.tsx';
import { useSession } from '../session.tsx';
import { kindOfLink, recordLink, rowLink } from './links.ts';
import type { DutyRow } from './types.ts';
import { dueWords, stateLabel, stateTone } from './wording.ts';

/** A record's duties are one row per home: their titles speak of "the child" (or "the young person"). */
export function rowTitle(r: DutyRow, type: HomeType): string {
  return r.title.replaceAll('{name}', resolveWording('the {child}', type));
}

/** "Staff member", "Child" (or "Young person"), "Home" (or "Accommodation"). */
function subjectWord(kind: DutyRow['subject']['kind'], type: HomeType): string {
  if (kind === 'staff') return 'Staff member';
  if (kind === 'organisation') return 'Organisation';
  const word = resolveWording(kind === 'home' ? '{home}' : '{child}', type);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function DutyTitle({ row, type }: { row: DutyRow; type: HomeType }) {
  const { setCurrentHome } = useSession();
  const { to, homeScreen } = rowLink(row);
  return (
    <Link
      className="link break-words"
      to={to}
      // the home's own screens show the current home: choose the row's first, so the link opens its home
      onClick={homeScreen ? () => setCurrentHome(row.homeId) : undefined}
    >
      {rowTitle(row, type)}
    </Link>
  );
}

export function StateBadge({ row }: { row: DutyRow }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border border-line px-2.5 py-0.5 text-sm ${stateTone(row)}`}
      data-state={row.state}
    >
      {stateLabel(row)}
    </span>
  );
}

/** Record kinds' titles (the definitions'), in their own wording tokens ("{planName}"). */
export type KindTitles = ReadonlyMap<string, string>;

/** "Incident", "Support plan": the kind of record a clock belongs to, in the home type's words. */
function kindWords(link: string | null, titles: KindTitles, type: HomeType): string {
  const kind = kindOfLink(link);
  const title = kind ? titles.get(kind) : undefined;
  return title ? resolveWording(title, type) : 'Record';
}

/** Who or what the duty is about; for a record's duties, each record whose clock is still running. */
export function About({ row, type, titles }: { row: DutyRow; type: HomeType; titles: KindTitles }) {
  return (
    <div className="min-w-0 space-y-1">
      <p className="break-words">
        {row.subject.name} <span className="text-sm text-muted">({subjectWord(row.subject.kind, type)})</span>
      </p>
      {row.open.length ? (
        <ul className="space-y-0.5 text-sm" aria-label="Records with a clock running">
          {row.open.map((o, i) => {
            const to = recordLink(o.link);
            const what = `${kindWords(o.link, titles, type)}${row.open.length > 1 ? ` ${i + 1} of ${row.open.length}` : ''}`;
            const text = `${what}: due ${printDateTime(o.dueAt)}${o.overdue ? ' (overdue)' : ''}`;
            return (
              <li key={o.taskId}>
                {to ? (
                  <Link className="link" to={to}>
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function NextDue({ row, today }: { row: DutyRow; today: string }) {
  const words = dueWords(row, today);
  return (
    <span>
      <span className="whitespace-nowrap">{printDate(row.nextDue)}</span>
      {words ? (
        <span className={`block text-sm ${row.state === 'overdue' ? 'font-semibold' : 'text-muted'}`}>{words}</span>
      ) : null}
    </span>
  );
}
