// The register as a table (from 768 px, and always on paper): a sticky heading row while the rows scroll inside
// their box, one block of rows per home and area, the source column kept in print.
import { printDate } from '../print/PrintDocument.tsx';
import type { RowGroup } from './groups.ts';
import { About, DutyTitle, type KindTitles, NextDue, StateBadge } from './RegisterParts.tsx';
import { lateWords } from './wording.ts';

// Status beside the duty, so a narrow screen shows how each stands before the box scrolls sideways
const COLUMNS = ['Duty', 'Status', 'Source', 'About', 'Next due', 'Last met', 'Late (12 months)'];
const th = 'sticky top-0 z-10 border-b border-line bg-surface px-3 py-2 text-left align-bottom font-semibold';
const td = 'border-b border-line px-3 py-2 align-top';

export function RegisterTable({ groups, today, titles }: { groups: RowGroup[]; today: string; titles: KindTitles }) {
  return (
    <div
      className="duties-table hidden max-h-[75vh] overflow-auto rounded-lg border border-line md:block print:block"
      tabIndex={0}
      role="region"
      aria-label="Duties register (scrolls inside itself)"
    >
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Each duty with its source, who or what it is about, when it is next due, when it was last met and how often it
          was met late in the last 12 months.
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.key} data-testid="register-group">
            <tr>
              <th scope="colgroup" colSpan={COLUMNS.length} className="bg-sunken px-3 py-2 text-left text-base">
                {g.heading} <span className="font-normal text-muted">({g.rows.length})</span>
              </th>
            </tr>
            {g.rows.map((r, i) => (
              <tr key={`${r.duty}-${r.subject.id}-${i}`} data-testid="register-row" data-duty={r.duty}>
                <td className={`${td} min-w-[14rem]`}>
                  <DutyTitle row={r} type={g.homeType} />
                  <span className="block text-muted">{r.period}</span>
                </td>
                <td className={td}>
                  <StateBadge row={r} />
                </td>
                <td className={`${td} min-w-[12rem] max-w-[20rem] break-words`}>{r.source}</td>
                <td className={`${td} min-w-[10rem]`}>
                  <About row={r} type={g.homeType} titles={titles} />
                </td>
                <td className={`${td} min-w-[7rem]`}>
                  <NextDue row={r} today={today} />
                </td>
                <td className={`${td} whitespace-nowrap`}>{printDate(r.lastMet)}</td>
                <td className={td}>{lateWords(r)}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
