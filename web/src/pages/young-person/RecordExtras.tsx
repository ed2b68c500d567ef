// Below a young person's record: comments (on plans, where the young person may comment too) and the
// documents attached to the record.
import { useParams } from 'react-router';
import { useMe } from '../../session.tsx';
import type { DefinitionSummary, YoungPerson } from '../../types.ts';
import { RecordComments } from './RecordComments.tsx';
import { DocumentLocker } from './DocumentLocker.tsx';
import { canEditDocuments } from './DocumentsTab.tsx';

export function RecordExtras({ yp, definitions }: { yp: YoungPerson; definitions: DefinitionSummary[] }) {
  const { kind = '', id = '' } = useParams();
  const me = useMe();
  const def = definitions.find((d) => d.kind === kind);
  if (!id || !def) return null;
  const documentsAllowed = me.ypPermissions?.documents !== 'none';
  return (
    <div className="mx-auto mt-6 w-full max-w-6xl space-y-6">
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
            canUpload={canEditDocuments(me) && !yp.archivedAt}
          />
        </div>
      ) : null}
    </div>
  );
}
