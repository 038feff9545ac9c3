import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** The fake backend's, the contract's and the scripts' tests: no DOM, no React. */
const BACKEND_TESTS = [
  'mocks/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/faults/**/*.test.ts',
  'scripts/**/*.test.ts',
  'server/**/*.test.ts',
];

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
          },
        },
        {
          extends: true,
          test: {
            name: 'backend',
            include: BACKEND_TESTS,
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
