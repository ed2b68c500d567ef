// An asset: the record (vehicle or equipment details, maintenance tasks), and for a vehicle its mileage log.
// /home/assets/asset-details?id= and /home/assets/maintenance-tasks?id= (SPEC paths, premises/ByQuery.tsx) open this
// page; the maintenance address arrives with #maintenance and is shown its maintenance tasks.
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
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

/** With #<section> in the address, bring that section of the record into view once it is drawn, and focus it. */
function useOpenAtSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const key = decodeURIComponent(hash.slice(1));
    if (!key) return;
    const find = () => {
      const section = document.querySelector<HTMLElement>(`main [data-section="${CSS.escape(key)}"]`);
      if (!section) return false;
      const heading = section.querySelector<HTMLElement>('h2, h3, h4');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
      section.scrollIntoView({ block: 'start' });
      return true;
    };
    if (find()) return;
    // the record is read after the page opens: wait for its section to be drawn
    const watch = new MutationObserver(() => find() && watch.disconnect());
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [hash]);
}

export function AssetView() {
  const { id = '' } = useParams();
  useOpenAtSection();
  return (
    <KindView place={ASSET}>
      <VehicleMileage id={id} />
    </KindView>
  );
}
