/**
 * The production server of the site: React Router's server build behind Express.
 *
 * `createApp` composes the middlewares below, in this order:
 *
 * 1. gzip for everything (`compression`), no X-Powered-By;
 * 2. GET /healthz, for load balancers;
 * 3. a fresh CSP nonce per request (`securityMiddleware`) and the site's security headers on
 *    every response;
 * 4. the client build's static files (`staticFiles`), cached by scripts' hash or revalidated;
 * 5. /api/* and /storage/* that are not files: the mock build's fake backend, or a JSON 404
 *    (`fakeApi`), never the HTML page;
 * 6. the API reference pages (/api-docs);
 * 7. every other path: React Router, with the HTML caching rules of cache-control.ts
 *    (`htmlCaching`);
 * 8. a 500 for any exception (`errorHandler`).
 *
 * Each middleware is exported on its own, for the tests and for another host that composes
 * them differently.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerBuild } from 'react-router';
import { apiReferenceHandler } from '../scripts/lib/api-reference.ts';
import { securityHeaders, type SiteOrigins } from '../scripts/lib/security-headers.ts';
import { htmlCacheControl, staticCacheControl } from './cache-control.ts';
import { keepIdleConnections } from './keep-alive.ts';
import { sendFetchResponse, toFetchRequest } from './request.ts';

/** The repository: the API reference reads the contract and Swagger UI from it. */
export const REPO_ROOT = resolve(import.meta.dirname, '..');

/**
 * The request header that carries the response's CSP nonce to the app's entry.server, which
 * puts it on the inline scripts it renders. Always the server's own: a client's is overwritten.
 */
export const NONCE_HEADER = 'x-fortuna-nonce';

/** What the server reads from its environment at start-up. */
export interface ServerEnv {
  port: number;
  host: string;
  /** The API base the pages call ('/api', or another origin in a real build): for the CSP. */
  apiBaseUrl: string;
  /** The storage base (dictionaries, images): for the CSP. */
  storageBaseUrl: string;
  /** The site's canonical origin, when configured (the app reads it for canonical links). */
  publicOrigin?: string | undefined;
  /** The build's folder (`client/` and `server/index.js` in it), absolute. */
  buildDir: string;
}

/** The environment's settings, with their defaults; throws on a value that cannot work. */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env, root = REPO_ROOT): ServerEnv {
  const port = Number(env.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT is not a port number: ${JSON.stringify(env.PORT)}`);
  }
  let publicOrigin: string | undefined;
  if (env.PUBLIC_ORIGIN) {
    try {
      publicOrigin = new URL(env.PUBLIC_ORIGIN).origin;
    } catch {
      throw new Error(`PUBLIC_ORIGIN is not an origin: ${JSON.stringify(env.PUBLIC_ORIGIN)}`);
    }
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    apiBaseUrl: env.API_BASE_URL || '/api',
    storageBaseUrl: env.STORAGE_BASE_URL || '/storage',
    publicOrigin,
    buildDir: resolve(root, env.FORTUNA_BUILD_DIR || 'build'),
  };
}

/** GET /healthz: the process answers (load balancers' check); never cached. */
export const health: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};

/**
 * A fresh nonce per request, handed to entry.server in the request's NONCE_HEADER, and the
 * site's security headers with that nonce on the response (every response: a static file or
 * an error page included).
 */
export function securityMiddleware(origins: SiteOrigins): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    req.headers[NONCE_HEADER] = nonce;
    for (const [name, value] of Object.entries(securityHeaders(origins, nonce))) {
      res.setHeader(name, value);
    }
    next();
  };
}

/** Whether a URL path names an HTML file (decoded first: `%2Ehtml` is `.html` to the disk). */
function namesHtml(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // express.static refuses a malformed path itself.
  }
  return /\.html?$/i.test(decoded);
}

/**
 * The client build's files, with cache-control.ts's staticCacheControl. No index file, no
 * redirect of a folder to its slash, no HTML file: every page is React Router's, rendered.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const root = resolve(clientDir);
  // The build's own Brotli and gzip of each file (vite.config.ts), when the browser takes one:
  // smaller than what compression() would make at request time (decision 0035).
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', staticCacheControl(relative(root, path)));
      },
    },
  });
  return (req, res, next) => {
    if (namesHtml(req.path)) {
      next();
      return;
    }
    serve(req, res, next);
  };
}

/** The mock build's fake backend, as its server entry module exports it. */
export type AnswerFakeRequest = (request: Request) => Promise<Response | null>;

/** The entry module's `answerFakeRequest`, or null in a build without the fake (real mode). */
export function fakeAnswererOf(module: unknown): AnswerFakeRequest | null {
  if (
    typeof module === 'object' &&
    module !== null &&
    'answerFakeRequest' in module &&
    typeof module.answerFakeRequest === 'function'
  ) {
    const answer = module.answerFakeRequest;
    return (request) => Promise.resolve(answer.call(module, request));
  }
  return null;
}

const NOT_FOUND = { status: 404, message: 'No such operation', code: 'NOT_FOUND' } as const;

function notFound(res: express.Response): void {
  res.status(404);
  res.setHeader('Cache-Control', 'no-store');
  res.json(NOT_FOUND);
}

/** Paths of the API and of storage on the site's own origin: never an HTML page. */
function isBackendPath(path: string): boolean {
  return /^\/(api|storage)(\/|$)/.test(path);
}

/**
 * /api/* and /storage/* that no file answered: the fake backend's answer when the build has
 * one (mock builds), a JSON 404 when it has none or the fake knows no such operation. An
 * API client must not get the site's HTML for a mistyped path.
 */
export function fakeApi(entryModule: unknown): RequestHandler {
  const answer = fakeAnswererOf(entryModule);
  return async (req, res, next) => {
    if (!isBackendPath(req.path)) {
      next();
      return;
    }
    const response = answer ? await answer(await toFetchRequest(req)) : null;
    if (!response) {
      notFound(res);
      return;
    }
    // The fake's answers are one visitor's data: no shared cache keeps them unless it says so.
    if (!response.headers.has('Cache-Control')) res.setHeader('Cache-Control', 'no-store');
    await sendFetchResponse(req, res, response);
  };
}

/**
 * The Cache-Control and Vary of what React Router answers, by htmlCacheControl. They are
 * decided as the response's head is written, not before the handler runs: React Router's
 * Express adapter *appends* a route's headers, so a default set beforehand would be sent as a
 * second Cache-Control beside a route's own. At that point a route's Cache-Control wins, and
 * the status and Set-Cookie are known (a 5xx or a cookie-setting answer is never public).
 */
export function htmlCaching(): RequestHandler {
  return (req, res, next) => {
    const writeHead = res.writeHead;
    const decide = function (this: ServerResponse, ...args: unknown[]): ServerResponse {
      if (!res.hasHeader('Cache-Control')) {
        const policy = htmlCacheControl({
          path: req.path,
          cookieHeader: req.headers.cookie,
          method: req.method,
          status: typeof args[0] === 'number' ? args[0] : res.statusCode,
          setsCookie: res.hasHeader('Set-Cookie'),
        });
        res.setHeader('Cache-Control', policy.cacheControl);
        for (const field of policy.vary) res.vary(field);
      }
      return Reflect.apply(writeHead, this, args) as ServerResponse;
    };
    res.writeHead = decide as typeof res.writeHead;
    next();
  };
}

/** Any exception: logged, and a plain 500 when nothing of the answer has been sent yet. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  console.error(`[serve] ${req.method} ${req.originalUrl} failed:`, error);
  if (res.headersSent) {
    // Half an answer cannot become a 500: cut it, so the client sees it incomplete.
    res.destroy();
    return;
  }
  res.status(500);
  res.setHeader('Cache-Control', 'no-store');
  res.type('text/plain').send('Internal Server Error');
};

export interface AppOptions {
  /** The server build (`import * as build from '<buildDir>/server/index.js'`). */
  build: ServerBuild;
  /** The build's client folder (`<buildDir>/client`). */
  clientDir: string;
  env: ServerEnv;
}

/**
 * Hands the client build's manifest (`<clientDir>/.vite/manifest.json`) to the server entry's
 * `knowClientManifest`, with which a page names the scripts of the lazily loaded parts it
 * renders in its head (issue 30). A build without either serves its pages without them.
 */
export function shareClientManifest(entryModule: unknown, clientDir: string, publicPath: string) {
  if (
    typeof entryModule !== 'object' ||
    entryModule === null ||
    !('knowClientManifest' in entryModule) ||
    typeof entryModule.knowClientManifest !== 'function'
  )
    return;
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  } catch {
    return;
  }
  entryModule.knowClientManifest.call(entryModule, manifest, publicPath);
}

/** The site's Express app, not listening (server/main.ts listens). */
export function createApp({ build, clientDir, env }: AppOptions): express.Express {
  shareClientManifest(build.entry.module, clientDir, build.publicPath);
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.get('/healthz', health);
  app.use(securityMiddleware({ apiBaseUrl: env.apiBaseUrl, storageBaseUrl: env.storageBaseUrl }));
  app.use(staticFiles(clientDir));
  app.use(fakeApi(build.entry.module));
  // Mounted at the root, not at /api-docs: the handler reads the whole path (Express would
  // strip the mount path) and passes on everything that is not its own.
  const apiReference = apiReferenceHandler({ root: REPO_ROOT });
  app.use((req, res, next) => apiReference(req, res, next));
  app.use(htmlCaching());
  app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));
  app.use(errorHandler);
  return app;
}

/** The HTTP server of the app, its idle connections kept past a load balancer's. */
export function createHttpServer(app: express.Express): Server {
  return keepIdleConnections(createServer(app));
}

/** The build's two halves, from its folder. */
export function buildPaths(buildDir: string): { clientDir: string; serverEntry: string } {
  return { clientDir: join(buildDir, 'client'), serverEntry: join(buildDir, 'server/index.js') };
}
