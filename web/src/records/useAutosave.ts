// Debounced autosave: `schedule()` on every change; the save runs once the person has paused for `delayMs`.
import { useCallback, useEffect, useRef } from 'react';

export function useAutosave(save: () => unknown, delayMs = 3000) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void saveRef.current();
    }, delayMs);
  }, [cancel, delayMs]);

  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
