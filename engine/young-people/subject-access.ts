// A young person's subject access pack (decision 0650): a manager of their home or a director asks for it against a
// subject-access-request record about them; the pack itself is assembled by engine/subject-access/pack.ts, the same
// for a member of staff's own records (engine/staff/subject-access.ts).
import { type Caller, isManagerFor } from '../access/index.ts';
import { isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { assemblePack, type PackFormat, type PackStage, REQUEST_KINDS } from '../subject-access/pack.ts';
import type { YoungPersonService } from './service.ts';

export type { PackFormat, PackStage } from '../subject-access/pack.ts';

export function subjectAccessService({
  store,
  youngPeople,
  registry,
}: {
  store: Store;
  youngPeople: YoungPersonService;
  registry: DefinitionRegistry;
}) {
  /** The young person and the request, once the caller may prepare a copy for them (403, 404 otherwise). */
  async function resolve(caller: Caller, youngPersonId: string, requestId: string) {
    const yp = await youngPeople.load(caller, youngPersonId);
    if (!isManagerFor(caller, yp.homeId))
      throw forbidden("Only a manager of the young person's home or a director can prepare a subject access pack.");
    const request = await store.forOrg(caller.orgId).records.get(requestId);
    if (!request || request.kind !== REQUEST_KINDS['young-person'] || request.youngPersonId !== yp.id)
      throw notFound('The subject access request');
    if (request.archivedAt) throw notFound('The subject access request');
    const home = await store.forOrg(caller.orgId).people.home(yp.homeId);
    const subject = {
      who: 'young-person' as const,
      id: yp.id,
      name: `${yp.firstName} ${yp.lastName}`,
      preferredName: yp.preferredName,
      dateOfBirth: yp.dateOfBirth,
      birthYear: yp.birthYear,
      home: yp.homeName,
      homeId: yp.homeId,
      homeType: isHomeType(home?.type) ? home.type : 'children_home',
    };
    return { subject, request };
  }
  return {
    resolve,
    /** The pack, as the stage gives it; written to the audit before it is returned. */
    async pack(
      caller: Caller,
      youngPersonId: string,
      requestId: string,
      stage: PackStage,
      format: PackFormat = 'json',
      reason: string | null = null,
    ) {
      const { subject, request } = await resolve(caller, youngPersonId, requestId);
      return assemblePack({ store, registry }, caller, subject, request, stage, format, reason);
    },
  };
}
