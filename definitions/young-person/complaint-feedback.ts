// Views, complaints and feedback: a young person's view, wish, complaint or compliment (or one made on
// their behalf), their rating of the SPEC §3 feedback statements, and the home's response.
// Young people may be allowed to log these themselves (SPEC §2), so the wording is plain.
import { date, dateTime, group, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  complaintEscalations,
  complaintStages,
  feedbackChannels,
  feedbackFrom,
  feedbackOutcomes,
  feedbackRatings,
  feedbackTypes,
} from '../lists/young-person-logs.ts';
import { ypFeedbackStatements } from '../lists/yp-feedback.ts';

/** One rating per SPEC §3 feedback statement, keyed by the statement's key. */
const statementRatings: Record<string, JSONSchema7> = Object.fromEntries(
  ypFeedbackStatements.items.map((s) => [s.value, choiceOf(feedbackRatings, { title: s.label })]),
);

export default defineRecord({
  kind: 'complaint-feedback',
  title: 'Views, complaints and feedback',
  description:
    "Every complaint is recorded with the action taken and the outcome, and no {child} may suffer for making a complaint ({Children's Homes Regulations 2015 reg 39|Supported Accommodation Regulations 2023 Part 6}). Complaints about the local authority's own services go to its complaints procedure (Children Act 1989 Representations Procedure (England) Regulations 2006).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'viewsComplaints',
  profileTab: 'views',
  // Submitted, it waits for a manager of the home: they handle it and write the response (manager-only
  // fields), and cannot sign it off until the response is written (otherwise a young person's
  // complaint would be stored as complete, with no outcome, and no one told).
  workflow: 'signoff',
  signoff: 'complaints',
  managerOnlyFields: ['complaint', 'outcome'],
  // "complete" means resolved: the action taken and the outcome are recorded before sign-off (CH reg 39(3))
  signoffNeeds: [
    'outcome.result',
    'outcome.actionTaken',
    'outcome.response',
    'outcome.respondedAt',
    'outcome.respondedBy',
  ],
  dateField: 'receivedAt',
  list: { columns: ['receivedAt', 'type', 'from', 'outcome.result'] },
  schema: {
    type: 'object',
    title: 'Views, complaints and feedback',
    additionalProperties: false,
    required: ['type', 'receivedAt', 'from', 'summary'],
    // the person a complaint is about does not investigate it, except to resolve it informally (CH reg 39(2));
    // at the top level, which the form does not draw
    allOf: [
      {
        properties: {
          complaint: {
            if: { properties: { stage: { const: 'informal' } }, required: ['stage'] },
            else: { 'x-differs': { investigatedBy: 'about' } },
          },
        },
      },
    ],
    properties: {
      type: choiceOf(feedbackTypes, { title: 'What is it?' }),
      receivedAt: dateTime('When'),
      from: choiceOf(feedbackFrom, { title: 'Who is it from?' }),
      fromName: text('Name', { description: "If someone else made it on the {child}'s behalf" }),
      channel: choiceOf(feedbackChannels, { title: 'How was it made?' }),
      summary: longText('What is it about?', { description: 'In the words of the person who made it' }),
      wantedOutcome: longText('What would they like to happen?'),
      aboutStaff: yesNo('It is about a member of staff'),

      statements: group('How I feel about living here', statementRatings, [], {
        description: 'The {child} rates each statement. Leave a statement out if they did not want to answer it.',
      }),
      statementsComment: longText('Anything else I want to say'),

      complaint: group('Complaint handling', {
        stage: choiceOf(complaintStages, { title: 'Stage' }),
        about: staffMember('Member of staff it is about', {
          description: 'If it is about a member of staff: they take no part in investigating it (reg 39(2))',
        }),
        acknowledgedAt: date('Acknowledged on'),
        responseDueBy: date('Response due by', { description: "The date set by the home's complaints procedure" }),
        investigatedBy: staffMember('Investigated by', {
          description: 'Never the person the complaint is about, except to resolve it informally (reg 39(2))',
        }),
        advocacyOffered: yesNo('Offered help from an advocate'),
        referredToAuthority: yesNo("Shared with the {child}'s social worker"),
        safeguardingConcern: yesNo('Raises a safeguarding concern', {
          description: 'If yes, also record a safeguarding concern and tell the designated safeguarding lead',
        }),
        investigation: longText('What was done to look into it'),
      }),

      outcome: group('Response and outcome', {
        result: choiceOf(feedbackOutcomes, { title: 'Outcome' }),
        actionTaken: longText('Action taken', {
          description: 'What was done in response{ (reg 39(3))|}; for a compliment or a view, who it was passed on to',
        }),
        response: longText('What we told them', { description: 'Our reply, and why' }),
        respondedAt: date('Responded on'),
        respondedBy: staffMember('Responded by'),
        withinTimescale: yesNo('Responded within the timescale'),
        satisfied: yesNo('They are happy with the response'),
        escalated: choiceOf(complaintEscalations, { title: 'Taken further to' }),
        nextSteps: text('If not, what next', {
          description: "e.g. review by the responsible individual, Ofsted, Children's Commissioner (Help at Hand)",
        }),
      }),
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Details',
      fields: ['type', 'receivedAt', 'from', 'fromName', 'channel', 'summary', 'wantedOutcome', 'aboutStaff'],
    },
    { key: 'statements', title: 'How I feel about living here', fields: ['statements', 'statementsComment'] },
    { key: 'complaint', title: 'Complaint handling', fields: ['complaint'] },
    { key: 'outcome', title: 'Response and outcome', fields: ['outcome'] },
  ],
});
