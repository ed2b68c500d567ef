// Medication: the MAR per young person and per home round, recording a dose, and each
// medicine's stock. The medicine is a `medication` record; every rule is rules.ts; every decision is
// engine/access/medication.ts; the SQL is store/medication.ts.
import medicationKind from '../../definitions/young-person/medication.ts';
import { type Caller, callerFrom } from '../access/index.ts';
import {
  decideMedication,
  decideMedicationToggle,
  decideWitness,
  type MedicationAction,
  type MedicationToggle,
} from '../access/medication.ts';
import { verifyPassword } from '../auth/password.ts';
import { localPinTries, type PinTries, verifyPin } from '../auth/pin.ts';
import { toCsv } from '../csv.ts';
import type { FieldError } from '../definitions/ajv.ts';
import { leftOn } from '../home/annex-a.ts';
import { conflict, forbidden, invalid, notFound, Problem } from '../problem.ts';
import type { RecordService } from '../records/service.ts';
import { alertStore } from '../store/alerts.ts';
import { auditStore } from '../store/audit.ts';
import { homeStore } from '../store/home.ts';
import type { Store } from '../store/index.ts';
import { type MarEntryRow, medicationStore, type PrescriptionRow } from '../store/medication.ts';
import { peopleStore } from '../store/people.ts';
import { pinStore } from '../store/pins.ts';
import type { UserRow } from '../store/rows.ts';
import { addDays, fromLocal, londonDate, parseYmd } from '../time/london.ts';
import { allergyStatus, allergyVerdict } from './allergies.ts';
import { auditStart } from './audit.ts';
import { type Competency, competencyOn, competencyVerdict } from './competency.ts';
import { amount, doseRange, quantityGiven, type StructuredDose, unitsPerDose } from './dose.ts';
import { countDiscrepancy, stockDiscrepancyAlert } from './errors.ts';
import { homelyRemedies } from './homely-service.ts';
import { marExportRows } from './mar-export.ts';
import { criticalMissedAlert, type Rx } from './obligations.ts';
import { homeRefusalRule } from './refusal-rule.ts';
import { moveFaults, needsWitness, registerPage, STOCK_MOVES, stockChange, type StockMoveKind } from './register.ts';
import {
  activeOn,
  daysOfStock,
  DEFAULT_WINDOW_MINUTES,
  type DoseOutcome,
  doseStatus,
  lateDoseWarning,
  LETTER_CODES,
  letterCode,
  minGapFor,
  needsReason,
  type Prescription,
  prnVerdict,
  REFUSAL_PATTERN,
  refusalPattern,
  scheduledDoses,
  stockAfter,
  takesStock,
  windowFor,
} from './rules.ts';
import type { TemperatureReading } from './storage.ts';
import { AWAITING_CHECK, type CheckedAgainst, checkVerdict } from './transcription.ts';

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
/** A second person's check of a transcription: the version they compared with the label, and what they used. */
export interface TranscriptionCheck extends Secret {
  version: number;
  against: CheckedAgainst;
  note?: string;
}
/** Said with a dose or movement confirmed by password: the person should set a PIN. */
export const SET_PIN_ADVICE =
  'You confirmed with your password: set a staff PIN in your profile to confirm medicines with it.';
export { STOCK_MOVES };
export interface NewStockMove extends Secret {
  medicationId: string;
  kind: StockMoveKind;
  quantity: number;
  batch?: string;
  expiry?: string;
  reason?: string;
  note?: string;
  /** received from, returned to, sent out with, brought back by */
  party?: string;
  /** the register line (a stock move's id) an adjustment for a correction corrects */
  corrects?: string;
  witness?: Signature;
}

const HOUR = 3_600_000;
const FIELD_TITLES = Object.fromEntries(
  Object.entries(medicationKind.schema.properties ?? {}).map(([k, v]) => [k, (v as { title?: string }).title ?? k]),
);
const check = (v: { ok: true } | { ok: false; reason: string }) => {
  if (!v.ok) throw forbidden(v.reason);
};
const rx = (p: PrescriptionRow) =>
  p.data as unknown as Prescription &
    StructuredDose & {
      name: string;
      controlled?: boolean;
      critical?: boolean;
      strength?: string;
      route?: string;
      windowMinutes?: number;
      minGapHours?: number;
    };
const clock = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

export function medicationService({
  store,
  pinTries = localPinTries(),
  records,
}: {
  store: Store;
  pinTries?: PinTries;
  /** Opens a draft medication error when a controlled drug's count does not match (absent: only the alert). */
  records?: Pick<RecordService, 'create'>;
}) {
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
    why: { detail: string; message: string } = {
      detail: 'A controlled drug needs a second member of staff as witness.',
      message: 'is required for a controlled drug',
    },
  ) {
    const me = await store.forOrg(c.orgId).people.user(c.id);
    if (!me) throw forbidden('You are not a member of staff here.');
    const by = await confirmPerson(c, me, secret, '');
    if (!witness) {
      if (needWitness) throw invalid(why.detail, [{ path: '/witness', message: why.message }]);
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
  /** Each person's medication competency on the London day of `now` (competency.ts). */
  async function competencies(c: Caller, ids: string[], now: Date): Promise<Map<string, Competency>> {
    const rows = await forOrg(c).competencyEvidence(ids);
    const day = londonDate(now);
    return new Map(
      ids.map((id) => {
        const mine = rows.filter((r) => r.staffId === id);
        const training = mine.filter((r) => r.kind === 'training-record');
        const assessed = mine
          .filter((r) => r.kind === 'medication-competency')
          .map((r) => ({ ...r, complete: r.status === 'complete' }));
        return [id, competencyOn(day, id, training, assessed)];
      }),
    );
  }
  /** Refused (403) unless the caller may record this; a witness named for it must be competent too (422). */
  async function checkCompetent(c: Caller, what: DoseOutcome | 'cd-move', witnessId: string | undefined, now: Date) {
    const found = await competencies(c, witnessId ? [c.id, witnessId] : [c.id], now);
    const mine = found.get(c.id)!;
    check(competencyVerdict(what, mine));
    if (witnessId && witnessId !== c.id) {
      const v = competencyVerdict(what, found.get(witnessId)!, 'the witness');
      if (!v.ok) throw invalid(v.reason, [{ path: '/witness/userId', message: v.reason }]);
    }
    return mine;
  }
  const advice = (by: 'pin' | 'password') =>
    by === 'password' ? { confirmedBy: by, setPin: SET_PIN_ADVICE } : { confirmedBy: by };
  async function allergies(c: Caller, ypId: string) {
    const hp = await forOrg(c).healthProfile(ypId);
    const status = allergyStatus(hp);
    return {
      noKnownAllergies: status === 'no_known_allergies',
      allergies: (hp?.allergies ?? []) as { allergen: string; reaction?: string; severity?: string }[],
      recorded: status !== 'not_recorded',
      allergyStatus: status,
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
      windowMinutes: windowFor(d),
      current: activeOn(d, today) || d.start > today,
      transcription: {
        ...p.transcription,
        // said in the form's words ("Times", "Dose quantity"), for the checker to compare with the label
        pending: p.transcription.pending && {
          ...p.transcription.pending,
          changes: p.transcription.pending.changes.map((f) => FIELD_TITLES[f] ?? f),
        },
      },
    };
  };
  const entryOut = (e: MarEntryRow) => ({ ...e, code: letterCode(e.outcome as DoseOutcome, e.recordedByName) });

  /** The chart's scheduled doses between two London days, each with its SPEC §4 status and its entry. */
  function chart(prescriptions: PrescriptionRow[], entries: MarEntryRow[], fromDay: string, toDay: string, now: Date) {
    const byDose = new Map(
      entries.filter((e) => !e.prn).map((e) => [`${e.medicationId}|${new Date(e.scheduledAt).toISOString()}`, e]),
    );
    return prescriptions
      .filter((p) => p.transcription.state !== 'new_awaiting_check')
      .flatMap((p) =>
        scheduledDoses(rx(p), fromDay, toDay).map((at) => {
          const entry = byDose.get(`${p.id}|${at.toISOString()}`);
          return {
            medicationId: p.id,
            youngPersonId: p.youngPersonId,
            scheduledAt: at.toISOString(),
            status: doseStatus(at, !!entry, now, windowFor(rx(p))),
            entry: entry ? entryOut(entry) : null,
          };
        }),
      )
      .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  }

  const homely = homelyRemedies({
    store,
    open,
    allergyStatus: async (c, ypId) => (await allergies(c, ypId)).allergyStatus,
    checkCompetent,
    confirm,
    advice,
  });

  return {
    ...homely,
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
      const prescriptions = await s.prescriptions({ youngPersonId: yp.id, withUnchecked: true });
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
        // homely remedies given (decision 0890): on the MAR beside the PRN doses, from the home's stock
        homelyDoses: await homely.homelyDoses(
          c,
          yp.id,
          fromLocal({ ...parseYmd(from), hour: 0, minute: 0 }),
          fromLocal({ ...parseYmd(addDays(to, 1)), hour: 0, minute: 0 }),
        ),
        canRecord: decideMedication(c, yp, 'record').ok,
        competency: (await competencies(c, [c.id], now)).get(c.id)!,
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
        s.prescriptions({ homeId, withUnchecked: true }),
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
        youngPeople: await Promise.all(
          youngPeople.map(async (y) => ({
            id: y.id,
            name: `${y.preferredName ?? y.firstName} ${y.lastName}`,
            allergyStatus: (await allergies(c, y.id)).allergyStatus,
          })),
        ),
        medicines: mine.map((p) => ({ ...medicine(p, today), youngPersonId: p.youngPersonId })),
        doses,
        competency: (await competencies(c, [c.id], now)).get(c.id)!,
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
      // a transcription not yet checked by a second person is not on the MAR (the last checked one is, if any)
      if (p.transcription.state === 'new_awaiting_check')
        throw new Problem(409, 'Conflict', AWAITING_CHECK, [
          { path: '/medicationId', message: 'is awaiting its check' },
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
      // the quantity given, within the prescribed range, is what comes off the stock
      const range = doseRange(m);
      let quantity: number | null = null;
      if (takesStock(d.outcome)) {
        const q = quantityGiven(d.quantity, range);
        if (q.ok) quantity = q.quantity;
        else faults.push({ path: '/quantity', message: q.message });
      }
      // a regular dose given late needs a reason; one leaving too short a gap before the next says so
      if (!prn && d.outcome === 'given' && !faults.some((f) => f.path === '/scheduledAt')) {
        const day = londonDate(scheduledAt);
        const next = scheduledDoses(m, day, addDays(day, 1)).find((t) => t.getTime() > scheduledAt.getTime()) ?? null;
        const late = lateDoseWarning(scheduledAt, givenAt, windowFor(m), next, minGapFor(m));
        if (late && !reason) faults.push({ path: '/reason', message: late });
      }
      if (faults.length) throw invalid('The dose cannot be recorded as it is.', faults);
      // refusals and omissions of this medicine in the last days, for the pattern alert (read before the transaction)
      const missed = d.outcome === 'refused' || d.outcome === 'omitted';
      const rule = missed ? await homeRefusalRule(store.db, c.orgId, yp.homeId) : REFUSAL_PATTERN;
      const recent = missed
        ? (
            await s.entries({
              youngPersonId: yp.id,
              from: new Date(scheduledAt.getTime() - rule.days * 24 * HOUR),
              to: new Date(scheduledAt.getTime() + HOUR),
            })
          ).filter((e) => e.medicationId === p.id)
        : [];
      const allergy = allergyVerdict(d.outcome, (await allergies(c, yp.id)).allergyStatus);
      if (!allergy.ok)
        throw new Problem(409, 'Conflict', allergy.reason, [{ path: '/outcome', message: allergy.reason }]);
      // competency before "given": only a trained, assessed person gives; a new one with a competent second checker
      const mine = await checkCompetent(c, d.outcome, d.witness?.userId, now);
      const secondChecker = d.outcome === 'given' && mine.needsSecondChecker;
      const { witnessId, by } = await confirm(
        c,
        d,
        d.witness,
        yp,
        (m.controlled === true && takesStock(d.outcome)) || secondChecker,
        secondChecker && m.controlled !== true
          ? {
              detail:
                'Your competency assessment asks for a second checker: another competent member of staff witnesses each dose you give.',
              message: 'is required: your doses given are checked by a second person',
            }
          : undefined,
      );

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
            doseGiven: d.doseGiven?.trim() || (quantity !== null ? amount(quantity, range?.unit ?? null) : null),
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
          // N refusals or omissions of this medicine in M days: the managers are asked to tell the prescriber
          const pattern = recent.length
            ? refusalPattern(
                [
                  ...recent.map((e) => ({ id: e.id, at: new Date(e.scheduledAt), outcome: e.outcome })),
                  { id, at: scheduledAt, outcome: d.outcome },
                ],
                rule,
              )
            : null;
          if (pattern)
            await alertStore(tx, c.orgId).raise(
              {
                kind: 'task_overdue',
                recordCategory: 'mar',
                title: `${m.name} refused or not given ${pattern.length} times in ${rule.days} days: tell the prescriber`,
                body:
                  `${pattern.map((e) => clock(e.at)).join(', ')}. Tell the prescriber (NICE SC1: repeated refusal is ` +
                  'reported so the medicine can be reviewed) and record what they advise.',
                recordId: p.id,
                youngPersonId: yp.id,
                homeId: yp.homeId,
                naturalKey: `mar_refusal_pattern:${p.id}:${pattern[0].id}`,
                createdBy: c.id,
              },
              await peopleStore(tx, c.orgId).managersOf(yp.homeId),
            );
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

    /**
     * A second competent person checks a medicine's new or changed transcription against the label or prescription
     * (NICE SC1), confirmed by their PIN; from then the MAR uses it. Never the person who wrote the change.
     */
    async checkTranscription(c: Caller, ypId: string, medicationId: string, q: TranscriptionCheck) {
      const yp = await open(c, ypId, 'mar', 'record');
      const s = forOrg(c);
      const p = await s.prescription(medicationId);
      if (!p || p.youngPersonId !== yp.id || p.archivedAt) throw notFound('The medicine');
      const t = p.transcription;
      const checked = t.state === 'new_awaiting_check' ? null : t.pending ? p.version : t.currentVersion;
      const v = checkVerdict(c.id, q.version, t, await s.transcribers(p.id, checked));
      if (!v.ok) {
        const errors = [{ path: v.path, message: v.reason }];
        throw v.status === 409 ? new Problem(409, 'Conflict', v.reason, errors) : invalid(v.reason, errors);
      }
      check(competencyVerdict('check', (await competencies(c, [c.id], new Date())).get(c.id)!));
      const { by } = await confirm(c, q, undefined, yp, false);
      const note = q.note?.trim() || null;
      await store.db.transaction(async (tx) => {
        const saved = await medicationStore(tx, c.orgId).insertCheck({
          medicationId: p.id,
          version: q.version,
          data: t.currentData,
          checkedBy: c.id,
          against: q.against,
          note,
        });
        if (!saved) throw conflict('This version has just been checked by someone else.');
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: 'medication.transcription-check',
          entity: 'record',
          entityId: p.id,
          detail: { version: q.version, against: q.against, changes: t.pending!.changes },
        });
      });
      return { ...medicine((await s.prescription(p.id))!, londonDate(new Date())), ...advice(by) };
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

    /**
     * A month's MAR as a CSV (mar-export.ts): a row per medicine and time with its strength, form, dose, route and
     * instructions, a column per day of letter codes; the PRN doses' reasons and effects; doses not given with why.
     */
    async exportMonth(c: Caller, ypId: string, month: string, now = new Date()) {
      const from = `${month}-01`;
      const to = addDays(addDays(from, 31).slice(0, 8) + '01', -1);
      const m = await this.mar(c, ypId, { from, to }, now);
      const days: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
      const allergyText = m.noKnownAllergies
        ? 'No known allergies'
        : m.allergies.map((a) => a.allergen).join('; ') || 'Not recorded';
      const csv = toCsv(
        marExportRows({
          month,
          days,
          youngPerson: {
            name: m.youngPerson.name,
            dateOfBirth: String(m.youngPerson.dateOfBirth ?? m.youngPerson.birthYear ?? ''),
          },
          allergies: allergyText,
          medicines: m.medicines,
          doses: m.doses,
          prnDoses: m.prnDoses,
          homelyDoses: await homely.homelyDosesForExport(
            c,
            ypId,
            fromLocal({ ...parseYmd(from), hour: 0, minute: 0 }),
            fromLocal({ ...parseYmd(addDays(to, 1)), hour: 0, minute: 0 }),
          ),
        }),
      );
      return { fileName: `mar-${month}.csv`, csv };
    },

    /**
     * What a month's records say for the home's medication audit to start from (decision 0960): doses past their
     * window with no record, PRN doses without a reason or effect, witnessed CD balance checks and those that did not
     * match, temperature readings, days without one and those out of range. Every young person's MAR of the home must
     * be readable by the caller, or the figures would be short without saying so.
     */
    async auditStart(c: Caller, homeId: string, month: string, now = new Date()) {
      const home = (await store.forOrg(c.orgId).people.homes()).find((h) => h.id === homeId);
      if (!home) throw notFound('The home');
      await toggleOn(c, 'mar');
      const today = londonDate(now);
      const from = `${month}-01`;
      const last = addDays(addDays(from, 31).slice(0, 8) + '01', -1);
      const to = last < today ? last : today;
      if (to < from) throw invalid('The month has not started.', [{ path: '/month', message: 'is in the future' }]);
      // everyone who lived in the home in the month, those who have left since (archived) too: their days here count
      const stays = new Map(
        (await homeStore(store.db, c.orgId).stays(homeId))
          .map((st) => [st.id, { movedIn: st.moveInDate ?? londonDate(st.createdAt), left: leftOn(st) }] as const)
          .filter(([, st]) => st.movedIn <= to && (st.left === null || st.left >= from)),
      );
      const people = store.forOrg(c.orgId).people;
      const youngPeople = (await Promise.all([...stays.keys()].map((id) => people.youngPerson(id)))).filter(
        (y): y is NonNullable<typeof y> => !!y,
      );
      check(decideMedication(c, { id: '', homeId }, 'read'));
      for (const y of youngPeople) check(decideMedication(c, y, 'read'));
      const days: string[] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
      const mars = await Promise.all(youngPeople.map((y) => this.mar(c, y.id, { from, to }, now)));
      const s = forOrg(c);
      const cds = (await s.prescriptions({ homeId, withUnchecked: true })).filter((p) => rx(p).controlled === true);
      const start = fromLocal({ ...parseYmd(from), hour: 0, minute: 0 });
      const end = fromLocal({ ...parseYmd(addDays(to, 1)), hour: 0, minute: 0 });
      const counts = (await s.registerLines(cds.map((p) => p.id))).filter(
        (l) => l.kind === 'count' && l.counted !== null && new Date(l.at) >= start && new Date(l.at) < end,
      );
      const data = auditStart({
        days,
        doses: mars.flatMap((m) =>
          m.doses.map((d) => ({
            youngPersonId: m.youngPerson.id,
            scheduledAt: d.scheduledAt,
            due: d.status === 'overdue',
            recorded: !!d.entry,
          })),
        ),
        prn: mars.flatMap((m) =>
          m.prnDoses.map((e) => ({
            youngPersonId: m.youngPerson.id,
            at: new Date(e.givenAt ?? e.scheduledAt).toISOString(),
            given: e.outcome === 'given',
            reason: e.prnReason,
            effect: e.effect,
          })),
        ),
        stays: Object.fromEntries(stays),
        cdCounts: counts.map((l) => ({ counted: l.counted!, balance: l.balanceAfter })),
        controlledHeld: cds.length > 0,
        temperatures: (await s.temperatureReadings(homeId, start, end)) as TemperatureReading[],
      });
      return { homeId, month, periodFrom: from, periodTo: last, data };
    },

    /** A young person's medicines with their stock: balance, days it lasts, last batch and expiry. */
    async stock(c: Caller, ypId: string, now = new Date()) {
      const yp = await open(c, ypId, 'medicationInventory', 'read');
      const s = forOrg(c);
      const [prescriptions, balances, moves] = await Promise.all([
        s.prescriptions({ youngPersonId: yp.id, withUnchecked: true }),
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
      const note = m.note?.trim() || null;
      const party = m.party?.trim() || null;
      const faults: FieldError[] = moveFaults({ ...m, note, party });
      // a correction names a line of this medicine's own register
      if (m.corrects && !faults.length) {
        const line = (await s.registerLines([p.id])).find((x) => x.id === m.corrects);
        if (!line) faults.push({ path: '/corrects', message: "is not a line of this medicine's register" });
      }
      if (faults.length) throw invalid('The stock entry is not complete.', faults);
      const controlled = rx(p).controlled === true;
      if (controlled) await checkCompetent(c, 'cd-move', m.witness?.userId, new Date());
      const { witnessId, by } = await confirm(
        c,
        m,
        m.witness,
        yp,
        needsWitness(m.kind, controlled),
        controlled
          ? {
              detail: 'A controlled drug needs a second member of staff as witness, its balance checks too.',
              message: 'is required for a controlled drug',
            }
          : {
              detail: 'A disposal is witnessed by a second member of staff.',
              message: 'is required for a disposal',
            },
      );
      const { moveId: id, found } = await store.db.transaction(async (tx) => {
        const t = medicationStore(tx, c.orgId);
        await t.openStock({ medicationId: p.id, homeId: yp.homeId, youngPersonId: yp.id });
        const { balance } = (await t.lockStock(p.id))!;
        const change = stockChange(m.kind, m.quantity);
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
          party,
          correctsId: m.corrects ?? null,
        });
        // a count that does not match the balance: the managers (and, for a controlled drug, the RI) are told at once
        const mismatch =
          m.kind === 'count'
            ? stockDiscrepancyAlert(
                moveId,
                { name: rx(p).name, controlled, unit: (rx(p) as { stockUnit?: string }).stockUnit ?? null },
                m.quantity,
                v.balance,
                `${yp.preferredName ?? yp.firstName} ${yp.lastName}`,
              )
            : null;
        if (mismatch) {
          const { toRi, ...alert } = mismatch;
          const people = peopleStore(tx, c.orgId);
          const to = [...(await people.managersOf(yp.homeId)), ...(toRi ? await people.responsibleIndividuals() : [])];
          await alertStore(tx, c.orgId).raise(
            { ...alert, recordId: p.id, youngPersonId: yp.id, homeId: yp.homeId, createdBy: c.id },
            to,
          );
        }
        await auditStore(tx, c.orgId).write({
          userId: c.id,
          action: `medication.stock.${m.kind}`,
          entity: 'medication_stock_move',
          entityId: moveId,
          detail: { medicationId: p.id, change, balance: v.balance, witnessId },
        });
        return { moveId, found: mismatch ? v.balance : null };
      });
      const [move] = (await s.moves({ medicationId: p.id, limit: 1 })).filter((x) => x.id === id);
      // a controlled drug's register that does not match its count is a medication error until explained: a draft
      // is opened for the manager to complete (decision 0790)
      const errorRecordId =
        found !== null && controlled && records
          ? await openDiscrepancyError(c, yp.id, p.id, id, rx(p).name, m.quantity, found, move.at)
          : null;
      return {
        ...move,
        discrepancy: move.kind === 'count' ? countDiscrepancy(move.counted!, move.balanceAfter) : null,
        errorRecordId,
        ...advice(by),
      };
    },

    /**
     * A home's controlled-drug register: a page per controlled medicine (drug, form, strength, for one young person),
     * every line oldest first with its running balance, who gave or moved it and the witness; never edited — a
     * correction is a new line naming the one it corrects (register.ts).
     */
    async cdRegister(c: Caller, homeId: string) {
      const home = (await store.forOrg(c.orgId).people.homes()).find((h) => h.id === homeId);
      if (!home) throw notFound('The home');
      await toggleOn(c, 'medicationInventory');
      const youngPeople = (await store.forOrg(c.orgId).people.youngPeople({ homeIds: [homeId] })).filter(
        (y) => decideMedication(c, y, 'read').ok,
      );
      if (!youngPeople.length) check(decideMedication(c, { id: '', homeId }, 'read'));
      const s = forOrg(c);
      const names = new Map(youngPeople.map((y) => [y.id, `${y.preferredName ?? y.firstName} ${y.lastName}`]));
      const cds = (await s.prescriptions({ homeId, withUnchecked: true })).filter(
        (p) => names.has(p.youngPersonId) && (rx(p).controlled === true || p.transcription.currentData.controlled),
      );
      const lines = await s.registerLines(cds.map((p) => p.id));
      return {
        homeId,
        homeName: home.name,
        pages: cds.map((p) => {
          const d = rx(p);
          const mine = lines.filter((l) => l.medicationId === p.id);
          return {
            medicationId: p.id,
            youngPersonId: p.youngPersonId,
            youngPersonName: names.get(p.youngPersonId)!,
            name: d.name,
            form: (d as { form?: string }).form ?? null,
            strength: d.strength ?? null,
            cdSchedule: (d as { cdSchedule?: string }).cdSchedule ?? null,
            unit: (d as { stockUnit?: string }).stockUnit ?? null,
            balance: mine.length ? mine[mine.length - 1].balanceAfter : null,
            // a balance check is a manager's, witnessed (moveStock says the same)
            canCount: decideMedication(c, { id: p.youngPersonId, homeId }, 'manage').ok,
            lines: registerPage(mine, names.get(p.youngPersonId)!),
          };
        }),
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
      const [prescriptions, balances] = await Promise.all([
        s.prescriptions({ homeId, withUnchecked: true }),
        s.balances({ homeId }),
      ]);
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

  /** The draft error a controlled drug's count opens; null when the counter may not write health records. */
  async function openDiscrepancyError(
    c: Caller,
    ypId: string,
    medicationId: string,
    moveId: string,
    name: string,
    counted: number,
    balance: number,
    at: Date | string,
  ): Promise<string | null> {
    const when = new Date(at).toISOString();
    try {
      const made = await records!.create(c, 'medication-error', {
        youngPersonId: ypId,
        data: {
          occurredAt: when,
          discoveredAt: when,
          reach: 'error',
          errorType: ['stock_discrepancy'],
          medicine: medicationId,
          stockMove: moveId,
          whatHappened: `A witnessed balance check of ${name} counted ${counted}; the CD register said ${balance}.`,
        },
      });
      return (made as { id: string }).id;
    } catch (err) {
      if (err instanceof Problem && err.status === 403) return null;
      throw err;
    }
  }

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
    const lasts = b ? daysOfStock(b.balance, perDay, unitsPerDose(doseRange(d))) : null;
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
