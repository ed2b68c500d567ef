// The company logo (/company, SPEC §2 Product settings): the organisation's own file in the document store.
// Only PNG, JPEG or WebP (checked from the first bytes, not the name), at most LOGO_MAX_BYTES; SVG is refused (it
// can carry script). A new logo archives the one before (nothing is deleted). Everyone signed in to the
// organisation sees it (the frame header); those who may edit the settings change it.
import { createHash } from 'node:crypto';
import { type Caller, decideSettings } from '../access/index.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import { contentMatches } from './sniff.ts';

export const LOGO_CATEGORY = 'company-logo';
const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export function companyLogoService({ store }: { store: Store }) {
  return {
    async current(caller: Caller) {
      const s = store.forOrg(caller.orgId);
      const doc = await s.documents.organisationFile(LOGO_CATEGORY);
      if (!doc) throw notFound('The company logo');
      return { doc, content: (await s.documents.content(doc.id))! };
    },

    async replace(caller: Caller, u: { fileName: string; contentType: string; content: Buffer; truncated?: boolean }) {
      const v = decideSettings(caller, 'edit');
      if (!v.ok) throw forbidden(v.reason);
      if (u.truncated || u.content.length > LOGO_MAX_BYTES) {
        throw new Problem(413, 'Payload too large', `A logo can be up to ${LOGO_MAX_BYTES / 1024 / 1024} MB.`, [
          { path: '/file', message: 'is too large' },
        ]);
      }
      if (!u.content.length)
        throw new Problem(422, 'Validation failed', 'The file is empty.', [{ path: '/file', message: 'is empty' }]);
      // the declared type must be an image we accept, and the bytes must be that image
      const type = LOGO_TYPES.find((t) => t === u.contentType && contentMatches(t, u.content));
      if (!type)
        throw new Problem(415, 'Unsupported media type', 'The logo must be a PNG, JPEG or WebP image.', [
          { path: '/file', message: 'is not a PNG, JPEG or WebP image' },
        ]);
      return store.transaction(caller.orgId, async (s) => {
        const before = await s.documents.organisationFile(LOGO_CATEGORY);
        if (before) await s.documents.setArchived(before.id, true, caller.id);
        const doc = await s.documents.insert({
          youngPersonId: null,
          recordId: null,
          homeId: null,
          forOrganisation: true,
          title: 'Company logo',
          category: LOGO_CATEGORY,
          fileName: u.fileName.slice(0, 255),
          contentType: type,
          sizeBytes: u.content.length,
          sha256: createHash('sha256').update(u.content).digest('hex'),
          content: u.content,
          uploadedBy: caller.id,
        });
        await s.audit.write({
          userId: caller.id,
          action: 'organisation.logo',
          entity: 'document',
          entityId: doc.id,
          detail: { replaced: before?.id ?? null, sizeBytes: doc.sizeBytes },
        });
        return {
          id: doc.id,
          contentType: doc.contentType,
          sizeBytes: doc.sizeBytes,
          sha256: doc.sha256,
          uploadedAt: doc.uploadedAt,
        };
      });
    },
  };
}
