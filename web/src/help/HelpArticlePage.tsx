// /help/:slug: one article, drawn from its blocks.
import { Link, useParams } from 'react-router';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { Blocks } from './Blocks.tsx';
import { HelpLayout } from './HelpLayout.tsx';
import type { ArticleSummary, Block } from './types.ts';

export default function HelpArticlePage() {
  const { slug = '' } = useParams();
  const state = useApi<ArticleSummary & { blocks: Block[] }>(`/api/help/articles/${encodeURIComponent(slug)}`, {
    redirectOn401: false,
  });
  const a = state.data;
  return (
    <HelpLayout title={a?.title ?? 'Help'}>
      {state.loading && !a ? (
        <Loading />
      ) : state.error ? (
        <ErrorNotice error={state.error} />
      ) : a ? (
        <article className="card" aria-label={a.title}>
          <p className="mb-3 text-sm text-muted">{a.area}</p>
          <Blocks blocks={a.blocks} />
        </article>
      ) : null}
      <Link to="/help" className="link inline-block">
        All help
      </Link>
    </HelpLayout>
  );
}
