import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach, beforeEach, vi } from 'vitest';

// Screens render against the fake backend: on a busy 2-core machine its first answers can take
// longer than Testing Library's default 1 s for findBy/waitFor (a list test failed so under a
// parallel run). Waiting for what the user sees stays the rule; only its patience grows.
configure({ asyncUtilTimeout: 5000 });

// Test hygiene: a console.error is a failure, not noise (React warnings, contract
// violations reported by the HTTP layer, unhandled requests of the fake backend).
let errors: string[] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});
afterEach(async () => {
  // Unmount what a DOM test rendered, so nothing runs after its environment is gone.
  if (typeof window !== 'undefined') (await import('@testing-library/react')).cleanup();
  globalThis.localStorage?.clear();
  // A worker's files share their modules (vitest.config.ts: isolate false): what a test gave the
  // HTTP layer (its locale, its alerts) goes with it.
  (await import('@/api/http/runtime')).resetHttpRuntime();
  if (errors.length > 0) {
    const found = errors;
    errors = [];
    throw new Error(`console.error was called:\n${found.join('\n')}`);
  }
});
