// The one CSV writer for every export (ledgers, payroll, MAR, Annex A, migration reports). Cells are neutralised
// before they are quoted, as OWASP's CSV injection guidance says: a cell a spreadsheet would run as a formula gets a
// leading ' so it is read as text, then the cell is quoted if it needs to be.

/** Starts a spreadsheet runs: =, +, -, @, or tab / CR, also behind leading blanks or separators (`;=`, ` =`, `,@`),
 * since a spreadsheet opening the file with another separator or trimming blanks would see the formula first. */
const LIVE_START = /^[\s;,|"]*[=+\-@]|^[\t\r\n]/;

/** True when a text cell would be run by a spreadsheet as it stands (exported for the tests of the exports). */
function isLiveCell(s: string): boolean {
  return LIVE_START.test(s);
}

/** A CSV cell. Numbers we computed are written as they are; any text that could start a formula is prefixed
 * with ' (so "-1" as text is written '-1: an amount is passed as a number or formatted without a sign). */
export function csvCell(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  const s = v === null || v === undefined ? '' : String(v);
  const safe = isLiveCell(s) ? `'${s}` : s;
  return /[",;\n\r\t]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of cells. */
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: lines of cells (an empty array is an empty line), CRLF-ended as RFC 4180 says. */
export function toCsv(lines: readonly (readonly unknown[])[]): string {
  return lines.map(csvLine).join('\r\n') + '\r\n';
}
