// /help: the articles by area, and a search the server answers (titles, summaries and text).
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { HelpLayout } from './HelpLayout.tsx';
import type { HelpIndex, SearchHit } from './types.ts';

export default function HelpIndexPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const index = useApi<HelpIndex>('/api/help', { redirectOn401: false });
  const search = useApi<{ results: SearchHit[] }>(q ? `/api/help/search?q=${encodeURIComponent(q)}` : null, {
    redirectOn401: false,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const areas = new Map<string, HelpIndex['articles']>();
  for (const a of index.data?.articles ?? []) areas.set(a.area, [...(areas.get(a.area) ?? []), a]);
  return (
    <HelpLayout title="Help">
      <p className="text-muted">
        Guides for care staff and managers. Every screen has a Help link at the top that opens the guide for it.
      </p>
      <form role="search" onSubmit={submit} className="flex flex-wrap gap-2">
        <label htmlFor="help-q" className="sr-only">
          Search the help
        </label>
        <input
          id="help-q"
          type="search"
          className="field-input min-w-0 flex-1"
          value={typed}
          maxLength={200}
          placeholder="Search the help, e.g. restraint, sign-off, MAR"
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {q ? (
        <section aria-labelledby="results-h" className="card space-y-3">
          <h2 id="results-h" className="text-lg font-semibold">
            Results for “{q}”
          </h2>
          {search.loading ? (
            <Loading />
          ) : search.error ? (
            <ErrorNotice error={search.error} />
          ) : search.data?.results.length ? (
            <ul className="space-y-3" aria-label="Search results">
              {search.data.results.map((r) => (
                <li key={r.slug}>
                  <Link to={`/help/${r.slug}`} className="link font-semibold">
                    {r.title}
                  </Link>
                  <p className="text-sm text-muted">{r.snippet}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing in the help matches “{q}”. Try fewer or other words.</p>
          )}
        </section>
      ) : null}
      {index.loading ? (
        <Loading />
      ) : index.error ? (
        <ErrorNotice error={index.error} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {[...areas].map(([area, list]) => (
            <section key={area} className="card space-y-2" aria-labelledby={`area-${area}`}>
              <h2 id={`area-${area}`} className="font-semibold">
                {area}
              </h2>
              <ul className="space-y-2">
                {list.map((a) => (
                  <li key={a.slug}>
                    <Link to={`/help/${a.slug}`} className="link">
                      {a.title}
                    </Link>
                    <p className="text-sm text-muted">{a.summary}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </HelpLayout>
  );
}
