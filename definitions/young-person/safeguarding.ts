// Safeguarding concern, including allegations against staff: what was seen or said, what was done
// straight away, who it was referred to, and the outcome (DOMAIN §3).
import {
  date,
  dateTime,
  group,
  longText,
  number,
  rows,
  staffMember,
  text,
  timeline,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  authoritiesToNotify,
  bodyMapSides,
  bodyRegions,
  furtherActions,
  injuryKinds,
  notificationMethods,
} from '../lists/incident.ts';
import {
  allegationOutcomes,
  concernSources,
  safeguardingCategories,
  safeguardingReferralAgencies,
} from '../lists/young-person-logs.ts';

export default defineRecord({
  kind: 'safeguarding',
  help: 'safeguarding',
  title: 'Safeguarding concern',
  description:
    "Record what you saw or were told, in the words used, and tell the designated safeguarding lead straight away. Allegations are referred promptly to the {authority} and the local authority where the home is, and a record kept of each allegation and the action taken ({Children's Homes Regulations 2015 reg 34(2)|Supported Accommodation Regulations 2023 reg 20}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'safeguarding',
  profileTab: 'safeguarding',
  workflow: 'signoff',
  signoff: 'safeguardings',
  metric: 'safeguarding',
  dateField: 'raisedAt',
  list: { columns: ['raisedAt', 'category', 'dsl'] },
  managerOnlyFields: ['managerReview'],
  schema: {
    type: 'object',
    title: 'Safeguarding concern',
    additionalProperties: false,
    required: [
      'category',
      'raisedAt',
      'raisedBy',
      'source',
      'observations',
      'immediateAction',
      'dsl',
      'dslInformedAt',
      'dslDecision',
    ],
    // at submit: the child's own words when they told us; the allegation's details (and LADO) when it is about staff
    allOf: [
      {
        if: { properties: { disclosure: { const: true } }, required: ['disclosure'] },
        then: { required: ['wordsUsed'] },
      },
      {
        if: { properties: { category: { contains: { const: 'allegation_against_staff' } } }, required: ['category'] },
        then: { required: ['allegation'] },
      },
      // who an allegation is about (on the staff list or not), and the LADO referral or why there was none. Kept at
      // the top level, where the form does not draw it (a nested anyOf would show as a choice of options)
      {
        properties: {
          allegation: {
            allOf: [
              { anyOf: [{ required: ['subject'] }, { required: ['subjectName'] }] },
              { anyOf: [{ required: ['ladoReferredAt'] }, { required: ['ladoNotReferredReason'] }] },
            ],
          },
        },
      },
    ],
    properties: {
      category: choicesOf(safeguardingCategories, { title: 'Category of concern', minItems: 1 }),
      raisedAt: dateTime('Concern raised at'),
      raisedBy: staffMember('Raised by', { description: 'The member of staff recording the concern' }),
      source: choiceOf(concernSources, { title: 'How the concern came to light' }),
      sourceDetail: text('Who reported it', { description: 'Name and role, if reported by someone else' }),
      happenedAt: dateTime('When it happened (if known)'),
      location: text('Where it happened (if known)'),
      otherYoungPeople: {
        type: 'array',
        title: 'Other {children} involved',
        uniqueItems: true,
        items: youngPerson('{Child|Young person}'),
      },
      othersInvolved: text('Other people involved', { description: 'Names or descriptions of adults or others named' }),

      disclosure: yesNo('The {child} told us directly (a disclosure)'),
      wordsUsed: longText("The {child}'s words", {
        description:
          'Word for word, including the questions you asked. Listen, do not lead, do not promise to keep it secret.',
      }),
      observations: longText('What was seen or heard', {
        description: 'Facts only: what, when, who; signs of injury, changes in behaviour',
      }),
      bodyMap: rows(
        'Body map',
        {
          side: choiceOf(bodyMapSides, { title: 'Side' }),
          region: choiceOf(bodyRegions, { title: 'Part of the body' }),
          kind: choiceOf(injuryKinds, { title: 'Kind of mark' }),
          description: text('Description', { description: 'Size, colour, shape; what the {child} said about it' }),
          x: number('Across (%)', { minimum: 0, maximum: 100 }),
          y: number('Down (%)', { minimum: 0, maximum: 100 }),
        },
        ['side', 'region'],
        { description: 'Record marks seen; do not examine the {child} or photograph intimate areas' },
      ),

      immediateAction: longText('Immediate action taken', {
        description:
          'What was done to keep the {child} and others safe, e.g. medical attention, separating young people, preserving evidence',
      }),
      childSafeNow: yesNo('The {child} is safe now'),
      dsl: staffMember('Designated safeguarding lead informed'),
      dslInformedAt: dateTime('DSL informed at'),
      dslDecision: longText("DSL's decision and reasons", {
        description: 'Including a decision not to refer, and why',
      }),

      referrals: rows(
        'Referrals',
        {
          to: choiceOf(safeguardingReferralAgencies, { title: 'Referred to' }),
          at: dateTime('Referred at'),
          by: staffMember('Referred by'),
          contactName: text('Person spoken to'),
          reference: text('Reference number'),
          outcome: longText('Response and outcome', {
            description: 'Heard after this record was submitted? Add it as a follow-up',
          }),
        },
        ['to', 'at'],
        {
          description:
            "Current abuse: the {authority} and the local authority where the home is; past abuse: the {authority} and the local authority where it happened{ (Children's Homes Regulations 2015 reg 34(2))|}.",
        },
      ),
      cpEnquiry: group(
        'Child protection enquiry (section 47)',
        {
          instigatedAt: date('Enquiry started'),
          strategyMeetingAt: dateTime('Strategy meeting held'),
          concludedAt: date('Enquiry concluded'),
          outcome: longText('Outcome of the enquiry'),
        },
        [],
        {
          description:
            'The start and the conclusion of a child protection enquiry are each notified to Ofsted without delay ({notifyReg}). Concluded after this record was submitted? Add it as a follow-up: the sign-offs stay.',
        },
      ),
      notifications: rows(
        '{notifyReg} notifications',
        {
          authority: choiceOf(authoritiesToNotify, { title: 'Who was notified' }),
          at: dateTime('Notified at'),
          method: choiceOf(notificationMethods, { title: 'How' }),
          reference: text('Reference'),
          by: staffMember('Notified by'),
        },
        ['authority'],
        {
          description:
            "Allegations of abuse, child sexual exploitation (and in supported accommodation criminal exploitation) and child protection enquiries are notified without delay ({Children's Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27}).",
        },
      ),

      allegation: group(
        'Allegation against staff',
        {
          subject: staffMember('Member of staff the allegation is about'),
          subjectName: text('Or their name, if not on the staff list', {
            description: "Agency staff, a volunteer, a contractor or another agency's worker in the home",
          }),
          subjectRole: text('Their role'),
          ladoReferredAt: dateTime('Referred to the LADO at', {
            description: 'Within one working day of the allegation (local LADO procedures)',
          }),
          ladoNotReferredReason: longText('Not referred to the LADO: why', {
            description:
              'Only when the designated safeguarding lead decided, with reasons, that it does not meet the threshold',
          }),
          ladoName: text('LADO spoken to'),
          ladoRef: text('LADO reference'),
          suspended: yesNo('Suspended'),
          otherMeasures: text('Other measures while it is looked into', {
            description: 'e.g. moved to other duties, no lone working with the {child}',
          }),
          outcome: choiceOf(allegationOutcomes, { title: 'Outcome' }),
          outcomeAt: date('Outcome date'),
          dbsReferral: yesNo('Referred to the DBS', {
            description:
              'Required if the person is removed from work with children because they harmed, or posed a risk of harm to, a child',
          }),
          dbsReferredAt: date('DBS referral date'),
        },
        [],
        {
          description:
            'Only for an allegation that a member of staff has harmed a child, committed an offence against a child, or behaved in a way that shows they may pose a risk to children. The person the allegation is about takes no part in recording or investigating it.',
        },
      ),

      outcome: longText('Outcome', { description: 'What happened as a result of the concern' }),
      furtherActions: choicesOf(furtherActions, { title: 'Further actions' }),
      ypInformed: yesNo('The {child} has been told what is happening, as far as appropriate'),
      ypView: longText("The {child}'s view"),
      managerReview: group(
        'Manager review',
        {
          reviewer: staffMember('Reviewed by'),
          at: dateTime('Reviewed at'),
          comment: longText('Management oversight', {
            description: 'Was the response prompt and proportionate? Is the {child} safe? Lessons learned.',
          }),
          closed: yesNo('Concern closed'),
        },
        ['reviewer', 'at'],
      ),

      timeline: timeline(),
    },
  },
  sections: [
    {
      key: 'concern',
      title: 'Concern',
      fields: [
        'category',
        'raisedAt',
        'raisedBy',
        'source',
        'sourceDetail',
        'happenedAt',
        'location',
        'otherYoungPeople',
        'othersInvolved',
      ],
    },
    {
      key: 'disclosure',
      title: 'What was said or seen',
      fields: ['disclosure', 'wordsUsed', 'observations', 'bodyMap'],
    },
    {
      key: 'immediate-action',
      title: 'Immediate action',
      fields: ['immediateAction', 'childSafeNow', 'dsl', 'dslInformedAt', 'dslDecision'],
    },
    { key: 'referrals', title: 'Referrals and notifications', fields: ['referrals', 'cpEnquiry', 'notifications'] },
    { key: 'allegation', title: 'Allegation against staff', fields: ['allegation'] },
    {
      key: 'outcome',
      title: 'Outcome and review',
      fields: ['outcome', 'furtherActions', 'ypInformed', 'ypView', 'managerReview'],
    },
    { key: 'timeline', title: 'Timeline', fields: ['timeline'] },
  ],
});
