import type { FeatureThemeInfo } from '@/api/generated/model';
import {
  DEFAULT_THEME,
  THEME_IDS,
  type ThemeColors,
  type ThemeId,
  themeFromServerName,
} from '@/theme/themes';
import type { ThemeChoice } from './theme-store';

function themeFromNumber(value: number | undefined): ThemeId | null {
  return value && value >= 1 && value <= THEME_IDS.length ? (`theme${value}` as ThemeId) : null;
}

export interface ThemeSources {
  /** Theme info fetched for the default platform (PC). */
  pc: FeatureThemeInfo | undefined;
  /** Theme info fetched for the current device; its answer wins on mobile. */
  device: FeatureThemeInfo | undefined;
  mobile: boolean;
  /** The permission section's theme number and name (before theme info answers). */
  permissionTheme: number | undefined;
  permissionName: string | undefined;
  /** The non-production switcher's choice. */
  choice: ThemeChoice;
}

/**
 * Which theme and colours the site shows: theme info for the default platform merged with the
 * current device's (spec §7), then the permission section, then THEMEn by name, then the
 * default; colours from the server with the switcher's on top.
 */
export function resolveSiteTheme({
  pc,
  device,
  mobile,
  permissionTheme,
  permissionName,
  choice,
}: ThemeSources): { themeId: ThemeId; colors: Partial<ThemeColors> } {
  const merged = { ...pc, ...(mobile ? device : undefined) };
  const server =
    themeFromNumber(merged.theme) ??
    themeFromNumber(permissionTheme) ??
    (permissionName ? themeFromServerName(permissionName) : null);
  return {
    themeId: choice.themeId ?? server ?? DEFAULT_THEME,
    colors: { ...(merged.colors as Partial<ThemeColors> | undefined), ...choice.colors },
  };
}
