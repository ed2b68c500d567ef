// /home/reg44-visits: in a children's home the Reg 44 independent visits (monthly); in supported accommodation the
// same path is "Reg 32 Reviews" and lists the six-monthly quality reviews (SA has no monthly independent visitor).
import { useSession, useWording } from '../session.tsx';
import { REG44, REVIEW } from './places.ts';
import { KindList } from './RecordPages.tsx';

const SA = 'support_accomodation_for_older_children';

export default function VisitsPage() {
  const { currentHome } = useSession();
  const w = useWording();
  const supported = currentHome?.type === SA;
  return (
    <KindList place={supported ? REVIEW : REG44}>
      <div className="mx-auto mb-4 w-full max-w-6xl">
        <h1 className="page-title">{w('{visitName}')}</h1>
        {supported ? null : (
          <p className="mt-1 text-muted">
            Answer each recommendation with its own due date (a task until it is done); send the report to Ofsted and
            the responsible individual.
          </p>
        )}
      </div>
    </KindList>
  );
}
