// /accounts/analytics: petty cash spending by home, category, young person and month against the monthly
// budgets, drawn by the charts' Tremor wrapper (charts/ChartDrawing.tsx); a bar opens the entries behind it.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Chart } from '../charts/types.ts';
import { DateField } from '../ui/DateField.tsx';
import { downloadFile, ExportButton, withReason } from '../ui/ExportButton.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AccountsNav } from './AccountsNav.tsx';
import { CATEGORY_LABELS, formatPence, monthsCovered, today } from './shared.ts';

const ChartDrawing = lazy(() => import('../charts/ChartDrawing.tsx'));

interface SpendRow {
  homeId: string;
  homeName: string;
  category: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  month: string;
  pence: number;
}
interface Analytics {
  from: string;
  to: string;
  rows: SpendRow[];
  budgets: { homeId: string; category: string; monthlyPence: number }[];
}

const monthsBack = (n: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

/** One bar per key, in pounds, as the shared chart drawing takes it. */
function barChart(title: string, rows: { key: string; label: string; pence: number }[]): Chart {
  return {
    level: 'org',
    type: 'count',
    groupBy: 'none',
    from: '',
    to: '',
    subject: { level: 'org' },
    homes: [],
    leftOut: [],
    notes: [],
    total: 0,
    value: 0,
    previous: { from: '', to: '', value: 0 },
    change: 'same',
    concern: false,
    bucket: null,
    metric: {
      key: 'spend',
      label: title,
      counts: 'spending',
      direction: 'greaterThan',
      unit: 'pounds',
      unitLabel: '£',
    },
    categories: [{ key: 'value', label: 'Spent (£)', colour: 'blue' }],
    rows: rows.map((r) => ({
      key: r.key,
      label: r.label,
      total: r.pence / 100,
      values: { value: r.pence / 100 },
      drill: { from: '', to: '' },
    })),
  };
}

function sumBy(rows: SpendRow[], key: (r: SpendRow) => string, label: (r: SpendRow) => string) {
  const m = new Map<string, { key: string; label: string; pence: number }>();
  for (const r of rows) {
    const k = key(r);
    const e = m.get(k) ?? { key: k, label: label(r), pence: 0 };
    e.pence += r.pence;
    m.set(k, e);
  }
  return [...m.values()];
}

export default function AnalyticsPage() {
  const [from, setFrom] = useState(monthsBack(2));
  const [to, setTo] = useState(today());
  const data = useApi<Analytics>(`/api/accounts/analytics?from=${from}&to=${to}`);
  const navigate = useNavigate();
  const rows = useMemo(() => data.data?.rows ?? [], [data.data]);
  const homeOf = (name: string) => rows.find((r) => r.homeName === name)?.homeId;
  const views = useMemo(
    () => ({
      category: sumBy(
        rows,
        (r) => r.category,
        (r) => CATEGORY_LABELS[r.category] ?? r.category,
      ),
      month: sumBy(
        rows,
        (r) => r.month,
        (r) => r.month,
      ).sort((a, b) => a.key.localeCompare(b.key)),
      home: sumBy(
        rows,
        (r) => r.homeId,
        (r) => r.homeName,
      ),
      youngPerson: sumBy(
        rows.filter((r) => r.youngPersonId),
        (r) => r.youngPersonId!,
        (r) => r.youngPersonName ?? '',
      ),
    }),
    [rows],
  );
  // every month of the range counts against the budget, spent in or not
  const months = Math.max(1, monthsCovered(from, to));
  const budgetRows = Object.keys(CATEGORY_LABELS)
    .filter((c) => c !== 'top_up')
    .map((c) => {
      const spent = rows.filter((r) => r.category === c).reduce((s, r) => s + r.pence, 0);
      const budget =
        (data.data?.budgets ?? []).filter((b) => b.category === c).reduce((s, b) => s + b.monthlyPence, 0) * months;
      return { c, spent, budget };
    })
    .filter((r) => r.spent || r.budget);
  // drill-down: the ledger filtered to what the bar counts
  const firstHome = rows[0]?.homeId;
  const drill = (params: Record<string, string | undefined>) => {
    const p = new URLSearchParams(
      Object.entries({ home: firstHome, ...params }).filter(([, v]) => v) as [string, string][],
    );
    void navigate(`/accounts/logs?${p}`);
  };

  return (
    <Page title="Accounts analytics" subtitle="Petty cash spending against budget. Choose a bar to see its entries.">
      <AccountsNav />
      <div className="flex flex-wrap items-end gap-3">
        <label className="block">
          <span className="field-label">From</span>
          <DateField className="field-input" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="block">
          <span className="field-label">To</span>
          <DateField className="field-input" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <ExportButton
          label="Export CSV"
          what="petty cash entries with the young people and staff they name"
          onExport={(reason) =>
            downloadFile(withReason(`/api/accounts/entries.csv?from=${from}&to=${to}`, reason), 'petty-cash.csv')
          }
        />
      </div>
      {data.error ? (
        <ErrorNotice error={data.error} onRetry={data.reload} />
      ) : !data.data ? (
        <Loading />
      ) : !rows.length ? (
        <EmptyState title="No spending in this period" />
      ) : (
        <Suspense fallback={<Loading />}>
          <div className="grid gap-4 lg:grid-cols-2">
            <section className="card space-y-2 p-4">
              <h2 className="text-lg font-semibold">By category</h2>
              <ChartDrawing
                chart={barChart('By category', views.category)}
                onPick={(p) => drill({ category: p.row })}
              />
            </section>
            <section className="card space-y-2 p-4">
              <h2 className="text-lg font-semibold">By month</h2>
              <ChartDrawing chart={barChart('By month', views.month)} onPick={(p) => drill({ month: p.row })} />
            </section>
            <section className="card space-y-2 p-4">
              <h2 className="text-lg font-semibold">By home</h2>
              <ChartDrawing chart={barChart('By home', views.home)} onPick={(p) => drill({ home: p.row })} />
            </section>
            <section className="card space-y-2 p-4">
              <h2 className="text-lg font-semibold">By young person</h2>
              {views.youngPerson.length ? (
                <ChartDrawing chart={barChart('By young person', views.youngPerson)} onPick={() => drill({})} />
              ) : (
                <p className="text-muted">No spending named for a young person.</p>
              )}
            </section>
          </div>
          <section className="card overflow-x-auto p-4" aria-labelledby="budget-heading">
            <h2 id="budget-heading" className="text-lg font-semibold">
              Against budget ({months} month{months === 1 ? '' : 's'})
            </h2>
            <table className="stack-table w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="px-3 py-2">Category</th>
                  <th className="px-3 py-2 text-right">Spent</th>
                  <th className="px-3 py-2 text-right">Budget</th>
                  <th className="px-3 py-2 text-right">Left</th>
                </tr>
              </thead>
              <tbody>
                {budgetRows.map((r) => (
                  <tr key={r.c} className="border-t border-line">
                    <td data-label="Category" className="px-3 py-2">
                      <button
                        type="button"
                        className="link"
                        onClick={() =>
                          drill({ category: r.c, home: homeOf(rows.find((x) => x.category === r.c)?.homeName ?? '') })
                        }
                      >
                        {CATEGORY_LABELS[r.c]}
                      </button>
                    </td>
                    <td data-label="Spent" className="px-3 py-2 text-right">
                      {formatPence(r.spent)}
                    </td>
                    <td data-label="Budget" className="px-3 py-2 text-right">
                      {r.budget ? formatPence(r.budget) : '—'}
                    </td>
                    <td
                      data-label="Left"
                      className={`px-3 py-2 text-right ${r.budget && r.spent > r.budget ? 'font-semibold text-danger' : ''}`}
                    >
                      {r.budget ? formatPence(r.budget - r.spent) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </Suspense>
      )}
    </Page>
  );
}
