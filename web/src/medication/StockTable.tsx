// One young person's medicines with their stock: balance, days left, batch and expiry (expired in red).
import { formatDate } from '../lib/format.ts';
import type { StockLine } from './shared.ts';
import { useMedicineLabels } from './useMedicineLabels.ts';

export function StockTable({ lines }: { lines: StockLine[] }) {
  const labels = useMedicineLabels();
  if (!lines.length) return <p className="text-muted">No medicines.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="stack-table w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th className="p-2">Medicine</th>
            <th className="p-2">In stock</th>
            <th className="p-2">Days left</th>
            <th className="p-2">Batch</th>
            <th className="p-2">Expiry</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => {
            const low = l.daysLeft !== null && l.daysLeft <= 7;
            return (
              <tr key={l.id} className="border-b border-line" data-testid="stock-row">
                <td className="p-2" data-label="Medicine">
                  <strong>{l.name}</strong>
                  {l.controlled ? ' (CD)' : ''}
                  {l.current ? '' : ' — ended'}
                </td>
                <td className="p-2" data-label="In stock">
                  {l.balance === null
                    ? 'Not kept'
                    : `${l.balance}${l.stockUnit ? ` ${labels.unit(l.stockUnit).toLowerCase()}` : ''}`}
                </td>
                <td className={`p-2 ${low ? 'font-semibold text-danger' : ''}`} data-label="Days left">
                  {l.daysLeft === null
                    ? '—'
                    : `${l.daysLeft}${l.runsOutOn ? ` (runs out ${formatDate(l.runsOutOn)})` : ''}`}
                  {low ? ' · low' : ''}
                </td>
                <td className="p-2" data-label="Batch">
                  {l.batch ?? '—'}
                </td>
                <td className={`p-2 ${l.expired ? 'font-semibold text-danger' : ''}`} data-label="Expiry">
                  {formatDate(l.expiry)}
                  {l.expired ? ' · expired' : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
