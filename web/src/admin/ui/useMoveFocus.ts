// After a reorder, put focus back on the control that moved (or a fallback if that one is now disabled),
// once React has re-rendered: moving a focused DOM node drops its focus.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useMoveFocus(): (id: string, fallbackId?: string) => void {
  const pending = useRef<string[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const ids = pending.current;
    if (!ids) return;
    pending.current = null;
    for (const id of ids) {
      const el = document.getElementById(id) as HTMLButtonElement | HTMLInputElement | null;
      if (el && !el.disabled) {
        el.focus();
        return;
      }
    }
  }, [tick]);
  return useCallback((id: string, fallbackId?: string) => {
    pending.current = fallbackId ? [id, fallbackId] : [id];
    setTick((t) => t + 1);
  }, []);
}
