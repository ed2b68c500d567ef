// Lists for placement/support plans and risk assessments (DOMAIN §6, §7).
import { defineList } from '../../engine/definitions/lists.ts';

export const legalStatuses = defineList({
  key: 'legalStatuses',
  label: 'Legal status',
  source: 'DOMAIN §6',
  items: [
    { value: 's20', label: 'Accommodated under section 20 (Children Act 1989)' },
    { value: 'care_order', label: 'Care order (section 31)' },
    { value: 'ico', label: 'Interim care order (section 38)' },
    { value: 'remand', label: 'Remanded to local authority accommodation' },
    { value: 'relevant_child', label: 'Relevant child (16–17 care leaver)' },
    { value: 'other', label: 'Other' },
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
  source: 'DOMAIN §6; SPEC §2 placement-plan view',
  items: [
    { value: 'aims', label: 'Aims' },
    { value: 'risk_management', label: 'Risk management' },
    { value: 'behaviour_management', label: 'Behaviour management' },
    { value: 'education', label: 'Education' },
    { value: 'health', label: 'Health' },
    { value: 'self_care', label: 'Self-care and independence' },
    { value: 'enjoyment', label: 'Enjoyment and achievement' },
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
    { value: 'routine', label: 'Routine: the home\'s usual checks' },
    { value: 'hourly', label: 'Checks every hour' },
    { value: 'every_30_minutes', label: 'Checks every 30 minutes' },
    { value: 'every_15_minutes', label: 'Checks every 15 minutes' },
    { value: 'line_of_sight', label: 'Constant: within line of sight' },
    { value: 'arms_length', label: "Constant: within arm's length" },
  ],
});
