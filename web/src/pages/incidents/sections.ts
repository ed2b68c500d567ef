// The incident's SPEC section names (§2 Incidents) and the incident definition's sections they show, so the
// SPEC addresses (/cyp/incidents/incident/:id/details/before…) open the generic record view at that part.
export interface SpecSection {
  key: string;
  title: string;
  shows: string[];
  parts?: { key: string; title: string }[];
}

export const INCIDENT_SECTIONS: SpecSection[] = [
  { key: 'general', title: 'General', shows: ['general'] },
  {
    key: 'details',
    title: 'Details',
    shows: ['details'],
    parts: [
      { key: 'before', title: 'Before' },
      { key: 'incident', title: 'Incident' },
      { key: 'after', title: 'After' },
    ],
  },
  { key: 'intervention', title: 'Intervention', shows: ['intervention'] },
  {
    key: 'consequences',
    title: 'Consequences',
    shows: ['consequences'],
    parts: [
      { key: 'rewards', title: 'Rewards' },
      { key: 'others', title: 'Others' },
    ],
  },
  {
    key: 'debrief',
    title: 'Debrief',
    shows: ['debrief'],
    parts: [
      { key: 'cyp-debrief', title: '{cyp} debrief' },
      { key: 'staff-debrief', title: 'Staff debrief' },
      { key: 'manager-review', title: 'Manager review' },
    ],
  },
  { key: 'timeline', title: 'Timeline', shows: ['timeline'] },
  // sign-offs, and the authorities told (the definition's notifications step)
  { key: 'signoffs-alerts', title: 'Sign-offs and alerts', shows: ['notifications'] },
];

/** The SPEC section a path segment names (a part, e.g. "before", opens its section). */
export function specSection(segment: string | undefined): SpecSection {
  return (
    INCIDENT_SECTIONS.find((s) => s.key === segment || s.parts?.some((p) => p.key === segment)) ?? INCIDENT_SECTIONS[0]
  );
}

/** SPEC §4 generic list statuses, as the record API names them. */
export const LIST_STATUSES = [
  { value: 'ongoing', label: 'Drafts / Ongoing' },
  { value: 'complete', label: 'Completed' },
  { value: 'signoffs_pending', label: 'Pending sign-offs' },
];
