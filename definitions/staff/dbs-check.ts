// DBS / investigations (profile details/investigations): the enhanced certificate with the children's
// barred list check (CH Sch 2 para 2; SA Sch 1), and the Update Service checks after it. The next check
// due raises DBS expiry alerts.
import { date, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { dbsLevels, dbsWorkforces, pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'dbs-check',
  title: 'DBS check',
  description:
    'Enhanced DBS with barred list check, and Update Service checks. Alerts come before the next check is due.',
  subject: 'staff',
  area: 'hr',
  profileTab: 'details/investigations',
  workflow: 'none',
  dateField: 'issuedOn',
  list: { columns: ['issuedOn', 'certificateNumber', 'level', 'nextCheckDue'] },
  schema: {
    type: 'object',
    title: 'DBS check',
    additionalProperties: false,
    required: ['certificateNumber', 'level', 'issuedOn', 'barredListChecked'],
    properties: {
      certificateNumber: text('Certificate number', { pattern: '^\\d{12}$', description: '12 digits' }),
      level: pick('Level', dbsLevels),
      workforce: pick('Workforce', dbsWorkforces),
      barredListChecked: yesNo("Children's barred list checked"),
      issuedOn: date('Issued on'),
      seenBy: staffMember('Certificate seen by'),
      seenOn: date('Seen on'),
      informationDisclosed: yesNo('Information disclosed'),
      riskAssessedOn: date('Risk assessed on'),
      riskAssessedBy: staffMember('Risk assessed by'),
      riskAssessment: longText('Risk assessment of what was disclosed'),
      updateService: yesNo('Subscribed to the Update Service'),
      subscriptionId: text('Update Service subscription ID'),
      updateChecks: rows(
        'Update Service checks',
        {
          checkedOn: date('Checked on'),
          result: pick('Result', [
            ['no_change', 'No new information'],
            ['new_information', 'New information: apply for a new certificate'],
          ]),
          checkedBy: staffMember('Checked by'),
        },
        ['checkedOn', 'result'],
      ),
      nextCheckDue: date('Next check due'),
    },
  },
  alerts: [{ field: 'nextCheckDue', alert: 'dbs_expiry', leadDays: [30, 7, 0] }],
});
