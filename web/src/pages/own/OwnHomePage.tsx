// /me: a young person's own home page — their plans (to read and comment on) and "Tell us what you think".
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiProblem } from '../../api.ts';
import { formatDate } from '../../lib/format.ts';
import { listRecords } from '../../records/requests.ts';
import { useMe, useWording } from '../../session.tsx';
import type { DefinitionSummary, RecordSummary, ReferenceList } from '../../types.ts';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { useApi } from '../../use-api.ts';
import { OwnReply } from './OwnReply.tsx';

export const FEEDBACK_KIND = 'complaint-feedback';

interface Item {
  def: DefinitionSummary;
  record: RecordSummary;
}

/** Every record of these kinds about the young person, newest first. */
function useOwnRecords(kinds: DefinitionSummary[] | undefined, youngPersonId: string) {
  const [state, setState] = useState<{ items?: Item[]; error?: ApiProblem }>({});
  const key = (kinds ?? []).map((d) => d.kind).join(',');
  useEffect(() => {
    if (!kinds) return;
    let live = true;
    Promise.all(
      kinds.map((def) =>
        listRecords(def.kind, { youngPerson: youngPersonId, limit: 50 }).then((p) =>
          p.items.map((record) => ({ def, record })),
        ),
      ),
    )
      .then((lists) => {
        const items = lists
          .flat()
          .sort((a, b) =>
            (b.record.recordDate ?? b.record.createdAt).localeCompare(a.record.recordDate ?? a.record.createdAt),
          );
        if (live) setState({ items });
      })
      .catch((err: unknown) => {
        if (live)
          setState({ error: err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }) });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the kinds' names, not the array's identity
  }, [key, youngPersonId]);
  return state;
}

export default function OwnHomePage() {
  const me = useMe();
  const w = useWording();
  const definitions = useApi<DefinitionSummary[]>('/api/definitions');
  const ypId = me.youngPersonId ?? '';
  const planKinds = definitions.data?.filter((d) => d.subject === 'young-person' && d.ypPermission === 'plans');
  const feedbackKind = definitions.data?.find((d) => d.kind === FEEDBACK_KIND);
  const all = useOwnRecords(planKinds, ypId);
  // Drafts are still being written: the young person sees a plan once it has been completed.
  const plans = { ...all, items: all.items?.filter((i) => i.record.status !== 'ongoing') };
  const feedback = useOwnRecords(feedbackKind ? [feedbackKind] : definitions.data ? [] : undefined, ypId);
  const types = useApi<ReferenceList>(feedbackKind ? '/api/lists/feedbackTypes' : null);
  const typeLabel = (v: unknown) => types.data?.items.find((i) => i.value === v)?.label;

  if (definitions.error)
    return (
      <Page title="Welcome">
        <ErrorNotice error={definitions.error} onRetry={definitions.reload} />
      </Page>
    );
  if (!definitions.data) return <Loading />;

  return (
    <Page title={`Hello, ${me.name}`} subtitle="This is your space to read your plans and tell us what you think.">
      {planKinds && planKinds.length > 0 ? (
        <section aria-labelledby="plans-heading" className="card space-y-3">
          <h2 id="plans-heading" className="text-xl font-semibold">
            Your plans
          </h2>
          <p className="text-muted">
            These are the plans staff have written with you. Open one to read it and add your comments.
          </p>
          {plans.error ? (
            <ErrorNotice error={plans.error} />
          ) : !plans.items ? (
            <Loading label="Loading your plans…" />
          ) : plans.items.length === 0 ? (
            <p>There are no plans to show yet.</p>
          ) : (
            <ul className="space-y-2">
              {plans.items.map(({ def, record }) => (
                <li key={record.id}>
                  <Link
                    to={`/me/plans/${encodeURIComponent(def.kind)}/${encodeURIComponent(record.id)}`}
                    className="flex min-h-[44px] flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3 hover:bg-sunken"
                  >
                    <span className="font-semibold text-accent">{w(def.title)}</span>
                    <span className="text-muted">{formatDate(record.recordDate ?? record.createdAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {feedbackKind ? (
        <section aria-labelledby="feedback-heading" className="card space-y-3">
          <h2 id="feedback-heading" className="text-xl font-semibold">
            Tell us what you think
          </h2>
          <p>
            Something you would like, something you are not happy about, or something that went well: tell us. You will
            never be in trouble for making a complaint.
          </p>
          <Link to="/me/feedback" className="btn-primary">
            Tell us what you think
          </Link>
          {feedback.items && feedback.items.length > 0 ? (
            <div>
              <h3 className="mt-2 font-semibold">What you have told us, and our reply</h3>
              <ul className="mt-1 space-y-2">
                {feedback.items.map(({ record }) => (
                  <li key={record.id}>
                    <OwnReply
                      kind={FEEDBACK_KIND}
                      id={record.id}
                      heading={`${formatDate(record.recordDate ?? record.createdAt)}${typeLabel(record.summary.type) ? `: ${typeLabel(record.summary.type)}` : ''}`}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      {!planKinds?.length && !feedbackKind ? (
        <p className="card">There is nothing here for you yet. Ask your key worker if you think there should be.</p>
      ) : null}
    </Page>
  );
}
