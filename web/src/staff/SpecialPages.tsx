// Staff profile sections with a screen of their own: the overview, clock-in/out history (rota), step-in/out,
// accidents from the home's accident book, the document locker, the application they were hired from,
// and the person's own password and PIN (or a reset by HR or their manager).
import { type FormEvent, lazy, useState } from 'react';
import { Link } from 'react-router';
import { STAFF_DOCUMENT_CATEGORIES } from '../../../engine/documents/staff-categories.ts';
import { api, ApiProblem, query } from '../api.ts';
import { RecordListPage } from '../lazy/records.ts';
import { formatDate, formatDateTime, ROLE_LABELS } from '../lib/format.ts';
import { DocumentLocker } from '../pages/young-person/DocumentLocker.tsx';
import { useMe } from '../session.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { resetsPin } from './access.ts';
import { CONTRACT_LABELS } from './api.ts';
import { ComplianceChips } from './compliance.tsx';
import { profileBase, recordBase, useStaffProfile } from './context.ts';
import { labelOf } from './tabs.ts';

const ChangePasswordPage = lazy(() => import('../account/ChangePasswordPage.tsx'));

function Heading({ path }: { path: string }) {
  return <h1 className="page-title">{labelOf(path)}</h1>;
}

function Overview() {
  const { profile } = useStaffProfile();
  const s = profile.summary;
  const rows: [string, string][] = [
    [
      'Role',
      `${ROLE_LABELS[profile.role] ?? profile.role}${profile.isManager && profile.role !== 'manager' ? ' (manager)' : ''}`,
    ],
    ['Email', profile.email],
    ['Started', formatDate(s?.startDate)],
    [
      'Contract',
      s?.contractType
        ? `${CONTRACT_LABELS[s.contractType] ?? s.contractType}${s.hoursPerWeek ? `, ${s.hoursPerWeek} hours a week` : ''}`
        : 'Not recorded',
    ],
    ['Status', profile.active ? 'Working' : `Left ${formatDate(s?.leftOn)}`],
  ];
  if (s?.contractType === 'agency')
    rows.push([
      'Agency',
      `${s.agencyName ?? 'Not named'} (profile ${s.agencyProfileReceived ? 'received' : 'not received'})`,
    ]);
  return (
    <section className="space-y-4" aria-labelledby="overview-heading">
      <h1 id="overview-heading" className="page-title">
        Overview
      </h1>
      <dl className="card grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {s ? (
        <div className="card space-y-2">
          <h2 className="text-lg font-semibold">Checks and reviews</h2>
          <ComplianceChips e={s} />
        </div>
      ) : null}
    </section>
  );
}

interface Clockings {
  available: boolean;
  shifts: {
    id: string;
    homeName: string;
    startsAt: string;
    endsAt: string;
    shiftType: string;
    clockedInAt: string | null;
    clockedOutAt: string | null;
  }[];
}

function ClockInOut() {
  const { profile } = useStaffProfile();
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 28 * 86_400_000).toISOString().slice(0, 10);
  const { data, error, reload } = useApi<Clockings>(
    profile.dailyInOut ? `/api/staff/${encodeURIComponent(profile.id)}/clockings${query({ from, to })}` : null,
  );
  if (!profile.dailyInOut)
    return (
      <EmptyState title="Daily clock-in and clock-out is turned off.">
        Your organisation has not turned on the feature (enableHrDailyInOut).
      </EmptyState>
    );
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading />;
  if (!data.available)
    return <EmptyState title="The rota is not installed.">Clock times come from the rota's shifts.</EmptyState>;
  return (
    <section className="space-y-3">
      <Heading path="details/clock-in-out" />
      <p className="text-muted">
        The last four weeks of shifts and the times clocked, from the rota. Clock times are changed on the rota.
      </p>
      {data.shifts.length === 0 ? (
        <EmptyState title="No shifts in the last four weeks." />
      ) : (
        <ul className="space-y-2">
          {data.shifts.map((sh) => (
            <li key={sh.id} className="card text-sm">
              <p className="font-medium">
                {formatDateTime(sh.startsAt)} to {formatDateTime(sh.endsAt)} · {sh.homeName}
              </p>
              <p className="text-muted">
                Clocked in {sh.clockedInAt ? formatDateTime(sh.clockedInAt) : '—'} · out{' '}
                {sh.clockedOutAt ? formatDateTime(sh.clockedOutAt) : '—'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface AccidentLine {
  id: string;
  homeId: string;
  homeName: string;
  occurredAt: string;
  type: string | null;
  location: string | null;
  statusLabel: string;
}

function Accidents() {
  const { profile } = useStaffProfile();
  const { data, error, reload } = useApi<AccidentLine[]>(`/api/staff/${encodeURIComponent(profile.id)}/accidents`);
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading />;
  return (
    <section className="space-y-3">
      <Heading path="details/accidents" />
      <p className="text-muted">
        Entries in the homes' accident books that name {profile.name} as the person hurt or taken ill.
      </p>
      {data.length === 0 ? (
        <EmptyState title="No accidents recorded." />
      ) : (
        <ul className="space-y-2">
          {data.map((a) => (
            <li key={a.id} className="card text-sm">
              <Link className="link font-medium" to={`/home/accidents/accident/${encodeURIComponent(a.id)}`}>
                {formatDateTime(a.occurredAt)}
              </Link>
              <p className="text-muted">{[a.homeName, a.location, a.statusLabel].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Application() {
  const { profile } = useStaffProfile();
  return (
    <div className="space-y-6">
      {profile.application ? (
        <div className="card space-y-1">
          <h2 className="text-lg font-semibold">Application</h2>
          <p>
            Made an employee on {formatDate(profile.application.madeAt)} from{' '}
            <Link className="link" to={`/applications/${encodeURIComponent(profile.application.applicationId)}`}>
              their application
            </Link>
            .
          </p>
          {profile.application.riskReason ? (
            <p>
              <span className="font-medium">Started before every check was recorded, on a risk assessment:</span>{' '}
              {profile.application.riskReason}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-muted">
          No application is on record for {profile.name} (they may have joined before applications were kept here).
        </p>
      )}
      {profile.kinds.some((k) => k.kind === 'staff-personal-details') ? (
        <RecordListPage
          kind="staff-personal-details"
          listBase={recordBase(profile.id, 'staff-personal-details')}
          staffId={profile.id}
          canCreate={!!profile.kinds.find((k) => k.kind === 'staff-personal-details')?.canEdit}
        />
      ) : null}
    </div>
  );
}

function ChangePin() {
  const [password, setPassword] = useState('');
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pin !== again) return setMessage({ kind: 'error', text: 'The two PINs are not the same.' });
    setBusy(true);
    try {
      await api('/api/account/pin', { method: 'PUT', body: { currentPassword: password, pin } });
      setPassword('');
      setPin('');
      setAgain('');
      setMessage({ kind: 'done', text: 'Your PIN is set. Use it to confirm medication and sign-offs.' });
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.',
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="space-y-3">
      <Heading path="edit/change-pin" />
      <p className="text-muted">
        Your PIN confirms doses, stock counts and sign-offs. 4 to 6 digits, not an obvious one (not 1234, not your
        birthday).
      </p>
      <form className="card max-w-lg space-y-4 p-6" onSubmit={(e) => void submit(e)} noValidate>
        {message ? (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-lg border p-3 ${message.kind === 'error' ? 'border-danger bg-danger-soft' : 'border-line'}`}
          >
            {message.text}
          </p>
        ) : null}
        <div>
          <label htmlFor="pin-password" className="field-label">
            Your password
          </label>
          <input
            id="pin-password"
            type="password"
            autoComplete="current-password"
            className="field-input"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="pin-new" className="field-label">
            New PIN
          </label>
          <input
            id="pin-new"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            className="field-input"
            value={pin}
            onChange={(e) => setPin(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="pin-again" className="field-label">
            New PIN again
          </label>
          <input
            id="pin-again"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            className="field-input"
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Set PIN
        </button>
      </form>
    </section>
  );
}

function ResetPin() {
  const { profile } = useStaffProfile();
  const { data, error, reload } = useApi<{ set: boolean; setAt: string | null }>(
    `/api/staff/${encodeURIComponent(profile.id)}/pin`,
  );
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  async function reset() {
    try {
      await api(`/api/staff/${encodeURIComponent(profile.id)}/pin`, { method: 'DELETE' });
      setMessage({
        kind: 'done',
        text: `${profile.name}'s PIN no longer works. They set a new one from their profile.`,
      });
      setConfirming(false);
      reload();
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof ApiProblem ? (err.detail ?? err.title) : 'Something went wrong. Try again.',
      });
    }
  }
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading />;
  return (
    <section className="card max-w-lg space-y-3">
      <Heading path="edit/reset-pin" />
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className="rounded-lg border border-line p-3">
          {message.text}
        </p>
      ) : null}
      <p>
        {data.set
          ? `${profile.name} set a PIN${data.setAt ? ` on ${formatDate(data.setAt)}` : ''}.`
          : `${profile.name} has no PIN.`}
      </p>
      {data.set && !confirming ? (
        <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
          Reset PIN
        </button>
      ) : null}
      {confirming ? (
        <div className="space-y-2" role="group" aria-label="Confirm PIN reset">
          <p className="font-medium">Reset {profile.name}'s PIN? It stops working at once.</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => void reset()}>
              Yes, reset the PIN
            </button>
            <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Step in/out (behind enableHrDailyInOut): the step-in-out records, on the generic list. */
function StepInOut() {
  const { profile } = useStaffProfile();
  const k = profile.kinds.find((x) => x.kind === 'step-in-out');
  if (!k) return <EmptyState title="You may not see this person's step in/out times." />;
  return (
    <RecordListPage
      kind="step-in-out"
      listBase={recordBase(profile.id, 'step-in-out')}
      staffId={profile.id}
      canCreate={k.canEdit && profile.active}
    />
  );
}

export function SpecialSection({ path }: { path: string }) {
  const { profile } = useStaffProfile();
  const me = useMe();
  switch (path) {
    case 'overview':
      return <Overview />;
    case 'details/clock-in-out':
      return <ClockInOut />;
    case 'details/step-in-out':
      return profile.dailyInOut ? (
        <StepInOut />
      ) : (
        <EmptyState title="Daily clock-in and clock-out is turned off.">
          Your organisation has not turned on the feature (enableHrDailyInOut).
        </EmptyState>
      );
    case 'details/accidents':
      return <Accidents />;
    case 'document-locker':
      // the young person's locker screen, on the staff locker: HR (profile edit) uploads and archives;
      // the server leaves HR-only categories out for the person themself
      return (
        <DocumentLocker
          key={profile.id}
          staffId={profile.id}
          title="Document locker"
          level={1}
          categories={STAFF_DOCUMENT_CATEGORIES}
          canUpload={profile.canEdit && profile.active}
          canArchive={profile.canEdit}
        />
      );
    case 'personal-details-and-application':
      return <Application />;
    case 'edit/change-password':
      return profile.self ? (
        <ChangePasswordPage />
      ) : (
        <EmptyState title="Only the person themself can change their password." />
      );
    case 'edit/change-pin':
      return profile.self ? <ChangePin /> : <EmptyState title="Only the person themself can set their PIN." />;
    case 'edit/reset-pin':
      return !profile.self && resetsPin(me, profile.homeIds) ? (
        <ResetPin />
      ) : (
        <EmptyState title="Ask HR or your manager to reset your PIN." />
      );
    default:
      return (
        <p>
          <Link className="link" to={profileBase(profile.id)}>
            Back to the profile
          </Link>
        </p>
      );
  }
}
