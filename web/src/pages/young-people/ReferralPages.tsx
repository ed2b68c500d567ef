// /cyp/referrals and /cyp/referrals/referral/…: referrals to the current home, through the generic record
// screens (kind 'referral', a home record). An accepted referral offers "Add as resident".
import { Link, useParams } from 'react-router';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../../lazy/records.ts';
import { useMe, useSession, useWording } from '../../session.tsx';
import { EmptyState } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { canAddYoungPeople } from './permissions.ts';

const KIND = 'referral';
const BASE = '/cyp/referrals/referral';

function useHome() {
  const { currentHome } = useSession();
  return currentHome;
}

export function ReferralList() {
  const home = useHome();
  if (!home) return <EmptyState title="You are not linked to a home yet." />;
  // keyed by home: switching homes starts the list afresh
  return <RecordListPage key={home.id} kind={KIND} listBase={BASE} homeId={home.id} />;
}

export function ReferralForm() {
  const home = useHome();
  return <RecordFormPage kind={KIND} listBase={BASE} homeId={home?.id} />;
}

export function ReferralHistory() {
  return <RecordHistoryPage kind={KIND} listBase={BASE} />;
}

interface ReferralRecord {
  id: string;
  homeId: string | null;
  data: { decision?: { outcome?: string }; youngPerson?: { name?: string } };
}

/** Below an accepted referral: add the young person as a resident, the form filled in from the referral. */
function AddAsResident({ id }: { id: string }) {
  const me = useMe();
  const w = useWording();
  const { data } = useApi<ReferralRecord>(`/api/records/${KIND}/${encodeURIComponent(id)}`);
  if (!data || data.data.decision?.outcome !== 'accepted' || !canAddYoungPeople(me, data.homeId)) return null;
  return (
    <section aria-labelledby="admit-heading" className="card mx-auto mt-6 w-full max-w-6xl space-y-2">
      <h2 id="admit-heading" className="text-lg font-semibold">
        Referral accepted
      </h2>
      <p>{w('When the {child} arrives, add them as a resident. Their details are filled in from this referral.')}</p>
      <Link to={`/cyp/resident/add?referral=${encodeURIComponent(data.id)}`} className="btn-primary">
        Add as resident<span className="sr-only">: {data.data.youngPerson?.name ?? ''}</span>
      </Link>
    </section>
  );
}

export function ReferralView() {
  const { id = '' } = useParams();
  return (
    <>
      <RecordViewPage kind={KIND} listBase={BASE} />
      <AddAsResident id={id} />
    </>
  );
}
