// /home/ofsted/annex-a (view, print, CSV), /edit (overrides and the return's details) and /child/edit?child=
// (what the records cannot know about one child). Every figure is worked out from the records since the last
// inspection; an override never replaces it on screen: the computed figure stays beside it with who and when.
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api, ApiProblem } from '../api.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { downloadFile, ExportButton, withReason } from '../ui/ExportButton.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import { AnnexChildContacts, AnnexStaffList } from './AnnexALists.tsx';
import { HomeNav } from './HomeNav.tsx';
import type { AnnexAnswer } from './types.ts';

const SINCE: Record<AnnexAnswer['since'], string> = {
  inspection: 'since the day after the last inspection',
  set: 'from the date a manager set (no inspection is recorded)',
  year: 'for the last 12 months (no inspection is recorded)',
};

function useAnnex() {
  const { currentHome } = useSession();
  return { home: currentHome, ...useApi<AnnexAnswer>(currentHome ? `/api/homes/${currentHome.id}/annex-a` : null) };
}

export function AnnexAView() {
  const { home, data, error, reload } = useAnnex();
  if (!home)
    return (
      <Page title="Annex A">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  return (
    <>
      <div className="print:hidden">
        <HomeNav />
      </div>
      <Page
        title="Annex A"
        subtitle={
          data
            ? `${data.home.name}${data.urn ? `, URN ${data.urn}` : ''}: ${formatDate(data.from)} to ${formatDate(data.to)}`
            : home.name
        }
        actions={
          data ? (
            <div className="flex flex-wrap gap-2 print:hidden">
              {data.canEdit ? (
                <Link className="btn-primary" to="/home/ofsted/annex-a/edit">
                  Review and edit
                </Link>
              ) : null}
              <button type="button" className="btn-secondary" onClick={() => window.print()}>
                Print
              </button>
              <ExportButton
                label="Download CSV"
                what="the home's Annex A figures and a line about each child"
                onExport={(reason) =>
                  downloadFile(withReason(`/api/homes/${home.id}/annex-a/export`, reason), 'annex-a.csv')
                }
              />
            </div>
          ) : null
        }
      >
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            <p className="text-muted">
              Worked out from the records {SINCE[data.since]}. Completed by: {data.completedBy ?? 'not yet given'}.
            </p>
            <p className="text-sm" data-testid="wording-note">
              The wording of these items was written for what each must cover and is to be checked against Ofsted&apos;s
              current Annex A; it is not Ofsted&apos;s text.
            </p>
            <div className="card overflow-x-auto p-0">
              <table className="stack-table w-full text-left">
                <caption className="sr-only">Annex A figures</caption>
                <thead className="border-b border-line text-sm text-muted">
                  <tr>
                    <th scope="col" className="px-4 py-2">
                      Item
                    </th>
                    <th scope="col" className="px-4 py-2">
                      From the records
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Figure given
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {Object.entries(data.figures).map(([key, f]) => (
                    <tr key={key}>
                      <th scope="row" className="px-4 py-3 font-medium">
                        {f.label}
                      </th>
                      <td className="px-4 py-3" data-label="From the records">
                        {f.computed}
                      </td>
                      <td className="px-4 py-3" data-label="Figure given">
                        <strong>{f.value}</strong>
                        {f.override !== null ? (
                          <span className="block text-sm text-muted">
                            Changed by {f.by} on {formatDateTime(f.at)}: {f.reason}
                          </span>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <section aria-labelledby="children" className="space-y-2">
              <h2 id="children" className="text-lg font-semibold">
                Children
              </h2>
              {data.children.length === 0 ? (
                <p className="text-muted">No child lived here in the period.</p>
              ) : (
                <div className="card overflow-x-auto p-0">
                  <table className="stack-table w-full text-left text-sm">
                    <caption className="sr-only">Each child in the period</caption>
                    <thead className="border-b border-line text-muted">
                      <tr>
                        {[
                          'Child',
                          'Admitted',
                          'Left',
                          'Restraints',
                          'Missing',
                          'Return home interviews offered / held',
                          'At risk of exploitation',
                          'Complaints',
                          'Notifications made',
                          'Notifications owed',
                          'Notes on education and interviews',
                        ].map((h) => (
                          <th key={h} scope="col" className="px-3 py-2">
                            {h}
                          </th>
                        ))}
                        <th scope="col" className="px-3 py-2 print:hidden">
                          <span className="sr-only">Edit</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {data.children.map((c) => (
                        <tr key={c.youngPersonId}>
                          <th scope="row" className="px-3 py-2 font-medium">
                            {c.name}
                          </th>
                          <td className="px-3 py-2" data-label="Admitted">
                            {formatDate(c.admittedOn)}
                          </td>
                          <td className="px-3 py-2" data-label="Left">
                            {c.leftOn ? formatDate(c.leftOn) : '—'}
                          </td>
                          <td className="px-3 py-2" data-label="Restraints">
                            {c.restraints}
                          </td>
                          <td className="px-3 py-2" data-label="Missing">
                            {c.missingEpisodes}
                          </td>
                          <td className="px-3 py-2" data-label="Return home interviews offered / held">
                            {c.returnInterviewsOffered} / {c.returnInterviewsCompleted}
                          </td>
                          <td className="px-3 py-2" data-label="At risk of exploitation">
                            {c.atRiskOfExploitation ? 'Yes' : 'No'}
                          </td>
                          <td className="px-3 py-2" data-label="Complaints">
                            {c.complaints}
                          </td>
                          <td className="px-3 py-2" data-label="Notifications made">
                            {c.notifications}
                          </td>
                          <td className="px-3 py-2" data-label="Notifications owed">
                            {c.notificationsOwed}
                          </td>
                          <td className="px-3 py-2" data-label="Notes on education and interviews">
                            {[c.education, c.returnInterviews].filter(Boolean).join(' ')}
                          </td>
                          <td className="px-3 py-2 print:hidden">
                            {data.canEdit ? (
                              <Link
                                className="link"
                                to={`/home/ofsted/annex-a/child/edit?child=${encodeURIComponent(c.youngPersonId)}`}
                              >
                                Edit<span className="sr-only"> {c.name}</span>
                              </Link>
                            ) : null}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <AnnexChildContacts data={data} />
            <AnnexStaffList data={data} />
            {data.notes ? (
              <section className="card">
                <h2 className="text-lg font-semibold">Notes</h2>
                <p className="whitespace-pre-wrap">{data.notes}</p>
              </section>
            ) : null}
          </>
        )}
      </Page>
    </>
  );
}

/** Field errors of a refused save, by path. */
function errorsOf(err: unknown): { message: string; byPath: Record<string, string> } {
  if (!(err instanceof ApiProblem)) return { message: String(err), byPath: {} };
  return { message: err.detail ?? err.title, byPath: Object.fromEntries(err.errors.map((e) => [e.path, e.message])) };
}

export function AnnexAEdit() {
  const { home, data, error, reload } = useAnnex();
  const navigate = useNavigate();
  const [text, setText] = useState<Record<string, string>>({});
  const [figures, setFigures] = useState<Record<string, { value: string; reason: string }>>({});
  const [problem, setProblem] = useState<{ message: string; byPath: Record<string, string> }>();
  useEffect(() => {
    if (!data) return;
    setText({ completedBy: data.completedBy ?? '', notes: data.notes ?? '', periodStart: data.periodStart ?? '' });
    setFigures(
      Object.fromEntries(
        Object.entries(data.figures).map(([k, f]) => [k, { value: f.override ?? '', reason: f.reason ?? '' }]),
      ),
    );
  }, [data]);
  if (!home)
    return (
      <Page title="Annex A">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  async function save(e: FormEvent) {
    e.preventDefault();
    if (!data || !home) return;
    const changedFigures = Object.fromEntries(
      Object.entries(figures)
        .filter(
          ([k, v]) =>
            (v.value || null) !== data.figures[k].override || (v.value && v.reason !== (data.figures[k].reason ?? '')),
        )
        .map(([k, v]) => [k, { value: v.value.trim() || null, reason: v.reason.trim() || null }]),
    );
    const changedText = Object.fromEntries(
      Object.entries(text)
        .filter(([k, v]) => v !== ((data as unknown as Record<string, string | null>)[k] ?? ''))
        .map(([k, v]) => [k, v.trim() || null]),
    );
    try {
      await api(`/api/homes/${home.id}/annex-a`, {
        method: 'PUT',
        body: { figures: changedFigures, text: changedText },
      });
      void navigate('/home/ofsted/annex-a');
    } catch (err) {
      setProblem(errorsOf(err));
    }
  }
  return (
    <>
      <HomeNav />
      <Page
        title="Review Annex A"
        subtitle="Change only what the records cannot know. An override needs a reason; the figure from the records stays beside it."
      >
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : (
          <form onSubmit={(e) => void save(e)} className="space-y-4">
            <div className="card grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="completedBy" className="field-label">
                  Completed by
                </label>
                <input
                  id="completedBy"
                  className="field-input"
                  value={text.completedBy ?? ''}
                  onChange={(e) => setText({ ...text, completedBy: e.target.value })}
                />
              </div>
              {data.since !== 'inspection' ? (
                <div>
                  <label htmlFor="periodStart" className="field-label">
                    Period starts (no inspection is recorded)
                  </label>
                  <DateField
                    id="periodStart"
                    className="field-input"
                    value={text.periodStart ?? ''}
                    onChange={(e) => setText({ ...text, periodStart: e.target.value })}
                  />
                </div>
              ) : null}
              <div className="sm:col-span-2">
                <label htmlFor="notes" className="field-label">
                  Notes for the inspector
                </label>
                <textarea
                  id="notes"
                  className="field-input"
                  rows={3}
                  value={text.notes ?? ''}
                  onChange={(e) => setText({ ...text, notes: e.target.value })}
                />
              </div>
            </div>
            <fieldset className="card space-y-3">
              <legend className="text-lg font-semibold">Figures</legend>
              {Object.entries(data.figures).map(([key, f]) => (
                <div key={key} className="grid gap-2 border-b border-line pb-3 sm:grid-cols-[1fr_8rem_2fr]">
                  <p>
                    <span className="font-medium">{f.label}</span>
                    <span className="block text-sm text-muted">From the records: {f.computed}</span>
                  </p>
                  <div>
                    <label htmlFor={`${key}-value`} className="field-label">
                      Override
                    </label>
                    <input
                      id={`${key}-value`}
                      inputMode="numeric"
                      className="field-input"
                      value={figures[key]?.value ?? ''}
                      aria-invalid={!!problem?.byPath[`/figures/${key}/value`]}
                      aria-describedby={`${key}-err`}
                      onChange={(e) => setFigures({ ...figures, [key]: { ...figures[key], value: e.target.value } })}
                    />
                  </div>
                  <div>
                    <label htmlFor={`${key}-reason`} className="field-label">
                      Why the records are not right
                    </label>
                    <input
                      id={`${key}-reason`}
                      className="field-input"
                      value={figures[key]?.reason ?? ''}
                      aria-invalid={!!problem?.byPath[`/figures/${key}/reason`]}
                      aria-describedby={`${key}-err`}
                      onChange={(e) => setFigures({ ...figures, [key]: { ...figures[key], reason: e.target.value } })}
                    />
                  </div>
                  <p id={`${key}-err`} className="text-danger sm:col-span-3">
                    {problem?.byPath[`/figures/${key}/value`] ?? problem?.byPath[`/figures/${key}/reason`] ?? ''}
                  </p>
                </div>
              ))}
            </fieldset>
            {problem ? (
              <p role="alert" className="text-danger">
                {problem.message}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary">
                Save
              </button>
              <Link className="btn-secondary" to="/home/ofsted/annex-a">
                Cancel
              </Link>
            </div>
          </form>
        )}
      </Page>
    </>
  );
}

export function AnnexAChildEdit() {
  const { home, data, error, reload } = useAnnex();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const child = data?.children.find((c) => c.youngPersonId === params.get('child'));
  const [values, setValues] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (child)
      setValues({
        education: child.education ?? '',
        returnInterviews: child.returnInterviews ?? '',
        notes: child.notes ?? '',
      });
  }, [child]);
  if (!home)
    return (
      <Page title="Annex A">
        <EmptyState title="You are not linked to a home yet." />
      </Page>
    );
  async function save(e: FormEvent) {
    e.preventDefault();
    if (!child || !home) return;
    try {
      await api(`/api/homes/${home.id}/annex-a`, {
        method: 'PUT',
        body: {
          children: {
            [child.youngPersonId]: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null])),
          },
        },
      });
      void navigate('/home/ofsted/annex-a');
    } catch (err) {
      setProblem(errorsOf(err).message);
    }
  }
  const field = (key: string, label: string, help: string) => (
    <div>
      <label htmlFor={key} className="field-label">
        {label}
      </label>
      <p id={`${key}-help`} className="text-sm text-muted">
        {help}
      </p>
      <textarea
        id={key}
        aria-describedby={`${key}-help`}
        className="field-input"
        rows={2}
        value={values[key] ?? ''}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <>
      <HomeNav />
      <Page title="Annex A: a child" subtitle={child?.name}>
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : !child ? (
          <EmptyState title="This child is not in Annex A's period." />
        ) : (
          <form onSubmit={(e) => void save(e)} className="card space-y-3">
            <p className="text-sm text-muted">
              Restraints {child.restraints}, missing episodes {child.missingEpisodes} (return home interviews offered{' '}
              {child.returnInterviewsOffered}, held {child.returnInterviewsCompleted}), complaints {child.complaints},
              notifications made {child.notifications} of {child.notificationsOwed} owed, and education (
              {child.details.education ?? 'not held'}): from the records, not typed here.
            </p>
            {field(
              'education',
              'Education: what the records do not show',
              'For example the hours they attend, or a change not yet recorded on their education record',
            )}
            {field(
              'returnInterviews',
              'Return home interviews: what the records do not show',
              'For example why an interview was not offered or held',
            )}
            {field('notes', 'Notes', 'Anything else the inspector should know')}
            {problem ? (
              <p role="alert" className="text-danger">
                {problem}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary">
                Save
              </button>
              <Link className="btn-secondary" to="/home/ofsted/annex-a">
                Cancel
              </Link>
            </div>
          </form>
        )}
      </Page>
    </>
  );
}
