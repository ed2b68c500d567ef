// A saved summary export (SPEC §2 reports › summary-exports: add, {reportId} view and edit): the parameters of
// the printable summary of a young person's records, kept with their own id so the same document can be opened
// again (web/src/pages/young-person/reports/SummaryExportView.tsx draws it from the records at the time it is opened).
import { date, text } from '../../engine/definitions/fields.ts';
import { defineRecord } from '../../engine/definitions/types.ts';

export default defineRecord({
  kind: 'summary-export',
  title: 'Summary export',
  description:
    "A printable summary of the {child}'s records in a date range, saved so it can be opened again, e.g. for a looked-after review or an inspection. Only records the person opening it may read are shown.",
  subject: 'young-person',
  area: 'cyp',
  ypPermission: 'weeklyReports',
  workflow: 'none',
  dateField: 'to',
  list: { columns: ['title', 'from', 'to', 'purpose'] },
  schema: {
    type: 'object',
    title: 'Summary export',
    additionalProperties: false,
    required: ['title', 'from', 'to'],
    properties: {
      title: text('Name', { description: 'e.g. "LAC review, March"' }),
      from: date('From'),
      to: date('To'),
      purpose: text('What it is for', {
        description: 'e.g. looked-after review, {Reg 44 visit|Reg 32 review}, Ofsted inspection',
      }),
    },
  },
  sections: [{ key: 'summary', title: 'Summary export', fields: ['title', 'from', 'to', 'purpose'] }],
});
