// Missing from care episode: from the moment the young person is found to be missing, through the
// search, police report and return, to the independent return home interview (DOMAIN §4).
import {
  date,
  dateTime,
  group,
  longText,
  rows,
  staffMember,
  text,
  timeline,
  yesNo,
} from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { medicalAttention } from '../lists/incident.ts';
import {
  missingCategories,
  missingNotifyParties,
  policeRiskGradings,
  returnMethods,
} from '../lists/young-person-plans.ts';

export default defineRecord({
  kind: 'missing-episode',
  title: 'Missing from care',
  description:
    "Record as it happens, following the home's missing child policy, the {child}'s missing from care risk assessment and the local missing protocol ({Children's Homes Regulations 2015 reg 34|Supported Accommodation Regulations 2023 reg 21}). An independent return home interview is offered within 72 hours of return (DfE 2014 statutory guidance on children who run away or go missing from home or care).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'incident',
  profileTab: 'incident',
  workflow: 'signoff',
  signoff: 'incidents',
  dateField: 'discovery.discoveredAt',
  list: { columns: ['discovery.discoveredAt', 'discovery.category', 'return.returnedAt', 'search.policeRisk'] },
  managerOnlyFields: ['followUp.managerReview'],
  schema: {
    type: 'object',
    title: 'Missing from care',
    additionalProperties: false,
    required: ['discovery', 'search', 'return', 'followUp'],
    // at submit: reported to the police, or why not (a decision recorded, not a blank). At the top level: the form
    // draws only `properties` (a nested anyOf would show as a choice of options)
    allOf: [
      {
        properties: { search: { anyOf: [{ required: ['reportedToPoliceAt'] }, { required: ['notReportedReason'] }] } },
      },
    ],
    properties: {
      discovery: group(
        'Discovery',
        {
          category: choiceOf(missingCategories, { title: 'Missing or away without authorisation' }),
          discoveredAt: dateTime('Found to be missing at'),
          discoveredBy: staffMember('Found to be missing by'),
          lastSeenAt: dateTime('Last seen at'),
          lastSeenWhere: text('Last seen where'),
          lastSeenBy: text('Last seen by', { description: 'Staff member or other person' }),
          lastSeenWith: text('Last seen with'),
          clothing: longText('Clothing when last seen', {
            description: 'Philomena Protocol Part 2: colours, brands, shoes, coat, bag',
          }),
          circumstances: longText('Circumstances', {
            description: 'Philomena Protocol Part 2: what happened before, mood, anything the {child} said',
          }),
          possessions: text('What the {child} took', { description: 'Phone, money, bank card, medication, bag' }),
          likelyWhereabouts: longText('Where the {child} might be'),
          immediateConcerns: longText('Why we are worried now', {
            description: 'e.g. needs medication, recent self-harm, exploitation concerns, weather, age',
          }),
        },
        ['category', 'discoveredAt', 'lastSeenAt', 'lastSeenWhere', 'clothing', 'circumstances'],
      ),

      search: group(
        'Search and police report',
        {
          searchActions: rows(
            'Search actions',
            {
              at: dateTime('When'),
              action: text('What was done', {
                description: "e.g. searched the home and grounds, called the {child}'s phone, drove to the park",
              }),
              by: staffMember('By'),
            },
            ['at', 'action'],
          ),
          reportedToPoliceAt: dateTime('Reported to the police at'),
          reportedBy: staffMember('Reported by'),
          policeRef: text('Police reference number', { description: 'Required once reported' }),
          policeRisk: choiceOf(policeRiskGradings, { title: 'Police risk grading' }),
          philomenaGiven: yesNo('Philomena Protocol given to the police'),
          officer: text('Officer or police contact'),
          notReportedReason: longText('Not reported to the police: why', {
            description: 'e.g. away without authorisation, whereabouts known and safe; the decision and who made it',
          }),
        },
        [],
        {
          if: { properties: { reportedToPoliceAt: { type: 'string' } }, required: ['reportedToPoliceAt'] },
          then: { required: ['policeRef'] },
        },
      ),

      notified: rows(
        'Who was told',
        {
          who: choiceOf(missingNotifyParties, { title: 'Who' }),
          name: text('Name'),
          at: dateTime('Told at'),
          by: staffMember('Told by'),
          reference: text('Reference'),
        },
        ['who', 'at'],
      ),

      sightings: rows(
        'Sightings and contact while missing',
        {
          at: dateTime('When'),
          where: text('Where'),
          source: text('Reported by', {
            description: 'e.g. staff, police, friend, social media post, call from the {child}',
          }),
          details: text('Details'),
        },
        ['at', 'details'],
      ),

      return: group(
        'Return',
        {
          returnedAt: dateTime('Returned at'),
          method: choiceOf(returnMethods, { title: 'How the {child} came back' }),
          whereFound: text('Where the {child} had been'),
          whoWith: text('Who the {child} was with'),
          presentation: longText('How the {child} was on return', {
            description: 'Mood, signs of alcohol or drugs, new possessions, hunger, tiredness',
          }),
          injuries: longText('Injuries', { description: 'Any injuries seen or reported, and treatment given' }),
          medical: choiceOf(medicalAttention, { title: 'Medical attention' }),
          safeAndWellAt: dateTime('Police safe and well check at'),
          safeAndWellBy: text('Safe and well check by'),
          welcomeBack: longText('Staff conversation on return', {
            description: 'Welcome back, food, rest; this is not the return home interview',
          }),
        },
        ['returnedAt', 'method'],
      ),

      returnInterview: group(
        'Return home interview',
        {
          offeredAt: dateTime('Offered at'),
          completedAt: dateTime('Completed at'),
          by: text('Carried out by', {
            description: 'Someone independent of the home, e.g. the commissioned return interview service',
          }),
          declined: yesNo('The {child} declined'),
          declinedReason: text('Reason given'),
          notOfferedReason: text('Not offered: why'),
          serviceAsked: text("Which authority's return interview service was asked", {
            description:
              "For a {child} placed out of their own area, the {authority}'s service is usually the one to ask",
          }),
          summary: longText('Summary', {
            description: 'What the {child} said about where they went, who with and why',
          }),
          pushPull: longText('Push and pull factors'),
          exploitationConcerns: yesNo('Concerns about exploitation', {
            description: 'If yes, record a safeguarding concern and update the exploitation risk assessment',
          }),
        },
        [],
        { description: 'Offered within 72 hours of return (DfE 2014 statutory guidance)' },
      ),

      followUp: group(
        'Follow-up',
        {
          riskAssessmentUpdated: yesNo('Missing from care risk assessment updated'),
          riskAssessment: {
            type: 'string',
            format: 'uuid',
            title: 'Risk assessment',
            'x-ref': 'risk-assessment-missing-from-care',
          },
          strategyMeeting: yesNo('Strategy discussion or meeting held', {
            description: 'e.g. after repeated or long episodes, or exploitation concerns',
          }),
          strategyMeetingAt: dateTime('Strategy discussion at'),
          safeguardingRecorded: yesNo('Safeguarding concern recorded'),
          planChanges: longText('Changes to plans', {
            description: 'e.g. to the {planName}, behaviour support plan or risk assessments',
          }),
          planReviewRequested: yesNo("A review of the {child}'s plans asked of the {authority}", {
            description:
              "{When a child is, or has been, persistently absent without permission (Children's Homes Regulations 2015 reg 14(2)(e)(ii))|When the young person keeps going missing}",
          }),
          planReviewRequestedAt: date('Review asked for on'),
          planReviewRequestedOf: text('Who was asked'),
          managerReview: group(
            'Manager review',
            {
              reviewer: staffMember('Reviewed by'),
              at: dateTime('Reviewed at'),
              comments: longText('Comments and actions'),
            },
            ['reviewer', 'at'],
          ),
        },
        ['riskAssessmentUpdated'],
      ),

      timeline: timeline(),
    },
  },
  sections: [
    { key: 'discovery', title: 'Discovery', fields: ['discovery'] },
    { key: 'search', title: 'Search and reporting', fields: ['search', 'notified', 'sightings'] },
    { key: 'return', title: 'Return', fields: ['return'] },
    { key: 'return-interview', title: 'Return home interview', fields: ['returnInterview'] },
    { key: 'follow-up', title: 'Follow-up', fields: ['followUp'] },
    { key: 'timeline', title: 'Timeline', fields: ['timeline'] },
  ],
});
