import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

const ORIGIN = 'https://fortuna.example';

/** Open-redirect attacks: none may leave the site. */
const ATTACKS = [
  '//evil.com',
  '//evil.com/',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http://evil.com',
  'HTTPS://EVIL.COM',
  'https:evil.com',
  'http:/evil.com',
  '//evil.com@fortuna.example',
  'https://fortuna.example@evil.com',
  'https://fortuna.example.evil.com',
  '//fortuna.example.evil.com',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.com',
  '%2f%2fevil.com',
  '%252F%252Fevil.com',
  '%25252F%25252Fevil.com',
  '/%2F/evil.com',
  '/%5Cevil.com',
  '%5C%5Cevil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '%0D%0A//evil.com',
  '/%0a/evil.com',
  '\u0000//evil.com',
  '/\u0000/evil.com',
  'evil.com',
  'www.evil.com',
  '.evil.com',
  '@evil.com',
  '//%65vil.com',
  '/%2f%2fevil.com',
  '%2F%5Cevil.com',
  '\u3000//evil.com',
  '//evil%E3%80%82com',
  'ftp://evil.com',
  'file:///etc/passwd',
  '//[::1]/',
  '//127.0.0.1',
  '/\\127.0.0.1',
  '//evil.com/%2e%2e',
  'https://evil.com/#https://fortuna.example/',
  `${'/'.repeat(3)}evil.com`,
  '%E2%80%8B//evil.com',
  'blob:https://evil.com/x',
];

describe('the redirect route follows only same-origin paths', () => {
  it('has at least 50 attacks to try', () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(ATTACKS)('refuses %j', (attack) => {
    const target = safeRedirectTarget(attack, ORIGIN);
    if (target !== null) expect(new URL(target, ORIGIN).origin).toBe(ORIGIN);
    expect(target).toBeNull();
  });

  it.each([
    ['/promotion', '/promotion'],
    ['/games/Casino?page=2#top', '/games/Casino?page=2#top'],
    ['%2Fvip', '/vip'],
    ['/member/management/gameBalance', '/member/management/gameBalance'],
  ])('follows %j', (raw, expected) => {
    expect(safeRedirectTarget(raw, ORIGIN)).toBe(expected);
  });
});
