import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createFortunaTheme, textContrast } from './create-theme';
import { THEME_IDS, THEMES } from './themes';

/** WCAG 2.2 AA: 4.5:1 for body text. */
const AA = 4.5;

describe('every theme meets WCAG AA text contrast', () => {
  it.each(THEME_IDS)('%s', (id) => {
    const { palette } = createFortunaTheme(THEMES[id]);
    const pairs: [string, string, string][] = [
      ['text on background', palette.text.primary, palette.background.default],
      ['text on surface', palette.text.primary, palette.background.paper],
      ['muted text on background', palette.text.secondary, palette.background.default],
      ['muted text on surface', palette.text.secondary, palette.background.paper],
      ['primary button text', palette.primary.contrastText, palette.primary.main],
      ['secondary button text', palette.secondary.contrastText, palette.secondary.main],
      ['header text', palette.header.contrastText, palette.header.main],
      ['primary as text on background', palette.primary.main, palette.background.default],
      ['primary as text on surface', palette.primary.main, palette.background.paper],
      ['error text on surface', palette.error.main, palette.background.paper],
    ];
    const failing = pairs
      .map(([what, fg, bg]) => ({ what, ratio: Math.round(getContrastRatio(fg, bg) * 100) / 100 }))
      .filter(({ ratio }) => ratio < AA);
    expect(failing).toEqual([]);
  });
});

describe('contained buttons keep WCAG AA text contrast on hover (issue 34)', () => {
  // A contained button's hover fill is its colour's `dark`, under its `contrastText` (MUI's
  // Button); a translucent label (black at 87 %) is judged as it shows over the fill.
  it.each(THEME_IDS)('%s', (id) => {
    const { palette } = createFortunaTheme(THEMES[id]);
    const failing = (['primary', 'secondary', 'error', 'success', 'warning', 'info'] as const)
      .flatMap((name) => [
        { what: `${name} at rest`, fill: palette[name].main, text: palette[name].contrastText },
        { what: `${name} on hover`, fill: palette[name].dark, text: palette[name].contrastText },
      ])
      .map(({ what, fill, text }) => ({
        what,
        ratio: Math.round(textContrast(text, fill) * 100) / 100,
      }))
      .filter(({ ratio }) => ratio < AA);
    expect(failing).toEqual([]);
  });

  it('a server colour is held to the same rule', () => {
    const { palette } = createFortunaTheme(THEMES.theme8, { primary: '#8F7BE8' });
    expect(textContrast(palette.primary.contrastText, palette.primary.dark)).toBeGreaterThanOrEqual(
      AA,
    );
  });
});
