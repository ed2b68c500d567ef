// The young person's medicines and allergies for the medication list pages: from the MAR when it is on,
// else from the medication inventory (both carry them); null when neither toggle is on.
import { useMe } from '../session.tsx';
import { useApi } from '../use-api.ts';
import type { Allergies, Medicine } from './shared.ts';

export function useMedicines(ypId: string) {
  const me = useMe();
  const id = encodeURIComponent(ypId);
  const path =
    me.toggles.mar === true
      ? `/api/young-people/${id}/mar`
      : me.toggles.medicationInventory === true
        ? `/api/young-people/${id}/medication-stock`
        : null;
  return { ...useApi<Allergies & { medicines: Medicine[] }>(path), off: path === null };
}
