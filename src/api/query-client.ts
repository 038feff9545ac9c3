import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http/api-error';

/** Retries only what a retry can fix: no response or a 5xx; never a 4xx or a cancel. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500 && error.status !== 503;
}

/** The app's query client: data stays fresh for 30 s, mutations never retry by themselves. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
