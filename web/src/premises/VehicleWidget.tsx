// The vehicle a mileage journey was driven in (`vehicle` widget for the mileage kind's `x-ref: asset` field):
// the home's vehicles by name and registration, from the asset list (the record link pickers list a young
// person's records; a vehicle is the home's).
import type { WidgetProps } from '@rjsf/utils';
import { memo, useEffect, useState } from 'react';
import { apiGet, query } from '../api.ts';
import { errorTextClass } from '../rjsf/classes.ts';
import type { RecordFormContext } from '../rjsf/types.ts';
import { SelectControl } from '../rjsf/widgets/ChoiceWidgets.tsx';

interface Vehicle {
  id: string;
  label: string;
}
interface AssetSummary {
  id: string;
  summary: Record<string, unknown>;
}

/** The home's vehicles (assets of type vehicle), named "Ford Galaxy (YK23 HMR)". */
function useVehicles(homeId: string | undefined) {
  const [state, setState] = useState<{ vehicles?: Vehicle[]; error: boolean }>({ error: false });
  useEffect(() => {
    if (!homeId) return;
    let live = true;
    apiGet<{ items: AssetSummary[] }>(`/api/records/asset${query({ home: homeId, limit: 100 })}`).then(
      (page) => {
        if (!live) return;
        // the list's columns carry the name, type and registration (definitions/home/asset.ts)
        const vehicles = page.items
          .filter((a) => a.summary.assetType === 'vehicle')
          .map((a) => ({
            id: a.id,
            label: `${String(a.summary.name ?? 'Vehicle')}${a.summary['vehicle.registration'] ? ` (${String(a.summary['vehicle.registration'])})` : ''}`,
          }));
        setState({ vehicles, error: false });
      },
      () => {
        if (live) setState({ error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [homeId]);
  return state;
}

export const VehicleWidget = memo(function VehicleWidget(props: WidgetProps) {
  const homeId = (props.registry.formContext as RecordFormContext | undefined)?.homeId;
  const { vehicles, error } = useVehicles(homeId);
  if (error)
    return <p className={errorTextClass}>The home's vehicles could not be loaded. Reload the page to try again.</p>;
  const choices = (vehicles ?? []).map((v) => ({
    value: v.id as unknown,
    label: v.label,
    hint: undefined as string | undefined,
  }));
  if (vehicles && typeof props.value === 'string' && props.value && !vehicles.some((v) => v.id === props.value)) {
    choices.push({ value: props.value, label: 'A vehicle not in this home', hint: undefined });
  }
  return (
    <SelectControl {...props} multiple={false} choices={choices} loading={!vehicles} placeholder="Choose a vehicle…" />
  );
});
