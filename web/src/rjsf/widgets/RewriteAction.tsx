// The AI rewrite beta on a long text field (feature enableTextRewrite): a suggestion shown beside the author's
// text with the words changed marked, which the author uses or rejects. The notice is SPEC §1's. Nothing
// changes in the form until "Use suggestion"; nothing is saved until the form is.
import { useEffect, useState } from 'react';
import { api, apiGet, ApiProblem } from '../../api.ts';
import { wordDiff } from './word-diff.ts';

interface Status {
  enabled: boolean;
  configured: boolean;
  notice: string;
  maxChars: number;
}
let status: Promise<Status | null> | null = null;
const rewriteStatus = () => (status ??= apiGet<Status>('/api/rewrite', { redirectOn401: false }).catch(() => null));

export function RewriteAction({
  fieldId,
  text,
  kind,
  youngPersonId,
  homeId,
  onUse,
}: {
  fieldId: string;
  text: string;
  kind?: string;
  youngPersonId?: string;
  homeId?: string;
  onUse: (text: string) => void;
}) {
  const [on, setOn] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<{ before: string; after: string; notice: string } | null>(null);
  useEffect(() => {
    let live = true;
    void rewriteStatus().then((s) => {
      if (live) setOn(s);
    });
    return () => {
      live = false;
    };
  }, []);
  if (!on?.enabled || !kind) return null;

  async function ask() {
    setBusy(true);
    setProblem(null);
    setSuggestion(null);
    try {
      setSuggestion(
        await api('/api/rewrite', {
          method: 'POST',
          body: { text, kind, youngPersonId: youngPersonId ?? null, homeId: homeId ?? null, field: fieldId },
        }),
      );
    } catch (err) {
      setProblem(
        err instanceof ApiProblem ? (err.detail ?? err.title) : 'The rewrite did not work. Your text is unchanged.',
      );
    } finally {
      setBusy(false);
    }
  }
  const diff = suggestion ? wordDiff(suggestion.before, suggestion.after) : null;
  return (
    <div className="mt-1 space-y-2">
      <button
        type="button"
        className="btn-ghost text-sm"
        onClick={() => void ask()}
        disabled={busy || !text.trim() || text.length > on.maxChars}
        aria-describedby={`${fieldId}__rewrite-note`}
      >
        {busy ? 'Rewriting…' : 'Rewrite'} <span className="text-xs text-muted">(beta)</span>
      </button>
      <p id={`${fieldId}__rewrite-note`} className="sr-only">
        {on.notice}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
      {suggestion && diff ? (
        <section className="space-y-2 rounded border border-line bg-sunken p-3" aria-label="Suggested rewrite">
          <p className="text-sm" role="note">
            {suggestion.notice}
          </p>
          <div className="grid gap-3 md:grid-cols-2">
            <div>
              <h4 className="text-sm font-semibold">Your text</h4>
              <p className="whitespace-pre-wrap break-words text-sm">
                {diff.before.map((w, i) =>
                  w.changed ? (
                    <del key={i} className="bg-danger-soft">
                      {w.text}
                    </del>
                  ) : (
                    <span key={i}>{w.text}</span>
                  ),
                )}
              </p>
            </div>
            <div>
              <h4 className="text-sm font-semibold">Suggestion</h4>
              <p className="whitespace-pre-wrap break-words text-sm">
                {diff.after.map((w, i) =>
                  w.changed ? (
                    <ins key={i} className="bg-accent-soft no-underline">
                      {w.text}
                    </ins>
                  ) : (
                    <span key={i}>{w.text}</span>
                  ),
                )}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                onUse(suggestion.after);
                setSuggestion(null);
              }}
            >
              Use suggestion
            </button>
            <button type="button" className="btn-secondary" onClick={() => setSuggestion(null)}>
              Keep mine
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
