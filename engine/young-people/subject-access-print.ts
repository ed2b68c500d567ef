// The readable copy of a subject access pack (decision 0771): the pack (engine/young-people/subject-access.ts) laid
// out as one HTML document for Chromium to print: a cover, a contents page, then every record in date order with
// its history, comments and signatures, the files given (by name: their bytes are in the archive) and who opened
// the records. Built only from the pack, so the released copy holds only what the released archive holds.
import { londonDate, ukDate } from '../time/london.ts';

interface PackRecord {
  id: string;
  kind: string;
  date: Date | string;
  status: string;
  writtenBy: string;
  writtenAt: Date | string;
  data: unknown;
  /** The answers with the form's titles and labels (subject-access-readable.ts): printed when given. */
  answers?: unknown;
  versions: { version: number; action: string; changedBy: string; changedAt: Date | string; reason: string | null }[];
  comments: { by: string; at: Date | string; text: string }[];
  signatures: { by: string; step: string; at: Date | string }[];
}
export interface PrintablePack {
  stage: 'review' | 'release';
  madeAt: Date;
  madeBy: string;
  subject: { name: string; dateOfBirth: string | null; birthYear: number | null; home: string };
  request: { receivedOn: string | null; requesterName: string | null };
  records: PackRecord[];
  files: { title: string; fileName: string; uploadedAt: Date | string }[];
  recordViews: { viewedAt: Date | string; userName: string; kind: string }[];
  redactions?: number;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const day = (d: Date | string) => ukDate(typeof d === 'string' ? d : londonDate(d));
const when = (d: Date | string) => {
  const at = new Date(d);
  const time = at.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
  return `${day(at)}, ${time}`;
};
/** "placementPlan" → "Placement plan": field names read as words where the definition's label is not to hand. */
export const words = (key: string) => {
  const spaced = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A record's answers as nested lists: every value given, none left out, dates in words. Keys are the form's titles
 *  when `titled`, else field names put into words. */
function answers(value: unknown, titled = false): string {
  const label = titled ? (k: string) => k : words;
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return escape(ISO_DAY.test(value) ? ukDate(value) : value).replace(/\n/g, '<br>');
  if (typeof value !== 'object') return escape(String(value));
  if (Array.isArray(value))
    return value.length ? `<ol>${value.map((v) => `<li>${answers(v, titled)}</li>`).join('')}</ol>` : answers(null);
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return answers(null);
  return `<dl>${entries.map(([k, v]) => `<dt>${escape(label(k))}</dt><dd>${answers(v, titled)}</dd>`).join('')}</dl>`;
}

const STYLE = `
  body { font: 11pt/1.45 "DejaVu Sans", Arial, sans-serif; color: #111; margin: 0; }
  h1 { font-size: 20pt; margin: 0 0 8pt; } h2 { font-size: 14pt; margin: 0 0 6pt; } h3 { font-size: 11pt; margin: 10pt 0 4pt; }
  .page { page-break-after: always; } .record { page-break-before: always; }
  .meta { color: #444; margin: 0 0 8pt; } .none { color: #777; }
  dl { margin: 0 0 4pt; } dt { font-weight: bold; margin-top: 4pt; } dd { margin: 0 0 0 12pt; }
  ol.contents li { margin: 2pt 0; } table { border-collapse: collapse; width: 100%; }
  td, th { border: 1px solid #bbb; padding: 3pt 5pt; text-align: left; vertical-align: top; font-size: 9.5pt; }
`;

/** The whole copy as one HTML document. `titleOf` gives a kind's title in the home type's words. */
export function packHtml(pack: PrintablePack, titleOf: (kind: string) => string): string {
  const s = pack.subject;
  const born = s.dateOfBirth ? ukDate(s.dateOfBirth) : s.birthYear ? String(s.birthYear) : 'not recorded';
  const copy = pack.stage === 'release' ? 'Copy released' : 'Copy for review — not for release (unredacted)';
  const heading = (r: PackRecord, n: number) => `${n}. ${escape(titleOf(r.kind))} — ${day(r.date)}`;
  const cover = `<section class="page">
    <h1>Records held about ${escape(s.name)}</h1>
    <p class="meta">Date of birth: ${born}. Home: ${escape(s.home)}.</p>
    <p>${copy}, made ${when(pack.madeAt)} by ${escape(pack.madeBy)}, in answer to the subject access request received
      ${pack.request.receivedOn ? ukDate(pack.request.receivedOn) : 'on an unrecorded date'} from
      ${escape(pack.request.requesterName ?? 'an unnamed requester')}.</p>
    ${
      pack.stage === 'release'
        ? `<p>Information about other people has been taken out where it could not be given (each place reads
           "[redacted]": ${pack.redactions ?? 0} marked passage${pack.redactions === 1 ? '' : 's'}).</p>`
        : ''
    }
    <h2>Contents</h2>
    <ol class="contents">
      <li>Records, in date order (${pack.records.length})
        <ol>${pack.records.map((r, i) => `<li>${heading(r, i + 1).replace(/^\d+\. /, '')}</li>`).join('')}</ol></li>
      <li>Files given with this copy (${pack.files.length})</li>
      <li>Who opened these records (${pack.recordViews.length})</li>
    </ol>
  </section>`;
  const records = pack.records
    .map(
      (r, i) => `<section class="record">
    <h2>${heading(r, i + 1)}</h2>
    <p class="meta">Written by ${escape(r.writtenBy)} on ${when(r.writtenAt)}. Status: ${escape(words(r.status))}.</p>
    ${r.answers === undefined ? answers(r.data) : answers(r.answers, true)}
    ${
      r.versions.length
        ? `<h3>History</h3><table><tr><th>Version</th><th>What</th><th>By</th><th>When</th><th>Why</th></tr>${r.versions
            .map(
              (v) =>
                `<tr><td>${v.version}</td><td>${escape(words(v.action))}</td><td>${escape(v.changedBy)}</td>` +
                `<td>${when(v.changedAt)}</td><td>${escape(v.reason ?? '')}</td></tr>`,
            )
            .join('')}</table>`
        : ''
    }
    ${
      r.comments.length
        ? `<h3>Comments</h3>${r.comments
            .map((c) => `<p><strong>${escape(c.by)}</strong>, ${when(c.at)}: ${escape(c.text)}</p>`)
            .join('')}`
        : ''
    }
    ${
      r.signatures.length
        ? `<h3>Signed</h3>${r.signatures
            .map((x) => `<p>${escape(x.by)} (${escape(words(x.step))}), ${when(x.at)}</p>`)
            .join('')}`
        : ''
    }
  </section>`,
    )
    .join('');
  const files = `<section class="record"><h2>Files given with this copy</h2>${
    pack.files.length
      ? `<table><tr><th>Title</th><th>File</th><th>Added</th></tr>${pack.files
          .map((f) => `<tr><td>${escape(f.title)}</td><td>${escape(f.fileName)}</td><td>${day(f.uploadedAt)}</td></tr>`)
          .join('')}</table>`
      : '<p>None.</p>'
  }</section>`;
  const views = `<section class="record"><h2>Who opened these records</h2>${
    pack.recordViews.length
      ? `<table><tr><th>When</th><th>Who</th><th>Record</th></tr>${pack.recordViews
          .map(
            (v) =>
              `<tr><td>${when(v.viewedAt)}</td><td>${escape(v.userName)}</td><td>${escape(titleOf(v.kind))}</td></tr>`,
          )
          .join('')}</table>`
      : '<p>No one is recorded as having opened them.</p>'
  }</section>`;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Records held about ${escape(
    s.name,
  )}</title><style>${STYLE}</style></head><body>${cover}${records}${files}${views}</body></html>`;
}
