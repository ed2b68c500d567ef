// The pure parts of help and the rewrite beta: the Markdown reader never yields HTML or unsafe links, the
// screen → article map, de-identification and its restoration, and the word diff the author sees.
import { describe, expect, it } from 'vitest';
import { articleForPath } from '../../engine/help/for-path.ts';
import { inline, parseMarkdown, safeHref } from '../../engine/help/markdown.ts';
import { dateForms, deidentify, reidentify } from '../../engine/rewrite/deidentify.ts';
import { wordDiff } from '../../web/src/rjsf/widgets/word-diff.ts';

describe('help Markdown', () => {
  it('reads headings, lists, quotes and inline marks as data', () => {
    expect(
      parseMarkdown(
        '## Title\n\nA **bold** and *soft* `code` line\ncontinued.\n\n- one\n- two\n  more\n\n1. first\n\n> quoted',
      ),
    ).toEqual([
      { t: 'heading', level: 2, inline: [{ t: 'text', text: 'Title' }] },
      {
        t: 'paragraph',
        inline: [
          { t: 'text', text: 'A ' },
          { t: 'strong', text: 'bold' },
          { t: 'text', text: ' and ' },
          { t: 'em', text: 'soft' },
          { t: 'text', text: ' ' },
          { t: 'code', text: 'code' },
          { t: 'text', text: ' line continued.' },
        ],
      },
      { t: 'list', ordered: false, items: [[{ t: 'text', text: 'one' }], [{ t: 'text', text: 'two more' }]] },
      { t: 'list', ordered: true, items: [[{ t: 'text', text: 'first' }]] },
      { t: 'quote', inline: [{ t: 'text', text: 'quoted' }] },
    ]);
  });
  it('keeps raw HTML as text and refuses links that are not this app or https', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { t: 'paragraph', inline: [{ t: 'text', text: '<script>alert(1)</script>' }] },
    ]);
    expect(inline('[x](javascript:alert(1))')).toEqual([
      { t: 'text', text: '[x](javascript:alert(1)' },
      { t: 'text', text: ')' },
    ]);
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/x',
      'http://plain.example',
      'data:text/html,x',
      '/ spaced',
    ])
      expect(safeHref(bad), bad).toBe(false);
    for (const good of ['/help/sign-off', 'https://www.legislation.gov.uk/uksi/2015/541/regulation/40'])
      expect(safeHref(good), good).toBe(true);
  });
  it('maps a screen to its article: a record kind first, then the longest path prefix', () => {
    const articles = [
      { slug: 'start', paths: ['/', '/dashboard'] },
      { slug: 'tasks', paths: ['/dashboard/tasks'] },
      { slug: 'home', paths: ['/home'] },
    ];
    const kinds = { 'daily-log': 'logs' };
    expect(articleForPath(articles, kinds, '/cyp/resident/1/records/daily-log/new')).toBe('logs');
    expect(articleForPath(articles, kinds, '/dashboard/tasks/task')).toBe('tasks');
    expect(articleForPath(articles, kinds, '/dashboard')).toBe('start');
    expect(articleForPath(articles, kinds, '/homes')).toBe('start'); // "/homes" is not under "/home"
    expect(articleForPath(articles, kinds, '/home/logs')).toBe('home');
    expect(articleForPath([], {}, '/x')).toBeNull();
  });
});

describe('de-identification', () => {
  const known = {
    people: ['Alex Morgan', 'Sam Patel'],
    dates: ['2011-03-04'],
    addresses: ['14 Otley Road, Leeds'],
    other: ['Jordan'],
  };
  it('replaces known names (whole and parts, any case), dates of birth in their written forms, and patterns; restores them', () => {
    const text =
      'Alex said morgan was late. Sam Patel rang 07700 900123 and emailed sam.p@example.org. ' +
      'DOB 04/03/2011, 4 March 2011. NHS 943 476 5919, NI QQ 12 34 56 C, lives at 14 Otley Road, Leeds LS6 2AB; Jordan visited on 2026-01-05. Alexander stayed.';
    const { text: out, placeholders } = deidentify(text, known);
    for (const leak of [
      'Alex ',
      'morgan',
      'Sam',
      'Patel',
      '07700',
      'sam.p@',
      '04/03/2011',
      '4 March 2011',
      '943 476',
      'QQ 12',
      'Otley',
      'LS6',
      'Jordan',
      '2026-01-05',
    ])
      expect(out, leak).not.toContain(leak);
    // a known name is matched as a whole word only; the unknown "Alexander" goes all the same (fail closed)
    expect(out).toMatch(/\. \[NAME_\d+\] stayed\.$/);
    expect(out).toMatch(/^\[PERSON_1\] said \[PERSON_2\] was late\./);
    expect(reidentify(out, placeholders)).toBe(text);
    // one placeholder per identifier, and an invented one is left alone
    expect(reidentify('[PERSON_1] and [PERSON_99]', placeholders)).toBe('Alex and [PERSON_99]');
  });
  it('writes a date of birth the ways people do', () => {
    expect(dateForms('2011-03-04')).toEqual(
      expect.arrayContaining(['2011-03-04', '04/03/2011', '4/3/2011', '4 March 2011', '4th March 2011', '4 Mar 2011']),
    );
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

describe('de-identification patterns, one by one', () => {
  const none = { people: [], dates: [], addresses: [], other: [] };
  // [what is written, the placeholder it becomes (null: left as it is)]
  const cases: [string, string | null][] = [
    ['jo.bloggs+care@mail.example.co.uk', 'EMAIL'],
    ['é@x.uk', 'EMAIL'],
    ['a@b', null],
    ['9@9.9', 'EMAIL'],
    ['ab@c.d', 'EMAIL'],
    ['x@a-b.org', 'EMAIL'],
    ['x@ab.c-d', 'EMAIL'],
    ['QQ123456C', 'NI_NUMBER'],
    ['QQ 12 34 56 C', 'NI_NUMBER'],
    ['qq-12-34-56-a', 'NI_NUMBER'],
    ['QQ 123456D', 'NI_NUMBER'],
    ['QQ12 3456D', 'NI_NUMBER'],
    ['QQ1234 56D', 'NI_NUMBER'],
    ['QQ123456 D', 'NI_NUMBER'],
    ['07700 900123', 'PHONE'],
    ['07700900123', 'PHONE'],
    ['0113 496 0000', 'PHONE'],
    ['0113-496-0000', 'PHONE'],
    ['+44 7700 900123', 'PHONE'],
    ['+447700900123', 'PHONE'],
    ['+44 (0)113 496 0000', 'PHONE'],
    ['+44(0)1134960000', 'PHONE'],
    ['+44 0113 4960000', 'PHONE'],
    ['01134960000', 'PHONE'],
    ['0113 4960000', 'PHONE'],
    ['0113496 0000', 'PHONE'],
    ['943 476 5919', 'NHS_NUMBER'],
    ['9434765919', 'NHS_NUMBER'],
    ['943-476-5919', 'NHS_NUMBER'],
    ['943 4765919', 'NHS_NUMBER'],
    ['943476 5919', 'NHS_NUMBER'],
    ['LS6 2AB', 'POSTCODE'],
    ['ls62ab', 'POSTCODE'],
    ['SW1A 1AA', 'POSTCODE'],
    ['M1 1AE', 'POSTCODE'],
    ['B33 8TH', 'POSTCODE'],
    ['CR2 6XH', 'POSTCODE'],
    ['GIR 0AA', 'POSTCODE'],
    ['GIR0AA', 'POSTCODE'],
    ['2011-03-04', 'DATE'],
    ['4/3/2011', 'DATE'],
    ['04.03.11', 'DATE'],
    ['4-3-2011', 'DATE'],
    ['4th March 2011', 'DATE'],
    ['4 Mar 2011', 'DATE'],
    ['4 mar. 2011', 'DATE'],
    ['1 January 2011', 'DATE'],
    ['2 Feb 2011', 'DATE'],
    ['3 April 2011', 'DATE'],
    ['5 May 2011', 'DATE'],
    ['6 June 2011', 'DATE'],
    ['7 July 2011', 'DATE'],
    ['8 August 2011', 'DATE'],
    ['9 September 2011', 'DATE'],
    ['10 October 2011', 'DATE'],
    ['11 November 2011', 'DATE'],
    ['12 December 2011', 'DATE'],
    ['12 Dec 2011', 'DATE'],
    ['14 Otley Road', 'ADDRESS'],
    ['221B Baker Street', 'ADDRESS'],
    ['1 Old Mill Lane', 'ADDRESS'],
    ["1 St John's Close", 'ADDRESS'],
    ['1234 Long Way', 'ADDRESS'],
    ['12 Ab Cd Ef Row', 'ADDRESS'],
  ];
  // not the pattern, but still nothing of it leaves: the word pass masks what the patterns do not take
  const failClosed: [string, string][] = [
    ['QQ12 345 6C', '[NUMBER_1]'],
    ['QQ123456E', '[NUMBER_1]'],
    ['943 476 591', '[NUMBER_1]'],
    ['QA1 1AA', '[NUMBER_1]'],
    ['LS6 2AC', '[NUMBER_1]'],
    ['W1AA 1AA', '[NUMBER_1]'],
    ['4 Smarch 2011', '4 [NAME_1] [DATE_1]'],
    ['March 2011', '[DATE_1]'],
    ['12 otley Road', '[ADDRESS_1]'],
    ['Otley Road', '[PLACE_1] Road'],
  ];
  it.each(failClosed)('%s → %s', (written, expected) => {
    const { text, placeholders } = deidentify(`Seen: ${written} today`, none);
    expect(text).toBe(`Seen: ${expected} today`);
    expect(reidentify(text, placeholders)).toBe(`Seen: ${written} today`);
  });
  it.each(cases)('%s → %s', (written, label) => {
    const { text, placeholders } = deidentify(`Seen: ${written} today`, none);
    expect(text).toBe(label ? `Seen: [${label}_1] today` : `Seen: ${written} today`);
    expect(reidentify(text, placeholders)).toBe(`Seen: ${written} today`);
  });
  it('dates of birth in every written form, with the right ordinal', () => {
    expect(dateForms('2011-03-04')).toEqual([
      '2011-03-04',
      '04/03/2011',
      '4/3/2011',
      '04.03.2011',
      '04-03-2011',
      '4 March 2011',
      '4th March 2011',
      '4 Mar 2011',
      'March 4, 2011',
    ]);
    const ordinal = (d: number) => dateForms(`2011-01-${String(d).padStart(2, '0')}`)[6].split(' ')[0];
    expect([1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '20th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
    expect(dateForms('x2011-03-04')).toEqual([]);
    expect(dateForms('2011-12-25')[5]).toBe('25 December 2011');
    const { text } = deidentify('Born March 4, 2011 and 04.03.2011 and 04-03-2011.', {
      ...none,
      dates: ['2011-03-04'],
    });
    expect(text).toBe('Born [DATE_1] and [DATE_2] and [DATE_3].');
  });
  it('known people: whole names and their parts, titles and tiny words left, punctuation and odd spacing handled', () => {
    const known = {
      people: ["Mr  Sean O'Neil-Hart (Jr.)", 'Li', 'A', 'Dr Who, the and of'],
      dates: [],
      addresses: [],
      other: ['Ref: A(1)+B'],
    };
    const { text, placeholders } = deidentify(
      "Mr Sean O'Neil-Hart (Jr.) met Li and O'Neil-Hart. Dr said the Who of A. ref: a(1)+b ok",
      known,
    );
    // "Dr said": no name
    expect(text).toBe('[PERSON_1] met [PERSON_2] and [PERSON_3]. Dr said the [PERSON_4] of A. [IDENTIFIER_1] ok');
    expect(placeholders.get('[PERSON_1]')).toBe("Mr Sean O'Neil-Hart (Jr.)");
    const spaced = deidentify("Seen by SEAN   o'neil-hart today", known).text;
    expect(spaced).toBe('Seen by [PERSON_1]   [PERSON_2] today');
  });
  it('an identifier met twice has one placeholder; different ones are numbered in order, per kind', () => {
    const { text } = deidentify('Sam rang Jo. sam rang again on 07700 900123 and 07700 900124; Jo too.', {
      ...none,
      people: ['Sam', 'Jo'],
    });
    expect(text).toBe('[PERSON_1] rang [PERSON_2]. [PERSON_1] rang again on [PHONE_1] and [PHONE_2]; [PERSON_2] too.');
  });
  it('addresses: whole, and each line of six characters or more', () => {
    const { text } = deidentify('From 14 Otley Road, Headingley, Leeds; moved to Headingley then Leeds.', {
      ...none,
      addresses: ['14 Otley Road,\nHeadingley, Leeds'],
    });
    // "Leeds" alone is no line of the address, but a place all the same
    expect(text).toBe('From [ADDRESS_1]; moved to [ADDRESS_2] then [NAME_1].');
  });
  it('the longest known value is taken first, and many known values (over one batch) all count', () => {
    const many = Array.from({ length: 1200 }, (_, i) => `Name${i}x`);
    const { text } = deidentify('Ann Lee met Name1199x and Name0x.', { ...none, people: ['Ann', 'Ann Lee', ...many] });
    // longest first ("Ann Lee" before "Ann"), a name in the third batch too; placeholders are numbered in text order
    expect(text).toBe('[PERSON_1] met [PERSON_2] and [PERSON_3].');
  });
  it('placeholders the model writes back are restored wherever they are; ones it invents stay', () => {
    const { placeholders } = deidentify('Sam', { ...none, people: ['Sam'] });
    expect(reidentify('[PERSON_1][PERSON_1] [PERSON_10] [person_1] [PERSON_]', placeholders)).toBe(
      'SamSam [PERSON_10] [person_1] [PERSON_]',
    );
  });
});

describe('help Markdown, edge by edge', () => {
  it('line endings, headings only at the start with a space, list markers, continuation and switching list kinds', () => {
    expect(parseMarkdown('## A\r\ntext ## B\r\rmore\n###C\n   \n#### D')).toEqual([
      { t: 'heading', level: 2, inline: [{ t: 'text', text: 'A' }] },
      { t: 'paragraph', inline: [{ t: 'text', text: 'text ## B' }] },
      { t: 'paragraph', inline: [{ t: 'text', text: 'more ###C' }] },
      { t: 'paragraph', inline: [{ t: 'text', text: '#### D' }] },
    ]);
    expect(parseMarkdown('text\n- a\n  * b\n10. ten\n -x\n para  \n   after')).toEqual([
      { t: 'paragraph', inline: [{ t: 'text', text: 'text' }] },
      { t: 'list', ordered: false, items: [[{ t: 'text', text: 'a' }], [{ t: 'text', text: 'b' }]] },
      { t: 'list', ordered: true, items: [[{ t: 'text', text: 'ten' }]] },
      { t: 'paragraph', inline: [{ t: 'text', text: '-x para after' }] },
    ]);
    expect(parseMarkdown('- a\n continued?\n- b\n  yes')).toEqual([
      { t: 'list', ordered: false, items: [[{ t: 'text', text: 'a' }]] },
      { t: 'paragraph', inline: [{ t: 'text', text: 'continued?' }] },
      { t: 'list', ordered: false, items: [[{ t: 'text', text: 'b yes' }]] },
    ]);
    expect(parseMarkdown('##  Spaced   \n-  item')).toEqual([
      { t: 'heading', level: 2, inline: [{ t: 'text', text: 'Spaced' }] },
      { t: 'list', ordered: false, items: [[{ t: 'text', text: 'item' }]] },
    ]);
  });
  it('links: several letters of text, an https page with a path, text on either side', () => {
    expect(inline('see [the law](https://www.legislation.gov.uk/uksi/2015/541) now')).toEqual([
      { t: 'text', text: 'see ' },
      { t: 'link', text: 'the law', href: 'https://www.legislation.gov.uk/uksi/2015/541' },
      { t: 'text', text: ' now' },
    ]);
    expect(inline('**b**')).toEqual([{ t: 'strong', text: 'b' }]);
    expect(safeHref('xhttps://a.b')).toBe(false);
    expect(safeHref('https://a.b c')).toBe(false);
    expect(safeHref('https://nodot')).toBe(false);
  });
  it('the screen map: equal prefixes keep the first article, and "/" only for the root', () => {
    const articles = [
      { slug: 'one', paths: ['/a'] },
      { slug: 'two', paths: ['/a'] },
      { slug: 'root', paths: ['/'] },
    ];
    expect(articleForPath(articles, {}, '/a/b')).toBe('one');
    expect(articleForPath(articles, {}, '/')).toBe('root');
    expect(
      articleForPath(
        [
          { slug: 'root', paths: ['/'] },
          { slug: 'x', paths: ['/x/'] },
        ],
        {},
        '/x/y',
      ),
    ).toBe('x');
    expect(articleForPath([{ slug: 'a', paths: ['/ab'] }], {}, '/abc')).toBeNull();
    expect(articleForPath([{ slug: 'short', paths: ['/records'] }], { other: 'o' }, '/records/daily-log')).toBe(
      'short',
    );
  });
});
