export const example = {
  assessedOn: '2026-04-20',
  area: 'A residential street ten minutes from the town centre; bus stop and park nearby; the high school 1 mile.',
  police: {
    obtainedOn: '2026-04-02',
    from: 'Leeds North West neighbourhood policing team',
    summary: 'Low burglary; some county lines activity reported around the station in the last year.',
  },
  localAuthority: {
    obtainedOn: '2026-04-09',
    from: 'Leeds exploitation hub',
    summary:
      'Two known locations of concern for child exploitation within two miles; no current concerns on the street.',
  },
  childrenViews: 'Both children feel safe at home and in the park by day; neither likes the station after dark.',
  risks: [
    {
      risk: 'County lines activity near the station',
      level: 'medium',
      mitigation: 'Lifts after 8pm; the station named in each child’s missing-from-care plan; monthly police liaison.',
    },
  ],
  suitability: 'suitable_with_mitigation',
  actions: [{ action: 'Share the assessment with the placing authorities', dueOn: '2026-05-01', status: 'done' }],
  nextReviewOn: '2027-04-20',
};

export const wrong = { data: { ...example, suitability: 'fine' }, path: '/suitability' };
