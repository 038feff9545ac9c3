import { describe, expect, it } from 'vitest';
import { scriptsAfterPictures } from './script-priority.server';

describe('the page’s scripts after its pictures (issue 29)', () => {
  it('asks for every module preload of the head at low priority, and for nothing else', () => {
    const head =
      '<link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/shell.js" nonce="n1"/>' +
      '<link rel="modulepreload" href="/assets/root.js">' +
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/en.json"/>';
    expect(scriptsAfterPictures(head)).toBe(
      '<link rel="preload" as="image" href="/banner.webp" fetchPriority="high"/>' +
        '<link rel="modulepreload" href="/assets/shell.js" nonce="n1" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/root.js" fetchpriority="low">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/en.json"/>',
    );
  });

  it('leaves a preload that already says its priority as it is', () => {
    const head = '<link rel="modulepreload" href="/a.js" fetchpriority="high"/>';
    expect(scriptsAfterPictures(head)).toBe(head);
  });
});
