// /cyp/resident/:ypId/...: the young person's header and section links around the tab or record page.
import { Suspense } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { AccessDenied } from '../../frame/AccessDenied.tsx';
import type { ProfileTab } from '../../lib/profile-tabs.ts';
import type { DefinitionSummary, YoungPerson } from '../../types.ts';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import NotFoundPage from '../NotFoundPage.tsx';
import type { ProfileContext } from './context.ts';
import { useOverview } from './overview.ts';
import { ProfileHeader } from './ProfileHeader.tsx';
import { ProfileTabs, REPORTS_TAB } from './ProfileTabs.tsx';
import { specRowOf, tabPath } from './spec-paths.ts';
import { useProfileTabs } from './useProfileTabs.ts';

/**
 * The section to highlight: the tab whose link (its SPEC path) the address is under, the tab in a profile/<tab>
 * path, or the tab of the record kind being shown (at its SPEC path or under records/<kind>).
 */
function activeTab(
  pathname: string,
  ypId: string,
  tabs: ProfileTab[],
  definitions: DefinitionSummary[],
): string | null {
  const rest = decodeURIComponent(pathname.slice(`/cyp/resident/${encodeURIComponent(ypId)}/`.length));
  const under = (path: string) => rest === path || rest.startsWith(`${path}/`);
  const linked = tabs.find((t) => under(tabPath(t.key)));
  if (linked) return linked.key;
  if (under('reports')) return REPORTS_TAB;
  const tab = /^profile\/([^/]+)/.exec(rest)?.[1];
  const row = specRowOf(rest);
  const kind =
    /^records\/([^/]+)/.exec(rest)?.[1] ??
    (row && ('kind' in row.shows ? row.shows.kind : 'add' in row.shows ? row.shows.add : undefined));
  if (row && 'tab' in row.shows) return row.shows.tab;
  if (kind) return definitions.find((d) => d.kind === kind)?.profileTab ?? tab ?? null;
  return tab ?? null;
}

export default function YoungPersonLayout() {
  const { ypId = '' } = useParams();
  const { pathname } = useLocation();
  const yp = useApi<YoungPerson>(`/api/young-people/${encodeURIComponent(ypId)}`);
  const definitions = useApi<DefinitionSummary[]>('/api/definitions');
  const overview = useOverview(ypId); // which of the alerts, tasks and accounts tabs have something behind them
  const { tabs, ready } = useProfileTabs(ypId, definitions.data, overview.data?.tabs);

  // 400 is a malformed id in the address: for the person, that page simply does not exist.
  if (yp.error?.status === 404 || yp.error?.status === 400) return <NotFoundPage />;
  if (yp.error?.status === 403) return <AccessDenied problem={yp.error} />;
  if (yp.error) return <ErrorNotice error={yp.error} onRetry={yp.reload} />;
  if (definitions.error) return <ErrorNotice error={definitions.error} onRetry={definitions.reload} />;
  if (!yp.data || !definitions.data || !ready) return <Loading />;

  const context: ProfileContext = { yp: yp.data, definitions: definitions.data, tabs, reload: yp.reload };
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      {/* data-print-hide: a printed summary export carries its own heading */}
      <div data-print-hide className="space-y-4">
        <ProfileHeader yp={yp.data} />
        <ProfileTabs ypId={yp.data.id} tabs={tabs} active={activeTab(pathname, yp.data.id, tabs, definitions.data)} />
      </div>
      <Suspense fallback={<Loading />}>
        <Outlet context={context} />
      </Suspense>
    </div>
  );
}
