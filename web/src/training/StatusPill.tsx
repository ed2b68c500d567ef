// One training cell's status in words and colour, with the date that matters.
import { formatDate } from '../lib/format.ts';
import { type Cell, STATUS_TEXT, STATUS_TONE } from './api.ts';

export function cellDetail(c: Cell): string {
  if (c.status === 'missing') return c.enrolled ? 'Enrolled' : c.required ? 'Not done' : 'Optional';
  if (!c.expiresOn) return c.completedOn ? `Done ${formatDate(c.completedOn)}` : 'Held';
  return c.status === 'expired' ? `Expired ${formatDate(c.expiresOn)}` : `Expires ${formatDate(c.expiresOn)}`;
}

export function StatusPill({ cell }: { cell: Cell }) {
  return (
    <span
      className={`inline-flex flex-wrap items-baseline gap-x-1 rounded-full border border-line px-2 py-0.5 text-xs ${STATUS_TONE[cell.status]}`}
    >
      <span className="font-medium">{STATUS_TEXT[cell.status]}</span>
      <span>{cellDetail(cell)}</span>
    </span>
  );
}
