// Who may keep and see a member of staff's documents: the staff profile's rule (engine/access/staff.ts),
// asked as if each file were a record filed under the profile's document locker, so HR-only categories
// (references, disciplinary, exit) are kept from the person exactly as those records are.
import type { Caller, Verdict } from '../access/index.ts';
import { decideStaffRecord } from '../access/staff.ts';
import type { RecordDefinition } from '../definitions/types.ts';
import { HR_ONLY_STAFF_CATEGORIES } from './staff-categories.ts';

/** The stand-in definition a file of this category is decided by. */
export function staffDocumentKind(category: string | null): RecordDefinition {
  const hrOnlyTab = category ? HR_ONLY_STAFF_CATEGORIES[category] : undefined;
  return {
    kind: 'staff-document',
    area: hrOnlyTab ? 'hr_manager' : 'hr',
    profileTab: hrOnlyTab ?? 'document-locker',
    subject: 'staff',
  } as unknown as RecordDefinition;
}

/** May the caller read (or upload, archive) a file of this category about this person, in any of their homes? */
export function decideStaffDocument(
  c: Caller,
  person: { id: string; homeIds: string[] },
  category: string | null,
  want: 'read' | 'edit',
): Verdict {
  const def = staffDocumentKind(category);
  const homes = person.homeIds.length ? person.homeIds : [null];
  const verdicts = homes.map((homeId) =>
    decideStaffRecord(c, def, { homeId, youngPersonId: null, staffId: person.id }, want),
  );
  return verdicts.find((v) => v.ok) ?? verdicts[verdicts.length - 1];
}
