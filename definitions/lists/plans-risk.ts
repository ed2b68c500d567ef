// Lists for placement/support plans and risk assessments (DOMAIN §6, §7).
import { defineList } from '../../engine/definitions/lists.ts';

/**
 * The legal basis of the placement (DOMAIN §6). Complete for the children a children's home or supported
 * accommodation may hold: looked after (s20, s31, s38, placement order, remand), emergency (s44, s46,
 * PACE s38(6)), short breaks, care leavers, and children placed but not looked after (CH reg 18). Stored
 * values never change; a High Court deprivation-of-liberty order is a separate yes/no on the plan.
 */
export const legalStatuses = defineList({
  key: 'legalStatuses',
  label: 'Legal status',
  source: 'DOMAIN §6; Children Act 1989; CH reg 18',
  items: [
    { value: 's20', label: 'Accommodated under section 20 (Children Act 1989)' },
    { value: 'care_order', label: 'Care order (section 31)' },
    { value: 'ico', label: 'Interim care order (section 38)' },
    { value: 'placement_order', label: 'Placement order (Adoption and Children Act 2002 s21)' },
    { value: 'epo', label: 'Emergency protection order (section 44)' },
    { value: 'police_protection', label: 'Police protection (section 46)' },
    { value: 'remand', label: 'Remanded to local authority accommodation' },
    { value: 'pace_transfer', label: 'Transferred from police custody (PACE 1984 s38(6))' },
    { value: 'short_breaks', label: 'Short breaks (section 20(4) or section 17)' },
    { value: 'relevant_child', label: 'Relevant child (16–17 care leaver)' },
    { value: 'not_looked_after', label: 'Not looked after (placed by a parent or another body: CH reg 18)' },
    { value: 'other', label: 'Other' },
  ],
});

/**
 * In supported accommodation: whether the young person is still looked after or has left care (Children (Leaving Care)
 * Act 2000).
 */
export const careLeaverStatuses = defineList({
  key: 'careLeaverStatuses',
  label: 'Looked after or care leaver',
  source: 'Children Act 1989 Sch 2 para 19B, s23A (eligible and relevant children)',
  items: [
    { value: 'eligible', label: 'Eligible child: looked after, with a pathway plan' },
    { value: 'relevant', label: 'Relevant child: has left care, with a pathway plan' },
    { value: 'not_care_experienced', label: 'Neither (e.g. housed under section 17)' },
  ],
});

/** The category of supported accommodation a young person lives in (SA reg 2; Ofsted registration). */
export const supportedAccommodationCategories = defineList({
  key: 'supportedAccommodationCategories',
  label: 'Category of supported accommodation',
  source: 'SA reg 2 (verify the list against legislation.gov.uk)',
  items: [
    { value: 'single_occupancy', label: 'Single occupancy (their own flat or room, no other young people)' },
    { value: 'group_living', label: 'Group living (shared with other young people, staff on site)' },
    { value: 'shared', label: 'Shared accommodation (shared with other young people, staff visit)' },
    { value: 'supported_lodgings', label: "Supported lodgings (a room in a host's home)" },
  ],
});

/** Day-to-day decisions a plan delegates (DfE delegated authority guidance, practice). */
export const delegatedDecisions = defineList({
  key: 'delegatedDecisions',
  label: 'Day-to-day decisions',
  source: 'DfE delegated authority guidance; CPPCR 2010 placement plan (practice)',
  items: [
    { value: 'overnight_stays', label: 'Overnight stays with friends' },
    { value: 'haircuts', label: 'Haircuts, hair colour and piercings' },
    { value: 'school_trips', label: 'School trips and activities' },
    { value: 'day_trips', label: 'Day trips and outings' },
    { value: 'holidays_uk', label: 'Holidays in the UK' },
    { value: 'holidays_abroad', label: 'Holidays abroad' },
    { value: 'routine_health', label: 'Routine health and dental treatment' },
    { value: 'emergency_treatment', label: 'Emergency medical treatment' },
    { value: 'immunisations', label: 'Immunisations' },
    { value: 'phone_social_media', label: 'Mobile phone, internet and social media' },
    { value: 'photos_media', label: 'Photographs and media' },
    { value: 'religious_observance', label: 'Religious observance' },
    { value: 'contact_arrangements', label: 'Changes to family time' },
    { value: 'other', label: 'Other' },
  ],
});

/** Who may take a delegated decision. */
export const decisionMakers = defineList({
  key: 'decisionMakers',
  label: 'Who decides',
  source: 'DfE delegated authority guidance (practice)',
  items: [
    { value: 'home', label: 'Staff at the home (the registered manager or key worker)' },
    { value: 'young_person', label: 'The {child} themself' },
    { value: 'social_worker', label: 'Social worker' },
    { value: 'parent', label: 'Parent or person with parental responsibility' },
    { value: 'jointly', label: 'Jointly, after talking it through' },
  ],
});

/** How family time happens (the plan's family time section). */
export const familyTimeSupervision = defineList({
  key: 'familyTimeSupervision',
  label: 'Family time supervision',
  source: 'CH reg 18(5)(c), reg 14(2)(d) (practice)',
  items: [
    { value: 'unsupervised', label: 'Unsupervised' },
    { value: 'supported', label: 'Supported by staff' },
    { value: 'supervised', label: 'Supervised' },
    { value: 'no_contact', label: 'No contact (court order or plan)' },
  ],
});

export const ragRatings = defineList({
  key: 'ragRatings',
  label: 'RAG rating',
  source: 'DOMAIN §1, §6',
  items: [
    { value: 'red', label: 'Red', colour: 'red' },
    { value: 'amber', label: 'Amber', colour: 'amber' },
    { value: 'green', label: 'Green', colour: 'green' },
  ],
});

/** The areas a plan need belongs to: the placement/support plan sections. */
export const planAreas = defineList({
  key: 'planAreas',
  label: 'Plan areas',
  source: 'DOMAIN §6; SPEC §2 placement-plan view; SA regs 6 and 7',
  items: [
    { value: 'aims', label: 'Aims' },
    { value: 'risk_management', label: 'Risk management / staying safe' },
    { value: 'behaviour_management', label: 'Behaviour management', homeTypes: ['children_home'] },
    { value: 'education', label: 'Education, training and work' },
    { value: 'health', label: 'Health and wellbeing' },
    { value: 'self_care', label: 'Self-care and independence' },
    { value: 'enjoyment', label: 'Enjoyment and achievement', homeTypes: ['children_home'] },
    { value: 'family_time', label: 'Family time and important people' },
    { value: 'identity', label: 'Identity and culture' },
    {
      value: 'accommodation',
      label: 'Accommodation and keeping it safe',
      homeTypes: ['support_accomodation_for_older_children'],
    },
    { value: 'money', label: 'Money, benefits and bills', homeTypes: ['support_accomodation_for_older_children'] },
    { value: 'move_on', label: 'Moving on', homeTypes: ['support_accomodation_for_older_children'] },
  ],
});

/** Planning aids only: they help agree controls and are not a prediction of harm (NICE NG225). */
export const riskLikelihood = defineList({
  key: 'riskLikelihood',
  label: 'Likelihood',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: '1', label: '1 – Rare' },
    { value: '2', label: '2 – Unlikely' },
    { value: '3', label: '3 – Possible' },
    { value: '4', label: '4 – Likely' },
    { value: '5', label: '5 – Almost certain' },
  ],
});

export const riskSeverity = defineList({
  key: 'riskSeverity',
  label: 'Severity',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: '1', label: '1 – Minimal' },
    { value: '2', label: '2 – Minor' },
    { value: '3', label: '3 – Moderate' },
    { value: '4', label: '4 – Major' },
    { value: '5', label: '5 – Severe' },
  ],
});

export const assessmentReasons = defineList({
  key: 'assessmentReasons',
  label: 'Reason for assessment',
  source: 'DOMAIN §7 (practice: review by date and after incidents)',
  items: [
    { value: 'initial', label: 'Initial assessment (admission)' },
    { value: 'scheduled_review', label: 'Scheduled review' },
    { value: 'after_incident', label: 'After an incident' },
    { value: 'change_in_circumstances', label: 'Change in circumstances' },
  ],
});

export const selfHarmMethods = defineList({
  key: 'selfHarmMethods',
  label: 'Self-harm methods',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'cutting', label: 'Cutting or scratching' },
    { value: 'burning', label: 'Burning' },
    { value: 'overdose', label: 'Overdose of medication' },
    { value: 'ingesting', label: 'Swallowing objects or harmful substances' },
    { value: 'ligature', label: 'Ligature' },
    { value: 'hitting', label: 'Hitting or head-banging' },
    { value: 'wound_interference', label: 'Picking skin or interfering with wounds' },
    { value: 'restricting_food', label: 'Restricting food or drink' },
    { value: 'high_risk_behaviour', label: 'Deliberate high-risk behaviour (roads, heights, water)' },
    { value: 'other', label: 'Other' },
  ],
});

/** What the young person has said or shown, in plain terms; descriptive, not a risk level. */
export const suicidalIdeation = defineList({
  key: 'suicidalIdeation',
  label: 'Thoughts of suicide',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'none_reported', label: 'No thoughts of suicide reported' },
    { value: 'passive', label: 'Has said they wish they were not alive' },
    { value: 'active_no_plan', label: 'Has thoughts of ending their life, no plan described' },
    { value: 'active_with_plan', label: 'Has described a plan' },
    { value: 'preparation', label: 'Has made preparations or stated intent' },
    { value: 'not_known', label: 'Not known / not discussed' },
  ],
});

export const meansOfHarm = defineList({
  key: 'meansOfHarm',
  label: 'Access to means',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'medication', label: 'Medication (prescribed, household or bought)' },
    { value: 'sharps', label: 'Knives, razors, blades or other sharps' },
    { value: 'ligature_materials', label: 'Cords, belts, laces or ligature points' },
    { value: 'lighters', label: 'Lighters or matches' },
    { value: 'chemicals', label: 'Cleaning products or chemicals' },
    { value: 'heights_railways', label: 'Heights, bridges, railways or water nearby' },
    { value: 'other', label: 'Other' },
  ],
});

export const observationLevels = defineList({
  key: 'observationLevels',
  label: 'Observation level',
  source: 'DOMAIN §7 (practice)',
  items: [
    { value: 'routine', label: "Routine: the home's usual checks" },
    { value: 'hourly', label: 'Checks every hour' },
    { value: 'every_30_minutes', label: 'Checks every 30 minutes' },
    { value: 'every_15_minutes', label: 'Checks every 15 minutes' },
    { value: 'line_of_sight', label: 'Constant: within line of sight' },
    { value: 'arms_length', label: "Constant: within arm's length" },
  ],
});
