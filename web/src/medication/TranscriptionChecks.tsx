// Medicines whose new or changed instruction waits for its second check (NICE SC1): shown in red above the MAR with
// what changed, the instruction now in use and the one waiting. A second member of staff compares it with the label
// or prescription and confirms with their PIN; the engine refuses the person who wrote it and anyone not competent.
import { useState } from 'react';
import { apiPost } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { type Medicine, problemText } from './shared.ts';
import { emptySign, Signatures, signBody, type SignValues } from './Signatures.tsx';

const AGAINST = [
  { value: 'label', label: 'The pharmacy label' },
  { value: 'prescription', label: 'The prescription' },
  { value: 'discharge_letter', label: 'The discharge letter' },
];

type Instruction = Medicine['data'];
const said = (d: Instruction) =>
  [
    d.name,
    d.strength,
    d.dose,
    d.route,
    d.regularity === 'prn' ? `when required: ${d.prn?.indication ?? ''}` : (d.times ?? []).join(', '),
    d.start ? `from ${formatDate(d.start)}` : '',
    d.end ? `until ${formatDate(d.end)}` : '',
    d.instructions,
  ]
    .filter(Boolean)
    .join(' · ');

export function TranscriptionChecks({
  ypId,
  homeId,
  medicines,
  canRecord,
  onDone,
}: {
  ypId: string;
  homeId: string;
  medicines: Medicine[];
  canRecord: boolean;
  onDone: (message: string) => void;
}) {
  const waiting = medicines.filter((m) => m.transcription?.pending);
  if (!waiting.length) return null;
  return (
    <section
      aria-labelledby="checks-heading"
      className="space-y-3 rounded-xl border-2 border-red-500 bg-red-50 p-3 text-red-950 dark:bg-red-950/40 dark:text-red-50"
      data-testid="transcription-checks"
    >
      <h3 id="checks-heading" className="text-lg font-semibold">
        Awaiting a second check
      </h3>
      <p className="text-sm">
        A new or changed medicine reaches the MAR once a second member of staff has checked it against the label or
        prescription. Until then the MAR keeps the instruction already checked; a new medicine has no doses due.
      </p>
      <ul className="space-y-3">
        {waiting.map((m) => (
          <Waiting key={m.id} m={m} ypId={ypId} homeId={homeId} canRecord={canRecord} onDone={onDone} />
        ))}
      </ul>
    </section>
  );
}

function Waiting({
  m,
  ypId,
  homeId,
  canRecord,
  onDone,
}: {
  m: Medicine;
  ypId: string;
  homeId: string;
  canRecord: boolean;
  onDone: (message: string) => void;
}) {
  const t = m.transcription!;
  const [open, setOpen] = useState(false);
  const [against, setAgainst] = useState('label');
  const [note, setNote] = useState('');
  const [sign, setSign] = useState<SignValues>(emptySign);
  const [problem, setProblem] = useState('');
  const isNew = t.state === 'new_awaiting_check';
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem('');
    try {
      await apiPost(
        `/api/young-people/${encodeURIComponent(ypId)}/medication/${encodeURIComponent(m.id)}/transcription-check`,
        {
          version: t.pending!.version,
          against,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...signBody(sign, false),
        },
      );
      onDone(`${t.currentData.name}: checked; the MAR uses it now.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <li className="space-y-2 rounded-lg bg-surface p-3 text-ink" data-testid="awaiting-check">
      <p>
        <strong>{t.currentData.name}</strong> ·{' '}
        <span className="font-semibold text-danger">
          {isNew ? 'New medicine awaiting check' : 'Change awaiting check'}
        </span>
      </p>
      {isNew ? null : (
        <>
          <p className="text-sm">Changed: {t.pending!.changes.join(', ')}</p>
          <p className="text-sm">On the MAR until checked: {said(m.data)}</p>
        </>
      )}
      <p className="text-sm">Waiting: {said(t.currentData)}</p>
      {canRecord && !open ? (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          Check {t.currentData.name}
        </button>
      ) : null}
      {open ? (
        <form className="space-y-2" onSubmit={submit} aria-label={`Check ${t.currentData.name}`}>
          <label className="block">
            <span className="field-label">Checked against</span>
            <select className="field-input" value={against} onChange={(e) => setAgainst(e.target.value)}>
              {AGAINST.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block">
            <span className="field-label">Note (optional)</span>
            <input className="field-input" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
          </label>
          <Signatures homeId={homeId} value={sign} onChange={setSign} witness={false} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              It matches: confirm the check
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
          {problem ? (
            <p role="alert" className="text-danger">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </li>
  );
}
