// What the staff profile's pages share: the person and the kinds of each section the caller may open.
import { useOutletContext } from 'react-router';
import type { StaffProfile } from './api.ts';

export interface StaffProfileContext {
  profile: StaffProfile;
  reload: () => void;
}

export const useStaffProfile = () => useOutletContext<StaffProfileContext>();

export const profileBase = (id: string) => `/profile/${encodeURIComponent(id)}`;
export const recordBase = (id: string, kind: string) => `${profileBase(id)}/records/${encodeURIComponent(kind)}`;
