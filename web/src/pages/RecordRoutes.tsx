// Record screens outside a young person's profile: the inbox links (/records/...) and home records (/home/records/...),
// the latter under the home's menu like every other home page.
import { HomeNav } from '../home/HomeNav.tsx';
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../lazy/records.ts';
import { useSession } from '../session.tsx';

export function TopRecordList() {
  return <RecordListPage />;
}

export function TopRecordView() {
  return <RecordViewPage />;
}

export function TopRecordForm() {
  return <RecordFormPage />;
}

export function TopRecordHistory() {
  return <RecordHistoryPage />;
}

export function HomeRecordList() {
  const { currentHome } = useSession();
  return (
    <>
      <HomeNav />
      <RecordListPage homeId={currentHome?.id} />
    </>
  );
}

export function HomeRecordForm() {
  const { currentHome } = useSession();
  return (
    <>
      <HomeNav />
      <RecordFormPage homeId={currentHome?.id} />
    </>
  );
}

export function HomeRecordView() {
  const { currentHome } = useSession();
  return (
    <>
      <HomeNav />
      <RecordViewPage homeId={currentHome?.id} />
    </>
  );
}

export function HomeRecordHistory() {
  const { currentHome } = useSession();
  return (
    <>
      <HomeNav />
      <RecordHistoryPage homeId={currentHome?.id} />
    </>
  );
}
