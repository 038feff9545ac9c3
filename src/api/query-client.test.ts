import { describe, expect, it } from 'vitest';
import { ApiError } from './http/api-error';
import { shouldRetry } from './query-client';

describe('queries retry only what a retry can fix', () => {
  it('retries no response and 5xx (not 503, which reloads), twice at most', () => {
    expect(shouldRetry(0, new ApiError('network', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError('http', 'x', { status: 502 }))).toBe(true);
    expect(shouldRetry(2, new ApiError('network', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError('unavailable', 'x', { status: 503 }))).toBe(false);
  });
  it('never retries a 4xx, a refused session or a cancel', () => {
    expect(shouldRetry(0, new ApiError('http', 'x', { status: 422 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('unauthorized', 'x', { status: 401 }))).toBe(false);
    expect(shouldRetry(0, new ApiError('cancelled', 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('x'))).toBe(false);
  });
});
