import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useMemo } from 'react';
import {
  useGetFeaturePermissionInfo,
  useGetFeatureThemeInfo,
} from '@/api/generated/endpoints/system/system';
import { createFortunaTheme } from '@/theme/create-theme';
import {
  DEFAULT_THEME,
  THEME_IDS,
  type ThemeColors,
  type ThemeId,
  THEMES,
  themeFromServerName,
} from '@/theme/themes';
import { useThemeChoice } from './theme-store';

/** Spec §9: theme info is not fetched again while the last user action is under 12 hours old. */
const THEME_STALE_MS = 12 * 60 * 60 * 1000;

function themeFromNumber(value: number | undefined): ThemeId | null {
  return value && value >= 1 && value <= THEME_IDS.length ? (`theme${value}` as ThemeId) : null;
}

/**
 * The site's theme: the server's theme configuration (fetched for the default platform and
 * for the current device, the device's answer winning), its colours on top, and in
 * non-production the switcher's choice on top of that. Changes apply without a reload.
 */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const permissions = useGetFeaturePermissionInfo(undefined, { query: { staleTime: Infinity } });
  const name = permissions.data?.data.theme.name;
  const options = { query: { enabled: Boolean(name), staleTime: THEME_STALE_MS } };
  const pc = useGetFeatureThemeInfo({ name: name ?? '', platform: 1 }, options);
  const device = useGetFeatureThemeInfo(
    { name: name ?? '', platform: 2 },
    { query: { ...options.query, enabled: Boolean(name) && mobile } },
  );
  const choice = useThemeChoice();

  const merged = { ...pc.data?.data, ...(mobile ? device.data?.data : undefined) };
  const serverTheme =
    themeFromNumber(merged.theme) ??
    themeFromNumber(permissions.data?.data.theme.theme) ??
    themeFromServerName(name);
  const themeId = choice.themeId ?? serverTheme ?? DEFAULT_THEME;
  const serverColors = merged.colors as Partial<ThemeColors> | undefined;
  const theme = useMemo(
    () => createFortunaTheme(THEMES[themeId], { ...serverColors, ...choice.colors }),
    [themeId, serverColors, choice.colors],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = themeId;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme.palette.header.main);
  }, [themeId, theme]);

  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
