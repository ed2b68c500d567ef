// The staff profile's Pay section (SPEC §2: "pay with tab pay-rates or gross-pay"): the person's pay-rate records, and
// their gross pay for a month for those the server lets see it (HR, directors, the person: abilities.organisation.pay
// .everyone or one's own profile).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonGrossPay } from '../pay/PersonGrossPay.tsx';
import { useMe } from '../session.tsx';
import { profileBase } from './context.ts';

export const PAY_TABS = [
  { key: 'pay-rates', label: 'Pay rates' },
  { key: 'gross-pay', label: 'Gross pay' },
] as const;
export type PayTab = (typeof PAY_TABS)[number]['key'];

/** 'employment/pay/gross-pay' → 'gross-pay'; the section's own address is its first tab. */
export const payTabOf = (path: string): PayTab | null =>
  path === 'employment/pay' ? 'pay-rates' : (PAY_TABS.find((t) => path === `employment/pay/${t.key}`)?.key ?? null);

export function PaySection({ staffId, tab, rates }: { staffId: string; tab: PayTab; rates: ReactNode }) {
  const me = useMe();
  const seesGross = me.abilities.organisation.pay.everyone || me.id === staffId;
  const tabs = PAY_TABS.filter((t) => t.key !== 'gross-pay' || seesGross);
  const shown = tab === 'gross-pay' && !seesGross ? 'pay-rates' : tab;
  return (
    <div className="space-y-4">
      <h1 className="page-title">Pay</h1>
      <nav aria-label="Pay tabs">
        <ul className="flex flex-wrap gap-4 border-b border-line">
          {tabs.map((t) => (
            <li key={t.key}>
              <Link
                to={`${profileBase(staffId)}/employment/pay/${t.key}`}
                state={{ keepFocus: true }}
                aria-current={t.key === shown ? 'page' : undefined}
                className={`inline-flex min-h-[44px] items-center border-b-2 px-1 font-medium ${
                  t.key === shown ? 'border-accent text-ink' : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown === 'gross-pay' ? <PersonGrossPay staffId={staffId} /> : rates}
    </div>
  );
}
