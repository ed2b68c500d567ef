// What the home routes answer (engine/home/service.ts), as the screens read it.
interface Newest {
  id: string;
  recordDate: string;
  data: Record<string, unknown>;
  authorName: string | null;
}
export interface LogEntry {
  id: string;
  kind: string;
  type: string;
  typeLabel: string;
  at: string;
  summary: string;
  status: string;
  by: string | null;
}

export interface HomeSummary {
  home: { id: string; name: string; type: string; address: string | null };
  registeredPlaces: number | null;
  residents: number;
  occupancyPercent: number | null;
  openTasks: number;
  overdueTasks: number;
  overdueObligations: number;
  details: Newest | null;
  statementOfPurpose: Newest | null;
  lastInspection: Newest | null;
  recent: LogEntry[];
}

export type CellStatus = 'done' | 'partial' | 'missed' | 'failed' | 'remedied' | 'not-due' | 'not-done';
export interface CheckRow {
  id: string;
  version: number;
  checkType: string;
  checkedAt: string;
  shift: string | null;
  done: boolean;
  result: string | null;
  issue: 'none' | 'open' | 'remedied';
  problems: string[];
  remedy: { action?: string; remediedAt?: string } | null;
  sharps: { item: string; expected: number; found: number }[];
  discrepancies: { item: string; expected: number; found: number; difference: number }[];
  by: string | null;
}
export interface ChecksAnswer {
  types: { value: string; label: string; every: string | null }[];
  table: {
    weeks: string[];
    rows: { checkType: string; cells: { week: string; status: CellStatus; count: number; expected?: number }[] }[];
  };
  checks: CheckRow[];
  issues: CheckRow[];
  sharps: CheckRow[];
}

interface AnnexFigureValue {
  label: string;
  computed: number;
  override: string | null;
  value: number;
  reason: string | null;
  by: string | null;
  at: string | null;
}
interface AnnexChild {
  youngPersonId: string;
  name: string;
  admittedOn: string;
  leftOn: string | null;
  restraints: number;
  missingEpisodes: number;
  returnInterviewsOffered: number;
  returnInterviewsCompleted: number;
  atRiskOfExploitation: boolean;
  complaints: number;
  notifications: number;
  notificationsOwed: number;
  education: string | null;
  returnInterviews: string | null;
  notes: string | null;
  details: AnnexChildDetails;
}
export interface AnnexContact {
  name: string | null;
  detail: string | null;
}
export interface AnnexChildDetails {
  dateOfBirth: string | null;
  legalStatus: string | null;
  placingAuthority: AnnexContact | null;
  socialWorker: AnnexContact | null;
  iro: AnnexContact | null;
  parents: (AnnexContact & { relationship: string | null; parentalResponsibility: boolean })[];
  education: string | null;
}
export interface AnnexStaffRow {
  id: string;
  name: string;
  role: string;
  startDate: string | null;
  leftOn: string | null;
  agency: string | null;
  dbs: string;
  dbsNextCheckDue: string | null;
  supervision: string;
  supervisionDue: string | null;
  qualifications: string[];
}
export interface AnnexAnswer {
  home: { id: string; name: string };
  urn: string | null;
  from: string;
  to: string;
  since: 'inspection' | 'set' | 'year';
  lastInspection: { id: string; day: string } | null;
  completedBy: string | null;
  notes: string | null;
  periodStart: string | null;
  figures: Record<string, AnnexFigureValue>;
  children: AnnexChild[];
  /** Null when the caller may not see the staff list (HR). */
  staff: AnnexStaffRow[] | null;
  canEdit: boolean;
}
