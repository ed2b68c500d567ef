// Home records that need more than the generic record API: a vehicle's mileage log with each
// journey's distance and the odometer check, and the meal plan's dietary needs and allergies, read from each
// young person's health profile through the one read rule (only those the viewer may see).
import { type Caller, decideRecord } from '../access/index.ts';
import { decideRecordRead, mayReadRecord } from '../access/read-rule.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { checkMileage, totalDistance } from './mileage.ts';

type Deps = { store: Store; registry: DefinitionRegistry };
const LIMIT = 1000;

const str = (v: unknown) => (typeof v === 'string' ? v : null);

export function premisesService({ store, registry }: Deps) {
  const def = async (c: Caller, kind: string) => (await registry.latest(kind, c.orgId))!.def;

  return {
    /** A vehicle's journeys (newest first) with distance, gap from the journey before and anything wrong. */
    async mileage(c: Caller, assetId: string) {
      const o = store.forOrg(c.orgId);
      const asset = await o.records.get(assetId);
      if (!asset || asset.kind !== 'asset') throw notFound('The vehicle');
      const verdict = decideRecordRead(c, await def(c, 'asset'), asset);
      if (!verdict.ok) throw forbidden(verdict.reason);
      const mileageDef = await def(c, 'mileage');
      const rows = (
        await o.records.list({
          kind: 'mileage',
          homeId: asset.homeId ?? undefined,
          homeIds: [asset.homeId!],
          excludeYoungPeople: [],
          limit: LIMIT,
        })
      ).filter((r) => r.data.vehicle === assetId && mayReadRecord(c, mileageDef, r));
      const journeys = rows.map((r) => ({
        id: r.id,
        date: String(r.data.date),
        startOdometer: Number(r.data.startOdometer),
        endOdometer: Number(r.data.endOdometer),
      }));
      const checks = checkMileage(journeys);
      const names = await o.people.staffNames([
        ...new Set(rows.map((r) => str(r.data.driver)).filter((d): d is string => !!d)),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const vehicle = (asset.data.vehicle ?? {}) as Record<string, unknown>;
      return {
        vehicle: {
          id: asset.id,
          name: str(asset.data.name),
          registration: str(vehicle.registration),
          homeId: asset.homeId,
        },
        totalDistance: totalDistance(checks),
        journeys: checks.reverse().map((check) => {
          const r = byId.get(check.id)!;
          return {
            ...check,
            date: String(r.data.date),
            startOdometer: r.data.startOdometer,
            endOdometer: r.data.endOdometer,
            purpose: str(r.data.purpose),
            driverId: str(r.data.driver),
            driverName: names[str(r.data.driver) ?? ''] ?? null,
            youngPeople: (r.data.youngPeople as string[] | undefined)?.length ?? 0,
          };
        }),
      };
    },

    /**
     * Each young person of the home with their dietary needs and allergies, where the viewer may read their health
     * profile.
     */
    async mealPlanNeeds(c: Caller, homeId: string) {
      const o = store.forOrg(c.orgId);
      if (!(await o.people.home(homeId))) throw notFound('The home');
      const verdict = decideRecord(
        c,
        await def(c, 'meal-plan'),
        { homeId, youngPersonId: null, staffId: null },
        'read',
      );
      if (!verdict.ok) throw forbidden(verdict.reason);
      const healthDef = await def(c, 'health-profile');
      const [youngPeople, profiles] = await Promise.all([
        o.people.youngPeople({ homeIds: [homeId] }),
        o.records.list({ kind: 'health-profile', homeIds: [homeId], excludeYoungPeople: [], limit: LIMIT }),
      ]);
      const items = [];
      let notShown = 0;
      for (const yp of youngPeople) {
        // newest first: the first readable one is the profile in use
        const profile = profiles.find((p) => p.youngPersonId === yp.id);
        const place = {
          homeId,
          youngPersonId: yp.id,
          staffId: null,
          status: profile?.status ?? 'complete',
          authorId: profile?.authorId ?? null,
        };
        if (!mayReadRecord(c, healthDef, place)) {
          notShown++;
          continue;
        }
        const data = (profile?.data ?? {}) as {
          diet?: { requirements?: string[]; details?: string };
          allergies?: { allergen: string; severity?: string; reaction?: string; treatment?: string }[];
          noKnownAllergies?: boolean;
        };
        items.push({
          youngPersonId: yp.id,
          name: `${yp.preferredName ?? yp.firstName} ${yp.lastName}`,
          profileId: profile?.id ?? null,
          dietary: data.diet?.requirements ?? [],
          dietDetails: data.diet?.details ?? null,
          allergies: data.allergies ?? [],
          noKnownAllergies: data.noKnownAllergies === true,
        });
      }
      return { items, notShown };
    },
  };
}
