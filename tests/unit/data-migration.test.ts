// Data migration's pure parts: typing a cell by its field (UK dates, London times, choices, yes/no, people by
// name or email), the first guess of a mapping, reading encodings and row numbers, the zip ceiling, CSV cells.
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { csvCell } from '../../engine/csv.ts';
import {
  calendarDate,
  type Directory,
  directoryEntry,
  instant,
  pointerToPath,
  rowData,
  typed,
} from '../../engine/data-migration/convert.ts';
import { checkZip, decodeText, readCsv } from '../../engine/data-migration/read-file.ts';
import { FIXED_TARGETS, guessMapping, type Target, type TargetField } from '../../engine/data-migration/targets.ts';

const dir = (): Directory => {
  const d: Directory = { staff: new Map(), youngPeople: new Map(), homes: new Map() };
  directoryEntry(d.staff, 'sam@x.test', 's1');
  directoryEntry(d.staff, 'Sam Jones', 's1');
  directoryEntry(d.staff, 'Alex Lee', 's2');
  directoryEntry(d.staff, 'alex lee', 's3'); // two people of one name
  directoryEntry(d.homes, 'Oak House', 'h1');
  return d;
};
const f = (type: TargetField['type'], extra: Partial<TargetField> = {}): TargetField => ({
  path: 'x',
  title: 'X',
  type,
  required: false,
  ...extra,
});

describe('typing cells', () => {
  it('reads UK and ISO dates, and leaves anything else for the schema to refuse', () => {
    expect(calendarDate('01/03/2026')).toBe('2026-03-01');
    expect(calendarDate('1.3.2026')).toBe('2026-03-01');
    expect(calendarDate('2026-03-01')).toBe('2026-03-01');
    expect(calendarDate('03/2026')).toBeNull();
    expect(typed(f('date'), 'next Tuesday', dir())).toEqual({ value: 'next Tuesday' });
  });
  it('reads a date and time without a zone as London time (BST and GMT), one with a zone as given', () => {
    expect(instant('01/07/2026 14:05')).toBe('2026-07-01T13:05:00.000Z');
    expect(instant('2026-01-15 09:00')).toBe('2026-01-15T09:00:00.000Z');
    expect(instant('15/01/2026')).toBe('2026-01-15T00:00:00.000Z');
    expect(instant('2026-07-01T14:05:00+02:00')).toBe('2026-07-01T12:05:00.000Z');
    expect(instant('tomorrow 9am')).toBeNull();
  });
  it('reads choices by value or label in any case, yes/no, numbers with commas and lists', () => {
    const choice = f('choice', { choices: [{ value: 'long_day', title: 'Long day' }] });
    expect(typed(choice, 'LONG DAY', dir())).toEqual({ value: 'long_day' });
    expect(typed(choice, 'long_day', dir())).toEqual({ value: 'long_day' });
    expect(typed(choice, 'Brunch', dir())).toEqual({ value: 'Brunch' });
    expect(typed(f('boolean'), 'Yes', dir())).toEqual({ value: true });
    expect(typed(f('boolean'), 'n', dir())).toEqual({ value: false });
    expect(typed(f('boolean'), 'maybe', dir())).toEqual({ value: 'maybe' });
    expect(typed(f('integer'), '1,440', dir())).toEqual({ value: 1440 });
    expect(typed(f('number'), 'ninety', dir())).toEqual({ value: 'ninety' });
    expect(typed(f('list'), 'a; b;\nc', dir())).toEqual({ value: ['a', 'b', 'c'] });
  });
  it('finds people by email or name; a name two people share must be an email', () => {
    expect(typed(f('staff'), 'SAM@x.test', dir())).toEqual({ value: 's1' });
    expect(typed(f('staff'), 'sam jones', dir())).toEqual({ value: 's1' });
    expect(typed(f('staff'), 'Alex Lee', dir())).toEqual({
      error: '"Alex Lee" names more than one member of staff: use their email',
    });
    expect(typed(f('staff'), 'Nobody', dir())).toEqual({ error: 'no member of staff "Nobody" in this organisation' });
    expect(typed(f('staff-list'), 'Sam Jones; sam@x.test', dir())).toEqual({ value: ['s1'] });
    expect(typed(f('homes'), 'Oak House;Elm', dir())).toEqual({ error: 'no home "Elm" in this organisation' });
  });
  it('builds nested data from mapped columns and says which cell could not be read', () => {
    const columns = [
      { index: 0, header: 'When', field: { ...f('date'), path: 'general.date' } },
      { index: 1, header: 'Who', field: { ...f('staff'), path: 'general.by' } },
      { index: 2, header: 'Empty', field: { ...f('text'), path: 'notes' } },
    ];
    expect(rowData(7, ['02/03/2026', 'Nobody', '  '], columns, dir())).toEqual({
      data: { general: { date: '2026-03-02' } },
      errors: [
        { row: 7, column: 'Who', path: 'general.by', message: 'no member of staff "Nobody" in this organisation' },
      ],
    });
    expect(pointerToPath('/general/date')).toBe('general.date');
  });
});

describe('the first guess of a mapping', () => {
  const target: Target = {
    id: 't',
    title: 'T',
    fields: [
      { path: '@youngPerson', title: 'Young person', type: 'young-person', required: true },
      {
        path: 'presentation',
        title: 'How the child presented / How the young person presented',
        type: 'choice',
        required: true,
      },
      { path: 'review.nextDate', title: 'Review › Next review date', type: 'date', required: false },
      { path: 'faceToFaceMin', title: 'Minutes', type: 'integer', required: false },
    ],
  };
  it('matches a heading to a title, its last part, either wording, or the key; each field once', () => {
    expect(
      guessMapping(
        ['Young person', 'How the young person presented', 'next review date', 'Face To Face Min', 'young-person'],
        target,
      ),
    ).toEqual({
      columns: {
        'Young person': '@youngPerson',
        'How the young person presented': 'presentation',
        'next review date': 'review.nextDate',
        'Face To Face Min': 'faceToFaceMin',
      },
      loose: {},
    });
  });
  const youngPeople = FIXED_TARGETS.find((t) => t.id === 'young-people')!;
  it('matches loosely what a person wrote, as suggestions to confirm: case, punctuation, spaces, a typo, a shorter heading', () => {
    const guess = guessMapping(
      ['FIRST-NAME', 'Surname', 'Move in', 'Date  of  Birth', 'Preferd name', 'KeyWorker', 'Name', 'Notes'],
      youngPeople,
    );
    expect(guess.columns).toEqual({
      'FIRST-NAME': 'firstName',
      'Move in': 'moveInDate',
      'Date  of  Birth': 'dateOfBirth',
      'Preferd name': 'preferredName',
      KeyWorker: 'keyWorkerId',
    });
    // only what was not a title or name outright is to be confirmed
    expect(Object.keys(guess.loose).sort()).toEqual(['Move in', 'Preferd name']);
    expect(guess.loose['Move in']).toEqual({ field: 'moveInDate', score: expect.any(Number) });
    // "Name" is in "Preferred name" but is not alike enough to offer; "Surname" and "Notes" have no field near them
    expect(guess.columns.Name).toBeUndefined();
  });
  it('gives each field once, to the closest heading', () => {
    const guess = guessMapping(['Move in', 'Move-in date'], youngPeople);
    expect(guess.columns).toEqual({ 'Move-in date': 'moveInDate' });
    expect(guess.loose).toEqual({});
  });
});

describe('reading files', () => {
  it('decodes a UTF-8 BOM, UTF-16LE, and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ text: 'a', encoding: 'utf-8' });
    expect(decodeText(Buffer.from([0xff, 0xfe, 0x61, 0x00]))).toEqual({ text: 'a', encoding: 'utf-16le' });
    expect(decodeText(Buffer.from([0x80, 0xe9]))).toEqual({ text: '€é', encoding: 'windows-1252' });
  });
  it("keeps the file's row numbers past blank lines and quoted line breaks", () => {
    const sheet = readCsv(Buffer.from('A,B\n1,"two\nlines"\n\n3,4\n'));
    expect(sheet.firstRow).toBe(2);
    expect(sheet.rows).toEqual([
      ['1', 'two\nlines'],
      ['', ''],
      ['3', '4'],
    ]);
  });
  it('stops inflating a zip part at the ceiling, whatever size it declares', () => {
    const part = deflateRawSync(Buffer.alloc(2 * 1024 * 1024));
    const name = Buffer.from('a.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.length, 18);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.length, 20);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(local.length + name.length + part.length, 16);
    const zip = Buffer.concat([local, name, part, central, name, end]);
    expect(() => checkZip(zip, 1024 * 1024)).toThrow(/unpacks to more than 1 MB/);
    expect(() => checkZip(zip, 3 * 1024 * 1024)).not.toThrow();
    expect(() => checkZip(Buffer.from('not a zip at all, just text'))).toThrow(/not an Excel workbook/);
  });
  it('writes a CSV cell a spreadsheet would run as text', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
  });
});
