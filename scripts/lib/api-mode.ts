/** Where the site's API calls go: the in-browser fake (`mock`) or the network (`real`). */
export type ApiMode = 'mock' | 'real';

/**
 * The one switch for the API mode of a build: `--mode real` or `VITE_API_MODE=real` (in the
 * environment or .env files) make the same build for a real API — no fake backend, no mock
 * service worker, the default dictionary preloaded, output in dist-real/. Anything else is the
 * site on its in-browser fake.
 */
export function apiModeOf(viteMode: string, env: Record<string, string | undefined>): ApiMode {
  return viteMode === 'real' || env.VITE_API_MODE === 'real' ? 'real' : 'mock';
}
