// CSV written for spreadsheets (ledgers, payroll, migration reports): one cell at a time.

/** A CSV cell; one a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' as text. */
export function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : String(v);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
