// Reg 44 visit (Children's Homes (England) Regulations 2015 regs 43–44; DOMAIN §12): the independent person's
// monthly visit and report — who they spoke to, what they checked, their opinion on whether children are
// effectively safeguarded and whether the home promotes their well-being, and recommendations. The manager
// answers each recommendation with its own due date (a task until it is done, engine/home/follow-ups.ts); the
// report goes to Ofsted and the responsible individual. Supported accommodation has no monthly visitor: there
// the same screen lists the Reg 32 quality reviews (quality-review.ts).
import { date, group, integer, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { chQualityStandards, homeActionStatuses, homeOpinionScale, reg44Recipients } from '../lists/home.ts';

export default defineRecord({
  kind: 'reg44-visit',
  help: 'quality-reviews',
  title: "{Reg 44 visit|Independent person's visit}",
  description: "{The independent person's monthly visit and report (reg 44)|An independent person's visit and report}.",
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'visitDate',
  list: { columns: ['visitDate', 'visitor', 'safeguarded', 'wellbeing', 'sentToOfstedOn'] },
  schema: {
    type: 'object',
    title: "{Reg 44 visit|Independent person's visit}",
    additionalProperties: false,
    required: ['visitDate', 'visitor', 'safeguarded', 'wellbeing'],
    properties: {
      visitDate: date('Visit date'),
      announced: yesNo('Announced', { description: 'Visits may be unannounced' }),
      visitor: text('Independent person'),
      independence: group(
        'Independence (reg 43(3))',
        {
          declared: yesNo('The independent person declares none of reg 43(3) applies', {
            description:
              'Not employed for payment by the provider; not involved in any placed child’s care plan; not commissioning ' +
              'or financing the home’s services; no financial interest in the home; not the responsible individual; no ' +
              'connection with the registered person, staff or a child that puts impartiality in doubt',
          }),
          declaredOn: date('Declared on'),
        },
        [],
      ),
      conflict: group(
        '{Conflict of interest (reg 44(6))|Conflict of interest}',
        {
          arose: yesNo('A potential conflict of interest came to light after the visit'),
          details: longText('Details of the conflict'),
          whyNotToldBefore: longText('Why the provider was not told before the visit'),
        },
        [],
      ),
      childrenSpokenTo: integer('{Children} spoken to', { minimum: 0, maximum: 50 }),
      spokeWith: rows(
        'Spoke with',
        {
          role: text('Who (role)'),
          private: yesNo('In private'),
        },
        ['role'],
      ),
      recordsChecked: longText('Records checked', {
        description: "Case records only with the {child}'s and the {authority}'s consent",
      }),
      premises: longText('Premises seen'),
      findings: rows(
        'Findings by quality standard',
        {
          standard: choiceOf(chQualityStandards, { title: 'Standard' }),
          text: longText('Finding'),
        },
        ['standard', 'text'],
      ),
      safeguarded: choiceOf(homeOpinionScale, { title: '{Children} are effectively safeguarded' }),
      wellbeing: choiceOf(homeOpinionScale, { title: "The home's conduct promotes {children}'s well-being" }),
      opinion: longText('Opinion'),
      recommendations: rows(
        'Recommendations',
        {
          text: longText('Recommendation'),
          timescale: text('Timescale given'),
          response: longText("Manager's response"),
          dueOn: date('Action due'),
          status: choiceOf(homeActionStatuses, { title: 'Status' }),
        },
        ['text'],
      ),
      reportReceivedOn: date('Report received'),
      copies: rows(
        'Copies sent by the independent person',
        {
          recipient: choiceOf(reg44Recipients, { title: 'Sent to' }),
          name: text('Name', { description: 'The {authority} or person' }),
          sentOn: date('Sent on'),
          sentBy: text('Sent by'),
        },
        ['recipient'],
        {
          description:
            '{Reg 44(7): Ofsted, each placing authority, the provider and manager, the responsible individual|Who the report was sent to}',
        },
      ),
      sentToOfstedOn: date('Report sent to Ofsted', { description: 'Older records: now a row of the copies' }),
      sentToRiOn: date('Report sent to the responsible individual', {
        description: 'Older records: now a row of the copies',
      }),
    },
  },
  sections: [
    {
      key: 'visit',
      title: 'Visit',
      fields: [
        'visitDate',
        'announced',
        'visitor',
        'independence',
        'childrenSpokenTo',
        'spokeWith',
        'recordsChecked',
        'premises',
      ],
    },
    { key: 'report', title: 'Report', fields: ['findings', 'safeguarded', 'wellbeing', 'opinion', 'conflict'] },
    { key: 'recommendations', title: 'Recommendations and responses', fields: ['recommendations'] },
    {
      key: 'sent',
      title: 'Received and sent to',
      fields: ['reportReceivedOn', 'copies', 'sentToOfstedOn', 'sentToRiOn'],
    },
  ],
});
