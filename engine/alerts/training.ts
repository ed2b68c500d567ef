// "Training scheduled" (SPEC §3 alert kinds; decision 0860): a training record dated after today is a booking. The
// trainee is told, and so are the managers of the homes they work in (never whoever booked it). Many bookings at
// once (a course booked for the whole team) make one alert per trainee and one per home each hour, counted.
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import { fieldReader } from '../definitions/field-reads.ts';
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { londonDate, toLocal } from '../time/london.ts';

/** What the booking alert reads of a training record: a form edit may hide these, never remove or retype them. */
export const fieldReads = fieldReader('Alerts: training scheduled', [
  { kind: 'training-record', path: 'course', type: 'text', why: 'names the course in the alert' },
  { kind: 'training-record', path: 'completedOn', type: 'date', why: 'a date after today is a booking to tell' },
]);

const hourOf = (at: Date) => {
  const t = toLocal(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${p(t.month)}-${p(t.day)}T${p(t.hour)}`;
};
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** Is this write a new booking: dated after today, and new or moved to this date? */
export function isNewBooking(
  action: HookContext['action'],
  completedOn: unknown,
  before: unknown,
  today: string,
): completedOn is string {
  if (typeof completedOn !== 'string' || completedOn.slice(0, 10) <= today) return false;
  if (action === 'create') return true;
  return action === 'update' && before !== completedOn;
}

export async function tellTrainingScheduled(
  tx: Pick<OrgStore, 'alerts' | 'people'>,
  e: { row: RecordRow; by: { id: string }; at: Date },
) {
  const { row } = e;
  if (!row.staffId) return;
  const trainee = await tx.people.user(row.staffId);
  if (!trainee?.active) return;
  const course = String(row.data.course ?? 'Training');
  const on = dmy(String(row.data.completedOn));
  const hour = hourOf(e.at);
  const base = {
    kind: 'training_scheduled',
    recordCategory: 'hr',
    body: `/profile/${trainee.id}/training/log`,
    recordId: row.id,
    staffId: trainee.id,
    createdBy: e.by.id,
  };
  if (trainee.id !== e.by.id)
    await tx.alerts.raiseGrouped(
      {
        ...base,
        title: `You are booked on ${course} on ${on}`,
        naturalKey: `training_scheduled:user:${trainee.id}:${hour}`,
      },
      [trainee.id],
      'You are booked on {n} training courses: see your training log',
    );
  for (const homeId of trainee.homeIds) {
    const home = await tx.people.home(homeId);
    if (!home || home.archivedAt) continue;
    const managers = (await tx.people.managersOf(homeId)).filter((u) => u !== e.by.id && u !== trainee.id);
    if (!managers.length) continue;
    const say = (t: string) => resolveWording(t, home.type as HomeType).replace('{homeName}', home.name);
    await tx.alerts.raiseGrouped(
      {
        ...base,
        homeId,
        title: say(`${trainee.name} of {homeName} is booked on ${course} on ${on}`),
        naturalKey: `training_scheduled:home:${homeId}:${hour}`,
      },
      managers,
      say('{n} training bookings for staff of {homeName} this hour'),
    );
  }
}

/** The training record's hooks: a booking (dated after today) tells the trainee and their managers. */
export const trainingScheduledHooks: KindHooks = {
  async afterChange(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
    if (!isNewBooking(ctx.action, ctx.row.data.completedOn, ctx.before?.data.completedOn, londonDate(ctx.now))) return;
    await tellTrainingScheduled(ctx.tx, { row: ctx.row, by: ctx.caller, at: ctx.now });
  },
};
