// A subject access request about a young person (UK GDPR art. 15): made by the young person, by a care leaver years
// later, or by someone with their authority. The form (definitions/subject-access-request.ts) keeps the request, the
// month's clock, the review of other people's information, who prepared and who approved the copy, and when and how
// it was released. Only the home's managers and directors see it (engine/young-people/subject-access-access.ts).
import { defineRecord } from '../../engine/definitions/types.ts';
import { subjectAccessRequesters } from '../lists/subject-access.ts';
import { subjectAccessRequestForm } from '../subject-access-request.ts';

export default defineRecord({
  kind: 'subject-access-request',
  title: 'Subject access request',
  description:
    "A request for a copy of everything held about the {child} (UK GDPR art. 15), from them, from a care leaver years later, or from someone with their authority. It is answered within one calendar month, or the person asking is told within that month why up to two more months are needed (art. 12(3), 12A). Other people's information is reviewed before release and redacted unless they agree or it is reasonable to give it (Data Protection Act 2018 Schedule 2 paragraph 16).",
  subject: 'young-person',
  area: 'cyp',
  ...subjectAccessRequestForm(subjectAccessRequesters, 'the {child}'),
});
