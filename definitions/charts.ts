// The charts model of SPEC §9, as data: levels, chart types, metrics (with their comparison
// direction and units), the combinations the SPEC hides, group-by options, the palette, and which
// record kinds feed each metric and how a record is grouped. No engine code: the aggregation worker,
// the charts API and the dashboards all read this file.
//
// Where the SPEC says "not shown" (directions and units of most metrics), the value here is our
// sector-sensible choice and is marked `decision` with the reason.
import {
  activityCategories,
  deescalationTriggers,
  ilsRatings,
  incidentTypes,
  keyWorkerTopics,
  planAreas,
  priorities,
  recordStatuses,
  safeguardingCategories,
  sessionEngagement,
} from './lists/index.ts';
import { accidentTypes, insuranceCoverTypes } from './lists/premises.ts';

export const CHART_LEVELS = ['org', 'home', 'yp', 'staff'] as const;
export type ChartLevel = (typeof CHART_LEVELS)[number];
export const LEVEL_LABELS: Record<ChartLevel, string> = {
  org: 'Organisation (all homes)',
  home: 'Home',
  yp: 'Young person',
  staff: 'Staff member',
};

export const CHART_TYPES = ['count', 'trends', 'status', 'needs/issues'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/**
 * SPEC §9 group-by options, spelled as the SPEC spells them, plus `home` (ours: an organisation compares its homes).
 */
export const GROUP_BY_OPTIONS = [
  'type',
  'cyp',
  'status',
  'staff',
  'priority',
  'percentage',
  'count',
  'tag',
  'medicine',
  'regularity',
  'capability',
  'sharp items',
  'reviews',
  'skill rating',
  'time overdue',
  'issue',
  'due date',
  'engagement',
  'none',
  'created',
  'needs/issues',
  'people involved',
] as const;
export type SpecGroupBy = (typeof GROUP_BY_OPTIONS)[number];
export type GroupBy = SpecGroupBy | 'home';

/** Group-bys read from the record's own columns; every other one is stored per record from its data. */
export const COLUMN_GROUP_BYS = ['none', 'status', 'cyp', 'home'] as const satisfies readonly GroupBy[];

/** SPEC §9: a palette of 10 colours (Tremor colour names; safelisted in web/tailwind.config.js). */
export const CHART_PALETTE = [
  'blue',
  'emerald',
  'violet',
  'amber',
  'cyan',
  'pink',
  'lime',
  'fuchsia',
  'indigo',
  'rose',
] as const;
/** SPEC §9: status colours. */
export const STATUS_COLOURS = { green: 'green', amber: 'amber', red: 'red', blue: 'blue' } as const;
export type StatusColour = keyof typeof STATUS_COLOURS;

/** Comparison direction (SPEC §9): which way a figure moving is the concern. */
export type Direction = 'greaterThan' | 'lowerThan';
/** SPEC §9 units: per week, per month, percent or plain count. */
export type ChartUnit = 'perWeek' | 'perMonth' | 'percent' | 'count';
export const UNIT_LABELS: Record<ChartUnit, string> = {
  perWeek: 'per week',
  perMonth: 'per month',
  percent: '%',
  count: 'count',
};

type From = 'spec' | { decision: string };

export interface ChartMetric {
  key: string;
  label: string;
  /** The label in home-type wording (definitions/wording.ts), for a chart about homes of one type. */
  typeLabel?: string;
  /** What one unit of the figure is, in words a manager reads under the chart. */
  counts: string;
  direction: Direction;
  directionFrom: From;
  /** A unit per chart type; a type absent here is hidden (the SPEC's hidden combinations, or needs/issues). */
  units: Partial<Record<ChartType, ChartUnit>>;
  unitsFrom: From;
  /** Trends are drawn per week or per month (SPEC: training "percent per month"). */
  trendsBucket: 'week' | 'month';
  levels: ChartLevel[];
  /** Combinations the SPEC hides for one level only (e.g. staff-level training trends). */
  hiddenAt?: { level: ChartLevel; type: ChartType }[];
  groupBy: GroupBy[];
  /**
   * Where the figures come from: record kinds, the young people's stays, a chart read from its own tables (`computed`:
   * engine/charts/<name>.ts), or not built yet.
   */
  source: { kinds: string[] } | { occupancy: true } | { mar: true } | { computed: string } | { waitingFor: string };
}

/** How a record of one kind is grouped: a SQL/JSON path into its data (lax mode), or one of its columns. */
export interface GroupSource {
  path?: string;
  column?: 'kind' | 'author_id' | 'staff_id';
  /** Reference list for labels and colours; or people ('staff', 'young-person'); or 'kind' (definition titles). */
  labels?:
    | { list: { key: string; items: { value: string; label: string; colour?: string }[] } }
    | 'staff'
    | 'young-person'
    | 'kind';
  /**
   * records: each record counts once per key (default). items: each matching item counts (e.g. each need of a plan).
   */
  counting?: 'records' | 'items';
}

export interface ChartKindSource {
  kind: string;
  metric: string;
  groups: Partial<Record<SpecGroupBy, GroupSource>>;
}

const list = <L extends { key: string; items: { value: string; label: string; colour?: string }[] }>(l: L) => ({
  list: l,
});
const ALL_LEVELS: ChartLevel[] = ['org', 'home', 'yp', 'staff'];
const YP_GROUPS: GroupBy[] = ['none', 'status', 'cyp', 'home'];
const perWeek = { count: 'perWeek', trends: 'perWeek', status: 'perWeek' } as const;
const perMonth = { count: 'perMonth', trends: 'perMonth', status: 'perMonth' } as const;
const percent = { count: 'percent', trends: 'percent', status: 'percent' } as const;

/** The home's own log kinds of the home logs area: checks, maintenance, visitors, general entries. Visits, reviews and
 *  inspections are the home area's, and a metric's kinds share one access rule. */
// maintenance is not here: it is in the facility area (decision 0670), and a metric's kinds share one access rule
const HOME_LOG_KINDS = ['home-check', 'visitor', 'home-log'];

const RISK_KINDS = [
  'risk-assessment-self-harm-suicide',
  'risk-assessment-cce',
  'risk-assessment-cse',
  'risk-assessment-others-harm',
  'risk-assessment-vulnerability',
  'risk-assessment-missing-from-care',
  'risk-assessment-other',
];

export const CHART_METRICS: ChartMetric[] = [
  {
    key: 'safeguarding',
    label: 'Safeguarding',
    counts: 'Safeguarding concerns raised (drafts included, archived left out), dated when raised',
    direction: 'greaterThan',
    directionFrom: 'spec',
    units: perWeek,
    unitsFrom: 'spec',
    trendsBucket: 'week',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'type', 'staff', 'people involved'],
    source: { kinds: ['safeguarding'] },
  },
  {
    key: 'incidents',
    label: 'Incidents',
    counts: 'Incident reports (drafts included, archived left out), dated when the incident started',
    direction: 'greaterThan',
    directionFrom: 'spec',
    units: perWeek,
    unitsFrom: 'spec',
    trendsBucket: 'week',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'type', 'staff', 'people involved'],
    source: { kinds: ['incident'] },
  },
  {
    key: 'deescalation',
    label: 'De-escalation',
    counts: 'Times staff helped a young person calm down without physical intervention, dated when it started',
    direction: 'greaterThan',
    directionFrom: {
      decision:
        'each entry is an episode of escalating behaviour: a rise is what a manager looks into, as with incidents',
    },
    units: perWeek,
    unitsFrom: { decision: 'an event log, counted like incidents' },
    trendsBucket: 'week',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'type', 'staff', 'people involved'],
    source: { kinds: ['deescalation-log'] },
  },
  {
    key: 'occupancy',
    label: 'Occupancy',
    counts:
      'Nights a registered place was filled, as a share of the registered places (homes without registered places recorded are left out)',
    direction: 'lowerThan',
    directionFrom: 'spec',
    units: percent,
    unitsFrom: 'spec',
    trendsBucket: 'week',
    levels: ['org', 'home'],
    groupBy: ['none', 'home'],
    source: { occupancy: true },
  },
  {
    key: 'riskManagement',
    label: 'Risk management',
    counts: 'Risk assessments written or reviewed (drafts included, archived left out), dated by the assessment date',
    direction: 'lowerThan',
    directionFrom: { decision: 'assessments must be kept under review; fewer than usual is the concern' },
    units: perMonth,
    unitsFrom: { decision: 'reviews are monthly-to-quarterly work' },
    trendsBucket: 'month',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'type', 'staff'],
    source: { kinds: RISK_KINDS },
  },
  {
    key: 'staffTma',
    label: 'Staff TMA',
    counts:
      'Staff TMA (ours: training, mandatory checks and appraisal — the share of staff whose mandatory training, supervision and appraisal are all in date)',
    direction: 'lowerThan',
    directionFrom: { decision: 'a staff compliance figure: below expected is the concern' },
    units: percent,
    unitsFrom: { decision: 'a share of staff' },
    trendsBucket: 'month',
    levels: ['org', 'home', 'staff'],
    groupBy: ['none', 'home', 'staff'],
    source: { computed: 'staffTma' },
  },
  {
    key: 'kws',
    label: 'Key worker sessions',
    counts: 'Key worker sessions held (drafts included, archived left out), dated by the session date',
    direction: 'lowerThan',
    directionFrom: 'spec',
    units: perWeek,
    unitsFrom: 'spec',
    trendsBucket: 'week',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'type', 'staff', 'engagement'],
    source: { kinds: ['key-worker-session'] },
  },
  {
    key: 'mar',
    label: 'MAR',
    counts: 'Medication administrations recorded on the MAR',
    direction: 'lowerThan',
    directionFrom: { decision: 'doses given on time as a share of doses due; lower is the concern' },
    units: { trends: 'percent', status: 'percent' },
    unitsFrom: { decision: 'count hidden by the SPEC; on-time share otherwise' },
    trendsBucket: 'week',
    levels: ['org', 'home', 'yp'],
    groupBy: ['none', 'status', 'cyp', 'medicine', 'regularity'],
    source: { mar: true },
  },
  {
    key: 'supervision',
    label: 'Supervision',
    counts: 'Staff supervisions held (drafts included, archived left out), dated by the supervision date',
    direction: 'lowerThan',
    directionFrom: 'spec',
    units: perMonth,
    unitsFrom: 'spec',
    trendsBucket: 'month',
    levels: ['org', 'home', 'staff'],
    groupBy: ['none', 'status', 'home', 'staff'],
    source: { kinds: ['supervision'] },
  },
  {
    key: 'appraisal',
    label: 'Appraisal',
    counts: 'Staff appraisals held (drafts included, archived left out), dated by the appraisal date',
    direction: 'lowerThan',
    directionFrom: 'spec',
    units: perMonth,
    unitsFrom: 'spec',
    trendsBucket: 'month',
    levels: ['org', 'home', 'staff'],
    groupBy: ['none', 'status', 'home', 'staff'],
    source: { kinds: ['appraisal'] },
  },
  {
    key: 'training',
    label: 'Training',
    counts: 'Required training in date, as a share of training required',
    direction: 'lowerThan',
    directionFrom: 'spec',
    units: percent,
    unitsFrom: 'spec',
    trendsBucket: 'month',
    levels: ['org', 'home', 'staff'],
    hiddenAt: [{ level: 'staff', type: 'trends' }],
    groupBy: ['none', 'home', 'staff', 'type'],
    source: { computed: 'training' },
  },
  {
    key: 'cca',
    label: 'Check, Chore & Audit',
    counts: "Each home's recurring checks, chores and audits up to date, as a share of them",
    direction: 'lowerThan',
    directionFrom: { decision: 'checks not done are the concern' },
    units: percent,
    unitsFrom: { decision: 'a share of those due' },
    trendsBucket: 'week',
    levels: ['org', 'home'],
    // by check type; the sharps count is one of the types (decision 0861)
    groupBy: ['none', 'status', 'home', 'type'],
    source: { computed: 'cca' },
  },
  {
    key: 'homeLogs',
    label: 'Home logs',
    counts: 'Home log entries',
    direction: 'lowerThan',
    directionFrom: { decision: 'a home that stops logging is the concern' },
    units: { count: 'perWeek', trends: 'perWeek' },
    unitsFrom: { decision: 'status hidden by the SPEC; weekly otherwise' },
    trendsBucket: 'week',
    levels: ['org', 'home'],
    groupBy: ['none', 'home', 'type', 'staff'],
    source: { kinds: HOME_LOG_KINDS },
  },
  {
    key: 'ils',
    label: 'Independent living skills',
    counts:
      'ILS assessments (drafts included, archived left out), dated by the assessment date; by skill rating, each rated skill counts',
    direction: 'lowerThan',
    directionFrom: { decision: 'assessments are due every 6 months; fewer than due is the concern' },
    units: perMonth,
    unitsFrom: { decision: 'assessments are infrequent' },
    trendsBucket: 'month',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'staff', 'skill rating'],
    source: { kinds: ['ils-plan'] },
  },
  {
    key: 'placementPlan',
    label: 'Placement / support plans',
    typeLabel: '{plansName}',
    counts:
      'Placement (support) plans written or reviewed (drafts included, archived left out), dated by the plan date; needs/issues counts the needs each plan lists',
    direction: 'lowerThan',
    directionFrom: { decision: 'plans must be reviewed by their review date; fewer reviews is the concern' },
    units: { ...perMonth, 'needs/issues': 'count' },
    unitsFrom: { decision: 'plans are reviewed monthly to 6-monthly; needs are a plain count' },
    trendsBucket: 'month',
    levels: ALL_LEVELS,
    hiddenAt: [
      { level: 'org', type: 'needs/issues' },
      { level: 'home', type: 'needs/issues' },
      { level: 'staff', type: 'needs/issues' },
    ],
    groupBy: [...YP_GROUPS, 'staff', 'needs/issues', 'priority'],
    source: { kinds: ['placement-plan'] },
  },
  {
    key: 'schedule',
    label: 'Schedule 2 / Schedule 1 checks',
    typeLabel: '{schedule} checks',
    counts:
      "Active staff whose Schedule 2 (children's homes) or Schedule 1 (supported accommodation) checks kept on their record are in place (in-date DBS, right to work, two verified references), as a share of active staff",
    direction: 'lowerThan',
    directionFrom: { decision: 'missing checks are the concern' },
    units: { count: 'percent', status: 'percent' },
    unitsFrom: { decision: 'trends hidden by the SPEC; a share of staff otherwise' },
    trendsBucket: 'month',
    levels: ['org', 'home'],
    groupBy: ['none', 'status', 'home', 'staff'],
    source: { computed: 'schedule' },
  },
  {
    key: 'policy',
    label: 'Policies',
    counts: 'Policies read and signed by staff, as a share of those assigned',
    direction: 'lowerThan',
    directionFrom: { decision: 'unread policies are the concern' },
    units: percent,
    unitsFrom: { decision: 'a share of those assigned' },
    trendsBucket: 'month',
    levels: ['org', 'home'],
    groupBy: ['none', 'status', 'home', 'staff'],
    source: { computed: 'policy' },
  },
  {
    key: 'accidentIllness',
    label: 'Accidents and illness',
    counts: 'Accidents and illnesses recorded in the home',
    direction: 'greaterThan',
    directionFrom: { decision: 'counted like incidents' },
    units: { count: 'perWeek', trends: 'perWeek' },
    unitsFrom: { decision: 'status hidden by the SPEC; weekly otherwise' },
    trendsBucket: 'week',
    levels: ['org', 'home'],
    groupBy: ['none', 'home', 'type'],
    source: { kinds: ['accident'] },
  },
  {
    key: 'insurance',
    label: 'Insurance',
    counts: 'Insurance policies in date',
    direction: 'lowerThan',
    directionFrom: { decision: 'lapsed cover is the concern' },
    units: { count: 'count', status: 'count' },
    unitsFrom: { decision: 'trends hidden by the SPEC; plain count otherwise' },
    trendsBucket: 'month',
    levels: ['org', 'home'],
    groupBy: ['none', 'status', 'home', 'type', 'due date'],
    source: { kinds: ['insurance'] },
  },
  {
    key: 'activity',
    label: 'Activities',
    counts: 'Activities and outings a young person took part in (archived left out), dated by the activity date',
    direction: 'lowerThan',
    directionFrom: { decision: 'enjoyment and achievement: fewer activities than usual is the concern' },
    units: perWeek,
    unitsFrom: { decision: 'an event log, counted weekly' },
    trendsBucket: 'week',
    levels: ALL_LEVELS,
    groupBy: [...YP_GROUPS, 'type', 'staff'],
    source: { kinds: ['activity'] },
  },
  {
    key: 'faceToFace',
    label: 'Face-to-face contact',
    counts:
      'Time staff spent directly with young people (key worker sessions and daily logs; enableFaceToFaceTracking)',
    direction: 'lowerThan',
    directionFrom: { decision: 'contact below what the plan says is the concern' },
    units: perMonth,
    unitsFrom: { decision: 'contact is planned monthly' },
    trendsBucket: 'month',
    levels: ['org', 'home', 'yp'],
    groupBy: ['none', 'home', 'cyp', 'type'],
    source: { computed: 'faceToFace' },
  },
];

/** The SPEC §9 hidden combinations, with the reason the API gives when one is asked for. */
export const HIDDEN_COMBINATIONS: { metric: string; type: ChartType; level?: ChartLevel; reason: string }[] = [
  { metric: 'schedule', type: 'trends', reason: 'Trends are not offered for Schedule 2 / Schedule 1 checks.' },
  { metric: 'insurance', type: 'trends', reason: 'Trends are not offered for insurance.' },
  { metric: 'training', type: 'trends', level: 'staff', reason: 'Trends are not offered for training at staff level.' },
  { metric: 'homeLogs', type: 'status', reason: 'Status is not offered for home logs.' },
  { metric: 'accidentIllness', type: 'status', reason: 'Status is not offered for accidents and illness.' },
  { metric: 'mar', type: 'count', reason: 'Count is not offered for MAR.' },
];

/**
 * Which record kinds feed which metric, and how each is grouped. The `metric` of every definition is here (a unit test
 * checks).
 */
export const CHART_KIND_SOURCES: ChartKindSource[] = [
  {
    kind: 'incident',
    metric: 'incidents',
    groups: {
      type: { path: '$.general.types[*]', labels: list(incidentTypes) },
      staff: { path: '$.general.staffPresent[*]', labels: 'staff' },
      'people involved': { path: '$.general.otherYoungPeople[*]', labels: 'young-person' },
    },
  },
  {
    kind: 'safeguarding',
    metric: 'safeguarding',
    groups: {
      type: { path: '$.category[*]', labels: list(safeguardingCategories) },
      staff: { path: '$.raisedBy', labels: 'staff' },
      'people involved': { path: '$.otherYoungPeople[*]', labels: 'young-person' },
    },
  },
  {
    kind: 'deescalation-log',
    metric: 'deescalation',
    groups: {
      type: { path: '$.triggers[*]', labels: list(deescalationTriggers) },
      staff: { path: '$.staffInvolved[*]', labels: 'staff' },
      'people involved': { path: '$.otherYoungPeople[*]', labels: 'young-person' },
    },
  },
  {
    kind: 'key-worker-session',
    metric: 'kws',
    groups: {
      type: { path: '$.topics[*]', labels: list(keyWorkerTopics) },
      staff: { path: '$.keyWorker', labels: 'staff' },
      engagement: { path: '$.engagement', labels: list(sessionEngagement) },
    },
  },
  {
    kind: 'placement-plan',
    metric: 'placementPlan',
    groups: {
      staff: { path: '$.keyWorker', labels: 'staff' },
      'needs/issues': { path: '$.needs[*].area', labels: list(planAreas), counting: 'items' },
      priority: { path: '$.needs[*].priority', labels: list(priorities), counting: 'items' },
    },
  },
  // home logs: one entry per record, typed by its kind, by who wrote it
  ...HOME_LOG_KINDS.map((kind): ChartKindSource => ({
    kind,
    metric: 'homeLogs',
    groups: { type: { column: 'kind', labels: 'kind' }, staff: { column: 'author_id', labels: 'staff' } },
  })),
  // the accident book: accidents, illnesses and near misses, dated when they happened
  { kind: 'accident', metric: 'accidentIllness', groups: { type: { path: '$.type', labels: list(accidentTypes) } } },
  // insurance policies, by cover type and by renewal date
  {
    kind: 'insurance',
    metric: 'insurance',
    groups: { type: { path: '$.coverType', labels: list(insuranceCoverTypes) }, 'due date': { path: '$.renewalDate' } },
  },
  ...RISK_KINDS.map((kind): ChartKindSource => ({
    kind,
    metric: 'riskManagement',
    groups: { type: { column: 'kind', labels: 'kind' }, staff: { column: 'author_id', labels: 'staff' } },
  })),
  {
    kind: 'ils-plan',
    metric: 'ils',
    groups: {
      staff: { path: '$.assessor', labels: 'staff' },
      // every skill of every area: { area: { skill: { rating } } }
      'skill rating': { path: '$.*.*.rating', labels: list(ilsRatings), counting: 'items' },
    },
  },
  // staff supervisions and appraisals: the staff group is the person supervised or appraised
  { kind: 'supervision', metric: 'supervision', groups: { staff: { column: 'staff_id', labels: 'staff' } } },
  { kind: 'appraisal', metric: 'appraisal', groups: { staff: { column: 'staff_id', labels: 'staff' } } },
  {
    kind: 'activity',
    metric: 'activity',
    groups: {
      type: { path: '$.category', labels: list(activityCategories) },
      staff: { path: '$.staff[*]', labels: 'staff' },
    },
  },
];

/** Record statuses and their status colours (SPEC §4 labels, §9 colours). */
export const STATUS_LIST = recordStatuses;
/** Occupancy's status: filled and empty place-nights. */
export const OCCUPANCY_STATUSES = [
  { value: 'occupied', label: 'Filled', colour: 'green' },
  { value: 'vacant', label: 'Empty', colour: 'blue' },
] as const;
