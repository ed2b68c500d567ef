// The common form of the young person's risk assessments (DOMAIN §7): the assessment details, the
// risks and measures, and the views and sharing, around the sections particular to each kind. Each
// risk-assessment-*.ts file calls riskAssessment() with only what is its own. Not a definition itself.
import { date, dateTime, group, longText, rows, text, yesNo } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import {
  defineRecord,
  type ExpiryAlert,
  type FormSection,
  type RecordDefinition,
} from '../../engine/definitions/types.ts';
import { assessmentReasons, riskLikelihood, riskSeverity } from '../lists/plans-risk.ts';

type Properties = Record<string, JSONSchema7>;

/** Top-level fields, which of them are required, and the form sections that show them. */
export interface Part {
  properties: Properties;
  required: string[];
  sections: FormSection[];
}

/** One form section showing all of `properties`, in their order. */
export const section = (key: string, title: string, properties: Properties, required: string[] = []): Part => ({
  properties,
  required,
  sections: [{ key, title, fields: Object.keys(properties) }],
});

/** A link to other records of the young person, by id. */
export const links = (title: string, itemTitle: string, ref: string): JSONSchema7 => ({
  type: 'array',
  title,
  uniqueItems: true,
  items: { type: 'string', format: 'uuid', title: itemTitle, 'x-ref': ref },
});

const planningAid = 'A planning aid for agreeing measures, not a prediction.';

/** The Ofsted notification an exploitation assessment records (CSE: CH reg 40(4) and SA reg 27; CCE: SA reg 27). */
export const notification = (description: string): JSONSchema7 =>
  group(
    '{notifyReg} notification',
    {
      ofstedNotifiedAt: dateTime('Ofsted notified at'),
      ofstedReference: text('Ofsted reference'),
      authorityToldAt: dateTime('{Authority} told at'),
      policeToldAt: dateTime('Police told at'),
      policeReference: text('Police reference'),
    },
    [],
    { description },
  );

export interface RiskAssessmentOptions {
  kind: string;
  title: string;
  description: string;
  /** When to review, beyond the review date (the review date's description). */
  reviewHelp: string;
  /** The third list column, after the assessment and review dates. */
  listColumn?: string;
  /** Alerts besides the review-date alert. */
  extraAlerts?: ExpiryAlert[];
  /** Fields added to the assessment details, after the reason. */
  details?: Omit<Part, 'sections'>;
  /** The sections particular to this kind, between the details and the risks. */
  specific?: Part[];
  /** The description of each risk's likelihood and severity. */
  riskNote?: string;
  /**
   * false: no likelihood or severity scores (the self-harm assessment: NICE NG225 says not to use scales to
   * predict self-harm or suicide). Records written when it had them keep their definition version, so open as written.
   */
  scored?: boolean;
  /** The plan that follows the risks (usually the safety plan). */
  plan: Part;
  /** The description of "Shared with" (examples of who). */
  sharedWithHelp?: string;
  /** Links added after the linked incidents. */
  extraLinks?: Properties;
}

export function riskAssessment(o: RiskAssessmentOptions): RecordDefinition {
  const details = o.details ?? { properties: {}, required: [] };
  const specific = o.specific ?? [];
  const riskNote = o.riskNote ?? planningAid;
  const scored = o.scored ?? true;
  const scores: Properties = scored
    ? {
        likelihood: choiceOf(riskLikelihood, { title: 'Likelihood', description: riskNote }),
        severity: choiceOf(riskSeverity, { title: 'Severity', description: riskNote }),
      }
    : {};
  const views: Properties = {
    ypView: longText("The {child}'s view"),
    ypContributed: yesNo('The {child} helped write this assessment'),
    sharedWithChild: yesNo('Shared with the {child} in a way they understand'),
    sharedWith: text('Shared with', o.sharedWithHelp ? { description: o.sharedWithHelp } : {}),
    linkedIncidents: links('Linked incidents', 'Incident', 'incident'),
    ...o.extraLinks,
  };
  return defineRecord({
    kind: o.kind,
    title: o.title,
    description: o.description,
    subject: 'young-person',
    area: 'cyp',
    ypPermission: 'plans',
    profileTab: 'plans',
    workflow: 'signoff',
    signoff: 'riskAssessment',
    metric: 'riskManagement',
    dateField: 'assessmentDate',
    list: { columns: ['assessmentDate', 'reviewDate', o.listColumn ?? 'reason'] },
    alerts: [{ field: 'reviewDate', alert: 'risk_assessment_review', leadDays: [14, 0] }, ...(o.extraAlerts ?? [])],
    schema: {
      type: 'object',
      title: o.title,
      additionalProperties: false,
      required: [
        'assessmentDate',
        'reviewDate',
        'reason',
        ...details.required,
        ...specific.flatMap((p) => p.required),
        'risks',
        ...o.plan.required,
      ],
      properties: {
        assessmentDate: date('Assessment date'),
        reviewDate: date('Review date', { description: o.reviewHelp }),
        reason: choiceOf(assessmentReasons, { title: 'Reason for this assessment' }),
        changesSinceLast: longText('What has changed since the last assessment', {
          description: 'Leave empty for a first assessment',
        }),
        ...details.properties,
        ...Object.fromEntries(specific.flatMap((p) => Object.entries(p.properties))),
        risks: rows(
          'Risks',
          {
            risk: text('Risk'),
            indicators: longText('Signs to look out for'),
            triggers: longText('Triggers'),
            ...scores,
            protective: longText('What helps (protective factors)'),
            // an assessment without a measure is not an assessment: at least one for each risk
            controls: rows(
              'What we will do',
              {
                measure: text('Measure'),
                owner: text('Who'),
              },
              ['measure'],
              { minItems: 1 },
            ),
            residual: longText('What remains after these measures'),
          },
          ['risk', 'indicators', ...Object.keys(scores), 'controls'],
          { minItems: 1 },
        ),
        ...o.plan.properties,
        ...views,
      },
    },
    sections: [
      {
        key: 'details',
        title: 'Assessment',
        fields: ['assessmentDate', 'reviewDate', 'reason', 'changesSinceLast', ...Object.keys(details.properties)],
      },
      ...specific.flatMap((p) => p.sections),
      { key: 'risks', title: 'Risks and measures', fields: ['risks'] },
      ...o.plan.sections,
      { key: 'views', title: 'Views and sharing', fields: Object.keys(views) },
    ],
  });
}
