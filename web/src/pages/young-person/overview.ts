// The young person's overview (GET /api/young-people/:id/overview), shared by the overview, alerts and tasks tabs
// and the tab bar (which shows alerts, tasks and accounts only when something is behind them).
import type { YoungPerson } from '../../types.ts';
import { useApi } from '../../use-api.ts';

export interface Overview {
  youngPerson: YoungPerson;
  plans: {
    id: string;
    kind: string;
    title: string;
    date: string;
    status: string;
    statusLabel: string;
    reviewDate: string | null;
  }[];
  recent: {
    id: string;
    kind: string;
    title: string;
    date: string;
    statusLabel: string;
    authorName: string;
    summary: string;
  }[];
  tasks: { id: string; title: string; dueAt: string; priority: string; type: string }[];
  alerts: {
    id: string;
    kind: string;
    title: string;
    body: string | null;
    dueOn: string | null;
    createdAt: string;
    readAt: string | null;
  }[];
  tabs: { alerts: boolean; tasks: boolean; accounts: boolean };
}

export const useOverview = (ypId: string) => useApi<Overview>(`/api/young-people/${encodeURIComponent(ypId)}/overview`);
