// Transfers between homes (SPEC §2): /cyp/transfer-requests (sent and received), /cyp/transfer-request (ask for a
// move; ?direction=received: the requests waiting for my home), and accepting or declining one on the list.
// The rules (who may ask, accept, decline; the move on the agreed date) are the API's, and what the person may do
// with each transfer is the server's answer (`actions`), and whom they may ask one for is /api/transfers/askable:
// engine/young-people/transfer-access.ts.
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiPost, ApiProblem } from '../../api.ts';
import { todayIso } from '../../lib/dates.ts';
import { displayName, formatDate, formatDateTime } from '../../lib/format.ts';
import { inputClass, labelClass } from '../../rjsf/classes.ts';
import { useWording } from '../../session.tsx';
import type { YoungPerson } from '../../types.ts';
import { DateField } from '../../ui/DateField.tsx';
import { Page } from '../../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';

export interface Transfer {
  id: string;
  youngPersonId: string;
  youngPersonName: string;
  fromHomeId: string;
  fromHomeName: string;
  toHomeId: string;
  toHomeName: string;
  moveOn: string;
  reason: string;
  status: string;
  keyWorkerName: string | null;
  requestedByName: string;
  requestedAt: string;
  decidedByName: string | null;
  decisionNote: string | null;
  movedAt: string | null;
  moveInRecordId: string | null;
  version: number;
  /** what the caller may do with it now, as the server decides (approve, reject, cancel) */
  actions: string[];
}
const STATUS: Record<string, string> = {
  requested: 'Waiting for the receiving home',
  accepted: 'Accepted: moves on the agreed date',
  declined: 'Declined',
  cancelled: 'Withdrawn',
  moved: 'Moved',
};
const toProblem = (e: unknown) => (e instanceof ApiProblem ? e : new ApiProblem({ status: 0, title: String(e) }));

function TransferNav({ current }: { current: 'received' | 'sent' | 'new' }) {
  const link = (key: typeof current, to: string, label: string) => (
    <Link
      to={to}
      aria-current={key === current ? 'page' : undefined}
      className={key === current ? 'btn-primary' : 'btn-ghost'}
    >
      {label}
    </Link>
  );
  return (
    <nav aria-label="Transfers" className="flex flex-wrap gap-2">
      {link('received', '/cyp/transfer-request?direction=received', 'Received')}
      {link('sent', '/cyp/transfer-requests', 'Sent')}
      {link('new', '/cyp/transfer-request', 'Ask for a transfer')}
    </nav>
  );
}

/** /cyp/transfer-requests: what my homes asked for; /cyp/transfer-request?direction=received: what they were asked. */
export function TransferRequestsPage({ direction }: { direction: 'sent' | 'received' }) {
  const w = useWording();
  const list = useApi<Transfer[]>(`/api/transfers?direction=${direction}`);
  return (
    <Page
      title={direction === 'received' ? 'Transfer requests received' : 'Transfer requests'}
      subtitle={w(
        direction === 'received'
          ? '{Children} other homes have asked to move to your home. A manager of your home accepts or declines.'
          : 'Moves your homes have asked for. On the agreed date the {child}, their records and their key worker move.',
      )}
    >
      <TransferNav current={direction} />
      {list.error && <ErrorNotice error={list.error} />}
      {!list.data && !list.error && <Loading label="Loading transfer requests…" />}
      {list.data?.length === 0 && (
        <EmptyState title="No transfer requests">
          {direction === 'received' ? 'Nothing is waiting for your homes.' : 'Use “Ask for a transfer” to start one.'}
        </EmptyState>
      )}
      <ul className="space-y-3" data-testid="transfers">
        {list.data?.map((t) => (
          <li key={t.id}>
            <TransferCard transfer={t} direction={direction} onChanged={list.reload} />
          </li>
        ))}
      </ul>
    </Page>
  );
}

function TransferCard({
  transfer: t,
  direction,
  onChanged,
}: {
  transfer: Transfer;
  direction: 'sent' | 'received';
  onChanged: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'accept' | 'decline' | 'cancel' | null>(null);
  const [keyWorker, setKeyWorker] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  const staff = useApi<{ id: string; name: string }[]>(
    mode === 'accept' ? `/api/staff?home=${encodeURIComponent(t.toHomeId)}` : null,
  );
  const may = (action: string) => t.actions.includes(action);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    try {
      await apiPost(
        `/api/transfers/${encodeURIComponent(t.id)}/${mode}`,
        mode === 'accept'
          ? { version: t.version, keyWorkerId: keyWorker, ...(note ? { note } : {}) }
          : { version: t.version, note },
      );
      setMode(null);
      onChanged();
    } catch (err) {
      setProblem(toProblem(err));
    }
  };
  return (
    <article className="card space-y-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t.youngPersonName}: {t.fromHomeName} → {t.toHomeName}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Move date: </dt>
          <dd className="inline">{formatDate(t.moveOn)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Status: </dt>
          <dd className="inline">{STATUS[t.status] ?? t.status}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Asked by: </dt>
          <dd className="inline">
            {t.requestedByName}, {formatDateTime(t.requestedAt)}
          </dd>
        </div>
        {t.keyWorkerName && (
          <div>
            <dt className="inline font-medium">Key worker at {t.toHomeName}: </dt>
            <dd className="inline">{t.keyWorkerName}</dd>
          </div>
        )}
        <div className="sm:col-span-2">
          <dt className="inline font-medium">Why: </dt>
          <dd className="inline">{t.reason}</dd>
        </div>
        {t.decisionNote && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">{t.status === 'declined' ? 'Declined because' : 'Note'}: </dt>
            <dd className="inline">
              {t.decisionNote}
              {t.decidedByName ? ` (${t.decidedByName})` : ''}
            </dd>
          </div>
        )}
      </dl>
      {t.status === 'moved' && t.moveInRecordId && (
        <p>
          <Link className="link" to={`/records/move-in/${encodeURIComponent(t.moveInRecordId)}`}>
            Open the move-in record (checklist)
          </Link>
        </p>
      )}
      {!mode && (
        <div className="flex flex-wrap gap-2">
          {direction === 'received' && may('approve') && (
            <>
              <button type="button" className="btn-primary" onClick={() => setMode('accept')}>
                Accept
              </button>
              <button type="button" className="btn-secondary" onClick={() => setMode('decline')}>
                Decline
              </button>
            </>
          )}
          {direction === 'sent' && may('cancel') && (
            <button type="button" className="btn-secondary" onClick={() => setMode('cancel')}>
              Withdraw
            </button>
          )}
        </div>
      )}
      {mode && (
        <form onSubmit={(e) => void submit(e)} className="space-y-3 border-t border-line pt-3">
          {problem && <ErrorNotice error={problem} />}
          {mode === 'accept' && (
            <div>
              <label htmlFor={`${id}-kw`} className={labelClass}>
                Key worker at {t.toHomeName}
              </label>
              <select
                id={`${id}-kw`}
                className={inputClass}
                required
                value={keyWorker}
                onChange={(e) => setKeyWorker(e.target.value)}
              >
                <option value="">Choose…</option>
                {(staff.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor={`${id}-note`} className={labelClass}>
              {mode === 'accept'
                ? 'Note (optional)'
                : mode === 'decline'
                  ? 'Why it is declined'
                  : 'Why it is withdrawn'}
            </label>
            <textarea
              id={`${id}-note`}
              className={inputClass}
              rows={2}
              required={mode !== 'accept'}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={2000}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary">
              {mode === 'accept'
                ? 'Accept the transfer'
                : mode === 'decline'
                  ? 'Decline the transfer'
                  : 'Withdraw the request'}
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => {
                setMode(null);
                setProblem(undefined);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

/** /cyp/transfer-request: a manager asks for a young person of their home to move to another home. */
export function TransferRequestPage() {
  const [params] = useSearchParams();
  if (params.get('direction') === 'received') return <TransferRequestsPage direction="received" />;
  return <AskForTransfer initialYoungPerson={params.get('youngPerson') ?? ''} />;
}

function AskForTransfer({ initialYoungPerson }: { initialYoungPerson: string }) {
  const id = useId();
  const w = useWording();
  const navigate = useNavigate();
  const youngPeople = useApi<YoungPerson[]>('/api/young-people');
  const homes = useApi<{ id: string; name: string }[]>('/api/transfers/destinations');
  const [form, setForm] = useState({ youngPersonId: initialYoungPerson, toHomeId: '', moveOn: todayIso(), reason: '' });
  const [problem, setProblem] = useState<ApiProblem>();
  // the server says whom the caller may ask a transfer for (the kind's own access)
  const askable = useApi<{ youngPersonId: string }[]>('/api/transfers/askable');
  const mayAsk = new Set((askable.data ?? []).map((a) => a.youngPersonId));
  const managed = (youngPeople.data ?? []).filter((y) => mayAsk.has(y.id));
  const from = managed.find((y) => y.id === form.youngPersonId)?.homeId;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    try {
      await apiPost('/api/transfers', form);
      void navigate('/cyp/transfer-requests', { state: { flash: 'Transfer requested' } });
    } catch (err) {
      setProblem(toProblem(err));
    }
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Page
      title="Ask for a transfer"
      subtitle={w(
        'Ask another home to take a {child}. Their manager accepts or declines; on the agreed date the {child}, their records and key worker move, and the move-in checklist is started.',
      )}
    >
      <TransferNav current="new" />
      {askable.data && askable.data.length === 0 && (
        <p className="card">{w("Only a manager of the {child}'s home can ask for a transfer.")}</p>
      )}
      <form className="card space-y-4" onSubmit={(e) => void submit(e)}>
        {problem && <ErrorNotice error={problem} />}
        <div>
          <label htmlFor={`${id}-yp`} className={labelClass}>
            {w('{Child}')}
          </label>
          <select
            id={`${id}-yp`}
            className={inputClass}
            required
            value={form.youngPersonId}
            onChange={set('youngPersonId')}
          >
            <option value="">Choose…</option>
            {managed.map((y) => (
              <option key={y.id} value={y.id}>
                {displayName(y)} ({y.homeName})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            Move to
          </label>
          <select id={`${id}-to`} className={inputClass} required value={form.toHomeId} onChange={set('toHomeId')}>
            <option value="">Choose a home…</option>
            {(homes.data ?? [])
              .filter((h) => h.id !== from)
              .map((h) => (
                <option key={h.id} value={h.id}>
                  {h.name}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-on`} className={labelClass}>
            Agreed move date
          </label>
          <DateField
            id={`${id}-on`}
            className={inputClass}
            required
            min={todayIso()}
            value={form.moveOn}
            onChange={set('moveOn')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-why`} className={labelClass}>
            Why
          </label>
          <textarea
            id={`${id}-why`}
            className={inputClass}
            rows={3}
            required
            maxLength={2000}
            value={form.reason}
            onChange={set('reason')}
          />
        </div>
        <button type="submit" className="btn-primary">
          Ask for the transfer
        </button>
      </form>
    </Page>
  );
}
