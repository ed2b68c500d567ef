// SPEC §2 /cyp/medication-inventory: the home's medicine stock across its young people, each with their
// allergies, for the current home (the frame's home picker).
import { Link } from 'react-router';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AllergyBanner } from './AllergyBanner.tsx';
import { type Allergies, healthPath, type StockLine } from './shared.ts';
import { StockTable } from './StockTable.tsx';

interface Inventory {
  homeId: string;
  homeName: string;
  youngPeople: (Allergies & { id: string; name: string; medicines: StockLine[] })[];
}

export default function HomeInventoryPage() {
  const { currentHome } = useSession();
  const inv = useApi<Inventory>(
    currentHome ? `/api/homes/${encodeURIComponent(currentHome.id)}/medication-inventory` : null,
  );
  return (
    <Page title="Medication Inventory">
      <p>
        <Link className="link" to="/cyp/medication-round">
          Medication round
        </Link>{' '}
        ·{' '}
        <Link className="link" to="/cyp/cd-register">
          Controlled drugs register
        </Link>
      </p>
      {!currentHome ? (
        <EmptyState title="Choose a home first." />
      ) : inv.error ? (
        <ErrorNotice error={inv.error} onRetry={inv.reload} />
      ) : !inv.data ? (
        <Loading />
      ) : (
        <div className="space-y-4">
          <p className="text-muted">{inv.data.homeName}</p>
          {inv.data.youngPeople.length ? (
            inv.data.youngPeople.map((y) => (
              <section key={y.id} className="card space-y-2" aria-label={y.name}>
                <h2 className="text-lg font-semibold">
                  <Link className="link" to={healthPath(y.id, 'inventory')}>
                    {y.name}
                  </Link>
                </h2>
                <AllergyBanner a={y} />
                <StockTable lines={y.medicines} />
              </section>
            ))
          ) : (
            <p className="card">No young people with medicines here.</p>
          )}
        </div>
      )}
    </Page>
  );
}
