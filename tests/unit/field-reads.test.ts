// Fields that code reads are declared, and the declarations cannot rot: every declared field is in the code-owned
// form with the type and choices declared; every file that reads record data in SQL (`data ->> 'x'`, `#>> '{a,b}'`)
// or in code (`r.data.x`) declares what it reads beside itself and is collected; and the run-time edit check refuses
// removing, retyping or dropping a matched choice of such a field, while hiding it passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mismatch, nodeAt } from '../../engine/definitions/field-reads.ts';
import { fieldReaders, protectedFieldFaults, protectedFieldsOf } from '../../engine/definitions/protected-fields.ts';
import { READERS_BY_FILE } from '../../engine/definitions/readers.ts';
import { loadDefinitionFiles } from '../../engine/definitions/registry.ts';

const ROOT = join(import.meta.dirname, '../..');
const files = await loadDefinitionFiles();
const readers = fieldReaders(files);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' ? [] : sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** SQL reads of a record's data: data ->> 'a', data -> 'a' ->> 'b', data #>> '{a,b}' (parameterised steps skipped). */
const SQL_READ = /\bdata\s*((?:(?:->>?|#>>?)\s*'[^']*'\s*)+)/g;
/** Code reads: r.data.a.b, rec.data?.a (a queue job's data is the job's, not a record's). */
const CODE_READ = /\b(\w+)\.data\??\.(\w+(?:\??\.\w+)*)/g;

/** The field paths a source file reads, as dotted names (rows and `*` steps left out). */
function readsIn(source: string): string[] {
  const out = new Set<string>();
  for (const m of source.matchAll(SQL_READ)) {
    const steps = [...m[1].matchAll(/'([^']*)'/g)].map((x) => x[1]);
    // a step built from a parameter ('${path}') is declared where the path is given
    if (steps.some((s) => s.includes('${'))) continue;
    const names = steps.flatMap((s) => (s.startsWith('{') ? s.slice(1, -1).split(',') : [s]));
    out.add(names.filter((n) => !/^\d+$/.test(n)).join('.'));
  }
  for (const m of source.matchAll(CODE_READ)) {
    if (m[1] === 'job') continue;
    out.add(m[2].replaceAll('?', ''));
  }
  return [...out].filter(Boolean);
}

/**
 * Readers not yet declared, named so the gap is visible: this list may only shrink. Each must still read record data
 * (the test fails for one that no longer does, so a declared or removed reader leaves the list).
 */
const NOT_YET_DECLARED = [
  'engine/accounts/income-service.ts',
  'engine/calendar/service.ts',
  'engine/charts/policy.ts',
  'engine/home/annex-a.ts',
  'engine/home/service.ts',
  'engine/leave/access.ts',
  'engine/pay/service.ts',
  'engine/policies/service.ts',
  'engine/premises/riddor.ts',
  'engine/premises/service.ts',
  'engine/quality/figures.ts',
  'engine/quality/service.ts',
  'engine/reports/young-person.ts',
  'engine/returns/figures.ts',
  'engine/returns/service.ts',
  'engine/staff/service.ts',
  'engine/store/medication.ts',
  'engine/store/rota.ts',
  'engine/store/staff.ts',
  'engine/store/training.ts',
  'engine/young-people/profile-views.ts',
];

const plain = (path: string) => path.replaceAll('[]', '');
/** A read `a.b` is covered by a declared path that is it, or goes on from it, or that it goes into (`a` of `a.b`). */
const covers = (declared: string, read: string) => {
  const d = plain(declared);
  return d === read || d.startsWith(`${read}.`) || read.startsWith(`${d}.`);
};

describe('fields that code reads', () => {
  it('every declared field is in its code-owned form, as the type declared, offering the choices named', () => {
    const wrong: string[] = [];
    for (const r of readers) {
      for (const read of r.reads) {
        const def = files.get(read.kind);
        const why = def ? mismatch(def.schema, read) : 'there is no such kind';
        if (why) wrong.push(`${r.reader}: ${read.kind} ${read.path}: ${why}`);
        if (!read.why.trim()) wrong.push(`${r.reader}: ${read.kind} ${read.path}: says not why it reads it`);
      }
    }
    expect(wrong).toEqual([]);
    expect(readers.length).toBeGreaterThan(30);
  });

  it('the scanner finds reads in SQL and in code', () => {
    expect(
      readsIn(`select r.data ->> 'type', r.data->'injuredPerson'->>'staffId', r.data #>> '{general,startedAt}' from x`),
    ).toEqual(['type', 'injuredPerson.staffId', 'general.startedAt']);
    expect(readsIn('const a = rec.data.general?.types; job.data.orgId; r.data?.notifications')).toEqual([
      'general.types',
      'notifications',
    ]);
  });

  it('every file that reads record data declares what it reads beside itself, and is collected', () => {
    const undeclared: string[] = [];
    for (const file of [...sourceFiles('engine'), ...sourceFiles('workers')]) {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const own = [READERS_BY_FILE[file] ?? []].flat();
      if (NOT_YET_DECLARED.includes(file)) {
        if (!readsIn(source).length) undeclared.push(`${file} reads nothing now: take it off NOT_YET_DECLARED`);
        continue;
      }
      if (/^export const fieldReads\b/m.test(source) && !own.length) undeclared.push(`${file}: not in readers.ts`);
      const paths = own.flatMap((r) => r.reads.map((x) => x.path));
      for (const read of readsIn(source))
        if (!paths.some((p) => covers(p, read))) undeclared.push(`${file} reads "${read}" undeclared`);
    }
    for (const file of Object.keys(READERS_BY_FILE))
      expect(readFileSync(join(ROOT, file), 'utf8'), file).toMatch(/^export const fieldReads\b/m);
    expect(undeclared).toEqual([]);
  });

  it('every collected reader reads some field', () => {
    for (const r of readers) expect(r.reads.length, r.reader).toBeGreaterThan(0);
  });
});

describe('the run-time edit check', () => {
  const incident = files.get('incident')!;
  const edited = () => structuredClone(incident.schema);
  const general = (s: typeof incident.schema) => s.properties!.general;

  it('lists the Reg 40 fields of an incident with their readers', () => {
    const types = protectedFieldsOf(readers, 'incident').find((f) => f.path === 'general.types')!;
    expect(types.pointer).toBe('/definition/schema/properties/general/properties/types');
    expect(types.values).toEqual(expect.arrayContaining(['death', 'exploitation', 'allegation_staff']));
    expect(types.readers.map((r) => r.reader)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Reg 40/), 'Chart "Incidents"']),
    );
  });

  it('refuses removing, retyping, or dropping a matched choice; names the field and each reader', () => {
    const removed = edited();
    delete general(removed).properties!.types;
    const [gone] = protectedFieldFaults(readers, 'incident', incident.schema, removed);
    expect(gone.path).toBe('/definition/schema/properties/general/properties/types');
    expect(gone.message).toMatch(/Reg 40.*Chart "Incidents".*not in the form/);

    const retyped = edited();
    general(retyped).properties!.policeSerious = { type: 'string', title: 'Police (serious)', maxLength: 100 };
    expect(protectedFieldFaults(readers, 'incident', incident.schema, retyped)).toEqual([
      expect.objectContaining({
        path: '/definition/schema/properties/general/properties/policeSerious',
        message: expect.stringMatching(/is text, not yes\/no/),
      }),
    ]);

    const narrowed = edited();
    const items = nodeAt(narrowed, 'general.types')!.items!;
    items.oneOf = items.oneOf!.filter((o) => o.const !== 'death');
    const [choice] = protectedFieldFaults(readers, 'incident', incident.schema, narrowed);
    expect(choice.message).toMatch(/"death" not offered/);
  });

  it('passes a hidden field, a new label, a new choice and a field nobody reads removed', () => {
    const next = edited();
    general(next).properties!.types.title = 'What happened';
    nodeAt(next, 'general.types')!.items!.oneOf!.push({ const: 'other_new', title: 'Something new' });
    const unread = Object.keys(general(next).properties!).find(
      (k) => !protectedFieldsOf(readers, 'incident').some((f) => f.path.startsWith(`general.${k}`)),
    )!;
    delete general(next).properties![unread];
    expect(protectedFieldFaults(readers, 'incident', incident.schema, next)).toEqual([]);
  });

  it('does not hold an edit to what an earlier version already broke', () => {
    const before = edited();
    delete general(before).properties!.otherSerious;
    const next = structuredClone(before);
    general(next).properties!.types.title = 'What happened';
    expect(protectedFieldFaults(readers, 'incident', before, next)).toEqual([]);
  });
});
