// The "Help" link in every screen's header: the article for this screen (a record kind's own, else the route
// prefix's; engine/help/for-path.ts), or the help index. The map is fetched once per page load.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { articleForPath } from '../../../engine/help/for-path.ts';
import { apiGet } from '../api.ts';
import type { HelpIndex } from './types.ts';

let loaded: Promise<HelpIndex | null> | null = null;
const helpIndex = () => (loaded ??= apiGet<HelpIndex>('/api/help', { redirectOn401: false }).catch(() => null));

export function HelpLink() {
  const { pathname } = useLocation();
  const [index, setIndex] = useState<HelpIndex | null>(null);
  useEffect(() => {
    let live = true;
    void helpIndex().then((i) => {
      if (live) setIndex(i);
    });
    return () => {
      live = false;
    };
  }, []);
  const slug = index ? articleForPath(index.articles, index.kinds, pathname) : null;
  const title = slug ? index?.articles.find((a) => a.slug === slug)?.title : undefined;
  return (
    <Link
      to={slug ? `/help/${slug}` : '/help'}
      className="btn-ghost"
      title={title ? `Help: ${title}` : 'Help'}
      aria-label={title ? `Help: ${title}` : 'Help'}
    >
      Help
    </Link>
  );
}
