// What the young-person profile frame hands to its tabs and record pages.
import { useOutletContext } from 'react-router';
import type { ProfileTab } from '../../lib/profile-tabs.ts';
import { kindTurnedOn } from '../../lib/toggles.ts';
import type { DefinitionSummary, Me, YoungPerson } from '../../types.ts';

export interface ProfileContext {
  yp: YoungPerson;
  definitions: DefinitionSummary[];
  /** Tabs that have something to show: personal, plus those with at least one record kind. */
  tabs: ProfileTab[];
  /** Load the young person again (after their details change, or they are archived or restored). */
  reload: () => void;
}

export function useProfile(): ProfileContext {
  return useOutletContext<ProfileContext>();
}

/** The record kinds of a profile tab; kinds behind an organisation toggle only when it is on (SPEC §9). */
export function kindsOfTab(
  definitions: DefinitionSummary[],
  tab: string,
  toggles?: Me['toggles'],
): DefinitionSummary[] {
  return definitions.filter(
    (d) => d.subject === 'young-person' && d.profileTab === tab && kindTurnedOn(toggles, d.kind),
  );
}
