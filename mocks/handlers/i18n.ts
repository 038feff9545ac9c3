import type { FakeContext } from '../context.ts';
import { fail } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { HttpResponse } from 'msw';

/** Loads the dictionary of a locale (browser: bundled JSON; Node: the locales/ folder). */
export type DictionaryLoader = (locale: string) => Promise<Record<string, unknown> | null>;

export function i18nHandlers(ctx: FakeContext, loadDictionary: DictionaryLoader) {
  return [
    route(ctx, { operationId: 'getLanguageFile', auth: 'guest' }, async ({ params }) => {
      if (params.lang !== params.lang_file) return fail(404, 'Not found', { code: 'NOT_FOUND' });
      const dictionary = await loadDictionary(params.lang);
      return dictionary
        ? HttpResponse.json(dictionary)
        : fail(404, 'Not found', { code: 'NOT_FOUND' });
    }),
  ];
}
