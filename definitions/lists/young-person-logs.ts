// Lists for the young-person logs (SPEC §2 "logs"): daily summary, key worker sessions, safeguarding,
// consequences, rewards, important meetings, views/complaints/feedback, visits, de-escalation, appointments.
import { defineList } from '../../engine/definitions/lists.ts';
import { appointmentCategories } from './contacts.ts';

/** Status of one action in an action plan (DOMAIN §5). */
export const actionPlanStatuses = defineList({
  key: 'actionPlanStatuses',
  label: 'Action status',
  source: 'DOMAIN §5',
  items: [
    { value: 'not_started', label: 'Not started', colour: 'blue' },
    { value: 'in_progress', label: 'In progress', colour: 'amber' },
    { value: 'done', label: 'Done', colour: 'green' },
    { value: 'cancelled', label: 'Cancelled', colour: 'red' },
  ],
});

/** What a key worker session covered (DOMAIN §5). */
export const keyWorkerTopics = defineList({
  key: 'keyWorkerTopics',
  label: 'Key worker session topics',
  source: 'DOMAIN §5',
  items: [
    { value: 'ils', label: 'Independent living skills' },
    { value: 'education', label: 'Education, training or work' },
    { value: 'health', label: 'Health and wellbeing' },
    { value: 'emotional', label: 'Feelings and emotional wellbeing' },
    { value: 'relationships', label: 'Friendships and relationships' },
    { value: 'safety', label: 'Keeping safe (online, community, exploitation)' },
    { value: 'family', label: 'Family and contact' },
    { value: 'rights', label: 'Rights, complaints and advocacy' },
    { value: 'plan_review', label: 'Reviewing my plans' },
    { value: 'identity', label: 'Identity, culture and faith' },
    { value: 'other', label: 'Other' },
  ],
});

export const safeguardingCategories = defineList({
  key: 'safeguardingCategories',
  label: 'Safeguarding concern categories',
  source: 'DOMAIN §3',
  items: [
    { value: 'physical', label: 'Physical abuse' },
    { value: 'sexual', label: 'Sexual abuse' },
    { value: 'emotional', label: 'Emotional abuse' },
    { value: 'neglect', label: 'Neglect' },
    { value: 'cse', label: 'Child sexual exploitation (CSE)' },
    { value: 'cce', label: 'Child criminal exploitation (CCE), including county lines' },
    { value: 'online', label: 'Online abuse or harm' },
    { value: 'peer_on_peer', label: 'Child-on-child (peer-on-peer) abuse' },
    { value: 'domestic_abuse', label: 'Domestic abuse' },
    { value: 'radicalisation', label: 'Radicalisation (Prevent)' },
    {
      value: 'fgm',
      label: 'Female genital mutilation (FGM)',
      description:
        'A known case in a girl under 18 must be reported to the police by the professional who learns of it (FGM Act 2003 s5B)',
    },
    { value: 'forced_marriage', label: 'Forced marriage or so-called honour-based abuse' },
    {
      value: 'modern_slavery',
      label: 'Modern slavery or trafficking',
      description: 'Consider a National Referral Mechanism referral; children do not have to consent',
    },
    { value: 'self_harm', label: 'Self-harm or suicide concern' },
    { value: 'serious_youth_violence', label: 'Serious youth violence or weapons' },
    { value: 'allegation_against_staff', label: 'Allegation against a member of staff' },
    { value: 'other', label: 'Other' },
  ],
});

/** How the concern came to light (practice). */
export const concernSources = defineList({
  key: 'concernSources',
  label: 'How the concern came to light',
  source: 'practice',
  items: [
    { value: 'disclosure', label: 'Told to staff by the {child} (disclosure)' },
    { value: 'observed', label: 'Seen or heard by staff' },
    { value: 'another_young_person', label: 'Reported by another {child}' },
    { value: 'family', label: 'Reported by family or friends' },
    { value: 'professional', label: 'Reported by a professional (school, police, health)' },
    { value: 'online', label: 'Found online or on a device' },
    { value: 'anonymous', label: 'Anonymous report' },
    { value: 'other', label: 'Other' },
  ],
});

/** Where a safeguarding concern was referred (DOMAIN §3; CH reg 34(2), SA reg 20). */
export const safeguardingReferralAgencies = defineList({
  key: 'safeguardingReferralAgencies',
  label: 'Safeguarding referral to',
  source: 'DOMAIN §3; CH reg 34(2)',
  items: [
    { value: 'social_worker', label: "The {child}'s social worker ({authority})" },
    { value: 'mash', label: "MASH / children's social care front door (host local authority)" },
    { value: 'police', label: 'Police' },
    { value: 'lado', label: 'LADO (allegation against staff)' },
    { value: 'ofsted', label: 'Ofsted' },
    { value: 'nrm', label: 'National Referral Mechanism (modern slavery)' },
    { value: 'prevent', label: 'Prevent / Channel' },
    { value: 'health', label: 'Health (GP, school nurse, sexual health, CAMHS)' },
    { value: 'school', label: 'School designated safeguarding lead' },
    { value: 'other', label: 'Other' },
  ],
});

/** Outcome of an allegation against staff (DOMAIN §3, practice; Working Together / KCSIE definitions). */
export const allegationOutcomes = defineList({
  key: 'allegationOutcomes',
  label: 'Allegation outcome',
  source: 'DOMAIN §3 (practice)',
  items: [
    { value: 'substantiated', label: 'Substantiated', description: 'Enough evidence to prove the allegation' },
    { value: 'unsubstantiated', label: 'Unsubstantiated', description: 'Not enough evidence to prove or disprove it' },
    { value: 'unfounded', label: 'Unfounded', description: 'No evidence or basis to support it' },
    { value: 'false', label: 'False', description: 'Sufficient evidence to disprove it' },
    { value: 'malicious', label: 'Malicious', description: 'Clear evidence of a deliberate act to deceive' },
  ],
});

/** What the young person was rewarded with (practice). */
export const rewardTypes = defineList({
  key: 'rewardTypes',
  label: 'Reward types',
  source: 'practice',
  items: [
    { value: 'praise', label: 'Praise or recognition' },
    { value: 'certificate', label: 'Certificate or letter home' },
    { value: 'activity', label: 'Chosen activity or outing' },
    { value: 'privilege', label: 'Extra privilege (e.g. later bedtime, extra console time)' },
    { value: 'treat', label: 'Treat (e.g. takeaway, favourite meal, snack)' },
    { value: 'money', label: 'Money or voucher' },
    { value: 'points', label: 'Points or stars towards a reward chart' },
    { value: 'item', label: 'Item bought for them' },
    { value: 'other', label: 'Other' },
  ],
});

/** Meetings held about the young person (SPEC §3 event/task types; practice). */
export const meetingTypes = defineList({
  key: 'meetingTypes',
  label: 'Meeting types',
  source: 'SPEC §3 Event/task types; practice',
  items: [
    // stored key kept; care-experienced young people have asked professionals to stop saying "LAC"
    {
      value: 'lac_review',
      label: 'Child looked after review (IRO review)',
      group: 'statutory',
      description: 'Chaired by the independent reviewing officer (IRO)',
    },
    { value: 'pathway_plan_review', label: 'Pathway plan review', group: 'statutory' },
    { value: 'pep', label: 'Personal education plan (PEP) meeting', group: 'education' },
    { value: 'ehcp_review', label: 'EHC plan annual review', group: 'education' },
    { value: 'strategy_meeting', label: 'Strategy meeting / discussion', group: 'safeguarding' },
    { value: 'child_protection_conference', label: 'Child protection conference', group: 'safeguarding' },
    { value: 'core_group', label: 'Core group meeting', group: 'safeguarding' },
    {
      value: 'exploitation_meeting',
      label: 'Exploitation / contextual safeguarding meeting (e.g. MACE)',
      group: 'safeguarding',
    },
    { value: 'lado_meeting', label: 'LADO / allegation management meeting', group: 'safeguarding' },
    { value: 'professionals_meeting', label: 'Professionals meeting', group: 'planning' },
    { value: 'placement_planning_meeting', label: 'Placement planning meeting', group: 'planning' },
    { value: 'stability_meeting', label: 'Stability or disruption meeting', group: 'planning' },
    { value: 'child_focused_meeting', label: 'Child focused meeting', group: 'planning' },
    { value: 'transition_meeting', label: 'Transition / leaving care meeting', group: 'planning' },
    { value: 'health_meeting', label: 'Health or CAMHS review meeting', group: 'health' },
    { value: 'youth_justice_meeting', label: 'Youth justice (YOT) meeting', group: 'other' },
    { value: 'family_meeting', label: 'Family meeting or family group conference', group: 'other' },
    { value: 'other', label: 'Other', group: 'other' },
  ],
});

export const meetingFormats = defineList({
  key: 'meetingFormats',
  label: 'Meeting format',
  source: 'practice',
  items: [
    { value: 'in_person', label: 'In person' },
    { value: 'online', label: 'Online (video call)' },
    { value: 'hybrid', label: 'Hybrid' },
    { value: 'phone', label: 'Phone' },
  ],
});

/** How the young person took part in a meeting about them (practice). */
export const ypParticipation = defineList({
  key: 'ypParticipation',
  label: 'How the young person took part',
  source: 'practice',
  items: [
    { value: 'attended', label: 'Attended all of it' },
    { value: 'attended_part', label: 'Attended part of it' },
    { value: 'views_shared', label: 'Did not attend; views shared (written, by staff or advocate)' },
    { value: 'declined', label: 'Declined to attend or share views' },
    { value: 'not_invited', label: 'Not appropriate for the {child} to attend' },
  ],
});

/** Attendance of a person invited to a meeting. */
export const meetingAttendance = defineList({
  key: 'meetingAttendance',
  label: 'Attendance',
  source: 'practice',
  items: [
    { value: 'attended', label: 'Attended' },
    { value: 'apologies_report', label: 'Apologies, sent a report' },
    { value: 'apologies', label: 'Apologies' },
    { value: 'did_not_attend', label: 'Did not attend' },
  ],
});

/** SPEC §2 "Views Complaints & Feedback". */
export const feedbackTypes = defineList({
  key: 'feedbackTypes',
  label: 'Views, complaints and feedback',
  source: 'SPEC §2; CH reg 39',
  items: [
    { value: 'view', label: 'View, wish or suggestion' },
    { value: 'complaint', label: 'Complaint' },
    { value: 'compliment', label: 'Compliment' },
    { value: 'feedback', label: 'Feedback (how I feel about living here)' },
  ],
});

export const feedbackFrom = defineList({
  key: 'feedbackFrom',
  label: 'Feedback from',
  source: 'CH reg 39 (complaints made by or on behalf of children)',
  items: [
    { value: 'young_person', label: 'The {child}' },
    { value: 'parent_family', label: 'Parent or family member' },
    { value: 'social_worker', label: 'Social worker' },
    { value: 'advocate', label: 'Advocate or independent visitor' },
    { value: 'professional', label: 'Other professional (school, health, IRO)' },
    { value: 'staff', label: 'Member of staff on their behalf' },
    { value: 'other', label: 'Other' },
  ],
});

export const feedbackChannels = defineList({
  key: 'feedbackChannels',
  label: 'How it was received',
  source: 'practice',
  items: [
    { value: 'in_person', label: 'Said to staff' },
    { value: 'self_logged', label: 'Logged by the {child} themself' },
    { value: 'written', label: 'Written (letter, form, comments box)' },
    { value: 'phone', label: 'Phone' },
    { value: 'email', label: 'Email' },
    { value: 'key_worker_session', label: 'Key worker session' },
    { value: 'house_meeting', label: "{Children|Young people}'s / house meeting" },
    { value: 'advocate', label: 'Through an advocate' },
    { value: 'reg44_visitor', label: 'Through the independent (Reg 44) visitor', homeTypes: ['children_home'] },
  ],
});

/** A rating for each young person feedback statement (SPEC §3). */
export const feedbackRatings = defineList({
  key: 'feedbackRatings',
  label: 'How much I agree',
  source: 'practice (rating scale for SPEC §3 feedback statements)',
  items: [
    { value: 'strongly_agree', label: 'Strongly agree', colour: 'green' },
    { value: 'agree', label: 'Agree', colour: 'green' },
    { value: 'not_sure', label: 'Not sure', colour: 'amber' },
    { value: 'disagree', label: 'Disagree', colour: 'red' },
    { value: 'strongly_disagree', label: 'Strongly disagree', colour: 'red' },
    { value: 'prefer_not_to_say', label: 'Prefer not to say', colour: 'blue' },
  ],
});

/** Stages of a complaint (practice; mirrors the Children Act 1989 representations procedure). */
export const complaintStages = defineList({
  key: 'complaintStages',
  label: 'Complaint stage',
  source: 'CH reg 39; Children Act 1989 Representations Procedure (England) Regulations 2006',
  items: [
    { value: 'informal', label: 'Informal resolution', description: 'Resolved quickly by staff or the manager' },
    { value: 'formal', label: 'Formal complaint', description: "Investigated under the home's complaints procedure" },
    {
      value: 'review',
      label: 'Review or appeal',
      description: 'The complainant was not satisfied with the formal response',
    },
    {
      value: 'local_authority',
      label: "Passed to the local authority's complaints procedure",
      description: "About the local authority's own services (Children Act 1989 representations procedure)",
    },
  ],
});

export const feedbackOutcomes = defineList({
  key: 'feedbackOutcomes',
  label: 'Outcome',
  source: 'CH reg 39(3); practice',
  items: [
    { value: 'upheld', label: 'Upheld', group: 'complaint' },
    { value: 'partly_upheld', label: 'Partly upheld', group: 'complaint' },
    { value: 'not_upheld', label: 'Not upheld', group: 'complaint' },
    { value: 'resolved_informally', label: 'Resolved informally', group: 'complaint' },
    { value: 'withdrawn', label: 'Withdrawn', group: 'complaint' },
    { value: 'action_taken', label: 'Acted on', group: 'view' },
    { value: 'not_actioned', label: 'Considered, not acted on (reason given)', group: 'view' },
    { value: 'acknowledged', label: 'Acknowledged and shared', group: 'view' },
  ],
});

/** Where a complaint went when the response did not settle it (escalation). */
export const complaintEscalations = defineList({
  key: 'complaintEscalations',
  label: 'Complaint taken further to',
  source: 'CH reg 39; Children Act 1989 Representations Procedure (England) Regulations 2006; practice',
  items: [
    { value: 'not_escalated', label: 'Not taken further' },
    { value: 'responsible_individual', label: 'The responsible individual' },
    { value: 'local_authority', label: "The {authority}'s complaints procedure" },
    { value: 'ofsted', label: 'Ofsted' },
    { value: 'childrens_commissioner', label: "Children's Commissioner (Help at Hand)" },
    { value: 'advocate', label: 'An independent advocate' },
  ],
});

/** Who visited the young person (SPEC §2 visits; CH Sch 4 para 5). */
export const visitorTypes = defineList({
  key: 'visitorTypes',
  label: 'Visitor types',
  source: 'SPEC §2; CH Sch 4 para 5; practice',
  items: [
    { value: 'social_worker', label: 'Social worker', group: 'local_authority' },
    { value: 'iro', label: 'Independent reviewing officer (IRO)', group: 'local_authority' },
    { value: 'personal_adviser', label: 'Personal adviser (leaving care)', group: 'local_authority' },
    { value: 'advocate', label: 'Advocate', group: 'independent' },
    { value: 'independent_visitor', label: 'Independent visitor (befriender)', group: 'independent' },
    {
      value: 'reg44_visitor',
      label: 'Reg 44 independent person',
      group: 'independent',
      description: "Children's homes (CH reg 44)",
      homeTypes: ['children_home'],
    },
    { value: 'ofsted', label: 'Ofsted inspector', group: 'independent' },
    { value: 'parent', label: 'Parent', group: 'family' },
    { value: 'family', label: 'Other family member', group: 'family' },
    { value: 'friend', label: 'Friend', group: 'family' },
    { value: 'health', label: 'Health professional', group: 'professional' },
    { value: 'education', label: 'Education professional (school, virtual school)', group: 'professional' },
    { value: 'youth_justice', label: 'Youth justice / probation worker', group: 'professional' },
    { value: 'police', label: 'Police', group: 'professional' },
    { value: 'solicitor_guardian', label: "Solicitor or children's guardian (Cafcass)", group: 'professional' },
    { value: 'other', label: 'Other', group: 'other' },
  ],
});

/** What tends to set things off (practice; for the de-escalation log and its chart). */
export const deescalationTriggers = defineList({
  key: 'deescalationTriggers',
  label: 'Triggers',
  source: 'practice',
  items: [
    { value: 'boundary', label: 'A boundary, request or "no"' },
    { value: 'transition', label: 'A change or transition (bedtime, leaving, end of an activity)' },
    { value: 'family_contact', label: 'Family contact or news about family' },
    { value: 'peer_conflict', label: 'Conflict with another {child}' },
    { value: 'staff_conflict', label: 'Conflict with a member of staff' },
    { value: 'education', label: 'School, college or work' },
    { value: 'online', label: 'Phone, social media or gaming' },
    { value: 'unmet_need', label: 'Tired, hungry, unwell or in pain' },
    { value: 'sensory', label: 'Noise, crowds or other sensory overload' },
    { value: 'substances', label: 'Alcohol or drugs' },
    { value: 'anniversary', label: 'Anniversary or reminder of past trauma' },
    { value: 'not_known', label: 'Not known' },
    { value: 'other', label: 'Other' },
  ],
});

export const deescalationOutcomes = defineList({
  key: 'deescalationOutcomes',
  label: 'De-escalation outcome',
  source: 'practice; SA reg 22(1)(d)',
  items: [
    { value: 'resolved', label: 'Calmed; no further action needed', colour: 'green' },
    { value: 'partly_resolved', label: 'Calmer; needed continued support', colour: 'amber' },
    { value: 'left_situation', label: 'Left the situation or the home', colour: 'amber' },
    { value: 'escalated', label: 'Escalated to an incident (record an incident)', colour: 'red' },
  ],
});

/**
 * Appointment types: the SPEC's three appointment categories (same keys) plus health and other
 * appointments. group = the profile tab that lists them: health, education or other.
 */
export const appointmentTypes = defineList({
  key: 'appointmentTypes',
  label: 'Appointment types',
  source: 'SPEC §3 Appointment categories; SPEC §3 health contact roles',
  items: [
    { value: 'gp', label: 'GP', group: 'health' },
    { value: 'dentist', label: 'Dentist', group: 'health' },
    { value: 'optician', label: 'Optician', group: 'health' },
    { value: 'camhs', label: 'CAMHS', group: 'health' },
    { value: 'hospital', label: 'Hospital (outpatient or clinic)', group: 'health' },
    { value: 'health_assessment', label: 'Statutory health assessment (looked after child)', group: 'health' },
    { value: 'sexual_health', label: 'Sexual health clinic', group: 'health' },
    { value: 'psychologist', label: 'Psychologist or therapist', group: 'health' },
    { value: 'other_health', label: 'Other health appointment', group: 'health' },
    ...appointmentCategories.items.map((i) => ({ ...i, group: i.value === 'education' ? 'education' : 'other' })),
    { value: 'other', label: 'Other', group: 'other' },
  ],
});

export const appointmentOutcomes = defineList({
  key: 'appointmentOutcomes',
  label: 'Appointment outcome',
  source: 'practice',
  items: [
    { value: 'booked', label: 'Booked (not yet happened)', colour: 'blue' },
    { value: 'attended', label: 'Attended', colour: 'green' },
    { value: 'did_not_attend', label: 'Did not attend (missed)', colour: 'red' },
    { value: 'declined', label: 'Declined by the {child}', colour: 'amber' },
    { value: 'cancelled_by_provider', label: 'Cancelled by the service', colour: 'amber' },
    { value: 'cancelled_by_home', label: 'Cancelled by the home', colour: 'amber' },
    { value: 'rescheduled', label: 'Rescheduled', colour: 'blue' },
  ],
});
