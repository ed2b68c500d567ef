// A disciplinary case, following the Acas Code of Practice: informal discussion, investigation, a written
// invitation with the right to be accompanied, the hearing and its outcome (warning level and expiry),
// suspension (paid, reviewed) and appeal. CH reg 33(4)(a): failure to report abuse is a ground. Conduct towards a
// child takes the safeguarding route (engine/staff/discipline.ts, decision 0450): linked to the young person's
// safeguarding concern whose LADO clock runs, a DBS referral decision before it closes or when the person leaves.
// Seen only by HR, the manager of the home the person works in, and directors (engine/access/training.ts).
import {
  attachments,
  date,
  dateTime,
  group,
  longText,
  staffMember,
  text,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  appealOutcomes,
  companionTypes,
  disciplinaryGrounds,
  disciplinaryOutcomes,
  disciplinaryStages,
  investigationRecommendations,
} from '../lists/hr-performance.ts';
import { pick } from './hr-choices.ts';

export default defineRecord({
  kind: 'disciplinary-action',
  title: 'Disciplinary action',
  description: "A disciplinary case under the Acas Code of Practice. Only HR, the home's manager and directors see it.",
  subject: 'staff',
  area: 'hr_manager',
  profileTab: 'performance/disciplinary-actions',
  workflow: 'signoff',
  signoff: 'disciplinary',
  dateField: 'openedOn',
  list: { columns: ['openedOn', 'ground', 'stage', 'suspended'] },
  schema: {
    type: 'object',
    title: 'Disciplinary action',
    additionalProperties: false,
    required: ['openedOn', 'ground', 'concern', 'stage'],
    properties: {
      openedOn: date('Case opened on'),
      ground: choiceOf(disciplinaryGrounds, { title: 'Ground' }),
      concern: longText('The concern or allegation', {
        description: 'What is alleged, when, and how it came to light',
      }),
      caseManager: staffMember('Case manager'),
      stage: choiceOf(disciplinaryStages, { title: 'Stage' }),
      suspended: yesNo('Suspended', {
        description: 'Suspension is not a sanction: on full pay, as short as possible, reviewed regularly',
      }),
      suspension: group('Suspension', {
        from: date('Suspended from'),
        paid: yesNo('On full pay'),
        reason: longText('Why suspension is needed', {
          description: 'e.g. to protect {children} or the investigation',
        }),
        reviewOn: date('Next review'),
        reviewNotes: longText('Reviews held'),
        endedOn: date('Suspension ended on'),
      }),

      safeguarding: group('Safeguarding route', {
        concern: {
          type: 'string',
          format: 'uuid',
          title: "The {child}'s safeguarding concern",
          description:
            'Where the allegation is recorded (category: allegation against staff). Its one-working-day LADO ' +
            'referral clock runs there; this case does not start another.',
          'x-ref': 'safeguarding',
        },
        knownAt: dateTime('Allegation known at'),
        alongsideAcknowledged: yesNo('This process runs alongside the LADO and the police, not instead', {
          description:
            'Agree the timing of interviews and the investigation with the LADO and the police before acting',
        }),
        ladoReference: text('LADO reference'),
        ladoOutcome: pick('LADO outcome', [
          ['substantiated', 'Substantiated'],
          ['unsubstantiated', 'Unsubstantiated'],
          ['false', 'False'],
          ['malicious', 'Malicious'],
          ['unfounded', 'Unfounded'],
        ]),
        leftOn: date('Left or resigned during the case on', {
          description: 'The duty to consider a referral to the DBS still applies: record the decision now',
        }),
        dbs: group('Referral to the DBS (Safeguarding Vulnerable Groups Act 2006 s35)', {
          decision: pick('Decision', [
            ['referred', 'Referred to the DBS'],
            ['not_referred', 'Not referred: the test is not met'],
          ]),
          decidedOn: date('Decided on'),
          decidedBy: staffMember('Decided by'),
          reasons: longText('Reasons', {
            description:
              'Referral is required when the person is removed from work with children (dismissed, or would have ' +
              'been had they not left) because they harmed, or posed a risk of harm to, a child',
          }),
          referredOn: date('Referral sent on'),
          reference: text('DBS reference'),
        }),
        ofstedNotifiedAt: dateTime('Ofsted notified of the referral at', {
          description: 'The notification task runs on the linked safeguarding concern',
        }),
        placingAuthoritiesNotifiedAt: dateTime('Placing authorities notified at'),
      }),

      informalDiscussion: group('Informal discussion', {
        date: date('Date'),
        heldBy: staffMember('Held by'),
        notes: longText('What was discussed and agreed'),
        improvementBy: date('Improvement expected by'),
      }),

      investigation: group('Investigation', {
        investigator: staffMember('Investigator', { description: 'Not the person who will hear the case' }),
        startedOn: date('Started on'),
        findings: longText('Findings'),
        concludedOn: date('Concluded on'),
        recommendation: choiceOf(investigationRecommendations, { title: 'Recommendation' }),
      }),

      hearing: group('Formal disciplinary hearing', {
        invitationSentOn: date('Written invitation sent on', {
          description: 'Setting out the allegation, the evidence and the possible consequences',
        }),
        rightToBeAccompaniedGiven: yesNo('Told of the right to be accompanied'),
        date: date('Hearing date'),
        chair: staffMember('Chaired by'),
        companionType: choiceOf(companionTypes, { title: 'Accompanied by' }),
        companion: text("Companion's name"),
        notes: longText('What was said'),
        outcome: choiceOf(disciplinaryOutcomes, { title: 'Outcome' }),
        warningExpiresOn: date('Warning expires on'),
        outcomeLetterSentOn: date('Outcome letter sent on', { description: 'With the right of appeal' }),
      }),

      appealRequest: group('Appeal hearing request', {
        receivedOn: date('Appeal received on'),
        grounds: longText('Grounds of appeal'),
      }),

      appealHearing: group('Appeal hearing', {
        date: date('Appeal hearing date'),
        chair: staffMember('Chaired by', { description: 'Someone not involved before, where possible more senior' }),
        companion: text("Companion's name"),
        notes: longText('What was said'),
        outcome: choiceOf(appealOutcomes, { title: 'Appeal outcome' }),
        outcomeSentOn: date('Appeal outcome sent on'),
      }),

      documents: attachments('Important documents'),

      closedOn: date('Case closed on'),
      closingSummary: longText('Closing summary'),
    },
  },
  sections: [
    {
      key: 'general',
      title: 'General',
      fields: ['openedOn', 'ground', 'concern', 'caseManager', 'stage', 'suspended', 'suspension'],
    },
    { key: 'safeguarding', title: 'Safeguarding (LADO and DBS)', fields: ['safeguarding'] },
    { key: 'informal-discussion', title: 'Informal discussion', fields: ['informalDiscussion'] },
    { key: 'informal-investigation', title: 'Informal investigation', fields: ['investigation'] },
    { key: 'formal-disciplinary-hearing', title: 'Formal disciplinary hearing', fields: ['hearing'] },
    { key: 'appeal-hearing-request', title: 'Appeal hearing request', fields: ['appealRequest'] },
    { key: 'appeal-hearing', title: 'Appeal hearing', fields: ['appealHearing'] },
    { key: 'important-docs', title: 'Important documents', fields: ['documents'] },
    { key: 'signoffs', title: 'Sign-offs', fields: ['closedOn', 'closingSummary'] },
  ],
});
