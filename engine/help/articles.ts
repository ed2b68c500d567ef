// The help articles: Markdown files in help/ (front matter: title, summary, area, paths), read once at start.
// {{token}} in an article prints a regulatory timing from definitions/regulatory-timings.ts, so the help never
// says a different number from the rules. Search is on the server, over titles, summaries and text.
import { readdirSync, readFileSync } from 'node:fs';
import { timingWords } from '../../definitions/regulatory-timings.ts';
import { projectPath } from '../paths.ts';
import { type Block, parseMarkdown, plainText } from './markdown.ts';

export const HELP_DIR = projectPath('help/');

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  area: string;
  /** Route prefixes whose header "Help" link opens this article. */
  paths: string[];
  blocks: Block[];
  text: string;
}

function frontMatter(src: string, file: string): { meta: Record<string, string>; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(src.replace(/\r\n?/g, '\n'));
  if (!m) throw new Error(`help/${file}: front matter (title, summary, area, paths) is missing`);
  const meta: Record<string, string> = {};
  for (const line of m[1].split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) meta[kv[1]] = kv[2].trim();
  }
  return { meta, body: src.replace(/\r\n?/g, '\n').slice(m[0].length) };
}

export function loadArticles(dir = HELP_DIR): HelpArticle[] {
  const words = timingWords() as Record<string, string>;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const { meta, body } = frontMatter(readFileSync(dir + file, 'utf8'), file);
      const filled = body.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => {
        if (!Object.hasOwn(words, k)) throw new Error(`help/${file}: unknown timing {{${k}}}`);
        return words[k];
      });
      if (!meta.title) throw new Error(`help/${file}: no title`);
      const blocks = parseMarkdown(filled);
      return {
        slug: file.replace(/\.md$/, ''),
        title: meta.title,
        summary: meta.summary ?? '',
        area: meta.area ?? 'General',
        paths: (meta.paths ?? '')
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
        blocks,
        text: plainText(blocks),
      };
    });
}

const terms = (q: string) =>
  q
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 1)
    .slice(0, 12);

/**
 * Articles matching every term, best first (title ×5, summary ×3, text ×1 per hit), with a snippet around the first
 * hit.
 */
export function searchArticles(articles: HelpArticle[], q: string) {
  const want = terms(q);
  if (!want.length) return [];
  const hits = [];
  for (const a of articles) {
    const title = a.title.toLowerCase(),
      summary = a.summary.toLowerCase(),
      text = a.text.toLowerCase();
    let score = 0;
    for (const t of want) {
      const n = text.split(t).length - 1;
      if (!n && !title.includes(t) && !summary.includes(t)) {
        score = 0;
        break;
      }
      score += (title.includes(t) ? 5 : 0) + (summary.includes(t) ? 3 : 0) + Math.min(n, 10);
    }
    if (!score) continue;
    const at = Math.max(0, text.indexOf(want[0]));
    const start = Math.max(0, at - 80);
    const snippet = `${start ? '…' : ''}${a.text
      .slice(start, at + 160)
      .replace(/\s+/g, ' ')
      .trim()}${at + 160 < a.text.length ? '…' : ''}`;
    hits.push({ slug: a.slug, title: a.title, summary: a.summary, area: a.area, snippet, score });
  }
  return hits.sort((x, y) => y.score - x.score || x.title.localeCompare(y.title));
}
