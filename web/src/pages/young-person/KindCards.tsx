// The record kinds filed under a profile tab, each with its list and a way to add one.
import { Link } from 'react-router';
import { useAbilities } from '../../lib/abilities.ts';
import { useWording } from '../../session.tsx';
import type { DefinitionSummary, YoungPerson } from '../../types.ts';
import { Icon } from '../../ui/Icon.tsx';
import { kindPath } from './spec-paths.ts';

/** `heading`: on tabs with other content, the cards sit in their own section under this h2. */
export function KindCards({ yp, kinds, heading }: { yp: YoungPerson; kinds: DefinitionSummary[]; heading?: string }) {
  const may = useAbilities();
  const w = useWording();
  if (kinds.length === 0) return null;
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}`;
  const list = (
    <ul className="grid gap-3 md:grid-cols-2">
      {kinds.map((d) => {
        const title = w(d.title);
        return (
          <li key={d.kind} className="card flex flex-col gap-3">
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              {d.description ? <p className="text-muted">{w(d.description)}</p> : null}
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <Link to={`${base}/${kindPath(d.kind)}`} className="btn-secondary">
                <Icon name="list" />
                View records<span className="sr-only">: {title}</span>
              </Link>
              {may.youngPerson(yp.id).create.includes(d.kind) && !yp.archivedAt ? (
                <Link to={`${base}/${kindPath(d.kind)}/new`} className="btn-primary">
                  <Icon name="plus" />
                  New<span className="sr-only"> {title}</span>
                </Link>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
  if (!heading) return list;
  return (
    <section aria-label={heading} className="space-y-3">
      <h2 className="text-xl font-semibold">{heading}</h2>
      {list}
    </section>
  );
}
