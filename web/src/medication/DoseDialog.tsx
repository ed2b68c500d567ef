// Recording one dose (given, refused, … with its reason; a PRN dose with why; a controlled drug with a
// witness). A native <dialog>: full width on a phone, a panel wider. The engine's refusal (already
// recorded by someone, too soon for a PRN, not enough stock) is shown as it says it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiPost } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { emptySign, signBody, Signatures, type SignValues } from './Signatures.tsx';
import { useMedicineLabels } from './useMedicineLabels.ts';
import { needsReason, OUTCOMES, problemText, type Medicine, type Outcome } from './shared.ts';

export interface DoseTarget {
  ypId: string;
  ypName: string;
  homeId: string;
  medicine: Medicine;
  scheduledAt: string | null;
}

export function DoseDialog({
  target,
  onClose,
  onDone,
}: {
  target: DoseTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('given');
  const [doseGiven, setDoseGiven] = useState('');
  const [reason, setReason] = useState('');
  const [prnReason, setPrnReason] = useState('');
  const [sign, setSign] = useState<SignValues>(emptySign);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const labels = useMedicineLabels();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (target && !d.open) {
      setOutcome('given');
      setDoseGiven(target.medicine.data.dose ?? '');
      setReason('');
      setPrnReason('');
      setSign(emptySign);
      setProblem('');
      d.showModal();
    }
    if (!target && d.open) d.close();
  }, [target]);

  const m = target?.medicine;
  const prn = m?.regularity === 'prn';
  const witness = !!m?.controlled && outcome === 'given';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target || !m) return;
    setBusy(true);
    setProblem('');
    try {
      const out = await apiPost<{ setPin?: string }>(`/api/young-people/${encodeURIComponent(target.ypId)}/mar/doses`, {
        medicationId: m.id,
        outcome,
        ...(target.scheduledAt ? { scheduledAt: target.scheduledAt } : {}),
        ...(outcome === 'given' && doseGiven.trim() ? { doseGiven: doseGiven.trim() } : {}),
        ...(needsReason(outcome) ? { reason } : {}),
        ...(prn && outcome === 'given' ? { prnReason } : {}),
        ...signBody(sign, witness),
      });
      onDone(
        `${m.name}: recorded as ${OUTCOMES.find((o) => o.value === outcome)?.label.toLowerCase()} for ${target.ypName}.${out.setPin ? ` ${out.setPin}` : ''}`,
      );
    } catch (err) {
      setProblem(problemText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-t`}
      data-testid="dose-dialog"
      className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-surface p-4 text-ink backdrop:bg-black/40 sm:m-auto sm:h-auto sm:max-h-[90vh] sm:max-w-lg sm:rounded-xl sm:border sm:border-line sm:p-6 sm:shadow-xl"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {target && m ? (
        <form onSubmit={submit} className="space-y-3">
          <h2 id={`${id}-t`} className="text-lg font-semibold">
            Record a dose
          </h2>
          <div className="rounded-lg bg-sunken p-3 text-sm">
            <p className="font-semibold">
              {m.name}
              {m.controlled ? ' · Controlled drug' : ''}
            </p>
            <p>
              {target.ypName} · {m.data.dose ?? ''}
              {m.data.route ? `, ${labels.route(m.data.route)}` : ''}
            </p>
            <p>
              {target.scheduledAt
                ? `Due ${formatDateTime(target.scheduledAt)}`
                : `PRN: ${m.data.prn?.indication ?? 'when required'}`}
            </p>
            {m.data.instructions ? <p>{m.data.instructions}</p> : null}
          </div>
          <label className="block">
            <span className="field-label">Outcome</span>
            <select className="field-input" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
              {OUTCOMES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {outcome === 'given' ? (
            <label className="block">
              <span className="field-label">Dose given</span>
              <input className="field-input" value={doseGiven} onChange={(e) => setDoseGiven(e.target.value)} />
            </label>
          ) : null}
          {needsReason(outcome) ? (
            <label className="block">
              <span className="field-label">Reason not given</span>
              <textarea
                required
                rows={2}
                className="field-input"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
          ) : null}
          {prn && outcome === 'given' ? (
            <label className="block">
              <span className="field-label">Why the PRN dose was given</span>
              <textarea
                required
                rows={2}
                className="field-input"
                value={prnReason}
                onChange={(e) => setPrnReason(e.target.value)}
              />
            </label>
          ) : null}
          <Signatures homeId={target.homeId} value={sign} onChange={setSign} witness={witness} />
          {problem ? (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" disabled={busy} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={busy}>
              Record dose
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
