import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the 60 s idle timeout of the
 * common load balancers and than a client's reuse window. With Node's 5 s default the server
 * closes a connection just as a client (a balancer, a CDN, Playwright's request context) sends
 * on it again, and the request fails with ECONNRESET (a 502 behind a balancer).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Keeps the server's idle connections past a load balancer's; returns the server. */
export function keepIdleConnections<S extends Server>(server: S): S {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request's headers may take as long as the idle wait before them, and a little more.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
