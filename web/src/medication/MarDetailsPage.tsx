// SPEC §2 profile health/mar/details: one day of the MAR in full — every dose due and every PRN dose, who
// recorded it, when, the dose, the reason, the witness and the PRN effect.
import { Link, useSearchParams } from 'react-router';
import { formatDate, formatDateTime, formatTime } from '../lib/format.ts';
import { useProfile } from '../pages/young-person/context.ts';
import { usePageTitle } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AllergyBanner } from './AllergyBanner.tsx';
import { MedicationNav } from './MedicationNav.tsx';
import { addDays, type Entry, healthPath, londonToday, type Mar, outcomeLabel, STATUS } from './shared.ts';

export default function MarDetailsPage() {
  const { yp } = useProfile();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? londonToday();
  usePageTitle(`MAR ${formatDate(date)} · ${yp.firstName} ${yp.lastName}`);
  const mar = useApi<Mar>(`/api/young-people/${encodeURIComponent(yp.id)}/mar?from=${date}&to=${date}`);
  const name = (id: string) => mar.data?.medicines.find((m) => m.id === id)?.name ?? 'Medicine';
  return (
    <section aria-labelledby="mard-heading" className="space-y-3">
      <MedicationNav ypId={yp.id} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="mard-heading" className="text-xl font-semibold">
          MAR, {formatDate(date)}
        </h2>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => setParams({ date: addDays(date, -1) })}>
            Day before
          </button>
          <button type="button" className="btn-secondary" onClick={() => setParams({ date: addDays(date, 1) })}>
            Day after
          </button>
          <Link className="btn-secondary" to={healthPath(yp.id, 'mar')}>
            Chart
          </Link>
        </div>
      </div>
      {mar.error ? (
        <ErrorNotice error={mar.error} onRetry={mar.reload} />
      ) : !mar.data ? (
        <Loading />
      ) : (
        <>
          <AllergyBanner a={mar.data} />
          <ul className="space-y-2">
            {mar.data.doses.map((d) => (
              <li key={`${d.medicationId}|${d.scheduledAt}`} className="card space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <strong>
                    {formatTime(d.scheduledAt)} {name(d.medicationId)}
                  </strong>
                  {d.status ? (
                    <span className={`rounded-full border px-2 text-sm ${STATUS[d.status].tone}`}>
                      {STATUS[d.status].label}
                    </span>
                  ) : null}
                </p>
                {d.entry ? <EntryLines e={d.entry} ypId={yp.id} /> : <p className="text-muted">Not recorded.</p>}
              </li>
            ))}
            {mar.data.prnDoses.map((e) => (
              <li key={e.id} className="card space-y-1">
                <p>
                  <strong>
                    {formatTime(e.givenAt ?? e.scheduledAt)} {name(e.medicationId)} (PRN)
                  </strong>
                </p>
                <EntryLines e={e} ypId={yp.id} />
              </li>
            ))}
          </ul>
          {!mar.data.doses.length && !mar.data.prnDoses.length ? <p className="card">No doses on this day.</p> : null}
        </>
      )}
    </section>
  );
}

/** A medication error or near miss opened from this entry (the record names the entry and its medicine). */
export const errorFromEntryPath = (ypId: string, e: Pick<Entry, 'id' | 'medicationId'>) =>
  `/cyp/resident/${encodeURIComponent(ypId)}/records/medication-error/new?marEntry=${encodeURIComponent(e.id)}` +
  `&medicine=${encodeURIComponent(e.medicationId)}`;

function EntryLines({ e, ypId }: { e: Entry; ypId: string }) {
  return (
    <div className="text-sm">
      <p>
        {outcomeLabel(e.outcome)} ({e.code}){e.givenAt ? ` at ${formatDateTime(e.givenAt)}` : ''}
        {e.doseGiven ? `, ${e.doseGiven}` : ''} — recorded by {e.recordedByName} at {formatDateTime(e.recordedAt)}
      </p>
      {e.witnessName ? <p>Witness: {e.witnessName}</p> : null}
      {e.reason ? <p>Reason: {e.reason}</p> : null}
      {e.prnReason ? <p>Why given: {e.prnReason}</p> : null}
      {e.prn && e.outcome === 'given' ? <p>Effect: {e.effect ?? 'not yet recorded'}</p> : null}
      <p>
        <Link className="link inline-flex min-h-[44px] items-center" to={errorFromEntryPath(ypId, e)}>
          Record an error or near miss about this dose
        </Link>
      </p>
    </div>
  );
}
