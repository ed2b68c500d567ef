// The staff profile's sections (SPEC §2 "Staff profile /profile/{id}/..."), with their sub-paths, in the
// SPEC's order. A sub-path lists the record kinds whose definition's `profileTab` is that path, so kinds
// added by other areas (training, supervisions, pay) appear without this file knowing them.
export interface SubTab {
  path: string;
  label: string;
}
export interface Tab {
  key: string;
  label: string;
  subs?: SubTab[];
}

export const STAFF_TABS: Tab[] = [
  { key: 'overview', label: 'Overview' },
  {
    key: 'details',
    label: 'Details',
    subs: [
      { path: 'details/personal', label: 'Personal' },
      { path: 'details/contacts', label: 'Contacts' },
      { path: 'details/work-eligibility', label: 'Work eligibility' },
      { path: 'details/driving-license', label: 'Driving licence' },
      { path: 'details/investigations', label: 'Investigations (DBS)' },
      { path: 'details/consents', label: 'Consents' },
      { path: 'details/clock-in-out', label: 'Clock in/out' },
      { path: 'details/step-in-out', label: 'Step in/out' },
      { path: 'details/accidents', label: 'Accidents' },
    ],
  },
  { key: 'document-locker', label: 'Document locker' },
  {
    key: 'employment',
    label: 'Employment',
    subs: [
      { path: 'employment/experience', label: 'Experience' },
      { path: 'employment/references', label: 'References' },
      { path: 'employment/contract', label: 'Contract' },
      { path: 'employment/probation', label: 'Probation' },
      { path: 'employment/pay', label: 'Pay' },
      { path: 'employment/rewards', label: 'Rewards' },
      { path: 'employment/exit', label: 'Exit' },
      { path: 'employment/leaves', label: 'Leaves' },
      { path: 'employment/subject-access', label: 'Subject access' },
    ],
  },
  {
    key: 'training',
    label: 'Training',
    subs: [
      { path: 'training/qualifications', label: 'Qualifications' },
      { path: 'training/log', label: 'Log' },
    ],
  },
  { key: 'performance-improvement-plan', label: 'Performance improvement plan' },
  {
    key: 'performance',
    label: 'Performance',
    subs: [
      { path: 'performance/disciplinary-actions', label: 'Disciplinary actions' },
      { path: 'performance/supervisions', label: 'Supervisions' },
      { path: 'performance/appraisals', label: 'Appraisals' },
      { path: 'performance/disciplinary-meetings', label: 'Disciplinary meetings' },
    ],
  },
  { key: 'personal-details-and-application', label: 'Personal details and application' },
];

/**
 * SPEC "edit (details, contacts, work-eligibility, driving-license, investigations/DBS, change-password, change-pin,
 * reset-pin, document-locker)".
 */
export const EDIT_SUBS: SubTab[] = [
  { path: 'edit/details', label: 'Details' },
  { path: 'edit/contacts', label: 'Contacts' },
  { path: 'edit/work-eligibility', label: 'Work eligibility' },
  { path: 'edit/driving-license', label: 'Driving licence' },
  { path: 'edit/investigations', label: 'Investigations (DBS)' },
  { path: 'edit/change-password', label: 'Change password' },
  { path: 'edit/change-pin', label: 'Change PIN' },
  { path: 'edit/reset-pin', label: 'Reset PIN' },
  { path: 'edit/document-locker', label: 'Document locker' },
];

/** An edit sub-path shows the same records as its details twin (with "New" for those who may). */
export const EDIT_TO_TAB: Record<string, string> = {
  'edit/details': 'details/personal',
  'edit/contacts': 'details/contacts',
  'edit/work-eligibility': 'details/work-eligibility',
  'edit/driving-license': 'details/driving-license',
  'edit/investigations': 'details/investigations',
  'edit/document-locker': 'document-locker',
};

/** Sub-paths with a screen of their own rather than record kinds. */
export const SPECIAL = new Set([
  'details/clock-in-out',
  'details/step-in-out',
  'details/accidents',
  'document-locker',
  'personal-details-and-application',
  'edit/change-password',
  'edit/change-pin',
  'edit/reset-pin',
  'overview',
]);

export function tabOf(path: string): Tab | undefined {
  const top = path.split('/')[0];
  return STAFF_TABS.find((t) => t.key === top);
}

export function labelOf(path: string): string {
  for (const t of STAFF_TABS) {
    if (t.key === path) return t.label;
    const s = t.subs?.find((x) => x.path === path);
    if (s) return s.label;
  }
  return EDIT_SUBS.find((x) => x.path === path)?.label ?? path;
}
