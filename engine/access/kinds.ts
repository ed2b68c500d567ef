// Kinds with access of their own (functions beside the kind, engine/<area>/access.ts), found by kind. A kind
// not listed is decided as every record is (decideRecord). Built when first asked: those modules import this
// folder's predicates, which ask this table.
import { leaveRequestAccess, overtimeRequestAccess } from '../leave/access.ts';
import type { KindAccess } from '../pipeline/types.ts';
import { statutoryReturnAccess } from '../returns/access.ts';
import { subjectAccessRequestAccess } from '../young-people/subject-access-access.ts';
import { homeTransferAccess } from '../young-people/transfer-access.ts';

let table: Record<string, KindAccess> | null = null;
export const kindAccessOf = (kind: string): KindAccess | undefined =>
  (table ??= {
    'leave-request': leaveRequestAccess,
    'overtime-request': overtimeRequestAccess,
    'annual-return': statutoryReturnAccess,
    'inspection-pre-form': statutoryReturnAccess,
    'quality-standards-review': statutoryReturnAccess,
    'subject-access-request': subjectAccessRequestAccess,
    'home-transfer': homeTransferAccess,
  })[kind];
