// One profile tab: the record kinds filed under it, each with its list and a way to add one.
import { Link, useParams } from 'react-router';
import { canAddForYoungPerson } from '../../lib/access.ts';
import { useMe, useWording } from '../../session.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { kindsOfTab, useProfile } from './context.ts';

export default function ProfileTabPage() {
  const { tab = '' } = useParams();
  const { yp, definitions, tabs } = useProfile();
  const me = useMe();
  const w = useWording();
  const current = tabs.find((t) => t.key === tab);
  usePageTitle(`${current?.label ?? 'Not found'} · ${yp.firstName} ${yp.lastName}`);

  if (!current) {
    return <EmptyState title="This section is not available.">Choose one of the sections above.</EmptyState>;
  }
  const kinds = kindsOfTab(definitions, tab);
  const base = `/cyp/resident/${encodeURIComponent(yp.id)}/records`;
  return (
    <section aria-labelledby="tab-heading" className="space-y-3">
      <h2 id="tab-heading" className="text-xl font-semibold">
        {current.label}
      </h2>
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
                <Link to={`${base}/${encodeURIComponent(d.kind)}`} className="btn-secondary">
                  <Icon name="list" />
                  View records<span className="sr-only">: {title}</span>
                </Link>
                {canAddForYoungPerson(me, d.ypPermission) ? (
                  <Link to={`${base}/${encodeURIComponent(d.kind)}/new`} className="btn-primary">
                    <Icon name="plus" />
                    New<span className="sr-only"> {title}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
