// …/reports/summary-exports/add and /:recordId/edit: the generic record form for a saved summary export; saving
// opens the summary itself (…/summary-exports/:recordId).
import { useParams } from 'react-router';
import { RecordFormPage } from '../../../lazy/records.ts';

export default function SummaryExportForm() {
  const { ypId = '' } = useParams();
  return (
    <RecordFormPage
      youngPersonId={ypId}
      kind="summary-export"
      listBase={`/cyp/resident/${encodeURIComponent(ypId)}/reports/summary-exports`}
    />
  );
}
