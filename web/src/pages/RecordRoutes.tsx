// Record screens outside a young person's profile: the inbox links (/records/...) and home records (/home/records/...).
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
  return <RecordListPage homeId={currentHome?.id} />;
}

export function HomeRecordForm() {
  const { currentHome } = useSession();
  return <RecordFormPage homeId={currentHome?.id} />;
}

export function HomeRecordView() {
  const { currentHome } = useSession();
  return <RecordViewPage homeId={currentHome?.id} />;
}

export function HomeRecordHistory() {
  const { currentHome } = useSession();
  return <RecordHistoryPage homeId={currentHome?.id} />;
}
