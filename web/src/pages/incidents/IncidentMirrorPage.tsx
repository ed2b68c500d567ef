// /cyp/incidents/incident/:id[/:section[/:part]] — the read-only mirror of an incident by the SPEC's section
// names (sections.ts), drawn by the generic record view pieces; edit and history are the generic screens.
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import { RecordSubject } from '../../records/RecordSubject.tsx';
import { SignoffPanel } from '../../records/SignoffPanel.tsx';
import { useDefinition } from '../../records/useDefinition.ts';
import { useRecord } from '../../records/useRecord.ts';
import { ReadOnlyView } from '../../rjsf/ReadOnlyView.tsx';
import { useWording } from '../../session.tsx';
import { Page } from '../../ui/Page.tsx';
import { ErrorNotice, Loading } from '../../ui/States.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { INCIDENT_SECTIONS, specSection } from './sections.ts';

const incidentMirrorPath = (id: string, section = 'general') =>
  `/cyp/incidents/incident/${encodeURIComponent(id)}/${section}`;

export default function IncidentMirrorPage() {
  const { id, section: segment, part } = useParams();
  const word = useWording();
  const { record, error } = useRecord('incident', id);
  const { definition, error: defError } = useDefinition('incident', record?.definitionVersion, !!record);
  const section = specSection(part ?? segment);
  if (error ?? defError)
    return (
      <Page title="Incident">
        <ErrorNotice error={(error ?? defError)!} />
      </Page>
    );
  if (!record || !definition) return <Loading label="Loading incident…" />;
  return (
    <Page
      title={`Incident: ${word(section.title)}`}
      subtitle={
        <>
          Written by {record.authorName} · {formatDateTime(record.createdAt)}
          {record.archivedAt ? ' · Archived' : ''}
        </>
      }
      actions={
        <>
          {record.actions.includes('edit') && (
            <Link className="btn-secondary" to={`/cyp/incidents/edit?id=${encodeURIComponent(record.id)}`}>
              Edit
            </Link>
          )}
          <Link className="btn-ghost" to={`/records/incident/${encodeURIComponent(record.id)}`}>
            Whole record and sign-off
          </Link>
        </>
      }
    >
      <RecordSubject youngPersonId={record.youngPersonId} homeId={record.homeId} />
      <nav aria-label="Incident sections" className="flex flex-wrap gap-2">
        {INCIDENT_SECTIONS.map((s) => (
          <Link
            key={s.key}
            to={incidentMirrorPath(record.id, s.key)}
            aria-current={s.key === section.key ? 'page' : undefined}
            className={s.key === section.key ? 'btn-primary' : 'btn-ghost'}
          >
            {word(s.title)}
          </Link>
        ))}
      </nav>
      {section.parts && (
        <p className="text-sm text-muted">In this section: {section.parts.map((p) => word(p.title)).join(', ')}.</p>
      )}
      <div className="card">
        <p className="mb-3">
          Status: <StatusBadge status={record.status} />
        </p>
        <ReadOnlyView
          definition={definition}
          data={record.data}
          youngPersonId={record.youngPersonId}
          only={section.shows}
          word={word}
        />
      </div>
      {section.key === 'signoffs-alerts' && (
        <div className="card">
          <SignoffPanel record={record} workflow={definition.workflow} />
        </div>
      )}
    </Page>
  );
}
