import { ageLabel, displayName, formatDate } from '../../lib/format.ts';
import type { YoungPerson } from '../../types.ts';
import { Avatar } from '../../ui/Avatar.tsx';

export function ProfileHeader({ yp }: { yp: YoungPerson }) {
  const name = displayName(yp);
  return (
    <div className="card flex flex-wrap items-center gap-4">
      <Avatar name={name} size="lg" />
      <div className="min-w-0">
        <h1 className="page-title">{name}</h1>
        {yp.fromShiftPack ? (
          // offline: this device keeps the name and home only, so nothing else is shown as if known
          <p className="text-muted">{yp.homeName} · Offline: only the name is kept on this device</p>
        ) : (
          <>
            <p className="text-muted">
              {ageLabel(yp)} · {yp.homeName}
              {yp.archivedAt ? ` · Archived ${formatDate(yp.archivedAt)}` : ''}
            </p>
            <p className="text-sm text-muted">Key worker: {yp.keyWorkerName ?? 'Not assigned'}</p>
          </>
        )}
      </div>
    </div>
  );
}
