// A member of staff's subject access pack (decision 0870): HR of a home they work in, or a director, asks for it
// against a staff-subject-access-request about them. The same pack as a young person's (engine/subject-access/
// pack.ts): their records of every kind with their history, documents, rota, leave and the read audit of their
// records; the children named in them are found as third parties. Someone never prepares their own copy.
import type { Caller } from '../access/index.ts';
import { decideStaffRecord } from '../access/staff.ts';
import { isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { assemblePack, type PackFormat, type PackStage, REQUEST_KINDS } from '../subject-access/pack.ts';

const KIND = REQUEST_KINDS.staff;

export function staffSubjectAccessService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  /** The member of staff and the request, once the caller may prepare a copy for them (403, 404 otherwise). */
  async function resolve(caller: Caller, staffId: string, requestId: string) {
    const s = store.forOrg(caller.orgId);
    const person = await s.people.user(staffId);
    if (!person || person.role === 'young_person') throw notFound('The member of staff');
    const def = (await registry.latest(KIND, caller.orgId))?.def;
    if (!def) throw notFound('The subject access request');
    const homeId = person.homeIds[0] ?? null;
    // HR's edit level on the request (HR-only: the person and managers without HR are refused), or a director
    const verdict = decideStaffRecord(caller, def, { homeId, youngPersonId: null, staffId: person.id }, 'edit');
    if (!verdict.ok) {
      if (verdict.status === 404) throw notFound('The member of staff');
      throw forbidden('Only HR of a home they work in or a director can prepare a subject access pack.');
    }
    if (caller.id === person.id)
      throw forbidden('Your own copy is prepared by someone else in HR or by a director, not by you.');
    const request = await s.records.get(requestId);
    if (!request || request.kind !== KIND || request.staffId !== person.id || request.archivedAt)
      throw notFound('The subject access request');
    const home = homeId ? await s.people.home(homeId) : null;
    const subject = {
      who: 'staff' as const,
      id: person.id,
      name: person.name,
      dateOfBirth: person.dateOfBirth,
      birthYear: null,
      home: home?.name ?? 'no home',
      homeId,
      homeType: isHomeType(home?.type) ? home.type : ('children_home' as const),
    };
    return { subject, request };
  }
  return {
    resolve,
    /** The pack, as the stage gives it; written to the audit before it is returned. */
    async pack(
      caller: Caller,
      staffId: string,
      requestId: string,
      stage: PackStage,
      format: PackFormat = 'json',
      reason: string | null = null,
    ) {
      const { subject, request } = await resolve(caller, staffId, requestId);
      return assemblePack({ store, registry }, caller, subject, request, stage, format, reason);
    },
  };
}
