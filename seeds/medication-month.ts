// The demo's month of medicines before the last two days (which seeds/medication.ts records through the service):
// each regular dose given a few minutes after its time by the staff who give medicines, a few refused or omitted with
// the reason, one late dose with its reason, a supervised self-administered tablet after its assessment, PRN doses
// with reasons and effects, a controlled drug's receipts, witnessed doses and weekly witnessed balance checks, and a
// daily temperature reading of the medicines fridge and cupboard (one out of range, with what was done). Written
// set-wise in one transaction with each row's own time (the service stamps every row now and asks a password per
// dose, which would make the seed slow), keeping the stock's running balance as the register keeps it.
import { randomUUID } from 'node:crypto';
import type { DefinitionRegistry } from '../engine/definitions/registry.ts';
import { scheduledDoses } from '../engine/medication/rules.ts';
import type { BulkRecord } from '../engine/store/bulk.ts';
import type { Store } from '../engine/store/index.ts';
import { addDays, daysBetween, fromLocal, londonDate, parseYmd } from '../engine/time/london.ts';

const MIN = 60_000;

export interface MonthMedicine {
  id: string;
  version: number;
  data: Record<string, unknown>;
  /** doses on these days (days before today) are refused, omitted or late, with the reason */
  exceptions?: Record<string, { outcome: 'refused' | 'omitted' | 'late'; reason: string }>;
  controlled?: boolean;
  /** from this many days ago the young person takes it themself, watched (a supervised self-administration) */
  selfAdministeredFrom?: number;
}

export interface MonthPlan {
  homeId: string;
  youngPersonId: string;
  /** who give medicines (competent), in turn; the CD witness is the next of them */
  givers: string[];
  /** the CD witness where one person gives the medicines (a second competent person; never the giver) */
  cdWitness?: string;
  manager: string;
  medicines: MonthMedicine[];
  prn: {
    id: string;
    version: number;
    doses: { daysAgo: number; at: string; qty: number; why: string; effect: string }[];
  };
  today: string;
  days: number;
}

const at = (day: string, hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number);
  return fromLocal({ ...parseYmd(day), hour, minute });
};

/** A month of the MAR and the stock register, up to (not including) yesterday. */
export async function seedMarMonth(store: Store, orgId: string, p: MonthPlan) {
  const secondOf = (by: string) => p.givers.find((g) => g !== by) ?? (p.cdWitness !== by ? p.cdWitness : undefined);
  const first = addDays(p.today, -p.days);
  const last = addDays(p.today, -2);
  await store.db.transaction(async (tx) => {
    const balance = new Map<string, number>();
    const move = async (
      medicationId: string,
      kind: 'received' | 'given' | 'count',
      quantity: number,
      when: Date,
      by: string,
      extra: { witness?: string | null; entry?: string; batch?: string; expiry?: string; party?: string } = {},
    ) => {
      const after = Math.round(((balance.get(medicationId) ?? 0) + quantity) * 1000) / 1000;
      balance.set(medicationId, after);
      await tx.query(
        `insert into medication_stock_moves (org_id, home_id, young_person_id, medication_id, kind, quantity,
           balance_after, batch, expiry, counted, mar_entry_id, by_id, witness_id, party, at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          orgId,
          p.homeId,
          p.youngPersonId,
          medicationId,
          kind,
          quantity,
          after,
          extra.batch ?? null,
          extra.expiry ?? null,
          kind === 'count' ? after : null,
          extra.entry ?? null,
          by,
          extra.witness ?? null,
          extra.party ?? null,
          when,
        ],
      );
    };
    const entry = async (e: {
      medicationId: string;
      version: number;
      prn: boolean;
      scheduledAt: Date;
      outcome: string;
      givenAt: Date | null;
      quantity: number | null;
      reason: string | null;
      prnReason?: string;
      effect?: string;
      by: string;
      witness?: string | null;
      unit?: string;
    }) => {
      const [{ id }] = await tx.query<{ id: string }>(
        `insert into mar_entries (org_id, home_id, young_person_id, medication_id, medication_version, prn, scheduled_at,
           outcome, given_at, dose_given, quantity, reason, prn_reason, effect, effect_checked_at, effect_by,
           recorded_by, witness_id, recorded_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) returning id`,
        [
          orgId,
          p.homeId,
          p.youngPersonId,
          e.medicationId,
          e.version,
          e.prn,
          e.scheduledAt,
          e.outcome,
          e.givenAt,
          e.quantity ? `${e.quantity} ${e.unit ?? 'tablet'}${e.quantity === 1 ? '' : 's'}` : null,
          e.quantity,
          e.reason,
          e.prnReason ?? null,
          e.effect ?? null,
          e.effect && e.givenAt ? new Date(e.givenAt.getTime() + 65 * MIN) : null,
          e.effect ? e.by : null,
          e.by,
          e.witness ?? null,
          new Date((e.givenAt ?? e.scheduledAt).getTime() + 2 * MIN),
        ],
      );
      return id;
    };

    // every event in time order, so the running balance reads as the bound register does
    type Event = { when: Date; run: () => Promise<void> };
    const events: Event[] = [];
    const stocked = [...p.medicines.map((m) => m.id), p.prn.id];
    for (const id of stocked) {
      await tx.query(
        `insert into medication_stock (medication_id, org_id, home_id, young_person_id) values ($1, $2, $3, $4)
         on conflict (medication_id) do nothing`,
        [id, orgId, p.homeId, p.youngPersonId],
      );
      const meds = p.medicines.find((m) => m.id === id);
      // the month's supply from the pharmacy, two weeks apart (a controlled drug's receipt is witnessed); the PRN once
      const perDay = ((meds?.data.times as string[] | undefined) ?? []).length;
      for (const daysAgo of meds ? [p.days + 1, Math.round(p.days / 2)] : [p.days + 1]) {
        const when = at(addDays(p.today, -daysAgo), '14:10');
        events.push({
          when,
          run: () =>
            move(id, 'received', meds ? perDay * 16 : 16, when, p.manager, {
              witness: meds?.controlled ? secondOf(p.manager) : null,
              batch: `DEMO-${daysAgo}`,
              expiry: addDays(p.today, 300),
              party: 'Boots, Roundhay Road',
            }),
        });
      }
    }
    let turn = 0;
    for (const m of p.medicines) {
      for (const due of scheduledDoses(m.data as never, first, last)) {
        const daysAgo = daysBetween(londonDate(due), p.today);
        const exception = m.exceptions?.[`${daysAgo}@${clock(due)}`];
        const by = p.givers[turn++ % p.givers.length];
        const witness = m.controlled ? (secondOf(by) ?? null) : null;
        const self = m.selfAdministeredFrom !== undefined && daysAgo <= m.selfAdministeredFrom;
        const late = exception?.outcome === 'late';
        const givenAt = new Date(due.getTime() + (late ? 100 : 4 + (turn % 9)) * MIN);
        const notGiven = exception && !late;
        events.push({
          when: givenAt,
          run: async () => {
            const id = await entry({
              medicationId: m.id,
              version: m.version,
              prn: false,
              scheduledAt: due,
              outcome: notGiven ? exception.outcome : self ? 'self_administered' : 'given',
              givenAt: notGiven ? null : givenAt,
              quantity: notGiven || self ? null : 1,
              reason: exception?.reason ?? null,
              by,
              witness,
              unit: m.data.stockUnit as string | undefined,
            });
            if (!notGiven && !self) await move(m.id, 'given', -1, givenAt, by, { witness, entry: id });
          },
        });
      }
      // the controlled drug's weekly balance check, counted by the manager with a witness
      if (m.controlled)
        for (let d = p.days - 2; d >= 2; d -= 7) {
          const when = at(addDays(p.today, -d), '21:30');
          events.push({
            when,
            run: () => move(m.id, 'count', 0, when, p.manager, { witness: secondOf(p.manager) }),
          });
        }
    }
    for (const d of p.prn.doses) {
      const givenAt = at(addDays(p.today, -d.daysAgo), d.at);
      const by = p.givers[d.daysAgo % p.givers.length];
      events.push({
        when: givenAt,
        run: async () => {
          const id = await entry({
            medicationId: p.prn.id,
            version: p.prn.version,
            prn: true,
            scheduledAt: givenAt,
            outcome: 'given',
            givenAt,
            quantity: d.qty,
            reason: null,
            prnReason: d.why,
            effect: d.effect,
            by,
          });
          await move(p.prn.id, 'given', -d.qty, givenAt, by, { entry: id });
        },
      });
    }
    events.sort((a, b) => a.when.getTime() - b.when.getTime());
    for (const e of events) await e.run();
    for (const [id, b] of balance)
      await tx.query(`update medication_stock set balance = $3 where org_id = $1 and medication_id = $2`, [
        orgId,
        id,
        b,
      ]);
  });
}

const clock = (d: Date) =>
  d.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

/**
 * A month of daily readings of the medicines fridge and cupboard, one reading out of range with what was done (the
 * alert it raised then is long read); written set-wise as the records they are.
 */
export async function seedTemperatureMonth(
  store: Store,
  registry: DefinitionRegistry,
  orgId: string,
  p: { homeId: string; readers: string[]; today: string; days: number; outOfRangeDaysAgo?: number },
) {
  const { versionId } = (await registry.latest('medicines-temperature', orgId))!;
  const rows: BulkRecord[] = [];
  for (let d = p.days; d >= 0; d--) {
    const day = addDays(p.today, -d);
    const readBy = p.readers[d % p.readers.length];
    const when = at(day, '08:15');
    if (when.getTime() > Date.now()) continue; // seeded before this morning's reading: nothing written in the future
    const wobble = (d * 7) % 10; // tenths, steady but not flat
    for (const store of ['fridge', 'cupboard'] as const) {
      const hot = store === 'fridge' && d === p.outOfRangeDaysAgo;
      const data: Record<string, unknown> =
        store === 'fridge'
          ? {
              readAt: when.toISOString(),
              store,
              storeName: 'Office medicines fridge',
              current: 4 + wobble / 10,
              min: 3 + wobble / 10,
              max: hot ? 9.6 : 6 + wobble / 10,
              reset: true,
              readBy,
              ...(hot
                ? {
                    action: {
                      taken:
                        'The fridge door had not shut after the evening round. Shut it; the reading was back to ' +
                        '4.6 °C within the hour. Door seal checked: fine.',
                      stock: 'pharmacist_advised_use',
                      advice: 'Boots, Roundhay Road, 08:40: a short rise to 9.6 °C is fine for what is stored; use.',
                    },
                  }
                : {}),
            }
          : {
              readAt: new Date(when.getTime() + MIN).toISOString(),
              store,
              storeName: 'Office medicines cabinet',
              current: 19 + wobble / 5,
              min: 17 + wobble / 10,
              max: 21 + wobble / 10,
              reset: true,
              readBy,
            };
      rows.push({
        id: randomUUID(),
        kind: 'medicines-temperature',
        definitionVersionId: versionId,
        youngPersonId: null,
        homeId: p.homeId,
        authorId: readBy,
        status: 'complete',
        version: 1,
        submission: 0,
        recordDate: when,
        createdAt: when,
        updatedAt: when,
        changedBy: readBy,
        changeAction: 'create',
        data,
        signoffRule: null,
      });
    }
  }
  await store.bulk(orgId).records(rows);
}
