// The generic record screens of each premises kind at its SPEC path (as the referrals are placed), under the
// home's sub-navigation (web/src/home/HomeNav.tsx, which lists these pages too):
// /home/accidents → /home/accidents/accident/…, /policies → /policies/policy/…, /home/insurances →
// /home/insurances/insurance/…, /home/assets → /home/assets/asset/…, mileage under /home/assets/mileage/journey/….
import type { ReactNode } from 'react';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../lazy/records.ts';
import { useSession } from '../session.tsx';
import { EmptyState } from '../ui/States.tsx';
import { HomeNav } from '../home/HomeNav.tsx';
import type { KindPlace } from './places.ts';

export { ACCIDENT, ASSET, INSURANCE, MEAL_PLAN, MILEAGE, POLICY, type KindPlace } from './places.ts';

export function WithNav({ children }: { children: ReactNode }) {
  return (
    <>
      <HomeNav />
      {children}
    </>
  );
}

export function KindList({ place, children }: { place: KindPlace; children?: ReactNode }) {
  const { currentHome } = useSession();
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  return (
    <WithNav>
      {children}
      {/* keyed by home: switching homes starts the list afresh */}
      <RecordListPage key={currentHome.id} kind={place.kind} listBase={place.base} homeId={currentHome.id} />
    </WithNav>
  );
}

export function KindForm({ place }: { place: KindPlace }) {
  const { currentHome } = useSession();
  return <WithNav><RecordFormPage kind={place.kind} listBase={place.base} homeId={currentHome?.id} /></WithNav>;
}

export function KindView({ place, children }: { place: KindPlace; children?: ReactNode }) {
  return (
    <WithNav>
      <RecordViewPage kind={place.kind} listBase={place.base} />
      {children}
    </WithNav>
  );
}

export function KindHistory({ place }: { place: KindPlace }) {
  return <WithNav><RecordHistoryPage kind={place.kind} listBase={place.base} /></WithNav>;
}
