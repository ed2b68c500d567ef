// The medication scan (DOMAIN §10), every 5 minutes for organisations with the MAR on:
// - a regular dose not recorded within the home's window is overdue: the staff who may record that young
//   person's medicines in that home are told (there is no rota yet to name the shift leader); still not
//   recorded a further window on, the home's managers are told; a critical medicine's managers at once;
// - a missed or refused dose of a critical medicine: the managers (also raised by the service as it is recorded);
// - review and end dates 7 and 1 days before; received batches' expiry and the medical inventory's 30, 7 and 0;
// - stock that will run out before the next supply opens a "medication restock" task, closed by the next receipt.
// Every alert and task has a natural key, so a rerun or a second worker raises nothing twice. The decisions are
// pure functions in engine/medication/rules.ts; `now` is injected.
import { callerFrom } from '../../engine/access/index.ts';
import { decideMedication } from '../../engine/access/medication.ts';
import { doseRange, unitsPerDose } from '../../engine/medication/dose.ts';
import { criticalMissedAlert, type Rx } from '../../engine/medication/obligations.ts';
import {
  activeOn,
  daysOfStock,
  type DoseOutcome,
  leadReached,
  needsRestock,
  overdueStage,
  scheduledDoses,
  windowFor,
} from '../../engine/medication/rules.ts';
import type { OrgStore } from '../../engine/store/index.ts';
import { marOrganisations, medicationStore, type PrescriptionRow } from '../../engine/store/medication.ts';
import type { UserRow, YoungPersonRow } from '../../engine/store/rows.ts';
import { addDays, londonDate, ukDate } from '../../engine/time/london.ts';
import type { WorkerDeps } from '../deps.ts';

const HOUR = 3_600_000;
export const RESTOCK_PREFIX = 'medication_restock:';
const clock = (d: Date) =>
  d.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
const name = (y: YoungPersonRow) => `${y.preferredName ?? y.firstName} ${y.lastName}`;

export interface MedicationScanResult {
  organisations: number;
  overdue: number;
  escalated: number;
  critical: number;
  dates: number;
  expiries: number;
  restockOpened: number;
  restockClosed: number;
}

export async function medicationScan(d: WorkerDeps): Promise<MedicationScanResult> {
  const out: MedicationScanResult = {
    organisations: 0,
    overdue: 0,
    escalated: 0,
    critical: 0,
    dates: 0,
    expiries: 0,
    restockOpened: 0,
    restockClosed: 0,
  };
  for (const orgId of await marOrganisations(d.store.db)) {
    out.organisations++;
    await scanOrganisation(d, orgId, out);
  }
  return out;
}

async function scanOrganisation(d: WorkerDeps, orgId: string, out: MedicationScanResult) {
  const now = d.now();
  const today = londonDate(now);
  const s = d.store.forOrg(orgId);
  const m = medicationStore(d.store.db, orgId);
  const youngPeople = new Map((await s.people.youngPeople({ homeIds: 'all' })).map((y) => [y.id, y]));
  const staff = (await s.people.users()).filter((u) => u.active && !u.youngPersonId);
  const managers = memo((homeId: string) => s.people.managersOf(homeId));
  const prescriptions = (await m.prescriptions({})).filter((p) => youngPeople.has(p.youngPersonId));
  const raise = async (a: Parameters<OrgStore['alerts']['raise']>[0], to: string[]) =>
    to.length ? !!(await s.alerts.raise(a, to)) : false;

  // 1–2. doses in the last day: overdue (stage 1 staff, stage 2 managers) and critical medicines missed or refused
  const since = new Date(now.getTime() - 25 * HOUR);
  const homes = [...new Set(prescriptions.map((p) => p.homeId))];
  for (const homeId of homes) {
    const entries = await m.entries({ homeId, from: since, to: new Date(now.getTime() + HOUR) });
    const recorded = new Set(
      entries.filter((e) => !e.prn).map((e) => `${e.medicationId}|${new Date(e.scheduledAt).toISOString()}`),
    );
    for (const p of prescriptions.filter((x) => x.homeId === homeId)) {
      const rx = p.data as unknown as Rx;
      const yp = youngPeople.get(p.youngPersonId)!;
      for (const at of scheduledDoses(rx, londonDate(since), today)) {
        if (at < since || recorded.has(`${p.id}|${at.toISOString()}`)) continue;
        const window = windowFor(rx);
        const stage = overdueStage(at, now, window);
        if (stage === 0) continue;
        const base = {
          kind: 'task_overdue',
          recordCategory: 'mar',
          recordId: p.id,
          youngPersonId: yp.id,
          homeId: yp.homeId,
          dueOn: londonDate(at),
          createdBy: null,
        };
        const title = `Overdue dose: ${rx.name} for ${name(yp)}, due ${clock(at)}`;
        const shift = recorders(staff, yp);
        if (
          await raise(
            {
              ...base,
              title,
              naturalKey: `mar_overdue:${p.id}:${at.toISOString()}`,
              body: `Not recorded within ${window} minutes of its time. Give it or record why not on the MAR.${rx.critical ? ' This is a critical medicine.' : ''}`,
            },
            rx.critical ? [...shift, ...(await managers(yp.homeId))] : shift,
          )
        )
          out.overdue++;
        if (
          stage === 2 &&
          (await raise(
            {
              ...base,
              title: `Still not recorded: ${rx.name} for ${name(yp)}, due ${clock(at)}`,
              naturalKey: `mar_overdue_manager:${p.id}:${at.toISOString()}`,
              body: `The dose is still not on the MAR ${2 * window} minutes after its time; the staff on shift were told at ${window}.`,
            },
            await managers(yp.homeId),
          ))
        )
          out.escalated++;
      }
    }
    for (const e of entries) {
      const p = prescriptions.find((x) => x.id === e.medicationId);
      if (!p || !(p.data as unknown as Rx).critical) continue;
      const alert = criticalMissedAlert(
        e.id,
        e.outcome as DoseOutcome,
        p.data as unknown as Rx,
        youngPeople.get(p.youngPersonId)!,
        new Date(e.scheduledAt),
        e.reason,
      );
      if (alert && (await raise({ ...alert, recordId: p.id }, await managers(p.homeId)))) out.critical++;
    }
  }

  // 3. review and end dates: 7 and 1 days before, to the managers
  for (const p of prescriptions) {
    const rx = p.data as unknown as Rx;
    const yp = youngPeople.get(p.youngPersonId)!;
    for (const [what, date] of [
      ['review', rx.reviewDate],
      ['end', rx.end],
    ] as const) {
      if (!date || (what === 'review' && rx.end && rx.end < date)) continue;
      const lead = leadReached(date, today, [7, 1]);
      if (lead === null) continue;
      const title =
        what === 'review'
          ? `Medication review due ${ukDate(date)}: ${rx.name} for ${name(yp)}`
          : `${rx.name} for ${name(yp)} ends ${ukDate(date)}`;
      if (
        await raise(
          {
            kind: 'task_due',
            recordCategory: 'medication',
            title,
            recordId: p.id,
            youngPersonId: yp.id,
            homeId: yp.homeId,
            dueOn: date,
            createdBy: null,
            body:
              what === 'review'
                ? 'Ask the prescriber to review this medicine before the date.'
                : 'Check with the prescriber whether it continues; if not, nothing more is due after this date.',
            naturalKey: `medication_${what}:${p.id}:${date}:${lead}`,
          },
          await managers(yp.homeId),
        )
      )
        out.dates++;
    }
  }

  // 4. expiries: received batches still in stock, and the medical inventory (first aid, homely remedies)
  const until = addDays(today, 30);
  for (const b of await m.batchesExpiring(until)) {
    const p = prescriptions.find((x) => x.id === b.medicationId);
    const lead = leadReached(b.expiry, today, [30, 7, 0]);
    if (!p || lead === null) continue;
    const yp = youngPeople.get(p.youngPersonId)!;
    if (
      await raise(
        {
          kind: 'task_due',
          recordCategory: 'medication',
          title: `${(p.data as unknown as Rx).name}${b.batch ? ` batch ${b.batch}` : ''} for ${name(yp)} expires ${ukDate(b.expiry)}`,
          body: 'Use other stock first or return it to the pharmacy; record a disposal or return when it goes.',
          recordId: p.id,
          youngPersonId: yp.id,
          homeId: yp.homeId,
          dueOn: b.expiry,
          naturalKey: `medication_batch_expiry:${b.id}:${lead}`,
          createdBy: null,
        },
        await managers(yp.homeId),
      )
    )
      out.expiries++;
  }
  for (const item of await m.medicalItemsExpiring(until)) {
    const lead = leadReached(item.expiry, today, [30, 7, 0]);
    if (lead === null) continue;
    if (
      await raise(
        {
          kind: 'task_due',
          recordCategory: 'medication',
          title: `${item.item} (medical inventory) expires ${ukDate(item.expiry)}`,
          body: 'Replace it and record the check in the medical inventory.',
          recordId: item.id,
          homeId: item.homeId,
          dueOn: item.expiry,
          naturalKey: `medical_inventory_expiry:${item.id}:${item.expiry}:${lead}`,
          createdBy: null,
        },
        await managers(item.homeId),
      )
    )
      out.expiries++;
  }

  // 5. restock: one open task per medicine and supply; a new receipt closes it (its key names the receipt it followed)
  const stock = new Map((await m.stockState()).map((x) => [x.medicationId, x]));
  const wanted = new Set<string>();
  for (const p of prescriptions) {
    const rx = p.data as unknown as Rx;
    const st = stock.get(p.id);
    if (!st || rx.regularity !== 'regular' || !activeOn(rx, today)) continue;
    // what is out with the young person (home leave, school) comes back: it is not a shortage to reorder for
    const daysLeft = daysOfStock(st.balance + st.outWith, rx.times?.length ?? 0, unitsPerDose(doseRange(rx)));
    if (!needsRestock(daysLeft, rx.restockLeadDays)) continue;
    const key = `${RESTOCK_PREFIX}${p.id}:${st.lastReceivedSeq ?? 0}`;
    wanted.add(key);
    const yp = youngPeople.get(p.youngPersonId)!;
    const task = await s.tasks.insert({
      type: 'medication restock',
      title: `Reorder ${rx.name} for ${name(yp)}`,
      priority: 'high',
      description: `${st.balance} left: about ${daysLeft} day${daysLeft === 1 ? '' : 's'} at the prescribed rate (reorder at fewer than ${rx.restockLeadDays ?? 7}). Recording the stock received closes this task.`,
      dueAt: new Date(now.getTime() + Math.max(0, daysLeft! - 1) * 24 * HOUR),
      assignedTo: await managers(yp.homeId),
      recordCategory: 'medication',
      recordId: p.id,
      youngPersonId: yp.id,
      homeId: yp.homeId,
      naturalKey: key,
      createdBy: null,
    });
    if (task) out.restockOpened++;
  }
  for (const t of await m.openTasks(RESTOCK_PREFIX)) {
    if (wanted.has(t.naturalKey)) continue;
    const [, medicationId, seq] = t.naturalKey.split(':');
    const received = (stock.get(medicationId)?.lastReceivedSeq ?? 0) > Number(seq);
    await s.tasks.close(t.id, null, received ? 'completed' : 'cancelled', null);
    await s.audit.write({
      userId: null,
      action: received ? 'task.completed' : 'task.cancelled',
      entity: 'task',
      entityId: t.id,
      detail: {
        worker: 'medication',
        reason: received ? 'stock was received' : 'the medicine no longer runs short (stopped, or counted up)',
      },
    });
    out.restockClosed++;
  }
}

/**
 * The shift's staff for a young person's medicines: those of the home who may record them (no rota yet names a shift
 * leader).
 */
function recorders(staff: UserRow[], yp: YoungPersonRow): string[] {
  return staff
    .filter((u) => u.homeIds.includes(yp.homeId) && decideMedication(callerFrom(u), yp, 'record').ok)
    .map((u) => u.id);
}

function memo<T>(fn: (k: string) => Promise<T>): (k: string) => Promise<T> {
  const seen = new Map<string, Promise<T>>();
  return (k) => {
    if (!seen.has(k)) seen.set(k, fn(k));
    return seen.get(k)!;
  };
}
export type { PrescriptionRow };
