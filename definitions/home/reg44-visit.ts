// Reg 44 visit (Children's Homes (England) Regulations 2015 regs 43–44; DOMAIN §12): the independent person's
// monthly visit and report — who they spoke to, what they checked, their opinion on whether children are
// effectively safeguarded and whether the home promotes their well-being, and recommendations. The manager
// answers each recommendation with its own due date (a task until it is done, engine/home/follow-ups.ts); the
// report goes to Ofsted and the responsible individual. Supported accommodation has no monthly visitor: there
// the same screen lists the Reg 32 quality reviews (quality-review.ts).
import { defineRecord } from '../../engine/definitions/types.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { date, integer, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import { chQualityStandards, homeActionStatuses, homeOpinionScale } from '../lists/home.ts';

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
      sentToOfstedOn: date('Report sent to Ofsted'),
      sentToRiOn: date('Report sent to the responsible individual'),
    },
  },
  sections: [
    {
      key: 'visit',
      title: 'Visit',
      fields: ['visitDate', 'announced', 'visitor', 'childrenSpokenTo', 'spokeWith', 'recordsChecked', 'premises'],
    },
    { key: 'report', title: 'Report', fields: ['findings', 'safeguarded', 'wellbeing', 'opinion'] },
    { key: 'recommendations', title: 'Recommendations and responses', fields: ['recommendations'] },
    { key: 'sent', title: 'Sent to', fields: ['reportReceivedOn', 'sentToOfstedOn', 'sentToRiOn'] },
  ],
});
