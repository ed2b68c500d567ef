// Personal Details: the young person's own details (edit), moving out (archive) and restore for managers,
// their own login, and the record kinds filed under this tab (the case record, under its own heading).
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiPost } from '../../api.ts';
import { ageLabel, displayName, formatDate } from '../../lib/format.ts';
import { useMe, useWording } from '../../session.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { usePageTitle } from '../../ui/Page.tsx';
import { canAddYoungPeople, isManagerOf } from '../young-people/permissions.ts';
import { genderLabel } from '../young-people/YoungPersonForm.tsx';
import { kindsOfTab, useProfile } from './context.ts';
import { KindCards } from './KindCards.tsx';
import { PlacingAuthorityPanel } from './PlacingAuthorityPanel.tsx';
import { RecordViewsPanel } from './RecordViewsPanel.tsx';
import { YoungPersonLoginPanel } from './YoungPersonLoginPanel.tsx';

export default function PersonalTab() {
  const { yp, definitions, reload } = useProfile();
  const me = useMe();
  const w = useWording();
  const location = useLocation();
  const [message, setMessage] = useState<string>((location.state as { flash?: string } | null)?.flash ?? '');
  const [confirming, setConfirming] = useState(false);
  const [keepLogin, setKeepLogin] = useState(false);
  usePageTitle(`Personal Details · ${yp.firstName} ${yp.lastName}`);

  const archived = !!yp.archivedAt;
  const manager = isManagerOf(me, yp.homeId);
  const caseRecord = kindsOfTab(definitions, 'personal', me.toggles);
  const rows: [string, string][] = [
    ['First name', yp.firstName],
    ['Last name', yp.lastName],
    ['Preferred name', yp.preferredName || '—'],
    yp.dateOfBirth
      ? ['Date of birth', formatDate(yp.dateOfBirth)]
      : ['Year of birth', yp.birthYear ? String(yp.birthYear) : '—'],
    ['Age', ageLabel(yp).replace(/^Age /, '')],
    ['Gender', genderLabel(yp.gender)],
    ['Home', yp.homeName],
    ['Key worker', yp.keyWorkerName ?? 'Not assigned'],
    ['Move-in date', formatDate(yp.moveInDate)],
  ];
  if (archived) rows.push(['Archived (moved out)', formatDate(yp.archivedAt)]);
  // their own login ends when they move out, unless a manager kept it on (and then it says so)
  if (yp.ownLoginKept)
    rows.push([
      'Their own login',
      `Login kept after moving out by ${yp.ownLoginKept.byName} on ${formatDate(yp.ownLoginKept.at)}`,
    ]);

  const setArchived = async () => {
    await apiPost(
      `/api/young-people/${encodeURIComponent(yp.id)}/${archived ? 'restore' : 'archive'}`,
      archived ? undefined : { keepLogin },
    );
    setConfirming(false);
    setMessage(
      archived
        ? `${displayName(yp)} has been restored.`
        : `${displayName(yp)} has been archived as moved out. Their records are kept.`,
    );
    reload();
  };

  return (
    <div className="space-y-4">
      <p role="status" className="font-medium">
        {message}
      </p>
      <section aria-labelledby="personal-heading" className="card">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="personal-heading" className="text-lg font-semibold">
            Personal Details
          </h2>
          {!archived && canAddYoungPeople(me, yp.homeId) ? (
            <Link to="edit" className="btn-secondary">
              Edit details
            </Link>
          ) : null}
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* The record kinds of this tab are the case record, not a second way to edit the panel above: said
          under a heading of their own, so their "New" does not read as belonging to "Edit details". */}
      {caseRecord.length > 0 ? (
        <section aria-labelledby="case-record-heading" className="space-y-3">
          <div>
            <h2 id="case-record-heading" className="text-xl font-semibold">
              Case record
            </h2>
            <p className="text-muted">
              {w(
                'The panel above is how the {child} is named and placed across the system. Their case record (legal status, health, family and professional contacts, important dates) is kept in the records below, each change with its history.',
              )}
            </p>
          </div>
          <KindCards yp={yp} kinds={caseRecord} />
        </section>
      ) : null}

      {manager ? (
        <section aria-labelledby="moving-heading" className="card space-y-2">
          <h2 id="moving-heading" className="text-lg font-semibold">
            {archived ? 'Moved out' : 'Moving out'}
          </h2>
          <p className="text-muted">
            {archived
              ? w('This {child} is archived. Restore them to list them with the current {cyp} again.')
              : w(
                  'When the {child} has moved out, archive them. Their records are kept and can be read; they can be restored later.',
                )}
          </p>
          <button
            type="button"
            className={
              archived ? 'btn-primary' : 'btn border border-danger bg-surface text-danger hover:bg-danger-soft'
            }
            onClick={() => setConfirming(true)}
          >
            {archived ? 'Restore' : 'Archive (moved out)'}
          </button>
          <ConfirmDialog
            open={confirming}
            title={archived ? `Restore ${displayName(yp)}?` : `Archive ${displayName(yp)}?`}
            confirmLabel={archived ? 'Restore' : 'Archive'}
            danger={!archived}
            onConfirm={setArchived}
            onClose={() => setConfirming(false)}
          >
            <p>
              {archived
                ? w('They will be listed with the current {cyp} of the home again.')
                : w(
                    'They will move to the archived {cyp} list. Nothing is deleted: their records stay and a manager can restore them.',
                  )}
            </p>
            {archived ? null : (
              <label className="mt-3 flex min-h-[44px] items-center gap-2">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={keepLogin}
                  onChange={(e) => setKeepLogin(e.target.checked)}
                />
                Keep their own login after they move out (otherwise it ends now; keeping it is noted with your name)
              </label>
            )}
          </ConfirmDialog>
        </section>
      ) : null}

      {manager && !archived ? <YoungPersonLoginPanel yp={yp} /> : null}

      {manager && !archived ? <PlacingAuthorityPanel yp={yp} /> : null}

      {manager ? <RecordViewsPanel yp={yp} /> : null}
    </div>
  );
}
