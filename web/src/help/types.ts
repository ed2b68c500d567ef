// The help API's answers (engine/http/routes/help.ts). Blocks come from engine/help/markdown.ts.
export type { Block, Inline } from '../../../engine/help/markdown.ts';
export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  area: string;
  paths: string[];
}
export interface HelpIndex {
  articles: ArticleSummary[];
  kinds: Record<string, string>;
}
export interface SearchHit {
  slug: string;
  title: string;
  summary: string;
  area: string;
  snippet: string;
}
export interface Video {
  id: string;
  title: string;
  description: string | null;
  contentType: string;
  shipped: boolean;
}
