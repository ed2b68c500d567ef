// Incident report: the event, any physical intervention, the aftermath, management oversight and
// notifications (DOMAIN §2). Sections follow SPEC §2 Incidents.
import {
  attachments,
  date,
  dateTime,
  group,
  longText,
  number,
  rows,
  staffMember,
  staffMembers,
  text,
  time,
  timeline,
  yesNo,
  youngPerson,
} from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf, choicesOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import {
  authoritiesToNotify,
  bodyMapSides,
  bodyRegions,
  consequenceKinds,
  deEscalationTechniques,
  furtherActions,
  incidentLocations,
  incidentTypes,
  injuryKinds,
  interventionReasons,
  medicalAttention,
  notificationMethods,
  physicalInterventionTypes,
} from '../lists/incident.ts';

/** One mark on the body map. x and y are percentages across and down the body outline. */
const bodyMapMark = {
  side: choiceOf(bodyMapSides, { title: 'Side' }),
  region: choiceOf(bodyRegions, { title: 'Part of the body' }),
  kind: choiceOf(injuryKinds, { title: 'Kind of mark' }),
  description: text('Description', { description: 'Size, colour, shape' }),
  x: number('Across (%)', { minimum: 0, maximum: 100 }),
  y: number('Down (%)', { minimum: 0, maximum: 100 }),
};

/** Each intervention ends no earlier than it starts (engine/definitions/ajv.ts `x-after`). */
const endsAfterItStarts = (r: JSONSchema7): JSONSchema7 => ({ ...r, items: { ...r.items, 'x-after': { to: 'from' } } });

const sectionDone = (title: string) => ({ type: 'boolean' as const, title, default: false });

export default defineRecord({
  kind: 'incident',
  help: 'incidents-and-restraint',
  title: 'Incident',
  description:
    "{Any measure of control, discipline or restraint|Restraint} must be recorded within 24 hours ({Children's Homes Regulations 2015 reg 35(3)|Supported Accommodation Regulations 2023 reg 22(2)}).",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'incident',
  profileTab: 'incident',
  workflow: 'signoff',
  signoff: 'incidents',
  metric: 'incidents',
  dateField: 'general.startedAt',
  list: { columns: ['general.types', 'general.startedAt', 'general.location'] },
  managerOnlyFields: ['debrief.managerReview'],
  schema: {
    type: 'object',
    title: 'Incident',
    additionalProperties: false,
    required: ['general', 'details'],
    // the child's account is needed unless they declined the debrief (at the top level, which the form does not draw)
    allOf: [
      {
        properties: {
          debrief: {
            properties: {
              cypDebrief: {
                if: { properties: { declined: { const: true } }, required: ['declined'] },
                else: { required: ['ypAccount'] },
              },
            },
          },
        },
      },
    ],
    properties: {
      general: group(
        'General',
        {
          types: choicesOf(incidentTypes, { title: 'Type of incident', minItems: 1 }),
          startedAt: dateTime('Started at'),
          endedAt: dateTime('Ended at'),
          location: choiceOf(incidentLocations, { title: 'Location' }),
          locationDetail: text('Where exactly', { description: 'e.g. lounge, Tesco car park, school reception' }),
          description: longText('Summary', {
            description: 'A short factual summary; the full account goes in Details',
          }),
          staffPresent: staffMembers('Staff present', { minItems: 1 }),
          otherYoungPeople: {
            type: 'array',
            title: 'Other {children} involved',
            uniqueItems: true,
            items: youngPerson('{Child|Young person}'),
          },
          othersInvolved: text('Other people involved', {
            description: 'Members of the public, visitors, professionals',
          }),
          policeInvolved: yesNo('Police involved'),
          policeRef: text('Police reference number'),
          // notifiable only when the registered person judges it serious (CH reg 40(4)(b); SA reg 27), not whenever
          // police came
          policeSerious: yesNo('A serious incident involving the police', {
            description: "The registered person's judgement: if yes, {notifyReg} notifications are owed",
          }),
          medical: choiceOf(medicalAttention, { title: 'Medical attention' }),
          injuries: longText('Injuries to anyone and treatment given', {
            description:
              "{Children's Homes Regulations 2015 reg 35(3)|Supported Accommodation Regulations 2023 reg 22(2)}: injuries to the {child} or anyone else, and any treatment",
          }),
          bodyHarmPoints: rows('Body map', bodyMapMark, ['side', 'region']),
          // no default: consent must be a clear answer, never pre-set (UK GDPR Art 4(11), ICO);
          // safeguarding sharing does not rest on it
          hasDisclosureConsent: yesNo("The {child}'s wishes about sharing this record", {
            description:
              'Whether the {child} (or whoever holds parental responsibility) agrees to it being shared beyond statutory notifications. Leave unanswered until asked. Sharing to keep a child safe does not need consent (DfE Information sharing advice)',
          }),
          riddorReportable: yesNo('RIDDOR reportable', {
            default: false,
            description:
              'RIDDOR 2013: a work-related accident that took someone who is not a worker straight from the scene to hospital for treatment; a member of staff with a specified injury or off work more than 7 days (e.g. hurt in a restraint). Report to HSE',
          }),
          otherSerious: yesNo('Any other serious incident', {
            description:
              "The registered person considers it serious ({Children's Homes Regulations 2015 reg 40(4)|Supported Accommodation Regulations 2023 reg 27}): if yes, {notifyReg} notifications are owed",
          }),
          seriousReason: text('Why it is, or is not, judged serious'),
          // older supported-accommodation records: kept where stored and read as "any other serious incident"
          reg27Accident: yesNo('Serious accident notifiable under Reg 27', { default: false, 'x-home-types': [] }),
          attachments: attachments(),
          generalCompleted: sectionDone('General section completed'),
          detailsCompleted: sectionDone('Details section completed'),
          interventionCompleted: sectionDone('Intervention section completed'),
          debriefCompleted: sectionDone('Debrief section completed'),
        },
        ['types', 'startedAt', 'location', 'description', 'staffPresent'],
      ),

      details: group(
        'Details',
        {
          before: group(
            'Before',
            {
              antecedent: longText('What was happening before', {
                description: 'The setting, who was there, the trigger and any early warning signs',
              }),
            },
            ['antecedent'],
          ),
          incident: group(
            'Incident',
            {
              behaviour: longText('What happened', {
                description: 'Facts in the order they happened: what was said and done, by whom',
              }),
              childWords: longText("The {child}'s words", { description: 'Anything said that matters, word for word' }),
            },
            ['behaviour'],
          ),
          after: group(
            'After',
            {
              consequence: longText('How it ended', {
                description: 'How the incident ended and how the {child} was afterwards',
              }),
            },
            ['consequence'],
          ),
        },
        ['before', 'incident', 'after'],
      ),

      intervention: endsAfterItStarts(
        rows(
          'Physical interventions and de-escalation',
          {
            level: choiceOf(physicalInterventionTypes, { title: 'Level of intervention' }),
            technique: text('Technique or hold used', {
              description: "As trained, e.g. the named hold from the home's approved scheme",
            }),
            reason: choiceOf(interventionReasons, {
              title: 'Reason',
              description: 'Only to prevent injury to anyone, or serious damage to property',
            }),
            // older records only: the free "Other" reason is retired (interventionReasons); readable, never asked for
            reasonDetail: text('Reason given as other (older records)', { readOnly: true }),
            deEscalation: choicesOf(deEscalationTechniques, { title: 'What was tried first', minItems: 1 }),
            triedFirst: longText('What was tried first, in order', {
              description:
                "The steps taken to avoid the need for it ({Children's Homes Regulations 2015 reg 35(3)(a)(v)|Supported Accommodation Regulations 2023 reg 22(2)})",
            }),
            // date and time, so a hold across midnight has a duration (engine/duties/rules/restraint.ts derives it)
            from: dateTime('Started'),
            to: dateTime('Ended', { description: 'The duration is worked out from the start and end' }),
            startedAt: time('Started at (older records: time only)', { readOnly: true }),
            endedAt: time('Ended at (older records: time only)', { readOnly: true }),
            staff: rows(
              'Staff involved',
              {
                person: staffMember('Staff member'),
                trainingValid: yesNo('Physical intervention training in date'),
              },
              ['person'],
              { minItems: 1 },
            ),
            anyoneInjured: yesNo('Was anyone hurt?', {
              description: 'The {child}, staff or anyone else; if yes, list each injury below',
            }),
            injuries: rows(
              'Injuries from the intervention',
              {
                who: text('Who was injured'),
                description: text('Injury'),
                treatment: text('Treatment given'),
              },
              ['who', 'description'],
            ),
            bodyMap: rows('Body map', bodyMapMark, ['side', 'region']),
            effectiveness: longText('How effective was it', {
              description:
                "Effectiveness and any consequences of the intervention ({Children's Homes Regulations 2015 reg 35(3)(a)(vii)|Supported Accommodation Regulations 2023 reg 22(2)})",
            }),
          },
          ['level', 'reason', 'deEscalation', 'triedFirst', 'from', 'to', 'staff', 'anyoneInjured', 'effectiveness'],
          {
            description:
              "Restraint only to prevent injury to anyone or serious damage to property, and only when necessary and proportionate ({Children's Homes Regulations 2015 reg 20|Supported Accommodation Regulations 2023 reg 22(1)(f): used only exceptionally}).",
          },
        ),
      ),

      consequences: group(
        'Consequences',
        {
          rewards: rows(
            'Rewards',
            {
              description: text('Reward'),
              givenOn: date('Given on'),
              ypView: text("The {child}'s view"),
            },
            ['description'],
          ),
          others: rows(
            'Other consequences',
            {
              kind: choiceOf(consequenceKinds, { title: 'Kind' }),
              description: text('What was agreed'),
              from: date('From'),
              to: date('To'),
              ypView: text("The {child}'s view"),
            },
            ['kind', 'description'],
          ),
        },
        [],
        {
          description:
            "Never corporal punishment, withholding food or drink, restricting contact with family, fines other than reasonable reparation, or punishing a group for one child{ (Children's Homes Regulations 2015 reg 19)|}.",
        },
      ),

      debrief: group('Debrief', {
        cypDebrief: group(
          '{cyp} debrief',
          {
            at: dateTime('Debrief held at'),
            by: staffMember('Debrief held by'),
            ypAccount: longText("The {child}'s account", { description: 'In their own words' }),
            injuriesChecked: yesNo('Injuries checked'),
            offeredAdvocacy: yesNo('Offered an independent advocate'),
            declined: yesNo('The {child} declined a debrief'),
          },
          ['at', 'by'],
          { description: 'Held after the record is submitted? Add it as a follow-up: the sign-offs stay.' },
        ),
        staffDebrief: group(
          'Staff debrief',
          {
            at: dateTime('Debrief held at'),
            by: staffMember('Debrief held by'),
            wellbeing: longText('Staff wellbeing'),
            learning: longText('Learning'),
            followedBsp: yesNo('Behaviour support plan followed'),
          },
          ['at', 'by'],
          { description: 'Held after the record is submitted? Add it as a follow-up: the sign-offs stay.' },
        ),
        managerReview: group(
          'Manager review',
          {
            reviewer: staffMember('Reviewed by'),
            at: dateTime('Reviewed at'),
            accurate: yesNo('The record is accurate'),
            necessaryProportionate: yesNo('Any intervention was necessary and proportionate'),
            userSpokenAt: dateTime('Spoke to the staff who used the measure', {
              description: "{Children's Homes Regulations 2015 reg 35(3)(b): within|Within} 48 hours",
            }),
            signedAt: dateTime('Signed the record as accurate', {
              description: '{Reg 35(3)(b): within|Within} 48 hours',
            }),
            childSpokenAt: dateTime('Spoke to the {child} about it', {
              description: '{Reg 35(3)(c): within|Within} 5 days',
            }),
            furtherActions: choicesOf(furtherActions, { title: 'Further actions' }),
            furtherActionsDetail: longText('Further actions: details'),
            lessons: longText('Lessons learned'),
          },
          ['reviewer', 'at', 'accurate', 'necessaryProportionate'],
        ),
      }),

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
            "Serious events are notified without delay ({Children's Homes Regulations 2015 reg 40|Supported Accommodation Regulations 2023 reg 27}, ideally within 24 hours).",
        },
      ),

      timeline: timeline(),
    },
  },
  sections: [
    { key: 'general', title: 'General', fields: ['general'] },
    { key: 'details', title: 'Details', fields: ['details'] },
    { key: 'intervention', title: 'Intervention', fields: ['intervention'] },
    { key: 'consequences', title: 'Consequences', fields: ['consequences'] },
    { key: 'debrief', title: 'Debrief', fields: ['debrief'] },
    { key: 'notifications', title: '{notifyReg} notifications', fields: ['notifications'] },
    { key: 'timeline', title: 'Timeline', fields: ['timeline'] },
  ],
  ui: {
    general: {
      generalCompleted: { 'ui:widget': 'hidden' },
      detailsCompleted: { 'ui:widget': 'hidden' },
      interventionCompleted: { 'ui:widget': 'hidden' },
      debriefCompleted: { 'ui:widget': 'hidden' },
    },
    intervention: {
      items: {
        reason: { 'ui:help': 'Restraint to make a {child} do something, or to stop them leaving, is not lawful here.' },
      },
    },
  },
});
