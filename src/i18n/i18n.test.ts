import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';

afterEach(() => vi.unstubAllGlobals());

describe('spec §7: the dictionary loads from the storage origin as i18n starts', () => {
  it('asks for it at once, not a task later: every page waits for it before its first render', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify({ common: { ok: 'OK' } }));
      }),
    );
    const starting = initI18n({ storageBaseUrl: 'https://storage.test', version: 7, lng: 'en' });
    // Microtasks only: a timer (i18next's asynchronous init) has not run yet.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(fetched).toEqual(['https://storage.test/frontend/lang/en/en.json?ts=7']);
    const i18next = await starting;
    expect(i18next.t('common.ok')).toBe('OK');
  });
});
