// Labels for a medicine's stored keys (form, route, stock unit, CD schedule, regularity) from the SPEC §3
// reference lists, so screens say "Oral" and "Tablet", never the key.
import { labelIn, useList } from '../tasks/lists.ts';

export function useMedicineLabels() {
  const forms = useList('medicationForms');
  const routes = useList('medicationRoutes');
  const units = useList('stockUnits');
  const schedules = useList('controlledDrugSchedules');
  const regularities = useList('medicationRegularities');
  const label = (items: typeof forms) => (v: string | null | undefined) => (v ? labelIn(items, v) : '—');
  return {
    form: label(forms),
    route: label(routes),
    unit: label(units),
    schedule: (v: string | null | undefined) => label(schedules)(v).replace(/ \(.*$/, ''),
    regularity: label(regularities),
  };
}
