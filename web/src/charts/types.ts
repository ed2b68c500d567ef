// Shapes of the charts API (docs/API.md "Charts"). No Tremor here: the first page may import this.
type ChartLevel = 'org' | 'home' | 'yp' | 'staff';
export type ChartType = 'count' | 'trends' | 'status' | 'needs/issues';

interface ChartCategory {
  key: string;
  label: string;
  colour: string;
}
export interface ChartRow {
  key: string;
  label: string;
  partial?: boolean;
  total: number;
  values: Record<string, number>;
  drill: { from: string; to: string; groupBy?: string; key?: string };
}

export interface Chart {
  level: ChartLevel;
  type: ChartType;
  groupBy: string;
  from: string;
  to: string;
  metric: {
    key: string;
    label: string;
    counts: string;
    direction: 'greaterThan' | 'lowerThan';
    unit: string;
    unitLabel: string;
  };
  subject: { level: ChartLevel; id?: string; name?: string };
  homes: { id: string; name: string }[];
  leftOut: { id: string; name: string; reason: string }[];
  notes: string[];
  total: number;
  value: number;
  previous: { from: string; to: string; total?: number; value: number };
  change: 'up' | 'down' | 'same';
  concern: boolean;
  bucket: 'week' | 'month' | 'day' | null;
  categories: ChartCategory[];
  rowColours?: string[];
  rows: ChartRow[];
  rebuiltAt?: string | null;
}

export interface MetricInfo {
  key: string;
  label: string;
  counts: string;
  direction: 'greaterThan' | 'lowerThan';
  units: Partial<Record<ChartType, string>>;
  unitLabels: Partial<Record<ChartType, string>>;
  levels: ChartLevel[];
  groupBy: string[];
  types: Partial<Record<ChartLevel, ChartType[]>>;
  live: boolean;
  waitingFor: string | null;
  readable: boolean;
}

export interface ChartsModel {
  metrics: MetricInfo[];
  palette: string[];
  rebuiltAt: string | null;
}

export interface DrillItem {
  id: string;
  kind: string;
  title: string;
  youngPersonName: string | null;
  homeName: string | null;
  statusLabel?: string;
  day: string;
  link: string;
}

/** What a chart is about and for when: the request's own parameters. */
export interface ChartSubject {
  level: ChartLevel;
  home?: string;
  youngPerson?: string;
  staff?: string;
}
export interface Period {
  from: string;
  to: string;
}
