// The pure parts of help and the rewrite beta: the Markdown reader never yields HTML or unsafe links, the
// screen → article map, de-identification and its restoration, and the word diff the author sees.
import { describe, expect, it } from 'vitest';
import { articleForPath } from '../../engine/help/for-path.ts';
import { inline, parseMarkdown, safeHref } from '../../engine/help/markdown.ts';
import { dateForms, deidentify, reidentify } from '../../engine/rewrite/deidentify.ts';
import { wordDiff } from '../../web/src/rjsf/widgets/word-diff.ts';

describe('help Markdown', () => {
  it('reads headings, lists, quotes and inline marks as data', () => {
    expect(parseMarkdown('## Title\n\nA **bold** and *soft* `code` line\ncontinued.\n\n- one\n- two\n  more\n\n1. first\n\n> quoted')).toEqual([
      { t: 'heading', level: 2, inline: [{ t: 'text', text: 'Title' }] },
      { t: 'paragraph', inline: [{ t: 'text', text: 'A ' }, { t: 'strong', text: 'bold' }, { t: 'text', text: ' and ' }, { t: 'em', text: 'soft' }, { t: 'text', text: ' ' }, { t: 'code', text: 'code' }, { t: 'text', text: ' line continued.' }] },
      { t: 'list', ordered: false, items: [[{ t: 'text', text: 'one' }], [{ t: 'text', text: 'two more' }]] },
      { t: 'list', ordered: true, items: [[{ t: 'text', text: 'first' }]] },
      { t: 'quote', inline: [{ t: 'text', text: 'quoted' }] },
    ]);
  });
  it('keeps raw HTML as text and refuses links that are not this app or https', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ t: 'paragraph', inline: [{ t: 'text', text: '<script>alert(1)</script>' }] }]);
    expect(inline('[x](javascript:alert(1))')).toEqual([{ t: 'text', text: '[x](javascript:alert(1)' }, { t: 'text', text: ')' }]);
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example', 'data:text/html,x', '/ spaced']) expect(safeHref(bad), bad).toBe(false);
    for (const good of ['/help/sign-off', 'https://www.legislation.gov.uk/uksi/2015/541/regulation/40']) expect(safeHref(good), good).toBe(true);
  });
  it('maps a screen to its article: a record kind first, then the longest path prefix', () => {
    const articles = [{ slug: 'start', paths: ['/', '/dashboard'] }, { slug: 'tasks', paths: ['/dashboard/tasks'] }, { slug: 'home', paths: ['/home'] }];
    const kinds = { 'daily-log': 'logs' };
    expect(articleForPath(articles, kinds, '/cyp/resident/1/records/daily-log/new')).toBe('logs');
    expect(articleForPath(articles, kinds, '/dashboard/tasks/task')).toBe('tasks');
    expect(articleForPath(articles, kinds, '/dashboard')).toBe('start');
    expect(articleForPath(articles, kinds, '/homes')).toBe('start');   // "/homes" is not under "/home"
    expect(articleForPath(articles, kinds, '/home/logs')).toBe('home');
    expect(articleForPath([], {}, '/x')).toBeNull();
  });
});

describe('de-identification', () => {
  const known = { people: ['Alex Morgan', 'Sam Patel'], dates: ['2011-03-04'], addresses: ['14 Otley Road, Leeds'], other: ['Jordan'] };
  it('replaces known names (whole and parts, any case), dates of birth in their written forms, and patterns; restores them', () => {
    const text = 'Alex said morgan was late. Sam Patel rang 07700 900123 and emailed sam.p@example.org. ' +
      'DOB 04/03/2011, 4 March 2011. NHS 943 476 5919, NI QQ 12 34 56 C, lives at 14 Otley Road, Leeds LS6 2AB; Jordan visited on 2026-01-05. Alexander stayed.';
    const { text: out, placeholders } = deidentify(text, known);
    for (const leak of ['Alex ', 'morgan', 'Sam', 'Patel', '07700', 'sam.p@', '04/03/2011', '4 March 2011', '943 476', 'QQ 12', 'Otley', 'LS6', 'Jordan', '2026-01-05']) expect(out, leak).not.toContain(leak);
    expect(out).toContain('Alexander stayed');   // a name is matched as a whole word only
    expect(out).toMatch(/^\[PERSON_1\] said \[PERSON_2\] was late\./);
    expect(reidentify(out, placeholders)).toBe(text);
    // one placeholder per identifier, and an invented one is left alone
    expect(reidentify('[PERSON_1] and [PERSON_99]', placeholders)).toBe('Alex and [PERSON_99]');
  });
  it('writes a date of birth the ways people do', () => {
    expect(dateForms('2011-03-04')).toEqual(expect.arrayContaining(['2011-03-04', '04/03/2011', '4/3/2011', '4 March 2011', '4th March 2011', '4 Mar 2011']));
    expect(dateForms('2011-03-22')).toContain('22nd March 2011');
    expect(dateForms('2011-03-13')).toContain('13th March 2011');
    expect(dateForms('not a date')).toEqual([]);
  });
});

describe('word diff', () => {
  it('marks the words removed and added', () => {
    const d = wordDiff('He kicked off at tea', 'He became upset at tea');
    expect(d.before.filter((p) => p.changed).map((p) => p.text.trim())).toEqual(['kicked', 'off']);
    expect(d.after.filter((p) => p.changed).map((p) => p.text.trim())).toEqual(['became', 'upset']);
    expect(d.after.map((p) => p.text).join('')).toBe('He became upset at tea');
  });
});
