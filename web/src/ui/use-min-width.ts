// Whether the window is at least so wide, kept current as it is resized: a screen with a wide and a narrow layout
// draws the one shown, not both with one hidden (a rota grid hidden on a phone was half the page's elements).
import { useCallback, useSyncExternalStore } from 'react';

export function useMinWidth(px: number): boolean {
  const query = `(min-width: ${px}px)`;
  const subscribe = useCallback(
    (changed: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', changed);
      return () => media.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
