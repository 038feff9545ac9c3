import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

/** The CSP's directives by name. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it("allows only the site's own scripts without a nonce", () => {
    expect(directives(contentSecurityPolicy()).get('script-src')).toBe("'self'");
  });

  it('allows the inline scripts of a server-rendered page that carry its nonce', () => {
    const policy = directives(contentSecurityPolicy({}, 'abc+/123=='));
    expect(policy.get('script-src')).toBe("'self' 'nonce-abc+/123=='");
  });

  it("never allows 'unsafe-inline' or eval for scripts", () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy({}, 'bm9uY2U=')]) {
      expect(directives(policy).get('script-src')).not.toMatch(/unsafe-(inline|eval)/);
    }
  });

  it('refuses a nonce that could change the header', () => {
    expect(() => contentSecurityPolicy({}, "x'; script-src *")).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({}, '')).toThrow(/nonce/);
  });

  it('lets the page connect to the API and storage origins it was built for', () => {
    const policy = directives(
      contentSecurityPolicy({
        apiBaseUrl: 'https://api.example.com/v1',
        storageBaseUrl: '/storage',
      }),
    );
    expect(policy.get('connect-src')).toBe("'self' https://api.example.com");
  });
});

describe('securityHeaders', () => {
  it('carries the nonce into the Content-Security-Policy header', () => {
    const headers = securityHeaders({}, 'bm9uY2U=');
    expect(headers['Content-Security-Policy']).toContain("'nonce-bm9uY2U='");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('is the same as before for a static host', () => {
    expect(securityHeaders()['Content-Security-Policy']).toBe(contentSecurityPolicy());
    expect(securityHeaders()['Content-Security-Policy']).not.toContain('nonce-');
  });
});
