// /hr/gross-pay: a month's gross pay per person (HR and directors) with the payroll CSV; ?staff= shows one
// person's (HR, directors, or the person themself). Hours come from clock times, else the rota; rates from
// each person's pay-rate records (the profile's employment/pay tab).
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { useMe, useSession } from '../session.tsx';
import { HrNav } from '../staff/HrNav.tsx';
import { downloadFile, ExportButton, withReason } from '../ui/ExportButton.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { BelowMinimum, Lines, money, MonthPicker, type PersonPay, StaleRates, thisMonth } from './pay-parts.tsx';
import { PersonGrossPay } from './PersonGrossPay.tsx';

export default function GrossPayPage() {
  const [params, setParams] = useSearchParams();
  const me = useMe();
  const { currentHome } = useSession();
  const month = params.get('month') ?? thisMonth();
  const staffId = params.get('staff');
  const allHomes = params.get('home') === 'all';
  const setMonth = (m: string) =>
    setParams((p) => {
      const n = new URLSearchParams(p);
      n.set('month', m);
      return n;
    });
  const seesAll = me.abilities.organisation.pay.everyone;
  const personal = staffId ?? (seesAll ? null : me.id);
  const homeQuery = !allHomes && currentHome ? `&home=${currentHome.id}` : '';
  const all = useApi<{ items: PersonPay[]; totalPence: number; period: { from: string; to: string } }>(
    personal ? null : `/api/pay/gross?month=${month}${homeQuery}`,
  );

  if (personal) {
    return (
      <Page
        title="Gross pay"
        subtitle="Hours from clock times (the rota's where a shift was not clocked) at the pay rate in force each day, with approved paid overtime."
      >
        <PersonGrossPay staffId={personal} />
        {seesAll ? (
          <Link className="link" to={`/hr/gross-pay?month=${month}`}>
            Everyone's gross pay
          </Link>
        ) : null}
      </Page>
    );
  }
  return (
    <Page
      title="Gross pay"
      subtitle="Per calendar month, for the payroll bureau."
      actions={
        <>
          {me.abilities.organisation.pay.rates ? (
            <Link className="btn-secondary" to="/hr/gross-pay/rates">
              Pay rates and rules
            </Link>
          ) : null}
          <ExportButton
            className="btn-primary"
            label="Download CSV"
            what="the month's gross pay of each member of staff, by rate and type of hours"
            onExport={(reason) =>
              downloadFile(withReason(`/api/pay/gross.csv?month=${month}${homeQuery}`, reason), 'gross-pay.csv')
            }
          />
        </>
      }
    >
      <HrNav />
      <StaleRates stale={all.data?.items[0]?.minimumWageStale} />
      <div className="flex flex-wrap items-end gap-4">
        <MonthPicker month={month} onChange={setMonth} />
        {currentHome ? (
          <label className="flex min-h-[44px] items-center gap-2">
            <input
              type="checkbox"
              checked={allHomes}
              onChange={(e) =>
                setParams((p) => {
                  const n = new URLSearchParams(p);
                  if (e.target.checked) n.set('home', 'all');
                  else n.delete('home');
                  return n;
                })
              }
            />
            Every home (not only {currentHome.name})
          </label>
        ) : null}
      </div>
      {all.error ? (
        <ErrorNotice error={all.error} onRetry={all.reload} />
      ) : !all.data ? (
        <Loading />
      ) : all.data.items.length === 0 ? (
        <EmptyState title="No staff" />
      ) : (
        <>
          <p className="text-lg font-semibold" data-testid="gross-total">
            Total {money(all.data.totalPence)} for {formatDate(all.data.period.from)} to{' '}
            {formatDate(all.data.period.to)}
          </p>
          <ul className="space-y-3">
            {all.data.items.map((p) => (
              <li key={p.staff.id} className="card !p-0">
                <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
                  <Link className="link font-semibold" to={`/hr/gross-pay?staff=${p.staff.id}&month=${month}`}>
                    {p.staff.name}
                  </Link>
                  <span className="font-semibold">{money(p.amountPence)}</span>
                </div>
                {p.rates.length === 0 ? (
                  <p className="px-4 py-3 text-muted">
                    No pay rate recorded: add one on their profile (Employment, Pay).
                  </p>
                ) : (
                  <>
                    <BelowMinimum pay={p} />
                    <Lines pay={p} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
