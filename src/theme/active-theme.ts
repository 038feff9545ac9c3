import { createContext, useContext } from 'react';
import { DEFAULT_THEME, type HomeVariant, type ThemeId, THEMES } from './themes';

/**
 * The theme the site resolved (server config, then the switcher), provided by the app where it
 * builds the MUI theme, so features can follow it without reaching into the app.
 */
export const ActiveThemeContext = createContext<ThemeId>(DEFAULT_THEME);

/** The id of the site's active theme. */
export function useActiveThemeId(): ThemeId {
  return useContext(ActiveThemeContext);
}

/** The home page variant of the site's active theme (spec §1). */
export function useHomeVariant(): HomeVariant {
  return THEMES[useActiveThemeId()].home;
}
