// SPEC §2 profile health/inventory: the young person's medicines in stock, and recording stock received,
// adjusted (SPEC reasons and a note), disposed of, returned to pharmacy, or counted (a manager's).
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiPost } from '../api.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { DateField } from '../ui/DateField.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AllergyBanner } from './AllergyBanner.tsx';
import { MedicationNav } from './MedicationNav.tsx';
import { ADJUSTMENT_REASONS, type Allergies, problemText, STOCK_KINDS, type StockLine } from './shared.ts';
import { emptySign, Signatures, signBody, type SignValues } from './Signatures.tsx';
import { StockTable } from './StockTable.tsx';

export interface Stock extends Allergies {
  medicines: StockLine[];
  canRecord: boolean;
  canCount: boolean;
}

export default function InventoryPage() {
  const { yp } = useProfile();
  usePageTitle(`Inventory · ${yp.firstName} ${yp.lastName}`);
  const stock = useApi<Stock>(`/api/young-people/${encodeURIComponent(yp.id)}/medication-stock`);
  const [message, setMessage] = useState('');
  return (
    <section aria-labelledby="inv-heading" className="space-y-3">
      <MedicationNav ypId={yp.id} />
      <h2 id="inv-heading" className="text-xl font-semibold">
        Inventory
      </h2>
      {message ? (
        <p role="status" className="rounded-lg bg-sunken p-3">
          {message}
        </p>
      ) : null}
      {stock.error ? (
        <ErrorNotice error={stock.error} onRetry={stock.reload} />
      ) : !stock.data ? (
        <Loading />
      ) : (
        <>
          <AllergyBanner a={stock.data} />
          <div className="card">
            <StockTable lines={stock.data.medicines} />
          </div>
          {stock.data.canRecord ? (
            <MoveForm
              ypId={yp.id}
              homeId={yp.homeId}
              stock={stock.data}
              onDone={(m) => {
                setMessage(m);
                stock.reload();
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

function MoveForm({
  ypId,
  homeId,
  stock,
  onDone,
}: {
  ypId: string;
  homeId: string;
  stock: Stock;
  onDone: (m: string) => void;
}) {
  const [f, setF] = useState({
    medicationId: stock.medicines[0]?.id ?? '',
    kind: 'received',
    quantity: '',
    batch: '',
    expiry: '',
    reason: 'correction',
    note: '',
  });
  const [sign, setSign] = useState<SignValues>(emptySign);
  const [problem, setProblem] = useState('');
  // a count that did not match: the stock entry a medication error is opened from
  const [mismatch, setMismatch] = useState<{ moveId: string; medicationId: string; errorId: string | null } | null>(
    null,
  );
  const m = stock.medicines.find((x) => x.id === f.medicationId);
  const kinds = Object.entries(STOCK_KINDS).filter(([k]) => k !== 'given' && (k !== 'count' || stock.canCount));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const quantity = Number(f.quantity);
    try {
      const out = await apiPost<{ id: string; discrepancy?: number; errorRecordId?: string | null; setPin?: string }>(
        `/api/young-people/${encodeURIComponent(ypId)}/medication-stock`,
        {
          medicationId: f.medicationId,
          kind: f.kind,
          quantity,
          ...(f.kind === 'received' ? { batch: f.batch || undefined, expiry: f.expiry } : {}),
          ...(f.kind === 'adjustment' ? { reason: f.reason, note: f.note } : f.note ? { note: f.note } : {}),
          ...signBody(sign, !!m?.controlled),
        },
      );
      setProblem('');
      setSign(emptySign);
      setF({ ...f, quantity: '', note: '' });
      setMismatch(
        out.discrepancy ? { moveId: out.id, medicationId: f.medicationId, errorId: out.errorRecordId ?? null } : null,
      );
      onDone(
        `${STOCK_KINDS[f.kind]} recorded for ${m?.name}.${out.discrepancy ? ` Discrepancy: ${out.discrepancy}.` : ''}${out.setPin ? ` ${out.setPin}` : ''}`,
      );
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form onSubmit={submit} className="card space-y-3" aria-labelledby="move-heading">
      <h3 id="move-heading" className="text-lg font-semibold">
        Record stock
      </h3>
      {mismatch ? (
        <p role="status" className="rounded-md border border-amber-400 bg-amber-50 p-2 dark:bg-amber-900/30">
          The count did not match the balance; the home's managers have been told.{' '}
          {mismatch.errorId ? (
            // a controlled drug's count opens the error record itself (decision 0790)
            <Link
              className="link"
              to={`/cyp/resident/${encodeURIComponent(ypId)}/records/medication-error/${encodeURIComponent(mismatch.errorId)}`}
            >
              Complete the medication error record opened for it
            </Link>
          ) : (
            <Link
              className="link"
              to={`/cyp/resident/${encodeURIComponent(ypId)}/records/medication-error/new?stockMove=${encodeURIComponent(mismatch.moveId)}&medicine=${encodeURIComponent(mismatch.medicationId)}`}
            >
              Record it as a medication error (stock discrepancy)
            </Link>
          )}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="field-label">Medicine</span>
          <select
            className="field-input"
            value={f.medicationId}
            onChange={(e) => setF({ ...f, medicationId: e.target.value })}
          >
            {stock.medicines.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="field-label">What happened</span>
          <select className="field-input" value={f.kind} onChange={(e) => setF({ ...f, kind: e.target.value })}>
            {kinds.map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="field-label">
            {f.kind === 'count' ? 'Counted' : f.kind === 'adjustment' ? 'Change (+ or −)' : 'Quantity'}
            {m?.stockUnit ? ` (${m.stockUnit})` : ''}
          </span>
          <input
            inputMode="decimal"
            required
            className="field-input"
            value={f.quantity}
            onChange={(e) => setF({ ...f, quantity: e.target.value })}
          />
        </label>
        {f.kind === 'received' ? (
          <>
            <label className="block">
              <span className="field-label">Batch</span>
              <input className="field-input" value={f.batch} onChange={(e) => setF({ ...f, batch: e.target.value })} />
            </label>
            <label className="block">
              <span className="field-label">Expiry</span>
              <DateField
                required
                className="field-input"
                value={f.expiry}
                onChange={(e) => setF({ ...f, expiry: e.target.value })}
              />
            </label>
          </>
        ) : null}
        {f.kind === 'adjustment' ? (
          <label className="block">
            <span className="field-label">Reason</span>
            <select className="field-input" value={f.reason} onChange={(e) => setF({ ...f, reason: e.target.value })}>
              {ADJUSTMENT_REASONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="block sm:col-span-2">
          <span className="field-label">Note</span>
          <input
            className="field-input"
            required={f.kind === 'adjustment'}
            value={f.note}
            onChange={(e) => setF({ ...f, note: e.target.value })}
          />
        </label>
      </div>
      <Signatures homeId={homeId} value={sign} onChange={setSign} witness={!!m?.controlled} />
      {problem ? (
        <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Record stock
      </button>
    </form>
  );
}
