// Shapes of the tasks and alerts API answers (docs/API.md "Tasks" and "Alerts").
type TaskStatus = 'not_complete' | 'completed' | 'cancelled' | 'rejected_by_yp';
type TaskAction = 'complete' | 'edit' | 'cancel';

interface Recurrence {
  freq: 'daily' | 'weekly' | 'monthly' | 'yearly' | 'custom';
  interval: number;
  unit: 'days' | 'weeks' | null;
  until: string | null;
}

export interface Task {
  id: string;
  type: string;
  title: string;
  description: string | null;
  priority: 'high' | 'medium' | 'low';
  status: TaskStatus;
  dueAt: string;
  assignedTo: string[];
  assignees: { id: string; name: string }[];
  recordCategory: string;
  recordId: string | null;
  youngPersonId: string | null;
  youngPersonName: string | null;
  homeId: string | null;
  homeName: string | null;
  recurrence: Recurrence | null;
  system: boolean;
  version: number;
  createdByName: string | null;
  createdAt: string;
  completedAt: string | null;
  cancelledAt: string | null;
  actions: TaskAction[];
}

export interface Alert {
  id: string;
  kind: string;
  recordCategory: string;
  title: string;
  body: string | null;
  dueOn: string | null;
  recordId: string | null;
  youngPersonId: string | null;
  homeId: string | null;
  taskId: string | null;
  createdAt: string;
  archivedAt: string | null;
  readAt: string | null;
  system: boolean;
  version: number;
  recipients: { id: string; name: string; readAt: string | null }[];
  actions: ('mark-read' | 'edit' | 'archive' | 'unarchive')[];
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface AlertPage extends Page<Alert> {
  unread: number;
  bulkRead: boolean;
}

export interface ListItem {
  value: string;
  label: string;
  colour?: string;
}
