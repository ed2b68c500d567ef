// A Reg 44 visit's steps after the visit, as the manager checks them (docs/decisions/0512-reg44-end-to-end.md):
// the report received, and its copies sent by the independent person (CH reg 44(7), verified: HMCI, the placing
// authorities, the provider and the manager, the responsible individual; the host authority on request) by the
// deadline. Reg 44's timing paragraph was not readable here: the copies are due by the last day of the month after
// the visit (practice, unverified). And what the record lacks: the visitor's independence declaration (reg 43(3))
// and, where a conflict of interest arose after the visit, its details and why it was not told before (reg 44(6)).
// Pure: the follow-up tasks (follow-ups.ts) and the record screen read it.
import { addDays, addMonths } from '../time/london.ts';

/** Days after the visit the report is expected (our practice: a reminder, not a regulation). */
export const REPORT_RECEIVED_DAYS = 14;

/** Who must be sent a copy (reg 44(7)(a), (c), (d), (e)); the host authority only on request, so not chased. */
export const REQUIRED_COPIES = ['ofsted', 'placing_authority', 'provider', 'responsible_individual'] as const;
const COPY_NAMES: Record<string, string> = {
  ofsted: 'Ofsted',
  placing_authority: 'each placing authority',
  provider: 'the provider',
  responsible_individual: 'the responsible individual',
};

export interface Reg44Data {
  visitDate?: string;
  reportReceivedOn?: string;
  sentToOfstedOn?: string;
  sentToRiOn?: string;
  independence?: { declared?: boolean; declaredOn?: string };
  conflict?: { arose?: boolean; details?: string; whyNotToldBefore?: string };
  copies?: { recipient?: string; name?: string; sentOn?: string; sentBy?: string }[];
}

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

/** The recipients still without a dated copy (older records' "sent to Ofsted / RI on" count). */
export function copiesOutstanding(d: Reg44Data): string[] {
  const sent = new Set((d.copies ?? []).filter((c) => isDay(c.sentOn)).map((c) => c.recipient));
  if (isDay(d.sentToOfstedOn)) sent.add('ofsted');
  if (isDay(d.sentToRiOn)) sent.add('responsible_individual');
  return REQUIRED_COPIES.filter((r) => !sent.has(r));
}

export interface Reg44Step {
  step: 'received' | 'copies' | 'independence';
  dueOn: string;
  done: boolean;
  title: string;
  description: string;
}

/** The steps a visit leaves (none without a visit date). */
export function reg44Steps(d: Reg44Data): Reg44Step[] {
  if (!isDay(d.visitDate)) return [];
  const visit = d.visitDate.slice(0, 10);
  const missing = copiesOutstanding(d);
  const problems = reg44Problems(d);
  return [
    {
      step: 'received',
      dueOn: addDays(visit, REPORT_RECEIVED_DAYS),
      done: isDay(d.reportReceivedOn),
      title: 'Reg 44 report not yet received: ask the independent person for it',
      description:
        `The report of the visit is expected within ${REPORT_RECEIVED_DAYS} days (our practice). Record the date it ` +
        'was received on the visit.',
    },
    {
      step: 'copies',
      dueOn: addMonths(visit, 1, 31),
      done: missing.length === 0,
      title: 'Check the Reg 44 report reached Ofsted, the placing authorities, the provider and the RI',
      description:
        'The independent person sends the copies (reg 44(7)); by the end of the month after the visit. Still to ' +
        `record: ${missing.map((m) => COPY_NAMES[m]).join(', ') || 'nothing'}. Record who sent each and when.`,
    },
    {
      step: 'independence',
      dueOn: visit,
      done: problems.length === 0,
      title: "Record the independent person's independence and any conflict of interest",
      description: `${problems.join(' ') || 'Recorded.'} (CH reg 43(3), 44(6))`,
    },
  ];
}

/** What the visit record lacks of the visitor's independence, as sentences (none: nothing). */
export function reg44Problems(d: Reg44Data): string[] {
  const out: string[] = [];
  if (d.independence?.declared !== true)
    out.push("The independent person's declaration that none of reg 43(3) applies to them is not recorded.");
  if (d.conflict?.arose === true && (!d.conflict.details?.trim() || !d.conflict.whyNotToldBefore?.trim()))
    out.push('A conflict of interest needs its details and why it was not told before the visit (reg 44(6)).');
  return out;
}
