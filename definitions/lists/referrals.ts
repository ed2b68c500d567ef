// Referral outcomes and urgency (sector practice).
import { defineList } from '../../engine/definitions/lists.ts';

export const referralDecisions = defineList({
  key: 'referralDecisions',
  label: 'Referral decisions',
  source: 'practice',
  items: [
    { value: 'under_consideration', label: 'Under consideration' },
    { value: 'accepted', label: 'Accepted' },
    { value: 'declined', label: 'Declined' },
    { value: 'withdrawn', label: 'Withdrawn by the authority' },
  ],
});

export const referralUrgency = defineList({
  key: 'referralUrgency',
  label: 'Referral urgency',
  source: 'practice',
  items: [
    { value: 'emergency', label: 'Emergency (same day)' },
    { value: 'urgent', label: 'Urgent (within a week)' },
    { value: 'planned', label: 'Planned' },
  ],
});
