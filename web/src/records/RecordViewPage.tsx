// /…/records/:kind/:id: the record read-only by section, the workflow bar, and its sign-offs.
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { formatDateTime, statusLabel } from '../lib/format.ts';
import { ReadOnlyView } from '../rjsf/index.ts';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { StatusBadge } from '../ui/StatusBadge.tsx';
import { hasFollowUps, IncidentFollowUps } from './IncidentFollowUps.tsx';
import { useRecordPaths } from './paths.ts';
import { RecordSubject } from './RecordSubject.tsx';
import { SignoffPanel } from './SignoffPanel.tsx';
import type { RecordPageProps } from './types.ts';
import { useDefinition } from './useDefinition.ts';
import { recordIdParam, useRecord } from './useRecord.ts';
import { WorkflowBar } from './WorkflowBar.tsx';

export function RecordViewPage({ youngPersonId, kind: fixedKind, listBase }: RecordPageProps) {
  const params = useParams();
  const kind = fixedKind ?? params.kind ?? '';
  const id = recordIdParam(params);
  const location = useLocation();
  const paths = useRecordPaths(kind, youngPersonId, listBase);
  const { record, error, reload } = useRecord(kind, id);
  const { definition, error: defError } = useDefinition(kind, record?.definitionVersion, !!record);
  // A message carried from the form ("Submitted…"), or set here after an action.
  const [message, setMessage] = useState<string | undefined>((location.state as { flash?: string } | null)?.flash);
  const [pending, setPending] = useState<{ text: string; fromVersion: number }>();
  const [about, setAbout] = useState<string>(); // "Kai Thompson, Oak House": said in the action confirmations

  // Once the reloaded record (a newer version) arrives, say what happened and where it stands now.
  useEffect(() => {
    if (pending && record && record.version !== pending.fromVersion) {
      setMessage(`${pending.text}. Status: ${statusLabel(record.status)}`);
      setPending(undefined);
    }
  }, [pending, record]);

  if (error ?? defError)
    return (
      <Page title="Record">
        <ErrorNotice error={(error ?? defError)!} />
      </Page>
    );
  if (!record || !definition) return <Loading label="Loading record…" />;

  return (
    <Page
      title={definition.title}
      subtitle={
        <>
          Written by {record.authorName} · {formatDateTime(record.createdAt)}
          {record.archivedAt ? ' · Archived' : ''}
          {record.writtenOffline ? (
            // the device's clock may be wrong: every deadline runs from when the server received it
            <span className="block">
              Written offline at {formatDateTime(record.writtenOffline.writtenAt)} (the device's time), received at{' '}
              {formatDateTime(record.writtenOffline.receivedAt)}
            </span>
          ) : null}
        </>
      }
      actions={
        <Link to={paths.history(record.id)} className="btn-ghost">
          History
        </Link>
      }
    >
      <RecordSubject youngPersonId={record.youngPersonId} homeId={record.homeId} onNamed={setAbout} />
      <div className="card flex flex-wrap items-center justify-between gap-3">
        <p>
          Status: <StatusBadge status={record.status} kind={record.kind} />
        </p>
        <WorkflowBar
          key={`${record.id}:${record.version}`}
          record={record}
          describe={[definition.title, about].filter(Boolean).join(' for ')}
          workflowKind={definition.workflow}
          paths={paths}
          onDone={(m) => {
            setMessage(undefined);
            setPending({ text: m, fromVersion: record.version });
            reload();
          }}
        />
      </div>
      <p role="status" className="font-medium">
        {message ?? ''}
      </p>
      <div className="card">
        <ReadOnlyView definition={definition} data={record.data} youngPersonId={record.youngPersonId} />
      </div>
      <div className="card">
        <SignoffPanel record={record} workflow={definition.workflow} />
      </div>
      {hasFollowUps(record.kind) && record.youngPersonId && (
        <IncidentFollowUps kind={record.kind} recordId={record.id} youngPersonId={record.youngPersonId} />
      )}
    </Page>
  );
}
