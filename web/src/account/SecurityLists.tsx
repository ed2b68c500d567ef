// Devices signed in and sign-in history: the person's own security page and an administrator's view of theirs.
import { deviceName } from '../../../engine/auth/device-name.ts';

export interface SessionItem {
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
  method: string | null;
  current: boolean;
  /** the home's shared device it was begun on, by its name */
  sharedDevice?: string | null;
}
export interface HistoryItem {
  at: string;
  outcome: 'signed-in' | 'second-factor-refused' | 'recovery-code-used' | 'enrolment';
  method: string | null;
  userAgent: string | null;
  ip: string | null;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

const METHOD: Record<string, string> = {
  password: 'password',
  'password+totp': 'password and app code',
  'password+recovery-code': 'password and recovery code',
  'password+passkey': 'password and passkey',
  passkey: 'passkey',
  totp: 'app code',
  'recovery-code': 'recovery code',
  code: 'code',
};
const OUTCOME: Record<HistoryItem['outcome'], string> = {
  'signed-in': 'Signed in',
  'second-factor-refused': 'Wrong second factor',
  'recovery-code-used': 'Recovery code used',
  enrolment: 'Second factor added',
};

export function SessionsList({
  sessions,
  onEnd,
  endLabel,
}: {
  sessions: SessionItem[];
  onEnd: (s: SessionItem) => void;
  endLabel: string;
}) {
  if (!sessions.length) return <p className="text-muted">Not signed in anywhere just now.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Devices signed in">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-session={s.id}>
          <div className="min-w-0">
            <p className="font-medium">
              {s.sharedDevice ? `${s.sharedDevice} (shared) · ` : ''}
              {deviceName(s.userAgent)}
              {s.current ? <span className="ml-2 rounded bg-accent-soft px-2 py-0.5 text-sm">This device</span> : null}
            </p>
            <p className="text-sm text-muted">
              Signed in {when(s.createdAt)}
              {s.method ? ` with ${METHOD[s.method] ?? s.method}` : ''}
              {s.ip ? ` · ${s.ip}` : ''}
            </p>
          </div>
          {s.current ? null : (
            <button type="button" className="btn-secondary" onClick={() => onEnd(s)}>
              {endLabel}
              <span className="sr-only">
                : {deviceName(s.userAgent)}, signed in {when(s.createdAt)}
              </span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SignInHistory({ history }: { history: HistoryItem[] }) {
  if (!history.length) return <p className="text-muted">No sign-ins recorded yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="stack-table w-full text-left text-sm">
        <caption className="sr-only">Sign-in history, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-3">
              When
            </th>
            <th scope="col" className="py-2 pr-3">
              What
            </th>
            <th scope="col" className="py-2 pr-3">
              Device
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((h, i) => (
            <tr key={`${h.at}-${i}`} className="border-t border-line">
              <td className="py-2 pr-3" data-label="When">
                {when(h.at)}
              </td>
              <td className="py-2 pr-3" data-label="What">
                {OUTCOME[h.outcome]}
                {h.method && h.outcome !== 'enrolment' ? ` (${METHOD[h.method] ?? h.method})` : ''}
              </td>
              <td className="py-2 pr-3" data-label="Device">
                {deviceName(h.userAgent)}
                {h.ip ? ` · ${h.ip}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
