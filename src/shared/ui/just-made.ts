import { useLocation } from 'react-router';

/** What a form hands its list as navigation state: the record it just made. */
export interface JustMadeState {
  justMade: string | number;
}

/** The navigation state that points a list at the record just made (PagedList highlightKey). */
export const justMadeState = (key: string | number): JustMadeState => ({ justMade: key });

/** The record the form that led here just made, if any (issue 34: shown, not off-screen). */
export function useJustMade(): string | number | undefined {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'justMade' in state) {
    const key = (state as { justMade: unknown }).justMade;
    if (typeof key === 'string' || typeof key === 'number') return key;
  }
  return undefined;
}
