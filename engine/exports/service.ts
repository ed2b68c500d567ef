// Subject access packs made in the background (decision 0990): asked for with a reason, made by a worker (BullMQ, the
// job's state in export_files so an emptied Redis delays it and loses nothing), shown with its progress, held on the
// server until its first download or its time limit, then emptied. Only the person who asked sees or takes it.
import { type Caller, callerFrom } from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { invalid, notFound, Problem } from '../problem.ts';
import { staffSubjectAccessService } from '../staff/subject-access.ts';
import type { ExportFileRow } from '../store/export-files.ts';
import type { Store } from '../store/index.ts';
import { mayBeMade, type PackStage } from '../subject-access/pack.ts';
import { packPdf } from '../subject-access/pdf.ts';
import { youngPersonService } from '../young-people/service.ts';
import { subjectAccessService } from '../young-people/subject-access.ts';

/** How long a made file waits on the server for its download (EXPORT_FILE_HOURS, default 24). */
export const fileHours = () => Number(process.env.EXPORT_FILE_HOURS ?? 24);

export interface ExportAsked {
  subject: 'young-person' | 'staff';
  subjectId: string;
  requestId: string;
  stage: PackStage;
  format: 'pdf' | 'json';
  reason: string;
}

/** What the person who asked sees of their export: never the bytes, never another's. */
export const exportView = (r: ExportFileRow) => ({
  id: r.id,
  subject: r.subject,
  subjectId: r.subjectId,
  requestId: r.requestId,
  stage: r.stage,
  format: r.format,
  reason: r.reason,
  status: r.status,
  progress: r.progress,
  fileName: r.fileName,
  sizeBytes: r.sizeBytes,
  createdAt: r.createdAt,
  finishedAt: r.finishedAt,
  expiresAt: r.expiresAt,
  downloadedAt: r.downloadedAt,
  removedWhy: r.removedWhy,
  error: r.status === 'failed' ? 'The file could not be made. Ask for it again.' : null,
});

export type ExportService = ReturnType<typeof exportService>;

export function exportService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  const youngPeople = youngPersonService({ store, registry });
  const packs = {
    'young-person': subjectAccessService({ store, youngPeople, registry }),
    staff: staffSubjectAccessService({ store, registry }),
  };

  const mine = async (caller: Caller, id: string) => {
    const row = await store.exportFiles.own(caller.orgId, caller.id, id);
    if (!row) throw notFound('The export');
    return row;
  };

  return {
    /** Ask for a pack: refused at once as the pack itself would be (403, 404, 409 before approval); then queued. */
    async request(caller: Caller, asked: ExportAsked) {
      // an id not found (another organisation's, or none) is refused at its field, as every body's reference is
      const { request } = await packs[asked.subject]
        .resolve(caller, asked.subjectId, asked.requestId)
        .catch((err: unknown) => {
          if (!(err instanceof Problem) || err.status !== 404) throw err;
          const field = /request/.test(err.detail ?? '') ? 'requestId' : 'subjectId';
          throw invalid(`${err.detail}`, [{ path: `/${field}`, message: 'is not one in your organisation' }]);
        });
      mayBeMade(request, asked.stage);
      const row = await store.exportFiles.add({ orgId: caller.orgId, requestedBy: caller.id, ...asked });
      await store.forOrg(caller.orgId).audit.write({
        userId: caller.id,
        action: 'export.requested',
        entity: asked.subject === 'staff' ? 'user' : 'young_person',
        entityId: asked.subjectId,
        detail: {
          what: `subject access pack (${asked.stage === 'review' ? 'for review' : 'released'}, ${asked.format})`,
          reason: asked.reason,
          exportId: row.id,
          requestId: asked.requestId,
        },
      });
      return exportView(row);
    },

    async status(caller: Caller, id: string) {
      return exportView(await mine(caller, id));
    },

    /** The file, once: its bytes leave the server with this answer (410 once taken or past its time). */
    async download(caller: Caller, id: string, now = new Date()) {
      const row = await mine(caller, id);
      if (row.status === 'queued' || row.status === 'running' || row.status === 'failed')
        throw new Problem(409, 'Not ready', 'The file is not ready yet: wait for it to be made.');
      const file = await store.exportFiles.take(id, now);
      if (!file) {
        if (row.status === 'ready') await store.exportFiles.expire(now);
        throw new Problem(
          410,
          'Gone',
          'The file has been downloaded once already or its time limit passed, so it is no longer on the server. ' +
            'Ask for it again.',
        );
      }
      await store.forOrg(caller.orgId).audit.write({
        userId: caller.id,
        action: 'export.downloaded',
        entity: row.subject === 'staff' ? 'user' : 'young_person',
        entityId: row.subjectId,
        detail: { exportId: row.id, fileName: file.fileName, sizeBytes: file.content.length, reason: row.reason },
      });
      return file;
    },

    /** Make one export's file (a worker's job, or this process's when Redis does not answer); once, whoever calls. */
    async make(id: string, now = new Date()) {
      const row = await store.exportFiles.claim(id, now);
      if (!row) return null;
      try {
        const user = await store.forOrg(row.orgId).people.user(row.requestedBy);
        if (!user?.active) throw new Error('the person who asked can no longer sign in');
        // made as the person who asked, so the access rules and the pack's own audit row are theirs
        const caller = callerFrom(user);
        const pack = await packs[row.subject].pack(
          caller,
          row.subjectId,
          row.requestId,
          row.stage,
          row.format,
          row.reason,
        );
        await store.exportFiles.progress(id, 50);
        const content =
          row.format === 'pdf' ? await packPdf(registry, pack) : Buffer.from(JSON.stringify(pack), 'utf8');
        await store.exportFiles.progress(id, 90);
        const prefix = row.subject === 'staff' ? 'staff-subject-access' : 'subject-access';
        await store.exportFiles.finish(id, {
          fileName: `${prefix}-${row.stage}-${row.requestId}.${row.format}`,
          contentType: row.format === 'pdf' ? 'application/pdf' : 'application/json',
          content,
          expiresAt: new Date(now.getTime() + fileHours() * 3_600_000),
        });
        return 'ready';
      } catch (err) {
        await store.exportFiles.fail(id, err instanceof Error ? err.message : String(err));
        return 'failed';
      }
    },

    /** Empty the files past their time, and make the jobs no worker is making (Redis emptied, a worker gone). */
    async sweep(now = new Date()) {
      const expired = await store.exportFiles.expire(now);
      const made: string[] = [];
      for (const id of await store.exportFiles.stranded(now)) if (await this.make(id, now)) made.push(id);
      return { expired, made: made.length };
    },
  };
}
