// A staff record's screens inside the profile (/profile/:staffId/records/:kind/…): the generic record
// form, view and history, about this person. The list itself is on the kind's section.
import { Navigate, useParams } from 'react-router';
import { RecordFormPage, RecordHistoryPage, RecordViewPage } from '../lazy/records.ts';
import { packBase, SubjectAccessPack } from '../subject-access/SubjectAccessPack.tsx';
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

/** The staff request kind whose page offers the copy of the person's records (engine/subject-access/pack.ts). */
const SUBJECT_ACCESS = 'staff-subject-access-request';

export function ProfileRecordView() {
  const { kind, profile, found } = useKind();
  const { id = '' } = useParams();
  return (
    <>
      <RecordViewPage kind={kind} listBase={recordBase(profile.id, kind)} />
      {kind === SUBJECT_ACCESS && found?.canEdit && !profile.self ? (
        <div className="card mx-auto mt-6 w-full max-w-6xl">
          <SubjectAccessPack
            base={packBase('staff', profile.id, id)}
            subjectId={profile.id}
            subject="staff"
            requestId={id}
            titleOf={(k) => profile.kinds.find((x) => x.kind === k)?.title ?? k}
          />
        </div>
      ) : null}
    </>
  );
}

export function ProfileRecordHistory() {
  const { kind, profile } = useKind();
  return <RecordHistoryPage kind={kind} listBase={recordBase(profile.id, kind)} />;
}
