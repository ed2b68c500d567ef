// The readable copy's answers (decision 0771): the form's titles, the choices' labels, staff by name, the young
// person themself by name and any other young person unnamed, in the home type's words.
import { describe, expect, it } from 'vitest';
import { group, rows, staffMember, staffMembers, text, youngPerson } from '../../engine/definitions/fields.ts';
import type { JSONSchema7 } from '../../engine/definitions/json-schema.ts';
import { choiceOf } from '../../engine/definitions/lists.ts';
import { defineList } from '../../engine/definitions/lists.ts';
import { keyWords, readableAnswers } from '../../engine/young-people/subject-access-readable.ts';

const moods = defineList({
  key: 'testMoods',
  label: 'Mood',
  source: 'test',
  items: [
    { value: 'settled', label: 'Settled' },
    { value: 'low', label: 'Low in mood' },
  ],
});
const schema: JSONSchema7 = {
  type: 'object',
  properties: {
    mood: choiceOf(moods, { title: 'How the {child} presented' }),
    onShift: staffMembers('Staff on shift'),
    lead: staffMember('Shift lead'),
    who: youngPerson('Who was there'),
    contact: group('Contact', { note: text('What was said') }),
    meals: rows('Meals', { eaten: choiceOf(moods, { title: 'Eaten' }) }, []),
  },
  allOf: [{ if: { properties: { mood: { const: 'low' } } }, then: { properties: { why: text('Why low') } } }],
};
const names = {
  staff: new Map([
    ['s1', 'Alex Morgan'],
    ['s2', 'Sam Taylor'],
  ]),
  subject: { id: 'yp1', name: 'Amelia Hughes' },
  wording: (t: string) => t.replace('{child}', 'young person'),
};

describe('readable answers', () => {
  it('titles, labels and names in place of keys, values and ids', () => {
    expect(
      readableAnswers(
        {
          mood: 'low',
          onShift: ['s1', 's2'],
          lead: 'gone',
          who: 'yp2',
          contact: { note: 'Rang at six' },
          meals: [{ eaten: 'settled' }],
          why: 'Missed a call',
          oldField: 'kept',
        },
        schema,
        names,
      ),
    ).toEqual({
      'How the young person presented': 'Low in mood',
      'Staff on shift': ['Alex Morgan', 'Sam Taylor'],
      'Shift lead': 'a member of staff no longer on record',
      'Who was there': 'another young person',
      Contact: { 'What was said': 'Rang at six' },
      Meals: [{ Eaten: 'Settled' }],
      'Why low': 'Missed a call',
      'Old field': 'kept',
    });
  });

  it('the young person themself by name; a value no choice names as it is; no schema, words from keys', () => {
    expect(readableAnswers({ who: 'yp1', mood: 'unknown' }, schema, names)).toEqual({
      'Who was there': 'Amelia Hughes',
      'How the young person presented': 'unknown',
    });
    expect(readableAnswers({ placementPlan: 'x', night_checks: [1] }, undefined, names)).toEqual({
      'Placement plan': 'x',
      'Night checks': [1],
    });
    expect(keyWords('educationNotes')).toBe('Education notes');
  });

  it('a field drawn under a heading it shares is named with the heading (the ILS paired area)', () => {
    const paired: JSONSchema7 = {
      type: 'object',
      properties: {
        pregnancy: group('Pregnancy Prevention', { note: text('Note') }, [], { 'x-heading': 'P / Q' }),
        other: group('Other', { note: text('Note') }),
      },
    };
    expect(readableAnswers({ pregnancy: { note: 'a' }, other: { note: 'b' } }, paired, names)).toEqual({
      'P / Q: Pregnancy Prevention': { Note: 'a' },
      Other: { Note: 'b' },
    });
  });
});
