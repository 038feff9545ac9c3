import type * as z from 'zod';
import { siteConfigSchema } from '../db.ts';
import fixture from './fixtures/site.json' with { type: 'json' };

/**
 * Site-wide configuration of the demo brand (fixtures/site.json): every site language is
 * offered, and games in three of them. Nothing in it depends on when the world is seeded: the
 * theme's image date is when the demo's pictures last changed, as a real configuration keeps
 * it. It once was the seeding time, so the server's fake and the browser's (seeded at other
 * moments) answered with different themes, and every page of a mock build rebuilt its theme,
 * restyling the whole site once the browser's fake had answered again.
 */
export function siteConfig(): z.input<typeof siteConfigSchema> {
  const { config, siteLanguages } = fixture;
  return siteConfigSchema.parse({
    id: 1,
    ...config,
    languages: { ...config.languages, all_lang: siteLanguages, langList: siteLanguages },
  });
}
