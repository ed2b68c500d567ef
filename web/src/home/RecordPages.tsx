// The generic record screens of the home's kinds at their SPEC paths, under the home's sub-navigation.
import type { ReactNode } from 'react';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../lazy/records.ts';
import { useSession } from '../session.tsx';
import { EmptyState } from '../ui/States.tsx';
import { HomeNav } from './HomeNav.tsx';
import type { KindPlace } from './places.ts';

/** What the screens need of a place: the kind and where its record screens live. */
type Place = Pick<KindPlace, 'kind' | 'base'>;

export function WithHomeNav({ children }: { children: ReactNode }) {
  return (
    <>
      <HomeNav />
      {children}
    </>
  );
}

/** The kind's list for the current home (keyed by home: switching homes starts it afresh). */
export function KindList({ place, children }: { place: Place; children?: ReactNode }) {
  const { currentHome } = useSession();
  if (!currentHome)
    return (
      <WithHomeNav>
        <EmptyState title="You are not linked to a home yet." />
      </WithHomeNav>
    );
  return (
    <WithHomeNav>
      {children}
      <RecordListPage
        key={`${place.kind}:${currentHome.id}`}
        kind={place.kind}
        listBase={place.base}
        homeId={currentHome.id}
      />
    </WithHomeNav>
  );
}

export function KindForm({ place }: { place: Place }) {
  const { currentHome } = useSession();
  return (
    <WithHomeNav>
      <RecordFormPage kind={place.kind} listBase={place.base} homeId={currentHome?.id} />
    </WithHomeNav>
  );
}

export function KindView({ place, children }: { place: Place; children?: ReactNode }) {
  return (
    <WithHomeNav>
      <RecordViewPage kind={place.kind} listBase={place.base} />
      {children}
    </WithHomeNav>
  );
}

export function KindHistory({ place }: { place: Place }) {
  return (
    <WithHomeNav>
      <RecordHistoryPage kind={place.kind} listBase={place.base} />
    </WithHomeNav>
  );
}
