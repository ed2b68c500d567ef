// A young person's Accounts tab (SPEC §2 profile tab `accounts`): their own money — balance per pot, money
// given and received (signed by them on the screen, or confirmed by a colleague's PIN), the hand-over on moving out
// (to whom, how, signed) — and the tab's record kinds (safekeeping, fee agreement, income changes) by the generic
// cards.
import { type FormEvent, useState } from 'react';
import { apiPost } from '../api.ts';
import { formatDate } from '../lib/format.ts';
import { kindsOfTab, useProfile } from '../pages/young-person/context.ts';
import { KindCards } from '../pages/young-person/KindCards.tsx';
import { useMe, useWording } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { type Advance, Advances } from './Advances.tsx';
import { EntriesTable } from './LedgerPage.tsx';
import { type Entry, formatPence, parsePounds, POT_LABELS, problemText, today } from './shared.ts';
import { Confirmation, confirmationBody, type ConfirmationValue, emptyConfirmation } from './TwoPeople.tsx';

interface OwnMoney {
  youngPersonId: string;
  homeId: string;
  movedOut: boolean;
  pots: Record<string, number>;
  balancePence: number;
  entries: Entry[];
  canRecord: boolean;
  canManage: boolean;
  allowances: {
    weeks: { weekOf: string; entitledPence: number; paidPence: number; missing: boolean; short: boolean }[];
    budgets: {
      budget: string;
      from: string;
      to: string;
      allowedPence: number;
      spentPence: number;
      overspent: boolean;
    }[];
  } | null;
  advances: Advance[];
}

export default function AccountsTab() {
  const { yp, definitions } = useProfile();
  const me = useMe();
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
              <HandOver ypId={yp.id} homeId={money.data.homeId} total={money.data.balancePence} onDone={done} />
            ) : null}
          </div>
          <Allowances money={money.data} />
          {money.data.movedOut ? null : (
            <Advances
              ypId={yp.id}
              homeId={money.data.homeId}
              advances={money.data.advances}
              pots={money.data.pots}
              canRecord={money.data.canRecord}
              onDone={done}
            />
          )}
          {money.data.canRecord && !money.data.movedOut ? (
            <OwnMoneyForm ypId={yp.id} homeId={money.data.homeId} onDone={done} />
          ) : null}
          <EntriesTable entries={money.data.entries} canManage={money.data.canManage} onDone={done} showPot />
        </>
      )}
      <KindCards yp={yp} kinds={kinds} />
    </section>
  );
}

const BUDGET_LABELS: Record<string, string> = { clothing: 'Clothing', birthday: 'Birthday', festival: 'Festival' };

/** Allowances against entitlement: pocket money week by week and each budget in its period, as a review asks. */
function Allowances({ money }: { money: OwnMoney }) {
  const w = useWording();
  const a = money.allowances;
  return (
    <section className="card space-y-3 p-4" aria-labelledby="allowances-heading">
      <h3 id="allowances-heading" className="text-lg font-semibold">
        Allowances against entitlement
      </h3>
      {!a ? (
        <p className="text-sm text-muted">
          {w('No pocket money and allowances are recorded for the {child} yet: add them from the placement agreement.')}
        </p>
      ) : (
        <>
          <ul className="space-y-1 text-sm" aria-label="Pocket money by week">
            {a.weeks.map((wk) => (
              <li
                key={wk.weekOf}
                className="flex flex-wrap justify-between gap-2"
                data-missing={wk.missing || undefined}
              >
                <span>{`Week of ${formatDate(wk.weekOf)}`}</span>
                <span className={wk.missing || wk.short ? 'font-semibold text-danger' : ''}>
                  {wk.missing
                    ? `Not recorded (${formatPence(wk.entitledPence)} due)`
                    : `${formatPence(wk.paidPence)} of ${formatPence(wk.entitledPence)}`}
                </span>
              </li>
            ))}
          </ul>
          {a.budgets.length ? (
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              {a.budgets.map((b) => (
                <div key={b.budget}>
                  <dt className="text-muted">{`${BUDGET_LABELS[b.budget] ?? b.budget}, ${formatDate(b.from)} to ${formatDate(b.to)}`}</dt>
                  <dd className={b.overspent ? 'font-semibold text-danger' : 'font-medium'}>
                    {`${formatPence(b.spentPence)} of ${formatPence(b.allowedPence)}${b.overspent ? ': overspent' : ''}`}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      )}
    </section>
  );
}

function OwnMoneyForm({ ypId, homeId, onDone }: { ypId: string; homeId: string; onDone: (m: string) => void }) {
  const w = useWording();
  const [f, setF] = useState({
    entryDate: today(),
    direction: 'out',
    amount: '',
    pot: 'pocket_money',
    description: '',
  });
  const [confirm, setConfirm] = useState<ConfirmationValue>(emptyConfirmation);
  // a fresh pad after each entry: a signature belongs to one entry
  const [padKey, setPadKey] = useState(0);
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
        ...confirmationBody(confirm),
      });
      setF({ ...f, amount: '', description: '' });
      setConfirm(emptyConfirmation);
      setPadKey((k) => k + 1);
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
      <Confirmation
        key={padKey}
        homeId={homeId}
        value={confirm}
        onChange={setConfirm}
        returning={f.direction === 'out'}
      />
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

const RECIPIENTS: [string, string][] = [
  ['young_person', 'The {child}'],
  ['next_placement', 'The next placement'],
  ['social_worker', 'The social worker'],
  ['other', 'Someone else'],
];
const METHODS: [string, string][] = [
  ['bank_transfer', 'Bank transfer'],
  ['cheque', 'Cheque'],
  ['cash', 'Cash'],
];

/** Moving out: every pot paid out to a named recipient, by a method with its reference, signed by the receiver. */
function HandOver({
  ypId,
  homeId,
  total,
  onDone,
}: {
  ypId: string;
  homeId: string;
  total: number;
  onDone: (m: string) => void;
}) {
  const w = useWording();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState({ recipient: 'young_person', recipientName: '', method: 'bank_transfer', reference: '' });
  const [confirm, setConfirm] = useState<ConfirmationValue>(emptyConfirmation);
  const [problem, setProblem] = useState('');
  const go = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await apiPost(`/api/accounts/young-people/${encodeURIComponent(ypId)}/handover`, {
        recipient: f.recipient,
        recipientName: f.recipientName.trim() || null,
        method: f.method,
        reference: f.method === 'cash' ? null : f.reference.trim() || null,
        ...confirmationBody(confirm),
      });
      onDone(`Handed over ${formatPence(total)}.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  if (!open)
    return (
      <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
        Hand over on moving out
      </button>
    );
  const receiver = f.recipient === 'young_person' ? w('the {child}') : 'the person receiving it';
  return (
    <form onSubmit={go} className="space-y-3 rounded-lg border border-line p-3" aria-labelledby="handover-heading">
      <h3 id="handover-heading" className="font-semibold">
        {`Hand over ${formatPence(total)} on moving out`}
      </h3>
      <p className="text-sm text-muted">Every pot is paid out and ends at £0.00.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="field-label">Handed to</span>
          <select
            className="field-input"
            value={f.recipient}
            onChange={(e) => setF({ ...f, recipient: e.target.value })}
          >
            {RECIPIENTS.map(([k, l]) => (
              <option key={k} value={k}>
                {w(l)}
              </option>
            ))}
          </select>
        </label>
        {f.recipient !== 'young_person' ? (
          <label className="block">
            <span className="field-label">Their name</span>
            <input
              required
              className="field-input"
              value={f.recipientName}
              onChange={(e) => setF({ ...f, recipientName: e.target.value })}
            />
          </label>
        ) : null}
        <label className="block">
          <span className="field-label">How</span>
          <select className="field-input" value={f.method} onChange={(e) => setF({ ...f, method: e.target.value })}>
            {METHODS.map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
          </select>
        </label>
        {f.method !== 'cash' ? (
          <label className="block">
            <span className="field-label">{f.method === 'cheque' ? 'Cheque number' : 'Payment reference'}</span>
            <input
              required
              className="field-input"
              value={f.reference}
              onChange={(e) => setF({ ...f, reference: e.target.value })}
            />
          </label>
        ) : null}
      </div>
      <Confirmation homeId={homeId} value={confirm} onChange={setConfirm} returning signer={receiver} />
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          Hand over
        </button>
        <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
