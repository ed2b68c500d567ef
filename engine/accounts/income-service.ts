// The income tracker: per placement the agreed fee and its changes (records of the
// placement-fee and income-change kinds, each through the one read rule), admissions and discharges from
// young people's move-in and move-out, and weekly / monthly income, occupancy and empty-bed cost per home
// and for the group. Figures are worked out on request (a few dozen placements per organisation).
import { accountHomes } from '../access/accounts.ts';
import { type Caller, decideRecordRead } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden } from '../problem.ts';
import { accountStore } from '../store/accounts.ts';
import type { Store } from '../store/index.ts';
import { homeIncome, monthOf, placedOn, type Placement, weeklyFeeOn } from './income.ts';
import { parsePounds } from './money.ts';

export function incomeService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  return {
    async tracker(c: Caller, on: string) {
      const scope = accountHomes(c);
      if (Array.isArray(scope) && !scope.length) throw forbidden('You need read access to the "accounts" area.');
      const { records, stays, places } = await accountStore(store.db, c.orgId).incomeSources(scope);
      const visible = [];
      for (const r of records) {
        const { def } = await registry.byId(r.definitionVersionId);
        if (decideRecordRead(c, def, r).ok) visible.push(r);
      }
      const placements = new Map<
        string,
        Placement & { name: string; authority: string | null; supportHours: number | null; events: unknown[] }
      >();
      for (const s of stays) {
        placements.set(s.id, {
          youngPersonId: s.id,
          homeId: s.homeId,
          name: s.name,
          movedIn: s.movedIn,
          movedOut: s.movedOut,
          fees: [],
          oneOffs: [],
          authority: null,
          supportHours: null,
          // admissions and discharges come from the young person's own move-in and move-out
          events: [
            ...(s.movedIn ? [{ type: 'admission', subject: null, effectiveDate: s.movedIn, source: 'move-in' }] : []),
            ...(s.movedOut
              ? [{ type: 'discharge', subject: null, effectiveDate: s.movedOut, source: 'move-out' }]
              : []),
          ],
        });
      }
      for (const r of visible.sort((a, b) =>
        String(a.data.agreedFrom ?? a.data.effectiveDate).localeCompare(
          String(b.data.agreedFrom ?? b.data.effectiveDate),
        ),
      )) {
        const p = placements.get(r.youngPersonId);
        if (!p) continue;
        const d = r.data as Record<string, string | number | undefined>;
        const pence =
          typeof d.weeklyFee === 'string'
            ? parsePounds(d.weeklyFee)
            : typeof d.amount === 'string'
              ? parsePounds(d.amount)
              : null;
        if (r.kind === 'placement-fee') {
          if (pence !== null && d.agreedFrom)
            p.fees.push({ effectiveDate: String(d.agreedFrom), weeklyFeePence: pence });
          p.authority = (d.authority as string) ?? p.authority;
          if (typeof d.supportHours === 'number') p.supportHours = d.supportHours;
          continue;
        }
        p.events.push({
          recordId: r.id,
          type: d.type,
          subject: d.subject,
          effectiveDate: d.effectiveDate,
          amountPence: pence,
          newValue: d.newValue ?? null,
        });
        if (d.type === 'ongoing' && d.subject === 'fee' && pence !== null)
          p.fees.push({ effectiveDate: String(d.effectiveDate), weeklyFeePence: pence });
        if (d.type === 'oneOff' && pence !== null)
          p.oneOffs.push({ effectiveDate: String(d.effectiveDate), amountPence: pence });
        if (d.subject === 'support_hours' && typeof d.supportHours === 'number' && String(d.effectiveDate) <= on)
          p.supportHours = d.supportHours;
      }
      const month = monthOf(on);
      const all = [...placements.values()];
      const homes = places.map((h) => ({ name: h.name, ...homeIncome(h.id, h.places, all, on, month.from, month.to) }));
      const sum = (k: 'weeklyIncomePence' | 'periodIncomePence' | 'placed') => homes.reduce((s, h) => s + h[k], 0);
      const totalPlaces = homes.every((h) => h.places !== null) ? homes.reduce((s, h) => s + (h.places ?? 0), 0) : null;
      const emptyCosts = homes.map((h) => h.emptyBedWeeklyCostPence).filter((v): v is number => v !== null);
      return {
        on,
        month,
        homes,
        group: {
          placed: sum('placed'),
          places: totalPlaces,
          weeklyIncomePence: sum('weeklyIncomePence'),
          monthlyIncomePence: sum('periodIncomePence'),
          occupancyPercent: totalPlaces ? Math.round((sum('placed') / totalPlaces) * 1000) / 10 : null,
          emptyBedWeeklyCostPence: emptyCosts.reduce((s, v) => s + v, 0),
        },
        placements: all
          .filter((p) => p.fees.length || p.events.length > 1 || placedOn(p, on))
          .map(({ fees, oneOffs, ...p }) => ({ ...p, placed: placedOn(p, on), weeklyFeePence: weeklyFeeOn(fees, on) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  };
}
