// Lists for the young person's profile records: personal details, contacts, placement history,
// health, medication, education, enjoyment, contracts and movements (SPEC §2 "Per young person").
import { defineList } from '../../engine/definitions/lists.ts';

/** Sex as recorded on the case record (CH Sch 3 / SA Sch 2); gender identity is a separate free-text field. */
export const sexes = defineList({
  key: 'sexes',
  label: 'Sex',
  source: 'CH Schedule 3; SA Schedule 2 (case records)',
  items: [
    { value: 'female', label: 'Female' },
    { value: 'male', label: 'Male' },
    { value: 'not_stated', label: 'Not stated' },
  ],
});

/** DfE ethnicity codes, as used in the SSDA903 looked-after children return (code in the description). */
export const ethnicities = defineList({
  key: 'ethnicities',
  label: 'Ethnicity',
  source: 'DfE SSDA903 ethnicity codes',
  items: [
    { value: 'WBRI', label: 'White British', group: 'White', description: 'WBRI' },
    { value: 'WIRI', label: 'White Irish', group: 'White', description: 'WIRI' },
    { value: 'WIRT', label: 'Traveller of Irish heritage', group: 'White', description: 'WIRT' },
    { value: 'WROM', label: 'Gypsy / Roma', group: 'White', description: 'WROM' },
    { value: 'WOTH', label: 'Any other White background', group: 'White', description: 'WOTH' },
    { value: 'MWBC', label: 'White and Black Caribbean', group: 'Mixed', description: 'MWBC' },
    { value: 'MWBA', label: 'White and Black African', group: 'Mixed', description: 'MWBA' },
    { value: 'MWAS', label: 'White and Asian', group: 'Mixed', description: 'MWAS' },
    { value: 'MOTH', label: 'Any other mixed background', group: 'Mixed', description: 'MOTH' },
    { value: 'AIND', label: 'Indian', group: 'Asian or Asian British', description: 'AIND' },
    { value: 'APKN', label: 'Pakistani', group: 'Asian or Asian British', description: 'APKN' },
    { value: 'ABAN', label: 'Bangladeshi', group: 'Asian or Asian British', description: 'ABAN' },
    { value: 'AOTH', label: 'Any other Asian background', group: 'Asian or Asian British', description: 'AOTH' },
    { value: 'BCRB', label: 'Caribbean', group: 'Black or Black British', description: 'BCRB' },
    { value: 'BAFR', label: 'African', group: 'Black or Black British', description: 'BAFR' },
    { value: 'BOTH', label: 'Any other Black background', group: 'Black or Black British', description: 'BOTH' },
    { value: 'CHNE', label: 'Chinese', group: 'Other ethnic group', description: 'CHNE' },
    { value: 'OOTH', label: 'Any other ethnic group', group: 'Other ethnic group', description: 'OOTH' },
    { value: 'REFU', label: 'Refused', group: 'Not known', description: 'REFU' },
    { value: 'NOBT', label: 'Information not yet obtained', group: 'Not known', description: 'NOBT' },
  ],
});

export const religions = defineList({
  key: 'religions',
  label: 'Religion or belief',
  source: 'ONS census 2021 categories',
  items: [
    { value: 'no_religion', label: 'No religion' },
    { value: 'christian', label: 'Christian' },
    { value: 'buddhist', label: 'Buddhist' },
    { value: 'hindu', label: 'Hindu' },
    { value: 'jewish', label: 'Jewish' },
    { value: 'muslim', label: 'Muslim' },
    { value: 'sikh', label: 'Sikh' },
    { value: 'other', label: 'Other religion or belief' },
    { value: 'not_stated', label: 'Prefers not to say' },
    { value: 'not_known', label: 'Not known' },
  ],
});

/** Where a child or young person lives: previous placements and move-on destinations. */
export const placementTypes = defineList({
  key: 'placementTypes',
  label: 'Placement types',
  source: 'practice (SSDA903 placement types, simplified)',
  items: [
    { value: 'home_with_family', label: 'At home with parents or family' },
    { value: 'kinship_care', label: 'Kinship / connected-person care' },
    { value: 'la_foster_care', label: 'Local authority foster care' },
    { value: 'ifa_foster_care', label: 'Independent fostering agency' },
    { value: 'childrens_home', label: "Children's home" },
    { value: 'secure_childrens_home', label: "Secure children's home" },
    { value: 'supported_accommodation', label: 'Supported accommodation' },
    { value: 'supported_lodgings', label: 'Supported lodgings' },
    { value: 'residential_school', label: 'Residential school' },
    { value: 'hospital', label: 'Hospital or mental health unit' },
    { value: 'custody', label: 'Young offender institution or secure training centre' },
    { value: 'staying_put', label: 'Staying put (with former foster carers)' },
    { value: 'staying_close', label: "Staying close (near the former children's home)" },
    { value: 'own_tenancy', label: 'Own tenancy' },
    { value: 'adult_services', label: 'Adult social care placement' },
    { value: 'other', label: 'Other' },
  ],
});

/** Why a placement ended, or why the young person is moving out. */
export const placementEndReasons = defineList({
  key: 'placementEndReasons',
  label: 'Reasons a placement ends',
  source: 'practice',
  items: [
    { value: 'planned_move', label: 'Planned move in line with the care or pathway plan' },
    { value: 'step_down', label: 'Step down (e.g. to foster care)' },
    { value: 'step_up', label: 'Step up to more specialist care' },
    { value: 'return_home', label: 'Return home to family' },
    { value: 'move_to_independence', label: 'Move to independence or semi-independence' },
    { value: 'age_18', label: 'Reached 18' },
    // stored key kept; "breakdown" puts the ending on the child
    { value: 'placement_breakdown', label: 'Unplanned ending' },
    { value: 'provider_notice', label: 'Provider gave notice' },
    { value: 'authority_decision', label: '{Authority} decision' },
    { value: 'custody', label: 'Remand or custodial sentence' },
    { value: 'hospital_admission', label: 'Hospital admission' },
    { value: 'other', label: 'Other' },
  ],
});

export const contactFrequencies = defineList({
  key: 'contactFrequencies',
  label: 'Contact frequency',
  source: 'practice',
  items: [
    { value: 'daily', label: 'Daily' },
    { value: 'several_weekly', label: 'Several times a week' },
    { value: 'weekly', label: 'Weekly' },
    { value: 'fortnightly', label: 'Fortnightly' },
    { value: 'monthly', label: 'Monthly' },
    { value: 'less_often', label: 'Less than monthly' },
    { value: 'as_agreed', label: 'As agreed with the social worker' },
    { value: 'none', label: 'No contact' },
  ],
});

export const contactSupervisionLevels = defineList({
  key: 'contactSupervisionLevels',
  label: 'Contact supervision',
  source: 'practice',
  items: [
    { value: 'unsupervised', label: 'Unsupervised' },
    { value: 'supervised_home_staff', label: 'Supervised by home staff' },
    { value: 'supervised_authority', label: 'Supervised by the local authority or a contact centre' },
    { value: 'monitored', label: 'Monitored (e.g. calls in a shared space)' },
    { value: 'not_applicable', label: 'Not applicable (professional contact)' },
  ],
});

export const contactRestrictionTypes = defineList({
  key: 'contactRestrictionTypes',
  label: 'Contact restrictions',
  source: 'Children Act 1989 s34 and s8; practice',
  items: [
    {
      value: 'no_contact_order',
      label: 'No contact (court order)',
      description: 'e.g. an order under Children Act 1989 s34(4) refusing contact',
    },
    {
      value: 'contact_order_conditions',
      label: 'Contact conditions set by court order',
      description: 'e.g. s34 contact order or child arrangements order conditions',
    },
    { value: 'prohibited_steps_order', label: 'Prohibited steps order' },
    { value: 'non_molestation_order', label: 'Non-molestation or restraining order' },
    { value: 'care_plan_restriction', label: 'Restriction in the care plan / agreed with the social worker' },
    { value: 'address_not_to_be_shared', label: 'Address of the {home} must not be shared' },
    { value: 'other', label: 'Other' },
  ],
});

export const dietaryRequirements = defineList({
  key: 'dietaryRequirements',
  label: 'Dietary requirements',
  source: 'practice',
  items: [
    { value: 'vegetarian', label: 'Vegetarian' },
    { value: 'vegan', label: 'Vegan' },
    { value: 'halal', label: 'Halal' },
    { value: 'kosher', label: 'Kosher' },
    { value: 'no_pork', label: 'No pork' },
    { value: 'no_beef', label: 'No beef' },
    { value: 'gluten_free', label: 'Gluten-free (coeliac)' },
    { value: 'dairy_free', label: 'Dairy-free' },
    { value: 'nut_free', label: 'Nut-free' },
    { value: 'diabetic', label: 'Diabetic diet' },
    { value: 'texture_modified', label: 'Texture-modified' },
    { value: 'other', label: 'Other' },
  ],
});

export const allergySeverities = defineList({
  key: 'allergySeverities',
  label: 'Allergy severity',
  source: 'practice',
  items: [
    { value: 'mild', label: 'Mild (e.g. rash, itching)', colour: 'green' },
    { value: 'moderate', label: 'Moderate (needs treatment)', colour: 'amber' },
    { value: 'severe', label: 'Severe / anaphylaxis (adrenaline auto-injector)', colour: 'red' },
    { value: 'intolerance', label: 'Intolerance (not an allergy)', colour: 'blue' },
  ],
});

/** Who can consent to routine medical treatment for this young person. */
export const treatmentConsentBases = defineList({
  key: 'treatmentConsentBases',
  label: 'Consent to medical treatment',
  source: 'Family Law Reform Act 1969 s8; Gillick competence; delegated authority (practice)',
  items: [
    { value: 'young_person_16_plus', label: 'The {child} (16 or over)', description: 'Family Law Reform Act 1969 s8' },
    { value: 'young_person_gillick', label: 'The {child}, assessed as Gillick competent' },
    { value: 'delegated_authority', label: 'Home staff under delegated authority (from the {authority})' },
    { value: 'local_authority', label: 'The local authority (shared parental responsibility under a care order)' },
    { value: 'parent', label: 'A parent with parental responsibility' },
    { value: 'other', label: 'Other' },
  ],
});

export const medicationRegularities = defineList({
  key: 'medicationRegularities',
  label: 'Regularity',
  source: 'DOMAIN §10',
  items: [
    { value: 'regular', label: 'Regular (at set times)' },
    { value: 'prn', label: 'PRN (when required)' },
  ],
});

export const medicationRoutes = defineList({
  key: 'medicationRoutes',
  label: 'Route',
  source: 'practice (DOMAIN §10)',
  items: [
    { value: 'oral', label: 'By mouth' },
    { value: 'sublingual_buccal', label: 'Under the tongue / inside the cheek' },
    { value: 'inhaled', label: 'Inhaled' },
    { value: 'topical', label: 'On the skin' },
    { value: 'transdermal', label: 'Skin patch' },
    { value: 'eye', label: 'Eye' },
    { value: 'ear', label: 'Ear' },
    { value: 'nasal', label: 'Nose' },
    { value: 'rectal', label: 'Rectal' },
    { value: 'subcutaneous', label: 'Injection under the skin' },
    { value: 'intramuscular', label: 'Injection into a muscle' },
    { value: 'other', label: 'Other' },
  ],
});

/** Controlled drug schedules (Misuse of Drugs Regulations 2001); schedule 2 needs a CD cupboard and register. */
export const controlledDrugSchedules = defineList({
  key: 'controlledDrugSchedules',
  label: 'Controlled drug schedule',
  source: 'Misuse of Drugs Regulations 2001; DOMAIN §10',
  items: [
    { value: '2', label: 'Schedule 2 (e.g. methylphenidate): CD cupboard and CD register' },
    {
      value: '3',
      label:
        'Schedule 3: temazepam and buprenorphine in the CD cupboard; pregabalin and gabapentin need no cupboard; ' +
        'a register line by local policy',
    },
    { value: '4', label: 'Schedule 4 (e.g. diazepam)' },
    { value: '5', label: 'Schedule 5 (e.g. low-strength codeine)' },
  ],
});

export const educationSettingTypes = defineList({
  key: 'educationSettingTypes',
  label: 'Education setting',
  source: 'practice',
  items: [
    { value: 'mainstream_school', label: 'Mainstream school or academy' },
    { value: 'special_school', label: 'Special school' },
    { value: 'alternative_provision', label: 'Pupil referral unit or alternative provision' },
    { value: 'independent_school', label: 'Independent school' },
    { value: 'fe_college', label: 'Further education college' },
    { value: 'sixth_form', label: 'Sixth form' },
    { value: 'training_provider', label: 'Training provider' },
    { value: 'home_tuition', label: 'Home or hospital tuition' },
    { value: 'university', label: 'University' },
    { value: 'none', label: 'No education place (NEET or awaiting a place)' },
  ],
});

export const schoolYearGroups = defineList({
  key: 'schoolYearGroups',
  label: 'Year group',
  source: 'National Curriculum year groups',
  items: [
    { value: 'reception', label: 'Reception' },
    ...Array.from({ length: 13 }, (_, i) => ({ value: `year_${i + 1}`, label: `Year ${i + 1}` })),
    { value: 'post_16_year_1', label: 'Post-16, first year' },
    { value: 'post_16_year_2', label: 'Post-16, second year' },
    { value: 'post_16_year_3', label: 'Post-16, third year' },
    { value: 'not_applicable', label: 'Not applicable' },
  ],
});

export const senStatuses = defineList({
  key: 'senStatuses',
  label: 'Special educational needs',
  source: 'SEND Code of Practice 2015',
  items: [
    { value: 'none', label: 'No identified SEN' },
    { value: 'sen_support', label: 'SEN support' },
    { value: 'ehcp_assessment', label: 'EHC needs assessment in progress' },
    { value: 'ehcp', label: 'Education, health and care (EHC) plan' },
    { value: 'not_known', label: 'Not known' },
  ],
});

/** One attendance session (morning or afternoon); DfE register codes in the description. */
export const attendanceSessionCodes = defineList({
  key: 'attendanceSessionCodes',
  label: 'Attendance (session)',
  source: 'DfE school attendance codes (simplified); SPEC §9 education attendance',
  items: [
    { value: 'present', label: 'Present', colour: 'green', description: '/ \\' },
    { value: 'late', label: 'Late', colour: 'green', description: 'L (before registers closed)' },
    {
      value: 'off_site_education',
      label: 'Off-site educational activity',
      colour: 'green',
      description: 'B, K, P, V, W',
    },
    {
      value: 'authorised_absence',
      label: 'Authorised absence',
      colour: 'amber',
      description: 'C, I, M, R and other authorised codes',
    },
    { value: 'unauthorised_absence', label: 'Unauthorised absence', colour: 'red', description: 'O, G, N, U' },
    { value: 'excluded', label: 'Excluded (suspension or permanent exclusion)', colour: 'red', description: 'E' },
    { value: 'neet', label: 'NEET (no education place)', colour: 'red' },
    { value: 'no_session', label: 'No session (weekend, holiday, not required)', colour: 'blue', description: '# X' },
  ],
});

export const qualificationLevels = defineList({
  key: 'qualificationLevels',
  label: 'Qualification',
  source: 'practice (Ofqual qualification types)',
  items: [
    { value: 'entry_level', label: 'Entry level certificate' },
    { value: 'functional_skills_1', label: 'Functional skills level 1' },
    { value: 'functional_skills_2', label: 'Functional skills level 2' },
    { value: 'gcse', label: 'GCSE' },
    { value: 'igcse', label: 'IGCSE' },
    { value: 'btec', label: 'BTEC / vocational qualification' },
    { value: 'as_level', label: 'AS level' },
    { value: 'a_level', label: 'A level' },
    { value: 't_level', label: 'T level' },
    { value: 'nvq', label: 'NVQ / work-based qualification' },
    { value: 'esol', label: 'ESOL (English for speakers of other languages)' },
    { value: 'other', label: 'Other' },
  ],
});

export const examBoards = defineList({
  key: 'examBoards',
  label: 'Awarding body',
  source: 'practice',
  items: [
    { value: 'aqa', label: 'AQA' },
    { value: 'pearson_edexcel', label: 'Pearson Edexcel' },
    { value: 'ocr', label: 'OCR' },
    { value: 'wjec_eduqas', label: 'WJEC Eduqas' },
    { value: 'city_and_guilds', label: 'City & Guilds' },
    { value: 'ncfe', label: 'NCFE' },
    { value: 'highfield', label: 'Highfield' },
    { value: 'other', label: 'Other' },
  ],
});

export const examStatuses = defineList({
  key: 'examStatuses',
  label: 'Exam status',
  source: 'practice',
  items: [
    { value: 'entered', label: 'Entered', colour: 'blue' },
    { value: 'sat', label: 'Sat, awaiting result', colour: 'amber' },
    { value: 'result', label: 'Result received', colour: 'green' },
    { value: 'missed', label: 'Missed', colour: 'red' },
    { value: 'withdrawn', label: 'Withdrawn', colour: 'blue' },
  ],
});

export const employmentTypes = defineList({
  key: 'employmentTypes',
  label: 'Employment or training',
  source: 'practice',
  items: [
    { value: 'apprenticeship', label: 'Apprenticeship' },
    { value: 'full_time_job', label: 'Full-time job' },
    { value: 'part_time_job', label: 'Part-time job' },
    { value: 'traineeship', label: 'Traineeship or pre-employment programme' },
    { value: 'supported_internship', label: 'Supported internship' },
    { value: 'work_experience', label: 'Work experience' },
    { value: 'volunteering', label: 'Volunteering' },
    { value: 'training_course', label: 'Training course' },
    { value: 'other', label: 'Other' },
  ],
});

export const activityCategories = defineList({
  key: 'activityCategories',
  label: 'Activity categories',
  source: 'practice',
  items: [
    { value: 'sport', label: 'Sport and fitness' },
    { value: 'outdoor', label: 'Outdoor and adventure' },
    { value: 'arts_crafts', label: 'Arts and crafts' },
    { value: 'music', label: 'Music' },
    { value: 'drama_dance', label: 'Drama and dance' },
    { value: 'youth_group', label: 'Youth club, cadets or scouts' },
    { value: 'faith_culture', label: 'Faith and culture' },
    { value: 'gaming_tech', label: 'Gaming and technology' },
    { value: 'day_trip', label: 'Day trip or outing' },
    { value: 'volunteering', label: 'Volunteering' },
    { value: 'life_skills', label: 'Life skills' },
    { value: 'other', label: 'Other' },
  ],
});

export const achievementCategories = defineList({
  key: 'achievementCategories',
  label: 'Achievement categories',
  source: 'practice',
  items: [
    { value: 'education', label: 'Education' },
    { value: 'sport', label: 'Sport' },
    { value: 'arts', label: 'Arts and music' },
    { value: 'independence', label: 'Independence and life skills' },
    { value: 'behaviour', label: 'Behaviour and relationships' },
    { value: 'health', label: 'Health and wellbeing' },
    { value: 'work', label: 'Work and volunteering' },
    { value: 'community', label: 'Community' },
    { value: 'personal', label: 'Personal milestone' },
    { value: 'other', label: 'Other' },
  ],
});

export const importantDateTypes = defineList({
  key: 'importantDateTypes',
  label: 'Important date types',
  source: 'practice',
  items: [
    { value: 'family_birthday', label: 'Family or friend birthday' },
    { value: 'anniversary', label: 'Anniversary' },
    {
      value: 'bereavement',
      label: 'Bereavement or loss anniversary',
      description: 'May be a difficult day: plan support',
    },
    { value: 'court_date', label: 'Court date' },
    { value: 'review_meeting', label: 'Looked-after review or planning meeting' },
    { value: 'religious_cultural', label: 'Religious or cultural festival' },
    { value: 'education', label: 'School or college date' },
    { value: 'health', label: 'Health date' },
    { value: 'other', label: 'Other' },
  ],
});

export const contractTypes = defineList({
  key: 'contractTypes',
  label: 'Contract types',
  source: 'practice',
  items: [
    { value: 'placement_contract', label: 'Placement contract / individual placement agreement' },
    { value: 'framework_call_off', label: 'Call-off under a framework agreement' },
    { value: 'licence_agreement', label: 'Licence agreement', homeTypes: ['support_accomodation_for_older_children'] },
    {
      value: 'occupancy_agreement',
      label: 'Occupancy agreement',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    { value: 'tenancy', label: 'Tenancy agreement' },
    { value: 'variation', label: 'Contract variation' },
    { value: 'other', label: 'Other' },
  ],
});

export const nightStayTypes = defineList({
  key: 'nightStayTypes',
  label: 'Night away types',
  source: 'practice',
  items: [
    { value: 'family_stay', label: 'Planned stay with family' },
    { value: 'friend_stay', label: 'Stay with a friend (approved)' },
    { value: 'trip', label: 'School trip, holiday or residential' },
    { value: 'respite', label: 'Respite or short break' },
    { value: 'hospital', label: 'In hospital' },
    { value: 'police_custody', label: 'Police custody' },
    { value: 'unauthorised', label: 'Away without permission, whereabouts known' },
    { value: 'missing', label: 'Missing, whereabouts unknown', description: 'Follow the missing from care procedure' },
  ],
});

export const missingStatuses = defineList({
  key: 'missingStatuses',
  label: 'Missing status',
  source: 'SPEC §9 organisation toggle: in/out status, sub-setting missing/not missing',
  items: [
    { value: 'not_missing', label: 'Not missing', colour: 'green' },
    {
      value: 'missing',
      label: 'Missing',
      colour: 'red',
      description: 'Not back and whereabouts unknown: follow the missing from care procedure',
    },
  ],
});

export const inOutReasons = defineList({
  key: 'inOutReasons',
  label: 'Reasons for going out',
  source: 'practice',
  items: [
    { value: 'education', label: 'School, college or training' },
    { value: 'work', label: 'Work' },
    { value: 'family_contact', label: 'Family contact' },
    { value: 'friends', label: 'Seeing friends' },
    { value: 'activity', label: 'Activity or club' },
    { value: 'appointment', label: 'Appointment' },
    { value: 'shopping', label: 'Shopping or errands' },
    { value: 'free_time', label: 'Free time' },
    { value: 'other', label: 'Other' },
  ],
});

export const belongingConditions = defineList({
  key: 'belongingConditions',
  label: 'Condition',
  source: 'practice',
  items: [
    { value: 'new', label: 'New' },
    { value: 'good', label: 'Good' },
    { value: 'worn', label: 'Worn' },
    { value: 'damaged', label: 'Damaged' },
  ],
});

/** Papers the home should have on or soon after arrival. */
export const moveInDocuments = defineList({
  key: 'moveInDocuments',
  label: 'Documents received on arrival',
  source: 'practice (CH reg 14; SA reg 7)',
  items: [
    { value: 'care_plan', label: 'Care plan or pathway plan' },
    { value: 'placement_information_record', label: 'Placement information record / referral' },
    { value: 'delegated_authority', label: 'Delegated authority agreement' },
    { value: 'medical_consent', label: 'Consent to medical treatment' },
    { value: 'health_assessment', label: 'Latest health assessment' },
    { value: 'pep_ehcp', label: 'Personal education plan and EHC plan' },
    { value: 'risk_assessments', label: 'Risk assessments' },
    { value: 'court_orders', label: 'Court orders' },
    { value: 'id_documents', label: 'ID: birth certificate, passport, biometric residence permit' },
    { value: 'medication_mar', label: 'Medication and MAR from the last placement' },
    { value: 'photo', label: 'Recent photograph' },
  ],
});
