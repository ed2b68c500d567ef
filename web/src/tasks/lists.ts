// Reference lists (GET /api/lists/:key): labels for the keys the API stores.
import { useApi } from '../use-api.ts';
import type { ListItem } from './types.ts';

export function useList(key: string): ListItem[] {
  const { data } = useApi<{ items: ListItem[] }>(`/api/lists/${key}`);
  return data?.items ?? [];
}

export function labelIn(items: ListItem[], value: string | null | undefined): string {
  if (!value) return '—';
  return items.find((i) => i.value === value)?.label ?? value;
}

export const STATUS_LABEL: Record<string, string> = {
  not_complete: 'Not complete',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rejected_by_yp: 'Rejected by YP',
};
