// The home's medication round: every young person's doses due in the next hours and those
// just gone, by young person, with allergies; a due dose is recorded here as on the MAR.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { DoseDialog, type DoseTarget } from './DoseDialog.tsx';
import { type Competency, type Dose, healthPath, type Medicine, NOT_GIVEN_TONE, STATUS } from './shared.ts';

interface Round {
  homeId: string;
  homeName: string;
  from: string;
  to: string;
  youngPeople: { id: string; name: string; allergyStatus: string }[];
  medicines: Medicine[];
  doses: Dose[];
  competency: Competency;
}

export default function RoundPage() {
  const { currentHome } = useSession();
  const round = useApi<Round>(currentHome ? `/api/homes/${encodeURIComponent(currentHome.id)}/medication-round` : null);
  const [target, setTarget] = useState<DoseTarget | null>(null);
  const [message, setMessage] = useState('');
  const r = round.data;
  return (
    <Page title="Medication round">
      <p>
        <Link className="link" to="/cyp/medication-inventory">
          Medication Inventory
        </Link>{' '}
        ·{' '}
        <Link className="link" to="/cyp/cd-register">
          Controlled drugs register
        </Link>
      </p>
      {message ? (
        <p role="status" className="rounded-lg bg-sunken p-3">
          {message}
        </p>
      ) : null}
      {!currentHome ? (
        <EmptyState title="Choose a home first." />
      ) : round.error ? (
        <ErrorNotice error={round.error} onRetry={round.reload} />
      ) : !r ? (
        <Loading />
      ) : (
        <div className="space-y-4">
          <p className="text-muted">
            {r.homeName}: doses due {formatTime(r.from)} to {formatTime(r.to)}.
          </p>
          {r.youngPeople.map((y) => {
            const doses = r.doses.filter((d) => d.youngPersonId === y.id);
            return (
              <section key={y.id} className="card space-y-2" aria-label={y.name}>
                <h2 className="text-lg font-semibold">
                  <Link className="link" to={healthPath(y.id, 'mar')}>
                    {y.name}
                  </Link>
                </h2>
                {y.allergyStatus === 'not_recorded' ? (
                  <p role="note" className="rounded-lg border-2 border-danger bg-danger-soft p-2">
                    Allergies not recorded: no medicine can be given until they are.
                  </p>
                ) : null}
                {doses.length ? (
                  <ul className="divide-y divide-line">
                    {doses.map((d) => {
                      const m = r.medicines.find((x) => x.id === d.medicationId)!;
                      const tone =
                        d.entry && d.entry.outcome !== 'given' ? NOT_GIVEN_TONE : d.status ? STATUS[d.status].tone : '';
                      return (
                        <li
                          key={`${d.medicationId}|${d.scheduledAt}`}
                          className="flex flex-wrap items-center justify-between gap-2 py-2"
                        >
                          <span>
                            <strong>{formatTime(d.scheduledAt)}</strong> {m.name} · {m.data.dose}
                            {m.controlled ? ' · CD' : ''}
                          </span>
                          <span className="flex items-center gap-2">
                            <span className={`rounded-full border px-2 text-sm ${tone}`}>
                              {d.entry ? d.entry.code : d.status ? STATUS[d.status].label : ''}
                            </span>
                            {!d.entry ? (
                              <button
                                type="button"
                                className="btn-secondary"
                                onClick={() =>
                                  setTarget({
                                    ypId: y.id,
                                    ypName: y.name,
                                    homeId: r.homeId,
                                    medicine: m,
                                    scheduledAt: d.scheduledAt,
                                    allergiesRecorded: y.allergyStatus !== 'not_recorded',
                                    competency: r.competency,
                                  })
                                }
                              >
                                Record
                              </button>
                            ) : null}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                ) : (
                  <p className="text-muted">No doses due in this round.</p>
                )}
              </section>
            );
          })}
        </div>
      )}
      <DoseDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(m) => {
          setTarget(null);
          setMessage(m);
          round.reload();
        }}
      />
    </Page>
  );
}
