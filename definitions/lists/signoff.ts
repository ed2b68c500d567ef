// Sign-off options (one per record kind) and their modes (SPEC §3 Sign-off option, §9).
import { defineList } from '../../engine/definitions/lists.ts';

/** Keys spelled exactly as the SPEC spells them, including 'theraupticPlan'. */
export const signoffOptions = defineList({
  key: 'signoffOptions',
  label: 'Sign-off options',
  source: 'SPEC §3 Sign-off option',
  items: [
    { value: 'dailySummary', label: 'Daily summary' },
    { value: 'placementPlan', label: 'Placement / support plan' },
    { value: 'ils', label: 'Independent living skills' },
    { value: 'riskAssessment', label: 'Risk assessment' },
    { value: 'behaviourManagementPlan', label: 'Behaviour management plan' },
    { value: 'theraupticPlan', label: 'Therapeutic plan' },
    { value: 'incidents', label: 'Incidents' },
    { value: 'safeguardings', label: 'Safeguarding' },
    { value: 'kws', label: 'Key worker sessions' },
    // not in SPEC §3: a young person's view or complaint waits for a manager's response
    { value: 'complaints', label: 'Views, complaints and feedback' },
    // not in SPEC §3: staff supervisions and appraisals (both people sign) and disciplinary cases
    { value: 'supervisions', label: 'Supervisions' },
    { value: 'appraisals', label: 'Appraisals' },
    { value: 'disciplinary', label: 'Disciplinary actions' },
    // not in SPEC §3: the statutory returns and reviews of a home
    { value: 'statutoryReturns', label: 'Statutory returns and reviews' },
  ],
});

export const signoffModes = defineList({
  key: 'signoffModes',
  label: 'Sign-off modes',
  source: 'SPEC §3, §9',
  items: [
    { value: 'none', label: 'No sign-off' },
    { value: 'default', label: 'Default sign-off' },
    { value: 'custom', label: 'Custom sign-off users' },
  ],
});
