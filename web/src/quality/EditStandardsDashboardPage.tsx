// /edit/standards-dashboard: a director chooses which charts the standards dashboard shows, for the whole
// organisation (stored in its settings; the API refuses anyone else). None chosen means every chart.
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api, ApiProblem } from '../api.ts';
import type { ChartsModel } from '../charts/types.ts';
import { AccessDenied } from '../frame/AccessDenied.tsx';
import { useMe } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { DashboardChoice } from './types.ts';

export default function EditStandardsDashboardPage() {
  const me = useMe();
  const choosesCharts = me.abilities.organisation.quality.chooseCharts;
  const model = useApi<ChartsModel>(choosesCharts ? '/api/charts/metrics' : null);
  const choice = useApi<DashboardChoice>(choosesCharts ? '/api/standards-dashboard' : null);
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [saved, setSaved] = useState(false);
  const metrics = (model.data?.metrics ?? []).filter((m) => m.levels.includes('org') || m.levels.includes('home'));
  useEffect(() => {
    if (choice.data && model.data && chosen === null)
      setChosen(new Set(choice.data.metrics ?? metrics.map((m) => m.key)));
  }, [choice.data, model.data, chosen, metrics]);
  if (!choosesCharts) return <AccessDenied />;
  const error = model.error ?? choice.error;

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    setProblem(null);
    setSaved(false);
    const all = metrics.every((m) => chosen.has(m.key));
    try {
      await api('/api/standards-dashboard', {
        method: 'PUT',
        body: { metrics: all ? null : metrics.filter((m) => chosen.has(m.key)).map((m) => m.key) },
      });
      setSaved(true);
      choice.reload();
    } catch (err) {
      setProblem(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));
    }
  }

  const toggle = (key: string, on: boolean) =>
    setChosen((s) => {
      const n = new Set(s);
      if (on) n.add(key);
      else n.delete(key);
      return n;
    });
  return (
    <Page
      title="Edit the standards dashboard"
      subtitle="Choose the charts every manager and director sees on the standards dashboard"
    >
      {error ? (
        <ErrorNotice error={error} />
      ) : !chosen ? (
        <Loading />
      ) : (
        <form className="card space-y-4" onSubmit={save}>
          <fieldset>
            <legend className="field-label">Charts shown</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {metrics.map((m) => (
                <li key={m.key}>
                  <label className="flex min-h-[44px] items-start gap-2">
                    <input
                      type="checkbox"
                      className="mt-1 h-5 w-5"
                      checked={chosen.has(m.key)}
                      onChange={(e) => toggle(m.key, e.target.checked)}
                    />
                    <span>
                      <span className="font-medium">{m.label}</span>
                      <span className="block text-sm text-muted">{m.counts}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {problem ? <ErrorNotice error={problem} /> : null}
          {saved ? (
            <p role="status" className="text-sm">
              Saved. The standards dashboard shows {chosen.size} of {metrics.length} charts.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={!chosen.size}>
              Save
            </button>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setChosen(new Set(metrics.map((m) => m.key)))}
            >
              Choose all
            </button>
            <Link className="btn-ghost" to="/standards-dashboard">
              Back to the dashboard
            </Link>
          </div>
        </form>
      )}
    </Page>
  );
}
