// What was sent to me (alerts and notifications are one list): paged, with the unread count, marking one or
// all as read. Shared by the notifications bell and the alerts page, which differ only in what they show.
import { useCallback, useEffect, useState } from 'react';
import { ApiProblem } from '../api.ts';
import { markAllRead, markRead, myAlerts } from './requests.ts';
import type { Alert } from './types.ts';

/** `noun` names the items in what the page says ("alert", "notification"). */
export function useMyAlerts(unreadOnly: boolean, noun: string) {
  const [items, setItems] = useState<Alert[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const [bulkRead, setBulkRead] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiProblem>();
  const [notice, setNotice] = useState('');
  const fail = (err: unknown) =>
    setError(err instanceof ApiProblem ? err : new ApiProblem({ status: 0, title: String(err) }));

  const load = useCallback(
    async (after?: string) => {
      setLoading(true);
      setError(undefined);
      try {
        const page = await myAlerts(unreadOnly, after);
        setItems((prev) => (after ? [...prev, ...page.items] : page.items));
        setCursor(page.nextCursor);
        setUnread(page.unread);
        setBulkRead(page.bulkRead);
      } catch (err) {
        fail(err);
      } finally {
        setLoading(false);
      }
    },
    [unreadOnly],
  );
  useEffect(() => {
    void load();
  }, [load]);

  async function readOne(a: Alert) {
    try {
      const next = await markRead(a.id);
      setItems((prev) =>
        prev.map((x) => (x.id === a.id ? { ...x, ...next, readAt: next.readAt ?? new Date().toISOString() } : x)),
      );
      setUnread((n) => Math.max(0, n - 1));
      setNotice(`Marked as read: ${a.title}`);
    } catch (err) {
      fail(err);
    }
  }
  async function readAll() {
    try {
      const { read } = await markAllRead();
      setNotice(`${read} ${noun}${read === 1 ? '' : 's'} marked as read.`);
      await load();
    } catch (err) {
      fail(err);
    }
  }
  return { items, cursor, unread, bulkRead, loading, error, notice, load, readOne, readAll };
}
