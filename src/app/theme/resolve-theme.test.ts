import { describe, expect, it } from 'vitest';
import type { FeatureThemeInfo } from '@/api/generated/model';
import { resolveSiteTheme } from './resolve-theme';

const info = (theme: number, colors: Record<string, string> = {}) =>
  ({ name: 'THEME1', platform: 1, theme, colors }) as FeatureThemeInfo;
const none = { themeId: null, colors: {} };

/** The site theme from these sources: by default no platform answer, on PC, THEME1, no choice. */
const resolve = (sources: Partial<Parameters<typeof resolveSiteTheme>[0]>) =>
  resolveSiteTheme({
    pc: undefined,
    device: undefined,
    mobile: false,
    permissionTheme: 1,
    permissionName: 'THEME1',
    choice: none,
    ...sources,
  });

describe('the site theme', () => {
  it('takes the theme of the default platform on PC', () => {
    expect(resolve({ pc: info(4), device: info(6) }).themeId).toBe('theme4');
  });

  it("merges the current device's answer over the default platform's on mobile", () => {
    const resolved = resolve({
      pc: info(4, { primary: '#111111', secondary: '#222222' }),
      device: info(6, { primary: '#333333' }),
      mobile: true,
    });
    expect(resolved.themeId).toBe('theme6');
    expect(resolved.colors).toEqual({ primary: '#333333' });
  });

  it('falls back to the permission theme, then the THEMEn name, then the default', () => {
    expect(resolve({ permissionTheme: 7, permissionName: 'THEME3' }).themeId).toBe('theme7');
    expect(resolve({ permissionTheme: undefined, permissionName: 'THEME3' }).themeId).toBe(
      'theme3',
    );
    expect(resolve({ permissionTheme: undefined, permissionName: undefined }).themeId).toBe(
      'theme1',
    );
  });

  it("the switcher's theme and colours win over the server's", () => {
    const resolved = resolve({
      pc: info(4, { primary: '#111111', accent: '#444444' }),
      choice: { themeId: 'theme9', colors: { primary: '#abcdef' } },
    });
    expect(resolved).toEqual({
      themeId: 'theme9',
      colors: { primary: '#abcdef', accent: '#444444' },
    });
  });
});
