// The new dashboard (SPEC §9 enableNewDashboard): the organisation's layout comes from the API; a director may
// switch it while the feature is on (the API refuses anyone else). New: the figures first, then what waits for me.
import { useState } from 'react';
import { api } from '../../api.ts';
import { useApi } from '../../use-api.ts';

export interface DashboardLayout {
  available: boolean;
  layout: 'classic' | 'new';
  mayChoose: boolean;
}

export function useDashboardLayout() {
  return useApi<DashboardLayout>('/api/dashboard/layout');
}

export function DashboardLayoutSwitch({ current, onChanged }: { current: DashboardLayout; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  if (!current.mayChoose) return null;
  const next = current.layout === 'new' ? 'classic' : 'new';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(null);
          try {
            await api('/api/dashboard/layout', { method: 'PUT', body: { layout: next } });
            onChanged();
          } catch (e) {
            setFailed((e as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {next === 'new' ? 'Try the new dashboard' : 'Back to the classic dashboard'}
      </button>
      <span className="text-sm text-muted">For everyone in the organisation.</span>
      {failed ? (
        <p role="alert" className="text-danger">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
