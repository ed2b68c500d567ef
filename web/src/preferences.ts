// Display preferences remembered on this device: theme, contrast and the sidebar (SPEC §9).
import { useCallback, useState } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys.ts';

export type ThemeMode = 'light' | 'dark';
export type ContrastMode = 'normal' | 'high';

export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [mode, setMode] = useState<ThemeMode>(() => (readStored(STORAGE_KEYS.themeMode) === 'dark' ? 'dark' : 'light'));
  const set = useCallback((next: ThemeMode) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    writeStored(STORAGE_KEYS.themeMode, next);
    setMode(next);
  }, []);
  return [mode, set];
}

export function useContrastMode(): [ContrastMode, (mode: ContrastMode) => void] {
  const [mode, setMode] = useState<ContrastMode>(() =>
    readStored(STORAGE_KEYS.contrastMode) === 'high' ? 'high' : 'normal',
  );
  const set = useCallback((next: ContrastMode) => {
    document.documentElement.classList.toggle('high-contrast', next === 'high');
    writeStored(STORAGE_KEYS.contrastMode, next);
    setMode(next);
  }, []);
  return [mode, set];
}

export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readStored(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const set = useCallback((next: boolean) => {
    writeStored(STORAGE_KEYS.sidebarCollapsed, String(next));
    setCollapsed(next);
  }, []);
  return [collapsed, set];
}
