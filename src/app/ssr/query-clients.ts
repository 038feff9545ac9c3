import { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client: the app renders with it, and the routes' client loaders fill
 * it as a navigation starts (render as you fetch).
 */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

/**
 * A query client for one server request's loaders: no retries (a failed or slow answer leaves
 * the section to the browser, which retries it), and nothing kept after the request.
 */
export function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } },
  });
}
