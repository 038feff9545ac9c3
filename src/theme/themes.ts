/**
 * The nine visual themes (spec §1). The first is the default; the member site's THEME1 to
 * THEME7 map to the first seven; theme 8 and theme 9 also have their own home page variant.
 * Each is a designed look for a gaming brand; colours may be overridden by the server's
 * theme configuration.
 */
export const THEME_IDS = [
  'theme1',
  'theme2',
  'theme3',
  'theme4',
  'theme5',
  'theme6',
  'theme7',
  'theme8',
  'theme9',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME: ThemeId = 'theme1';

/** Whether a value names one of the themes. */
export const isThemeId = (value: unknown): value is ThemeId =>
  (THEME_IDS as readonly unknown[]).includes(value);

/** The home page variant a theme uses. */
export type HomeVariant = 'default' | 'theme8' | 'theme9';

export interface ThemeSpec {
  id: ThemeId;
  /** i18n key of the theme's display name. */
  nameKey: string;
  mode: 'light' | 'dark';
  home: HomeVariant;
  colors: ThemeColors;
  radius: number;
  fontFamily: string;
}

/** The colour slots a theme sets and the server may override (hex). */
export interface ThemeColors {
  primary: string;
  secondary: string;
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  accent: string;
  header: string;
  headerText: string;
  /** Errors and destructive actions, readable on the surface. */
  error: string;
}

/**
 * Latin faces first, then the Thai and CJK ones: a browser takes each character from the first
 * face that has it, and a CJK face has Latin letters too. Listed before the Latin system faces,
 * it drew every English page in its Latin glyphs on a computer with it but without Inter or
 * Noto Sans (most Linux desktops), and a fresh browser spent 150 to 450 ms of its first layout
 * loading the 19 MB font file (Noto Sans CJK, traced on the bench's phone page). Thai and
 * Chinese text still find their faces: Latin faces do not have their characters.
 */
export const FONT_STACK =
  '"Inter", "Noto Sans", "Segoe UI", Roboto, Arial, "Noto Sans Thai", "Noto Sans CJK SC", sans-serif';

export const THEMES: Record<ThemeId, ThemeSpec> = {
  theme1: {
    id: 'theme1',
    nameKey: 'theme.names.theme1',
    mode: 'dark',
    home: 'default',
    radius: 10,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#E9B949',
      secondary: '#2FBF71',
      background: '#0B1A14',
      surface: '#12271E',
      text: '#F3F6F4',
      textMuted: '#A9BDB3',
      accent: '#F5D27A',
      header: '#07130E',
      headerText: '#F3F6F4',
      error: '#FF8A80',
    },
  },
  theme2: {
    id: 'theme2',
    nameKey: 'theme.names.theme2',
    mode: 'dark',
    home: 'default',
    radius: 14,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#22D3EE',
      secondary: '#E879F9',
      background: '#0A0E1F',
      surface: '#141A33',
      text: '#EEF2FF',
      textMuted: '#A5B0D6',
      accent: '#F0ABFC',
      header: '#060915',
      headerText: '#EEF2FF',
      error: '#FF8A80',
    },
  },
  theme3: {
    id: 'theme3',
    nameKey: 'theme.names.theme3',
    mode: 'dark',
    home: 'default',
    radius: 6,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#F2C14E',
      secondary: '#FF6B70',
      background: '#1A0B0C',
      surface: '#2A1214',
      text: '#FCEFEF',
      textMuted: '#CFA9AA',
      accent: '#FF8A80',
      header: '#120607',
      headerText: '#FCEFEF',
      error: '#FF8A80',
    },
  },
  theme4: {
    id: 'theme4',
    nameKey: 'theme.names.theme4',
    mode: 'light',
    home: 'default',
    radius: 12,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#1D4ED8',
      secondary: '#0E7490',
      background: '#F4F7FC',
      surface: '#FFFFFF',
      text: '#0F172A',
      textMuted: '#475569',
      accent: '#B45309',
      header: '#0B2A6F',
      headerText: '#FFFFFF',
      error: '#B3261E',
    },
  },
  theme5: {
    id: 'theme5',
    nameKey: 'theme.names.theme5',
    mode: 'dark',
    home: 'default',
    radius: 16,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#FB923C',
      secondary: '#A78BFA',
      background: '#160F24',
      surface: '#221833',
      text: '#FBF7FF',
      textMuted: '#BDB0D4',
      accent: '#FCD34D',
      header: '#0F0A19',
      headerText: '#FBF7FF',
      error: '#FF8A80',
    },
  },
  theme6: {
    id: 'theme6',
    nameKey: 'theme.names.theme6',
    mode: 'light',
    home: 'default',
    radius: 8,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#0F766E',
      secondary: '#7C3AED',
      background: '#F1F8F6',
      surface: '#FFFFFF',
      text: '#0B1F1C',
      textMuted: '#3F5A55',
      accent: '#B91C1C',
      header: '#064E47',
      headerText: '#FFFFFF',
      error: '#B3261E',
    },
  },
  theme7: {
    id: 'theme7',
    nameKey: 'theme.names.theme7',
    mode: 'dark',
    home: 'default',
    radius: 4,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#A3E635',
      secondary: '#38BDF8',
      background: '#111315',
      surface: '#1C1F23',
      text: '#F4F5F6',
      textMuted: '#A8AEB5',
      accent: '#FACC15',
      header: '#0A0B0C',
      headerText: '#F4F5F6',
      error: '#FF8A80',
    },
  },
  theme8: {
    id: 'theme8',
    nameKey: 'theme.names.theme8',
    mode: 'dark',
    home: 'theme8',
    radius: 20,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#A78BFA',
      secondary: '#34D399',
      background: '#0C0A1D',
      surface: '#17142E',
      text: '#F5F3FF',
      textMuted: '#B3ACD9',
      accent: '#60A5FA',
      header: '#080616',
      headerText: '#F5F3FF',
      error: '#FF8A80',
    },
  },
  theme9: {
    id: 'theme9',
    nameKey: 'theme.names.theme9',
    mode: 'light',
    home: 'theme9',
    radius: 18,
    fontFamily: FONT_STACK,
    colors: {
      primary: '#BE185D',
      secondary: '#1D4ED8',
      background: '#FFF5F8',
      surface: '#FFFFFF',
      text: '#2A0A18',
      textMuted: '#6B3A4F',
      accent: '#9A3412',
      header: '#831843',
      headerText: '#FFFFFF',
      error: '#B3261E',
    },
  },
};

/** Maps the member site's THEME1..THEME7 names (and theme ids) to a theme; unknown: default. */
export function themeFromServerName(name: string | null | undefined): ThemeId {
  const match = /^theme\s*([1-9])$/i.exec((name ?? '').trim());
  if (!match) return DEFAULT_THEME;
  return `theme${match[1]}` as ThemeId;
}
