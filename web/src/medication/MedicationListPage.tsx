// SPEC §2 profile health/medication (current) and health/medication/previous (ended): the young person's
// medicines as prescribed, allergies first. A medicine is a `medication` record: adding or changing one is
// a new revision through the record screens.
import { Link } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { usePageTitle } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { AllergyBanner } from './AllergyBanner.tsx';
import { MedicationNav } from './MedicationNav.tsx';
import { healthPath, type Medicine } from './shared.ts';
import { useMedicineLabels } from './useMedicineLabels.ts';
import { useMedicines } from './useMedicines.ts';

export default function MedicationListPage({ previous = false }: { previous?: boolean }) {
  const { yp } = useProfile();
  const title = previous ? 'Previous medication' : 'Medication';
  usePageTitle(`${title} · ${yp.firstName} ${yp.lastName}`);
  const meds = useMedicines(yp.id);
  const records = `/cyp/resident/${encodeURIComponent(yp.id)}/records/medication`;
  return (
    <section aria-labelledby="meds-heading" className="space-y-3">
      <MedicationNav ypId={yp.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="meds-heading" className="text-xl font-semibold">
          {title}
        </h2>
        {!previous ? (
          <Link className="btn-primary" to={`${records}/new`}>
            Add a medicine
          </Link>
        ) : null}
      </div>
      {meds.off ? (
        <EmptyState title="The MAR and medication inventory are turned off.">
          Medicines are still kept as records:{' '}
          <Link className="link" to={records}>
            see them
          </Link>
          .
        </EmptyState>
      ) : meds.error ? (
        <ErrorNotice error={meds.error} onRetry={meds.reload} />
      ) : !meds.data ? (
        <Loading />
      ) : (
        <>
          <AllergyBanner a={meds.data} />
          <MedicineList
            ypId={yp.id}
            medicines={meds.data.medicines.filter((m) => m.current !== previous)}
            previous={previous}
          />
        </>
      )}
    </section>
  );
}

function MedicineList({ ypId, medicines, previous }: { ypId: string; medicines: Medicine[]; previous: boolean }) {
  const l = useMedicineLabels();
  if (!medicines.length) return <p className="card">{previous ? 'No previous medicines.' : 'No current medicines.'}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {medicines.map((m) => (
        <li key={m.id} className="card space-y-1" data-testid="medicine">
          <Link
            className="link text-lg"
            to={`${healthPath(ypId, 'medication/details')}?id=${encodeURIComponent(m.id)}`}
          >
            {m.name}
          </Link>
          <p>
            {m.data.dose}
            {m.data.strength ? ` of ${m.data.strength}` : ''}
            {m.data.form ? ` ${l.form(m.data.form).toLowerCase()}` : ''}
            {m.data.route ? `, ${l.route(m.data.route)}` : ''} ·{' '}
            {m.regularity === 'prn'
              ? `When required: ${m.data.prn?.indication ?? ''}`
              : `At ${(m.data.times ?? []).join(', ')}`}
          </p>
          <p className="text-sm text-muted">
            From {formatDate(m.data.start)}
            {m.data.end ? ` to ${formatDate(m.data.end)}` : ''}
            {m.data.reviewDate ? ` · review by ${formatDate(m.data.reviewDate)}` : ''}
          </p>
          <p className="flex flex-wrap gap-1 text-sm">
            {m.controlled ? (
              <span className="rounded-full border border-danger px-2">
                Controlled drug{m.data.cdSchedule ? ` (${l.schedule(m.data.cdSchedule)})` : ''}
              </span>
            ) : null}
            {m.data.selfAdministering ? (
              <span className="rounded-full border border-line px-2">Self-administering</span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
