// Every date input of the web app is DateField (a native picker plus the date in words), so no screen shows a
// bare mm/dd/yyyy box: a raw <input type="date"> or "datetime-local" anywhere else in web/src fails here.
// tests/browser/date-fields.test.ts checks the built screens themselves.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../web/src');
const THE_FIELD = 'ui/DateField.tsx';
// Lines that name a date type without drawing an input, each with the reason.
const NOT_AN_INPUT: Record<string, RegExp> = {
  'admin/forms/fieldTypes.ts': /return \{ type: 'date', \.\.\.none \};/, // the form builder's name for a field type
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.(tsx?|jsx?)$/.test(name) ? [path] : [];
  });
}

// type="date", type='date', type={'date'}, type={x ? 'date' : …}, type: 'date'; the same for datetime-local
const D = `["'\`](?:date|datetime-local)["'\`]`;
const RAW_DATE_INPUT = new RegExp(`\\btype\\s*(?:=\\s*${D}|=\\s*\\{[^}]*${D}[^}]*\\}|:\\s*${D})`);

describe('one date field', () => {
  it('no file but DateField renders a native date or date-time input', () => {
    const offenders = sources(ROOT)
      .map((path) => ({ file: relative(ROOT, path), lines: readFileSync(path, 'utf8').split('\n') }))
      .filter(({ file }) => file !== THE_FIELD)
      .flatMap(({ file, lines }) =>
        lines.flatMap((line, i) =>
          RAW_DATE_INPUT.test(line) && !/^\s*(\/\/|\*)/.test(line) && !NOT_AN_INPUT[file]?.test(line)
            ? [`${file}:${i + 1}: ${line.trim()}`]
            : [],
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('the rule catches the forms a raw date input takes', () => {
    for (const raw of [
      '<input type="date" />',
      "<input type='datetime-local' />",
      "<input type={'date'} />",
      "{ type: 'date' }",
      "<input type={withTime ? 'datetime-local' : 'date'} />",
    ]) {
      expect(RAW_DATE_INPUT.test(raw)).toBe(true);
    }
    expect(RAW_DATE_INPUT.test('<input type="time" />')).toBe(false);
    expect(RAW_DATE_INPUT.test('<input type="radio" checked={v.birthKnown === \'date\'} />')).toBe(false);
    expect(readFileSync(join(ROOT, THE_FIELD), 'utf8')).toMatch(RAW_DATE_INPUT);
  });
});
