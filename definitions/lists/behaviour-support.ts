// Behaviour support plan question keys (SPEC §3), labelled in the young person's voice.
import { defineList } from '../../engine/definitions/lists.ts';

export const bspQuestionKeys = defineList({
  key: 'bspQuestionKeys',
  label: 'Behaviour support plan questions',
  source: 'SPEC §3 Behaviour support plan',
  items: [
    { value: 'thingsEnjoyed', label: 'Things I enjoy' },
    { value: 'targetBehaviors', label: 'Behaviours we are working on together' },
    { value: 'upsettingThings', label: 'Things that upset me' },
    { value: 'copingIndicators', label: 'Signs that I am not coping' },
    { value: 'staffSupportUpset', label: 'How staff can help me when I am upset' },
    { value: 'selfSupportUpset', label: 'What I can do to help myself when I am upset' },
    { value: 'staffSupportAfterUpset', label: 'How staff can help me after I have been upset' },
    { value: 'targetRewards', label: 'Rewards for working on my target behaviours' },
    { value: 'restraint', label: 'If physical intervention is ever needed: the agreed approach' },
  ],
});

export const bspPositiveKeys = defineList({
  key: 'bspPositiveKeys',
  label: 'Behaviour support plan: positive behaviour',
  source: 'SPEC §3 Behaviour support plan',
  items: [
    { value: 'positiveBehaviors', label: 'My positive behaviours' },
    { value: 'staffSupportPositive', label: 'How staff can support my positive behaviour' },
    { value: 'selfSupportPositive', label: 'What I can do to keep my positive behaviour going' },
    { value: 'positiveRewards', label: 'Rewards for positive behaviour' },
    { value: 'positiveConsequences', label: 'Good things that follow positive behaviour' },
  ],
});
