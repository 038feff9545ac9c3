import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createFortunaTheme } from './create-theme';
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
