import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ageLabel, displayName, formatDate } from '../../lib/format.ts';
import type { YoungPerson } from '../../types.ts';
import { Avatar } from '../../ui/Avatar.tsx';

/** One young person in a list: large touch target, name first, then age and key worker. */
export function YoungPersonCard({ yp, action }: { yp: YoungPerson; action?: ReactNode }) {
  const name = displayName(yp);
  return (
    <li className="card flex items-center gap-4">
      <Avatar name={name} />
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold">
          <Link to={`/cyp/resident/${encodeURIComponent(yp.id)}`} className="link">
            {name}
          </Link>
        </h2>
        <p className="text-muted">{ageLabel(yp)}</p>
        <p className="text-sm text-muted">
          Key worker: {yp.keyWorkerName ?? 'Not assigned'}
          {yp.archivedAt ? ` · Archived ${formatDate(yp.archivedAt)}` : ''}
        </p>
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </li>
  );
}
