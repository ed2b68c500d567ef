// Subject access packs (engine/young-people/subject-access-pack.ts, decision 0650): other people's names found as
// whole words in what is held, and the words a reviewer marked taken out of every text of the released copy; who may
// see a request (engine/young-people/subject-access-access.ts).
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../engine/access/index.ts';
import { subjectAccessRequestAccess as access } from '../../engine/young-people/subject-access-access.ts';
import { findNames, redact, REDACTED, textsOf, wordsFor } from '../../engine/young-people/subject-access-pack.ts';

const people = [
  { id: 'yp2', who: 'young-person' as const, names: ['Samuel Hart', 'Samuel', 'Sam'] },
  { id: 'st1', who: 'staff' as const, names: ['Jo Reed', 'Jo'] },
  { id: 'st2', who: 'staff' as const, names: ['Alexandra Byrne', 'Alexandra'] },
];

describe('names found for the reviewer', () => {
  it('finds each person once per record, by their longest name, as a whole word in any case', () => {
    const found = findNames(
      [
        { recordId: 'r1', texts: ['Argued with Samuel Hart at tea; samuel hart apologised', 'Sam left'] },
        { recordId: 'r2', texts: ['Went to Samantha’s party with ALEXANDRA'] },
        { recordId: 'r3', texts: ['Nothing about anyone'] },
      ],
      people,
    );
    expect(found).toEqual([
      { personId: 'yp2', who: 'young-person', name: 'Samuel Hart', recordId: 'r1', count: 2 },
      { personId: 'st2', who: 'staff', name: 'Alexandra', recordId: 'r2', count: 1 },
    ]);
  });
  it('does not look for names under three letters (too many false finds)', () => {
    expect(findNames([{ recordId: 'r1', texts: ['Jo was on shift'] }], people)).toEqual([]);
    expect(findNames([{ recordId: 'r1', texts: ['Jo Reed was on shift'] }], people)).toHaveLength(1);
  });
  it('reads every text in a record, however deep', () => {
    expect(textsOf({ a: 'one', b: [{ c: 'two' }, 3, true, null], d: { e: 'three' } })).toEqual(['one', 'two', 'three']);
  });
});

describe('the released copy', () => {
  const item = {
    id: 'r1',
    data: { summary: 'Samuel Hart hit Tom; samuel hart was sent to his room', staff: ['Jo Reed'], n: 4 },
    versions: [{ data: { summary: 'Samuel Hart hit Tom' } }],
    comments: [{ text: 'Samuelson is not Samuel Hart' }],
  };
  it('holds no marked words anywhere, in any case, and keeps what is not marked', () => {
    const out = redact(item, ['Samuel Hart']);
    const all = JSON.stringify(out);
    expect(all.toLowerCase()).not.toContain('samuel hart');
    expect(out.data.summary).toBe(`${REDACTED} hit Tom; ${REDACTED} was sent to his room`);
    expect(out.versions[0].data.summary).toBe(`${REDACTED} hit Tom`);
    expect(out.comments[0].text).toBe(`Samuelson is not ${REDACTED}`);
    expect(out.data.staff).toEqual(['Jo Reed']);
    expect(out.data.n).toBe(4);
    expect(item.data.summary).toContain('Samuel Hart'); // the held record is not changed
  });
  it('takes the longer marked words first, and treats marked words as text, not patterns', () => {
    expect(redact('Samuel Hart and Samuel', ['Samuel', 'Samuel Hart'])).toBe(`${REDACTED} and ${REDACTED}`);
    expect(redact('costs (£5.00) and £5x00', ['(£5.00)'])).toBe(`costs ${REDACTED} and £5x00`);
  });
  it('applies a record’s own marks and the whole pack’s, not another record’s', () => {
    const marks = [{ words: 'Tom' }, { recordId: 'r1', words: 'Jo Reed' }, { recordId: 'r2', words: 'Kim' }];
    expect(wordsFor(marks, 'r1')).toEqual(['Tom', 'Jo Reed']);
    expect(wordsFor(marks, 'r3')).toEqual(['Tom']);
  });
  it('with nothing marked, is the value itself', () => {
    expect(redact(item, [' '])).toBe(item);
  });
});

describe('who sees a subject access request', () => {
  const caller = (over: Partial<Caller>): Caller => ({
    id: 'u1',
    orgId: 'o1',
    name: 'A',
    email: 'a@x',
    role: 'staff',
    isManager: false,
    homeIds: ['h1'],
    youngPersonId: null,
    areas: { cyp: 'edit' },
    ypPermissions: {},
    ypOverrides: {},
    orgSlug: 'o',
    ...over,
  });
  const place = { homeId: 'h1', youngPersonId: 'yp1', staffId: null };
  it('a manager of the home and a director; not care staff, a manager elsewhere or the young person', () => {
    expect(access.record(caller({ isManager: true }), place, 'edit')).toEqual({ ok: true });
    expect(access.record(caller({ role: 'director', homeIds: [] }), place, 'read')).toEqual({ ok: true });
    expect(access.record(caller({}), place, 'read')).toMatchObject({ ok: false, status: 404 });
    expect(access.record(caller({ isManager: true, homeIds: ['h2'] }), place, 'read')).toMatchObject({ ok: false });
    const own = caller({ role: 'young_person', youngPersonId: 'yp1' });
    expect(access.record(own, place, 'read')).toMatchObject({ ok: false, status: 404 });
    expect(access.level(own)).toBe('none');
    expect(access.level(caller({}))).toBe('none');
    expect(access.level(caller({ isManager: true }))).toBe('edit');
  });
  it('lists only the homes the caller manages', () => {
    expect(access.list(caller({ isManager: true, homeIds: ['h1', 'h2'] }))).toEqual({
      homeIds: ['h1', 'h2'],
      excludeYoungPeople: [],
    });
    expect(access.list(caller({ role: 'director' })).homeIds).toBe('all');
    expect(access.list(caller({})).homeIds).toEqual([]);
  });
});
