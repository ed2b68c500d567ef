// The document locker: upload, list, download and archive files of a young person or a record.
import { createHash } from 'node:crypto';
import {
  type Caller,
  decideDocument,
  decideRecord,
  decideRecordRead,
  isManagerFor,
  isYoungPersonLogin,
  worksIn,
} from '../access/index.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, invalid, notFound, Problem } from '../problem.ts';
import { readableRecords } from '../records/readable.ts';
import type { DocumentRow } from '../store/documents.ts';
import type { Store } from '../store/index.ts';
import { DEFAULT_DOCUMENT_MAX_MB } from './accepted-types.ts';
import { ACCEPTED_TYPES, detectType, fileNameFor } from './sniff.ts';
import { decideStaffDocument } from './staff.ts';
import { STAFF_DOCUMENT_CATEGORIES } from './staff-categories.ts';

export const DOCUMENT_MAX_BYTES = Number(process.env.DOCUMENT_MAX_MB ?? DEFAULT_DOCUMENT_MAX_MB) * 1024 * 1024;

export interface Upload {
  youngPersonId?: string;
  recordId?: string;
  staffId?: string;
  title?: string;
  category?: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  truncated: boolean;
}

// the name ends in its type's extension, whatever it was uploaded as (names kept before that rule included)
const out = ({ sha256: _sha, ...d }: DocumentRow) => ({
  ...d,
  fileName: fileNameFor(d.fileName, d.contentType),
  downloadUrl: `/api/documents/${d.id}/content`,
});

export function documentService({ store, registry }: { store: Store; registry: DefinitionRegistry }) {
  /**
   * Where a document belongs: its young person and home, through its record if it has one. `named`: the
   * ids come from an upload's body, so one the caller may not see — another organisation's,
   * another home's, or none at all — is one 422 at its field; otherwise (a document's own, a list's
   * query) not found is 404 and not yours 403, as for the record or young person itself.
   */
  async function placeFor(
    caller: Caller,
    youngPersonId: string | null | undefined,
    recordId: string | null | undefined,
    want: 'read' | 'edit',
    named = false,
  ) {
    const s = store.forOrg(caller.orgId);
    const unseen = (path: string, message: string) =>
      invalid('The document names something you cannot see, or that does not exist.', [{ path, message }]);
    if (recordId) {
      const record = await s.records.get(recordId);
      if (!record && named) throw unseen('/recordId', 'is not a record you can see');
      if (!record) throw notFound('The record');
      const { def } = await registry.byId(record.definitionVersionId);
      if (named && !decideRecordRead(caller, def, record).ok) throw unseen('/recordId', 'is not a record you can see');
      // reading goes through the one read rule, as the record itself does
      const v = want === 'edit' ? decideRecord(caller, def, record, 'edit') : decideRecordRead(caller, def, record);
      if (!v.ok) throw forbidden(v.reason);
      return { homeId: record.homeId, youngPersonId: record.youngPersonId, recordId: record.id };
    }
    if (!youngPersonId)
      throw new Problem(422, 'Validation failed', 'Say which young person or record the document belongs to.', [
        { path: '/youngPersonId', message: 'is required' },
      ]);
    const yp = await s.people.youngPerson(youngPersonId);
    const seen = yp && (isYoungPersonLogin(caller) ? caller.youngPersonId === yp.id : worksIn(caller, yp.homeId));
    if (!seen && named) throw unseen('/youngPersonId', 'is not a young person of your homes');
    if (!yp) throw notFound('The young person');
    return { homeId: yp.homeId, youngPersonId: yp.id, recordId: null };
  }

  /**
   * A member of staff a document is (to be) about: another organisation's, a young person's login or
   * none is 422 at /staffId when named in a body, 404 otherwise; then the staff profile's rule, per category.
   */
  async function staffPlace(
    caller: Caller,
    staffId: string,
    category: string | null,
    want: 'read' | 'edit',
    named = false,
  ) {
    const u = await store.forOrg(caller.orgId).people.user(staffId);
    if (!u || u.role === 'young_person') {
      if (named)
        throw invalid('The document names someone who is not a member of your staff.', [
          { path: '/staffId', message: 'is not a member of staff of your organisation' },
        ]);
      throw notFound('The member of staff');
    }
    const v = decideStaffDocument(caller, u, category, want);
    if (!v.ok)
      throw named && v.status === 404
        ? invalid(v.reason, [{ path: '/staffId', message: v.reason }])
        : forbidden(v.reason);
    return u;
  }

  async function load(caller: Caller, id: string, want: 'read' | 'edit') {
    const doc = await store.forOrg(caller.orgId).documents.get(id);
    // the organisation's own files (the logo) are served by their own route only (engine/documents/company-logo.ts)
    if (!doc || doc.forOrganisation) throw notFound('The document');
    if (doc.staffId) {
      await staffPlace(caller, doc.staffId, doc.category, want);
      return doc;
    }
    await placeFor(caller, doc.youngPersonId, doc.recordId, want);
    const v = decideDocument(caller, doc, want);
    if (!v.ok) throw forbidden(v.reason);
    return doc;
  }

  return {
    async upload(caller: Caller, u: Upload) {
      let place: {
        homeId: string | null;
        youngPersonId: string | null;
        recordId: string | null;
        staffId: string | null;
      };
      if (u.staffId) {
        if (u.youngPersonId || u.recordId)
          throw invalid('A document is about a young person or a member of staff, not both.', [
            { path: '/staffId', message: 'cannot be given with youngPersonId or recordId' },
          ]);
        if (u.category && !(STAFF_DOCUMENT_CATEGORIES as readonly string[]).includes(u.category)) {
          throw invalid('Choose one of the staff document categories.', [
            { path: '/category', message: `must be one of: ${STAFF_DOCUMENT_CATEGORIES.join(', ')}` },
          ]);
        }
        const person = await staffPlace(caller, u.staffId, u.category || null, 'edit', true);
        // the file follows the person, not a home: access is decided from the homes they work in now
        place = { homeId: null, youngPersonId: null, recordId: null, staffId: person.id };
      } else {
        place = { ...(await placeFor(caller, u.youngPersonId, u.recordId, 'edit', true)), staffId: null };
        const v = decideDocument(caller, place, 'edit');
        if (!v.ok) throw forbidden(v.reason);
      }
      if (u.truncated || u.content.length > DOCUMENT_MAX_BYTES) {
        throw new Problem(413, 'Payload too large', `Files can be up to ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`, [
          { path: '/file', message: 'is too large' },
        ]);
      }
      if (!u.content.length)
        throw new Problem(422, 'Validation failed', 'The file is empty.', [{ path: '/file', message: 'is empty' }]);
      if (!ACCEPTED_TYPES[u.contentType]) {
        throw new Problem(
          415,
          'Unsupported media type',
          `Files of type ${u.contentType} cannot be kept here. Accepted: ${Object.values(ACCEPTED_TYPES).join(', ')}.`,
          [{ path: '/file', message: 'is not an accepted type' }],
        );
      }
      if ((await detectType(u.content, u.contentType)) !== u.contentType) {
        throw new Problem(
          415,
          'Unsupported media type',
          `The file is not a real ${ACCEPTED_TYPES[u.contentType]}: its contents do not match its type.`,
          [{ path: '/file', message: 'does not match its type' }],
        );
      }
      const doc = await store.transaction(caller.orgId, async (s) => {
        const d = await s.documents.insert({
          youngPersonId: place.youngPersonId,
          recordId: place.recordId,
          staffId: place.staffId,
          homeId: place.homeId,
          title: (u.title || u.fileName).slice(0, 200),
          category: u.category?.slice(0, 100) || null,
          fileName: fileNameFor(u.fileName.slice(0, 255), u.contentType),
          contentType: u.contentType,
          sizeBytes: u.content.length,
          sha256: createHash('sha256').update(u.content).digest('hex'),
          content: u.content,
          uploadedBy: caller.id,
        });
        await s.audit.write({
          userId: caller.id,
          action: 'document.upload',
          entity: 'document',
          entityId: d.id,
          detail: { fileName: d.fileName, sizeBytes: d.sizeBytes },
        });
        return d;
      });
      return out(doc);
    },

    async list(caller: Caller, f: { youngPersonId?: string; recordId?: string; staffId?: string; archived?: boolean }) {
      if (f.staffId) {
        if (f.youngPersonId || f.recordId)
          throw invalid("Ask for a young person's or a member of staff's documents, not both.", [
            { path: '/staff', message: 'cannot be given with youngPerson or record' },
          ]);
        const person = await staffPlace(caller, f.staffId, null, 'read');
        const docs = await store.forOrg(caller.orgId).documents.list({ staffId: person.id, archived: f.archived });
        // HR-only categories drop out for the person themself (and a manager), as their records do
        return docs.filter((d) => decideStaffDocument(caller, person, d.category, 'read').ok).map(out);
      }
      const place = await placeFor(caller, f.youngPersonId, f.recordId, 'read');
      const v = decideDocument(caller, place, 'read');
      if (!v.ok) throw forbidden(v.reason);
      const s = store.forOrg(caller.orgId);
      const docs = await s.documents.list({
        youngPersonId: f.recordId ? undefined : (place.youngPersonId ?? undefined),
        recordId: f.recordId,
        archived: f.archived,
      });
      // a young person's locker lists files of their records too: only of records the read rule lets the caller see
      const seen = await readableRecords(
        { store, registry },
        caller,
        docs.map((d) => (d.recordId === f.recordId ? null : d.recordId)),
      );
      return docs.filter((d) => !d.recordId || d.recordId === f.recordId || seen.has(d.recordId)).map(out);
    },

    async read(caller: Caller, id: string) {
      return out(await load(caller, id, 'read'));
    },

    /** The file, with an audit entry: who opened a child's documents is part of the record. */
    async download(caller: Caller, id: string) {
      const doc = await load(caller, id, 'read');
      const s = store.forOrg(caller.orgId);
      const content = await s.documents.content(id);
      await s.audit.write({ userId: caller.id, action: 'document.download', entity: 'document', entityId: id });
      return { doc: { ...doc, fileName: fileNameFor(doc.fileName, doc.contentType) }, content: content! };
    },

    async setArchived(caller: Caller, id: string, archived: boolean) {
      const doc = await load(caller, id, 'read');
      if (doc.staffId) await staffPlace(caller, doc.staffId, doc.category, 'edit');
      else if (!isManagerFor(caller, doc.homeId))
        throw forbidden('Only a manager of this home can archive or restore documents.');
      await store.transaction(caller.orgId, async (s) => {
        await s.documents.setArchived(id, archived, caller.id);
        await s.audit.write({
          userId: caller.id,
          action: archived ? 'document.archive' : 'document.unarchive',
          entity: 'document',
          entityId: id,
        });
      });
      return out((await store.forOrg(caller.orgId).documents.get(id))!);
    },
  };
}
