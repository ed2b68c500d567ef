// An asset: the record (vehicle or equipment details, maintenance tasks), and for a vehicle its mileage log.
// /home/assets/asset-details?id= and /home/assets/maintenance-tasks?id= (SPEC paths) open the same page.
import { Navigate, useParams, useSearchParams } from 'react-router';
import type { RecordDto } from '../records/types.ts';
import { useApi } from '../use-api.ts';
import { MileageLog } from './MileagePage.tsx';
import { ASSET, KindView } from './RecordPages.tsx';

function VehicleMileage({ id }: { id: string }) {
  const asset = useApi<RecordDto>(`/api/records/asset/${encodeURIComponent(id)}`);
  if (asset.data?.data.assetType !== 'vehicle') return null;
  return (
    <div className="mt-6">
      <MileageLog vehicleId={id} />
    </div>
  );
}

export function AssetView() {
  const { id = '' } = useParams();
  return (
    <KindView place={ASSET}>
      <VehicleMileage id={id} />
    </KindView>
  );
}

/** The SPEC's query-string paths lead to the asset's own page. */
export function AssetByQuery({ section }: { section?: string }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  if (!id) return <Navigate replace to="/home/assets" />;
  return <Navigate replace to={`${ASSET.base}/${encodeURIComponent(id)}${section ? `#${section}` : ''}`} />;
}
