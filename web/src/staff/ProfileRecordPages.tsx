// A staff record's screens inside the profile (/profile/:staffId/records/:kind/…): the generic record
// form, view and history, about this person. The list itself is on the kind's section.
import { Navigate, useParams } from 'react-router';
import { RecordFormPage, RecordHistoryPage, RecordViewPage } from '../lazy/records.ts';
import { profileBase, recordBase, useStaffProfile } from './context.ts';

function useKind() {
  const { kind = '' } = useParams();
  const { profile } = useStaffProfile();
  return { kind, profile, found: profile.kinds.find((k) => k.kind === kind) };
}

export function ProfileRecordList() {
  const { profile, found } = useKind();
  return <Navigate to={`${profileBase(profile.id)}/${found?.profileTab ?? 'overview'}`} replace />;
}

export function ProfileRecordForm() {
  const { kind, profile, found } = useKind();
  return (
    <RecordFormPage
      kind={kind}
      listBase={recordBase(profile.id, kind)}
      staffId={profile.id}
      homeId={profile.homeIds[0]}
      canCreate={!!found?.canEdit && profile.active}
    />
  );
}

export function ProfileRecordView() {
  const { kind, profile } = useKind();
  return <RecordViewPage kind={kind} listBase={recordBase(profile.id, kind)} />;
}

export function ProfileRecordHistory() {
  const { kind, profile } = useKind();
  return <RecordHistoryPage kind={kind} listBase={recordBase(profile.id, kind)} />;
}
