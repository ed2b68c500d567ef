// A subject access request about a member of staff's own records (UK GDPR art. 15), from them while in post, from a
// former member of staff, or from someone with their authority (often during a grievance or a tribunal claim). The
// same form as a young person's (definitions/subject-access-request.ts); here the children named in their records
// are the third parties. HR-only (area hr_manager, engine/access/staff.ts): never shown to the person themself or to
// a manager without HR, as it holds the reviewer's notes on other people. The month is a duty for HR.
import { defineRecord } from '../../engine/definitions/types.ts';
import { staffSubjectAccessRequesters } from '../lists/subject-access.ts';
import { subjectAccessRequestForm } from '../subject-access-request.ts';

export default defineRecord({
  kind: 'staff-subject-access-request',
  title: 'Subject access request',
  description:
    "A request for a copy of everything held about the member of staff (UK GDPR art. 15): their HR records of every kind with their history, documents, supervision, training, rota and leave, and who opened their records. It is answered within one calendar month, or the person asking is told within that month why up to two more months are needed (art. 12(3), 12A). Other people's information, the children named above all, is reviewed before release and redacted unless they agree or it is reasonable to give it (Data Protection Act 2018 Schedule 2 paragraph 16).",
  subject: 'staff',
  area: 'hr_manager',
  profileTab: 'employment/subject-access',
  ...subjectAccessRequestForm(staffSubjectAccessRequesters, 'the member of staff'),
});
