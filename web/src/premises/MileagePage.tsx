// A vehicle's mileage log (/home/assets/mileage?vehicle=<asset id>): each journey with its distance (end −
// start, worked out, never typed) and a warning where the odometer went backwards (engine/premises/mileage.ts).
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { ASSET, MILEAGE, WithNav } from './RecordPages.tsx';

interface Log {
  vehicle: { id: string; name: string | null; registration: string | null };
  totalDistance: number;
  journeys: {
    id: string;
    date: string;
    startOdometer: number;
    endOdometer: number;
    distance: number | null;
    gap: number | null;
    problems: string[];
    purpose: string | null;
    driverName: string | null;
    youngPeople: number;
  }[];
}

/** The log of one vehicle; also drawn under the asset's own page. */
export function MileageLog({ vehicleId, heading = 2 }: { vehicleId: string; heading?: 2 | 3 }) {
  const log = useApi<Log>(`/api/vehicles/${encodeURIComponent(vehicleId)}/mileage`);
  const H = heading === 2 ? 'h2' : 'h3';
  if (log.error) return <ErrorNotice error={log.error} onRetry={log.reload} />;
  if (!log.data) return <Loading />;
  const { journeys } = log.data;
  return (
    <section aria-labelledby="mileage-heading" className="card mx-auto w-full max-w-6xl space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <H id="mileage-heading" className="text-lg font-semibold">
          Mileage log
        </H>
        <Link className="btn-primary" to={`${MILEAGE.base}/new?vehicle=${encodeURIComponent(vehicleId)}`}>
          Add a journey
        </Link>
      </div>
      <p className="text-sm text-muted">
        {journeys.length} journeys, {log.data.totalDistance} miles.
      </p>
      {journeys.length === 0 ? (
        <p className="text-sm">No journeys logged yet.</p>
      ) : (
        <table className="stack-table w-full text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col">Date</th>
              <th scope="col">Driver</th>
              <th scope="col">Start</th>
              <th scope="col">End</th>
              <th scope="col">Miles</th>
              <th scope="col">Purpose</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {journeys.map((j) => (
              <tr key={j.id} className="border-t border-line align-top">
                <td data-label="Date">
                  <Link className="link" to={`${MILEAGE.base}/${encodeURIComponent(j.id)}`}>
                    {formatDate(j.date)}
                  </Link>
                </td>
                <td data-label="Driver">{j.driverName ?? '—'}</td>
                <td data-label="Start">{j.startOdometer}</td>
                <td data-label="End">{j.endOdometer}</td>
                <td data-label="Miles">{j.distance ?? '—'}</td>
                <td data-label="Purpose">
                  {j.purpose ?? '—'}
                  {j.youngPeople ? ` (${j.youngPeople} carried)` : ''}
                </td>
                <td data-label="Check">
                  {j.problems.length ? <span className="font-semibold text-danger">{j.problems.join(' ')}</span> : 'OK'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function MileagePage() {
  const [params] = useSearchParams();
  const vehicle = params.get('vehicle');
  return (
    <WithNav>
      <Page
        title="Mileage log"
        actions={
          <Link className="btn-secondary" to="/home/assets">
            All assets
          </Link>
        }
      >
        {vehicle ? (
          <MileageLog vehicleId={vehicle} />
        ) : (
          <EmptyState title="Choose a vehicle">
            Open a vehicle from{' '}
            <Link className="link" to={ASSET.base}>
              the assets list
            </Link>{' '}
            to see its mileage log.
          </EmptyState>
        )}
      </Page>
    </WithNav>
  );
}
