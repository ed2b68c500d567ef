// What the young-person profile frame hands to its tabs and record pages.
import { useOutletContext } from 'react-router';
import type { ProfileTab } from '../../lib/profile-tabs.ts';
import type { DefinitionSummary, YoungPerson } from '../../types.ts';

export interface ProfileContext {
  yp: YoungPerson;
  definitions: DefinitionSummary[];
  /** Tabs that have something to show: personal, plus those with at least one record kind. */
  tabs: ProfileTab[];
}

export function useProfile(): ProfileContext {
  return useOutletContext<ProfileContext>();
}

/** The record kinds of a profile tab. */
export function kindsOfTab(definitions: DefinitionSummary[], tab: string): DefinitionSummary[] {
  return definitions.filter((d) => d.subject === 'young-person' && d.profileTab === tab);
}
