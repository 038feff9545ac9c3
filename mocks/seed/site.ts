import type * as z from 'zod';
import { siteConfigSchema } from '../db.ts';
import fixture from './fixtures/site.json' with { type: 'json' };

/**
 * Site-wide configuration of the demo brand (fixtures/site.json): every site language is
 * offered, and games in three of them.
 */
export function siteConfig(now: number): z.input<typeof siteConfigSchema> {
  const { config, siteLanguages } = fixture;
  return siteConfigSchema.parse({
    id: 1,
    ...config,
    theme: {
      ...config.theme,
      image_config: { ...config.theme.image_config, date: Math.floor(now / 1000) },
    },
    languages: { ...config.languages, all_lang: siteLanguages, langList: siteLanguages },
  });
}
