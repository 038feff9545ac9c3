import {
  createTheme,
  darken,
  decomposeColor,
  getContrastRatio,
  recomposeColor,
  type Theme,
} from '@mui/material/styles';
import type { ThemeColors, ThemeSpec } from './themes';
import { BOTTOM_BAR_HEIGHT } from '@/shared/ui/sticky-menu';

declare module '@mui/material/styles' {
  interface Palette {
    header: { main: string; contrastText: string };
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    header?: { main: string; contrastText: string };
    accent?: PaletteOptions['primary'];
  }
}

const HEX = /^#[0-9a-f]{6}$/i;

/** WCAG 2.2 AA for body-size text, which a button's label is. */
export const AA_TEXT = 4.5;

/** A colour with alpha (MUI's dark text is black at 87 %) as it shows over an opaque one. */
export function over(foreground: string, background: string): string {
  const front = decomposeColor(foreground);
  const back = decomposeColor(background);
  const alpha = front.values[3] ?? 1;
  const mix = [0, 1, 2].map((index) =>
    Math.round((front.values[index] ?? 0) * alpha + (back.values[index] ?? 0) * (1 - alpha)),
  );
  return recomposeColor({ type: 'rgb', values: [mix[0] ?? 0, mix[1] ?? 0, mix[2] ?? 0] });
}

/** The contrast of a (possibly translucent) text colour on a fill. */
export const textContrast = (text: string, fill: string) =>
  getContrastRatio(over(text, fill), fill);

/**
 * The hover fill of a contained button (MUI's `dark`): the main colour darkened as far as MUI's
 * default (30 %) while its label keeps AA, less when the label is dark; the main colour itself
 * if no darker shade keeps it (issue 34: theme 8's violet fell to 4.08:1 under black text).
 */
export function hoverFill(main: string, contrastText: string): string {
  for (let amount = 0.3; amount > 0; amount -= 0.02) {
    const fill = darken(main, amount);
    if (textContrast(contrastText, fill) >= AA_TEXT) return fill;
  }
  return main;
}

const FILLED = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** Builds the MUI theme of a theme spec, with colours from the server's config on top. */
export function createFortunaTheme(
  spec: ThemeSpec,
  serverColors: Partial<Record<keyof ThemeColors, string>> = {},
): Theme {
  const colors: ThemeColors = { ...spec.colors };
  for (const [key, value] of Object.entries(serverColors)) {
    if (key in colors && typeof value === 'string' && HEX.test(value))
      colors[key as keyof ThemeColors] = value;
  }
  const theme = createTheme({
    palette: {
      mode: spec.mode,
      // MUI picks white or dark text on a coloured fill (buttons, chips) by this ratio; its
      // default is 3, below WCAG AA's 4.5 for body-size text.
      contrastThreshold: 4.5,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      accent: { main: colors.accent },
      error: { main: colors.error },
      background: { default: colors.background, paper: colors.surface },
      text: { primary: colors.text, secondary: colors.textMuted },
      header: { main: colors.header, contrastText: colors.headerText },
    },
    shape: { borderRadius: spec.radius },
    typography: { fontFamily: spec.fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      // A press answers in CSS, not with MUI's ripple: the ripple renders React elements on every
      // pointer-down (60 ms of a phone's main thread on the withdrawal's button, issue 30's INP);
      // a darker shade while pressed costs the page nothing. Keyboard focus has its ring below.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: { '&:active:not(.Mui-disabled)': { filter: 'brightness(0.88)' } },
        },
      },
      MuiButton: { styleOverrides: { root: { minHeight: 40 } } },
      // A tab's ring is drawn inside it: the tab strip scrolls and would clip one outside.
      MuiTab: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': {
              outline: `3px solid ${colors.accent}`,
              outlineOffset: -3,
            },
          },
        },
      },
      MuiCssBaseline: {
        styleOverrides: {
          // 'html *' outranks the components' own `outline: 0` (MUI's ButtonBase), so every
          // control shows the same ring when focused from the keyboard.
          'html *:focus-visible': { outline: `3px solid ${colors.accent}`, outlineOffset: 2 },
          // The header is sticky, the announcements along the bottom fixed: whatever takes
          // focus scrolls clear of both (WCAG 2.4.11).
          html: {
            scrollPaddingTop: 88,
            scrollPaddingBottom: `calc(24px + var(${BOTTOM_BAR_HEIGHT}, 0px))`,
          },
          '@media (prefers-reduced-motion: reduce)': {
            // Endless animations (a skeleton's pulse, a spinner) play once and stop, or they
            // would still repaint the page on every frame. Transitions take no time at all: a
            // tiny duration would make every property of an element without its own
            // transition-property ('all') animate, a focus ring included, until the next frame.
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0s !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  });
  // Every filled colour's hover keeps its label readable (see hoverFill).
  for (const name of FILLED) {
    const colour = theme.palette[name];
    colour.dark = hoverFill(colour.main, colour.contrastText);
  }
  return theme;
}
