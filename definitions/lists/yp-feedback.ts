// Young person feedback statements (SPEC §3), as a young person would read them.
import { defineList } from '../../engine/definitions/lists.ts';

export const ypFeedbackStatements = defineList({
  key: 'ypFeedbackStatements',
  label: 'Young person feedback statements',
  source: 'SPEC §3 Young person feedback statements',
  items: [
    { value: 'safeFeeling', label: 'I feel safe where I live' },
    { value: 'voiceRespected', label: 'Staff listen to me and my views are respected' },
    { value: 'staffConfidence', label: 'I trust the staff and can go to them for help' },
    { value: 'spaceComfort', label: 'My room and my home feel comfortable' },
    { value: 'careQuality', label: 'I am happy with the care and support I get' },
    { value: 'relationships', label: 'I am helped to keep in touch with people who matter to me' },
    { value: 'empowered', label: 'I get to make choices and decisions about my life' },
    { value: 'futurePositivity', label: 'I feel positive about my future' },
  ],
});
