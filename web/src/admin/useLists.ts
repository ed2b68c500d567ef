// Reference lists for the admin screens (GET /api/lists), loaded once per page.
import { useEffect, useState } from 'react';
import { getLists } from './api.ts';
import type { ListItem, RefList } from './types.ts';

export function useLists(): Record<string, RefList> | undefined {
  const [lists, setLists] = useState<Record<string, RefList>>();
  useEffect(() => {
    let live = true;
    getLists().then(
      (l) => {
        if (live) setLists(l);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return lists;
}

export function useListItems(key: string): ListItem[] {
  return useLists()?.[key]?.items ?? [];
}

export function labelOf(items: ListItem[], value: string | null | undefined): string {
  if (!value) return '—';
  return items.find((i) => i.value === value)?.label ?? value;
}
