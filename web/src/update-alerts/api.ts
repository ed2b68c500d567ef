// Update alerts' API (engine/http/routes/update-alerts.ts).
import { api, apiGet, apiPost } from '../api.ts';

export interface AlertInput {
  title: string;
  body: string;
  roles: string[];
  shownFrom: string;
  shownTo: string;
}
export interface UpdateAlert extends AlertInput {
  id: string;
  archivedAt: string | null;
  readCount: number;
  audience: number;
  createdAt: string;
}
export interface Announcement {
  id: string;
  title: string;
  body: string;
  shownFrom: string;
  shownTo: string;
}

export const ADMIN_PATH = '/api/admin/update-alerts';
export const saveAlert = (id: string | null, body: AlertInput) =>
  id ? api<{ id: string }>(`${ADMIN_PATH}/${id}`, { method: 'PUT', body }) : apiPost<{ id: string }>(ADMIN_PATH, body);
export const setArchived = (id: string, archived: boolean) =>
  apiPost(`${ADMIN_PATH}/${id}/${archived ? 'archive' : 'restore'}`);
export const myAlerts = () => apiGet<{ alerts: Announcement[] }>('/api/update-alerts', { redirectOn401: false });
export const dismiss = (id: string) => apiPost(`/api/update-alerts/${id}/read`);
