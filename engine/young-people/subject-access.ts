// A subject access pack for a young person (UK GDPR art. 15; decision 0650): everything held about them in one
// machine-readable archive, in date order: every record of every kind with each of its versions, the comments and
// signatures on it, their files (the original bytes), who opened their records, their details as held and every
// other table's rows about them (the MAR, money, tasks). Two stages, both for a manager
// of their home or a director, and both written to the audit with who, what and why:
// - review: everything, with other people's names found in it (the reviewer's help: they decide what is redacted);
// - release: once a second person approved it on the request, the marked words taken out of every text (the copy no
//   longer holds them) and the files marked as withheld left out.
import { resolveWording } from '../../definitions/wording.ts';
import { type Caller, isManagerFor } from '../access/index.ts';
import { fieldReader } from '../definitions/field-reads.ts';
import { isHomeType } from '../definitions/home-types.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { forbidden, notFound, Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { YoungPersonService } from './service.ts';
import { findNames, redact, type Redaction, textsOf, wordsFor } from './subject-access-pack.ts';
import { readableAnswers } from './subject-access-readable.ts';

const KIND = 'subject-access-request';

interface RequestData {
  receivedOn?: string;
  clockFrom?: string;
  requesterName?: string;
  requestedBy?: string;
  preparation?: {
    preparedBy?: string;
    approvedBy?: string;
    approvedOn?: string;
    thirdParties?: { recordId?: string; words?: string; decision?: string }[];
    filesWithheld?: { documentId: string; why: string }[];
  };
}

/** What the pack reads of the request: a form edit may hide these, never remove or retype them. */
export const fieldReads = fieldReader('Subject access packs (what is redacted, withheld, and who approved)', [
  { kind: KIND, path: 'receivedOn', type: 'date', why: 'the audit says which request the copy answered' },
  { kind: KIND, path: 'requesterName', type: 'text', why: 'the audit says who the copy was for' },
  { kind: KIND, path: 'preparation.preparedBy', why: 'a second person approves the copy' },
  { kind: KIND, path: 'preparation.approvedBy', why: 'the copy is released only once approved' },
  { kind: KIND, path: 'preparation.approvedOn', type: 'date', why: 'the copy is released only once approved' },
  { kind: KIND, path: 'preparation.thirdParties[].recordId', why: 'the record the words are taken out of' },
  { kind: KIND, path: 'preparation.thirdParties[].words', type: 'text', why: 'the words taken out' },
  {
    kind: KIND,
    path: 'preparation.thirdParties[].decision',
    type: 'choice',
    values: ['redacted'],
    why: 'only the rows marked redacted are taken out',
  },
  { kind: KIND, path: 'preparation.filesWithheld[].documentId', why: 'the files left out of the copy' },
]);

export type PackStage = 'review' | 'release';
/** The archive (JSON, the files' bytes) or the readable copy (PDF, engine/young-people/subject-access-print.ts). */
export type PackFormat = 'json' | 'pdf';

export function subjectAccessService({
  store,
  youngPeople,
  registry,
}: {
  store: Store;
  youngPeople: YoungPersonService;
  registry: DefinitionRegistry;
}) {
  async function requestOf(caller: Caller, youngPersonId: string, requestId: string) {
    const yp = await youngPeople.load(caller, youngPersonId);
    if (!isManagerFor(caller, yp.homeId))
      throw forbidden("Only a manager of the young person's home or a director can prepare a subject access pack.");
    const request = await store.forOrg(caller.orgId).records.get(requestId);
    if (!request || request.kind !== KIND || request.youngPersonId !== yp.id || request.archivedAt)
      throw notFound('The subject access request');
    return { yp, request, data: request.data as RequestData };
  }

  return {
    /** The pack, as the stage gives it; written to the audit before it is returned. */
    async pack(
      caller: Caller,
      youngPersonId: string,
      requestId: string,
      stage: PackStage,
      format: PackFormat = 'json',
    ) {
      const { yp, request, data } = await requestOf(caller, youngPersonId, requestId);
      const prep = data.preparation ?? {};
      if (stage === 'release' && !(prep.approvedBy && prep.approvedOn && prep.approvedBy !== prep.preparedBy))
        throw new Problem(
          409,
          'Not approved',
          'The copy is released once someone other than the person who prepared it has approved it on the request.',
          [{ path: '/preparation/approvedBy', message: 'is required before release' }],
        );
      const s = store.forOrg(caller.orgId).subjectAccess;
      const [records, versions, comments, signatures, documents, views, details, otherHeld, others] = await Promise.all(
        [
          s.records(yp.id),
          s.versions(yp.id),
          s.comments(yp.id),
          s.signatures(yp.id),
          s.documents(yp.id),
          s.views(yp.id),
          s.details(yp.id),
          s.otherHeld(yp.id),
          s.otherPeople(yp.id),
        ],
      );
      // the answers as read on the form (titles, choices' labels, staff by name) for the readable copy; made before
      // the redaction below, so a marked name is taken out of them too
      const home = await store.forOrg(caller.orgId).people.home(yp.homeId);
      const homeType = isHomeType(home?.type) ? home.type : 'children_home';
      const names = {
        wording: (text: string) => resolveWording(text, homeType),
        staff: new Map(others.filter((o) => o.who === 'staff').map((o) => [o.id, o.names[0]])),
        subject: { id: yp.id, name: `${yp.firstName} ${yp.lastName}` },
      };
      // the requests themselves hold the reviewer's notes on other people: not part of the copy
      const held = records.filter((r) => r.kind !== KIND);
      const heldIds = new Set(held.map((r) => r.id));
      const byRecord = <T extends { recordId: string | null }>(rows: T[]) => {
        const m = new Map<string, T[]>();
        for (const r of rows) if (r.recordId) m.set(r.recordId, [...(m.get(r.recordId) ?? []), r]);
        return m;
      };
      const versionsOf = byRecord(versions),
        commentsOf = byRecord(comments),
        signaturesOf = byRecord(signatures);
      const redactions: Redaction[] =
        stage === 'release'
          ? (prep.thirdParties ?? [])
              .filter((t) => t.decision === 'redacted' && t.words?.trim())
              .map((t) => ({ recordId: t.recordId, words: t.words! }))
          : [];
      const withheld = new Set(stage === 'release' ? (prep.filesWithheld ?? []).map((f) => f.documentId) : []);

      const items = held.map((r) => {
        const item = {
          id: r.id,
          kind: r.kind,
          date: r.recordDate,
          status: r.status,
          writtenBy: r.authorName,
          writtenAt: r.createdAt,
          archivedAt: r.archivedAt,
          data: r.data,
          answers: readableAnswers(r.data, registry.defaults.get(r.kind)?.schema, names),
          versions: (versionsOf.get(r.id) ?? []).map((v) => ({
            version: v.version,
            action: v.action,
            status: v.status,
            changedBy: v.changedByName,
            changedAt: v.changedAt,
            reason: v.reason,
            data: v.data,
          })),
          comments: (commentsOf.get(r.id) ?? []).map((c) => ({ by: c.authorName, at: c.createdAt, text: c.body })),
          signatures: (signaturesOf.get(r.id) ?? []).map((x) => ({ by: x.signerName, step: x.step, at: x.signedAt })),
        };
        return stage === 'release' ? redact(item, wordsFor(redactions, r.id)) : item;
      });
      const files = [];
      for (const d of documents) {
        if (withheld.has(d.id) || (d.recordId && !heldIds.has(d.recordId))) continue;
        const content = await s.documentContent(d.id);
        files.push({ ...d, contentBase64: content ? Buffer.from(content).toString('base64') : null });
      }
      const namesFound =
        stage === 'review'
          ? findNames(
              held.map((r) => ({
                recordId: r.id,
                texts: [
                  ...textsOf(r.data),
                  ...(versionsOf.get(r.id) ?? []).flatMap((v) => textsOf(v.data)),
                  ...(commentsOf.get(r.id) ?? []).map((c) => c.body),
                ],
              })),
              others,
            )
          : undefined;

      const why = `Subject access request received ${data.receivedOn ?? 'on an unrecorded date'} from ${
        data.requesterName ?? 'an unnamed requester'
      }`;
      await store.forOrg(caller.orgId).audit.write({
        userId: caller.id,
        action: `export.subject-access.${stage}`,
        entity: 'young_person',
        entityId: yp.id,
        kind: KIND,
        detail: {
          what: `${stage === 'review' ? 'subject access pack for review (unredacted)' : 'subject access pack released'}${
            format === 'pdf' ? ', readable copy (PDF)' : ''
          }`,
          format,
          why,
          requestId: request.id,
          records: items.length,
          files: files.length,
          redactions: redactions.length,
          filesWithheld: withheld.size,
        },
      });
      return {
        stage,
        madeAt: new Date(),
        madeBy: caller.name,
        subject: {
          id: yp.id,
          name: `${yp.firstName} ${yp.lastName}`,
          preferredName: yp.preferredName,
          dateOfBirth: yp.dateOfBirth,
          birthYear: yp.birthYear,
          home: yp.homeName,
          homeId: yp.homeId,
        },
        request: { id: request.id, receivedOn: data.receivedOn ?? null, requesterName: data.requesterName ?? null },
        details: stage === 'release' ? redact(details, wordsFor(redactions, '')) : details,
        records: items,
        // what is held outside the records (their MAR, money, tasks), by table; marks with no record apply here
        otherHeld: stage === 'release' ? redact(otherHeld, wordsFor(redactions, '')) : otherHeld,
        files,
        // the read audit names staff who opened the records: kept in both stages (who looked is the person's to know)
        recordViews: views.filter((v) => heldIds.has(v.recordId)),
        ...(namesFound ? { namesFound } : {}),
        ...(stage === 'release' ? { redactions: redactions.length, filesWithheld: withheld.size } : {}),
      };
    },
  };
}
