// The new dashboard (SPEC §9 feature flag enableNewDashboard): while the product administrator has the flag on for
// an organisation, a director may switch its dashboard to the new layout (and back). The choice is the
// organisation's (settings.dashboardLayout), audited; everyone in it then sees that layout. Flag off: the classic
// layout, whatever was chosen, and the choice is refused.
import { type Caller, isDirector } from '../access/index.ts';
import { forbidden } from '../problem.ts';
import type { Store } from '../store/index.ts';

export const DASHBOARD_LAYOUTS = ['classic', 'new'] as const;
export type DashboardLayout = (typeof DASHBOARD_LAYOUTS)[number];

export function dashboardLayoutService({ store }: { store: Store }) {
  async function read(caller: Caller) {
    const org = (await store.forOrg(caller.orgId).people.organisation())!;
    const available = (org.features as Record<string, unknown> | null)?.enableNewDashboard === true;
    const chosen = (org.settings as { dashboardLayout?: string }).dashboardLayout === 'new' ? 'new' : 'classic';
    return {
      org,
      view: {
        available,
        layout: (available ? chosen : 'classic') as DashboardLayout,
        mayChoose: available && isDirector(caller),
      },
    };
  }
  return {
    async layout(caller: Caller) {
      return (await read(caller)).view;
    },

    async choose(caller: Caller, layout: DashboardLayout) {
      if (!isDirector(caller)) throw forbidden('Only a director can choose the dashboard layout.');
      const { org, view } = await read(caller);
      if (!view.available)
        throw forbidden('The new dashboard is not turned on for your organisation (feature "enableNewDashboard").');
      const settings = { ...org.settings, dashboardLayout: layout };
      await store.transaction(caller.orgId, async (tx) => {
        await tx.administration.setSettings(settings);
        await tx.audit.write({
          userId: caller.id,
          action: 'organisation.dashboard-layout',
          entity: 'organisation',
          entityId: org.id,
          detail: { before: view.layout, after: layout },
        });
      });
      return (await read(caller)).view;
    },
  };
}
