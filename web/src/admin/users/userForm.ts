// The user form as plain data, and the API body it becomes.
import type { Role } from '../../types.ts';
import type { Level, OrgUser, UserInput, YpLevel } from '../types.ts';

export interface UserForm {
  name: string;
  email: string;
  jobTitle: string;
  role: Role;
  isManager: boolean;
  areas: Record<string, Level>;
  ypPermissions: Record<string, YpLevel>;
  homeIds: string[];
  showInRota: boolean;
  removeFromRota: boolean;
  removeFromRotaHomes: string[];
  customRoleId: string | null;
}

export function formFromUser(u?: OrgUser): UserForm {
  return {
    name: u?.name ?? '',
    email: u?.email ?? '',
    jobTitle: u?.jobTitle ?? '',
    role: u?.role ?? 'staff',
    isManager: u?.isManager ?? false,
    areas: { ...(u?.areas ?? {}) },
    ypPermissions: { ...(u?.ypPermissions ?? {}) },
    homeIds: [...(u?.homeIds ?? [])],
    showInRota: u?.showInRota ?? true,
    removeFromRota: u?.removeFromRota ?? false,
    removeFromRotaHomes: [...(u?.removeFromRotaHomes ?? [])],
    customRoleId: u?.customRoleId ?? null,
  };
}

export function toInput(f: UserForm, existing?: OrgUser): UserInput {
  return {
    name: f.name.trim(),
    email: f.email.trim(),
    jobTitle: f.jobTitle.trim() || null,
    role: f.role,
    isManager: f.isManager,
    areas: f.areas,
    ypPermissions: f.ypPermissions,
    ...(existing ? { ypOverrides: existing.ypOverrides } : {}),
    homeIds: f.homeIds,
    showInRota: f.showInRota,
    removeFromRota: f.removeFromRota,
    removeFromRotaHomes: f.removeFromRotaHomes,
    customRoleId: f.role === 'custom' ? f.customRoleId : null,
  };
}

/** Problems to fix before sending, by field. */
export function checkForm(f: UserForm): Record<string, string> {
  const out: Record<string, string> = {};
  if (!f.name.trim()) out.name = "Enter the person's name";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(f.email.trim())) out.email = 'Enter an email address like name@example.org';
  return out;
}

export const toggleIn = (list: string[], id: string) =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
