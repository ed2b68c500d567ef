// One person's gross pay for a month (?month=, this month by default): on /hr/gross-pay?staff= and as the staff
// profile's Pay › Gross pay tab. The server decides who may see it (HR, directors, or the person).
import { useSearchParams } from 'react-router';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { BelowMinimum, Lines, money, MonthPicker, type PersonPay, StaleRates, thisMonth } from './pay-parts.tsx';

export function PersonGrossPay({ staffId }: { staffId: string }) {
  const [params, setParams] = useSearchParams();
  const month = params.get('month') ?? thisMonth();
  const one = useApi<PersonPay>(`/api/pay/gross/${staffId}?month=${month}`);
  const setMonth = (m: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.set('month', m);
      return n;
    });
  return (
    <div className="space-y-4">
      {one.data ? <h2 className="text-xl font-semibold">Gross pay — {one.data.staff.name}</h2> : null}
      <StaleRates stale={one.data?.minimumWageStale} />
      <MonthPicker month={month} onChange={setMonth} />
      {one.error ? (
        <ErrorNotice error={one.error} onRetry={one.reload} />
      ) : !one.data ? (
        <Loading />
      ) : (
        <section className="card !p-0" aria-label="Gross pay for the month">
          <BelowMinimum pay={one.data} />
          <Lines pay={one.data} />
          <p className="border-t border-line px-4 py-3 text-lg font-semibold">Total {money(one.data.amountPence)}</p>
        </section>
      )}
    </div>
  );
}
