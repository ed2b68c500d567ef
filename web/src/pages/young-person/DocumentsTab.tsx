// Documents & Contracts: the young person's document locker, and the record kinds filed under this tab.
import { mayI } from '../../lib/abilities.ts';
import { useMe } from '../../session.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { kindsOfTab, useProfile } from './context.ts';
import { DocumentLocker } from './DocumentLocker.tsx';
import { KindCards } from './KindCards.tsx';

/** May the caller add to this young person's document locker (the API's abilities for them)? */
export const canEditDocuments = (me: ReturnType<typeof useMe>, youngPersonId: string) =>
  mayI(me.abilities).youngPerson(youngPersonId).documents.edit;

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
        canUpload={canEditDocuments(me, yp.id) && !yp.archivedAt}
      />
      <KindCards yp={yp} kinds={kindsOfTab(definitions, 'documents', me.toggles)} heading="Records" />
    </div>
  );
}
