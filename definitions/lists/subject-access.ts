// Lists for a subject access request (UK GDPR art. 15): who asked, what of other people's information was found in
// the records, what was done with it, and how the copy was given.
import { defineList } from '../../engine/definitions/lists.ts';

/** Who made the request. */
export const subjectAccessRequesters = defineList({
  key: 'subjectAccessRequesters',
  label: 'Who asked',
  source: 'UK GDPR art. 15; ICO guidance on the right of access (requests made on behalf of someone)',
  items: [
    { value: 'self', label: 'The {child} themself (while placed here)' },
    { value: 'care_leaver', label: 'A care leaver who lived here, asking as an adult' },
    { value: 'representative', label: 'Someone acting for them with their authority (solicitor, advocate)' },
    { value: 'parent', label: 'A parent with parental responsibility, for a {child} not able to ask' },
  ],
});

/** Whose information it is, where a record holds someone else's. */
export const thirdPartyKinds = defineList({
  key: 'thirdPartyKinds',
  label: "Other people's information",
  source: 'Data Protection Act 2018 Schedule 2 paragraphs 16-17 (information about other individuals)',
  items: [
    { value: 'other_child', label: 'Another {child}' },
    { value: 'family', label: 'A family member or friend' },
    { value: 'staff_personal', label: "A member of staff's personal details" },
    { value: 'professional', label: 'A professional (social worker, police, health)' },
    { value: 'other', label: 'Someone else' },
  ],
});

/** What was done with it. */
export const thirdPartyDecisions = defineList({
  key: 'thirdPartyDecisions',
  label: 'What was done with it',
  source: 'Data Protection Act 2018 Schedule 2 paragraph 16 (consent, or reasonable to comply without it)',
  items: [
    { value: 'redacted', label: 'Redacted' },
    { value: 'consented', label: 'Released: they agreed' },
    { value: 'reasonable', label: 'Released: reasonable without their agreement (reason given)' },
  ],
});

/** How the copy was given. */
export const releaseMethods = defineList({
  key: 'releaseMethods',
  label: 'How it was given',
  source: 'ICO guidance on the right of access (a commonly used electronic form where asked electronically)',
  items: [
    { value: 'in_person', label: 'In person, with someone to talk it through' },
    { value: 'secure_email', label: 'Secure (encrypted) email' },
    { value: 'recorded_post', label: 'Recorded post' },
    { value: 'other', label: 'Another way (say how)' },
  ],
});

/** Who made a request about a member of staff's own records. */
export const staffSubjectAccessRequesters = defineList({
  key: 'staffSubjectAccessRequesters',
  label: 'Who asked',
  source: 'UK GDPR art. 15; ICO guidance on the right of access (requests made on behalf of someone)',
  items: [
    { value: 'self', label: 'The member of staff themself (in post)' },
    { value: 'former', label: 'A former member of staff' },
    { value: 'representative', label: 'Someone acting for them with their authority (solicitor, trade union)' },
  ],
});
