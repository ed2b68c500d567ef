// Sign-off state of a record: who must sign, who has signed and when. Shown as the form's last step
// ("Sign-offs & alerts") and on the record view.
import { formatDateTime } from '../lib/format.ts';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import type { RecordDto } from './types.ts';

const STEP_LABEL = { manager: 'Manager sign-off', other: 'Sign-off' } as const;

export function SignoffPanel({
  record,
  workflow,
  headingLevel = 2,
}: {
  record?: RecordDto;
  workflow: string;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const signoffs = record?.signoffs ?? [];
  // Any one manager's signature completes the manager step; the other managers are then not needed.
  const managerSigned = signoffs.some((s) => s.step === 'manager' && s.signedAt);
  return (
    <section aria-labelledby="signoffs-title" className="space-y-3">
      <H id="signoffs-title" className="text-lg font-semibold">
        Sign-offs
      </H>
      {record && (
        <p>
          Status: <StatusBadge status={record.status} />
        </p>
      )}
      {workflow !== 'signoff' ? (
        <p className="text-muted">This kind of record does not need sign-off: submitting it completes it.</p>
      ) : signoffs.length === 0 ? (
        <p className="text-muted">
          {!record || record.status === 'ongoing'
            ? 'When you submit this record, sign-off is requested from a manager of the home (and anyone else the sign-off settings name).'
            : 'No sign-offs are needed for this record.'}
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sign-offs for this record</caption>
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className="py-1 pr-3 font-semibold">
                Who
              </th>
              <th scope="col" className="py-1 pr-3 font-semibold">
                As
              </th>
              <th scope="col" className="py-1 font-semibold">
                Signed
              </th>
            </tr>
          </thead>
          <tbody>
            {signoffs.map((s) => (
              <tr key={`${s.userId}-${s.step}`} className="border-b border-line last:border-0">
                <td className="py-1 pr-3">{s.name}</td>
                <td className="py-1 pr-3">{STEP_LABEL[s.step]}</td>
                <td className="py-1">
                  {s.signedAt ? (
                    formatDateTime(s.signedAt)
                  ) : s.step === 'manager' && managerSigned ? (
                    <span className="text-muted">Not needed (another manager signed)</span>
                  ) : (
                    <span className="text-muted">Waiting</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm text-muted">
        Alerts for this record (sign-off reminders, review dates) appear on the dashboard of the people concerned.
      </p>
    </section>
  );
}
