// Recording one dose (given, refused, … with its reason; a PRN dose with why; a controlled drug with a
// witness), in the medicine dialogs' shell (MedicineDialog). The engine's refusal (already recorded by someone, too
// soon for a PRN, not enough stock) is shown as it says it.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { doseRange, rangeText } from '../../../engine/medication/dose.ts';
import { apiPost } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { MedicineDialog } from './MedicineDialog.tsx';
import { type Medicine, needsReason, type Outcome, OUTCOMES, problemText } from './shared.ts';
import { emptySign, Signatures, signBody, type SignValues } from './Signatures.tsx';
import { useMedicineLabels } from './useMedicineLabels.ts';

export interface DoseTarget {
  ypId: string;
  ypName: string;
  homeId: string;
  medicine: Medicine;
  scheduledAt: string | null;
  /** False while the young person's allergy status is not recorded: nothing may be given until it is. */
  allergiesRecorded: boolean;
  /** The recorder's medication competency (the engine's answer on the MAR and the round). */
  competency: { competent: boolean; missing: string[]; needsSecondChecker: boolean };
}

/** Outcomes where the medicine reaches the young person (the engine's allergies-first rule names the same two). */
const REACHES_THE_CHILD: Outcome[] = ['given', 'self_administered'];

export function DoseDialog({
  target,
  onClose,
  onDone,
}: {
  target: DoseTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome>('given');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [prnReason, setPrnReason] = useState('');
  const [sign, setSign] = useState<SignValues>(emptySign);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const labels = useMedicineLabels();

  // each dose starts afresh
  useEffect(() => {
    if (!target) return;
    setOutcome(target.allergiesRecorded && target.competency.competent ? 'given' : 'omitted');
    const r = doseRange(target.medicine.data);
    setQuantity(r && r.min === r.max ? String(r.min) : '');
    setReason('');
    setPrnReason('');
    setSign(emptySign);
    setProblem('');
  }, [target]);

  const m = target?.medicine;
  const prn = m?.regularity === 'prn';
  const witness = (!!m?.controlled || !!target?.competency.needsSecondChecker) && outcome === 'given';
  const range = m ? doseRange(m.data) : null;
  // a regular dose given past its window needs a reason (the engine checks again at the moment it is saved)
  const late =
    !prn &&
    outcome === 'given' &&
    !!m &&
    !!target?.scheduledAt &&
    Date.now() - Date.parse(target.scheduledAt) > m.windowMinutes * 60_000;
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
        ...(outcome === 'given' && quantity.trim() ? { quantity: Number(quantity) } : {}),
        ...(needsReason(outcome) || (outcome === 'given' && reason.trim()) ? { reason } : {}),
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
    <MedicineDialog
      open={!!(target && m)}
      title="Record a dose"
      testId="dose-dialog"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      summary={
        target && m ? (
          <>
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
          </>
        ) : null
      }
      actions={
        <button type="submit" className="btn-primary" disabled={busy}>
          Record dose
        </button>
      }
    >
      {target && m ? (
        <>
          {!target.allergiesRecorded ? (
            <p
              role="note"
              data-testid="allergies-first"
              className="rounded-lg border-2 border-danger bg-danger-soft p-3"
            >
              <strong>Allergies not recorded.</strong> No medicine can be given until {target.ypName}&apos;s allergies
              (or &ldquo;No known allergies&rdquo;) are recorded in their health profile. You can still record why a
              dose was not given.
            </p>
          ) : null}
          {!target.competency.competent ? (
            <p role="note" data-testid="competency-first" className="rounded-lg border border-line bg-sunken p-3">
              <strong>You cannot record a dose as given:</strong> you have no{' '}
              {target.competency.missing.join(' and no ')}. A competent colleague gives it; you can still record a dose
              not given with its reason.
            </p>
          ) : target.competency.needsSecondChecker ? (
            <p role="note" className="rounded-lg border border-line bg-sunken p-3">
              Your competency assessment asks for a second checker: a competent colleague witnesses each dose you give.
            </p>
          ) : null}
          <label className="block">
            <span className="field-label">Outcome</span>
            <select className="field-input" value={outcome} onChange={(e) => setOutcome(e.target.value as Outcome)}>
              {OUTCOMES.map((o) => (
                <option
                  key={o.value}
                  value={o.value}
                  disabled={
                    (!target.allergiesRecorded && REACHES_THE_CHILD.includes(o.value)) ||
                    (!target.competency.competent && o.value === 'given')
                  }
                >
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {outcome === 'given' ? (
            <label className="block">
              <span className="field-label">Quantity given{m.data.stockUnit ? ` (${m.data.stockUnit})` : ''}</span>
              <span className="block text-sm text-muted" id={`${id}-q`}>
                {range
                  ? range.min === range.max
                    ? `Prescribed: ${rangeText(range)}. This comes off the stock.`
                    : `Prescribed: ${rangeText(range)}. Say how many you gave: this comes off the stock.`
                  : 'This medicine has no dose quantity yet: say how much you gave, and ask for the medicine to be entered again with its dose as numbers.'}
              </span>
              <input
                className="field-input"
                type="number"
                inputMode="decimal"
                required
                min={range?.min ?? 0.001}
                max={range?.max}
                step="any"
                aria-describedby={`${id}-q`}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
              />
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
          {late ? (
            <label className="block">
              <span className="field-label">Why it is given late</span>
              <span className="block text-sm text-muted">
                More than {m.windowMinutes} minutes after its time. If the next dose is soon, ask the prescriber or
                pharmacist first and say what they advised.
              </span>
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
        </>
      ) : null}
    </MedicineDialog>
  );
}
