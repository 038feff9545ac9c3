// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { apiModeOf } from './api-mode';

describe('one switch for the API mode (issue 12)', () => {
  it('--mode real and VITE_API_MODE=real make the same real-API build', () => {
    expect(apiModeOf('real', {})).toBe('real');
    expect(apiModeOf('production', { VITE_API_MODE: 'real' })).toBe('real');
    expect(apiModeOf('development', { VITE_API_MODE: 'real' })).toBe('real');
  });

  it('otherwise the site runs on its in-browser fake', () => {
    expect(apiModeOf('production', {})).toBe('mock');
    expect(apiModeOf('development', { VITE_API_MODE: 'mock' })).toBe('mock');
  });
});
