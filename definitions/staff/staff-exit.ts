// The exit record (profile employment/exit): why and when someone left, the exit interview and whether
// they consent to references. HR access only (SPEC §6 "Staff exit pages need HR access": area hr_manager
// kinds are never shown to the person themself nor to managers without HR). Leaving with a safeguarding concern
// raises a task for the registered manager that closes only with the decision recorded (decision 0450).
import { date, group, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'staff-exit',
  title: 'Exit',
  description: 'Leaving date and reason, exit interview, and consent to give references.',
  subject: 'staff',
  area: 'hr_manager',
  profileTab: 'employment/exit',
  workflow: 'simple',
  dateField: 'leavingDate',
  list: { columns: ['leavingDate', 'reason', 'referenceConsent'] },
  schema: {
    type: 'object',
    title: 'Exit',
    additionalProperties: false,
    required: ['leavingDate', 'reason'],
    properties: {
      leavingDate: date('Leaving date'),
      noticeGivenOn: date('Notice given on'),
      reason: pick('Reason for leaving', [
        ['resignation', 'Resignation'],
        ['end_of_contract', 'End of contract'],
        ['dismissal', 'Dismissal'],
        ['retirement', 'Retirement'],
        ['redundancy', 'Redundancy'],
        ['failed_probation', 'Probation not passed'],
        ['other', 'Other'],
      ]),
      reasonDetail: longText('Details'),
      safeguardingConcern: yesNo('Left with a safeguarding concern', {
        description: 'If yes, consider a referral to the DBS and the LADO',
      }),
      safeguardingDecision: group("Registered manager's decision on the safeguarding concern", {
        dbs: pick('Referral to the DBS (Safeguarding Vulnerable Groups Act 2006 s35)', [
          ['referred', 'Referred to the DBS'],
          ['not_referred', 'Not referred: the test is not met'],
        ]),
        ladoConsulted: yesNo('LADO consulted'),
        decidedBy: staffMember('Decided by'),
        decidedOn: date('Decided on'),
        reasons: longText('Reasons'),
        dbsReference: text('DBS reference'),
      }),
      exitInterview: group('Exit interview', {
        held: yesNo('Held'),
        heldOn: date('Held on'),
        heldBy: staffMember('Held by'),
        feedback: longText('What they told us'),
      }),
      referenceConsent: yesNo('Consents to references being given'),
      eligibleForRehire: yesNo('Would re-employ'),
      forwardingAddress: text('Forwarding address'),
    },
  },
});
