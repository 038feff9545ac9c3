import { useSyncExternalStore } from 'react';
import { PAGE_COOKIES, readCookie, writePageCookie } from '@/shared/lib/cookies';
import { readJson, removeKey, writeJson } from '@/shared/lib/storage';
import type { ThemeColors, ThemeId } from '@/theme/themes';

/** What the non-production theme switcher chose: a theme and colour overrides (kept locally). */
export interface ThemeChoice {
  themeId: ThemeId | null;
  colors: Partial<ThemeColors>;
}

const KEY = 'fortuna-theme-choice';
const NONE: ThemeChoice = { themeId: null, colors: {} };
const listeners = new Set<() => void>();

/** A choice as its cookie holds it (JSON), or null. */
function parseChoice(raw: string | null | undefined): ThemeChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ThemeChoice> | null;
    return value && typeof value === 'object'
      ? { themeId: value.themeId ?? null, colors: value.colors ?? {} }
      : null;
  } catch {
    return null;
  }
}

// The choice travels in a cookie too, so the server renders the page in it (issue 29); a choice
// kept before that (local storage only) is taken over.
let current: ThemeChoice =
  typeof document === 'undefined'
    ? NONE
    : (parseChoice(readCookie(PAGE_COOKIES.theme)) ?? readJson<ThemeChoice>(KEY) ?? NONE);

/** The choice the page was rendered in (server: the request's cookie; browser: its cookie). */
const cookieChoice: ThemeChoice =
  typeof document === 'undefined' ? NONE : (parseChoice(readCookie(PAGE_COOKIES.theme)) ?? NONE);
let rendered: () => ThemeChoice = () => cookieChoice;
let renderedRaw: string | null = null;
let renderedChoice: ThemeChoice = NONE;

/** Sets where the rendered choice comes from (the server's request facts, entry.server.tsx). */
export function setRenderedThemeChoice(read: () => string | null): void {
  rendered = () => {
    const raw = read();
    if (raw !== renderedRaw) {
      renderedRaw = raw;
      renderedChoice = parseChoice(raw) ?? NONE;
    }
    return renderedChoice;
  };
}

function publish(next: ThemeChoice): void {
  current = next;
  if (next.themeId === null && Object.keys(next.colors).length === 0) {
    removeKey(KEY);
    writePageCookie(PAGE_COOKIES.theme, null);
  } else {
    writeJson(KEY, next);
    writePageCookie(PAGE_COOKIES.theme, JSON.stringify(next));
  }
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
  return useSyncExternalStore(subscribe, themeChoice.get, () => rendered());
}
