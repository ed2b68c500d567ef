// Reading an uploaded CSV or Excel file into a heading row and text cells, refusing what cannot be read
// safely with a clear reason (problem+json at /file). Cells are only ever data: nothing is evaluated.
import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { Problem } from '../problem.ts';

/** `firstRow`: the file's row number of rows[0] (the heading is the row above it). */
export interface SheetData {
  format: 'csv' | 'xlsx';
  headers: string[];
  rows: string[][];
  firstRow: number;
}

/** Excel's own limit on a cell; a longer CSV cell is refused rather than cut. */
const MAX_CELL_CHARS = 32_767;
const MAX_ROWS = 200_000;
const MAX_COLUMNS = 500;
/** An .xlsx is a zip: the sum of what its parts really inflate to, checked before Excel's reader sees it. */
export const maxXlsxUncompressed = () => Number(process.env.DATA_MIGRATION_XLSX_MAX_MB ?? 300) * 1024 * 1024;

const refused = (message: string, detail = 'The file cannot be imported.') =>
  new Problem(400, 'Bad request', `${detail} ${message}`, [{ path: '/file', message }]);

/** UTF-8 (a BOM is dropped), UTF-16 with its BOM, else Windows-1252 — what Excel on Windows saves as "CSV". */
export function decodeText(bytes: Buffer): { text: string; encoding: string } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** The heading row: every column named, once (case and spaces aside). */
function checkHeaders(raw: string[]): string[] {
  const headers = raw.map((h) => h.trim());
  if (!headers.length || headers.every((h) => !h)) throw refused('The first row must hold the column headings.');
  if (headers.length > MAX_COLUMNS)
    throw refused(`It has ${headers.length} columns; up to ${MAX_COLUMNS} can be read.`);
  const seen = new Map<string, number>();
  headers.forEach((h, i) => {
    if (!h) throw refused(`Column ${i + 1} has no heading: name every column in the first row.`);
    const key = h.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key))
      throw refused(
        `The heading "${h}" is used twice (columns ${seen.get(key)! + 1} and ${i + 1}): each column needs its own heading.`,
      );
    seen.set(key, i);
  });
  return headers;
}

/** A row with nothing in it: kept (so row numbers stay the file's) but not imported. */
export const isBlank = (row: string[]) => row.every((c) => !c.trim());

function checkRows(headers: string[], rows: string[][], format: SheetData['format'], firstRow = 2): SheetData {
  if (!rows.some((r) => !isBlank(r))) throw refused('It has a heading row but no rows under it.');
  if (rows.length > MAX_ROWS)
    throw refused(`It has ${rows.length} rows; up to ${MAX_ROWS} can be imported at once (split the file).`);
  rows.forEach((row, i) => {
    if (row.length > headers.length && row.slice(headers.length).some((c) => c.trim()))
      throw refused(`Row ${i + firstRow} has more cells than there are headings.`);
    row.forEach((cell, c) => {
      if (cell.length > MAX_CELL_CHARS)
        throw refused(
          `Row ${i + firstRow}, column "${headers[c] ?? c + 1}" holds ${cell.length} characters; a cell can hold up to ${MAX_CELL_CHARS}.`,
        );
      if (cell.includes('\u0000'))
        throw refused(
          `Row ${i + firstRow}, column "${headers[c] ?? c + 1}" holds a NUL character, which cannot be stored.`,
        );
    });
  });
  return { format, headers, rows: rows.map((r) => headers.map((_, c) => r[c] ?? '')), firstRow };
}

export function readCsv(bytes: Buffer): SheetData {
  const { text } = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, { relax_column_count: true, skip_empty_lines: false, max_record_size: 4 * MAX_CELL_CHARS });
  } catch (err) {
    const e = err as { message: string; lines?: number };
    throw refused(
      `It is not well-formed CSV${e.lines ? ` near line ${e.lines}` : ''}: ${e.message.replace(/^[A-Z_]+: /, '')}`,
    );
  }
  if (!records.length) throw refused('The file is empty.');
  const [head, ...rows] = records;
  return checkRows(checkHeaders(head), rows, 'csv');
}

/**
 * What the zip's parts really inflate to, refusing past `limit`: inflating with a ceiling, not trusting the
 * sizes the zip declares (a zip bomb lies about them).
 */
export function checkZip(bytes: Buffer, limit = maxXlsxUncompressed()): void {
  const notXlsx = () => refused('It is not an Excel workbook (.xlsx).');
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notXlsx();
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notXlsx();
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    const next = at + 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (compressed === 0xffffffff || local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50)
      throw notXlsx();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) total += data.length;
    else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, limit - total + 1) }).length;
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) total = limit + 1;
        else throw notXlsx();
      }
    } else throw notXlsx();
    if (total > limit)
      throw refused(
        `It unpacks to more than ${Math.round(limit / 1024 / 1024)} MB, which is more than a workbook of this size can hold.`,
      );
    at = next;
  }
}

/** A cell as text: the value the spreadsheet showed (a formula's last result, never the formula run here). */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    // Excel keeps a wall-clock time with no zone; exceljs hands it over as if it were UTC
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  }
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in v) return String((v as { text: unknown }).text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

async function readXlsx(bytes: Buffer, xlsxMaxBytes = maxXlsxUncompressed()): Promise<SheetData> {
  checkZip(bytes, xlsxMaxBytes);
  // loaded at the first workbook read, not with the server (about 0.3 s of CPU at every start-up otherwise)
  const { default: Excel } = await import('exceljs');
  const book = new Excel.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refused('It is not an Excel workbook (.xlsx) that can be read.');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refused('The workbook has no sheets.');
  const all: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    while (all.length < row.number - 1) all.push([]);
    all.push((row.values as ExcelJS.CellValue[]).slice(1).map(cellText));
  });
  let heading = 0;
  while (heading < all.length && isBlank(all[heading])) heading++;
  if (heading === all.length) throw refused('The first sheet is empty.');
  return checkRows(checkHeaders(all[heading]), all.slice(heading + 1), 'xlsx', heading + 2);
}

/**
 * By the name's extension, else by the first bytes (a zip is a workbook). `xlsxMaxBytes` is passed in by a reader
 * thread: its own copy of the environment is the one from when it started, not the server's current one.
 */
export async function readSheet(
  fileName: string,
  bytes: Buffer,
  xlsxMaxBytes = maxXlsxUncompressed(),
): Promise<SheetData> {
  if (!bytes.length) throw refused('The file is empty.');
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'xls') throw refused('Old Excel files (.xls) cannot be read: save it as .xlsx or CSV.');
  if (ext === 'xlsx' || (ext !== 'csv' && bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50))
    return readXlsx(bytes, xlsxMaxBytes);
  return readCsv(bytes);
}
