// Answers of /api/quality-assurance, /api/manager-review and /api/standards-dashboard (engine/quality/service.ts).
export interface QaRow {
  homeId: string;
  homeName: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  recordId: string | null;
  kind: string | null;
  taskId: string | null;
  title: string;
  at: string | null;
  detail: string | null;
  visitDate?: string | null;
}
export type QaSection =
  'overdueDuties' | 'awaitingSignoff' | 'pastReview' | 'lateNotifications' | 'openRecommendations';
export type QaAnswer = {
  asOf: string;
  signoffWaitDays: number;
  notifyHours: number;
  homes: { id: string; name: string; type: string; counts: Record<QaSection, number> }[];
} & Record<QaSection, QaRow[]>;

interface FigureRecord {
  id: string;
  kind: string;
  youngPersonId: string | null;
  youngPersonName: string | null;
  on: string;
}
export interface ReviewPeriod {
  home: { id: string; name: string; type: string };
  from: string;
  to: string;
  previous: { id: string; periodFrom: string | null; periodTo: string | null } | null;
  figures: { key: string; label: string; value: number; records: FigureRecord[] }[];
  reg44: {
    id: string;
    visitDate: string;
    visitor: string | null;
    safeguarded: string | null;
    wellbeing: string | null;
    recommendations: { text: string; dueOn: string | null; status: string; response: string | null }[];
  }[];
  reviews: {
    id: string;
    periodFrom: string | null;
    periodTo: string | null;
    completedOn: string | null;
    sentToOfstedOn: string | null;
    sentToRiOn: string | null;
  }[];
}
export interface DashboardChoice {
  metrics: string[] | null;
  canEdit: boolean;
}
