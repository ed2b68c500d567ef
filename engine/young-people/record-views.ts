// Who viewed a young person's records (every opening of a record is kept: store/audit.ts). Case records
// hold sensitive personal data, so the managers of the young person's home and the directors can see it.
import { type Caller, isManagerFor } from '../access/index.ts';
import { isStorableInstant } from '../definitions/formats.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, Problem } from '../problem.ts';
import { readableRecords } from '../records/readable.ts';
import type { Store } from '../store/index.ts';
import type { YoungPersonService } from './service.ts';

const encode = (at: Date, id: string) => Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
function decode(cursor: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string];
    const date = new Date(at);
    // a bigint id (up to 18 digits, inside int8) and an instant the database can store
    if (!isStorableInstant(at) || typeof id !== 'string' || !/^\d{1,18}$/.test(id)) throw new Error();
    return { at: date, id };
  } catch {
    throw new Problem(400, 'Bad request', 'The cursor is not one this API gave out.', [
      { path: '/cursor', message: 'is not valid' },
    ]);
  }
}

export function recordViewService({
  store,
  registry,
  youngPeople,
}: {
  store: Store;
  registry: DefinitionRegistry;
  youngPeople: YoungPersonService;
}) {
  return {
    /** Newest first, a page at a time: when, who (name and job title), which record. */
    async ofYoungPerson(caller: Caller, id: string, q: { limit?: number; cursor?: string }) {
      const yp = await youngPeople.load(caller, id);
      if (!isManagerFor(caller, yp.homeId))
        throw forbidden("Only a manager of this home or a director can see who viewed a young person's records.");
      // views this process has read but not yet written are written first, so the list is up to date here
      await store.recordViews.flush();
      const limit = Math.min(Math.max(q.limit ?? 50, 1), 200);
      const rows = await store
        .forOrg(caller.orgId)
        .audit.viewsOfYoungPerson(yp.id, limit + 1, q.cursor ? decode(q.cursor) : undefined);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      // a view names its record: only those the read rule lets this manager see are listed (engine/records/readable.ts)
      const seen = await readableRecords(
        { store, registry },
        caller,
        page.map((v) => v.recordId),
      );
      const titles = new Map<string, string>();
      for (const kind of new Set(page.map((v) => v.kind)))
        titles.set(kind, (registry.has(kind) && (await registry.latest(kind, caller.orgId))?.def.title) || kind);
      return {
        items: page
          .filter((v) => seen.has(v.recordId))
          .map((v) => ({
            viewedAt: v.viewedAt,
            userId: v.userId,
            userName: v.userName,
            jobTitle: v.jobTitle,
            role: v.role,
            recordId: v.recordId,
            kind: v.kind,
            title: titles.get(v.kind)!,
            recordDate: v.recordDate,
          })),
        nextCursor: rows.length > limit ? encode(last.viewedAt, last.id) : null,
      };
    },
  };
}
