import { useSyncExternalStore } from 'react';
import { readJson, removeKey, writeJson } from '@/shared/lib/storage';
import type { ThemeColors, ThemeId } from '@/theme/themes';

/** What the non-production theme switcher chose: a theme and colour overrides (kept locally). */
export interface ThemeChoice {
  themeId: ThemeId | null;
  colors: Partial<ThemeColors>;
}

const KEY = 'fortuna-theme-choice';
const listeners = new Set<() => void>();
let current: ThemeChoice = readJson<ThemeChoice>(KEY) ?? { themeId: null, colors: {} };

function publish(next: ThemeChoice): void {
  current = next;
  if (next.themeId === null && Object.keys(next.colors).length === 0) removeKey(KEY);
  else writeJson(KEY, next);
  listeners.forEach((listener) => listener());
}

export const themeChoice = {
  get: () => current,
  setTheme: (themeId: ThemeId | null) => publish({ ...current, themeId }),
  setColor: (slot: keyof ThemeColors, value: string) =>
    publish({ ...current, colors: { ...current.colors, [slot]: value } }),
  reset: () => publish({ themeId: null, colors: {} }),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The switcher's choice; re-renders when it changes (no reload). */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, themeChoice.get, themeChoice.get);
}
