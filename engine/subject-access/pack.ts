// A subject access pack (UK GDPR art. 15; decisions 0650, 0870): everything held about one person, a young person or
// a member of staff, in one machine-readable archive in date order: every record of every kind about them with each
// of its versions, the comments and signatures on it, their files (the original bytes), who opened their records,
// their own row as held and every other table's rows about them. Two stages, both written to the audit with who,
// what and why:
// - review: everything, with other people's names found in it (the reviewer's help: they decide what is redacted);
// - release: once a second person approved it on the request, the marked words taken out of every text (the copy no
//   longer holds them) and the files marked as withheld left out.
// Who may ask for a pack is decided by the subject's own service (engine/young-people/subject-access.ts,
// engine/staff/subject-access.ts), which finds the request and the subject and then calls `assemblePack`.
import { type HomeType, resolveWording } from '../../definitions/wording.ts';
import type { Caller } from '../access/index.ts';
import { type FieldRead, fieldReader } from '../definitions/field-reads.ts';
import type { DefinitionRegistry } from '../definitions/registry.ts';
import { Problem } from '../problem.ts';
import type { Store } from '../store/index.ts';
import type { HeldSubject } from '../store/subject-access.ts';
import { findNames, redact, type Redaction, textsOf, wordsFor } from '../young-people/subject-access-pack.ts';
import { readableAnswers } from '../young-people/subject-access-readable.ts';

/** The request kinds, one per subject: the pack never holds them (they hold the reviewer's notes on others). */
export const REQUEST_KINDS = {
  'young-person': 'subject-access-request',
  staff: 'staff-subject-access-request',
} as const;

interface RequestData {
  receivedOn?: string;
  requesterName?: string;
  preparation?: {
    preparedBy?: string;
    approvedBy?: string;
    approvedOn?: string;
    thirdParties?: { recordId?: string; words?: string; decision?: string }[];
    filesWithheld?: { documentId: string; why: string }[];
  };
}

const reads = (kind: string): FieldRead[] => [
  { kind, path: 'receivedOn', type: 'date', why: 'the audit says which request the copy answered' },
  { kind, path: 'requesterName', type: 'text', why: 'the audit says who the copy was for' },
  { kind, path: 'preparation.preparedBy', why: 'a second person approves the copy' },
  { kind, path: 'preparation.approvedBy', why: 'the copy is released only once approved' },
  { kind, path: 'preparation.approvedOn', type: 'date', why: 'the copy is released only once approved' },
  { kind, path: 'preparation.thirdParties[].recordId', why: 'the record the words are taken out of' },
  { kind, path: 'preparation.thirdParties[].words', type: 'text', why: 'the words taken out' },
  {
    kind,
    path: 'preparation.thirdParties[].decision',
    type: 'choice',
    values: ['redacted'],
    why: 'only the rows marked redacted are taken out',
  },
  { kind, path: 'preparation.filesWithheld[].documentId', why: 'the files left out of the copy' },
];

/** What the pack reads of either request: a form edit may hide these, never remove or retype them. */
export const fieldReads = [
  fieldReader(
    'Subject access packs (what is redacted, withheld, and who approved)',
    reads(REQUEST_KINDS['young-person']),
  ),
  fieldReader('Staff subject access packs (what is redacted, withheld, and who approved)', reads(REQUEST_KINDS.staff)),
];

export type PackStage = 'review' | 'release';
/** The archive (JSON, the files' bytes) or the readable copy (PDF, engine/young-people/subject-access-print.ts). */
export type PackFormat = 'json' | 'pdf';

/** The person the pack is about, as the cover names them. */
export interface PackSubject extends HeldSubject {
  name: string;
  preferredName?: string | null;
  dateOfBirth: string | null;
  birthYear: number | null;
  home: string;
  homeId: string | null;
  /** Kind titles and answers are given in this home type's words. */
  homeType: HomeType;
}

/** The request record the pack answers (already checked to be about the subject and readable by the caller). */
export interface PackRequest {
  id: string;
  data: unknown;
}

/** Refused before release until someone other than the preparer approved it on the request (409, at the field). */
export function mayBeMade(request: PackRequest, stage: PackStage) {
  if (stage === 'release') mustBeApproved(((request.data ?? {}) as RequestData).preparation ?? {});
}

function mustBeApproved(prep: NonNullable<RequestData['preparation']>) {
  if (prep.approvedBy && prep.approvedOn && prep.approvedBy !== prep.preparedBy) return;
  throw new Problem(
    409,
    'Not approved',
    'The copy is released once someone other than the person who prepared it has approved it on the request.',
    [{ path: '/preparation/approvedBy', message: 'is required before release' }],
  );
}

/** The pack, as the stage gives it; written to the audit before it is returned. */
export async function assemblePack(
  { store, registry }: { store: Store; registry: DefinitionRegistry },
  caller: Caller,
  subject: PackSubject,
  request: PackRequest,
  stage: PackStage,
  format: PackFormat = 'json',
  reason: string | null = null,
) {
  const data = (request.data ?? {}) as RequestData;
  const prep = data.preparation ?? {};
  if (stage === 'release') mustBeApproved(prep);
  const held: HeldSubject = { who: subject.who, id: subject.id };
  const s = store.forOrg(caller.orgId).subjectAccess;
  const [records, versions, comments, signatures, documents, views, details, otherHeld, others] = await Promise.all([
    s.records(held),
    s.versions(held),
    s.comments(held),
    s.signatures(held),
    s.documents(held),
    s.views(held),
    s.details(held),
    s.otherHeld(held),
    s.otherPeople(held),
  ]);
  // the answers as read on the form (titles, choices' labels, staff by name) for the readable copy; made before
  // the redaction below, so a marked name is taken out of them too
  const names = {
    wording: (text: string) => resolveWording(text, subject.homeType),
    staff: new Map([
      ...others.filter((o) => o.who === 'staff').map((o) => [o.id, o.names[0]] as const),
      ...(subject.who === 'staff' ? [[subject.id, subject.name] as const] : []),
    ]),
    subject: { id: subject.id, name: subject.name },
  };
  // the requests themselves hold the reviewer's notes on other people: not part of the copy
  const requestKind = REQUEST_KINDS[subject.who];
  const kept = records.filter((r) => r.kind !== requestKind);
  const keptIds = new Set(kept.map((r) => r.id));
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

  const items = kept.map((r) => {
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
    if (withheld.has(d.id) || (d.recordId && !keptIds.has(d.recordId))) continue;
    const content = await s.documentContent(d.id);
    files.push({ ...d, contentBase64: content ? Buffer.from(content).toString('base64') : null });
  }
  const namesFound =
    stage === 'review'
      ? findNames(
          kept.map((r) => ({
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
  const whose = subject.who === 'staff' ? 'staff ' : '';
  await store.forOrg(caller.orgId).audit.write({
    userId: caller.id,
    action: `export.${subject.who === 'staff' ? 'staff-' : ''}subject-access.${stage}`,
    entity: subject.who === 'staff' ? 'user' : 'young_person',
    entityId: subject.id,
    kind: requestKind,
    detail: {
      what: `${whose}${stage === 'review' ? 'subject access pack for review (unredacted)' : 'subject access pack released'}${
        format === 'pdf' ? ', readable copy (PDF)' : ''
      }`,
      format,
      why,
      reason,
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
      who: subject.who,
      id: subject.id,
      name: subject.name,
      preferredName: subject.preferredName ?? null,
      dateOfBirth: subject.dateOfBirth,
      birthYear: subject.birthYear,
      home: subject.home,
      homeId: subject.homeId,
      homeType: subject.homeType,
    },
    request: { id: request.id, receivedOn: data.receivedOn ?? null, requesterName: data.requesterName ?? null },
    details: stage === 'release' ? redact(details, wordsFor(redactions, '')) : details,
    records: items,
    // what is held outside the records (a young person's MAR, money, tasks; a member of staff's shifts, leave), by
    // table; marks with no record apply here
    otherHeld: stage === 'release' ? redact(otherHeld, wordsFor(redactions, '')) : otherHeld,
    files,
    // the read audit names staff who opened the records: kept in both stages (who looked is the person's to know)
    recordViews: views.filter((v) => keptIds.has(v.recordId)),
    ...(namesFound ? { namesFound } : {}),
    ...(stage === 'release' ? { redactions: redactions.length, filesWithheld: withheld.size } : {}),
  };
}

export type Pack = Awaited<ReturnType<typeof assemblePack>>;
