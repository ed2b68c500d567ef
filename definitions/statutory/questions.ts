// Building blocks of the statutory forms: a question is a number, what it asks, and how it is answered;
// a question the records can answer names its figure (engine/returns/figures.ts) and is pre-filled from them.
// Ofsted's own wording was not available: every question here is written for what it must cover, and each form
// says so (WORDING_NOTE). The product administrator corrects the wording in the form editor at run time.
import { date, integer, longText, staffMember, text, yesNo } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { defineRecord, type FormSection, type RecordDefinition } from '../../engine/definitions/types.ts';

export const WORDING_NOTE =
  "The wording of these questions was written for what each must cover and is to be confirmed against Ofsted's current form; it is not Ofsted's text.";

type Answer = 'count' | 'text' | 'long' | 'yesNo' | 'staff' | 'date';
/** [number as printed, field name, what it asks, how it is answered, figure it is pre-filled from] */
export type Question = [label: string, field: string, ask: string, answer: Answer, figure?: string];
export interface QuestionSection {
  title: string;
  questions: Question[];
}

const FIGURE_HELP = 'Pre-filled from the records for the period; change it on the figures panel, with a reason.';

function field([label, , ask, answer, figure]: Question): JSONSchema7 {
  const title = `${label}. ${ask}`;
  if (figure)
    return integer(title, {
      minimum: 0,
      maximum: 100000,
      description: FIGURE_HELP,
      'x-figure': figure,
    } as Partial<JSONSchema7>);
  switch (answer) {
    case 'count':
      return integer(title, { minimum: 0, maximum: 100000 });
    case 'text':
      return text(title);
    case 'long':
      return longText(title);
    case 'yesNo':
      return yesNo(title);
    case 'staff':
      return staffMember(title);
    case 'date':
      return date(title);
  }
}

/**
 * Fields, sections and UI of numbered sections; each section gets its completion flag when `flags` is set (SPEC §3).
 */
export function questionnaire(
  sections: QuestionSection[],
  opts: { flags?: boolean; lead?: Record<string, JSONSchema7> } = {},
) {
  const properties: Record<string, JSONSchema7> = { ...(opts.lead ?? {}) };
  const formSections: FormSection[] = [];
  const ui: Record<string, unknown> = {};
  sections.forEach((s, i) => {
    const fields = s.questions.map((q) => q[1]);
    for (const q of s.questions) {
      properties[q[1]] = field(q);
      if (q[4]) ui[q[1]] = { 'ui:readonly': true };
    }
    if (opts.flags) {
      properties[`hasCompletedSection${i}`] = yesNo(`Section ${i} complete`, { default: false });
      fields.push(`hasCompletedSection${i}`);
    }
    if (i === 0 && opts.lead) fields.unshift(...Object.keys(opts.lead));
    formSections.push({ key: `section-${i}`, title: opts.flags ? `${i}. ${s.title}` : s.title, fields });
  });
  return { properties, sections: formSections, ui };
}

/** The period every return and review covers, and who completed it. */
export const periodFields = {
  periodFrom: date('Period from'),
  periodTo: date('Period to'),
  completedBy: staffMember('Completed by'),
};

/**
 * A statutory form: a home record of one home type, signed off like every plan, its description ending with the wording
 * caveat.
 */
export function statutoryForm(f: {
  kind: string;
  title: string;
  description: string;
  homeTypes: NonNullable<RecordDefinition['homeTypes']>;
  dateField: string;
  columns: string[];
  required: string[];
  form: ReturnType<typeof questionnaire>;
}) {
  return defineRecord({
    kind: f.kind,
    title: f.title,
    description: `${f.description} ${WORDING_NOTE}`,
    subject: 'home',
    area: 'home',
    homeTypes: f.homeTypes,
    workflow: 'signoff',
    signoff: 'statutoryReturns',
    dateField: f.dateField,
    list: { columns: f.columns },
    signoffNeeds: ['periodFrom', 'periodTo', 'completedBy'],
    schema: {
      type: 'object',
      title: f.title,
      additionalProperties: false,
      required: f.required,
      properties: f.form.properties,
    },
    sections: f.form.sections,
    ui: f.form.ui,
  });
}
