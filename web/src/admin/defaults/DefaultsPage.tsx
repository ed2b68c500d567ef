// /defaults — the organisation's defaults: the move-in checklist.
import { Link } from 'react-router';
import { Page } from '../../ui/Page.tsx';
import { useApi } from '../../use-api.ts';
import { paths } from '../api.ts';
import type { Organisation } from '../types.ts';
import { Loaded } from '../ui/Loaded.tsx';
import { SettingsNav } from '../ui/SettingsNav.tsx';

export default function DefaultsPage() {
  const org = useApi<Organisation>(paths.organisation);
  return (
    <Loaded state={org} title="Defaults">
      {(o) => {
        const n = o.settings.moveInChecklist?.length ?? 0;
        return (
          <Page title="Defaults" subtitle="Lists your homes start from.">
            <SettingsNav />
            <ul className="grid gap-4 md:grid-cols-2">
              <li className="card space-y-2">
                <h2 className="text-lg font-semibold">
                  <Link className="link" to="/defaults/checklist">
                    Move-In Checklist
                  </Link>
                </h2>
                <p className="text-muted">What staff check when a young person moves in.</p>
                <p>{n === 0 ? 'No items yet.' : n === 1 ? '1 item' : `${n} items`}</p>
              </li>
            </ul>
          </Page>
        );
      }}
    </Loaded>
  );
}
