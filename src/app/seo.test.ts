import { describe, expect, it } from 'vitest';
import { seoFor } from './seo';

const entries = [
  { url: '/games/Casino?channel=10011', title: 'Evo', description: 'e', keywords: 'e' },
  { url: '/games/Casino', title: 'Casino', description: 'c', keywords: 'c' },
];
const fallback = { title: 'Fortuna', description: 'd', keywords: 'k' };

describe('spec §2: SEO by full path, then path, then default', () => {
  it('the full path wins', () => {
    expect(seoFor('/games/Casino?channel=10011', '/games/Casino', entries, fallback).title).toBe(
      'Evo',
    );
  });
  it('then the path', () => {
    expect(seoFor('/games/Casino?channel=1', '/games/Casino', entries, fallback).title).toBe(
      'Casino',
    );
  });
  it('then the default', () => {
    expect(seoFor('/vip', '/vip', entries, fallback)).toBe(fallback);
  });
});
