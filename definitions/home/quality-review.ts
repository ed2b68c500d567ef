// Quality review: in supported accommodation the six-monthly Reg 32 review of the quality of support, organised
// by the four SA standards (Supported Accommodation (England) Regulations 2023 reg 32; DOMAIN §12, §17); in a
// children's home its counterpart, the Reg 45 review of the quality of care. Either way the report goes to
// Ofsted within 28 days (a task until "Sent to Ofsted" is filled, engine/home/follow-ups.ts) and to the responsible
// individual. /manager-review starts one with the period's figures worked out from the records
// (engine/quality/figures.ts)
// and the Reg 44 recommendations of the period; they stay editable (every save is a revision) and print as the report.
import { date, integer, longText, rows, staffMember, text } from '../../engine/definitions/fields.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord } from '../../engine/definitions/types.ts';
import { chQualityStandards, homeActionStatuses, saStandards } from '../lists/home.ts';
import { REGULATORY_TIMINGS, timingWords } from '../regulatory-timings.ts';

export default defineRecord({
  kind: 'quality-review',
  help: 'quality-reviews',
  title: '{Reg 45 quality of care review|Reg 32 quality review}',
  description: `{At least every ${timingWords().qualityReviewEvery}: the quality of care, children's views and actions (reg 45)|At least every ${timingWords().qualityReviewEvery}: the quality of support against the four standards (reg 32)}. Send the report to Ofsted within ${REGULATORY_TIMINGS.copyToRegulatorDays} days.`,
  subject: 'home',
  area: 'home',
  workflow: 'none',
  dateField: 'completedOn',
  list: { columns: ['completedOn', 'periodFrom', 'periodTo', 'sentToOfstedOn'] },
  schema: {
    type: 'object',
    title: '{Reg 45 quality of care review|Reg 32 quality review}',
    additionalProperties: false,
    required: ['periodFrom', 'periodTo', 'completedOn'],
    properties: {
      periodFrom: date('Period from'),
      periodTo: date('Period to'),
      completedOn: date('Review completed on'),
      reviewer: staffMember('Reviewed by'),
      standards: rows(
        'By standard',
        {
          standard: choiceOf(saStandards, { title: 'Standard' }),
          evidence: longText('Evidence'),
          strengths: longText('Strengths'),
          improvements: longText('To improve'),
        },
        ['standard'],
        { 'x-home-types': ['support_accomodation_for_older_children'] },
      ),
      chStandards: rows(
        'By quality standard',
        {
          standard: choiceOf(chQualityStandards, { title: 'Standard' }),
          evidence: longText('Evidence'),
          strengths: longText('Strengths'),
          improvements: longText('To improve'),
        },
        ['standard'],
        { 'x-home-types': ['children_home'] },
      ),
      incidents: integer('Incidents in the period', { minimum: 0 }),
      missing: integer('Missing episodes in the period', { minimum: 0 }),
      complaints: integer('Complaints in the period', { minimum: 0 }),
      restraints: integer('Incidents with a hold or restraint in the period', { minimum: 0 }),
      safeguarding: integer('Safeguarding concerns in the period', { minimum: 0 }),
      notifications: integer('Notifications to Ofsted in the period', { minimum: 0 }),
      feedback: rows(
        'Views gathered',
        {
          group: text('From ({children}, parents, {authority}, staff)'),
          summary: longText('Summary'),
        },
        ['group'],
        { description: 'The views of {children}, their families, {placing|accommodating} authorities and staff' },
      ),
      reg44Progress: rows(
        '{Reg 44 recommendations and their progress|Independent visits: recommendations and their progress}',
        {
          visitDate: date('Visit'),
          recommendation: longText('Recommendation'),
          status: choiceOf(homeActionStatuses, { title: 'Status' }),
          progress: longText('Progress'),
        },
        ['recommendation'],
      ),
      strengths: longText('Strengths'),
      improvements: longText('What needs to improve'),
      actionPlan: rows(
        'Action plan',
        {
          action: longText('Action'),
          dueOn: date('Due'),
          owner: staffMember('Owner'),
          status: choiceOf(homeActionStatuses, { title: 'Status' }),
        },
        ['action'],
      ),
      sentToOfstedOn: date('Report sent to Ofsted', {
        description: `Within ${REGULATORY_TIMINGS.copyToRegulatorDays} days of completing the review`,
      }),
      sentToRiOn: date('Report sent to the responsible individual'),
    },
  },
  sections: [
    { key: 'period', title: 'Period', fields: ['periodFrom', 'periodTo', 'completedOn', 'reviewer'] },
    {
      key: 'standards',
      title: 'Standards',
      fields: [
        'standards',
        'chStandards',
        'incidents',
        'restraints',
        'missing',
        'safeguarding',
        'complaints',
        'notifications',
        'feedback',
        'reg44Progress',
        'strengths',
        'improvements',
      ],
    },
    { key: 'actions', title: 'Actions and report', fields: ['actionPlan', 'sentToOfstedOn', 'sentToRiOn'] },
  ],
});
