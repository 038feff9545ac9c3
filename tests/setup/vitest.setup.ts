import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, vi } from 'vitest';

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
  if (errors.length > 0) {
    const found = errors;
    errors = [];
    throw new Error(`console.error was called:\n${found.join('\n')}`);
  }
});
