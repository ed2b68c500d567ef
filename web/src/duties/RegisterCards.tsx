// The register on a phone (below 768 px): a card per duty under its area's heading, every column kept as a
// labelled line, so nothing sits off screen. Paper uses the table instead.
import type { ReactNode } from 'react';
import { printDate } from '../print/PrintDocument.tsx';
import type { RowGroup } from './groups.ts';
import { About, DutyTitle, type KindTitles, NextDue, StateBadge } from './RegisterParts.tsx';
import { lateWords } from './wording.ts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="w-24 shrink-0 font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export function RegisterCards({ groups, today, titles }: { groups: RowGroup[]; today: string; titles: KindTitles }) {
  return (
    <div className="space-y-6 md:hidden print:hidden" data-testid="register-cards">
      {groups.map((g) => (
        <section key={g.key} aria-labelledby={`cards-${g.key.replace('|', '-')}`} className="space-y-3">
          <h2 id={`cards-${g.key.replace('|', '-')}`} className="text-lg font-semibold">
            {g.heading} <span className="font-normal text-muted">({g.rows.length})</span>
          </h2>
          <ul className="space-y-3">
            {g.rows.map((r, i) => (
              <li key={`${r.duty}-${r.subject.id}-${i}`} className="card space-y-2" data-testid="register-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <DutyTitle row={r} type={g.homeType} />
                  <StateBadge row={r} />
                </div>
                <dl className="space-y-1 text-sm">
                  <Line label="When">{r.period}</Line>
                  <Line label="Source">{r.source}</Line>
                  <Line label="About">
                    <About row={r} type={g.homeType} titles={titles} />
                  </Line>
                  <Line label="Next due">
                    <NextDue row={r} today={today} />
                  </Line>
                  <Line label="Last met">{printDate(r.lastMet)}</Line>
                  <Line label="Late">{lateWords(r)}</Line>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
