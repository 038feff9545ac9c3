import { vi } from 'vitest';

/**
 * jsdom has no matchMedia: a stand-in that answers `matches(query)` (reduced motion for the
 * banner carousel, the width for lists and dialogs). Undo it with vi.unstubAllGlobals().
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
