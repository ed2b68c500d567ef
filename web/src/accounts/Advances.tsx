// A young person's advances on their Accounts tab (decision 0641): each signed agreement with what was advanced, paid
// back and is still owed, and the two actions the API already takes — the cash handed over from petty cash under the
// agreement, and paying it back from one of their pots into petty cash. The server refuses an unsigned agreement,
// more than the agreement has left and more back than is owed; this only offers what fits.
import { type FormEvent, useId, useState } from 'react';
import { apiPost } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { useWording } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { formatPence, parsePounds, POT_LABELS, problemText, today } from './shared.ts';

export interface Advance {
  id: string;
  status: string;
  agreedOn: string;
  agreedPence: number | null;
  advancedPence: number;
  repaidPence: number;
  owedPence: number;
}

interface Props {
  ypId: string;
  homeId: string;
  advances: Advance[];
  pots: Record<string, number>;
  canRecord: boolean;
  onDone: (message: string) => void;
}

const signed = (a: Advance) => a.status !== 'draft';
const leftToAdvance = (a: Advance) => Math.max(0, (a.agreedPence ?? 0) - a.advancedPence);

export function Advances({ ypId, homeId, advances, pots, canRecord, onDone }: Props) {
  const w = useWording();
  const shown = advances.filter((a) => signed(a) && (a.owedPence > 0 || leftToAdvance(a) > 0));
  const unsigned = advances.filter((a) => !signed(a)).length;
  if (!shown.length && !unsigned) return null;
  return (
    <section className="card space-y-3 p-4" aria-labelledby="advances-heading">
      <h3 id="advances-heading" className="text-lg font-semibold">
        Advances
      </h3>
      {unsigned ? (
        <p className="text-sm text-muted">
          {w(
            `${unsigned === 1 ? 'One agreement is' : `${unsigned} agreements are`} not signed yet: the {child} signs the agreement before money is advanced.`,
          )}
        </p>
      ) : null}
      <ul className="space-y-4">
        {shown.map((a) => (
          <li
            key={a.id}
            className="space-y-2 rounded-lg border border-line p-3"
            aria-label={`Advance agreed ${formatDate(a.agreedOn)}`}
          >
            <p className="font-medium">{`Advance agreed ${formatDate(a.agreedOn)}: ${formatPence(a.agreedPence ?? 0)}`}</p>
            <p className="text-sm" data-testid="advance-totals">
              {`Advanced ${formatPence(a.advancedPence)} · paid back ${formatPence(a.repaidPence)} · still owed ${formatPence(a.owedPence)}`}
            </p>
            {canRecord && leftToAdvance(a) > 0 ? (
              <PayAdvance ypId={ypId} homeId={homeId} advance={a} onDone={onDone} />
            ) : null}
            {canRecord && a.owedPence > 0 ? <RepayAdvance ypId={ypId} advance={a} pots={pots} onDone={onDone} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cash handed over under the agreement: a petty cash payment out naming the young person and the agreement. */
function PayAdvance({
  ypId,
  homeId,
  advance,
  onDone,
}: {
  ypId: string;
  homeId: string;
  advance: Advance;
  onDone: Props['onDone'];
}) {
  const id = useId();
  const w = useWording();
  const [amount, setAmount] = useState((leftToAdvance(advance) / 100).toFixed(2));
  const [entryDate, setEntryDate] = useState(today());
  const [problem, setProblem] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountPence = parsePounds(amount);
    if (!amountPence) return setProblem('Amount: give pounds and pence, e.g. 10.00.');
    try {
      await apiPost('/api/accounts/entries', {
        homeId,
        entryDate,
        direction: 'out',
        amountPence,
        category: 'other',
        description: `Advance agreed ${formatDate(advance.agreedOn)}`,
        youngPersonId: ypId,
        advanceId: advance.id,
        // the signed agreement is the child's acknowledgement of the cash (decision 0641), not a shop's receipt
        noReceiptReason: 'Cash advanced under the signed agreement',
      });
      setProblem('');
      onDone(`${formatPence(amountPence)} advanced from petty cash.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)} aria-label="Give the advance">
      <label className="field-label" htmlFor={`${id}-amount`}>
        Amount to give (£)
        <input
          id={`${id}-amount`}
          className="field-input"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label className="field-label" htmlFor={`${id}-date`}>
        Given on
        <DateField id={`${id}-date`} value={entryDate} onChange={(e) => setEntryDate(e.target.value)} />
      </label>
      <button type="submit" className="btn-primary">
        {w('Give from petty cash')}
      </button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** Paying back: a transfer from one of the young person's pots into petty cash, naming the agreement. */
function RepayAdvance({
  ypId,
  advance,
  pots,
  onDone,
}: {
  ypId: string;
  advance: Advance;
  pots: Record<string, number>;
  onDone: Props['onDone'];
}) {
  const id = useId();
  const withMoney = Object.entries(pots).filter(([, pence]) => pence > 0);
  const [pot, setPot] = useState(withMoney.find(([p]) => p === 'pocket_money')?.[0] ?? withMoney[0]?.[0] ?? '');
  const [amount, setAmount] = useState('');
  const [entryDate, setEntryDate] = useState(today());
  const [problem, setProblem] = useState('');
  if (!withMoney.length) return <p className="text-sm text-muted">Nothing to pay back from: every pot is at £0.00.</p>;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountPence = parsePounds(amount);
    if (!amountPence) return setProblem('Amount: give pounds and pence, e.g. 3.00.');
    try {
      await apiPost('/api/accounts/transfers', {
        youngPersonId: ypId,
        pot,
        to: 'petty_cash',
        entryDate,
        amountPence,
        description: `Advance agreed ${formatDate(advance.agreedOn)} paid back`,
        advanceId: advance.id,
      });
      setProblem('');
      setAmount('');
      onDone(`${formatPence(amountPence)} paid back into petty cash.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void submit(e)} aria-label="Pay back">
      <label className="field-label" htmlFor={`${id}-pot`}>
        From
        <select id={`${id}-pot`} className="field-input" value={pot} onChange={(e) => setPot(e.target.value)}>
          {withMoney.map(([p, pence]) => (
            <option key={p} value={p}>{`${POT_LABELS[p] ?? p} (${formatPence(pence)})`}</option>
          ))}
        </select>
      </label>
      <label className="field-label" htmlFor={`${id}-amount`}>
        Amount to pay back (£)
        <input
          id={`${id}-amount`}
          className="field-input"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      <label className="field-label" htmlFor={`${id}-date`}>
        Paid back on
        <DateField id={`${id}-date`} value={entryDate} onChange={(e) => setEntryDate(e.target.value)} />
      </label>
      <button type="submit" className="btn-primary">
        Pay back to petty cash
      </button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
