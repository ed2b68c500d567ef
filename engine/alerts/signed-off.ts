// "Signed off" (SPEC §3 alert kinds; decision 0860): when the last sign-off completes a record, its author is told,
// in the home type's wording, unless they gave that sign-off themselves. A manager signing off a night's logs in bulk
// makes one alert per author and hour that counts them, not one each.
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import type { RecordDefinition } from '../definitions/types.ts';
import type { OrgStore, RecordRow } from '../store/index.ts';
import { toLocal } from '../time/london.ts';
import { SIGNOFF_CATEGORY } from './catalogue.ts';

const hourOf = (at: Date) => {
  const t = toLocal(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${t.year}-${p(t.month)}-${p(t.day)}T${p(t.hour)}`;
};

/** Tell the author of `row`, just completed by `by`'s sign-off. */
export async function tellSignedOff(
  tx: Pick<OrgStore, 'alerts' | 'people'>,
  e: { def: Pick<RecordDefinition, 'kind' | 'title' | 'signoff'>; row: RecordRow; by: { id: string }; at?: Date },
) {
  const { row, def } = e;
  if (!row.authorId || row.authorId === e.by.id) return;
  const home = row.homeId ? await tx.people.home(row.homeId) : null;
  const yp = row.youngPersonId ? await tx.people.youngPerson(row.youngPersonId) : null;
  const type = (home?.type ?? 'children_home') as HomeType;
  const what = resolveWording(def.title, type);
  const about = yp ? ` for ${yp.preferredName ?? yp.firstName} ${yp.lastName}` : '';
  const where = home ? ` at ${home.name}` : '';
  await tx.alerts.raiseGrouped(
    {
      kind: 'signed_off',
      recordCategory: (e.def.signoff && SIGNOFF_CATEGORY[e.def.signoff]) || 'other',
      title: `Your ${what.charAt(0).toLowerCase()}${what.slice(1)}${about}${where} is signed off`,
      body: yp ? `/cyp/resident/${yp.id}/records/${def.kind}/${row.id}` : `/records/${def.kind}/${row.id}`,
      recordId: row.id,
      youngPersonId: row.youngPersonId ?? null,
      homeId: row.homeId ?? null,
      naturalKey: `signed_off:${row.authorId}:${hourOf(e.at ?? new Date())}`,
      createdBy: e.by.id,
    },
    [row.authorId],
    '{n} of your records signed off this hour',
  );
}
