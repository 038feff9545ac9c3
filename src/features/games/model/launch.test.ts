import { describe, expect, it } from 'vitest';
import { integrationUrl } from './launch';

describe('spec §7: the third-party integration URL', () => {
  it('carries locale, token, timestamp, is_mobile, base URL and theme', () => {
    const url = new URL(
      integrationUrl('/play/5021?token=abc', {
        locale: 'th',
        token: 'tok123',
        isMobile: true,
        baseUrl: 'https://fortuna.example',
        theme: 'theme8',
        timestamp: 1763683200000,
      }),
    );
    expect(url.origin).toBe('https://fortuna.example');
    expect(url.pathname).toBe('/play/5021');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      token: 'tok123',
      locale: 'th',
      timestamp: '1763683200000',
      is_mobile: '1',
      base_url: 'https://fortuna.example',
      theme: 'theme8',
    });
  });

  it('leaves the token out for a guest and marks PC play', () => {
    const url = new URL(
      integrationUrl('https://games.example/lobby', {
        locale: 'en',
        token: null,
        isMobile: false,
        baseUrl: 'https://fortuna.example',
        theme: 'theme1',
      }),
    );
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.searchParams.get('is_mobile')).toBe('0');
  });
});
