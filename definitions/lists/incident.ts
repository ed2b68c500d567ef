// Incident lists: the SPEC §3 Incident lists, and the lists the incident form needs (DOMAIN §2).
import { defineList } from '../../engine/definitions/lists.ts';

export const physicalInterventionTypes = defineList({
  key: 'physicalInterventionTypes',
  label: 'Physical intervention types',
  source: 'SPEC §3 Incident; CH reg 20, SA reg 22',
  items: [
    { value: 'presence', label: 'Presence', description: 'Staff presence or positioning, no physical contact' },
    { value: 'touch', label: 'Touch', description: 'Guiding or reassuring touch that does not restrict movement' },
    { value: 'hold', label: 'Hold', description: 'Brief hold that limits movement, e.g. a guided escort' },
    {
      value: 'restraint',
      label: 'Restraint',
      description: 'Using force to prevent, restrict or subdue movement of the body',
    },
    { value: 'others', label: 'Other' },
  ],
});

export const interventionReasons = defineList({
  key: 'interventionReasons',
  label: 'Reasons for physical intervention',
  // the only two lawful grounds (CH reg 20(1); SA reg 22(1)(f)(i)); the product has no secure children's home type.
  // The two earlier choices are retired: old records keep and show them, flagged for the manager's review.
  source: 'SPEC §3 Incident; CH reg 20(1); SA reg 22(1)(f)(i)',
  items: [
    { value: 'prevent_injury', label: 'To prevent injury to any person (including the {child})' },
    { value: 'prevent_serious_damage', label: 'To prevent serious damage to property' },
    {
      value: 'prevent_absconding',
      label: 'To stop the child leaving',
      retired: 'not a lawful ground here: manager to review',
    },
    { value: 'others', label: 'Other', retired: 'not one of the two lawful grounds: manager to review' },
  ],
});

export const deEscalationTechniques = defineList({
  key: 'deEscalationTechniques',
  label: 'De-escalation techniques',
  source: 'SPEC §3 Incident',
  items: [
    { value: 'calm_talking', label: 'Calm talking' },
    { value: 'active_listening', label: 'Active listening' },
    { value: 'verbal_advice', label: 'Verbal advice' },
    { value: 'step_away', label: 'Stepping away' },
    { value: 'providing_space', label: 'Providing space' },
    { value: 'distraction', label: 'Distraction' },
    { value: 'alternatives_offered', label: 'Alternatives offered' },
    { value: 'timeout_offered', label: 'Time out offered' },
    {
      value: 'timeout_directed',
      label: 'Time out directed',
      description: 'Never locked in and never held in: if the child is stopped from leaving, record it as restraint',
    },
    { value: 'others', label: 'Other' },
  ],
});

export const furtherActions = defineList({
  key: 'furtherActions',
  label: 'Further actions',
  source: 'SPEC §3 Incident',
  items: [
    { value: 'review_in_staff_supervision', label: 'Review in staff supervision' },
    { value: 'review_in_team_meeting', label: 'Review in team meeting' },
    { value: 'additional_key_worker_sessions', label: 'Additional key worker sessions' },
    { value: 'arrange_stability_meeting', label: 'Arrange stability meeting' },
    { value: 'arrange_professionals_meeting', label: 'Arrange professionals meeting' },
    { value: 'update_risk_assessment', label: 'Update risk assessment' },
    { value: 'update_placement_or_support_plan', label: 'Update {planName}' },
    { value: 'update_behaviour_management_plan', label: 'Update behaviour management plan' },
    { value: 'others', label: 'Other' },
  ],
});

/**
 * Who must be told. placing_authority applies to children's homes, accommodating_authority to supported accommodation.
 */
export const authoritiesToNotify = defineList({
  key: 'authoritiesToNotify',
  label: 'Authorities to notify',
  source: 'SPEC §3 Incident; CH reg 40; SA reg 27',
  items: [
    { value: 'ofsted', label: 'Ofsted' },
    {
      value: 'placing_authority',
      label: 'Placing authority (Reg 40)',
      description: "Children's homes",
      homeTypes: ['children_home'],
    },
    {
      value: 'accommodating_authority',
      label: 'Accommodating authority (Reg 27)',
      description: 'Supported accommodation',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    { value: 'secretary_of_state', label: 'Secretary of State' },
    {
      value: 'local_authority',
      label: 'Local authority',
      description: 'The local authority where the home is (host authority)',
    },
    { value: 'integrated_care_board', label: 'Integrated Care Board' },
    { value: 'prisons_and_probation_ombudsman', label: 'Prisons and Probation Ombudsman' },
  ],
});

export const notificationMethods = defineList({
  key: 'notificationMethods',
  label: 'Notification methods',
  source: 'practice',
  items: [
    { value: 'online_form', label: 'Online notification form' },
    { value: 'email', label: 'Email' },
    { value: 'phone', label: 'Phone' },
    { value: 'in_person', label: 'In person' },
    { value: 'letter', label: 'Letter' },
  ],
});

export const incidentTypes = defineList({
  key: 'incidentTypes',
  label: 'Incident types',
  source: 'DOMAIN §2; CH reg 40; SA reg 27',
  items: [
    {
      value: 'death',
      label: 'Death of a {child}',
      description: 'Notify without delay: CH reg 40(1) names every recipient; SA immediately',
    },
    { value: 'serious_illness', label: 'Serious illness or injury' },
    { value: 'aggression', label: 'Physical aggression' },
    { value: 'verbal', label: 'Verbal abuse or threats' },
    { value: 'damage', label: 'Damage to property' },
    { value: 'self_harm', label: 'Self-harm' },
    { value: 'missing', label: 'Missing or absent from the home' },
    { value: 'police', label: 'Police involvement' },
    { value: 'substances', label: 'Alcohol or substance misuse' },
    { value: 'exploitation', label: 'Exploitation (CSE / CCE)' },
    { value: 'allegation_staff', label: 'Allegation of abuse against the home or a member of staff' },
    {
      value: 'allegation_other',
      label: 'Allegation or disclosure about someone else',
      description: 'Also record a safeguarding concern',
    },
    {
      value: 'allegation',
      label: 'Allegation',
      retired: 'recorded before allegations were split: read as against the home or staff',
    },
    { value: 'accident', label: 'Accident or injury' },
    { value: 'bullying', label: 'Bullying' },
    { value: 'other', label: 'Other' },
  ],
});

export const incidentLocations = defineList({
  key: 'incidentLocations',
  label: 'Incident locations',
  source: 'DOMAIN §2',
  items: [
    { value: 'home', label: 'In the home' },
    { value: 'community', label: 'In the community' },
    { value: 'school', label: 'School or college' },
    { value: 'vehicle', label: 'In a vehicle' },
    { value: 'other', label: 'Other' },
  ],
});

export const medicalAttention = defineList({
  key: 'medicalAttention',
  label: 'Medical attention',
  source: 'DOMAIN §2',
  items: [
    { value: 'none', label: 'None needed' },
    { value: 'first_aid', label: 'First aid in the home' },
    { value: 'gp', label: 'GP' },
    { value: 'a_and_e', label: 'A&E' },
    { value: 'admitted', label: 'Admitted to hospital' },
    { value: 'offered_declined', label: 'Medical check offered, declined' },
    { value: 'nhs_111', label: 'NHS 111 advice' },
    { value: 'ambulance', label: 'Paramedic or ambulance at the scene' },
    { value: 'urgent_treatment_centre', label: 'Urgent treatment centre or minor injuries unit' },
  ],
});

export const bodyMapSides = defineList({
  key: 'bodyMapSides',
  label: 'Body map sides',
  source: 'DOMAIN §2',
  items: [
    { value: 'front', label: 'Front' },
    { value: 'back', label: 'Back' },
  ],
});

export const bodyRegions = defineList({
  key: 'bodyRegions',
  label: 'Body regions',
  source: 'practice (body map)',
  items: [
    // the location only: staff never examine, and never photograph intimate areas
    { value: 'head', label: 'Head' },
    { value: 'scalp', label: 'Scalp' },
    { value: 'face', label: 'Face' },
    { value: 'eyes', label: 'Eyes' },
    { value: 'mouth', label: 'Mouth or lips' },
    { value: 'left_ear', label: 'Left ear' },
    { value: 'right_ear', label: 'Right ear' },
    { value: 'neck', label: 'Neck' },
    { value: 'left_shoulder', label: 'Left shoulder' },
    { value: 'right_shoulder', label: 'Right shoulder' },
    { value: 'chest', label: 'Chest' },
    { value: 'abdomen', label: 'Abdomen' },
    { value: 'upper_back', label: 'Upper back' },
    { value: 'lower_back', label: 'Lower back' },
    { value: 'buttocks', label: 'Buttocks' },
    { value: 'left_arm', label: 'Left arm' },
    { value: 'right_arm', label: 'Right arm' },
    { value: 'left_upper_arm', label: 'Left upper arm' },
    { value: 'right_upper_arm', label: 'Right upper arm' },
    { value: 'left_forearm', label: 'Left forearm' },
    { value: 'right_forearm', label: 'Right forearm' },
    { value: 'left_wrist_hand', label: 'Left wrist or hand' },
    { value: 'right_wrist_hand', label: 'Right wrist or hand' },
    { value: 'groin', label: 'Groin or genital area (location only)' },
    { value: 'left_leg', label: 'Left leg' },
    { value: 'right_leg', label: 'Right leg' },
    { value: 'left_thigh', label: 'Left thigh' },
    { value: 'right_thigh', label: 'Right thigh' },
    { value: 'left_lower_leg', label: 'Left lower leg' },
    { value: 'right_lower_leg', label: 'Right lower leg' },
    { value: 'left_foot', label: 'Left foot' },
    { value: 'right_foot', label: 'Right foot' },
    { value: 'other', label: 'Other' },
  ],
});

export const injuryKinds = defineList({
  key: 'injuryKinds',
  label: 'Injury kinds',
  source: 'DOMAIN §2',
  items: [
    { value: 'bruise', label: 'Bruise' },
    { value: 'graze', label: 'Graze' },
    { value: 'cut', label: 'Cut' },
    { value: 'redness', label: 'Redness' },
    { value: 'swelling', label: 'Swelling' },
    { value: 'burn', label: 'Burn' },
    { value: 'bite', label: 'Bite' },
    { value: 'scratch', label: 'Scratch' },
    { value: 'friction_burn', label: 'Friction or carpet burn' },
    { value: 'suspected_fracture', label: 'Suspected fracture' },
    { value: 'head_injury', label: 'Head injury' },
    { value: 'pain_no_mark', label: 'Pain reported, no visible mark' },
    { value: 'other', label: 'Other' },
  ],
});

/** Consequences other than rewards (rewards have their own rows). */
export const consequenceKinds = defineList({
  key: 'consequenceKinds',
  label: 'Consequence kinds',
  source: 'DOMAIN §2; CH reg 19 (prohibited measures)',
  items: [
    { value: 'sanction', label: 'Consequence (in line with policy)' },
    { value: 'restorative', label: 'Restorative conversation or meeting' },
    {
      value: 'reparation',
      label: 'Reparation',
      description: 'Putting things right, including a reasonable contribution to repair',
    },
    { value: 'loss_of_privilege', label: 'Loss of privilege' },
    { value: 'other', label: 'Other' },
  ],
});
