// Documents & Contracts: the young person's document locker, and the record kinds filed under this tab.
import { useMe } from '../../session.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { kindsOfTab, useProfile } from './context.ts';
import { DocumentLocker } from './DocumentLocker.tsx';
import { KindCards } from './KindCards.tsx';

export const canEditDocuments = (me: ReturnType<typeof useMe>) =>
  me.role === 'director' || (me.areas.cyp === 'edit' && (me.ypPermissions?.documents ?? 'edit') === 'edit');

export default function DocumentsTab() {
  const { yp, definitions } = useProfile();
  const me = useMe();
  usePageTitle(`Documents & Contracts · ${yp.firstName} ${yp.lastName}`);
  return (
    <div className="space-y-6">
      <DocumentLocker
        youngPersonId={yp.id}
        homeId={yp.homeId}
        title="Document locker"
        canUpload={canEditDocuments(me) && !yp.archivedAt}
      />
      <KindCards yp={yp} kinds={kindsOfTab(definitions, 'documents', me.toggles)} heading="Records" />
    </div>
  );
}
