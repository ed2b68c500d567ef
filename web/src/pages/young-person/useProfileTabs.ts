// Tab keys and labels: the server's `profileTabs` list when it has one, else the SPEC constant.
import { mayI } from '../../lib/abilities.ts';
import {
  DASHBOARD_TAB,
  OVERVIEW_TAB,
  PERSONAL_TAB,
  PROFILE_TABS,
  type ProfileTab,
  TABS_WHEN_SOMETHING_BEHIND,
} from '../../lib/profile-tabs.ts';
import { kindTurnedOn } from '../../lib/toggles.ts';
import { useMe } from '../../session.tsx';
import type { DefinitionSummary, ReferenceList } from '../../types.ts';
import { useApi } from '../../use-api.ts';
import { reportsFor } from './reports/reportList.ts';

/** `behind`: which of the alerts, tasks and accounts tabs have something to show (the overview says). */
export function useProfileTabs(
  youngPersonId: string,
  definitions: DefinitionSummary[] | undefined,
  behind?: Partial<Record<(typeof TABS_WHEN_SOMETHING_BEHIND)[number], boolean>>,
): { tabs: ProfileTab[]; ready: boolean } {
  const me = useMe();
  const list = useApi<ReferenceList>('/api/lists/profileTabs');
  const all: ProfileTab[] = list.data?.items?.length
    ? list.data.items.filter((i) => i.value !== 'noAccess').map((i) => ({ key: i.value, label: i.label }))
    : PROFILE_TABS;
  // A tab with no record kinds would be a dead end: hide it (the personal tab is drawn from the young person).
  // Kinds behind an organisation toggle that is off do not count.
  const withKinds = new Set(
    (definitions ?? [])
      .filter((d) => d.subject === 'young-person' && d.profileTab && kindTurnedOn(me.toggles, d.kind))
      .map((d) => d.profileTab),
  );
  // Personal details, the chronology and the document locker have their own content, kinds or not: each shows
  // when the engine's answer for this young person's permission area lets the caller read it (a placing authority's
  // social worker reads neither the personal details nor the chronology).
  const forThem = mayI(me.abilities).youngPerson(youngPersonId);
  const reads = (area: string) => (forThem.areas[area] ?? 'none') !== 'none';
  // The weekly reports tab is the weekly report, drawn from the records: it shows where the report is offered.
  const own = new Set([
    ...[PERSONAL_TAB, 'chronology'].filter(reads),
    ...(reportsFor(me, youngPersonId).some((r) => r.key === 'weekly-exports') ? ['weeklyReports'] : []),
    ...(forThem.documents.read ? ['documents'] : []),
    ...TABS_WHEN_SOMETHING_BEHIND.filter((k) => behind?.[k]),
  ]);
  const tabs = all.filter((t) => own.has(t.key) || withKinds.has(t.key));
  tabs.unshift(OVERVIEW_TAB);
  // The charts page (dashboard-and-analytics) comes after the personal details (or first, without them).
  tabs.splice(tabs.findIndex((t) => t.key === PERSONAL_TAB) + 1 || 1, 0, DASHBOARD_TAB);
  return { tabs, ready: !list.loading && definitions !== undefined };
}
