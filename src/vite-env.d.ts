/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `mock` (default in development): the in-browser fake backend answers; `real`: a real API. */
  readonly VITE_API_MODE?: 'mock' | 'real';
  /** Base URL of the API; defaults to /api on the site's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Base URL of the storage origin (language files, media); defaults to /storage. */
  readonly VITE_STORAGE_BASE_URL?: string;
  /** The deployment environment; `production` hides /origin and the dev tools. */
  readonly VITE_APP_ENV?: 'development' | 'staging' | 'production';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Build time stamp, used to bust the language file cache. */
declare const __BUILD_STAMP__: number;
/** The in-browser fake's dictionaries, one merged module per language (scripts/lib/locale-dictionaries.ts). */
declare module 'virtual:fortuna-dictionaries' {
  export function loadDictionary(locale: string): Promise<Record<string, unknown> | null>;
}
/** The fake's demo worlds seeded at build time (scripts/lib/seeded-world-plugin.ts, mocks/world.ts). */
declare module 'virtual:fortuna-seeded-world' {
  /**
   * The world as of the build (or the dev server's first serving of the fake), then as of the
   * next site day's start: each a file, fetched when it is the fresh one.
   */
  export const seededWorlds: readonly {
    madeAt: number;
    load: () => Promise<{ madeAt: number; json: string }>;
  }[];
}
/** The contract's operations for the response check (scripts/lib/contract-operations-plugin.ts). */
declare module 'virtual:fortuna-contract-operations' {
  const operations: readonly {
    operationId: string;
    method: string;
    template: string;
    schemas: string;
  }[];
  export default operations;
}
