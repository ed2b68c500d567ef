// ILS plan: the independent living skills assessment. The 16 areas in their groups, each skill rated
// beginner to exceptional with evidence, and the goals that follow (DOMAIN §8; SPEC §3).
// The areas and skills are data (lists/ils.ts, lists/young-person-plans.ts); the form is built from them.
import { date, group, longText, rows, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineRecord, type FormSection } from '../../engine/definitions/types.ts';
import { ILS_PAIRED_AREAS, ILS_PAIRED_HEADING, ilsAreas, ilsGroups, ilsRatings } from '../lists/ils.ts';
import { ragRatings } from '../lists/plans-risk.ts';
import { ilsSkills } from '../lists/young-person-plans.ts';

/** money_management -> moneyManagement: list keys become property names. */
const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** One skill: a rating and the evidence for it. A skill left out is "Not Assessed". */
const skill = (label: string): JSONSchema7 =>
  group(
    label,
    {
      rating: choiceOf(ilsRatings, { title: 'Rating' }),
      evidence: longText('Evidence', { description: 'What the {child} did or showed, when, and who saw it' }),
    },
    ['rating'],
  );

/**
 * One area: each of its skills, then comments on the area as a whole. The SPEC's paired area (two here) is drawn
 * under its one heading (`x-heading`, decision 1030), each of the two with its own name.
 */
const area = (areaKey: string, label: string, help?: string): JSONSchema7 => {
  const properties: Record<string, JSONSchema7> = {};
  for (const s of ilsSkills.items.filter((i) => i.group === areaKey)) properties[camel(s.value)] = skill(s.label);
  properties.comments = longText('Comments on this area', {
    description: "Strengths, what gets in the way, and the {child}'s own view",
  });
  const paired = ILS_PAIRED_AREAS[areaKey];
  return group(paired ?? label, properties, [], {
    ...(help ? { description: help } : {}),
    ...(paired ? { 'x-heading': ILS_PAIRED_HEADING } : {}),
  });
};

const areaProperties: Record<string, JSONSchema7> = {};
const groupSections: FormSection[] = [];
for (const g of ilsGroups.items) {
  const areas = ilsAreas.items.filter((a) => a.group === g.value);
  for (const a of areas) areaProperties[camel(a.value)] = area(a.value, a.label, a.description);
  groupSections.push({ key: g.value.replace(/_/g, '-'), title: g.label, fields: areas.map((a) => camel(a.value)) });
}

export default defineRecord({
  kind: 'ils-plan',
  title: 'ILS plan',
  description:
    'Independent living skills assessment: what the {child} can already do for themself in 16 areas, rated beginner, intermediate, advanced or exceptional, and the goals agreed with them. Done with the {child}, reassessed every 6 months (ILS 8.0) and whenever their plans change. Feeds the self-care section of the {planName}.',
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'plans',
  profileTab: 'plans',
  workflow: 'signoff',
  signoff: 'ils',
  metric: 'ils',
  dateField: 'assessmentDate',
  list: { columns: ['assessmentDate', 'assessor', 'nextAssessment'] },
  alerts: [{ field: 'nextAssessment', alert: 'ils_review', leadDays: [14, 0] }],
  schema: {
    type: 'object',
    title: 'ILS plan',
    additionalProperties: false,
    required: ['assessmentDate', 'assessor', 'nextAssessment'],
    properties: {
      assessmentDate: date('Assessment date'),
      assessor: staffMember('Assessed by'),
      nextAssessment: date('Next assessment', {
        description: 'Reassess every 6 months (ILS 8.0 practice), sooner if a move or a change of plan is coming',
      }),
      previousAssessmentDate: date('Previous assessment'),
      ypContributed: yesNo('The {child} took part in this assessment'),
      moveOnPlan: text('Move-on plans', {
        description: 'e.g. planned move to supported lodgings at 18, staying put, university',
      }),

      ...areaProperties,

      goals: rows(
        'Goals',
        {
          area: choiceOf(ilsAreas, { title: 'Area' }),
          skill: choiceOf(ilsSkills, { title: 'Skill' }),
          goal: text('Goal', {
            description: 'In the {child}\'s words where possible, e.g. "Cook a meal for the house on Sundays"',
          }),
          support: longText('How we will help'),
          who: text('Who'),
          by: date('By when'),
          progress: choiceOf(ragRatings, { title: 'Progress' }),
        },
        ['area', 'goal'],
      ),

      summary: longText('Summary', {
        description: 'Overall progress since the last assessment and the priorities for the next 6 months',
      }),
      ypView: longText("The {child}'s view"),
      sharedWith: text('Shared with', { description: 'e.g. social worker, personal adviser, college' }),
    },
  },
  sections: [
    {
      key: 'details',
      title: 'Assessment',
      fields: ['assessmentDate', 'assessor', 'nextAssessment', 'previousAssessmentDate', 'ypContributed', 'moveOnPlan'],
    },
    ...groupSections,
    { key: 'goals', title: 'Goals', fields: ['goals'] },
    { key: 'summary', title: 'Summary and views', fields: ['summary', 'ypView', 'sharedWith'] },
  ],
});
