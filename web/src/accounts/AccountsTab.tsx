// A young person's Accounts tab (SPEC §2 profile tab `accounts`): their own money — balance per pot, money
// given and received (signed by them where possible), the hand-over on moving out — and the tab's record
// kinds (safekeeping, fee agreement, income changes) drawn by the generic cards.
import { useState, type FormEvent } from 'react';
import { apiPost } from '../api.ts';
import { useApi } from '../use-api.ts';
import { useMe, useWording } from '../session.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { kindsOfTab, useProfile } from '../pages/young-person/context.ts';
import { KindCards } from '../pages/young-person/KindCards.tsx';
import { EntriesTable } from './LedgerPage.tsx';
import { POT_LABELS, formatPence, parsePounds, problemText, today, type Entry } from './shared.ts';
import { DateField } from '../ui/DateField.tsx';

interface OwnMoney {
  youngPersonId: string;
  movedOut: boolean;
  pots: Record<string, number>;
  balancePence: number;
  entries: Entry[];
  canRecord: boolean;
  canManage: boolean;
}

export default function AccountsTab() {
  const { yp, definitions } = useProfile();
  const me = useMe();
  const w = useWording();
  usePageTitle(`Accounts · ${yp.firstName} ${yp.lastName}`);
  const money = useApi<OwnMoney>(`/api/accounts/young-people/${encodeURIComponent(yp.id)}`);
  const [message, setMessage] = useState('');
  const done = (m: string) => {
    setMessage(m);
    money.reload();
  };
  const kinds = kindsOfTab(definitions, 'accounts', me.toggles);
  return (
    <section aria-labelledby="tab-heading" className="space-y-4">
      <h2 id="tab-heading" className="text-xl font-semibold">
        Accounts
      </h2>
      {message ? (
        <p role="status" className="rounded-lg bg-sunken p-3">
          {message}
        </p>
      ) : null}
      {money.error ? (
        <ErrorNotice error={money.error} onRetry={money.reload} />
      ) : !money.data ? (
        <Loading />
      ) : (
        <>
          <div className="card space-y-3 p-4">
            <p className="text-lg">
              {`${yp.preferredName ?? yp.firstName}'s balance`}{' '}
              <strong className="text-2xl" data-testid="yp-balance">
                {formatPence(money.data.balancePence)}
              </strong>
            </p>
            <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
              {Object.entries(money.data.pots).map(([pot, pence]) => (
                <div key={pot}>
                  <dt className="text-muted">{POT_LABELS[pot] ?? pot}</dt>
                  <dd className="font-medium">{formatPence(pence)}</dd>
                </div>
              ))}
            </dl>
            {money.data.canManage && money.data.balancePence > 0 ? (
              <HandOver ypId={yp.id} total={money.data.balancePence} onDone={done} />
            ) : null}
          </div>
          {money.data.canRecord ? <OwnMoneyForm ypId={yp.id} onDone={done} /> : null}
          <EntriesTable entries={money.data.entries} canManage={money.data.canManage} onDone={done} showPot />
        </>
      )}
      <KindCards yp={yp} kinds={kinds} />
    </section>
  );
}

function OwnMoneyForm({ ypId, onDone }: { ypId: string; onDone: (m: string) => void }) {
  const w = useWording();
  const [f, setF] = useState({
    entryDate: today(),
    direction: 'out',
    amount: '',
    pot: 'pocket_money',
    description: '',
    acknowledged: true,
    notAcknowledgedReason: '',
  });
  const [problem, setProblem] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountPence = parsePounds(f.amount);
    if (!amountPence) {
      setProblem('Amount: give pounds and pence, e.g. 10.00.');
      return;
    }
    try {
      await apiPost(`/api/accounts/young-people/${encodeURIComponent(ypId)}/entries`, {
        entryDate: f.entryDate,
        direction: f.direction,
        amountPence,
        pot: f.pot,
        description: f.description,
        acknowledged: f.acknowledged,
        ...(f.acknowledged ? {} : { notAcknowledgedReason: f.notAcknowledgedReason }),
      });
      setF({ ...f, amount: '', description: '', notAcknowledgedReason: '' });
      setProblem('');
      onDone(`Recorded ${formatPence(amountPence)}.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form onSubmit={submit} className="card space-y-3 p-4" aria-labelledby="own-heading">
      <h3 id="own-heading" className="text-lg font-semibold">
        Money given or received
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="field-label">Date</span>
          <DateField
            required
            className="field-input"
            value={f.entryDate}
            onChange={(e) => setF({ ...f, entryDate: e.target.value })}
          />
        </label>
        <label className="block">
          <span className="field-label">Given or received</span>
          <select
            className="field-input"
            value={f.direction}
            onChange={(e) => setF({ ...f, direction: e.target.value })}
          >
            <option value="out">{w('Given to the {child} (out)')}</option>
            <option value="in">{w('Received for the {child} (in)')}</option>
          </select>
        </label>
        <label className="block">
          <span className="field-label">Amount (£)</span>
          <input
            inputMode="decimal"
            required
            className="field-input"
            value={f.amount}
            onChange={(e) => setF({ ...f, amount: e.target.value })}
          />
        </label>
        <label className="block">
          <span className="field-label">Pot</span>
          <select className="field-input" value={f.pot} onChange={(e) => setF({ ...f, pot: e.target.value })}>
            {Object.entries(POT_LABELS).map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block">
        <span className="field-label">Description</span>
        <input
          required
          className="field-input"
          value={f.description}
          onChange={(e) => setF({ ...f, description: e.target.value })}
        />
      </label>
      <label className="flex min-h-[44px] items-center gap-2">
        <input
          type="checkbox"
          checked={f.acknowledged}
          onChange={(e) => setF({ ...f, acknowledged: e.target.checked })}
        />
        {w('Signed by the {child}')}
      </label>
      {!f.acknowledged ? (
        <label className="block">
          <span className="field-label">Why not signed</span>
          <input
            required
            className="field-input"
            value={f.notAcknowledgedReason}
            onChange={(e) => setF({ ...f, notAcknowledgedReason: e.target.value })}
          />
        </label>
      ) : null}
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Record
      </button>
    </form>
  );
}

function HandOver({ ypId, total, onDone }: { ypId: string; total: number; onDone: (m: string) => void }) {
  const w = useWording();
  const [problem, setProblem] = useState('');
  const go = async () => {
    if (!window.confirm(`Hand over ${formatPence(total)}? Every pot will be paid out.`)) return;
    try {
      await apiPost(`/api/accounts/young-people/${encodeURIComponent(ypId)}/handover`, { acknowledged: true });
      onDone(`Handed over ${formatPence(total)}.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <div>
      <button type="button" className="btn-secondary" onClick={go}>
        {w('Hand over on moving out (signed by the {child})')}
      </button>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
