// The generic record screens, shown inside the young person's profile with the young person fixed.
// The view adds comments (plans) and the record's documents underneath.
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../../lazy/records.ts';
import { useProfile } from './context.ts';
import { RecordExtras } from './RecordExtras.tsx';

export function YpRecordList() {
  const { yp } = useProfile();
  return <RecordListPage youngPersonId={yp.id} homeId={yp.homeId} />;
}

export function YpRecordForm() {
  const { yp } = useProfile();
  return <RecordFormPage youngPersonId={yp.id} homeId={yp.homeId} />;
}

export function YpRecordView() {
  const { yp, definitions } = useProfile();
  return (
    <>
      <RecordViewPage youngPersonId={yp.id} homeId={yp.homeId} />
      <RecordExtras yp={yp} definitions={definitions} />
    </>
  );
}

export function YpRecordHistory() {
  const { yp } = useProfile();
  return <RecordHistoryPage youngPersonId={yp.id} homeId={yp.homeId} />;
}
