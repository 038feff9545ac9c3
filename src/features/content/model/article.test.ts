import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './article';

describe('an about article has one heading of its title', () => {
  it('drops a first heading that repeats the title', () => {
    expect(withoutRepeatedTitle('<h2>About Fortuna</h2><p>Since 2019.</p>', 'About Fortuna')).toBe(
      '<p>Since 2019.</p>',
    );
    expect(withoutRepeatedTitle('  <h3> about  fortuna </h3><p>x</p>', 'About Fortuna')).toBe(
      '<p>x</p>',
    );
  });

  it('keeps a first heading of other words, and headings further down', () => {
    const other = '<h2>Who we are</h2><p>x</p>';
    expect(withoutRepeatedTitle(other, 'About Fortuna')).toBe(other);
    const later = '<p>x</p><h2>About Fortuna</h2>';
    expect(withoutRepeatedTitle(later, 'About Fortuna')).toBe(later);
  });
});
