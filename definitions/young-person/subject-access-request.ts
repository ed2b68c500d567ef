// A subject access request about a young person (UK GDPR art. 15): made by the young person, by a care leaver years
// later, or by someone with their authority. The record keeps the request, the month's clock (art. 12(3), the ICO's
// way of counting it: definitions/duties/records.ts), the review of other people's information (DPA 2018 Schedule
// 2 paragraph 16), who prepared and who approved the copy, and when and how it was released. Only the home's
// managers and directors see it (engine/young-people/subject-access-access.ts).
import { date, group, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  releaseMethods,
  subjectAccessRequesters,
  thirdPartyDecisions,
  thirdPartyKinds,
} from '../lists/subject-access.ts';

export default defineRecord({
  kind: 'subject-access-request',
  title: 'Subject access request',
  description:
    "A request for a copy of everything held about the {child} (UK GDPR art. 15), from them, from a care leaver years later, or from someone with their authority. It is answered within one calendar month, or the person asking is told within that month why up to two more months are needed (art. 12(3), 12A). Other people's information is reviewed before release and redacted unless they agree or it is reasonable to give it (Data Protection Act 2018 Schedule 2 paragraph 16).",
  subject: 'young-person',
  area: 'cyp',
  workflow: 'simple',
  dateField: 'receivedOn',
  list: { columns: ['receivedOn', 'requestedBy', 'clockFrom'] },
  schema: {
    type: 'object',
    title: 'Subject access request',
    additionalProperties: false,
    required: ['receivedOn', 'clockFrom', 'requestedBy', 'requesterName'],
    properties: {
      receivedOn: date('Request received on', { description: 'Any way it came: letter, email, in conversation' }),
      requestedBy: choiceOf(subjectAccessRequesters, { title: 'Who asked' }),
      requesterName: text('Name of the person asking'),
      requesterContact: text('How to reach them'),
      authority: longText('Their authority to act for the {child}', {
        description: 'For someone acting for them: the written authority seen, or why a parent may ask',
      }),
      identityConfirmedOn: date('Identity confirmed on'),
      identityHow: text('How identity was confirmed'),
      clockFrom: date('The month runs from', {
        description:
          'The latest of: the day the request arrived, the day proof of identity or authority asked for arrived',
      }),
      scope: longText('What they asked for', {
        description: 'Everything held, or the records or years they named (ask them only if it is unclear)',
      }),
      extension: group('More time (up to two further months)', {
        toldOn: date('Told the person asking on'),
        reason: longText('Why more time is needed', { description: 'Only for a complex request or many requests' }),
        dueBy: date('Now due by', { description: 'No later than three months from the date the month runs from' }),
      }),
      preparation: group('Preparing the copy', {
        preparedBy: staffMember('Prepared by'),
        preparedOn: date('Prepared on'),
        thirdParties: rows(
          "Other people's information",
          {
            where: text('Where it is (record and date)'),
            recordId: { type: 'string', format: 'uuid', title: 'The record', description: 'Empty: every record' },
            words: text('The words to take out', {
              description: 'As they are written (a name, an address); every place they appear is redacted',
            }),
            whose: choiceOf(thirdPartyKinds, { title: 'Whose it is' }),
            decision: choiceOf(thirdPartyDecisions, { title: 'What was done with it' }),
            why: longText('Why'),
          },
          ['where', 'whose', 'decision'],
        ),
        filesWithheld: rows(
          'Files kept out of the copy',
          {
            documentId: { type: 'string', format: 'uuid', title: 'The file' },
            why: longText('Why', { description: 'e.g. a letter about another child; a redacted copy given on paper' }),
          },
          ['documentId', 'why'],
        ),
        exemptions: longText('Anything withheld under another exemption, and why', {
          description:
            'e.g. social work information whose release would be likely to cause serious harm (DPA 2018 Schedule 3)',
        }),
        approvedBy: staffMember('Approved by', { description: 'A manager or director who did not prepare it' }),
        approvedOn: date('Approved on'),
      }),
      release: group('Release', {
        releasedOn: date('Released on'),
        releasedBy: staffMember('Released by'),
        how: choiceOf(releaseMethods, { title: 'How it was given' }),
        supportOffered: yesNo('Someone was offered to go through it with them'),
        notes: longText('Notes'),
      }),
    },
    // the month never starts before the request arrived, and a second person approves; at the top level, which the
    // form does not draw
    allOf: [
      { 'x-after': { clockFrom: 'receivedOn' } },
      { properties: { preparation: { 'x-differs': { approvedBy: 'preparedBy' } } } },
    ],
  },
  sections: [
    {
      key: 'request',
      title: 'The request',
      fields: [
        'receivedOn',
        'requestedBy',
        'requesterName',
        'requesterContact',
        'authority',
        'identityConfirmedOn',
        'identityHow',
        'clockFrom',
        'scope',
        'extension',
      ],
    },
    { key: 'preparation', title: 'Preparing the copy', fields: ['preparation'] },
    { key: 'release', title: 'Release', fields: ['release'] },
  ],
});
