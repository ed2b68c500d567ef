// Comments say why, briefly: an issue number belongs in a commit or the docs, where it can be followed, not in the
// code, where it is a pointer nobody can resolve; and a comment line longer than 120 characters is one Prettier
// never wraps. Test titles are read as sentences in the summary, so they carry no issue numbers either. Comments are
// found by the TypeScript parser (not a pattern over the text), so a `//` inside a string or a URL is not one.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const FOLDERS = ['engine', 'web/src', 'workers', 'definitions', 'tests', 'scripts', 'seeds', 'bench'];
const MAX = 120;

/** The word issue with a number, or a number after a bare hash; another project's bug after its name is a citation. */
const ISSUE_NUMBER = /\bissues? #?\d+|(?:^|[\s(])#\d+\b/i;

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.split('/').includes('node_modules'))
      .map((f) => join(folder, f)),
  );
}

interface Found {
  comments: string[];
  /** Source lines a comment is on (the whole line, code before a trailing comment included). */
  commentLines: string[];
  testTitles: string[];
}

const scanner = ts.createScanner(ts.ScriptTarget.Latest, false);
const COMMENT = [ts.SyntaxKind.SingleLineCommentTrivia, ts.SyntaxKind.MultiLineCommentTrivia];

/**
 * Every comment, and the titles of describe/it/test calls. The parse tree marks what only a parser can tell apart
 * (a regular expression, JSX text, a template's text); the rest of the file, between those, is punctuation, words
 * and trivia, which the scanner reads without ambiguity.
 */
function read(file: string, text: string): Found {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const comments: string[] = [];
  const lineNumbers = new Set<number>();
  const testTitles: string[] = [];
  const scan = (start: number, end: number) => {
    if (end <= start || !text.slice(start, end).includes('/')) return;
    scanner.setText(text, start, end - start);
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (!COMMENT.includes(token)) continue;
      comments.push(scanner.getTokenText());
      const first = source.getLineAndCharacterOfPosition(scanner.getTokenStart()).line;
      const last = source.getLineAndCharacterOfPosition(scanner.getTokenEnd()).line;
      for (let line = first; line <= last; line++) lineNumbers.add(line);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTestCall(node.expression)) {
      const title = node.arguments[0];
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)))
        testTitles.push(title.text);
    }
    if (isLiteral(node.kind)) {
      scan(node.pos, node.getStart(source)); // only the trivia before a literal's own text
      return;
    }
    let at = node.pos;
    ts.forEachChild(node, (child) => {
      scan(at, child.pos);
      visit(child);
      at = child.end;
    });
    scan(at, node.end);
  };
  visit(source);
  const lines = text.split('\n');
  return { comments, commentLines: [...lineNumbers].map((n) => lines[n]), testTitles };
}

/** A literal token (string, number, regular expression, JSX text) or a piece of a template's text. */
function isLiteral(kind: ts.SyntaxKind): boolean {
  const { FirstLiteralToken, LastLiteralToken, FirstTemplateToken, LastTemplateToken } = ts.SyntaxKind;
  return (
    (kind >= FirstLiteralToken && kind <= LastLiteralToken) || (kind >= FirstTemplateToken && kind <= LastTemplateToken)
  );
}

function isTestCall(callee: ts.Expression): boolean {
  const name = ts.isPropertyAccessExpression(callee) ? callee.expression : callee;
  return ts.isIdentifier(name) && ['describe', 'it', 'test'].includes(name.text);
}

describe('comments say why', () => {
  const files = sourceFiles().map((file) => ({ file, ...read(file, readFileSync(join(root, file), 'utf8')) }));

  it('reads the source folders', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((f) => f.file.endsWith('.tsx'))).toBe(true);
    expect(files.reduce((n, f) => n + f.comments.length, 0)).toBeGreaterThan(5000);
  });

  it('names no issue number in a code comment', () => {
    const found = files.flatMap(({ file, comments }) =>
      comments.filter((c) => ISSUE_NUMBER.test(c)).map((c) => `${file}: ${c.slice(0, 100)}`),
    );
    expect(found).toEqual([]);
  });

  it('names no issue number in a test title', () => {
    const found = files.flatMap(({ file, testTitles }) =>
      testTitles.filter((t) => ISSUE_NUMBER.test(t)).map((t) => `${file}: ${t}`),
    );
    expect(found).toEqual([]);
  });

  it('keeps comment lines within 120 characters', () => {
    const found = files.flatMap(({ file, commentLines }) =>
      commentLines
        .filter((line) => line.length > MAX && !/https?:\/\/\S{60,}/.test(line))
        .map((line) => `${file}: ${line.trim().slice(0, 80)}…`),
    );
    expect(found).toEqual([]);
  });

  it('finds comments where a parser would, and nothing that only looks like one', () => {
    const fixture = [
      '// first',
      'const slashes = /\\/\\//g; /* after a regular expression */',
      'const url = `http://x/${a /* in a template */}//not`;',
      "it('a title', () => {});",
      'const view = (',
      '  <p>',
      '    http://example.org // text, not a comment',
      '    {/* in JSX */}',
      '  </p>',
      ');',
      'function empty() {',
      '  /* an empty body */',
      '}',
    ].join('\n');
    const found = read('fixture.tsx', fixture);
    expect(found.comments).toEqual([
      '// first',
      '/* after a regular expression */',
      '/* in a template */',
      '/* in JSX */',
      '/* an empty body */',
    ]);
    expect(found.testTitles).toEqual(['a title']);
    expect(found.commentLines).toHaveLength(5);
  });

  it('tells an issue number from a citation or a domain word', () => {
    for (const c of ['// see issue 13 item 10', '/* Issue #4 */', '// fixed (#12)', '// #12: the slow list'])
      expect(c).toMatch(ISSUE_NUMBER);
    for (const c of ['// DESIGN §5, frappe#16678', '// a failed check is an open issue until its remedy', '// 44°C'])
      expect(c).not.toMatch(ISSUE_NUMBER);
  });
});
