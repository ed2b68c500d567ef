// Homely remedies on the MAR (decision 0890): the home's remedies a young person may be offered now, each with the
// dose for their age or why not, and a homely dose given — checked against the remedy's protocol, the child's
// consent, their allergies, the giver's competency and every current prescription's ingredients, confirmed by the
// giver's PIN, and taken off the remedy's stock as a new revision of its inventory record in the same transaction.
import type { Caller } from '../access/index.ts';
import type { MedicationAction, MedicationToggle } from '../access/medication.ts';
import { invalid, notFound, Problem } from '../problem.ts';
import { auditStore } from '../store/audit.ts';
import { type HomelyDoseRow, homelyRemedyStore, type RemedyRow } from '../store/homely-remedies.ts';
import type { Store } from '../store/index.ts';
import { medicationStore } from '../store/medication.ts';
import { recordStore } from '../store/records.ts';
import type { YoungPersonRow } from '../store/rows.ts';
import { londonDate } from '../time/london.ts';
import { type AllergyStatus, allergyVerdict } from './allergies.ts';
import { amount, rangeText } from './dose.ts';
import {
  ageOn,
  bandRange,
  consentCovers,
  doseBandFor,
  type HomelyConsent,
  type HomelyProtocol,
  homelyVerdict,
} from './homely.ts';
import { duplicateAdvice, duplicatedIngredients } from './ingredients.ts';
import { activeOn, type DoseOutcome } from './rules.ts';

const HOUR = 3_600_000;

export interface NewHomelyDose {
  itemId: string;
  symptom: string;
  quantity?: number;
  givenAt?: string;
  pin?: string;
  password?: string;
  witness?: { userId: string; pin?: string; password?: string };
}

/** What the medication service lends: its access, confirmation and competency checks (service.ts). */
export interface HomelyDeps {
  store: Store;
  open: (c: Caller, ypId: string, toggle: MedicationToggle, action: MedicationAction) => Promise<YoungPersonRow>;
  allergyStatus: (c: Caller, ypId: string) => Promise<AllergyStatus>;
  checkCompetent: (
    c: Caller,
    what: DoseOutcome,
    witnessId: string | undefined,
    now: Date,
  ) => Promise<{ needsSecondChecker: boolean }>;
  confirm: (
    c: Caller,
    secret: { pin?: string; password?: string },
    witness: NewHomelyDose['witness'],
    yp: { id: string; homeId: string },
    needWitness: boolean,
    why?: { detail: string; message: string },
  ) => Promise<{ witnessId: string | null; by: 'pin' | 'password' }>;
  advice: (by: 'pin' | 'password') => { confirmedBy: 'pin' | 'password'; setPin?: string };
}

const protocolOf = (r: RemedyRow) => r.data as unknown as HomelyProtocol & { quantity?: number };

export function homelyRemedies({ store, open, allergyStatus, checkCompetent, confirm, advice }: HomelyDeps) {
  const forOrg = (c: Caller) => homelyRemedyStore(store.db, c.orgId);

  /** The young person's current medicines (checked or awaiting their check), for the ingredient check. */
  async function currentMedicines(c: Caller, ypId: string, day: string) {
    const rows = await medicationStore(store.db, c.orgId).prescriptions({ youngPersonId: ypId, withUnchecked: true });
    return rows.flatMap((p) => {
      const names = new Set([p.data, p.transcription.currentData].map((d) => String(d.name ?? '')));
      const d = p.transcription.currentData as { start: string; end?: string };
      return activeOn(d, day) || d.start > day ? [...names].map((name) => ({ id: p.id, name })) : [];
    });
  }
  const consentFor = (consents: { id: string; data: Record<string, unknown> }[], itemId: string, day: string) =>
    consents.find((k) => consentCovers(k.data as HomelyConsent, itemId, day)) ?? null;
  const doseOut = (d: HomelyDoseRow) => ({ ...d, homely: true as const });

  return {
    /**
     * The home's homely remedies as offered to this young person on `now`'s day: the dose for their age, whether a
     * consent covers it, and what stops it (an ingredient a prescription holds, no dose for the age, expired).
     */
    async homelyRemedies(c: Caller, ypId: string, now = new Date()) {
      const yp = await open(c, ypId, 'mar', 'read');
      const day = londonDate(now);
      const age = ageOn(day, yp.dateOfBirth ?? null, yp.birthYear ?? null);
      const s = forOrg(c);
      const [remedies, consents, medicines] = await Promise.all([
        s.remedies(yp.homeId),
        s.consents(yp.id),
        currentMedicines(c, yp.id, day),
      ]);
      return {
        age,
        remedies: remedies.map((r) => {
          const p = protocolOf(r);
          const band = age === null ? null : doseBandFor(p.doseBands, age);
          const duplicates = duplicatedIngredients({ name: p.item, ingredients: p.activeIngredients }, medicines);
          const consent = consentFor(consents, r.id, day);
          const stop = duplicates.length
            ? duplicateAdvice(p.item, duplicates)
            : !consent
              ? 'No consent covers this remedy: ask the placing authority or a person with parental responsibility.'
              : p.expiry && p.expiry < day
                ? `Expired on ${p.expiry}: do not give it.`
                : !band
                  ? 'The protocol gives no dose at this age: ask a pharmacist or call NHS 111.'
                  : null;
          return {
            id: r.id,
            item: p.item,
            indication: p.indication ?? null,
            stockUnit: p.stockUnit ?? null,
            quantity: Number(p.quantity ?? 0),
            dose: band ? (band.dose ?? rangeText(bandRange(band, p.stockUnit ?? null))) : null,
            doseMin: band?.doseQuantity ?? null,
            doseMax: band ? bandRange(band, null).max : null,
            minIntervalHours: p.minIntervalHours ?? null,
            maxDosesIn24h: p.maxDosesIn24h ?? null,
            maxDays: p.maxDays ?? null,
            agreedBy: p.agreedBy ?? null,
            agreedOn: p.agreedOn ?? null,
            consentId: consent?.id ?? null,
            stop,
          };
        }),
      };
    },

    /**
     * A young person's homely doses between two instants (the MAR shows them with the PRN doses), each with the
     * remedy's strength and route as its protocol stood when given, as a prescribed row shows them.
     */
    async homelyDoses(c: Caller, ypId: string, from: Date, to: Date) {
      return (await forOrg(c).dosesWithProtocol(ypId, from, to)).map(({ protocol, ...d }) => ({
        ...doseOut(d),
        strength: typeof protocol?.strength === 'string' && protocol.strength ? protocol.strength : null,
        route: typeof protocol?.route === 'string' && protocol.route ? protocol.route : null,
      }));
    },

    /** The same with each remedy's protocol as it stood when given, for the month's MAR export. */
    async homelyDosesForExport(c: Caller, ypId: string, from: Date, to: Date) {
      const yp = await open(c, ypId, 'mar', 'read');
      return forOrg(c).dosesWithProtocol(yp.id, from, to);
    },

    /**
     * Give a homely remedy (NICE SC1): refused without a consent, with an ingredient a current prescription holds
     * (ask a pharmacist or 111), outside the dose for the child's age, too soon, over the most in 24 hours, past the
     * days before GP advice, or more than the stock holds.
     */
    async recordHomelyDose(c: Caller, ypId: string, d: NewHomelyDose, now = new Date()) {
      const yp = await open(c, ypId, 'mar', 'record');
      const symptom = d.symptom.trim();
      const givenAt = d.givenAt ? new Date(d.givenAt) : now;
      const faults = [
        ...(symptom ? [] : [{ path: '/symptom', message: 'is required: why the remedy was given' }]),
        ...(givenAt.getTime() > now.getTime() + 5 * 60_000 ? [{ path: '/givenAt', message: 'is in the future' }] : []),
        ...(now.getTime() - givenAt.getTime() > 24 * HOUR
          ? [{ path: '/givenAt', message: 'is more than 24 hours ago: record it as a medication error' }]
          : []),
      ];
      if (faults.length) throw invalid('The homely remedy cannot be recorded as it is.', faults);
      const s = forOrg(c);
      const remedy = (await s.remedies(yp.homeId)).find((r) => r.id === d.itemId);
      if (!remedy)
        throw invalid("Choose one of the home's homely remedies.", [
          { path: '/itemId', message: 'is not a homely remedy of this home' },
        ]);
      const day = londonDate(givenAt);
      const consent = consentFor(await s.consents(yp.id), remedy.id, day);
      if (!consent)
        throw new Problem(
          409,
          'Conflict',
          'No consent covers this homely remedy for them. Record the consent of the placing authority or a person ' +
            'with parental responsibility first.',
          [{ path: '/itemId', message: 'has no consent for this young person' }],
        );
      const p = protocolOf(remedy);
      const duplicates = duplicatedIngredients(
        { name: p.item, ingredients: p.activeIngredients },
        await currentMedicines(c, yp.id, day),
      );
      if (duplicates.length) {
        const why = duplicateAdvice(p.item, duplicates);
        throw new Problem(409, 'Conflict', why, [{ path: '/itemId', message: why }]);
      }
      const allergy = allergyVerdict('given', await allergyStatus(c, yp.id));
      if (!allergy.ok)
        throw new Problem(409, 'Conflict', allergy.reason, [{ path: '/itemId', message: allergy.reason }]);
      // a new member of staff whose assessment asks for it gives with a competent second checker
      const mine = await checkCompetent(c, 'given', d.witness?.userId, now);
      const { witnessId, by } = await confirm(c, d, d.witness, yp, mine.needsSecondChecker, {
        detail:
          'Your competency assessment asks for a second checker: another competent member of staff witnesses each dose you give.',
        message: 'is required: your doses given are checked by a second person',
      });
      const age = ageOn(day, yp.dateOfBirth ?? null, yp.birthYear ?? null);

      const id = await store.db.transaction(async (tx) => {
        const t = homelyRemedyStore(tx, c.orgId);
        const locked = await t.lockRemedy(remedy.id); // doses of one remedy, one at a time
        if (!locked || locked.homeId !== yp.homeId) throw notFound('The homely remedy');
        const current = protocolOf(locked);
        const given = await t.givenTimes(
          yp.id,
          locked.id,
          new Date(givenAt.getTime() - 15 * 24 * HOUR),
          new Date(givenAt.getTime() + 24 * HOUR),
        );
        const v = homelyVerdict({ protocol: current, age, at: givenAt, quantity: d.quantity, given });
        if (!v.ok) {
          if (v.status === 422)
            throw invalid('The homely remedy cannot be recorded as it is.', [{ path: v.path, message: v.reason }]);
          throw new Problem(409, 'Conflict', v.reason, [{ path: v.path, message: v.reason }]);
        }
        const stock = Number(current.quantity ?? 0);
        const after = Math.round((stock - v.quantity) * 1000) / 1000;
        if (after < 0) {
          const why = `Only ${amount(stock, current.stockUnit ?? null)} in stock: record the stock found, then the dose.`;
          throw new Problem(409, 'Conflict', why, [{ path: '/quantity', message: why }]);
        }
        const doseId = await t.insertDose({
          homeId: yp.homeId,
          youngPersonId: yp.id,
          itemId: locked.id,
          itemVersion: locked.version,
          consentId: consent.id,
          givenAt,
          quantity: v.quantity,
          doseGiven: amount(v.quantity, current.stockUnit ?? null),
          symptom,
          balanceAfter: after,
          recordedBy: c.id,
          witnessId,
        });
        // the stock comes off the remedy's record: a new revision, with its history and webhooks like any change
        const changed = await recordStore(tx, c.orgId).change(
          locked.id,
          locked.version,
          {
            data: { ...locked.data, quantity: after },
            reason: `Homely remedy given: ${amount(v.quantity, current.stockUnit ?? null)}`,
          },
          c.id,
          'update',
        );
        if (!changed) throw new Problem(409, 'Conflict', 'The remedy changed meanwhile: try again.');
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'medication.homely_dose',
          entity: 'homely_remedy_dose',
          entityId: doseId,
          detail: { youngPersonId: yp.id, itemId: locked.id, quantity: v.quantity, witnessId },
        });
        return doseId;
      });
      const dose = (await s.dose(id))!;
      return {
        ...doseOut(dose),
        effectDue: new Date(givenAt.getTime() + HOUR).toISOString(),
        ...advice(by),
      };
    },

    /** How a homely dose worked, recorded once, by anyone who may record this young person's medicines. */
    async recordHomelyEffect(c: Caller, doseId: string, effect: string) {
      const s = forOrg(c);
      const d = await s.dose(doseId);
      if (!d) throw notFound('The homely remedy dose');
      await open(c, d.youngPersonId, 'mar', 'record');
      if (!effect.trim()) throw invalid('Say how the remedy worked.', [{ path: '/effect', message: 'is required' }]);
      if (!(await s.setEffect(d.id, effect.trim(), c.id)))
        throw new Problem(409, 'Conflict', 'The effect of this dose has already been recorded.');
      return doseOut((await s.dose(d.id))!);
    },
  };
}
