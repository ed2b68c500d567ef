// The tasks and alerts calls, so pages read as what they do.
import { api, apiGet, apiPost, query } from '../api.ts';
import type { Alert, AlertPage, Page, Task } from './types.ts';

export const taskPaths = {
  list: '/dashboard/tasks',
  view: (id: string) => `/dashboard/tasks/task?id=${encodeURIComponent(id)}`,
  edit: (id?: string) => (id ? `/dashboard/tasks/edit?id=${encodeURIComponent(id)}` : '/dashboard/tasks/edit'),
};
export const alertPaths = {
  list: '/dashboard/alerts',
  view: (id: string) => `/dashboard/alerts/alert?id=${encodeURIComponent(id)}`,
  edit: (id?: string) => (id ? `/dashboard/alerts/edit?id=${encodeURIComponent(id)}` : '/dashboard/alerts/edit'),
};

export const myTasks = (status?: string, cursor?: string) =>
  apiGet<Page<Task>>(`/api/tasks/mine${query({ status, cursor })}`);
export const closeTask = (t: Pick<Task, 'id' | 'version'>, how: 'complete' | 'cancel' | 'rejected-by-yp') =>
  apiPost<Task>(`/api/tasks/${t.id}/${how}`, { version: t.version });
export const saveTask = (id: string | null, body: Record<string, unknown>) =>
  id ? api<Task>(`/api/tasks/${id}`, { method: 'PUT', body }) : apiPost<Task>('/api/tasks', body);

export const myAlerts = (unread: boolean, cursor?: string) =>
  apiGet<AlertPage>(`/api/alerts/mine${query({ unread: unread || undefined, cursor })}`);
export const markRead = (id: string) => apiPost<Alert>(`/api/alerts/${id}/read`);
export const markAllRead = () => apiPost<{ read: number }>('/api/alerts/read', { all: true });
export const saveAlert = (id: string | null, body: Record<string, unknown>) =>
  id ? api<Alert>(`/api/alerts/${id}`, { method: 'PUT', body }) : apiPost<Alert>('/api/alerts', body);
export const archiveAlert = (a: Pick<Alert, 'id' | 'version'>) =>
  apiPost<Alert>(`/api/alerts/${a.id}/archive`, { version: a.version });
