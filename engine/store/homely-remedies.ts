// Homely remedies (migration 236): the home's remedies (homely-remedy `medical-inventory` records) and a young
// person's consents (`homely-remedy-consent` records) as the MAR reads them, and the doses given, scoped to one
// organisation. A dose is never updated or deleted, except that its effect is filled in later.
import { fieldReader } from '../definitions/field-reads.ts';
import type { Sql } from './db.ts';

/** What the MAR's homely remedies read of the medical inventory: a form edit may hide these, never remove them. */
export const fieldReads = fieldReader('MAR: homely remedies', [
  { kind: 'medical-inventory', path: 'item', type: 'text', why: 'names the remedy on the MAR and orders the list' },
  {
    kind: 'medical-inventory',
    path: 'itemKind',
    type: 'choice',
    values: ['homely_remedy'],
    why: 'only homely remedies may be given from the MAR',
  },
]);

export interface RemedyRow {
  id: string;
  version: number;
  homeId: string;
  data: Record<string, unknown>;
}
export interface ConsentRow {
  id: string;
  data: Record<string, unknown>;
}
export interface HomelyDoseRow {
  id: string;
  homeId: string;
  youngPersonId: string;
  itemId: string;
  itemVersion: number;
  item: string;
  consentId: string;
  givenAt: Date;
  quantity: number;
  doseGiven: string;
  symptom: string;
  balanceAfter: number;
  effect: string | null;
  effectCheckedAt: Date | null;
  recordedBy: string;
  recordedByName: string;
  witnessId: string | null;
  witnessName: string | null;
  recordedAt: Date;
}
export type NewHomelyDose = Pick<
  HomelyDoseRow,
  | 'homeId'
  | 'youngPersonId'
  | 'itemId'
  | 'itemVersion'
  | 'consentId'
  | 'givenAt'
  | 'quantity'
  | 'doseGiven'
  | 'symptom'
  | 'balanceAfter'
  | 'recordedBy'
  | 'witnessId'
>;

const DOSE = `d.id, d.home_id as "homeId", d.young_person_id as "youngPersonId", d.item_id as "itemId",
  d.item_version as "itemVersion", coalesce(i.data ->> 'item', '') as item, d.consent_id as "consentId",
  d.given_at as "givenAt", d.quantity, d.dose_given as "doseGiven", d.symptom, d.balance_after as "balanceAfter",
  d.effect, d.effect_checked_at as "effectCheckedAt", d.recorded_by as "recordedBy", u.name as "recordedByName",
  d.witness_id as "witnessId", w.name as "witnessName", d.recorded_at as "recordedAt"`;
const DOSE_FROM = `homely_remedy_doses d join users u on u.id = d.recorded_by left join users w on w.id = d.witness_id
  join records i on i.id = d.item_id`;
const doseOut = (r: HomelyDoseRow): HomelyDoseRow => ({
  ...r,
  quantity: Number(r.quantity),
  balanceAfter: Number(r.balanceAfter),
});

export function homelyRemedyStore(sql: Sql, orgId: string) {
  return {
    /** The home's homely remedies, not archived. */
    async remedies(homeId: string): Promise<RemedyRow[]> {
      return sql.query<RemedyRow>(
        `select id, version, home_id as "homeId", data from records
          where org_id = $1 and home_id = $2 and kind = 'medical-inventory' and archived_at is null
            and data ->> 'itemKind' = 'homely_remedy'
          order by data ->> 'item', id`,
        [orgId, homeId],
      );
    },
    /** One remedy, locked until the transaction ends (doses of one remedy, one at a time, so stock stays right). */
    async lockRemedy(id: string): Promise<RemedyRow | null> {
      const [row] = await sql.query<RemedyRow>(
        `select id, version, home_id as "homeId", data from records
          where org_id = $1 and id = $2 and kind = 'medical-inventory' and archived_at is null
            and data ->> 'itemKind' = 'homely_remedy'
          for update`,
        [orgId, id],
      );
      return row ?? null;
    },
    /** A young person's homely remedy consents, not archived, newest first. */
    async consents(youngPersonId: string): Promise<ConsentRow[]> {
      return sql.query<ConsentRow>(
        `select id, data from records
          where org_id = $1 and young_person_id = $2 and kind = 'homely-remedy-consent' and archived_at is null
          order by record_date desc, id`,
        [orgId, youngPersonId],
      );
    },
    /** When a young person was given a remedy between two instants. */
    async givenTimes(youngPersonId: string, itemId: string, from: Date, to: Date): Promise<Date[]> {
      const rows = await sql.query<{ at: Date }>(
        `select given_at as at from homely_remedy_doses
          where org_id = $1 and young_person_id = $2 and item_id = $3 and given_at > $4 and given_at < $5`,
        [orgId, youngPersonId, itemId, from, to],
      );
      return rows.map((r) => new Date(r.at));
    },
    async insertDose(d: NewHomelyDose): Promise<string> {
      const [{ id }] = await sql.query<{ id: string }>(
        `insert into homely_remedy_doses (org_id, home_id, young_person_id, item_id, item_version, consent_id, given_at,
           quantity, dose_given, symptom, balance_after, recorded_by, witness_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
        [
          orgId,
          d.homeId,
          d.youngPersonId,
          d.itemId,
          d.itemVersion,
          d.consentId,
          d.givenAt,
          d.quantity,
          d.doseGiven,
          d.symptom,
          d.balanceAfter,
          d.recordedBy,
          d.witnessId,
        ],
      );
      return id;
    },
    async dose(id: string): Promise<HomelyDoseRow | null> {
      const [row] = await sql.query<HomelyDoseRow>(
        `select ${DOSE} from ${DOSE_FROM} where d.org_id = $1 and d.id = $2`,
        [orgId, id],
      );
      return row ? doseOut(row) : null;
    },
    /**
     * A young person's homely doses between two instants, in time order, with the remedy's protocol as it stood when
     * each was given (the MAR and its export).
     */
    async dosesWithProtocol(
      youngPersonId: string,
      from: Date,
      to: Date,
    ): Promise<(HomelyDoseRow & { protocol: Record<string, unknown> })[]> {
      const rows = await sql.query<HomelyDoseRow & { protocol: Record<string, unknown> }>(
        `select ${DOSE}, coalesce(p.data, i.data) as protocol from ${DOSE_FROM}
           left join record_revisions p on p.record_id = d.item_id and p.version = d.item_version and p.org_id = d.org_id
          where d.org_id = $1 and d.young_person_id = $2 and d.given_at >= $3 and d.given_at < $4
          order by d.given_at, d.recorded_at`,
        [orgId, youngPersonId, from, to],
      );
      return rows.map((r) => ({ ...doseOut(r), protocol: r.protocol }));
    },
    /** The effect, once: false when it was already recorded. */
    async setEffect(id: string, effect: string, by: string): Promise<boolean> {
      const rows = await sql.query(
        `update homely_remedy_doses set effect = $3, effect_checked_at = now(), effect_by = $4
          where org_id = $1 and id = $2 and effect is null returning id`,
        [orgId, id, effect, by],
      );
      return rows.length > 0;
    },
  };
}
