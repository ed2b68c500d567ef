// SPEC §2 profile health/medication/details: one medicine as prescribed, every DOMAIN §10 field, with
// its change history (each change a new revision) and the record's edit screen.
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../lib/format.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { usePageTitle } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { AllergyBanner } from './AllergyBanner.tsx';
import { MedicationNav } from './MedicationNav.tsx';
import { useMedicineLabels } from './useMedicineLabels.ts';
import { useMedicines } from './useMedicines.ts';

const yesNo = (v: unknown) => (v === true ? 'Yes' : v === false ? 'No' : '—');

export default function MedicationDetailsPage() {
  const { yp } = useProfile();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const meds = useMedicines(yp.id);
  const l = useMedicineLabels();
  const m = meds.data?.medicines.find((x) => x.id === id);
  usePageTitle(`${m?.name ?? 'Medication'} · ${yp.firstName} ${yp.lastName}`);
  const record = `/cyp/resident/${encodeURIComponent(yp.id)}/records/medication/${encodeURIComponent(id)}`;
  if (meds.error) return <ErrorNotice error={meds.error} onRetry={meds.reload} />;
  if (!meds.data)
    return meds.off ? <EmptyState title="The MAR and medication inventory are turned off." /> : <Loading />;
  if (!m)
    return (
      <EmptyState title="This medicine is not on the list.">
        <Link className="link" to="../medication">
          Back to medication
        </Link>
      </EmptyState>
    );
  const d = m.data;
  const rows: [string, string][] = [
    ['Form', l.form(d.form)],
    ['Strength', d.strength ?? '—'],
    ['Dose', d.dose ?? '—'],
    ['Route', l.route(d.route)],
    ['What it is for', d.reason ?? '—'],
    ['Regularity', m.regularity === 'prn' ? 'When required (PRN)' : 'Regular'],
    ...(m.regularity === 'prn'
      ? ([
          ['Give when', d.prn?.indication ?? '—'],
          ['Minimum hours between doses', String(d.prn?.minIntervalHours ?? '—')],
          ['Maximum doses in 24 hours', String(d.prn?.maxDosesIn24h ?? '—')],
          ['PRN protocol', d.prn?.protocol ?? '—'],
        ] as [string, string][])
      : ([['Times', (d.times ?? []).join(', ')]] as [string, string][])),
    ['Start date', formatDate(d.start)],
    ['End date', d.end ? formatDate(d.end) : 'Ongoing'],
    ['Medication review due', formatDate(d.reviewDate)],
    ['Prescriber', d.prescriber ?? '—'],
    ['Pharmacy', d.pharmacy ?? '—'],
    ['Special instructions', d.instructions ?? '—'],
    ['Side effects to watch for', d.sideEffects ?? '—'],
    ['Controlled drug', m.controlled ? `Yes${d.cdSchedule ? `, ${l.schedule(d.cdSchedule)}` : ''}` : 'No'],
    ['Stock counted in', l.unit(d.stockUnit)],
    ['Critical medicine', yesNo(d.critical)],
    ['Reorder when fewer days left than', String(d.restockLeadDays ?? 7)],
    ['Storage', d.storage ?? '—'],
    ['Self-administering', yesNo(d.selfAdministering)],
    ['Self-administration risk assessment', formatDate(d.selfAdministrationAssessedOn)],
  ];
  return (
    <section aria-labelledby="med-heading" className="space-y-3">
      <MedicationNav ypId={yp.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="med-heading" className="text-xl font-semibold">
          {m.name}
        </h2>
        <div className="flex gap-2">
          <Link className="btn-secondary" to={`${record}/edit`}>
            Change
          </Link>
          <Link className="btn-secondary" to={`${record}/history`}>
            Versions
          </Link>
        </div>
      </div>
      <AllergyBanner a={meds.data} />
      <p className="text-sm text-muted">
        Version {m.version}. A change is saved as a new version; the MAR names the version each dose was given under.
      </p>
      <dl className="card grid gap-x-4 gap-y-2 sm:grid-cols-[14rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
