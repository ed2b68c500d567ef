// Medication: the MAR per young person and per home round, recording a dose, and each
// medicine's stock. The medicine is a `medication` record; every rule is rules.ts; every decision is
// engine/access/medication.ts; the SQL is store/medication.ts.
import { callerFrom, type Caller } from '../access/index.ts';
import {
  decideMedication,
  decideMedicationToggle,
  decideWitness,
  type MedicationAction,
  type MedicationToggle,
} from '../access/medication.ts';
import { verifyPassword } from '../auth/password.ts';
import { localPinTries, verifyPin, type PinTries } from '../auth/pin.ts';
import { pinStore } from '../store/pins.ts';
import type { UserRow } from '../store/rows.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { toCsv } from '../csv.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import { alertStore } from '../store/alerts.ts';
import { auditStore } from '../store/audit.ts';
import { peopleStore } from '../store/people.ts';
import { criticalMissedAlert, type Rx } from './obligations.ts';
import type { Store } from '../store/index.ts';
import { medicationStore, type MarEntryRow, type PrescriptionRow } from '../store/medication.ts';
import { addDays, londonDate } from '../time/london.ts';
import {
  DEFAULT_WINDOW_MINUTES,
  LETTER_CODES,
  activeOn,
  daysOfStock,
  doseStatus,
  letterCode,
  needsReason,
  prnVerdict,
  quantityOf,
  scheduledDoses,
  stockAfter,
  takesStock,
  type DoseOutcome,
  type Prescription,
} from './rules.ts';

/** Who confirms: their PIN once they have one, their password until then. */
export interface Secret {
  pin?: string;
  password?: string;
}
export interface Signature extends Secret {
  userId: string;
}
export interface NewDose extends Secret {
  medicationId: string;
  outcome: DoseOutcome;
  scheduledAt?: string;
  givenAt?: string;
  doseGiven?: string;
  quantity?: number;
  reason?: string;
  prnReason?: string;
  witness?: Signature;
}
/** Said with a dose or movement confirmed by password: the person should set a PIN. */
export const SET_PIN_ADVICE =
  'You confirmed with your password: set a staff PIN in your profile to confirm medicines with it.';
export const STOCK_MOVES = ['received', 'adjustment', 'disposal', 'returned', 'count'] as const;
export interface NewStockMove extends Secret {
  medicationId: string;
  kind: (typeof STOCK_MOVES)[number];
  quantity: number;
  batch?: string;
  expiry?: string;
  reason?: string;
  note?: string;
  witness?: Signature;
}

const HOUR = 3_600_000;
const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const rx = (p: PrescriptionRow) =>
  p.data as unknown as Prescription & { name: string; controlled?: boolean; strength?: string; route?: string };
const clock = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export function medicationService({ store, pinTries = localPinTries() }: { store: Store; pinTries?: PinTries }) {
  const forOrg = (c: Caller) => medicationStore(store.db, c.orgId);

  async function youngPerson(c: Caller, id: string) {
    const yp = await store.forOrg(c.orgId).people.youngPerson(id);
    if (!yp) throw notFound('The young person');
    return yp;
  }
  async function toggleOn(c: Caller, toggle: MedicationToggle) {
    const org = await store.forOrg(c.orgId).people.organisation();
    check(decideMedicationToggle((org?.settings ?? {}) as Record<string, unknown>, toggle));
  }
  /** The young person, once the toggle and the caller's access say yes. */
  async function open(c: Caller, ypId: string, toggle: MedicationToggle, action: MedicationAction) {
    const yp = await youngPerson(c, ypId);
    check(decideMedication(c, yp, action));
    await toggleOn(c, toggle);
    return yp;
  }
  /**
   * One person's PIN, or their password while they have no PIN ("the field becomes the PIN when it exists").
   * Wrong tries count against the person trying (the caller), not the person named (engine/auth/pin.ts): their own
   * secret and each colleague's they give as witness are counted apart, so a right PIN (their own, or a willing
   * colleague's) does not clear the count of wrong PINs tried for another. `at` is the body path of the signature.
   */
  async function confirmPerson(c: Caller, u: UserRow, given: Secret, at: '' | '/witness'): Promise<'pin' | 'password'> {
    const whose = at ? "the witness's" : 'your';
    const key = at ? `${c.id}:witness:${u.id}` : c.id;
    await pinTries.allowed(key, at ? `${u.name}'s PIN or password as witness` : 'your PIN or password');
    const pin = await pinStore(store.db, c.orgId).pin(u.id);
    if (pin?.hash) {
      if (!given.pin)
        throw invalid(at ? 'The witness confirms with their PIN.' : 'Confirm with your PIN.', [
          { path: `${at}/pin`, message: 'is required: a PIN is set' },
        ]);
      if (!(await verifyPin(given.pin, pin.hash))) {
        await pinTries.failed(key);
        throw invalid(at ? "The witness's PIN is not right." : 'Your PIN is not right.', [
          { path: `${at}/pin`, message: `does not match ${whose} PIN` },
        ]);
      }
      await pinTries.succeeded(key);
      return 'pin';
    }
    if (!given.password) {
      const message = given.pin
        ? 'no PIN is set yet: confirm with the password (and set a PIN in the profile)'
        : 'is required';
      throw invalid(
        at
          ? 'The witness has no PIN yet: they confirm with their password.'
          : 'You have no PIN yet: confirm with your password.',
        [{ path: `${at}/password`, message }],
      );
    }
    if (!(await verifyPassword(given.password, u.passwordHash))) {
      await pinTries.failed(key);
      throw invalid(at ? "The witness's password is not right." : 'Confirm with your own password.', [
        { path: `${at}/password`, message: `does not match ${whose} password` },
      ]);
    }
    await pinTries.succeeded(key);
    return 'password';
  }
  /** The recorder's PIN (or password), and a witness's when one is needed or given. */
  async function confirm(
    c: Caller,
    secret: Secret,
    witness: Signature | undefined,
    yp: { id: string; homeId: string },
    needWitness: boolean,
  ) {
    const me = await store.forOrg(c.orgId).people.user(c.id);
    if (!me) throw forbidden('You are not a member of staff here.');
    const by = await confirmPerson(c, me, secret, '');
    if (!witness) {
      if (needWitness)
        throw invalid('A controlled drug needs a second member of staff as witness.', [
          { path: '/witness', message: 'is required for a controlled drug' },
        ]);
      return { witnessId: null, by };
    }
    const w = await store.forOrg(c.orgId).people.user(witness.userId);
    if (!w || !w.active)
      throw invalid('The witness is not a member of staff here.', [
        { path: '/witness/userId', message: 'is not a member of staff' },
      ]);
    const may = decideWitness(callerFrom(w), c.id, yp);
    if (!may.ok) throw invalid(may.reason, [{ path: '/witness/userId', message: may.reason }]);
    await confirmPerson(c, w, witness, '/witness');
    return { witnessId: w.id, by };
  }
  const advice = (by: 'pin' | 'password') =>
    by === 'password' ? { confirmedBy: by, setPin: SET_PIN_ADVICE } : { confirmedBy: by };
  async function allergies(c: Caller, ypId: string) {
    const hp = await forOrg(c).healthProfile(ypId);
    return {
      noKnownAllergies: hp?.noKnownAllergies === true,
      allergies: (hp?.allergies ?? []) as { allergen: string; reaction?: string; severity?: string }[],
      recorded: !!hp,
    };
  }
  const medicine = (p: PrescriptionRow, today: string) => {
    const d = rx(p);
    return {
      id: p.id,
      version: p.version,
      data: p.data,
      name: d.name,
      regularity: d.regularity,
      controlled: d.controlled === true,
      current: activeOn(d, today) || d.start > today,
    };
  };
  const entryOut = (e: MarEntryRow) => ({ ...e, code: letterCode(e.outcome as DoseOutcome, e.recordedByName) });

  /** The chart's scheduled doses between two London days, each with its SPEC §4 status and its entry. */
  function chart(prescriptions: PrescriptionRow[], entries: MarEntryRow[], fromDay: string, toDay: string, now: Date) {
    const byDose = new Map(
      entries.filter((e) => !e.prn).map((e) => [`${e.medicationId}|${new Date(e.scheduledAt).toISOString()}`, e]),
    );
    return prescriptions
      .flatMap((p) =>
        scheduledDoses(rx(p), fromDay, toDay).map((at) => {
          const entry = byDose.get(`${p.id}|${at.toISOString()}`);
          return {
            medicationId: p.id,
            youngPersonId: p.youngPersonId,
            scheduledAt: at.toISOString(),
            status: doseStatus(at, !!entry, now, DEFAULT_WINDOW_MINUTES),
            entry: entry ? entryOut(entry) : null,
          };
        }),
      )
      .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  }

  return {
    /** A young person's MAR from `from` to `to` (London days): medicines, allergies, doses due and PRN doses given. */
    async mar(c: Caller, ypId: string, q: { from?: string; to?: string }, now = new Date()) {
      const yp = await open(c, ypId, 'mar', 'read');
      const today = londonDate(now);
      const from = q.from ?? today;
      const to = q.to ?? from;
      if (to < from || addDays(from, 62) < to)
        throw invalid('Ask for at most two months, from before to.', [
          { path: '/to', message: 'must be on or after from, at most 62 days later' },
        ]);
      const s = forOrg(c);
      const prescriptions = await s.prescriptions({ youngPersonId: yp.id });
      const entries = await s.entries({
        youngPersonId: yp.id,
        from: new Date(`${addDays(from, -1)}T00:00:00Z`),
        to: new Date(`${addDays(to, 2)}T00:00:00Z`),
      });
      const inRange = (e: MarEntryRow) => {
        const d = londonDate(new Date(e.scheduledAt));
        return d >= from && d <= to;
      };
      return {
        youngPerson: {
          id: yp.id,
          name: `${yp.preferredName ?? yp.firstName} ${yp.lastName}`,
          dateOfBirth: yp.dateOfBirth,
          birthYear: yp.birthYear,
          homeId: yp.homeId,
          homeName: yp.homeName,
        },
        ...(await allergies(c, yp.id)),
        from,
        to,
        windowMinutes: DEFAULT_WINDOW_MINUTES,
        medicines: prescriptions.map((p) => medicine(p, today)),
        doses: chart(prescriptions, entries.filter(inRange), from, to, now),
        prnDoses: entries.filter((e) => e.prn && inRange(e)).map(entryOut),
        canRecord: decideMedication(c, yp, 'record').ok,
        codes: LETTER_CODES,
      };
    },

    /** A home's round: every young person's doses due between two instants (default two hours either side of now). */
    async round(c: Caller, homeId: string, q: { from?: string; to?: string }, now = new Date()) {
      const home = (await store.forOrg(c.orgId).people.homes()).find((h) => h.id === homeId);
      if (!home) throw notFound('The home');
      await toggleOn(c, 'mar');
      const from = q.from ? new Date(q.from) : new Date(now.getTime() - 2 * HOUR);
      const to = q.to ? new Date(q.to) : new Date(now.getTime() + 2 * HOUR);
      if (!(to > from) || to.getTime() - from.getTime() > 24 * HOUR)
        throw invalid('A round is at most 24 hours.', [
          { path: '/to', message: 'must be after from, at most 24 hours later' },
        ]);
      const s = forOrg(c);
      const youngPeople = (await store.forOrg(c.orgId).people.youngPeople({ homeIds: [homeId] })).filter(
        (y) => decideMedication(c, y, 'read').ok,
      );
      if (!youngPeople.length && !decideMedication(c, { id: '', homeId }, 'read').ok)
        check(decideMedication(c, { id: '', homeId }, 'read'));
      const allowed = new Set(youngPeople.map((y) => y.id));
      const [prescriptions, entries] = await Promise.all([
        s.prescriptions({ homeId }),
        s.entries({ homeId, from, to }),
      ]);
      const mine = prescriptions.filter((p) => allowed.has(p.youngPersonId));
      const doses = chart(mine, entries, londonDate(from), londonDate(to), now).filter(
        (d) => d.scheduledAt >= from.toISOString() && d.scheduledAt < to.toISOString(),
      );
      const today = londonDate(now);
      return {
        homeId,
        homeName: home.name,
        from: from.toISOString(),
        to: to.toISOString(),
        youngPeople: youngPeople.map((y) => ({ id: y.id, name: `${y.preferredName ?? y.firstName} ${y.lastName}` })),
        medicines: mine.map((p) => ({ ...medicine(p, today), youngPersonId: p.youngPersonId })),
        doses,
      };
    },

    /**
     * Record one dose given or not (NICE SC1): confirmed by the recorder's password, a controlled drug's by a witness
     * too.
     */
    async recordDose(c: Caller, ypId: string, d: NewDose, now = new Date()) {
      const yp = await open(c, ypId, 'mar', 'record');
      const s = forOrg(c);
      const p = await s.prescription(d.medicationId);
      if (!p || p.youngPersonId !== yp.id || p.archivedAt)
        throw invalid("Choose one of this young person's medicines.", [
          { path: '/medicationId', message: 'is not a medicine of this young person' },
        ]);
      const m = rx(p);
      const prn = m.regularity === 'prn';
      const faults: FieldError[] = [];
      const reason = d.reason?.trim() || null;
      const prnReason = d.prnReason?.trim() || null;
      if (needsReason(d.outcome) && !reason)
        faults.push({ path: '/reason', message: 'is required when the dose is not given' });
      if (prn && d.outcome === 'given' && !prnReason)
        faults.push({ path: '/prnReason', message: 'is required: why the PRN dose was given' });
      let scheduledAt: Date;
      const givenAt = d.givenAt ? new Date(d.givenAt) : now;
      if (givenAt.getTime() > now.getTime() + 5 * 60_000)
        faults.push({ path: '/givenAt', message: 'is in the future' });
      if (prn) {
        scheduledAt = givenAt;
      } else {
        scheduledAt = new Date(d.scheduledAt ?? '');
        const day = Number.isNaN(scheduledAt.getTime()) ? '' : londonDate(scheduledAt);
        const due = day ? scheduledDoses(m, day, day).some((t) => t.getTime() === scheduledAt.getTime()) : false;
        if (!due) faults.push({ path: '/scheduledAt', message: 'is not a time this medicine is due' });
        else if (scheduledAt.getTime() - now.getTime() > 2 * HOUR)
          faults.push({ path: '/scheduledAt', message: 'is more than two hours away: record it nearer the time' });
      }
      if (faults.length) throw invalid('The dose cannot be recorded as it is.', faults);
      const { witnessId, by } = await confirm(c, d, d.witness, yp, m.controlled === true && takesStock(d.outcome));
      const quantity = takesStock(d.outcome) ? (d.quantity ?? quantityOf(m.dose)) : null;

      const run = () =>
        store.db.transaction(async (tx) => {
          const t = medicationStore(tx, c.orgId);
          const stock = await t.lockStock(p.id); // doses of one medicine, one at a time
          if (!prn) {
            const already = await t.scheduledEntry(p.id, scheduledAt);
            if (already) throw alreadyRecorded(already);
          } else if (d.outcome === 'given' && m.prn) {
            const given = await t.prnGiven(
              p.id,
              new Date(scheduledAt.getTime() - 24 * HOUR),
              new Date(scheduledAt.getTime() + 24 * HOUR),
            );
            const v = prnVerdict(given, scheduledAt, m.prn);
            if (!v.ok) throw new Problem(409, 'Conflict', v.reason, [{ path: '/givenAt', message: v.reason }]);
          }
          let after: number | null = null;
          if (stock && quantity !== null) {
            const v = stockAfter(stock.balance, -quantity);
            if (!v.ok) throw new Problem(409, 'Conflict', v.reason, [{ path: '/quantity', message: v.reason }]);
            after = v.balance;
          }
          const id = await t.insertEntry({
            homeId: yp.homeId,
            youngPersonId: yp.id,
            medicationId: p.id,
            medicationVersion: p.version,
            prn,
            scheduledAt,
            outcome: d.outcome,
            givenAt: d.outcome === 'given' || d.outcome === 'self_administered' ? givenAt : null,
            doseGiven: d.doseGiven?.trim() || (takesStock(d.outcome) ? (m.dose ?? null) : null),
            quantity,
            reason,
            prnReason,
            recordedBy: c.id,
            witnessId,
          });
          if (after !== null) {
            await t.setBalance(p.id, after);
            await t.insertMove({
              homeId: yp.homeId,
              youngPersonId: yp.id,
              medicationId: p.id,
              kind: 'given',
              quantity: -quantity!,
              balanceAfter: after,
              batch: null,
              expiry: null,
              reason: null,
              note: null,
              counted: null,
              marEntryId: id,
              byId: c.id,
              witnessId,
            });
          }
          // a critical medicine missed or refused: the home's managers are told at once, not at the next scan
          const critical = criticalMissedAlert(id, d.outcome, m as Rx, yp, scheduledAt, reason);
          if (critical)
            await alertStore(tx, c.orgId).raise(
              { ...critical, recordId: p.id, createdBy: c.id },
              await peopleStore(tx, c.orgId).managersOf(yp.homeId),
            );
          await auditStore(tx, c.orgId).write({
            userId: c.id,
            action: 'medication.dose',
            entity: 'mar_entry',
            entityId: id,
            detail: { medicationId: p.id, outcome: d.outcome, scheduledAt: scheduledAt.toISOString(), witnessId },
          });
          return id;
        });
      const id = await run().catch(async (err: { code?: string }) => {
        if (err.code === '23505') {
          // the same dose, recorded by someone else a moment before
          const already = await s.scheduledEntry(p.id, scheduledAt);
          if (already) throw alreadyRecorded(already);
        }
        throw err;
      });
      const entry = entryOut((await s.entry(id))!);
      // a PRN dose given asks for its effect later (the chart shows it until recorded)
      return {
        ...entry,
        effectDue: prn && d.outcome === 'given' ? new Date(givenAt.getTime() + HOUR).toISOString() : null,
        ...advice(by),
      };
    },

    /** How a PRN dose worked, recorded once, by anyone who may record this young person's medicines. */
    async recordEffect(c: Caller, entryId: string, effect: string) {
      const s = forOrg(c);
      const e = await s.entry(entryId);
      if (!e) throw notFound('The dose');
      const yp = await open(c, e.youngPersonId, 'mar', 'record');
      if (!e.prn || e.outcome !== 'given') throw conflict('Only a PRN dose that was given has an effect to record.');
      if (!effect.trim()) throw invalid('Say how the dose worked.', [{ path: '/effect', message: 'is required' }]);
      if (!(await s.setEffect(e.id, effect.trim(), c.id)))
        throw conflict('The effect of this dose has already been recorded.');
      await auditStore(store.db, c.orgId).write({
        userId: c.id,
        action: 'medication.effect',
        entity: 'mar_entry',
        entityId: e.id,
        detail: { youngPersonId: yp.id },
      });
      return entryOut((await s.entry(e.id))!);
    },

    /** A month's MAR as a CSV of pharmacy letter codes: a row per medicine and time, a column per day. */
    async exportMonth(c: Caller, ypId: string, month: string, now = new Date()) {
      const from = `${month}-01`;
      const to = addDays(addDays(from, 31).slice(0, 8) + '01', -1);
      const m = await this.mar(c, ypId, { from, to }, now);
      const days: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
      const rows = new Map<string, Map<string, string>>();
      const label = new Map(m.medicines.map((x) => [x.id, x.name]));
      for (const dose of m.doses) {
        const at = new Date(dose.scheduledAt);
        const time = at.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
        const key = `${label.get(dose.medicationId)} ${time}`;
        if (!rows.has(key)) rows.set(key, new Map());
        rows.get(key)!.set(londonDate(at), dose.entry?.code ?? '');
      }
      for (const e of m.prnDoses) {
        const key = `${label.get(e.medicationId)} (PRN)`;
        if (!rows.has(key)) rows.set(key, new Map());
        const day = londonDate(new Date(e.scheduledAt));
        const cell = rows.get(key)!;
        cell.set(day, [cell.get(day), e.code].filter(Boolean).join(' '));
      }
      const allergyText = m.noKnownAllergies
        ? 'No known allergies'
        : m.allergies.map((a) => a.allergen).join('; ') || 'Not recorded';
      const csv = toCsv([
        [
          `MAR ${month}`,
          m.youngPerson.name,
          `Date of birth ${m.youngPerson.dateOfBirth ?? m.youngPerson.birthYear ?? ''}`,
          `Allergies: ${allergyText}`,
        ],
        ['Medicine and time', ...days.map((d) => d.slice(8))],
        ...[...rows.entries()].map(([k, v]) => [k, ...days.map((d) => v.get(d) ?? '')]),
        [],
        ['Key', 'initials = given', ...Object.values(LETTER_CODES).map((x) => `${x.code} = ${x.label}`)],
      ]);
      return { fileName: `mar-${month}.csv`, csv };
    },

    /** A young person's medicines with their stock: balance, days it lasts, last batch and expiry. */
    async stock(c: Caller, ypId: string, now = new Date()) {
      const yp = await open(c, ypId, 'medicationInventory', 'read');
      const s = forOrg(c);
      const [prescriptions, balances, moves] = await Promise.all([
        s.prescriptions({ youngPersonId: yp.id }),
        s.balances({ youngPersonId: yp.id }),
        s.moves({ youngPersonId: yp.id, limit: 1000 }),
      ]);
      const today = londonDate(now);
      return {
        youngPerson: { id: yp.id, name: `${yp.preferredName ?? yp.firstName} ${yp.lastName}`, homeId: yp.homeId },
        ...(await allergies(c, yp.id)),
        medicines: prescriptions.map((p) => stockLine(p, balances, moves, today)),
        canRecord: decideMedication(c, yp, 'record').ok,
        canCount: decideMedication(c, yp, 'manage').ok,
      };
    },

    /** The stock log (newest first), of one medicine or all; for a controlled drug this is its CD register. */
    async stockLog(c: Caller, ypId: string, medicationId?: string) {
      const yp = await open(c, ypId, 'medicationInventory', 'read');
      const s = forOrg(c);
      if (medicationId) {
        const p = await s.prescription(medicationId);
        if (!p || p.youngPersonId !== yp.id) throw notFound('The medicine');
      }
      return { youngPersonId: yp.id, moves: await s.moves(medicationId ? { medicationId } : { youngPersonId: yp.id }) };
    },

    /** Stock received, adjusted (SPEC reasons, with a note), disposed of, returned to pharmacy, or counted. */
    async moveStock(c: Caller, ypId: string, m: NewStockMove) {
      const yp = await open(c, ypId, 'medicationInventory', m.kind === 'count' ? 'manage' : 'record');
      const s = forOrg(c);
      const p = await s.prescription(m.medicationId);
      if (!p || p.youngPersonId !== yp.id || p.archivedAt)
        throw invalid("Choose one of this young person's medicines.", [
          { path: '/medicationId', message: 'is not a medicine of this young person' },
        ]);
      const faults: FieldError[] = [];
      const note = m.note?.trim() || null;
      // an adjustment is signed (a found tablet is +1, a spilled one -1); a count is what is there; the rest take or
      // add an amount
      if (m.kind === 'count' ? m.quantity < 0 : m.kind !== 'adjustment' && m.quantity <= 0)
        faults.push({
          path: '/quantity',
          message: m.kind === 'count' ? 'must not be below nought' : 'must be more than nought',
        });
      if (m.kind === 'adjustment' && (!m.reason || !note)) {
        if (!m.reason) faults.push({ path: '/reason', message: 'is required for an adjustment' });
        if (!note) faults.push({ path: '/note', message: 'is required for an adjustment' });
      }
      if (m.kind === 'adjustment' && m.quantity === 0)
        faults.push({ path: '/quantity', message: 'must not be nought' });
      if (m.kind === 'received' && !m.expiry)
        faults.push({ path: '/expiry', message: 'is required when stock is received' });
      if (faults.length) throw invalid('The stock entry is not complete.', faults);
      const controlled = rx(p).controlled === true;
      const { witnessId, by } = await confirm(c, m, m.witness, yp, controlled && m.kind !== 'count');
      const id = await store.db.transaction(async (tx) => {
        const t = medicationStore(tx, c.orgId);
        await t.openStock({ medicationId: p.id, homeId: yp.homeId, youngPersonId: yp.id });
        const { balance } = (await t.lockStock(p.id))!;
        // received adds; an adjustment is signed; disposal and return take away; a count changes nothing (a correction
        // does)
        const change =
          m.kind === 'received'
            ? m.quantity
            : m.kind === 'adjustment'
              ? m.quantity
              : m.kind === 'count'
                ? 0
                : -m.quantity;
        const v = stockAfter(balance, change);
        if (!v.ok) throw new Problem(409, 'Conflict', v.reason, [{ path: '/quantity', message: v.reason }]);
        if (change !== 0) await t.setBalance(p.id, v.balance);
        const moveId = await t.insertMove({
          homeId: yp.homeId,
          youngPersonId: yp.id,
          medicationId: p.id,
          kind: m.kind,
          quantity: change,
          balanceAfter: v.balance,
          batch: m.batch?.trim() || null,
          expiry: m.expiry ?? null,
          reason: m.kind === 'adjustment' ? m.reason! : null,
          note,
          counted: m.kind === 'count' ? m.quantity : null,
          marEntryId: null,
          byId: c.id,
          witnessId,
        });
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: `medication.stock.${m.kind}`,
          entity: 'medication_stock_move',
          entityId: moveId,
          detail: { medicationId: p.id, change, balance: v.balance, witnessId },
        });
        return moveId;
      });
      const [move] = (await s.moves({ medicationId: p.id, limit: 1 })).filter((x) => x.id === id);
      return {
        ...move,
        discrepancy: move.kind === 'count' ? Math.round((move.counted! - move.balanceAfter) * 1000) / 1000 : null,
        ...advice(by),
      };
    },

    /** /cyp/medication-inventory: every medicine's stock in the homes the caller may see. */
    async inventory(c: Caller, homeId: string, now = new Date()) {
      const home = (await store.forOrg(c.orgId).people.homes()).find((h) => h.id === homeId);
      if (!home) throw notFound('The home');
      await toggleOn(c, 'medicationInventory');
      const youngPeople = (await store.forOrg(c.orgId).people.youngPeople({ homeIds: [homeId] })).filter(
        (y) => decideMedication(c, y, 'read').ok,
      );
      if (!youngPeople.length) check(decideMedication(c, { id: '', homeId }, 'read'));
      const s = forOrg(c);
      const [prescriptions, balances] = await Promise.all([s.prescriptions({ homeId }), s.balances({ homeId })]);
      const today = londonDate(now);
      return {
        homeId,
        homeName: home.name,
        youngPeople: await Promise.all(
          youngPeople.map(async (y) => {
            const moves = await s.moves({ youngPersonId: y.id, limit: 200 });
            return {
              id: y.id,
              name: `${y.preferredName ?? y.firstName} ${y.lastName}`,
              ...(await allergies(c, y.id)),
              medicines: prescriptions
                .filter((p) => p.youngPersonId === y.id)
                .map((p) => stockLine(p, balances, moves, today)),
            };
          }),
        ),
      };
    },
  };

  function stockLine(
    p: PrescriptionRow,
    balances: { medicationId: string; balance: number }[],
    moves: { medicationId: string; kind: string; batch: string | null; expiry: string | null }[],
    today: string,
  ) {
    const d = rx(p);
    const b = balances.find((x) => x.medicationId === p.id);
    const received = moves.find((x) => x.medicationId === p.id && x.kind === 'received');
    const perDay = d.regularity === 'regular' ? (d.times?.length ?? 0) : 0;
    const lasts = b ? daysOfStock(b.balance, perDay, quantityOf(d.dose)) : null;
    return {
      ...medicine(p, today),
      stockUnit: (d as { stockUnit?: string }).stockUnit ?? null,
      kept: !!b,
      balance: b?.balance ?? null,
      daysLeft: lasts,
      runsOutOn: lasts === null ? null : addDays(today, lasts),
      batch: received?.batch ?? null,
      expiry: received?.expiry ?? null,
      expired: !!received?.expiry && received.expiry < today,
    };
  }
}

function alreadyRecorded(e: MarEntryRow) {
  const what = e.outcome.replace(/_/g, ' ');
  return new Problem(
    409,
    'Conflict',
    `This dose was already recorded by ${e.recordedByName} at ${clock(new Date(e.recordedAt))} (${what}).`,
    [{ path: '/scheduledAt', message: `already recorded by ${e.recordedByName}` }],
  );
}
export type MedicationService = ReturnType<typeof medicationService>;
