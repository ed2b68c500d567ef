// The header's "Help" link: which article a screen opens. Pure, so the web app uses it as the server does.
/**
 * Which article a screen's "Help" link opens: a record kind's own (its definition's `help`), else the longest path
 * prefix.
 */
export function articleForPath(
  articles: { slug: string; paths: string[] }[],
  kinds: Record<string, string>,
  path: string,
): string | null {
  const kind = /\/records\/([a-z0-9-]+)/.exec(path)?.[1];
  if (kind && kinds[kind]) return kinds[kind];
  let best: { slug: string; len: number } | null = null;
  for (const a of articles)
    for (const p of a.paths) {
      const hit = path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`);
      if (hit && (!best || p.length > best.len)) best = { slug: a.slug, len: p.length };
    }
  return best?.slug ?? null;
}
