// A small Markdown reader for the help articles: headings, paragraphs, lists, quotes, **bold**, *italic*,
// `code` and [links](…). It returns data, not HTML, so the web app draws it with React elements: raw HTML
// in an article is shown as text, never run, and a link goes only to this app (/…) or to an https:// page.
export type Inline =
  | { t: 'text'; text: string }
  | { t: 'strong'; text: string }
  | { t: 'em'; text: string }
  | { t: 'code'; text: string }
  | { t: 'link'; text: string; href: string };
export type Block =
  | { t: 'heading'; level: 2 | 3; inline: Inline[] }
  | { t: 'paragraph'; inline: Inline[] }
  | { t: 'list'; ordered: boolean; items: Inline[][] }
  | { t: 'quote'; inline: Inline[] };

/** A link the help may follow: a path in this app or an https page; anything else is read as text. */
export const safeHref = (href: string) => /^\/(?!\/)[^\s]*$/.test(href) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(href);

export function inline(src: string): Inline[] {
  const out: Inline[] = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    if (m.index > last) out.push({ t: 'text', text: src.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ t: 'strong', text: m[1] });
    else if (m[2] !== undefined) out.push({ t: 'em', text: m[2] });
    else if (m[3] !== undefined) out.push({ t: 'code', text: m[3] });
    else out.push(safeHref(m[5]) ? { t: 'link', text: m[4], href: m[5] } : { t: 'text', text: m[0] });
    last = re.lastIndex;
  }
  if (last < src.length) out.push({ t: 'text', text: src.slice(last) });
  return out;
}

export function parseMarkdown(md: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (para.length) blocks.push({ t: 'paragraph', inline: inline(para.join(' ')) });
    if (list) blocks.push({ t: 'list', ordered: list.ordered, items: list.items.map(inline) });
    para = [];
    list = null;
  };
  for (const raw of md.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const h = /^(#{2,3})\s+(.*)$/.exec(line);
    const item = /^\s*(?:([-*])|(\d+)\.)\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
      continue;
    }
    if (h) {
      flush();
      blocks.push({ t: 'heading', level: h[1].length as 2 | 3, inline: inline(h[2]) });
      continue;
    }
    if (line.startsWith('> ')) {
      flush();
      blocks.push({ t: 'quote', inline: inline(line.slice(2)) });
      continue;
    }
    if (item) {
      const ordered = item[2] !== undefined;
      if (para.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]);
      continue;
    }
    if (list && /^\s{2,}\S/.test(raw)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    para.push(line.trim());
  }
  flush();
  return blocks;
}

/** The words of the blocks, for search and snippets. */
export function plainText(blocks: Block[]): string {
  const words = (xs: Inline[]) => xs.map((x) => x.text).join('');
  return blocks.map((b) => (b.t === 'list' ? b.items.map(words).join(' ') : words(b.inline))).join('\n');
}
