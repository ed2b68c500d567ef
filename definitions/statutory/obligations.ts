// The statutory returns' recurring duties: the yearly assessment of the locations of supported
// accommodation (Supported Accommodation (England) Regulations 2023 r6(2)(a)(ii); DOMAIN deadlines table), met by a
// quality standards review that records the assessment as done.
import type { Obligation } from '../../engine/obligations/types.ts';
import { REGULATORY_TIMINGS } from '../regulatory-timings.ts';

export const obligations: Obligation[] = [
  {
    key: 'sa-location-assessment',
    title: 'Assess the locations of the accommodation at {name}',
    description:
      "Each year the locations of the accommodation are assessed for young people's safety (SA reg 6(2)(a)); record it in the quality standards review (A5).",
    subject: 'home',
    homeTypes: ['support_accomodation_for_older_children'],
    every: REGULATORY_TIMINGS.locationReviewEvery,
    anchor: 'start',
    metBy: { kinds: ['quality-standards-review'], status: 'any', match: { locationAssessmentDone: ['true'] } },
    leadDays: 30,
    assignTo: 'home-managers',
    taskType: 'task action plan',
  },
];
