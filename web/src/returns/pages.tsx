// The statutory forms' screens: a home's returns of a kind with SPEC §3's status and a
// period to start a new one; the return itself on the generic record screens with its figures panel (what the
// records say beside what is given, a change only with a reason, the records behind each figure); a print view
// (web/src/print) and, for the children's home pre-form, the inspection pack with Annex A.
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { api, ApiProblem } from '../api.ts';
import { AnnexChildContacts, AnnexStaffList } from '../home/AnnexALists.tsx';
import { HomeNav } from '../home/HomeNav.tsx';
import type { AnnexAnswer } from '../home/types.ts';
import { formatDate, formatDateTime, statusLabel } from '../lib/format.ts';
import { PrintButton, PrintDocument } from '../print/PrintDocument.tsx';
import { topRecordPath } from '../records/paths.ts';
import { RecordFormPage } from '../records/RecordFormPage.tsx';
import { RecordHistoryPage } from '../records/RecordHistoryPage.tsx';
import { RecordViewPage } from '../records/RecordViewPage.tsx';
import { useDefinition } from '../records/useDefinition.ts';
import { useRecord } from '../records/useRecord.ts';
import { ReadOnlyView } from '../rjsf/index.ts';
import { useSession } from '../session.tsx';
import { DateField } from '../ui/DateField.tsx';
import { Page } from '../ui/Page.tsx';
import { EmptyState, ErrorNotice, Loading } from '../ui/States.tsx';
import { useApi } from '../use-api.ts';
import type { ReturnPlace } from './places.ts';

interface Overview {
  title: string;
  description: string | null;
  home: { id: string; name: string };
  suggestedPeriod: { from: string; to: string };
  status: string;
  canStart: boolean;
  items: {
    id: string;
    periodFrom: string | null;
    periodTo: string | null;
    authorName: string | null;
    status: string;
    sectionsComplete: number;
    sectionsTotal: number;
  }[];
}
interface FigureQuestion {
  question: string;
  title: string;
  figureLabel: string;
  computed: number | null;
  entered: number | null;
  differs: boolean;
  override: { value: number; computedThen: number; reason: string | null; by: string | null; at: string } | null;
}
interface Figures {
  version: number;
  period: { from: string; to: string } | null;
  questions: FigureQuestion[];
  warnings: string[];
  wordingNote: string;
}

/** SPEC §3's notStarted, else the record's status, with the sections complete where the form has flags. */
export function returnStatusText(status: string, done = 0, total = 0) {
  if (status === 'notStarted') return 'Not started';
  return `${statusLabel(status)}${total ? ` · ${done} of ${total} sections complete` : ''}`;
}

function Framed({ children }: { children: React.ReactNode }) {
  return (
    <>
      <div data-print-hide>
        <HomeNav />
      </div>
      {children}
    </>
  );
}

/** /home/annual-return …: the home's returns and a period to start one. */
export function ReturnList({ place }: { place: ReturnPlace }) {
  const { currentHome } = useSession();
  const navigate = useNavigate();
  const { data, error, reload } = useApi<Overview>(
    currentHome ? `/api/homes/${currentHome.id}/returns/${place.kind}` : null,
  );
  const [period, setPeriod] = useState<{ from: string; to: string }>();
  const [problem, setProblem] = useState<ApiProblem>();
  if (!currentHome)
    return (
      <Framed>
        <Page title={place.title}>
          <EmptyState title="You are not linked to a home yet." />
        </Page>
      </Framed>
    );
  const shown = period ?? data?.suggestedPeriod;
  async function start(e: FormEvent) {
    e.preventDefault();
    setProblem(undefined);
    try {
      const made = await api<{ id: string }>(`/api/homes/${currentHome!.id}/returns/${place.kind}`, {
        method: 'POST',
        body: { periodFrom: shown?.from, periodTo: shown?.to },
      });
      void navigate(`${place.path}/${made.id}`);
    } catch (err) {
      setProblem(err as ApiProblem);
    }
  }
  return (
    <Framed>
      <Page title={data?.title ?? place.title} subtitle={currentHome.name}>
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : (
          <>
            {data.description ? <p className="text-muted">{data.description}</p> : null}
            <p>
              Status:{' '}
              <strong data-testid="return-status">
                {returnStatusText(data.status, data.items[0]?.sectionsComplete, data.items[0]?.sectionsTotal)}
              </strong>
            </p>
            {data.items.length === 0 ? (
              <EmptyState title={`No ${data.title.toLowerCase()} has been started for ${data.home.name}.`} />
            ) : (
              <ul className="card divide-y divide-line p-0">
                {data.items.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                    <Link className="link font-medium" to={`${place.path}/${r.id}`}>
                      {formatDate(r.periodFrom)} to {formatDate(r.periodTo)}
                    </Link>
                    <span className="text-sm text-muted">
                      {returnStatusText(r.status, r.sectionsComplete, r.sectionsTotal)}
                      {r.authorName ? ` · started by ${r.authorName}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {data.canStart && shown ? (
              <form className="card space-y-3" onSubmit={start} aria-labelledby="start-heading">
                <h2 id="start-heading" className="text-lg font-semibold">
                  Start a new {data.title.toLowerCase()}
                </h2>
                <p className="text-sm text-muted">
                  Every question the records can answer is filled in from them for this period.
                </p>
                <div className="flex flex-wrap gap-4">
                  <label className="block">
                    Period from
                    <DateField
                      className="field-input mt-1 block"
                      required
                      value={shown.from}
                      onChange={(e) => setPeriod({ ...shown, from: e.target.value })}
                    />
                  </label>
                  <label className="block">
                    Period to
                    <DateField
                      className="field-input mt-1 block"
                      required
                      value={shown.to}
                      onChange={(e) => setPeriod({ ...shown, to: e.target.value })}
                    />
                  </label>
                </div>
                {problem ? <ErrorNotice error={problem} /> : null}
                <button type="submit" className="btn-primary">
                  Start
                </button>
              </form>
            ) : null}
          </>
        )}
      </Page>
    </Framed>
  );
}

/** The figures of a return: the records' figure, the one given, and any change with its reason, who and when. */
function FiguresPanel({
  place,
  id,
  canEdit,
  onChanged,
}: {
  place: ReturnPlace;
  id: string;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { data, error, reload } = useApi<Figures>(`/api/returns/${place.kind}/${id}/figures`);
  const [editing, setEditing] = useState<string>();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<ApiProblem>();
  if (error) return <ErrorNotice error={error} onRetry={reload} />;
  if (!data) return <Loading label="Working out the figures…" />;
  const send = async (path: string, method: 'PUT' | 'POST', body: unknown) => {
    setProblem(undefined);
    try {
      await api(path, { method, body });
      setEditing(undefined);
      reload();
      onChanged();
    } catch (err) {
      setProblem(err as ApiProblem);
    }
  };
  const save = (q: string, v: number | null) =>
    send(`/api/returns/${place.kind}/${id}/figures`, 'PUT', {
      question: q,
      value: v,
      reason: reason || null,
      version: data.version,
    });
  return (
    <section className="card space-y-3" aria-labelledby="figures-heading" data-testid="figures-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="figures-heading" className="text-lg font-semibold">
          Figures from the records
        </h2>
        {canEdit ? (
          <button
            type="button"
            className="btn-secondary"
            onClick={() => send(`/api/returns/${place.kind}/${id}/figures/refresh`, 'POST', { version: data.version })}
          >
            Bring unchanged figures up to date
          </button>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        {data.period
          ? `For ${formatDate(data.period.from)} to ${formatDate(data.period.to)}.`
          : 'Give the return its period to work out the figures.'}
      </p>
      <p className="text-sm" data-testid="wording-note">
        {data.wordingNote}
      </p>
      {data.warnings.length ? (
        <div
          className="rounded border border-danger bg-danger-soft p-3"
          role="note"
          aria-label="Figures to check"
          data-testid="figure-warnings"
        >
          <h3 className="font-semibold">Figures to check</h3>
          <ul className="list-disc pl-5 text-sm">
            {data.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem && !editing ? <ErrorNotice error={problem} /> : null}
      <table className="stack-table w-full text-left">
        <caption className="sr-only">Figures worked out from the records</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-2 py-2">
              Question
            </th>
            <th scope="col" className="px-2 py-2">
              From the records
            </th>
            <th scope="col" className="px-2 py-2">
              Given
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {data.questions.map((q) => (
            <tr key={q.question} data-question={q.question}>
              <th scope="row" className="px-2 py-2 font-medium">
                {q.title}
                <span className="block text-sm font-normal text-muted">Counted: {q.figureLabel}</span>
              </th>
              <td className="px-2 py-2" data-label="From the records">
                {q.computed ?? '—'}{' '}
                <Link className="link text-sm no-print" to={`${place.path}/${id}/figures/${q.question}`}>
                  See the records<span className="sr-only"> behind {q.title}</span>
                </Link>
              </td>
              <td className="px-2 py-2" data-label="Given">
                <strong>{q.entered ?? '—'}</strong>
                {q.override ? (
                  <span className="block text-sm text-muted">
                    Changed by {q.override.by} on {formatDateTime(q.override.at)} (the records said{' '}
                    {q.override.computedThen}): {q.override.reason}
                  </span>
                ) : null}
                {q.differs ? <span className="block text-sm text-danger">Differs from the records</span> : null}
                {canEdit && editing !== q.question ? (
                  <button
                    type="button"
                    className="btn-ghost text-sm"
                    onClick={() => {
                      setEditing(q.question);
                      setValue(String(q.entered ?? q.computed ?? ''));
                      setReason('');
                      setProblem(undefined);
                    }}
                  >
                    Change<span className="sr-only"> {q.title}</span>
                  </button>
                ) : null}
                {editing === q.question ? (
                  <form
                    className="mt-2 space-y-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void save(q.question, value === '' ? null : Number(value));
                    }}
                  >
                    <label className="block text-sm">
                      Figure
                      <input
                        className="field-input mt-1 block w-28"
                        type="number"
                        min={0}
                        step={1}
                        value={value}
                        onChange={(e) => setValue(e.target.value)}
                      />
                    </label>
                    <label className="block text-sm">
                      Why the records are not right
                      <textarea
                        className="field-input mt-1 block w-full"
                        value={reason}
                        maxLength={2000}
                        onChange={(e) => setReason(e.target.value)}
                      />
                    </label>
                    {problem ? <ErrorNotice error={problem} /> : null}
                    <div className="flex flex-wrap gap-2">
                      <button type="submit" className="btn-primary text-sm">
                        Save
                      </button>
                      <button type="button" className="btn-secondary text-sm" onClick={() => save(q.question, null)}>
                        Use the records&apos; figure
                      </button>
                      <button type="button" className="btn-ghost text-sm" onClick={() => setEditing(undefined)}>
                        Cancel
                      </button>
                    </div>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * /home/annual-return/:id: the generic record view, its figures, print (and for the pre-form, Annex A and the pack).
 */
export function ReturnView({ place }: { place: ReturnPlace }) {
  const { id = '' } = useParams();
  const [tick, setTick] = useState(0);
  const { record } = useRecord(place.kind, id);
  return (
    <Framed>
      <div className="mx-auto mb-4 flex w-full max-w-6xl flex-wrap gap-2">
        <Link className="btn-secondary" to={`${place.path}/${id}/print`}>
          Print view
        </Link>
        {place.pack ? (
          <Link className="btn-secondary" to={`${place.path}/${id}/pack`}>
            Inspection pack (with Annex A)
          </Link>
        ) : null}
        {place.pack ? (
          <Link className="btn-ghost" to="/home/ofsted/annex-a">
            Annex A
          </Link>
        ) : null}
        <Link className="btn-ghost" to={place.path}>
          All
        </Link>
      </div>
      <RecordViewPage key={tick} kind={place.kind} listBase={place.path} />
      <div className="mx-auto mt-6 w-full max-w-6xl">
        <FiguresPanel
          place={place}
          id={id}
          canEdit={!!record?.actions.includes('edit')}
          onChanged={() => setTick((t) => t + 1)}
        />
      </div>
    </Framed>
  );
}

export function ReturnForm({ place }: { place: ReturnPlace }) {
  const { currentHome } = useSession();
  return (
    <Framed>
      <RecordFormPage kind={place.kind} listBase={place.path} homeId={currentHome?.id} />
    </Framed>
  );
}

export function ReturnHistory({ place }: { place: ReturnPlace }) {
  return (
    <Framed>
      <RecordHistoryPage kind={place.kind} listBase={place.path} />
    </Framed>
  );
}

type AnnexFigures = AnnexAnswer & {
  figures: Record<string, { label: string; reason: string | null; by: string | null }>;
};

/** /home/…/:id/print (and /pack): the return as a document an inspector can read without the app. */
export function ReturnPrint({ place, pack = false }: { place: ReturnPlace; pack?: boolean }) {
  const { id = '' } = useParams();
  const { currentHome } = useSession();
  const { record, error } = useRecord(place.kind, id);
  const { definition, error: defError } = useDefinition(place.kind, record?.definitionVersion, !!record);
  const figures = useApi<Figures>(`/api/returns/${place.kind}/${id}/figures`);
  const annex = useApi<AnnexFigures>(pack && record?.homeId ? `/api/homes/${record.homeId}/annex-a` : null);
  if (error ?? defError)
    return (
      <Page title={place.title}>
        <ErrorNotice error={(error ?? defError)!} />
      </Page>
    );
  if (!record || !definition) return <Loading label="Loading…" />;
  const title = pack ? `Inspection pack: ${definition.title} and Annex A` : definition.title;
  const [lead, ...rest] = (definition.description ?? '').split(/(?<=\.) /);
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-2" data-print-hide>
        <Link className="link" to={`${place.path}/${id}`}>
          Back to the {definition.title.toLowerCase()}
        </Link>
        <PrintButton />
      </div>
      <PrintDocument
        title={title}
        home={currentHome && currentHome.id === record.homeId ? currentHome.name : 'The home'}
        period={{ from: (record.data.periodFrom as string) ?? null, to: (record.data.periodTo as string) ?? null }}
        status={statusLabel(record.status)}
        author={record.authorName}
        signatures={record.signoffs.map((s) => ({ name: s.name, step: s.step, signedAt: s.signedAt }))}
        note={rest.join(' ') || undefined}
      >
        <h1 className="page-title no-print">{title}</h1>
        <p className="text-muted">{lead}</p>
        <section className="card">
          <ReadOnlyView definition={definition} data={record.data} />
        </section>
        {figures.data && figures.data.questions.length ? (
          <section className="card print-break-before">
            <h2 className="text-lg font-semibold">Figures from the records</h2>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">From the records</th>
                  <th scope="col">Given</th>
                  <th scope="col">Changed</th>
                </tr>
              </thead>
              <tbody>
                {figures.data.questions.map((q) => (
                  <tr key={q.question} className="border-t border-line">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {q.title}
                    </th>
                    <td>{q.computed ?? '—'}</td>
                    <td>{q.entered ?? '—'}</td>
                    <td>
                      {q.override ? `${q.override.by}, ${formatDateTime(q.override.at)}: ${q.override.reason}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {pack ? (
          <section className="card print-break-before" data-testid="pack-annex-a">
            <h2 className="text-lg font-semibold">Annex A</h2>
            {annex.error ? (
              <p>{annex.error.detail ?? annex.error.title}</p>
            ) : !annex.data ? (
              <Loading />
            ) : (
              <>
                <p>
                  {formatDate(annex.data.from)} to {formatDate(annex.data.to)}
                </p>
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr>
                      <th scope="col">Item</th>
                      <th scope="col">From the records</th>
                      <th scope="col">Figure given</th>
                    </tr>
                  </thead>
                  <tbody>
                    {Object.entries(annex.data.figures).map(([k, f]) => (
                      <tr key={k} className="border-t border-line">
                        <th scope="row" className="py-1 pr-2 font-normal">
                          {f.label}
                        </th>
                        <td>{f.computed}</td>
                        <td>
                          {f.value}
                          {f.override !== null ? ` (changed by ${f.by}: ${f.reason})` : ''}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <AnnexChildContacts data={annex.data} />
                <AnnexStaffList data={annex.data} />
              </>
            )}
          </section>
        ) : null}
      </PrintDocument>
    </div>
  );
}

interface Behind {
  question: { title: string; computed: number | null };
  period: { from: string; to: string } | null;
  source: 'people' | 'records' | 'staff';
  items: {
    id: string;
    name: string | null;
    kind: string | null;
    kindTitle: string | null;
    youngPersonId: string | null;
    at: string;
  }[];
}

/** /home/…/:id/figures/:question: the records (or young people) behind one figure, each linking to itself. */
export function FigureRecords({ place }: { place: ReturnPlace }) {
  const { id = '', question = '' } = useParams();
  const { data, error, reload } = useApi<Behind>(
    `/api/returns/${place.kind}/${id}/figures/${encodeURIComponent(question)}/records`,
  );
  return (
    <Framed>
      <Page
        title={data ? data.question.title : 'Records behind a figure'}
        subtitle={
          data?.period
            ? `${formatDate(data.period.from)} to ${formatDate(data.period.to)} · ${data.question.computed ?? 0} from the records`
            : undefined
        }
        actions={
          <Link className="btn-ghost" to={`${place.path}/${id}`}>
            Back to the return
          </Link>
        }
      >
        {error ? (
          <ErrorNotice error={error} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <EmptyState title="No records count towards this figure." />
        ) : (
          <ul className="card divide-y divide-line p-0" data-testid="figure-records">
            {data.items.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                {data.source === 'people' ? (
                  <Link className="link font-medium" to={`/cyp/resident/${encodeURIComponent(r.id)}`}>
                    {r.name}
                  </Link>
                ) : data.source === 'staff' ? (
                  <Link className="link font-medium" to={`/profile/${encodeURIComponent(r.id)}`}>
                    {r.name}
                  </Link>
                ) : (
                  <Link className="link font-medium" to={topRecordPath(r.kind!, r.id)}>
                    {r.kindTitle}
                    {r.name ? `: ${r.name}` : ''}
                  </Link>
                )}
                <span className="text-sm text-muted">
                  {data.source === 'records' ? formatDateTime(r.at) : `Since ${formatDate(r.at)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Page>
    </Framed>
  );
}
