// /…/records/:kind/new and /…/records/:kind/:id/edit: load what the editor needs, check it may be written.
// Once a new record is first saved (Save draft or autosave) the address becomes its /edit one, so a reload
// or a bookmark finds the draft; the editor stays as it is (same page, the record it made is not re-read).
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { statusLabel } from '../lib/format.ts';
import { useMe } from '../session.tsx';
import { Page } from '../ui/Page.tsx';
import { ErrorNotice, Loading } from '../ui/States.tsx';
import { useRecordPaths } from './paths.ts';
import { mayCreate } from './permissions.ts';
import { prefillFromQuery, useStartingData } from './prefill.ts';
import { RecordEditor } from './RecordEditor.tsx';
import type { RecordDto, RecordPageProps } from './types.ts';
import { useDefinition } from './useDefinition.ts';
import { recordIdParam, useRecord } from './useRecord.ts';

export function RecordFormPage({
  youngPersonId,
  homeId,
  kind: fixedKind,
  listBase,
  staffId,
  canCreate,
}: RecordPageProps) {
  const params = useParams();
  const kind = fixedKind ?? params.kind ?? '';
  const recordId = recordIdParam(params);
  const me = useMe();
  const paths = useRecordPaths(kind, youngPersonId, listBase);
  const navigate = useNavigate();
  // The record this page created (kept while the page is open, gone on a reload, which reads it afresh).
  const [made, setMade] = useState<RecordDto>();
  const ours = made !== undefined && made.id === recordId;
  const loaded = useRecord(kind, ours ? undefined : recordId);
  const record = ours ? made : loaded.record;
  const recordError = ours ? undefined : loaded.error;
  // An existing record is edited against the definition version it was filled in with (one made here, with the one on
  // screen).
  const { definition, error: defError } = useDefinition(
    kind,
    ours ? undefined : record?.definitionVersion,
    !recordId || !!record,
  );
  const onCreated = useCallback(
    (rec: RecordDto) => {
      setMade(rec);
      void navigate(paths.edit(rec.id), { replace: true, state: { keepFocus: true, sameRecord: true } });
    },
    [navigate, paths],
  );

  // a new record's links named in the address (?incident=<id>), read once the form is known
  const [query] = useSearchParams();
  const starting = useStartingData(kind, !recordId, homeId);
  const prefill = useMemo(() => {
    const links = definition && !recordId ? prefillFromQuery(definition.schema, query) : undefined;
    return starting.data || links ? { ...starting.data, ...links } : undefined;
  }, [definition, recordId, query, starting.data]);

  const error = recordError ?? defError;
  if (error)
    return (
      <Page title="Record">
        <ErrorNotice error={error} />
      </Page>
    );
  if (!definition || (recordId && !record) || !starting.ready) return <Loading label="Loading form…" />;

  const noun = definition.title.toLowerCase();
  if (!record && !(canCreate ?? mayCreate(me, definition, homeId, youngPersonId))) {
    return (
      <Page title={`New ${noun}`}>
        <p>You do not have permission to add {noun} records here.</p>
      </Page>
    );
  }
  if (record && !record.actions.includes('edit')) {
    return (
      <Page title={`Edit ${noun}`}>
        <p>
          This record cannot be edited now (status: {statusLabel(record.status)}
          {record.archivedAt ? ', archived' : ''}).
          {record.status !== 'ongoing' ? ' A manager can reopen it.' : ''}
        </p>
        <p className="mt-2">
          <Link className="link" to={paths.view(record.id)}>
            View the record
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={record ? `Edit ${noun}` : `New ${noun}`} subtitle={definition.description ?? undefined}>
      <RecordEditor
        definition={definition}
        initial={ours ? undefined : record}
        youngPersonId={youngPersonId}
        homeId={homeId}
        staffId={staffId}
        paths={paths}
        onCreated={onCreated}
        prefill={prefill}
      />
    </Page>
  );
}
