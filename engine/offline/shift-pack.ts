// The shift pack: only what a shift needs to write on a phone or tablet with no connection, for the home the person
// works in — its young people's ids and names, its staff's names, the forms of the kinds that may be written offline
// in the home's type and wording, and the on-call number. Never chronology, health, medicines or history: the device
// keeps this sealed for the signed-in person (web/src/offline/shiftPack.ts) and refreshes it online. Decision 0910.
import { mayWriteOffline, WRITTEN_OFFLINE } from '../../definitions/offline-kinds.ts';
import type { HomeType } from '../../definitions/wording.ts';
import { type Caller, homeScope, isSocialWorker, isYoungPersonLogin, kindLevel, worksIn } from '../access/index.ts';
import { seesYoungPeople } from '../access/young-people.ts';
import { definitionAnswer } from '../definitions/answer.ts';
import { definitionForHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';

export function shiftPackService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  return {
    async forHome(c: Caller, homeId: string) {
      // a young person's own login and a placing authority's social worker read, they do not write on shift
      if (isYoungPersonLogin(c) || isSocialWorker(c)) throw forbidden('The shift pack is for staff on shift.');
      if (!worksIn(c, homeId)) throw forbidden('You do not work in that home.');
      const s = store.forOrg(c.orgId);
      const home = await s.people.home(homeId);
      if (!home || home.archivedAt) throw notFound('The home');
      const homeType = home.type as HomeType;

      const definitions = [];
      for (const kind of WRITTEN_OFFLINE) {
        const latest = registry.has(kind) ? await registry.latest(kind, c.orgId) : null;
        if (latest && mayWriteOffline(kind) && kindLevel(c, latest.def) !== 'none')
          definitions.push(definitionAnswer(definitionForHomeType(latest.def, homeType), latest.version));
      }
      const youngPeople = seesYoungPeople(c)
        ? await s.people.youngPeople({ homeIds: homeScope(c), homeId, archived: false })
        : [];
      const staff = await s.people.users({ homeId });
      return {
        issuedAt: new Date().toISOString(),
        home: { id: home.id, name: home.name, type: homeType, onCallPhone: home.onCallPhone },
        // names only: no date of birth, key worker, placement or anything else of theirs
        youngPeople: youngPeople.map((y) => ({
          id: y.id,
          firstName: y.firstName,
          lastName: y.lastName,
          preferredName: y.preferredName,
        })),
        staff: staff.map((u) => ({ id: u.id, name: u.name })),
        definitions,
      };
    },
  };
}
