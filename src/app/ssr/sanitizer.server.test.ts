// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serverSanitizer } from './sanitizer.server';

describe('issue 29: the server sanitises server HTML as the browser does', () => {
  const sanitize = serverSanitizer();

  it('neutralises script, handlers and javascript: links on the server’s DOM', () => {
    const html = sanitize(
      '<p onclick="alert(1)">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('opens links to other sites in a new tab and drops a heading that repeats the title', () => {
    expect(
      sanitize('<h2>Rules</h2><p><a href="https://fortuna.example/terms">terms</a></p>', {
        withoutTitle: 'Rules',
      }),
    ).toBe(
      '<p><a href="https://fortuna.example/terms" target="_blank" rel="noopener noreferrer">terms</a></p>',
    );
  });
});
