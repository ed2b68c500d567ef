// One webhook's delivery log: each event, its state, attempts and the receiver's answer.
import { useEffect, useState } from 'react';
import { toProblem } from '../admin/ui/problem.ts';
import type { ApiProblem } from '../api.ts';
import { formatDateTime } from '../lib/format.ts';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { deliveriesOf, type Delivery } from './api.ts';

const STATE: Record<Delivery['status'], string> = {
  pending: 'Waiting',
  retrying: 'Failed, trying again',
  delivered: 'Delivered',
  failed: 'Failed, given up',
};

export function DeliveryLog({ webhookId, refresh }: { webhookId: string; refresh: number }) {
  const [rows, setRows] = useState<Delivery[]>();
  const [problem, setProblem] = useState<ApiProblem>();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    deliveriesOf(webhookId).then(
      (r) => {
        if (live) setRows(r.deliveries);
      },
      (err) => {
        if (live) setProblem(toProblem(err));
      },
    );
    return () => {
      live = false;
    };
  }, [webhookId, refresh, tick]);
  if (problem)
    return (
      <ErrorNotice
        error={problem}
        onRetry={() => {
          setProblem(undefined);
          setTick((t) => t + 1);
        }}
      />
    );
  if (!rows) return <Loading />;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">Delivery log</h4>
        <button type="button" className="btn-secondary" onClick={() => setTick((t) => t + 1)}>
          Refresh
        </button>
      </div>
      {rows.length ? (
        <table className="stack-table w-full text-left text-sm" aria-label="Delivery log">
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className="p-2">
                When
              </th>
              <th scope="col" className="p-2">
                Event
              </th>
              <th scope="col" className="p-2">
                State
              </th>
              <th scope="col" className="p-2">
                Attempts
              </th>
              <th scope="col" className="p-2">
                Answer
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} className="border-b border-line last:border-0">
                <td className="p-2" data-label="When">
                  {formatDateTime(d.createdAt)}
                </td>
                <td className="p-2 font-mono" data-label="Event">
                  {d.event}
                </td>
                <td className="p-2" data-label="State">
                  {STATE[d.status]}
                </td>
                <td className="p-2" data-label="Attempts">
                  {d.attempts}
                  {d.lastAttemptAt ? `, last ${formatDateTime(d.lastAttemptAt)}` : ''}
                </td>
                <td className="p-2 break-words" data-label="Answer">
                  {d.responseCode ?? '—'}
                  {d.lastError ? ` — ${d.lastError}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-muted">Nothing sent yet.</p>
      )}
    </div>
  );
}
