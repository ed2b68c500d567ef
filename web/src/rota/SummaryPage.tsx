// The monthly summary per person (SPEC §2 /calendar/shifts/summary): hours worked (sleep-ins count their wake-ups),
// shifts, waking nights, sleep-ins and weekend shifts, from the engine.
import { useSearchParams } from 'react-router';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { RotaNav } from './RotaNav.tsx';
import { monthLabel, todayLondon } from './shared.ts';

interface Summary {
  month: string;
  unfilled: number;
  people: {
    id: string;
    name: string;
    hours: number;
    shifts: number;
    nights: number;
    sleepIns: number;
    weekends: number;
  }[];
}

export default function SummaryPage() {
  const { currentHome } = useSession();
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? todayLondon().slice(0, 7);
  const { data, error, loading, reload } = useApi<Summary>(
    currentHome ? `/api/homes/${currentHome.id}/rota/summary?month=${month}` : null,
  );
  if (!currentHome)
    return (
      <Page title="Monthly summary">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <Page title="Monthly summary" subtitle={`${currentHome.name} · ${monthLabel(month)}`}>
      <RotaNav />
      <label className="block max-w-xs">
        <span className="field-label">Month</span>
        <input
          className="field-input"
          type="month"
          value={month}
          onChange={(e) => e.target.value && setParams({ month: e.target.value })}
        />
      </label>
      {loading && !data ? <Loading /> : null}
      {error ? <ErrorNotice error={error} onRetry={reload} /> : null}
      {data ? (
        <table className="stack-table w-full text-left">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Hours</th>
              <th scope="col">Shifts</th>
              <th scope="col">Waking nights</th>
              <th scope="col">Sleep-ins</th>
              <th scope="col">Weekend shifts</th>
            </tr>
          </thead>
          <tbody>
            {data.people.map((p) => (
              <tr key={p.id} className="border-t border-line">
                <td data-label="Name" className="py-2 font-medium">
                  {p.name}
                </td>
                <td data-label="Hours">{p.hours}</td>
                <td data-label="Shifts">{p.shifts}</td>
                <td data-label="Waking nights">{p.nights}</td>
                <td data-label="Sleep-ins">{p.sleepIns}</td>
                <td data-label="Weekend shifts">{p.weekends}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data?.unfilled ? (
        <p className="font-semibold text-red-700 dark:text-red-300">{data.unfilled} unfilled shifts this month</p>
      ) : null}
    </Page>
  );
}
