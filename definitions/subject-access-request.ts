// The form of a subject access request (UK GDPR art. 15), shared by the young person's and the member of staff's
// request kinds: the request and the month's clock (art. 12(3), 12A; definitions/duties/records.ts), more time, the
// review of other people's information (DPA 2018 Schedule 2 paragraph 16), who prepared and who approved the copy,
// and the release. The pack (engine/subject-access/pack.ts) reads the same paths in both.
import { date, group, longText, rows, staffMember, text, yesNo } from '../engine/definitions/fields.ts';
import { choiceOf, type ReferenceList } from '../engine/definitions/lists.ts';
import type { RecordDefinition } from '../engine/definitions/types.ts';
import { releaseMethods, thirdPartyDecisions, thirdPartyKinds } from './lists/subject-access.ts';

/** `requesters`: who may ask; `whose`: the subject in words ("the {child}", "the member of staff"). */
export function subjectAccessRequestForm(
  requesters: ReferenceList,
  whose: string,
): Pick<RecordDefinition, 'workflow' | 'dateField' | 'list' | 'schema' | 'sections'> {
  return {
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
        requestedBy: choiceOf(requesters, { title: 'Who asked' }),
        requesterName: text('Name of the person asking'),
        requesterContact: text('How to reach them'),
        authority: longText(`Their authority to act for ${whose}`, {
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
              why: longText('Why', {
                description: 'e.g. a letter about another child; a redacted copy given on paper',
              }),
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
  };
}
