// /accounts/logs (Petty Cash & Allowances): a home's ledger with the balance after each entry, recording money
// in or out with a receipt (or why none, over the threshold) and a manager's approval over the spending limit, pocket
// money paid from petty cash into a young person's pot in one transfer, a count by two people, a manager's top-up
// and reversing correction. Entries are never edited.
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { apiPost } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { useWording } from '../session.tsx';
import type { YoungPerson } from '../types.ts';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import {
  noSecondPerson,
  secondPersonBody,
  SecondPersonFields,
  type SecondPersonValue,
} from '../ui/SecondPersonFields.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AccountsNav } from './AccountsNav.tsx';
import {
  type AccountHome,
  CATEGORY_LABELS,
  type Count,
  type Entry,
  formatPence,
  parsePounds,
  POT_LABELS,
  problemText,
  SPEND_CATEGORIES,
  today,
  uploadReceipt,
} from './shared.ts';

interface Controls {
  receiptThresholdPence: number;
  spendingLimitPence: number | null;
  countTolerancePence: number;
}
interface Ledger {
  homeId: string;
  balancePence: number;
  entries: Entry[];
  counts: Count[];
  canRecord: boolean;
  canManage: boolean;
}

export default function LedgerPage() {
  const [params, setParams] = useSearchParams();
  const homes = useApi<AccountHome[]>('/api/accounts/homes');
  const homeId = params.get('home') ?? homes.data?.[0]?.id ?? null;
  const category = params.get('category') ?? '';
  const month = params.get('month') ?? '';
  const monthEnd = month
    ? new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10)
    : '';
  const query = homeId
    ? `/api/accounts/ledger?home=${homeId}${category ? `&category=${category}` : ''}${month ? `&from=${month}-01&to=${monthEnd}` : ''}`
    : null;
  const ledger = useApi<Ledger>(query);
  const [message, setMessage] = useState('');
  const done = (text: string) => {
    setMessage(text);
    ledger.reload();
    homes.reload();
  };

  if (homes.error)
    return (
      <Page title="Petty Cash & Allowances">
        <ErrorNotice error={homes.error} onRetry={homes.reload} />
      </Page>
    );
  return (
    <Page
      title="Petty Cash & Allowances"
      subtitle="Every pound in and out, with its receipt. Mistakes are corrected by a reversing entry, never edited."
    >
      <AccountsNav />
      {!homes.data ? (
        <Loading />
      ) : homes.data.length === 0 ? (
        <EmptyState title="No accounts to show">You need access to the accounts area of a home.</EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <label className="block">
              <span className="field-label">Home</span>
              <select
                className="field-input"
                value={homeId ?? ''}
                onChange={(e) => setParams({ home: e.target.value })}
              >
                {homes.data.map((h) => (
                  <option key={h.id} value={h.id}>
                    {h.name}
                  </option>
                ))}
              </select>
            </label>
            {category || month ? (
              <p className="text-sm">
                Showing {category ? (CATEGORY_LABELS[category] ?? category) : 'all categories'}
                {month ? ` in ${month}` : ''}.{' '}
                <button
                  type="button"
                  className="link inline-flex min-h-6 items-center"
                  onClick={() => setParams({ home: homeId ?? '' })}
                >
                  Show everything
                </button>
              </p>
            ) : null}
          </div>
          {message ? (
            <p role="status" className="rounded-lg bg-sunken p-3">
              {message}
            </p>
          ) : null}
          {ledger.error ? (
            <ErrorNotice error={ledger.error} onRetry={ledger.reload} />
          ) : !ledger.data ? (
            <Loading />
          ) : (
            <>
              <p className="text-lg">
                Balance <strong data-testid="ledger-balance">{formatPence(ledger.data.balancePence)}</strong>
              </p>
              <div className="grid gap-4 lg:grid-cols-2">
                {ledger.data.canRecord ? (
                  <div className="space-y-4">
                    <EntryForm homeId={ledger.data.homeId} canManage={ledger.data.canManage} onDone={done} />
                    <TransferForm homeId={ledger.data.homeId} onDone={done} />
                  </div>
                ) : null}
                {ledger.data.canRecord ? (
                  <div className="space-y-4">
                    <CountForm
                      homeId={ledger.data.homeId}
                      balance={ledger.data.balancePence}
                      canManage={ledger.data.canManage}
                      onDone={done}
                    />
                    {ledger.data.canManage ? <TopUpForm homeId={ledger.data.homeId} onDone={done} /> : null}
                  </div>
                ) : null}
              </div>
              <EntriesTable entries={ledger.data.entries} canManage={ledger.data.canManage} onDone={done} />
              <CountsTable counts={ledger.data.counts} />
            </>
          )}
        </>
      )}
    </Page>
  );
}

function EntryForm({ homeId, canManage, onDone }: { homeId: string; canManage: boolean; onDone: (m: string) => void }) {
  const yps = useApi<YoungPerson[]>(`/api/young-people?home=${homeId}`);
  const controls = useApi<Controls>('/api/accounts/controls');
  const [noReceiptReason, setNoReceiptReason] = useState('');
  const [approval, setApproval] = useState<SecondPersonValue>(noSecondPerson);
  const [f, setF] = useState({
    entryDate: today(),
    direction: 'out',
    amount: '',
    category: 'food',
    description: '',
    youngPersonId: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  // the engine's controls, asked here so the form asks for what it will need (the engine decides again)
  const typed = parsePounds(f.amount) ?? 0;
  const spending = f.direction === 'out';
  const needsReason = spending && !file && !!controls.data && typed > controls.data.receiptThresholdPence;
  const limit = controls.data?.spendingLimitPence ?? null;
  const needsApproval = spending && !canManage && limit !== null && typed > limit;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountPence = parsePounds(f.amount);
    if (!amountPence) {
      setProblem('Amount: give pounds and pence, e.g. 12.50.');
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      const receipt = file ? await uploadReceipt(homeId, file) : null;
      await apiPost('/api/accounts/entries', {
        homeId,
        entryDate: f.entryDate,
        direction: f.direction,
        amountPence,
        category: f.category,
        description: f.description,
        youngPersonId: f.youngPersonId || null,
        receiptDocumentId: receipt?.id ?? null,
        ...(needsReason ? { noReceiptReason } : {}),
        ...(needsApproval ? { approval: secondPersonBody(approval) } : {}),
      });
      setF({ ...f, amount: '', description: '', youngPersonId: '' });
      setFile(null);
      setNoReceiptReason('');
      setApproval(noSecondPerson);
      onDone(
        `Recorded ${formatPence(amountPence)} ${f.direction === 'out' ? 'out' : 'in'}${receipt ? ' with its receipt' : ''}.`,
      );
    } catch (err) {
      setProblem(problemText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="card space-y-3 p-4" aria-labelledby="entry-heading">
      <h2 id="entry-heading" className="text-lg font-semibold">
        Record money in or out
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="field-label">Date</span>
          <DateField required className="field-input" value={f.entryDate} onChange={set('entryDate')} />
        </label>
        <label className="block">
          <span className="field-label">In or out</span>
          <select className="field-input" value={f.direction} onChange={set('direction')}>
            <option value="out">Out (spent or given)</option>
            <option value="in">In (returned or received)</option>
          </select>
        </label>
        <label className="block">
          <span className="field-label">Amount (£)</span>
          <input
            inputMode="decimal"
            required
            className="field-input"
            value={f.amount}
            onChange={set('amount')}
            placeholder="12.50"
          />
        </label>
        <label className="block">
          <span className="field-label">Category</span>
          <select className="field-input" value={f.category} onChange={set('category')}>
            {SPEND_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="block">
        <span className="field-label">Description</span>
        <input required maxLength={500} className="field-input" value={f.description} onChange={set('description')} />
      </label>
      <label className="block">
        <span className="field-label">For a young person (optional)</span>
        <select className="field-input" value={f.youngPersonId} onChange={set('youngPersonId')}>
          <option value="">No one in particular</option>
          {(yps.data ?? []).map((y) => (
            <option key={y.id} value={y.id}>
              {y.preferredName ?? y.firstName} {y.lastName}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="field-label">Receipt (photo or PDF)</span>
        <input
          type="file"
          accept="image/*,application/pdf"
          className="field-input"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {needsReason ? (
        <label className="block">
          <span className="field-label">
            {`No receipt? Over ${formatPence(controls.data!.receiptThresholdPence)} needs one, or say why there is none`}
          </span>
          <input
            required
            maxLength={300}
            className="field-input"
            value={noReceiptReason}
            onChange={(e) => setNoReceiptReason(e.target.value)}
          />
        </label>
      ) : null}
      {needsApproval ? (
        <SecondPersonFields
          homeId={homeId}
          legend={`Over ${formatPence(limit!)}: a manager approves with their PIN`}
          value={approval}
          onChange={setApproval}
          managers
        />
      ) : null}
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" disabled={busy}>
        Record entry
      </button>
    </form>
  );
}

function CountForm({
  homeId,
  balance,
  canManage,
  onDone,
}: {
  homeId: string;
  balance: number;
  canManage: boolean;
  onDone: (m: string) => void;
}) {
  const [counted, setCounted] = useState('');
  const [reason, setReason] = useState('');
  const [witness, setWitness] = useState<SecondPersonValue>(noSecondPerson);
  const [audit, setAudit] = useState(false);
  const [problem, setProblem] = useState('');
  const pence = parsePounds(counted);
  const differs = pence !== null && pence !== balance;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pence === null) {
      setProblem('Counted: give pounds and pence, e.g. 104.50.');
      return;
    }
    setProblem('');
    try {
      const c = await apiPost<Count>('/api/accounts/counts', {
        homeId,
        countedPence: pence,
        ...(reason.trim() ? { reason } : {}),
        witness: secondPersonBody(witness),
        ...(audit ? { audit: true } : {}),
      });
      setCounted('');
      setReason('');
      setWitness(noSecondPerson);
      setAudit(false);
      onDone(
        c.discrepancyPence === 0
          ? 'Count recorded: it matches the ledger.'
          : `Count recorded with a discrepancy of ${formatPence(c.discrepancyPence)}.`,
      );
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form onSubmit={submit} className="card space-y-3 p-4" aria-labelledby="count-heading">
      <h2 id="count-heading" className="text-lg font-semibold">
        Count the cash
      </h2>
      <p className="text-sm text-muted">Two people count together. The ledger says {formatPence(balance)}.</p>
      <label className="block">
        <span className="field-label">Cash counted (£)</span>
        <input
          inputMode="decimal"
          required
          className="field-input"
          value={counted}
          onChange={(e) => setCounted(e.target.value)}
        />
      </label>
      {differs ? (
        <p className="text-sm">
          Discrepancy: <strong>{formatPence(pence! - balance)}</strong>
        </p>
      ) : null}
      <label className="block">
        <span className="field-label">Reason for any discrepancy</span>
        <input
          maxLength={500}
          required={differs}
          className="field-input"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <SecondPersonFields homeId={homeId} legend="Counted with" value={witness} onChange={setWitness} />
      {canManage ? (
        <label className="flex min-h-[44px] items-center gap-2">
          <input type="checkbox" checked={audit} onChange={(e) => setAudit(e.target.checked)} />
          This is the manager's monthly audit
        </label>
      ) : null}
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Record count
      </button>
    </form>
  );
}

/** Pocket money (or another allowance) paid from petty cash into a young person's pot: both ledgers in one action. */
function TransferForm({ homeId, onDone }: { homeId: string; onDone: (m: string) => void }) {
  const w = useWording();
  const yps = useApi<YoungPerson[]>(`/api/young-people?home=${homeId}`);
  const [f, setF] = useState({
    youngPersonId: '',
    pot: 'pocket_money',
    amount: '',
    description: 'Weekly pocket money',
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
      await apiPost('/api/accounts/transfers', {
        youngPersonId: f.youngPersonId,
        pot: f.pot,
        to: 'pot',
        entryDate: today(),
        amountPence,
        description: f.description,
      });
      const yp = yps.data?.find((y) => y.id === f.youngPersonId);
      setF({ ...f, amount: '' });
      setProblem('');
      onDone(
        `Paid ${formatPence(amountPence)} from petty cash into ${yp ? `${yp.preferredName ?? yp.firstName}'s` : 'the'} ${(POT_LABELS[f.pot] ?? f.pot).toLowerCase()}.`,
      );
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form onSubmit={submit} className="card space-y-3 p-4" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading" className="text-lg font-semibold">
        Pay pocket money from petty cash
      </h2>
      <p className="text-sm text-muted">{w("Petty cash out and the {child}'s pot in, in one entry.")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="field-label">{w('{Child}')}</span>
          <select
            required
            className="field-input"
            value={f.youngPersonId}
            onChange={(e) => setF({ ...f, youngPersonId: e.target.value })}
          >
            <option value="">Choose</option>
            {(yps.data ?? []).map((y) => (
              <option key={y.id} value={y.id}>
                {y.preferredName ?? y.firstName} {y.lastName}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="field-label">Into the pot</span>
          <select className="field-input" value={f.pot} onChange={(e) => setF({ ...f, pot: e.target.value })}>
            {Object.entries(POT_LABELS).map(([k, l]) => (
              <option key={k} value={k}>
                {l}
              </option>
            ))}
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
          <span className="field-label">Description</span>
          <input
            required
            maxLength={500}
            className="field-input"
            value={f.description}
            onChange={(e) => setF({ ...f, description: e.target.value })}
          />
        </label>
      </div>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary">
        Pay into the pot
      </button>
    </form>
  );
}

function TopUpForm({ homeId, onDone }: { homeId: string; onDone: (m: string) => void }) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('Top-up from the bank');
  const [problem, setProblem] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const amountPence = parsePounds(amount);
    if (!amountPence) {
      setProblem('Amount: give pounds and pence.');
      return;
    }
    try {
      await apiPost('/api/accounts/top-ups', { homeId, entryDate: today(), amountPence, description });
      setAmount('');
      setProblem('');
      onDone(`Topped up ${formatPence(amountPence)}.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <form onSubmit={submit} className="card space-y-3 p-4" aria-labelledby="topup-heading">
      <h2 id="topup-heading" className="text-lg font-semibold">
        Top up from the bank
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block">
          <span className="field-label">Amount (£)</span>
          <input
            inputMode="decimal"
            required
            className="field-input"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <label className="block">
          <span className="field-label">Description</span>
          <input
            required
            className="field-input"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
      </div>
      {problem ? (
        <p role="alert" className="text-danger">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-secondary">
        Top up
      </button>
    </form>
  );
}

export function EntriesTable({
  entries,
  canManage,
  onDone,
  showPot = false,
}: {
  entries: Entry[];
  canManage: boolean;
  onDone: (m: string) => void;
  showPot?: boolean;
}) {
  const w = useWording(); // the home type's word: "child" at a children's home, "young person" otherwise
  const [problem, setProblem] = useState('');
  const reverse = async (e: Entry) => {
    const reason = window.prompt(`Why is "${e.description}" being corrected?`);
    if (!reason) return;
    try {
      await apiPost(`/api/accounts/entries/${e.id}/reverse`, { reason });
      onDone(`Reversed ${formatPence(e.amountPence)}.`);
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  if (!entries.length) return <EmptyState title="No entries yet" />;
  return (
    <div className="card overflow-x-auto">
      {problem ? (
        <p role="alert" className="p-3 text-danger">
          {problem}
        </p>
      ) : null}
      <table className="stack-table w-full text-left text-sm">
        <caption className="sr-only">Entries, newest first</caption>
        <thead>
          <tr>
            <th className="px-3 py-2">Date</th>
            <th className="px-3 py-2">Description</th>
            <th className="px-3 py-2">{showPot ? 'Pot' : 'Category'}</th>
            <th className="px-3 py-2 text-right">In</th>
            <th className="px-3 py-2 text-right">Out</th>
            <th className="px-3 py-2 text-right">Balance</th>
            <th className="px-3 py-2">By</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-line" data-testid="ledger-row">
              <td data-label="Date" className="whitespace-nowrap px-3 py-2">
                {formatDate(e.entryDate)}
              </td>
              <td data-label="Description" className="px-3 py-2">
                {e.description}
                {e.youngPersonName && !showPot ? (
                  <span className="block text-muted">For {e.youngPersonName}</span>
                ) : null}
                {e.kind === 'correction' ? <span className="block text-muted">Correction</span> : null}
                {e.kind === 'transfer' ? (
                  <span className="block text-muted">
                    {e.ledger === 'petty_cash'
                      ? `Transfer to ${e.youngPersonName ?? 'a pot'}`
                      : 'Transfer from petty cash'}
                  </span>
                ) : null}
                {e.witnessName ? <span className="block text-muted">Confirmed by {e.witnessName}</span> : null}
                {e.approvedByName ? <span className="block text-muted">Approved by {e.approvedByName}</span> : null}
                {e.noReceiptReason ? <span className="block text-muted">No receipt: {e.noReceiptReason}</span> : null}
                {e.reversedById ? <span className="block text-muted">Reversed</span> : null}
                {e.acknowledged === false ? (
                  <span className="block text-muted">Not signed: {e.notAcknowledgedReason}</span>
                ) : null}
                {e.acknowledged ? <span className="block text-muted">{w('Signed by the {child}')}</span> : null}
              </td>
              <td data-label={showPot ? 'Pot' : 'Category'} className="px-3 py-2">
                {(showPot ? POT_LABELS[e.pot ?? ''] : CATEGORY_LABELS[e.category]) ?? e.category}
              </td>
              <td data-label="In" className="px-3 py-2 text-right">
                {e.direction === 'in' ? formatPence(e.amountPence) : ''}
              </td>
              <td data-label="Out" className="px-3 py-2 text-right">
                {e.direction === 'out' ? formatPence(e.amountPence) : ''}
              </td>
              <td data-label="Balance" className="px-3 py-2 text-right font-medium">
                {formatPence(e.balancePence)}
              </td>
              {/* the receipt and reversal sit under who entered it: one column fewer, so the table fits a tablet */}
              <td data-label="By" className="px-3 py-2">
                {e.enteredByName}
                <span className="flex flex-wrap gap-x-2">
                  {/* 24 px touch targets at least (WCAG 2.5.8); the names start with the visible words (2.5.3) */}
                  {e.receiptUrl ? (
                    <a
                      className="link inline-flex min-h-6 min-w-6 items-center"
                      href={e.receiptUrl}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`Receipt: ${e.description}, ${formatDate(e.entryDate)} (opens in a new tab)`}
                    >
                      Receipt
                    </a>
                  ) : null}
                  {canManage && e.kind !== 'correction' && !e.reversedById ? (
                    <button
                      type="button"
                      className="link inline-flex min-h-6 min-w-6 items-center"
                      onClick={() => reverse(e)}
                      aria-label={`Reverse: ${e.description}, ${formatDate(e.entryDate)}`}
                    >
                      Reverse
                    </button>
                  ) : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CountsTable({ counts }: { counts: Count[] }) {
  if (!counts.length) return null;
  return (
    <section aria-labelledby="counts-heading" className="space-y-2">
      <h2 id="counts-heading" className="text-lg font-semibold">
        Cash counts
      </h2>
      <div className="card overflow-x-auto">
        <table className="stack-table w-full text-left text-sm">
          <thead>
            <tr>
              <th className="px-3 py-2">When</th>
              <th className="px-3 py-2 text-right">Counted</th>
              <th className="px-3 py-2 text-right">Ledger</th>
              <th className="px-3 py-2 text-right">Discrepancy</th>
              <th className="px-3 py-2">Reason</th>
              <th className="px-3 py-2">By</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.id} className="border-t border-line" data-testid="count-row">
                <td data-label="When" className="px-3 py-2">
                  {formatDateTime(c.countedAt)}
                </td>
                <td data-label="Counted" className="px-3 py-2 text-right">
                  {formatPence(c.countedPence)}
                </td>
                <td data-label="Ledger" className="px-3 py-2 text-right">
                  {formatPence(c.expectedPence)}
                </td>
                <td
                  data-label="Discrepancy"
                  className={`px-3 py-2 text-right ${c.discrepancyPence ? 'font-semibold text-danger' : ''}`}
                >
                  {formatPence(c.discrepancyPence)}
                </td>
                <td data-label="Reason" className="px-3 py-2">
                  {c.reason ?? '—'}
                </td>
                <td data-label="By" className="px-3 py-2">
                  {c.countedByName}
                  {c.witnessName ? ` and ${c.witnessName}` : ''}
                  {c.audit ? <span className="block text-muted">Manager's audit</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
