// /cyp/cd-register: the home's controlled-drug register as the bound book reads — a page per drug, form and strength
// for one young person, every line oldest first with its running balance, given by and witness; a correction is a
// new line saying which line it corrects. Printable (A4 landscape, a drug to a page); a manager runs the witnessed
// balance check from each page, and a count that does not match opens a medication error (decision 0790).
import './cd-register.css';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { apiPost } from '../api.ts';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { problemText } from './shared.ts';
import { emptySign, Signatures, signBody, type SignValues } from './Signatures.tsx';

interface Line {
  line: number;
  at: string;
  what: string;
  fromOrTo: string;
  quantityIn: number | null;
  quantityOut: number | null;
  balance: number;
  givenBy: string;
  witness: string | null;
  annotation: string | null;
}
export interface CdPage {
  medicationId: string;
  youngPersonId: string;
  youngPersonName: string;
  name: string;
  form: string | null;
  strength: string | null;
  cdSchedule: string | null;
  unit: string | null;
  balance: number | null;
  canCount: boolean;
  lines: Line[];
}
interface Register {
  homeId: string;
  homeName: string;
  pages: CdPage[];
}

const day = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

export default function CdRegisterPage() {
  const { currentHome } = useSession();
  const reg = useApi<Register>(currentHome ? `/api/homes/${encodeURIComponent(currentHome.id)}/cd-register` : null);
  return (
    <Page title="Controlled drugs register">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link className="link" to="/cyp/medication-round">
          Medication round
        </Link>
        <Link className="link" to="/cyp/medication-inventory">
          Medication inventory
        </Link>
        {reg.data?.pages.length ? (
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            Print the register
          </button>
        ) : null}
      </div>
      {!currentHome ? (
        <EmptyState title="Choose a home first." />
      ) : reg.error ? (
        <ErrorNotice error={reg.error} onRetry={reg.reload} />
      ) : !reg.data ? (
        <Loading />
      ) : (
        <div className="space-y-4">
          <p className="text-muted">
            {reg.data.homeName}: a page per drug, form and strength. Nothing here is ever changed; a correction is a new
            line that says which line it corrects.
          </p>
          {reg.data.pages.length ? (
            reg.data.pages.map((p) => (
              <RegisterPage key={p.medicationId} page={p} homeId={reg.data!.homeId} onDone={reg.reload} />
            ))
          ) : (
            <p className="card">No controlled drugs are held for anyone at this home.</p>
          )}
        </div>
      )}
    </Page>
  );
}

const title = (p: CdPage) => [p.name, p.form, p.strength].filter(Boolean).join(' · ');

function RegisterPage({ page, homeId, onDone }: { page: CdPage; homeId: string; onDone: () => void }) {
  const headingId = `cd-${page.medicationId}`;
  const lastCheck = [...page.lines].reverse().find((l) => l.what === 'Balance check');
  return (
    <section className="card cd-page space-y-3" aria-labelledby={headingId}>
      <header className="space-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title(page)}
        </h2>
        <p>
          For <strong>{page.youngPersonName}</strong>
          {page.cdSchedule ? ` · Schedule ${page.cdSchedule}` : ''} · Balance{' '}
          <strong>
            {page.balance ?? 0}
            {page.unit ? ` ${page.unit}${page.balance === 1 ? '' : 's'}` : ''}
          </strong>{' '}
          · Last balance check{' '}
          {lastCheck ? `${day.format(new Date(lastCheck.at))} ${clock.format(new Date(lastCheck.at))}` : 'none'}
        </p>
      </header>
      {page.lines.length ? (
        <div className="cd-lines overflow-x-auto">
          <table className="min-w-[56rem] text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                {[
                  'Line',
                  'Date',
                  'Time',
                  'Entry',
                  'Received from / given to',
                  'In',
                  'Out',
                  'Balance',
                  'Given or moved by',
                  'Witness',
                  'Note',
                ].map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.lines.map((l) => (
                <tr key={l.line} className="border-b border-line align-top" data-testid="cd-line">
                  <td className="px-2 py-1">{l.line}</td>
                  <td className="px-2 py-1 whitespace-nowrap">{day.format(new Date(l.at))}</td>
                  <td className="px-2 py-1">{clock.format(new Date(l.at))}</td>
                  <td className="px-2 py-1">{l.what}</td>
                  <td className="px-2 py-1">{l.fromOrTo || '—'}</td>
                  <td className="px-2 py-1">{l.quantityIn ?? ''}</td>
                  <td className="px-2 py-1">{l.quantityOut ?? ''}</td>
                  <td className="px-2 py-1 font-semibold">{l.balance}</td>
                  <td className="px-2 py-1">{l.givenBy}</td>
                  <td className="px-2 py-1">{l.witness ?? '—'}</td>
                  <td className="px-2 py-1">{l.annotation ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-muted">No stock has been received yet.</p>
      )}
      {page.canCount ? <BalanceCheck page={page} homeId={homeId} onDone={onDone} /> : null}
    </section>
  );
}

/** A witnessed count of one drug; a count that does not match opens a medication error for the manager. */
function BalanceCheck({ page, homeId, onDone }: { page: CdPage; homeId: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [counted, setCounted] = useState('');
  const [sign, setSign] = useState<SignValues>(emptySign);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<{ text: string; errorId: string | null } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const out = await apiPost<{ discrepancy: number | null; errorRecordId: string | null; setPin?: string }>(
        `/api/young-people/${encodeURIComponent(page.youngPersonId)}/medication-stock`,
        { medicationId: page.medicationId, kind: 'count', quantity: Number(counted), ...signBody(sign, true) },
      );
      setProblem('');
      setSign(emptySign);
      setCounted('');
      setOpen(false);
      setResult({
        text: out.discrepancy
          ? `The count did not match the register (${out.discrepancy > 0 ? '+' : ''}${out.discrepancy}). The registered manager and responsible individual have been told.`
          : `Balance check recorded: the count matches the register.${out.setPin ? ` ${out.setPin}` : ''}`,
        errorId: out.errorRecordId,
      });
      onDone();
    } catch (err) {
      setProblem(problemText(err));
    }
  };
  return (
    <div className="space-y-2 print:hidden">
      {result ? (
        <p role="status" className="rounded-lg bg-sunken p-3">
          {result.text}{' '}
          {result.errorId ? (
            <Link
              className="link"
              to={`/cyp/resident/${encodeURIComponent(page.youngPersonId)}/records/medication-error/${encodeURIComponent(result.errorId)}`}
            >
              Complete the medication error record opened for it
            </Link>
          ) : null}
        </p>
      ) : null}
      {open ? (
        <form
          onSubmit={submit}
          className="space-y-3 rounded-lg border border-line p-3"
          aria-label={`Balance check of ${page.name}`}
        >
          <label className="block">
            <span className="field-label">Counted{page.unit ? ` (${page.unit}s)` : ''}</span>
            <input
              inputMode="decimal"
              required
              className="field-input max-w-[12rem]"
              value={counted}
              onChange={(e) => setCounted(e.target.value)}
            />
          </label>
          <Signatures homeId={homeId} value={sign} onChange={setSign} witness />
          {problem ? (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3">
              {problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              Record the balance check
            </button>
            <button type="button" className="btn-secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="btn-secondary" onClick={() => setOpen(true)}>
          Balance check
        </button>
      )}
    </div>
  );
}
