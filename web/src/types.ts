// Shapes of the API answers the frame uses (docs/API.md). Records have their own types in records/.
import type { HomeType } from '../../definitions/wording.ts';
import type { Abilities } from '../../engine/access/abilities.ts';

export type { HomeType };
export type Role = 'director' | 'manager' | 'hr_manager' | 'staff' | 'custom' | 'social_worker' | 'young_person';

export interface HomeRef {
  id: string;
  name: string;
  type: HomeType;
}

export interface Me {
  id: string;
  name: string;
  email: string;
  /** For display only (the role's name in the user menu): what the person may do is `abilities`. */
  role: Role;
  /** A young person's own login (role young_person): the young person they are; null for staff. */
  youngPersonId?: string | null;
  orgId: string;
  orgName: string;
  homes: HomeRef[];
  /** What the person may do, as engine/access decides it: the web's only source of permission. */
  abilities: Abilities;
  toggles: Record<string, boolean>;
  /** Has the organisation a company logo (the header asks for it only then)? */
  hasLogo?: boolean;
  /** The product administrator (SPEC §6: one account named by configuration), who runs the platform. */
  isProductAdmin?: boolean;
}

export interface YoungPerson {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  dateOfBirth: string | null;
  birthYear: number | null;
  gender: string | null;
  homeId: string;
  homeName: string;
  keyWorkerId: string | null;
  keyWorkerName: string | null;
  moveInDate: string | null;
  archivedAt: string | null;
  /** A manager kept their own login on when they moved out (otherwise it ended then). */
  ownLoginKept?: { byName: string; at: string } | null;
  /** Read offline from the device's shift pack: the name only, nothing else of theirs is kept on the device. */
  fromShiftPack?: boolean;
}

export interface StaffMember {
  id: string;
  name: string;
  email?: string;
  /** For display only (the role's name in the user menu): what the person may do is `abilities`. */
  role: Role;
  jobTitle: string | null;
  homeIds: string[];
}

export interface DefinitionSummary {
  kind: string;
  title: string;
  description?: string;
  subject: 'young-person' | 'home' | 'staff' | 'organisation';
  area: string;
  ypPermission?: string;
  profileTab?: string;
  workflow: string;
  signoff?: string;
  dateField: string;
  list: { columns: string[] };
  sections: { key: string; title: string; fields: string[] }[];
  /** Steps an organisation toggle turns on (records/sectionToggles.ts). */
  sectionToggles?: Record<string, { toggle: string; whenOff: string; alsoFields?: string[] }>;
  version: number;
}

export interface RecordSummary {
  id: string;
  kind: string;
  youngPersonId: string | null;
  homeId: string | null;
  staffId: string | null;
  status: string;
  version: number;
  authorId: string;
  authorName: string;
  recordDate: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  summary: Record<string, unknown>;
  title?: string;
}

export interface ReferenceList {
  key: string;
  label: string;
  items: { value: string; label: string; group?: string; colour?: string }[];
}
