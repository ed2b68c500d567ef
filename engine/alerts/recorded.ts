// Alerts the SPEC names for things as they are recorded (SPEC §3 alert kinds; decision 0811): a young person added
// to a home or archived, and an incident, safeguarding record or sanction (consequence) recorded. Told to the home's
// managers (directors where it has none), never to whoever did it, in the home type's wording, in the same
// transaction as the change. Many at once (an import, a busy night) make one alert per home, kind and hour that
// counts them, instead of a flood.
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import type { HookContext, KindHooks } from '../pipeline/types.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { toLocal } from '../time/london.ts';

type Recorded = 'yp_created' | 'yp_archived' | 'incident_created' | 'safeguarding_created' | 'sanction_created';

const TEXT: Record<Recorded, { category: string; one: string; many: string }> = {
  yp_created: {
    category: 'move-in',
    one: 'New {child} at {homeName}: {name}',
    many: '{n} new {children} at {homeName}',
  },
  yp_archived: {
    category: 'profile',
    one: '{name} has moved on from {homeName} (archived)',
    many: '{n} {children} archived at {homeName}',
  },
  incident_created: {
    category: 'incident',
    one: 'Incident recorded for {name} at {homeName}',
    many: '{n} incidents recorded at {homeName} this hour',
  },
  safeguarding_created: {
    category: 'safeguarding',
    one: 'Safeguarding concern recorded for {name} at {homeName}',
    many: '{n} safeguarding records at {homeName} this hour',
  },
  sanction_created: {
    category: 'sanction/consequence',
    one: 'Sanction recorded for {name} at {homeName}',
    many: '{n} sanctions recorded at {homeName} this hour',
  },
};

/** The hour an alert groups by, in London time: one alert per home and kind and hour. */
const hourOf = (at: Date) => {
  const t = toLocal(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${p(t.month)}-${p(t.day)}T${p(t.hour)}`;
};

export async function tellRecorded(
  tx: Pick<OrgStore, 'alerts' | 'people'>,
  e: {
    kind: Recorded;
    by: { id: string; name: string };
    homeId: string;
    youngPersonId: string;
    recordId?: string | null;
    link: string;
    at?: Date;
  },
) {
  const home = await tx.people.home(e.homeId);
  const yp = await tx.people.youngPerson(e.youngPersonId);
  if (!home || !yp) return;
  const recipients = (await tx.people.managersOf(e.homeId)).filter((u) => u !== e.by.id);
  if (!recipients.length) return;
  const text = TEXT[e.kind];
  const say = (t: string) =>
    resolveWording(t, home.type as HomeType)
      .replace('{homeName}', home.name)
      .replace('{name}', `${yp.preferredName ?? yp.firstName} ${yp.lastName}`);
  await tx.alerts.raiseGrouped(
    {
      kind: e.kind,
      recordCategory: text.category,
      title: say(text.one),
      body: e.link,
      recordId: e.recordId ?? null,
      youngPersonId: e.youngPersonId,
      homeId: e.homeId,
      naturalKey: `${e.kind}:${e.homeId}:${hourOf(e.at ?? new Date())}`,
      createdBy: e.by.id,
    },
    recipients,
    say(text.many),
  );
}

/** Hooks of a kind whose creation the home's managers are told of. */
export function recordedHooks(kind: Recorded, path: string): KindHooks {
  return {
    async afterChange(ctx: HookContext & { row: RecordRow; tx: OrgStore }) {
      const { row } = ctx;
      if (ctx.action !== 'create' || !row.homeId || !row.youngPersonId) return;
      await tellRecorded(ctx.tx, {
        kind,
        by: ctx.caller,
        homeId: row.homeId,
        youngPersonId: row.youngPersonId,
        recordId: row.id,
        link: `/cyp/resident/${row.youngPersonId}/records/${path}/${row.id}`,
      });
    },
  };
}
