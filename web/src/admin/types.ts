// Shapes of the administration API answers (docs/API.md "Organisation administration", "Product administrator").
import type { HomeType, Role } from '../types.ts';

export type Level = 'read' | 'edit';
export type YpLevel = Level | 'none';
export type SignoffMode = 'none' | 'default' | 'custom';

export interface ListItem {
  value: string;
  label: string;
  group?: string;
  colour?: string;
  description?: string;
}
export interface RefList {
  key: string;
  label: string;
  items: ListItem[];
}

export interface Organisation {
  id: string;
  name: string;
  settings: {
    toggles?: Record<string, boolean | number>;
    moveInChecklist?: string[];
    company?: CompanyDetails;
    billing?: { plan?: string };
  };
  toggleList: ListItem[];
}

/** The company's details (/company), kept in the organisation's settings. */
export interface CompanyDetails {
  registeredName?: string | null;
  companyNumber?: string | null;
  address?: string | null;
  providerUrn?: string | null;
  responsibleIndividual?: string | null;
  dataProtectionContact?: string | null;
}

export interface SignoffRule {
  option: string;
  label: string;
  mode: SignoffMode;
  users: string[];
}

export interface AdminHome {
  id: string;
  name: string;
  type: HomeType;
  address: string | null;
  /** The on-call manager's number, shown offline to staff writing a notifiable incident or a missing episode. */
  onCallPhone: string | null;
  archivedAt: string | null;
  nonOperational: boolean;
}

export interface OrgUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  isManager: boolean;
  jobTitle: string | null;
  active: boolean;
  areas: Record<string, Level>;
  ypPermissions: Record<string, YpLevel>;
  ypOverrides: Record<string, Record<string, YpLevel>>;
  homeIds: string[];
  showInRota: boolean;
  removeFromRota: boolean;
  removeFromRotaHomes: string[];
  youngPersonId: string | null;
  /** Set for a young person's own login (role young_person): whose login it is. */
  youngPersonName?: string | null;
  hasPassword: boolean;
  departure: { counts?: Record<string, number>; at?: string; pendingTasks?: string } | null;
  /** A custom role: the person's areas and permissions are the role's. */
  customRoleId?: string | null;
  customRoleName?: string | null;
}

/** A custom role (GET /api/settings/roles): a named set of area levels and young-person permissions. */
export interface CustomRole {
  id: string;
  name: string;
  description: string | null;
  areas: Record<string, Level>;
  ypPermissions: Record<string, YpLevel>;
  version: number;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  holders: { id: string; name: string; email: string; active: boolean }[];
}
/** The body of POST / PUT /api/settings/roles. */
export interface CustomRoleInput {
  name: string;
  description: string | null;
  areas: Record<string, Level>;
  ypPermissions: Record<string, YpLevel>;
}

/** The body of POST / PUT /api/settings/users. */
export interface UserInput {
  email: string;
  name: string;
  role: Role;
  isManager: boolean;
  jobTitle: string | null;
  areas: Record<string, Level>;
  ypPermissions: Record<string, YpLevel>;
  ypOverrides?: Record<string, Record<string, YpLevel>>;
  homeIds: string[];
  showInRota: boolean;
  removeFromRota: boolean;
  removeFromRotaHomes: string[];
  customRoleId: string | null;
}

/** A one-time login link: emailed to the person (sentTo) when email is set up, else shown once (link). */
export type LoginLink = { link: string; expiresInDays?: number } | { sentTo: string; expiresInDays?: number };

export interface Departure {
  pendingTasks: 'reassign' | 'cancel' | 'keep';
  reassignTo: string | null;
  stopRecurring: boolean;
  deleteSignoffsAndAlerts: boolean;
}

export interface PlatformUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  orgId: string;
  orgName: string;
}

export interface Customer {
  id: string;
  name: string;
  slug: string;
  suspendedAt: string | null;
  features: Record<string, boolean>;
  createdAt: string;
  homes: number;
  users: number;
  youngPeople: number;
}

export interface DefinitionVersion {
  id: number;
  version: number;
  scope: 'product' | 'organisation';
  source: 'code' | 'edit' | 'rollback';
  note: string | null;
  createdBy: string | null;
  createdAt: string;
}
