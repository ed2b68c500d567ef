// Lists for the young person's plans (DOMAIN §4, §7–§9): ILS skills, behaviour support, therapeutic
// work, plans from other agencies, the specific risk assessments and missing-from-care episodes.
import { defineList } from '../../engine/definitions/lists.ts';

/**
 * The skills assessed in each of the 16 ILS areas; `group` is the ilsAreas key the skill belongs to.
 * Skill keys become property names (camelCase) of the ILS plan, so keep them stable.
 */
export const ilsSkills = defineList({
  key: 'ilsSkills',
  label: 'ILS skills',
  source: 'DOMAIN §8 (after Daniel Memorial ILS 8.0)',
  items: [
    { value: 'count_change', label: 'Count money and check change', group: 'money_management' },
    { value: 'weekly_budget', label: 'Plan and keep to a weekly budget', group: 'money_management' },
    { value: 'bank_account', label: 'Open and use a bank account and bank card', group: 'money_management' },
    { value: 'pay_bills', label: 'Pay bills and understand direct debits', group: 'money_management' },
    { value: 'credit_and_debt', label: 'Understand credit, loans and debt', group: 'money_management' },

    { value: 'plan_meals', label: 'Plan meals for the week', group: 'food_management' },
    { value: 'shopping_list', label: 'Write a shopping list and shop within a budget', group: 'food_management' },
    { value: 'cook_simple_meal', label: 'Cook a simple meal', group: 'food_management' },
    { value: 'store_food_safely', label: 'Store food safely and check use-by dates', group: 'food_management' },
    { value: 'balanced_diet', label: 'Choose a balanced diet', group: 'food_management' },

    { value: 'daily_hygiene', label: 'Daily hygiene: washing, teeth, hair', group: 'personal_appearance_and_hygiene' },
    { value: 'laundry', label: 'Wash, dry and iron clothes', group: 'personal_appearance_and_hygiene' },
    {
      value: 'dress_for_occasion',
      label: 'Dress for the weather and the occasion',
      group: 'personal_appearance_and_hygiene',
    },
    { value: 'mend_clothes', label: 'Mend clothes (buttons, small repairs)', group: 'personal_appearance_and_hygiene' },

    { value: 'register_gp_dentist', label: 'Register with a GP and a dentist', group: 'health' },
    { value: 'book_appointments', label: 'Book and attend health appointments', group: 'health' },
    { value: 'manage_prescriptions', label: 'Order, collect and take prescribed medication', group: 'health' },
    { value: 'minor_illness', label: 'Look after minor illness and use a pharmacy', group: 'health' },
    { value: 'sexual_health', label: 'Look after their sexual health', group: 'health' },

    { value: 'clean_kitchen_bathroom', label: 'Clean the kitchen and bathroom', group: 'housekeeping' },
    { value: 'bins_and_recycling', label: 'Bins and recycling', group: 'housekeeping' },
    { value: 'change_bedding', label: 'Change bedding', group: 'housekeeping' },
    { value: 'use_appliances_safely', label: 'Use household appliances safely', group: 'housekeeping' },

    { value: 'tenancy_types', label: 'Know the kinds of housing and tenancy', group: 'housing' },
    { value: 'read_tenancy_agreement', label: 'Read and understand a tenancy agreement', group: 'housing' },
    { value: 'pay_rent_and_utilities', label: 'Pay rent, council tax and utilities', group: 'housing' },
    { value: 'deal_with_landlord', label: 'Report repairs and deal with a landlord', group: 'housing' },

    { value: 'plan_route', label: 'Plan a route', group: 'transportation' },
    { value: 'buy_tickets', label: 'Buy tickets and a railcard or bus pass', group: 'transportation' },
    { value: 'road_safety', label: 'Road safety', group: 'transportation' },
    { value: 'car_costs', label: 'Know the costs of learning to drive and running a car', group: 'transportation' },

    { value: 'keep_timetable', label: 'Keep to a timetable', group: 'educational_planning' },
    { value: 'choose_course', label: 'Choose a course', group: 'educational_planning' },
    { value: 'apply_for_course', label: 'Apply for a course or college place', group: 'educational_planning' },
    { value: 'bursaries', label: 'Know about bursaries and funding', group: 'educational_planning' },

    { value: 'write_cv', label: 'Write a CV', group: 'job_seeking_skills' },
    { value: 'find_vacancies', label: 'Find vacancies and apprenticeships', group: 'job_seeking_skills' },
    { value: 'application_form', label: 'Complete an application form', group: 'job_seeking_skills' },
    { value: 'interview', label: 'Prepare for and attend an interview', group: 'job_seeking_skills' },

    { value: 'punctuality', label: 'Punctuality and attendance', group: 'job_maintenance_skills' },
    {
      value: 'payslips_and_tax',
      label: 'Understand payslips, tax and National Insurance',
      group: 'job_maintenance_skills',
    },
    { value: 'request_leave', label: 'Request leave and report sickness', group: 'job_maintenance_skills' },
    { value: 'workplace_conflict', label: 'Handle disagreements at work', group: 'job_maintenance_skills' },

    { value: 'fire_plan', label: 'Know what to do if there is a fire', group: 'emergency_and_safety_skills' },
    { value: 'emergency_calls', label: 'Know when to call 999 or 111', group: 'emergency_and_safety_skills' },
    { value: 'gas_and_carbon_monoxide', label: 'Gas and carbon monoxide safety', group: 'emergency_and_safety_skills' },
    { value: 'online_safety', label: 'Stay safe online', group: 'emergency_and_safety_skills' },
    { value: 'basic_first_aid', label: 'Basic first aid', group: 'emergency_and_safety_skills' },

    {
      value: 'library_and_leisure',
      label: 'Use the library and leisure services',
      group: 'knowledge_of_community_resources',
    },
    {
      value: 'jobcentre_and_benefits',
      label: 'Use the Jobcentre and claim benefits',
      group: 'knowledge_of_community_resources',
    },
    {
      value: 'advice_services',
      label: 'Find advice (e.g. Citizens Advice, Shelter, an advocate)',
      group: 'knowledge_of_community_resources',
    },
    {
      value: 'helplines',
      label: 'Know helplines (e.g. Childline, Samaritans)',
      group: 'knowledge_of_community_resources',
    },

    { value: 'express_needs', label: 'Express their needs and feelings', group: 'interpersonal_skills' },
    { value: 'assertiveness', label: 'Be assertive without being aggressive', group: 'interpersonal_skills' },
    {
      value: 'healthy_relationships',
      label: 'Recognise healthy and unhealthy relationships',
      group: 'interpersonal_skills',
    },
    { value: 'ask_for_help', label: 'Ask for help', group: 'interpersonal_skills' },

    { value: 'rights_on_arrest', label: 'Know their rights if stopped or arrested', group: 'legal_skills' },
    {
      value: 'id_documents',
      label: 'Get and keep ID (birth certificate, passport, National Insurance number)',
      group: 'legal_skills',
    },
    { value: 'consumer_rights', label: 'Know their consumer rights', group: 'legal_skills' },
    { value: 'tenancy_law', label: 'Know their rights and duties as a tenant', group: 'legal_skills' },

    { value: 'contraception', label: 'Know about contraception', group: 'pregnancy_prevention' },
    { value: 'consent', label: 'Understand consent', group: 'pregnancy_prevention' },
    { value: 'sexual_health_services', label: 'Use sexual-health services', group: 'pregnancy_prevention' },
    {
      value: 'emergency_options',
      label: 'Know about emergency contraception and pregnancy tests',
      group: 'pregnancy_prevention',
    },

    { value: 'costs_of_a_baby', label: 'Know the costs of having a baby', group: 'parenting_and_child_care' },
    { value: 'child_safety', label: 'Keep a baby or child safe', group: 'parenting_and_child_care' },
    { value: 'baby_routines', label: 'Feeding, sleep and daily routines', group: 'parenting_and_child_care' },
    {
      value: 'parenting_support',
      label: 'Know where to get support (e.g. health visitor, family hub)',
      group: 'parenting_and_child_care',
    },
  ],
});

/** What a behaviour achieves for the young person (positive behaviour support, functional assessment). */
export const behaviourFunctions = defineList({
  key: 'behaviourFunctions',
  label: 'Function of behaviour',
  source: 'DOMAIN §9 (practice)',
  items: [
    {
      value: 'attention',
      label: 'Attention or connection',
      description: 'To get contact, reassurance or a response from others',
    },
    {
      value: 'escape',
      label: 'Escape or avoidance',
      description: 'To get away from a demand, place, person or feeling',
    },
    { value: 'tangible', label: 'Tangible', description: 'To get an item, activity or food' },
    { value: 'sensory', label: 'Sensory', description: 'To get or reduce a sensory experience' },
  ],
});

export const therapeuticModels = defineList({
  key: 'therapeuticModels',
  label: 'Therapeutic models',
  source: 'DOMAIN §9 (practice)',
  items: [
    { value: 'pace', label: 'PACE (playfulness, acceptance, curiosity, empathy)' },
    { value: 'ddp', label: 'Dyadic developmental psychotherapy (DDP)' },
    { value: 'arc', label: 'Attachment, regulation and competency (ARC)' },
    { value: 'sanctuary', label: 'Sanctuary model' },
    { value: 'trauma_informed', label: 'Trauma-informed practice (other)' },
    { value: 'cbt', label: 'Cognitive behavioural therapy (CBT)' },
    { value: 'play_therapy', label: 'Play therapy' },
    { value: 'art_therapy', label: 'Art, music or drama therapy' },
    { value: 'theraplay', label: 'Theraplay' },
    { value: 'life_story_work', label: 'Life story work' },
    { value: 'emdr', label: 'EMDR' },
    { value: 'other', label: 'Other' },
  ],
});

export const therapeuticSessionTypes = defineList({
  key: 'therapeuticSessionTypes',
  label: 'Therapeutic session types',
  source: 'DOMAIN §9 (practice)',
  items: [
    { value: 'individual', label: 'Individual session with the {child}' },
    { value: 'family', label: 'Family session' },
    { value: 'group', label: 'Group session' },
    { value: 'staff_consultation', label: 'Consultation with staff ({child} not present)' },
    { value: 'assessment', label: 'Assessment session' },
  ],
});

export const sessionAttendance = defineList({
  key: 'sessionAttendance',
  label: 'Session attendance',
  source: 'practice',
  items: [
    { value: 'attended', label: 'Attended', colour: 'green' },
    { value: 'attended_part', label: 'Attended part of the session', colour: 'amber' },
    { value: 'declined', label: '{Child} declined', colour: 'red' },
    { value: 'did_not_attend', label: 'Did not attend', colour: 'red' },
    { value: 'cancelled_by_provider', label: 'Cancelled by the therapist or worker', colour: 'blue' },
  ],
});

/** Engagement in a session (SPEC §9 chart group-by "engagement"). */
export const sessionEngagement = defineList({
  key: 'sessionEngagement',
  label: 'Engagement',
  source: 'SPEC §9 (group-by engagement); practice',
  items: [
    { value: 'fully_engaged', label: 'Fully engaged', colour: 'green' },
    { value: 'mostly_engaged', label: 'Mostly engaged', colour: 'green' },
    { value: 'partly_engaged', label: 'Partly engaged', colour: 'amber' },
    { value: 'not_engaged', label: 'Not engaged', colour: 'red' },
  ],
});

/** Plans written by other agencies, held on the young person's file. */
export const externalPlanTypes = defineList({
  key: 'externalPlanTypes',
  label: 'Plans from other agencies',
  source: 'SPEC §2 external-plans; DOMAIN §6',
  items: [
    {
      value: 'care_plan',
      label: 'Care plan',
      description: "The placing authority's care plan (Care Planning Regulations 2010)",
    },
    {
      value: 'pathway_plan',
      label: 'Pathway plan',
      description: 'For eligible and relevant children aged 16 and over',
    },
    {
      value: 'pep',
      label: 'Personal education plan (PEP)',
      description: 'Part of the care plan; reviewed each term with the virtual school',
    },
    { value: 'ehcp', label: 'Education, health and care (EHC) plan' },
    { value: 'health_plan', label: 'Health plan', description: 'From the statutory health assessment' },
    { value: 'child_protection_plan', label: 'Child protection plan' },
    { value: 'youth_justice_plan', label: 'Youth justice plan' },
    { value: 'camhs_plan', label: 'CAMHS or mental health care plan' },
    { value: 'other', label: 'Other' },
  ],
});

export const cceIndicators = defineList({
  key: 'cceIndicators',
  label: 'Signs of child criminal exploitation',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'unexplained_money', label: 'Unexplained money or possessions' },
    { value: 'extra_phones', label: 'More than one phone, or new phones or SIM cards' },
    { value: 'phone_use', label: 'Secretive or constant phone use; calls at odd hours' },
    { value: 'travel', label: 'Unexplained travel or being found in other towns' },
    { value: 'older_associates', label: 'Older or new associates, or known gang members' },
    { value: 'debt', label: 'Debt to others, or being "robbed" of drugs or money' },
    { value: 'missing', label: 'Going missing or coming back late' },
    { value: 'drugs', label: 'Found with drugs, packaging or scales' },
    { value: 'weapons', label: 'Carrying or talking about weapons' },
    { value: 'injuries', label: 'Unexplained injuries' },
    { value: 'school', label: 'Missing education or excluded' },
    { value: 'arrests', label: 'Arrests or police contact in other areas' },
    { value: 'other', label: 'Other' },
  ],
});

export const cseIndicators = defineList({
  key: 'cseIndicators',
  label: 'Signs of child sexual exploitation',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'older_partner', label: 'Older boyfriend or girlfriend' },
    { value: 'gifts', label: 'Unexplained gifts, money, alcohol or drugs' },
    { value: 'online_contacts', label: 'Online contact with people not known in person' },
    { value: 'image_sharing', label: 'Sharing or being asked for sexual images' },
    { value: 'picked_up', label: 'Being picked up or dropped off by unknown adults or cars' },
    { value: 'parties_hotels', label: 'Going to parties, hotels or addresses of concern' },
    { value: 'missing', label: 'Going missing or coming back late' },
    { value: 'substances', label: 'Alcohol or drug use' },
    { value: 'sexual_health', label: 'Sexually transmitted infections, pregnancy or termination' },
    { value: 'peers', label: 'Friends who are being exploited' },
    { value: 'secretive_phone', label: 'Secretive phone use or new phone' },
    { value: 'injuries', label: 'Unexplained injuries' },
    { value: 'change_in_presentation', label: 'Change in appearance, mood or behaviour' },
    { value: 'other', label: 'Other' },
  ],
});

/** National Referral Mechanism decisions (Modern Slavery Act 2015). */
export const nrmDecisions = defineList({
  key: 'nrmDecisions',
  label: 'NRM decision',
  source: 'Modern Slavery Act 2015 statutory guidance (practice)',
  items: [
    { value: 'awaiting', label: 'Awaiting decision' },
    { value: 'positive', label: 'Positive' },
    { value: 'negative', label: 'Negative' },
  ],
});

export const harmTargets = defineList({
  key: 'harmTargets',
  label: 'Who may be harmed',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'peers_in_home', label: 'Other {children} in the {home}' },
    { value: 'staff', label: 'Staff' },
    { value: 'family', label: 'Family members' },
    { value: 'partners', label: 'Boyfriend, girlfriend or partner' },
    { value: 'younger_children', label: 'Younger children' },
    { value: 'peers_at_school', label: 'Peers at school or college' },
    { value: 'public', label: 'Members of the public' },
    { value: 'animals', label: 'Animals' },
  ],
});

export const harmTypes = defineList({
  key: 'harmTypes',
  label: 'Kinds of harm to others',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'physical_aggression', label: 'Physical aggression' },
    { value: 'threats', label: 'Verbal threats or intimidation' },
    { value: 'weapons', label: 'Carrying or using weapons' },
    { value: 'harmful_sexual_behaviour', label: 'Harmful sexual behaviour' },
    { value: 'bullying', label: 'Bullying, including online' },
    { value: 'fire_setting', label: 'Fire setting' },
    { value: 'property_damage', label: 'Damage to property' },
    { value: 'domestic_abuse', label: 'Abuse in a relationship or towards family' },
    { value: 'other', label: 'Other' },
  ],
});

export const vulnerabilityAreas = defineList({
  key: 'vulnerabilityAreas',
  label: 'Areas of vulnerability',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'bullying', label: 'Being bullied' },
    { value: 'online', label: 'Online harm (grooming, sextortion, harmful content)' },
    { value: 'substances', label: 'Alcohol, drugs or vaping' },
    { value: 'radicalisation', label: 'Radicalisation or extremism (Prevent)' },
    { value: 'relationships', label: 'Unhealthy or abusive relationships' },
    { value: 'road_and_water', label: 'Road, rail or water safety' },
    { value: 'strangers', label: 'Trusting strangers' },
    { value: 'self_neglect', label: 'Self-neglect (food, hygiene, sleep)' },
    { value: 'financial', label: 'Being taken advantage of financially' },
    { value: 'learning_communication', label: 'Learning or communication needs that increase risk' },
    { value: 'health_condition', label: 'Medical condition (e.g. epilepsy, diabetes, allergy)' },
    { value: 'other', label: 'Other' },
  ],
});

export const substances = defineList({
  key: 'substances',
  label: 'Substances',
  source: 'practice',
  items: [
    { value: 'alcohol', label: 'Alcohol' },
    { value: 'vapes', label: 'Vapes or tobacco' },
    { value: 'cannabis', label: 'Cannabis' },
    { value: 'nitrous_oxide', label: 'Nitrous oxide' },
    { value: 'cocaine', label: 'Cocaine' },
    { value: 'ketamine', label: 'Ketamine' },
    { value: 'mdma', label: 'MDMA or ecstasy' },
    { value: 'solvents', label: 'Solvents or gas' },
    { value: 'prescription', label: 'Prescription or over-the-counter medicines not as prescribed' },
    { value: 'other', label: 'Other' },
  ],
});

export const otherRiskCategories = defineList({
  key: 'otherRiskCategories',
  label: 'Other risk assessment topics',
  source: 'practice',
  items: [
    { value: 'activity', label: 'Activity or outing' },
    { value: 'family_contact', label: 'Family time or contact' },
    { value: 'health_condition', label: 'Health condition' },
    { value: 'fire_setting', label: 'Fire setting' },
    { value: 'travel', label: 'Travel or holiday' },
    { value: 'independence', label: 'Time alone or unsupervised time' },
    { value: 'education', label: 'Education or work placement' },
    { value: 'environment', label: 'The home or its surroundings' },
    { value: 'other', label: 'Other' },
  ],
});

/** DfE 2014 statutory guidance on children who run away or go missing from home or care. */
export const missingCategories = defineList({
  key: 'missingCategories',
  label: 'Missing or away without authorisation',
  source: 'DfE 2014 statutory guidance (children who run away or go missing from home or care)',
  items: [
    { value: 'missing', label: 'Missing', description: 'Whereabouts not known' },
    {
      value: 'away_without_authorisation',
      label: '{Away from placement without authorisation|Away from their accommodation without agreement}',
      description: 'Whereabouts known, but not where they should be',
    },
  ],
});

/** The police grading of a missing person report (practice: College of Policing APP). */
export const policeRiskGradings = defineList({
  key: 'policeRiskGradings',
  label: 'Police risk grading',
  source: 'DOMAIN §4 (practice)',
  items: [
    { value: 'high', label: 'High', colour: 'red' },
    { value: 'medium', label: 'Medium', colour: 'amber' },
    { value: 'low', label: 'Low', colour: 'green' },
    // some forces grade a lowest tier (College of Policing APP versions differ)
    { value: 'very_low', label: 'Very low or no apparent risk', colour: 'green' },
    { value: 'not_graded', label: 'Not told', colour: 'blue' },
  ],
});

export const missingNotifyParties = defineList({
  key: 'missingNotifyParties',
  label: 'Who was told about a missing episode',
  source: 'DOMAIN §4; DfE 2014 statutory guidance',
  items: [
    { value: 'manager_on_call', label: 'Manager or on-call manager' },
    { value: 'police', label: 'Police' },
    { value: 'social_worker', label: 'Social worker ({authority})' },
    { value: 'emergency_duty_team', label: 'Emergency duty team (out of hours)' },
    { value: 'parent', label: 'Parent or person with parental responsibility' },
    { value: 'host_authority', label: 'Local authority where the home is' },
    { value: 'ofsted', label: 'Ofsted', description: 'If the episode is a serious incident ({notifyReg})' },
    { value: 'school', label: 'School or college' },
    { value: 'other', label: 'Other' },
  ],
});

export const returnMethods = defineList({
  key: 'returnMethods',
  label: 'How the young person came back',
  source: 'practice',
  items: [
    { value: 'own_accord', label: 'Came back on their own' },
    { value: 'staff_collected', label: 'Collected by staff' },
    { value: 'police_returned', label: 'Brought back by police' },
    { value: 'family_returned', label: 'Brought back by family or friends' },
    { value: 'other', label: 'Other' },
  ],
});
