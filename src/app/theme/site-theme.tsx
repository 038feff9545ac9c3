import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useDeferredValue, useEffect, useMemo } from 'react';
import { useGetFeatureThemeInfo } from '@/api/generated/endpoints/system/system';
import { usePermissions } from '@/api/site-config';
import { ActiveThemeContext } from '@/theme/active-theme';
import { createFortunaTheme } from '@/theme/create-theme';
import { type ThemeColors, THEMES } from '@/theme/themes';
import { THEME_STALE_MS } from '../startup';
import { deviceMatchMedia } from '../ssr/device-media';
import type { DeviceClass } from '../ssr/request-facts';
import { resolveSiteTheme } from './resolve-theme';
import { useThemeChoice } from './theme-store';

/**
 * The site's theme: the server's theme configuration (fetched for the default platform and
 * for the current device, the device's answer winning), its colours on top, and in
 * non-production the switcher's choice on top of that. Changes apply without a reload.
 */
export function SiteThemeProvider({
  children,
  deviceClass,
}: {
  children: ReactNode;
  /** The device class the page was rendered for (request-facts.ts): media queries answer for it while the page hydrates. */
  deviceClass: DeviceClass;
}) {
  const ssrMatchMedia = useMemo(() => deviceMatchMedia(deviceClass), [deviceClass]);
  const mobile = useMediaQuery('(max-width:899.95px)', { ssrMatchMedia });
  const permissions = usePermissions();
  const name = permissions.data?.data.theme.name;
  const options = { query: { enabled: Boolean(name), staleTime: THEME_STALE_MS } };
  const pc = useGetFeatureThemeInfo({ name: name ?? '', platform: 1 }, options);
  const device = useGetFeatureThemeInfo(
    { name: name ?? '', platform: 2 },
    { query: { ...options.query, enabled: Boolean(name) && mobile } },
  );
  const choice = useThemeChoice();

  // What the theme is built from: its id and colours, resolved from the sources above.
  const { themeId, colors } = resolveSiteTheme({
    pc: pc.data?.data,
    device: device.data?.data,
    mobile,
    permissionTheme: permissions.data?.data.theme.theme,
    permissionName: name,
    choice,
  });
  const colorsKey = JSON.stringify(colors);
  // Built only when the theme or its colours change: a new theme object re-renders the whole
  // site. An answer that differs elsewhere (the images' date, another slot's picture, a
  // refetch's new objects) keeps the theme the page has.
  const resolvedTheme = useMemo(() => {
    // The colours as the key holds them (our own JSON of them).
    const theme = createFortunaTheme(
      THEMES[themeId],
      JSON.parse(colorsKey) as Partial<ThemeColors>,
    );
    // Every useMediaQuery of the site answers for the rendered device while the page hydrates.
    theme.components = {
      ...theme.components,
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } },
    };
    return { themeId, theme };
  }, [themeId, colorsKey, ssrMatchMedia]);

  // A new theme restyles every component: it renders in the background, interruptible, so
  // the control that changed it (or the page loading) stays responsive (INP, TBT; issue 6).
  const applied = useDeferredValue(resolvedTheme);

  useEffect(() => {
    document.documentElement.dataset.theme = applied.themeId;
  }, [applied]);

  return (
    <ActiveThemeContext value={applied.themeId}>
      {/* In the server's HTML: the browser's bar and the page's theme before any script runs. */}
      <meta name="theme-color" content={applied.theme.palette.header.main} />
      <meta name="fortuna-theme" content={applied.themeId} />
      <ThemeProvider theme={applied.theme}>{children}</ThemeProvider>
    </ActiveThemeContext>
  );
}
