import { describe, expect, it } from 'vitest';
import type { FeatureThemeInfo } from '@/api/generated/model';
import { resolveSiteTheme } from './resolve-theme';

const info = (theme: number, colors: Record<string, string> = {}) =>
  ({ name: 'THEME1', platform: 1, theme, colors }) as FeatureThemeInfo;
const none = { themeId: null, colors: {} };

describe('the site theme', () => {
  it('takes the theme of the default platform on PC', () => {
    expect(
      resolveSiteTheme({
        pc: info(4),
        device: info(6),
        mobile: false,
        permissionTheme: 1,
        permissionName: 'THEME1',
        choice: none,
      }).themeId,
    ).toBe('theme4');
  });

  it("merges the current device's answer over the default platform's on mobile", () => {
    const resolved = resolveSiteTheme({
      pc: info(4, { primary: '#111111', secondary: '#222222' }),
      device: info(6, { primary: '#333333' }),
      mobile: true,
      permissionTheme: 1,
      permissionName: 'THEME1',
      choice: none,
    });
    expect(resolved.themeId).toBe('theme6');
    expect(resolved.colors).toEqual({ primary: '#333333' });
  });

  it('falls back to the permission theme, then the THEMEn name, then the default', () => {
    expect(
      resolveSiteTheme({
        pc: undefined,
        device: undefined,
        mobile: false,
        permissionTheme: 7,
        permissionName: 'THEME3',
        choice: none,
      }).themeId,
    ).toBe('theme7');
    expect(
      resolveSiteTheme({
        pc: undefined,
        device: undefined,
        mobile: false,
        permissionTheme: undefined,
        permissionName: 'THEME3',
        choice: none,
      }).themeId,
    ).toBe('theme3');
    expect(
      resolveSiteTheme({
        pc: undefined,
        device: undefined,
        mobile: false,
        permissionTheme: undefined,
        permissionName: undefined,
        choice: none,
      }).themeId,
    ).toBe('theme1');
  });

  it("the switcher's theme and colours win over the server's", () => {
    const resolved = resolveSiteTheme({
      pc: info(4, { primary: '#111111', accent: '#444444' }),
      device: undefined,
      mobile: false,
      permissionTheme: 1,
      permissionName: 'THEME1',
      choice: { themeId: 'theme9', colors: { primary: '#abcdef' } },
    });
    expect(resolved).toEqual({
      themeId: 'theme9',
      colors: { primary: '#abcdef', accent: '#444444' },
    });
  });
});
