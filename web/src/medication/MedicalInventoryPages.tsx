// /cyp/medical-inventory (and /edit): the home's first-aid supplies and homely remedies, one `medical-inventory`
// home record per item, through the generic record screens (a list and a form serve: no bespoke grid is needed).
// The medication scan warns the managers before an item expires.
import { RecordFormPage, RecordHistoryPage, RecordListPage, RecordViewPage } from '../lazy/records.ts';
import { useSession } from '../session.tsx';
import { usePageTitle } from '../ui/Page.tsx';
import { EmptyState } from '../ui/States.tsx';

export const MEDICAL_KIND = 'medical-inventory';
export const MEDICAL_BASE = '/cyp/medical-inventory';

export function MedicalInventoryList() {
  const { currentHome } = useSession();
  usePageTitle('Medical inventory');
  if (!currentHome) return <EmptyState title="You are not linked to a home yet." />;
  return (
    <>
      <p className="mx-auto mb-3 w-full max-w-6xl text-muted">
        First-aid supplies and homely remedies kept at {currentHome.name}: check them regularly and record each check.
        Managers are alerted 30 and 7 days before an item expires, and on the day.
      </p>
      {/* keyed by home: switching homes starts the list afresh */}
      <RecordListPage key={currentHome.id} kind={MEDICAL_KIND} listBase={MEDICAL_BASE} homeId={currentHome.id} />
    </>
  );
}

export function MedicalInventoryForm() {
  const { currentHome } = useSession();
  return <RecordFormPage kind={MEDICAL_KIND} listBase={MEDICAL_BASE} homeId={currentHome?.id} />;
}
export const MedicalInventoryView = () => <RecordViewPage kind={MEDICAL_KIND} listBase={MEDICAL_BASE} />;
export const MedicalInventoryHistory = () => <RecordHistoryPage kind={MEDICAL_KIND} listBase={MEDICAL_BASE} />;
