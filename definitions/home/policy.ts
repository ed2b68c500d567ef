// A home's policy or procedure (CH reg 34 and Sch 4; SA reg 11): its version, owner and review date, the
// document itself, and whether staff must read and sign it. Every member of staff signs the *current* version
// (engine/policies): raising the version asks everyone again. Review dates raise policy_review alerts. The
// `policy` chart is a share of signatures, not a count of these records, so the kind feeds no chart metric.
import { attachments, date, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { policyCategories } from '../lists/premises.ts';

export default defineRecord({
  kind: 'policy',
  title: 'Policy',
  description: 'A policy or procedure staff must know, with its version and review date.',
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'effectiveFrom',
  list: { columns: ['title', 'version', 'category', 'reviewDate'] },
  alerts: [{ field: 'reviewDate', alert: 'policy_review', leadDays: [30, 7, 0] }],
  schema: {
    type: 'object',
    title: 'Policy',
    additionalProperties: false,
    required: ['title', 'version', 'effectiveFrom', 'reviewDate'],
    properties: {
      title: text('Policy title'),
      category: choiceOf(policyCategories, { title: 'Category' }),
      version: text('Version', {
        maxLength: 20,
        pattern: '^\\S(.*\\S)?$',
        description:
          'Raise the version when the content changes: every member of staff is asked to read and sign it again',
      }),
      owner: staffMember('Policy owner'),
      effectiveFrom: date('In force from'),
      reviewDate: date('Review by'),
      summary: longText('What it says, in brief'),
      changes: longText('What changed in this version'),
      mustSign: yesNo('Every member of staff must read and sign it', { default: true }),
      documents: attachments('Policy document'),
    },
  },
});
