// The categories of a member of staff's documents (staff profile document-locker). Those HR keeps to
// itself (references, disciplinary, exit) follow the same rule as their record kinds: never shown to
// the person themself; a manager sees disciplinary papers of staff they manage, as for the records.
// Shared by the server (engine/documents/staff.ts) and the upload form.
export const STAFF_DOCUMENT_CATEGORIES = [
  'Contract',
  'Identity and right to work',
  'DBS',
  'Qualification or certificate',
  'Training',
  'Supervision',
  'Health and fitness to work',
  'Driving',
  'Other',
  'References',
  'Disciplinary',
  'Exit',
] as const;

/** HR-only categories and the profile section whose records they go with (engine/access/staff.ts managerSees). */
export const HR_ONLY_STAFF_CATEGORIES: Record<string, string> = {
  References: 'employment/references',
  Disciplinary: 'performance/disciplinary',
  Exit: 'employment/exit',
};
