// Below a young person's record: comments (on plans, where the young person may comment too), the documents
// attached to the record, and a subject access request's pack.
import { useParams } from 'react-router';
import { mayI } from '../../lib/abilities.ts';
import { useMe } from '../../session.tsx';
import { packBase, SubjectAccessPack } from '../../subject-access/SubjectAccessPack.tsx';
import type { DefinitionSummary, YoungPerson } from '../../types.ts';
import { DocumentLocker } from './DocumentLocker.tsx';
import { canEditDocuments } from './DocumentsTab.tsx';
import { RecordComments } from './RecordComments.tsx';

/** `kind` when the route has no :kind (a SPEC path, spec-paths.ts); the record is :recordId there. */
export function RecordExtras({
  yp,
  definitions,
  kind: fixedKind,
}: {
  yp: YoungPerson;
  definitions: DefinitionSummary[];
  kind?: string;
}) {
  const params = useParams();
  const kind = fixedKind ?? params.kind ?? '';
  const id = params.recordId ?? params.id ?? '';
  const me = useMe();
  const def = definitions.find((d) => d.kind === kind);
  if (!id || !def) return null;
  const documentsAllowed = mayI(me.abilities).youngPerson(yp.id).documents.read;
  return (
    <div className="mx-auto mt-6 w-full max-w-6xl space-y-6">
      {kind === 'subject-access-request' ? (
        <div className="card">
          <SubjectAccessPack
            base={packBase('young-people', yp.id, id)}
            subjectId={yp.id}
            subject="young-person"
            requestId={id}
            titleOf={(k) => definitions.find((d) => d.kind === k)?.title ?? k}
          />
        </div>
      ) : null}
      {def.ypPermission === 'plans' ? (
        <div className="card">
          <RecordComments kind={kind} id={id} />
        </div>
      ) : null}
      {documentsAllowed ? (
        <div className="card">
          <DocumentLocker
            recordId={id}
            homeId={yp.homeId}
            title="Documents"
            canUpload={canEditDocuments(me, yp.id) && !yp.archivedAt}
          />
        </div>
      ) : null}
    </div>
  );
}
