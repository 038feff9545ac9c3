import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'tests/contract/**/*.test.ts',
        'tests/faults/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      environment: 'jsdom',
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      pool: 'threads',
      testTimeout: 15_000,
    },
  }),
);
