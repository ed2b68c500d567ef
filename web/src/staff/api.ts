// Shapes of the staff API (engine/http/routes/staff.ts), as the staff screens use them.
// The employee row is the engine's own type (a type-only import: nothing of the engine reaches the bundle).
import type { Compliance, EmployeeRow } from '../../../engine/store/staff.ts';

export type { Compliance };
export type Employee = EmployeeRow;

interface ProfileKind {
  kind: string;
  title: string;
  profileTab: string;
  canRead: boolean;
  canEdit: boolean;
}

export interface StaffProfile {
  id: string;
  name: string;
  role: string;
  isManager: boolean;
  jobTitle: string | null;
  homeIds: string[];
  active: boolean;
  email: string;
  self: boolean;
  canEdit: boolean;
  kinds: ProfileKind[];
  summary: Employee | null;
  application: { applicationId: string; madeAt: string; riskReason: string | null } | null;
  dailyInOut: boolean;
}

interface MissingCheck {
  check: string;
  path: string;
  message: string;
}

export interface Hiring {
  missing: MissingCheck[];
  hire: {
    userId: string;
    madeAt: string;
    madeBy: string;
    riskReason: string | null;
    missingChecks: MissingCheck[];
  } | null;
  mayRecordReason: boolean;
}

export interface ActivityLine {
  recordId: string;
  kind: string;
  title: string;
  version: number;
  action: string;
  staffId: string;
  staffName: string;
  changedBy: string;
  changedByName: string;
  at: string;
  reason: string | null;
}

export const CONTRACT_LABELS: Record<string, string> = {
  permanent: 'Permanent',
  fixed_term: 'Fixed term',
  bank: 'Bank / relief',
  zero_hours: 'Zero hours',
  agency: 'Agency',
};
