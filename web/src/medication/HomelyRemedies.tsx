// Homely remedies on the MAR (decision 0890): the remedies given in these days with their effect, and giving one —
// the home's remedies as the engine offers them to this young person (the dose for their age, or why one is stopped:
// an ingredient a prescription already holds, no consent, expired), why it is given, and the giver's PIN, in the
// medicine dialogs' shell (MedicineDialog), its strip the remedy chosen.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiPost } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { MedicineDialog } from './MedicineDialog.tsx';
import { type HomelyDose, type HomelyRemedy, type Mar, problemText } from './shared.ts';
import { emptySign, Signatures, signBody, type SignValues } from './Signatures.tsx';
import { useMedicineLabels } from './useMedicineLabels.ts';

export function HomelyRemedies({
  mar,
  ypName,
  onDone,
}: {
  mar: Mar;
  ypName: string;
  onDone: (message: string) => void;
}) {
  const [giving, setGiving] = useState(false);
  return (
    <section aria-labelledby="homely-heading" className="card space-y-3" data-testid="homely-remedies">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="homely-heading" className="text-lg font-semibold">
          Homely remedies
        </h3>
        {mar.canRecord ? (
          <button type="button" className="btn-secondary" onClick={() => setGiving(true)}>
            Give a homely remedy
          </button>
        ) : null}
      </div>
      {mar.homelyDoses.length ? (
        <ul className="divide-y divide-line">
          {[...mar.homelyDoses].reverse().map((d) => (
            <Given key={d.id} d={d} canRecord={mar.canRecord} onDone={onDone} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">No homely remedies given in these days.</p>
      )}
      <GiveDialog
        open={giving}
        mar={mar}
        ypName={ypName}
        onClose={() => setGiving(false)}
        onDone={(m) => {
          setGiving(false);
          onDone(m);
        }}
      />
    </section>
  );
}

function Given({ d, canRecord, onDone }: { d: HomelyDose; canRecord: boolean; onDone: (message: string) => void }) {
  const labels = useMedicineLabels();
  const [effect, setEffect] = useState('');
  const [problem, setProblem] = useState('');
  const save = async () => {
    try {
      await apiPost(`/api/mar/homely-doses/${encodeURIComponent(d.id)}/effect`, { effect });
      onDone('Effect recorded.');
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <li className="space-y-1 py-2" data-testid="homely-dose">
      <p>
        <strong>{d.item}</strong>
        {d.strength ? ` · ${d.strength}` : ''}
        {d.route ? ` · ${labels.route(d.route)}` : ''} · {d.doseGiven} given {formatDateTime(d.givenAt)} by{' '}
        {d.recordedByName}
        {d.witnessName ? `, checked by ${d.witnessName}` : ''}
      </p>
      <p>Why: {d.symptom}</p>
      {d.effect ? (
        <p>Effect: {d.effect}</p>
      ) : canRecord ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="block grow">
            <span className="field-label">How did it work?</span>
            <input className="field-input" value={effect} onChange={(x) => setEffect(x.target.value)} />
          </label>
          <button type="button" className="btn-secondary" disabled={!effect.trim()} onClick={save}>
            Record effect
          </button>
          {problem ? (
            <p role="alert" className="w-full text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function GiveDialog({
  open,
  mar,
  ypName,
  onClose,
  onDone,
}: {
  open: boolean;
  mar: Mar;
  ypName: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const ypId = mar.youngPerson.id;
  const list = useApi<{ age: number | null; remedies: HomelyRemedy[] }>(
    open ? `/api/young-people/${encodeURIComponent(ypId)}/homely-remedies` : null,
  );
  const [itemId, setItemId] = useState('');
  const [symptom, setSymptom] = useState('');
  const [quantity, setQuantity] = useState('');
  const [sign, setSign] = useState<SignValues>(emptySign);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // each time it opens, it starts afresh
  useEffect(() => {
    if (!open) return;
    setItemId('');
    setSymptom('');
    setQuantity('');
    setSign(emptySign);
    setProblem('');
  }, [open]);
  const remedy = list.data?.remedies.find((r) => r.id === itemId) ?? null;
  const ranged = !!remedy && remedy.doseMax !== null && remedy.doseMax !== remedy.doseMin;
  const witness = mar.competency.needsSecondChecker;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!remedy) return;
    setBusy(true);
    setProblem('');
    try {
      const out = await apiPost<{ doseGiven: string; setPin?: string }>(
        `/api/young-people/${encodeURIComponent(ypId)}/mar/homely-doses`,
        {
          itemId: remedy.id,
          symptom,
          ...(ranged && quantity.trim() ? { quantity: Number(quantity) } : {}),
          ...signBody(sign, witness),
        },
      );
      onDone(`${remedy.item}: ${out.doseGiven} given to ${ypName}.${out.setPin ? ` ${out.setPin}` : ''}`);
    } catch (err) {
      setProblem(problemText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <MedicineDialog
      open={open}
      title="Give a homely remedy"
      testId="homely-dialog"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      summary={
        remedy ? (
          <>
            <p className="font-semibold">{remedy.item}</p>
            <p>
              {ypName}
              {remedy.dose ? ` · ${remedy.dose}` : ''}
            </p>
            {remedy.indication ? <p>For: {remedy.indication}</p> : null}
          </>
        ) : (
          <p>For {ypName}: choose the remedy below.</p>
        )
      }
      actions={
        <button type="submit" className="btn-primary" disabled={busy || !remedy}>
          Give remedy
        </button>
      }
    >
      {open ? (
        <>
          {!mar.recorded ? (
            <p role="note" className="rounded-lg border-2 border-danger bg-danger-soft p-3">
              <strong>Allergies not recorded.</strong> No remedy can be given until {ypName}&apos;s allergies (or
              &ldquo;No known allergies&rdquo;) are recorded in their health profile.
            </p>
          ) : null}
          {list.error ? (
            <ErrorNotice error={list.error} onRetry={list.reload} />
          ) : !list.data ? (
            <Loading />
          ) : !list.data.remedies.length ? (
            <p>The home has no homely remedies with an agreed protocol.</p>
          ) : (
            <fieldset className="space-y-2">
              <legend className="field-label">Remedy</legend>
              {list.data.remedies.map((r) => (
                <label
                  key={r.id}
                  className={`block rounded-lg border p-3 ${r.stop ? 'border-danger bg-danger-soft' : 'border-line'}`}
                >
                  <span className="flex items-start gap-2">
                    <input
                      type="radio"
                      name={`${id}-remedy`}
                      value={r.id}
                      disabled={!!r.stop}
                      checked={itemId === r.id}
                      onChange={() => setItemId(r.id)}
                      className="mt-1"
                    />
                    <span className="space-y-1">
                      <span className="block font-semibold">{r.item}</span>
                      {r.indication ? <span className="block text-sm">For: {r.indication}</span> : null}
                      {r.dose ? (
                        <span className="block text-sm">
                          Dose at age {list.data!.age}: {r.dose}
                          {r.maxDosesIn24h ? `, at most ${r.maxDosesIn24h} in 24 hours` : ''}
                          {r.minIntervalHours ? `, ${r.minIntervalHours} hours apart` : ''}
                          {r.maxDays ? `; after ${r.maxDays} days ask the GP` : ''}
                        </span>
                      ) : null}
                      {r.agreedBy ? (
                        <span className="block text-sm text-muted">
                          Agreed by {r.agreedBy}
                          {r.agreedOn ? ` on ${formatDate(r.agreedOn)}` : ''}
                        </span>
                      ) : null}
                      {r.stop ? (
                        <span className="block text-sm font-semibold text-danger" data-testid="homely-stop">
                          {r.stop}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {remedy && ranged ? (
            <label className="block">
              <span className="field-label">Quantity given{remedy.stockUnit ? ` (${remedy.stockUnit})` : ''}</span>
              <span className="block text-sm text-muted" id={`${id}-q`}>
                The dose at this age is {remedy.dose}: say how much you gave. It comes off the home&apos;s stock.
              </span>
              <input
                className="field-input"
                type="number"
                inputMode="decimal"
                required
                min={remedy.doseMin ?? undefined}
                max={remedy.doseMax ?? undefined}
                step="any"
                aria-describedby={`${id}-q`}
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
              />
            </label>
          ) : null}
          <label className="block">
            <span className="field-label">Why it is given</span>
            <textarea
              required
              rows={2}
              className="field-input"
              value={symptom}
              onChange={(e) => setSymptom(e.target.value)}
            />
          </label>
          <Signatures homeId={mar.youngPerson.homeId} value={sign} onChange={setSign} witness={witness} />
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
