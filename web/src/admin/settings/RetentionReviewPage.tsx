// /settings/retention: the directors' retention review (decision 0770). What has reached the end of its retention
// period, legal holds that stop destruction (placed and lifted with a reason), destruction proposed by one director
// and approved by another (carried out at once, whole), and the destruction log, which names what went, never its
// content. Every rule is the engine's: this screen offers the steps and shows its answers.
import { useId, useState } from 'react';
import { api } from '../../api.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../session.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';

type Subject = 'young-person' | 'record';

interface Item {
  subjectType: Subject;
  subjectId: string;
  label: string;
  home: string | null;
  endsOn: string;
  state: 'due' | 'held';
  records: number;
  rule: { source: string; verified: boolean };
  hold: { id: string; reason: string; placedBy: string; placedAt: string } | null;
  proposal: { id: string; reason: string; proposedBy: string; proposedById: string; proposedAt: string } | null;
}

interface Hold {
  id: string;
  subjectType: Subject;
  subjectId: string;
  label: string;
  home: string | null;
  reason: string;
  placedBy: string;
  placedAt: string;
}

interface Review {
  today: string;
  items: Item[];
  holds: Hold[];
}

interface Destruction {
  id: string;
  subjectType: Subject;
  status: 'proposed' | 'destroyed' | 'withdrawn';
  what: { what?: string; home?: string | null; records?: number; rule?: string; rowsRemoved?: Record<string, number> };
  retentionEndedOn: string;
  reason: string;
  proposedBy: string;
  proposedByName: string;
  proposedAt: string;
  decidedByName: string | null;
  decidedAt: string | null;
}

/** A step the director is about to take, with the dialog's words. */
type Step =
  | { kind: 'hold'; item: Item }
  | { kind: 'propose'; item: Item }
  | { kind: 'lift'; hold: Hold }
  | { kind: 'approve'; item: Item; destructionId: string }
  | { kind: 'withdraw'; item: Item; destructionId: string };

const STATUS: Record<Destruction['status'], string> = {
  proposed: 'Proposed: waiting for a second director',
  destroyed: 'Destroyed',
  withdrawn: 'Withdrawn: nothing destroyed',
};

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export default function RetentionReviewPage() {
  const review = useApi<Review>('/api/retention/review');
  const log = useApi<Destruction[]>('/api/retention/destructions');
  const [step, setStep] = useState<Step | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const reasonId = useId();

  const open = (s: Step) => {
    setReason('');
    setDone(null);
    setStep(s);
  };
  const reload = () => {
    review.reload();
    log.reload();
  };

  const carryOut = async () => {
    if (!step) return;
    const post = (path: string, body?: unknown) => api(path, { method: 'POST', body: body ?? {} });
    if (step.kind === 'hold' || step.kind === 'propose') {
      const subject = { subjectType: step.item.subjectType, subjectId: step.item.subjectId, reason };
      await post(step.kind === 'hold' ? '/api/retention/holds' : '/api/retention/destructions', subject);
      setDone(
        step.kind === 'hold'
          ? `Legal hold placed on ${step.item.label}: it cannot be destroyed while the hold is on.`
          : `Destruction of ${step.item.label} proposed: a second director approves or withdraws it.`,
      );
    } else if (step.kind === 'lift') {
      await post(`/api/retention/holds/${step.hold.id}/lift`, { reason });
      setDone(`Legal hold on ${step.hold.label} lifted.`);
    } else {
      await post(`/api/retention/destructions/${step.destructionId}/${step.kind}`);
      setDone(
        step.kind === 'approve'
          ? `${step.item.label} destroyed, with its history and files. The destruction log keeps what went.`
          : `Proposal withdrawn: nothing was destroyed.`,
      );
    }
    setStep(null);
    reload();
  };

  const needsReason = step?.kind === 'hold' || step?.kind === 'propose' || step?.kind === 'lift';
  const dialog = step ? DIALOG[step.kind] : null;

  return (
    <Loaded state={review} title="Retention review">
      {(r) => (
        <Page
          title="Retention review"
          subtitle="Case files and records whose retention period has ended, legal holds, and what was destroyed."
        >
          <SettingsNav />
          {done ? (
            <p role="status" className="card border-l-4 border-emerald-600">
              {done}
            </p>
          ) : null}
          <section aria-labelledby="ended" className="space-y-2">
            <h2 id="ended" className="text-lg font-semibold">
              Reached the end of its retention period
            </h2>
            <p className="text-sm text-muted">
              As at {formatDate(r.today)}. Destruction needs two directors: one proposes, another approves, and it is
              then carried out at once. A legal hold stops it whatever the date.
            </p>
            {r.items.length === 0 ? (
              <p className="card">Nothing has reached the end of its retention period.</p>
            ) : (
              <ul className="space-y-2" aria-label="Reached the end of its retention period">
                {r.items.map((item) => (
                  <ItemCard key={`${item.subjectType}:${item.subjectId}`} item={item} onStep={open} />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="holds" className="space-y-2">
            <h2 id="holds" className="text-lg font-semibold">
              Legal holds in place
            </h2>
            {r.holds.length === 0 ? (
              <p className="card">No legal holds.</p>
            ) : (
              <ul className="space-y-2" aria-label="Legal holds in place">
                {r.holds.map((h) => (
                  <li key={h.id} className="card space-y-1 border-l-4 border-accent">
                    <p className="font-medium">{h.label}</p>
                    {h.home ? <p className="text-sm">{h.home}</p> : null}
                    <p className="break-words text-sm">Reason: {h.reason}</p>
                    <p className="text-sm text-muted">
                      Placed by {h.placedBy}, {formatDateTime(h.placedAt)}
                    </p>
                    <button type="button" className="btn-secondary" onClick={() => open({ kind: 'lift', hold: h })}>
                      Lift the hold
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="log" className="space-y-2">
            <h2 id="log" className="text-lg font-semibold">
              Destruction log
            </h2>
            <p className="text-sm text-muted">
              What was proposed and what came of it, newest first. It names the kind of file, how many records and the
              rule, never a name or what the records said.
            </p>
            <Loaded state={log} title="Destruction log">
              {(entries) =>
                entries.length === 0 ? (
                  <p className="card">Nothing has been proposed for destruction.</p>
                ) : (
                  <ul className="space-y-2" aria-label="Destruction log">
                    {entries.map((d) => (
                      <LogEntry key={d.id} d={d} />
                    ))}
                  </ul>
                )
              }
            </Loaded>
          </section>

          <ConfirmDialog
            open={step !== null}
            title={dialog?.title ?? ''}
            confirmLabel={dialog?.confirm ?? ''}
            danger={step?.kind === 'approve'}
            onConfirm={carryOut}
            onClose={() => setStep(null)}
          >
            {step ? <p>{dialog?.body(step)}</p> : null}
            {needsReason ? (
              <div>
                <label htmlFor={reasonId} className="field-label">
                  Reason
                </label>
                <textarea
                  id={reasonId}
                  className="field-input min-h-[5rem]"
                  value={reason}
                  maxLength={2000}
                  onChange={(e) => setReason(e.target.value)}
                />
              </div>
            ) : null}
          </ConfirmDialog>
        </Page>
      )}
    </Loaded>
  );
}

const subjectOf = (s: Step) => (s.kind === 'lift' ? s.hold.label : s.item.label);

const DIALOG: Record<Step['kind'], { title: string; confirm: string; body: (s: Step) => string }> = {
  hold: {
    title: 'Place a legal hold',
    confirm: 'Place the hold',
    body: (s) =>
      `Nothing of ${subjectOf(s)} can be destroyed while the hold is on. Say why (a claim, a police request).`,
  },
  lift: {
    title: 'Lift the legal hold',
    confirm: 'Lift the hold',
    body: (s) => `${subjectOf(s)} may then be proposed for destruction again. Say why the hold is no longer needed.`,
  },
  propose: {
    title: 'Propose destruction',
    confirm: 'Propose destruction',
    body: (s) =>
      `${subjectOf(s)} will be destroyed whole, with its history and files, once another director approves. ` +
      'Say why it can go.',
  },
  approve: {
    title: 'Approve and destroy',
    confirm: 'Destroy it now',
    body: (s) =>
      `${subjectOf(s)} is destroyed now, with every record's history and files. This cannot be undone: ` +
      'only the destruction log will say it existed.',
  },
  withdraw: {
    title: 'Withdraw the proposal',
    confirm: 'Withdraw',
    body: (s) => `Nothing of ${subjectOf(s)} is destroyed. It stays on this list while its period has ended.`,
  },
};

function ItemCard({ item, onStep }: { item: Item; onStep: (s: Step) => void }) {
  const { me } = useSession();
  const { hold, proposal } = item;
  const mine = proposal !== null && proposal.proposedById === me?.id;
  return (
    <li
      className={`card space-y-1 border-l-4 ${hold ? 'border-accent' : proposal ? 'border-danger' : 'border-line'}`}
      aria-label={item.label}
    >
      <p className="font-medium">{item.label}</p>
      <p className="text-sm">
        {item.home ? `${item.home} · ` : ''}
        {plural(item.records, 'record')} · retention ended {formatDate(item.endsOn)}
      </p>
      <p className="text-sm text-muted">
        Rule: {item.rule.source}
        {item.rule.verified ? '' : ' (source not yet checked against the regulation)'}
      </p>
      {hold ? (
        <p className="break-words text-sm">
          <strong>Legal hold</strong> by {hold.placedBy}, {formatDateTime(hold.placedAt)}: {hold.reason}
        </p>
      ) : null}
      {proposal ? (
        <p className="break-words text-sm">
          <strong>Destruction proposed</strong> by {proposal.proposedBy}, {formatDateTime(proposal.proposedAt)}:{' '}
          {proposal.reason}
          {mine ? ' · Another director approves it.' : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-1">
        {hold ? null : proposal ? (
          <>
            {mine ? null : (
              <button
                type="button"
                className="btn-primary"
                onClick={() => onStep({ kind: 'approve', item, destructionId: proposal.id })}
              >
                Approve and destroy
              </button>
            )}
            <button
              type="button"
              className="btn-secondary"
              onClick={() => onStep({ kind: 'withdraw', item, destructionId: proposal.id })}
            >
              Withdraw the proposal
            </button>
          </>
        ) : (
          <button type="button" className="btn-secondary" onClick={() => onStep({ kind: 'propose', item })}>
            Propose destruction
          </button>
        )}
        {hold ? null : (
          <button type="button" className="btn-secondary" onClick={() => onStep({ kind: 'hold', item })}>
            Place a legal hold
          </button>
        )}
      </div>
    </li>
  );
}

function LogEntry({ d }: { d: Destruction }) {
  const rows = d.what.rowsRemoved ? Object.values(d.what.rowsRemoved).reduce((n, x) => n + x, 0) : null;
  return (
    <li className={`card space-y-1 border-l-4 ${d.status === 'destroyed' ? 'border-danger' : 'border-line'}`}>
      <p className="font-medium">
        {capitalised(d.what.what ?? (d.subjectType === 'young-person' ? "a young person's case file" : 'a record'))}
        {d.what.home ? `, ${d.what.home}` : ''}
        {typeof d.what.records === 'number' ? ` · ${plural(d.what.records, 'record')}` : ''}
      </p>
      <p className="text-sm">
        {STATUS[d.status]}
        {d.decidedByName && d.decidedAt ? ` · by ${d.decidedByName}, ${formatDateTime(d.decidedAt)}` : ''}
        {rows !== null ? ` · ${plural(rows, 'row')} removed` : ''}
      </p>
      <p className="text-sm text-muted">
        Proposed by {d.proposedByName}, {formatDateTime(d.proposedAt)} · retention ended{' '}
        {formatDate(d.retentionEndedOn)}
      </p>
      <p className="break-words text-sm">Reason: {d.reason}</p>
    </li>
  );
}
