// Row shapes the store hands out (camelCase), so no caller sees SQL column names.
export interface UserRow {
  id: string; orgId: string; email: string; name: string; passwordHash: string | null;
  role: string; isManager: boolean; jobTitle: string | null;
  areas: Record<string, 'read' | 'edit'>;
  ypPermissions: Record<string, 'read' | 'edit' | 'none'>;
  ypOverrides: Record<string, Record<string, 'read' | 'edit' | 'none'>>;
  homeIds: string[]; active: boolean; dateOfBirth: string | null;
}

export interface OrganisationRow { id: string; name: string; slug: string; settings: Record<string, unknown>; suspendedAt: Date | null }

export interface HomeRow { id: string; orgId: string; name: string; type: string; address: string | null; archivedAt: Date | null }

export interface YoungPersonRow {
  id: string; orgId: string; homeId: string; homeName: string; firstName: string; lastName: string;
  preferredName: string | null; dateOfBirth: string | null; birthYear: number | null; gender: string | null;
  keyWorkerId: string | null; keyWorkerName: string | null; moveInDate: string | null; archivedAt: Date | null;
}

export interface RecordRow {
  id: string; orgId: string; kind: string; definitionVersionId: number; definitionVersion: number;
  youngPersonId: string | null; homeId: string | null; staffId: string | null;
  status: string; version: number; submission: number; signoffRule: SignoffRuleSnapshot | null;
  authorId: string; authorName: string; recordDate: Date; createdAt: Date; updatedAt: Date;
  archivedAt: Date | null; data: Record<string, unknown>;
}

export interface SignoffRuleSnapshot { option: string | null; mode: 'none' | 'default' | 'custom'; users: string[] }

export interface SignoffRow {
  id: string; recordId: string; submission: number; signerId: string; signerName: string;
  step: 'manager' | 'other'; requestedAt: Date; signedAt: Date | null; closedAt: Date | null;
}

export interface RevisionRow {
  recordId: string; version: number; action: string; status: string; data: Record<string, unknown>;
  changedBy: string; changedByName: string; changedAt: Date;
}

export interface DefinitionVersionRow { id: number; orgId: string | null; kind: string; version: number; definition: unknown; hash: string; createdAt: Date }
