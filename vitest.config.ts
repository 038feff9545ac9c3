import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The fake backend's, the contract's and the scripts' tests: no DOM, no React. */
const BACKEND_TESTS = [
  'mocks/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/faults/**/*.test.ts',
  'scripts/**/*.test.ts',
  'server/**/*.test.ts',
];

/**
 * Site tests that need a fresh module graph of their own: those that replace a module
 * (vi.mock), since a module another file imported first would not be replaced, and those that
 * test a module's state from its start (marked `// vitest: isolated`, with why). Found by
 * reading the files, so a new one cannot land among the shared-module tests by oversight.
 */
const SITE_ISOLATED = readdirSync(join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => `src/${file.split('\\').join('/')}`)
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      /\bvi\.mock\(|^\/\/ vitest: isolated\b/m.test(
        readFileSync(join(import.meta.dirname, file), 'utf8'),
      ),
  );

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      // A test's stubbed globals (matchMedia) and env go with it.
      unstubGlobals: true,
      unstubEnvs: true,
      pool: 'threads',
      // Vitest's default for a run is one worker fewer than the cores: one worker on the 2-core
      // CI machine. Both cores halve the run (the suite's heaviest step after the journeys).
      maxWorkers: 2,
      testTimeout: 15_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'site',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...SITE_ISOLATED],
            // A worker's modules (React, MUI, the site's own) serve its files one after another,
            // not imported again for each: the site's tests took a third longer with each file
            // isolated (201 s against 138 s on 2 workers). Each test still renders into its own
            // query client, router and texts, and the setup file puts back what a test leaves in
            // shared modules (the HTTP layer's runtime, the storage).
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'site-isolated',
            include: SITE_ISOLATED,
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            include: BACKEND_TESTS,
            // No DOM: Node's own fetch, Request and Response serve the fake's handlers. A file
            // that drives the site's HTTP layer as the browser does asks for jsdom itself
            // (`// @vitest-environment jsdom`). A jsdom window per file was a sixth of the
            // project's time (69.6 s against 57.5 s on 2 workers).
            environment: 'node',
            // One worker's modules serve its files one after another: the fake's schemas and
            // seeded world load once per worker rather than once per file. Each file builds
            // its own fake (installFakeBackend), reset before each test.
            isolate: false,
          },
        },
      ],
    },
  }),
);
