// /me/plans/:kind/:id: one of the young person's plans, read-only, with their comments and a box to add one.
import { Link, useParams } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { useDefinition } from '../../records/useDefinition.ts';
import { useRecord } from '../../records/useRecord.ts';
import { ReadOnlyView } from '../../rjsf/ReadOnlyView.tsx';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { RecordComments } from '../young-person/RecordComments.tsx';

export default function OwnPlanPage() {
  const { kind = '', id = '' } = useParams();
  const { record, error } = useRecord(kind, id);
  const { definition, error: defError } = useDefinition(kind, record?.definitionVersion, !!record);
  const back = (
    <p>
      <Link to="/me" className="link">
        Back to your page
      </Link>
    </p>
  );

  if (error ?? defError) {
    const p = (error ?? defError)!;
    return (
      <Page title="Your plan">
        {back}
        {p.status === 403 || p.status === 404 ? (
          <p className="card">This plan is not available to you. Ask your key worker if you think it should be.</p>
        ) : (
          <ErrorNotice error={p} />
        )}
      </Page>
    );
  }
  if (!record || !definition) return <Loading label="Loading your plan…" />;

  return (
    <Page
      title={definition.title}
      subtitle={`Written ${formatDate(record.recordDate ?? record.createdAt)} by ${record.authorName}`}
    >
      {back}
      <div className="card">
        <ReadOnlyView definition={definition} data={record.data} staffNames={record.staffNames} />
      </div>
      <div className="card">
        <RecordComments
          kind={kind}
          id={id}
          title="Comments"
          label="What do you think about this plan?"
          submitLabel="Send my comment"
          empty="No comments yet. You can be the first."
        />
      </div>
    </Page>
  );
}
