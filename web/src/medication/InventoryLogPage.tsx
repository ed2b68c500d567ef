// SPEC §2 profile health/inventory-log: every stock movement, newest first, with the running balance;
// for a controlled drug this is its CD register (both signatures).
import { useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { Stock } from './InventoryPage.tsx';
import { MedicationNav } from './MedicationNav.tsx';
import { type Move, STOCK_KINDS } from './shared.ts';

export default function InventoryLogPage() {
  const { yp } = useProfile();
  usePageTitle(`Inventory log · ${yp.firstName} ${yp.lastName}`);
  const [params, setParams] = useSearchParams();
  const medicationId = params.get('medicationId') ?? '';
  const id = encodeURIComponent(yp.id);
  const stock = useApi<Stock>(`/api/young-people/${id}/medication-stock`);
  const log = useApi<{ moves: Move[] }>(
    `/api/young-people/${id}/medication-stock/log${medicationId ? `?medicationId=${encodeURIComponent(medicationId)}` : ''}`,
  );
  const name = (mid: string) => stock.data?.medicines.find((m) => m.id === mid)?.name ?? '';
  const controlled = stock.data?.medicines.find((m) => m.id === medicationId)?.controlled;
  return (
    <section aria-labelledby="log-heading" className="space-y-3">
      <MedicationNav ypId={yp.id} />
      <h2 id="log-heading" className="text-xl font-semibold">
        Inventory log{controlled ? ' (controlled drug register)' : ''}
      </h2>
      <label className="block max-w-md">
        <span className="field-label">Medicine</span>
        <select
          className="field-input"
          value={medicationId}
          onChange={(e) => setParams(e.target.value ? { medicationId: e.target.value } : {})}
        >
          <option value="">All medicines</option>
          {(stock.data?.medicines ?? []).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      {log.error ? (
        <ErrorNotice error={log.error} onRetry={log.reload} />
      ) : !log.data ? (
        <Loading />
      ) : !log.data.moves.length ? (
        <p className="card">No stock recorded.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="stack-table w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="p-2">When</th>
                <th className="p-2">Medicine</th>
                <th className="p-2">What</th>
                <th className="p-2">Quantity</th>
                <th className="p-2">Balance</th>
                <th className="p-2">Details</th>
                <th className="p-2">Signed</th>
              </tr>
            </thead>
            <tbody>
              {log.data.moves.map((mv) => (
                <tr key={mv.id} className="border-b border-line">
                  <td className="p-2" data-label="When">
                    {formatDateTime(mv.at)}
                  </td>
                  <td className="p-2" data-label="Medicine">
                    {name(mv.medicationId)}
                  </td>
                  <td className="p-2" data-label="What">
                    {STOCK_KINDS[mv.kind] ?? mv.kind}
                    {mv.reason ? ` (${mv.reason})` : ''}
                  </td>
                  <td className="p-2" data-label="Quantity">
                    {mv.quantity > 0 ? `+${mv.quantity}` : mv.quantity}
                  </td>
                  <td className="p-2 font-semibold" data-label="Balance">
                    {mv.balanceAfter}
                  </td>
                  <td className="p-2" data-label="Details">
                    {[
                      mv.batch ? `Batch ${mv.batch}` : '',
                      mv.expiry ? `expires ${formatDate(mv.expiry)}` : '',
                      mv.counted !== null ? `counted ${mv.counted}` : '',
                      mv.note ?? '',
                    ]
                      .filter(Boolean)
                      .join(' · ') || '—'}
                  </td>
                  <td className="p-2" data-label="Signed">
                    {mv.byName}
                    {mv.witnessName ? `, witness ${mv.witnessName}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
